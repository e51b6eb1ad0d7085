import type { AdminText } from '../languages';

const o = (fr: string, en: string, es: string, de: string): AdminText => ({ fr, en, es, de });

/** Labels of select and radio options, keyed by the label written in the config. */
export const OPTION_LABELS: Record<string, AdminText> = {
  // Roles
  Admin: o('Administrateur', 'Admin', 'Administrador', 'Administrator'),
  'Editor (content)': o(
    'Éditeur (contenus)',
    'Editor (content)',
    'Editor (contenidos)',
    'Redakteur (Inhalte)',
  ),
  'Recruiter (applications)': o(
    'Recruteur (candidatures)',
    'Recruiter (applications)',
    'Reclutador (candidaturas)',
    'Recruiter (Bewerbungen)',
  ),
  'Compliance (whistleblowing reports)': o(
    'Conformité (signalements)',
    'Compliance (whistleblowing reports)',
    'Cumplimiento (denuncias)',
    'Compliance (Hinweise)',
  ),
  // Regions
  Europe: o('Europe', 'Europe', 'Europa', 'Europa'),
  'North America': o('Amérique du Nord', 'North America', 'América del Norte', 'Nordamerika'),
  // Menu link types and targets
  Page: o('Page', 'Page', 'Página', 'Seite'),
  Post: o('Contenu', 'Post', 'Contenido', 'Beitrag'),
  'External URL': o('URL externe', 'External URL', 'URL externa', 'Externe URL'),
  'No link (submenu heading)': o(
    'Sans lien (titre de sous-menu)',
    'No link (submenu heading)',
    'Sin enlace (título de submenú)',
    'Kein Link (Untermenü-Überschrift)',
  ),
  post: o('Article de blog', 'Blog post', 'Artículo del blog', 'Blogbeitrag'),
  'jobs-post': o('Offre d’emploi', 'Job offer', 'Oferta de empleo', 'Stellenangebot'),
  'subsidiary-post': o('Filiale', 'Subsidiary', 'Filial', 'Tochtergesellschaft'),
  // Page templates
  default: o('Page standard', 'Standard page', 'Página estándar', 'Standardseite'),
  index: o('Accueil', 'Home', 'Inicio', 'Startseite'),
  contact: o('Contact', 'Contact', 'Contacto', 'Kontakt'),
  subsidiaries: o('Filiales', 'Subsidiaries', 'Filiales', 'Tochtergesellschaften'),
  news: o('Actualités', 'News', 'Noticias', 'Neuigkeiten'),
  offers: o('Offres d’emploi', 'Job offers', 'Ofertas de empleo', 'Stellenangebote'),
  coworking: o('Coworking', 'Coworking', 'Coworking', 'Coworking'),
  'day-at-the-company': o('Une journée chez DAV', 'A day at DAV', 'Un día en DAV', 'Ein Tag bei DAV'),
  'spontaneous-application': o(
    'Candidature spontanée',
    'Spontaneous application',
    'Candidatura espontánea',
    'Initiativbewerbung',
  ),
  // Form field types
  text: o('Texte', 'Text', 'Texto', 'Text'),
  email: o('E-mail', 'Email', 'Correo electrónico', 'E-Mail'),
  number: o('Nombre', 'Number', 'Número', 'Zahl'),
  select: o('Liste déroulante', 'Select', 'Lista desplegable', 'Auswahlliste'),
  checkbox: o('Cases à cocher', 'Checkboxes', 'Casillas', 'Kontrollkästchen'),
  file: o('Fichier', 'File', 'Archivo', 'Datei'),
  textarea: o('Texte long', 'Long text', 'Texto largo', 'Langer Text'),
  datepicker: o('Date', 'Date', 'Fecha', 'Datum'),
  time: o('Heure', 'Time', 'Hora', 'Uhrzeit'),
  hidden: o('Caché', 'Hidden', 'Oculto', 'Versteckt'),
  // Submission file kinds
  cv: o('CV', 'CV', 'CV', 'Lebenslauf'),
  whistleblowing: o(
    'Pièce d’un signalement',
    'Whistleblowing attachment',
    'Adjunto de una denuncia',
    'Anhang eines Hinweises',
  ),
  // Languages
  fr: o('Français', 'French', 'Francés', 'Französisch'),
  en: o('Anglais', 'English', 'Inglés', 'Englisch'),
  es: o('Espagnol', 'Spanish', 'Español', 'Spanisch'),
  de: o('Allemand', 'German', 'Alemán', 'Deutsch'),
};
