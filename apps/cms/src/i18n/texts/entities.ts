import type { AdminText } from '../languages';
import {
  ASSISTANT_COLLECTIONS,
  ASSISTANT_GLOBAL,
  ASSISTANT_GROUP,
  ASSISTANT_ROW_NOUNS,
  ASSISTANT_TABS,
} from './assistant';

const t = (fr: string, en: string, es: string, de: string): AdminText => ({ fr, en, es, de });
const pair = (singular: AdminText, plural: AdminText) => ({ singular, plural });

/** Collection labels (singular, plural) by slug. */
export const COLLECTION_LABELS: Record<string, { singular: AdminText; plural: AdminText }> = {
  ...ASSISTANT_COLLECTIONS,
  pages: pair(t('Page', 'Page', 'Página', 'Seite'), t('Pages', 'Pages', 'Páginas', 'Seiten')),
  media: pair(t('Média', 'Media', 'Medio', 'Medium'), t('Médias', 'Media', 'Medios', 'Medien')),
  forms: pair(
    t('Formulaire', 'Form', 'Formulario', 'Formular'),
    t('Formulaires', 'Forms', 'Formularios', 'Formulare'),
  ),
  subsidiaries: pair(
    t('Filiale', 'Subsidiary', 'Filial', 'Tochtergesellschaft'),
    t('Filiales', 'Subsidiaries', 'Filiales', 'Tochtergesellschaften'),
  ),
  offers: pair(
    t('Offre d’emploi', 'Job offer', 'Oferta de empleo', 'Stellenangebot'),
    t('Offres d’emploi', 'Job offers', 'Ofertas de empleo', 'Stellenangebote'),
  ),
  applications: pair(
    t('Candidature', 'Application', 'Candidatura', 'Bewerbung'),
    t('Candidatures', 'Applications', 'Candidaturas', 'Bewerbungen'),
  ),
  candidates: pair(
    t('Candidat', 'Candidate', 'Candidato', 'Bewerber'),
    t('Candidats', 'Candidates', 'Candidatos', 'Bewerber'),
  ),
  managers: pair(
    t('Profil de recruteur', 'Recruiter profile', 'Perfil de reclutador', 'Recruiter-Profil'),
    t('Profils de recruteurs', 'Recruiter profiles', 'Perfiles de reclutadores', 'Recruiter-Profile'),
  ),
  expertises: pair(
    t('Expertise', 'Expertise', 'Especialidad', 'Fachgebiet'),
    t('Expertises', 'Expertises', 'Especialidades', 'Fachgebiete'),
  ),
  'contact-requests': pair(
    t('Demande de contact', 'Contact request', 'Solicitud de contacto', 'Kontaktanfrage'),
    t('Demandes de contact', 'Contact requests', 'Solicitudes de contacto', 'Kontaktanfragen'),
  ),
  'whistleblowing-reports': pair(
    t('Signalement', 'Whistleblowing report', 'Denuncia', 'Hinweis'),
    t('Signalements', 'Whistleblowing reports', 'Denuncias', 'Hinweise'),
  ),
  'coworking-requests': pair(
    t('Demande de coworking', 'Coworking request', 'Solicitud de coworking', 'Coworking-Anfrage'),
    t('Demandes de coworking', 'Coworking requests', 'Solicitudes de coworking', 'Coworking-Anfragen'),
  ),
  'day-requests': pair(
    t(
      'Demande « Une journée chez DAV »',
      'Day-at-DAV request',
      'Solicitud «Un día en DAV»',
      'Anfrage „Ein Tag bei DAV“',
    ),
    t(
      'Demandes « Une journée chez DAV »',
      'Day-at-DAV requests',
      'Solicitudes «Un día en DAV»',
      'Anfragen „Ein Tag bei DAV“',
    ),
  ),
  'report-messages': pair(
    t('Message de signalement', 'Report message', 'Mensaje de denuncia', 'Meldungsnachricht'),
    t('Messages de signalement', 'Report messages', 'Mensajes de denuncia', 'Meldungsnachrichten'),
  ),
  'submission-files': pair(
    t('Fichier reçu', 'Submission file', 'Archivo recibido', 'Eingegangene Datei'),
    t(
      'Fichiers reçus (CV)',
      'Submission files (CVs)',
      'Archivos recibidos (CV)',
      'Eingegangene Dateien (Lebensläufe)',
    ),
  ),
  'report-access-log': pair(
    t('Accès à un signalement', 'Report access', 'Acceso a una denuncia', 'Zugriff auf einen Hinweis'),
    t(
      'Journal des accès aux signalements',
      'Report access log',
      'Registro de accesos a las denuncias',
      'Zugriffsprotokoll der Hinweise',
    ),
  ),
  'submission-keys': pair(
    t('Clé d’envoi', 'Submission key', 'Clave de envío', 'Sendeschlüssel'),
    t('Clés d’envoi', 'Submission keys', 'Claves de envío', 'Sendeschlüssel'),
  ),
  'staff-audit-log': pair(
    t('Changement de compte', 'Staff account change', 'Cambio de cuenta', 'Kontoänderung'),
    t(
      'Journal des comptes de l’équipe',
      'Staff audit log',
      'Registro de cuentas del equipo',
      'Protokoll der Teamkonten',
    ),
  ),
  users: pair(
    t('Membre de l’équipe', 'Staff user', 'Miembro del equipo', 'Teammitglied'),
    t('Équipe', 'Staff users', 'Equipo', 'Team'),
  ),
  posts: pair(t('Article', 'Post', 'Artículo', 'Beitrag'), t('Articles', 'Posts', 'Artículos', 'Beiträge')),
  redirects: pair(
    t('Redirection', 'Redirect', 'Redirección', 'Umleitung'),
    t('Redirections', 'Redirects', 'Redirecciones', 'Umleitungen'),
  ),
  categories: pair(
    t('Catégorie', 'Category', 'Categoría', 'Kategorie'),
    t('Catégories', 'Categories', 'Categorías', 'Kategorien'),
  ),
  'skill-test-requests': pair(
    t('Test de compétences', 'Skills test', 'Prueba de competencias', 'Kompetenztest'),
    t('Tests de compétences', 'Skills tests', 'Pruebas de competencias', 'Kompetenztests'),
  ),
  'payload-jobs': pair(
    t('E-mail sortant', 'Outgoing mail', 'Correo saliente', 'Ausgehende E-Mail'),
    t('E-mails sortants', 'Outgoing mails', 'Correos salientes', 'Ausgehende E-Mails'),
  ),
};

/** Global labels by slug. */
export const GLOBAL_LABELS: Record<string, AdminText> = {
  assistant: ASSISTANT_GLOBAL,
  menus: t('Menus', 'Menus', 'Menús', 'Menüs'),
  'header-content': t('En-tête', 'Header', 'Cabecera', 'Kopfzeile'),
  'burger-content': t('Réseaux sociaux', 'Social links', 'Redes sociales', 'Soziale Netzwerke'),
  'footer-content': t('Pied de page', 'Footer', 'Pie de página', 'Fußzeile'),
  trads: t('Traductions : site', 'Translations: site', 'Traducciones: sitio', 'Übersetzungen: Website'),
  'trads-content': t(
    'Traductions : blog et groupe',
    'Translations: blog and group',
    'Traducciones: blog y grupo',
    'Übersetzungen: Blog und Gruppe',
  ),
  'trads-subsidiaries': t(
    'Traductions : filiales',
    'Translations: subsidiaries',
    'Traducciones: filiales',
    'Übersetzungen: Tochtergesellschaften',
  ),
  'trads-assistant': t(
    'Traductions : assistant',
    'Translations: assistant',
    'Traducciones: asistente',
    'Übersetzungen: Assistent',
  ),
  'trads-follow-up': t(
    'Traductions : suivi de signalement',
    'Translations: report follow-up',
    'Traducciones: seguimiento de denuncia',
    'Übersetzungen: Nachverfolgung von Meldungen',
  ),
  'trads-forms': t(
    'Traductions : formulaires',
    'Translations: forms',
    'Traducciones: formularios',
    'Übersetzungen: Formulare',
  ),
  'trads-coworking': t(
    'Traductions : coworking',
    'Translations: coworking',
    'Traducciones: coworking',
    'Übersetzungen: Coworking',
  ),
  'trads-offers': t(
    'Traductions : offres d’emploi',
    'Translations: job offers',
    'Traducciones: ofertas de empleo',
    'Übersetzungen: Stellenangebote',
  ),
  'site-settings': t('Réglages du site', 'Site settings', 'Ajustes del sitio', 'Website-Einstellungen'),
  consent: t(
    'Consentement aux cookies',
    'Cookie consent',
    'Consentimiento de cookies',
    'Cookie-Einwilligung',
  ),
  coworking: t('Espace de coworking', 'Coworking space', 'Espacio de coworking', 'Coworking-Bereich'),
  'day-at-dav': t('Une journée chez DAV', 'A day at DAV', 'Un día en DAV', 'Ein Tag bei DAV'),
  recruitment: t(
    'Réglages du recrutement',
    'Recruitment settings',
    'Ajustes de reclutamiento',
    'Recruiting-Einstellungen',
  ),
  'retention-settings': t(
    'Durées de conservation',
    'Retention settings',
    'Plazos de conservación',
    'Aufbewahrungsfristen',
  ),
};

/** Admin navigation groups, keyed by the English name written in the config. */
export const GROUP_LABELS: Record<string, AdminText> = {
  Assistant: ASSISTANT_GROUP,
  Content: t('Contenus', 'Content', 'Contenidos', 'Inhalte'),
  Site: t('Site', 'Site', 'Sitio', 'Website'),
  Forms: t('Formulaires', 'Forms', 'Formularios', 'Formulare'),
  Group: t('Le groupe', 'The group', 'El grupo', 'Die Gruppe'),
  Recruitment: t('Recrutement', 'Recruitment', 'Selección', 'Recruiting'),
  Blog: t('Blog', 'Blog', 'Blog', 'Blog'),
  Submissions: t('Demandes reçues', 'Submissions', 'Solicitudes recibidas', 'Eingänge'),
  Administration: t('Administration', 'Administration', 'Administración', 'Verwaltung'),
};

/** Page block labels by slug. */
export const BLOCK_LABELS: Record<string, { singular: AdminText; plural: AdminText }> = {
  mediaGallery: pair(
    t('Galerie de médias', 'Media gallery', 'Galería multimedia', 'Mediengalerie'),
    t('Galeries de médias', 'Media galleries', 'Galerías multimedia', 'Mediengalerien'),
  ),
  knowMore: pair(
    t('En savoir plus', 'Know more', 'Saber más', 'Mehr erfahren'),
    t('En savoir plus', 'Know more', 'Saber más', 'Mehr erfahren'),
  ),
  mascot: pair(
    t('Mascotte', 'Mascot', 'Mascota', 'Maskottchen'),
    t('Mascottes', 'Mascots', 'Mascotas', 'Maskottchen'),
  ),
  namePrompt: pair(
    t('Demande du prénom', 'Name prompt', 'Pregunta del nombre', 'Frage nach dem Namen'),
    t('Demandes du prénom', 'Name prompts', 'Preguntas del nombre', 'Fragen nach dem Namen'),
  ),
  entryPoints: pair(
    t('Points d’entrée', 'Entry points', 'Puntos de entrada', 'Einstiegspunkte'),
    t('Points d’entrée', 'Entry points', 'Puntos de entrada', 'Einstiegspunkte'),
  ),
  hero: pair(
    t('Bandeau', 'Hero', 'Cabecera destacada', 'Hero-Bereich'),
    t('Bandeaux', 'Heroes', 'Cabeceras destacadas', 'Hero-Bereiche'),
  ),
  text: pair(t('Texte', 'Text', 'Texto', 'Text'), t('Textes', 'Texts', 'Textos', 'Texte')),
  cta: pair(
    t('Appel à l’action', 'Call to action', 'Llamada a la acción', 'Handlungsaufforderung'),
    t('Appels à l’action', 'Calls to action', 'Llamadas a la acción', 'Handlungsaufforderungen'),
  ),
  image: pair(t('Image', 'Image', 'Imagen', 'Bild'), t('Images', 'Images', 'Imágenes', 'Bilder')),
};

export const OUTGOING_MAIL_DESCRIPTION: AdminText = {
  fr: 'E-mails de notification des formulaires. Non terminé : en attente du serveur de mail (SMTP_URL) ou d’un nouvel essai (Wait until) ; en erreur : abandonné après 11 essais (voir le journal).',
  en: 'Notification e-mails of form submissions. Not completed yet: waiting for the mail server (SMTP_URL) or for a retry (Wait until); Has error: given up after 11 attempts (see Log).',
  es: 'Correos de notificación de los formularios. Sin completar: esperando al servidor de correo (SMTP_URL) o a un nuevo intento (Wait until); con error: abandonado tras 11 intentos (ver el registro).',
  de: 'Benachrichtigungs-E-Mails der Formulare. Nicht abgeschlossen: wartet auf den Mailserver (SMTP_URL) oder einen neuen Versuch (Wait until); mit Fehler: nach 11 Versuchen aufgegeben (siehe Protokoll).',
};

export const REPORT_ACCESS_LOG_DESCRIPTION: AdminText = {
  fr: 'Chaque lecture, téléchargement, modification et suppression d’un signalement ou de ses fichiers par l’équipe : qui, quoi, quand, depuis quelle adresse. Personne ne peut le modifier ni le supprimer.',
  en: 'Every reading, download, change and deletion of a whistleblowing report or of its files by staff: who, what, when, from which address. Nobody can change or delete it.',
  es: 'Cada lectura, descarga, modificación y eliminación de una denuncia o de sus archivos por el equipo: quién, qué, cuándo, desde qué dirección. Nadie puede modificarlo ni eliminarlo.',
  de: 'Jedes Lesen, Herunterladen, Ändern und Löschen eines Hinweises oder seiner Dateien durch das Team: wer, was, wann, von welcher Adresse. Niemand kann es ändern oder löschen.',
};

export const STAFF_AUDIT_LOG_DESCRIPTION: AdminText = {
  fr: 'Chaque changement d’e-mail, de mot de passe, de rôles ou d’état d’un compte de l’équipe : qui l’a fait, sur quel compte, quoi, quand. Jamais un mot de passe. Personne ne peut le modifier ni le supprimer.',
  en: 'Every change of a staff account’s e-mail, password, roles or state: who made it, on which account, what, when. Never a password. Nobody can change or delete it.',
  es: 'Cada cambio de correo, contraseña, roles o estado de una cuenta del equipo: quién lo hizo, en qué cuenta, qué, cuándo. Nunca una contraseña. Nadie puede modificarlo ni eliminarlo.',
  de: 'Jede Änderung von E-Mail, Passwort, Rollen oder Status eines Teamkontos: wer sie vorgenommen hat, an welchem Konto, was, wann. Nie ein Passwort. Niemand kann es ändern oder löschen.',
};

export const SUBMISSION_KEYS_DESCRIPTION: AdminText = {
  fr: 'Une ligne par envoi de formulaire stocké avec une clé d’idempotence : un nouvel envoi avec la même clé reçoit la même réponse sans être stocké ni envoyé par e-mail une seconde fois. La clé n’est gardée que hachée, 24 à 48 heures.',
  en: 'One row per form submission stored with an idempotency key: a repeat with the same key gets the same answer without being stored or mailed again. The key is kept only as a hash, for 24 to 48 hours.',
  es: 'Una fila por envío de formulario guardado con una clave de idempotencia: una repetición con la misma clave recibe la misma respuesta sin guardarse ni enviarse por correo otra vez. La clave solo se guarda como hash, de 24 a 48 horas.',
  de: 'Eine Zeile je mit Idempotenzschlüssel gespeicherter Formularsendung: Eine Wiederholung mit demselben Schlüssel erhält dieselbe Antwort, ohne erneut gespeichert oder gemailt zu werden. Der Schlüssel wird nur als Hash aufbewahrt, 24 bis 48 Stunden.',
};

/** What an array's rows are called ("Add a field"), keyed by the English singular of the config. */
export const ROW_NOUNS: Record<string, { singular: AdminText; plural: AdminText }> = {
  ...ASSISTANT_ROW_NOUNS,
  'Media item': pair(
    t('Média', 'Media item', 'Elemento multimedia', 'Medium'),
    t('Médias', 'Media items', 'Elementos multimedia', 'Medien'),
  ),
  Address: pair(
    t('Adresse', 'Address', 'Dirección', 'Adresse'),
    t('Adresses', 'Addresses', 'Direcciones', 'Adressen'),
  ),
  Field: pair(t('Champ', 'Field', 'Campo', 'Feld'), t('Champs', 'Fields', 'Campos', 'Felder')),
  Option: pair(t('Choix', 'Option', 'Opción', 'Option'), t('Choix', 'Options', 'Opciones', 'Optionen')),
  Column: pair(t('Colonne', 'Column', 'Columna', 'Spalte'), t('Colonnes', 'Columns', 'Columnas', 'Spalten')),
  Logo: pair(t('Logo', 'Logo', 'Logotipo', 'Logo'), t('Logos', 'Logos', 'Logotipos', 'Logos')),
  Detail: pair(t('Détail', 'Detail', 'Detalle', 'Detail'), t('Détails', 'Details', 'Detalles', 'Details')),
  Link: pair(t('Lien', 'Link', 'Enlace', 'Link'), t('Liens', 'Links', 'Enlaces', 'Links')),
  Theme: pair(t('Thème', 'Theme', 'Tema', 'Thema'), t('Thèmes', 'Themes', 'Temas', 'Themen')),
  Room: pair(t('Salle', 'Room', 'Sala', 'Raum'), t('Salles', 'Rooms', 'Salas', 'Räume')),
  Lunch: pair(
    t('Déjeuner', 'Lunch', 'Almuerzo', 'Mittagessen'),
    t('Déjeuners', 'Lunches', 'Almuerzos', 'Mittagessen'),
  ),
  Goodie: pair(t('Goodie', 'Goodie', 'Regalo', 'Goodie'), t('Goodies', 'Goodies', 'Regalos', 'Goodies')),
  Message: pair(
    t('Message', 'Message', 'Mensaje', 'Nachricht'),
    t('Messages', 'Messages', 'Mensajes', 'Nachrichten'),
  ),
  'Entry point': pair(
    t('Point d’entrée', 'Entry point', 'Punto de entrada', 'Einstiegspunkt'),
    t('Points d’entrée', 'Entry points', 'Puntos de entrada', 'Einstiegspunkte'),
  ),
  Sublink: pair(
    t('Lien de sous-menu', 'Sublink', 'Enlace de submenú', 'Untermenü-Link'),
    t('Liens de sous-menu', 'Sublinks', 'Enlaces de submenú', 'Untermenü-Links'),
  ),
};

/** Tab labels, keyed by the English label of the config. */
export const TAB_LABELS: Record<string, AdminText> = {
  ...ASSISTANT_TABS,
  Presentation: t('Présentation', 'Presentation', 'Presentación', 'Vorstellung'),
  Where: t('Adresse et accès', 'Where', 'Dirección y acceso', 'Adresse und Anfahrt'),
  'Posts and offers': t(
    'Articles et offres',
    'Posts and offers',
    'Artículos y ofertas',
    'Beiträge und Angebote',
  ),
  Header: t('En-tête', 'Header', 'Cabecera', 'Kopfzeile'),
  Burger: t('Menu burger', 'Burger', 'Menú hamburguesa', 'Burger-Menü'),
  Footer: t('Pied de page', 'Footer', 'Pie de página', 'Fußzeile'),
  Formations: t('Formations', 'Formations', 'Formaciones', 'Schulungen'),
  'Call to action': t('Appel à l’action', 'Call to action', 'Llamada a la acción', 'Handlungsaufforderung'),
  Links: t('Liens', 'Links', 'Enlaces', 'Links'),
  Images: t('Images', 'Images', 'Imágenes', 'Bilder'),
  'Rates and form': t(
    'Tarifs et formulaire',
    'Rates and form',
    'Tarifas y formulario',
    'Preise und Formular',
  ),
  Page: t('Page', 'Page', 'Página', 'Seite'),
  Themes: t('Thèmes', 'Themes', 'Temas', 'Themen'),
  Rooms: t('Salles', 'Rooms', 'Salas', 'Räume'),
  Lunches: t('Déjeuners', 'Lunches', 'Almuerzos', 'Mittagessen'),
  Goodies: t('Goodies', 'Goodies', 'Regalos', 'Goodies'),
};
