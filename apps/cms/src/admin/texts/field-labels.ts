import type { AdminText } from '../languages';

const l = (fr: string, en: string, es: string, de: string): AdminText => ({ fr, en, es, de });

/**
 * Field labels by field name; a `collection.path.name` key overrides the name where one name
 * means two things (footer "links" vs header "links").
 */
export const FIELD_LABELS: Record<string, AdminText> = {
  // Shared
  title: l('Titre', 'Title', 'Título', 'Titel'),
  slug: l('Identifiant d’URL (slug)', 'Slug', 'Slug (URL)', 'Slug (URL)'),
  label: l('Libellé', 'Label', 'Etiqueta', 'Beschriftung'),
  name: l('Nom', 'Name', 'Nombre', 'Name'),
  type: l('Type', 'Type', 'Tipo', 'Typ'),
  url: l('URL', 'URL', 'URL', 'URL'),
  link: l('Lien', 'Link', 'Enlace', 'Link'),
  text: l('Texte', 'Text', 'Texto', 'Text'),
  description: l('Description', 'Description', 'Descripción', 'Beschreibung'),
  image: l('Image', 'Image', 'Imagen', 'Bild'),
  surtitle: l('Surtitre', 'Surtitle', 'Antetítulo', 'Dachzeile'),
  email: l('E-mail', 'Email', 'Correo electrónico', 'E-Mail'),
  value: l('Valeur', 'Value', 'Valor', 'Wert'),
  locale: l('Langue', 'Language', 'Idioma', 'Sprache'),
  // Pages and blocks
  template: l('Modèle', 'Template', 'Plantilla', 'Vorlage'),
  content: l('Contenu', 'Content', 'Contenido', 'Inhalt'),
  intro: l('Introduction', 'Intro', 'Introducción', 'Einleitung'),
  body: l('Corps du texte', 'Body', 'Cuerpo del texto', 'Fließtext'),
  caption: l('Légende', 'Caption', 'Pie de foto', 'Bildunterschrift'),
  seo: l('Référencement (SEO)', 'SEO', 'Posicionamiento (SEO)', 'Suchmaschinen (SEO)'),
  alt: l('Texte alternatif', 'Alternative text', 'Texto alternativo', 'Alternativtext'),
  // Forms
  action: l('Adresse d’envoi', 'Action', 'Dirección de envío', 'Sendeadresse'),
  successTarget: l('Page après envoi', 'Success target', 'Página tras el envío', 'Seite nach dem Senden'),
  notifyTo: l('Notifier', 'Notify', 'Notificar', 'Benachrichtigen'),
  fields: l('Champs', 'Fields', 'Campos', 'Felder'),
  required: l('Obligatoire', 'Required', 'Obligatorio', 'Pflichtfeld'),
  placeholder: l('Texte indicatif', 'Placeholder', 'Texto de ejemplo', 'Platzhalter'),
  options: l('Choix', 'Options', 'Opciones', 'Optionen'),
  selected: l('Sélectionné', 'Selected', 'Seleccionado', 'Ausgewählt'),
  min: l('Minimum', 'Min', 'Mínimo', 'Minimum'),
  max: l('Maximum', 'Max', 'Máximo', 'Maximum'),
  step: l('Pas', 'Step', 'Paso', 'Schrittweite'),
  messageIfEmpty: l('Message si vide', 'Message if empty', 'Mensaje si está vacío', 'Meldung wenn leer'),
  messageIfInvalid: l(
    'Message si invalide',
    'Message if invalid',
    'Mensaje si no es válido',
    'Meldung wenn ungültig',
  ),
  messageIfLargeFile: l(
    'Message si fichier trop lourd',
    'Message if file too large',
    'Mensaje si el archivo es demasiado grande',
    'Meldung wenn Datei zu groß',
  ),
  messageIfSnowden: l(
    'Texte du signalement',
    'Whistleblowing text',
    'Texto de la denuncia',
    'Hinweisgebertext',
  ),
  condition: l(
    'Condition d’affichage',
    'Display condition',
    'Condición de visualización',
    'Anzeigebedingung',
  ),
  inputName: l('Noms des champs', 'Field names', 'Nombres de los campos', 'Feldnamen'),
  isEaquelTo: l(
    'Valeurs qui l’affichent',
    'Values that show it',
    'Valores que lo muestran',
    'Werte, die es anzeigen',
  ),
  // Subsidiaries, expertises
  cities: l('Villes', 'Cities', 'Ciudades', 'Städte'),
  region: l('Région', 'Region', 'Región', 'Region'),
  // Submissions
  youare: l('Vous êtes', 'You are', 'Usted es', 'Sie sind'),
  values: l('Valeurs envoyées', 'Sent values', 'Valores enviados', 'Gesendete Werte'),
  files: l('Fichiers', 'Files', 'Archivos', 'Dateien'),
  ip: l('Adresse IP', 'IP address', 'Dirección IP', 'IP-Adresse'),
  userAgent: l('Navigateur', 'User agent', 'Navegador', 'Browser'),
  subsidiary: l('Filiale', 'Subsidiary', 'Filial', 'Tochtergesellschaft'),
  kind: l('Nature', 'Kind', 'Tipo', 'Art'),
  originalName: l('Nom d’origine', 'Original name', 'Nombre original', 'Ursprünglicher Name'),
  to: l('Destinataire', 'To', 'Destinatario', 'Empfänger'),
  subject: l('Objet', 'Subject', 'Asunto', 'Betreff'),
  // Users
  roles: l('Rôles', 'Roles', 'Roles', 'Rollen'),
  // Menus and links
  header: l('Menu de l’en-tête', 'Header menu', 'Menú de la cabecera', 'Kopfzeilenmenü'),
  burger: l('Menu burger', 'Burger menu items', 'Menú hamburguesa', 'Burger-Menü'),
  footer: l('Menu du pied de page', 'Footer menu', 'Menú del pie de página', 'Fußzeilenmenü'),
  formations: l(
    'Menu du pied de page « formations »',
    'Formations footer menu',
    'Menú del pie de página «formaciones»',
    'Fußzeilenmenü „Schulungen“',
  ),
  page: l('Page', 'Page', 'Página', 'Seite'),
  postType: l('Type de contenu', 'Post type', 'Tipo de contenido', 'Inhaltstyp'),
  postSlug: l('Slug du contenu', 'Post slug', 'Slug del contenido', 'Slug des Inhalts'),
  postTitle: l('Titre du contenu', 'Post title', 'Título del contenido', 'Titel des Inhalts'),
  submenu: l('Sous-menu', 'Submenu', 'Submenú', 'Untermenü'),
  sublinks: l('Liens du sous-menu', 'Sublinks', 'Enlaces del submenú', 'Untermenü-Links'),
  links: l('Liens', 'Links', 'Enlaces', 'Links'),
  'header-content.links': l(
    'Liens de l’en-tête',
    'Header links',
    'Enlaces de la cabecera',
    'Kopfzeilen-Links',
  ),
  'footer-content.links': l('Liens du bas de page', 'Bottom links', 'Enlaces inferiores', 'Untere Links'),
  linkedinUrl: l('URL LinkedIn', 'LinkedIn URL', 'URL de LinkedIn', 'LinkedIn-URL'),
  discordUrl: l('URL Discord', 'Discord URL', 'URL de Discord', 'Discord-URL'),
  facebookUrl: l('URL Facebook', 'Facebook URL', 'URL de Facebook', 'Facebook-URL'),
  instagramUrl: l('URL Instagram', 'Instagram URL', 'URL de Instagram', 'Instagram-URL'),
  // Footer
  columns: l('Colonnes', 'Columns', 'Columnas', 'Spalten'),
  buttons: l('Boutons', 'Buttons', 'Botones', 'Schaltflächen'),
  logos: l(
    'Logos de certification',
    'Certification logos',
    'Logotipos de certificación',
    'Zertifizierungslogos',
  ),
  backgrounds: l(
    'Images de fond (une par semaine)',
    'Background images (rotated weekly)',
    'Imágenes de fondo (una por semana)',
    'Hintergrundbilder (wöchentlich wechselnd)',
  ),
  // Site settings
  notFoundImage: l('Image de la page 404', '404 page image', 'Imagen de la página 404', 'Bild der 404-Seite'),
  // Coworking
  dayRatePrice: l('Tarif journée', 'Day rate', 'Tarifa por día', 'Tagespreis'),
  weekRatePrice: l('Tarif semaine', 'Week rate', 'Tarifa por semana', 'Wochenpreis'),
  monthRatePrice: l('Tarif mois', 'Month rate', 'Tarifa por mes', 'Monatspreis'),
  formTitle: l('Titre du formulaire', 'Form title', 'Título del formulario', 'Formulartitel'),
  formMessage: l('Message du formulaire', 'Form message', 'Mensaje del formulario', 'Formularnachricht'),
  presentation: l('Présentation', 'Presentation', 'Presentación', 'Vorstellung'),
  gallery: l('Galerie', 'Gallery', 'Galería', 'Galerie'),
  details: l('Détails', 'Details', 'Detalles', 'Details'),
  address: l('Adresse postale', 'Street address', 'Dirección postal', 'Anschrift'),
  itineraryUrl: l('Lien d’itinéraire', 'Itinerary link', 'Enlace del itinerario', 'Routenlink'),
};
