import type { AdminText } from '../languages';
import { ASSISTANT_DESCRIPTIONS } from './assistant';

const d = (fr: string, es: string, de: string) => ({ fr, es, de });

/**
 * Field descriptions, keyed by the English text written in the config (which stays the source):
 * the other languages are added here.
 */
const TRANSLATIONS: Record<string, Omit<AdminText, 'en'>> = {
  ...ASSISTANT_DESCRIPTIONS,
  'Raise it when the cookie policy changes: every visitor is asked again.': d(
    'À augmenter quand la politique de cookies change : chaque visiteur est de nouveau interrogé.',
    'Auméntela cuando cambie la política de cookies: se vuelve a preguntar a cada visitante.',
    'Erhöhen, wenn sich die Cookie-Richtlinie ändert: Jede Besucherin und jeder Besucher wird erneut gefragt.',
  ),
  'Empty: no tag manager is ever loaded. Set: loaded only for visitors who accept audience measurement.': d(
    'Vide : aucun gestionnaire de balises n’est jamais chargé. Renseigné : chargé seulement pour les visiteurs qui acceptent la mesure d’audience.',
    'Vacío: nunca se carga ningún gestor de etiquetas. Relleno: solo se carga para los visitantes que aceptan la medición de audiencia.',
    'Leer: Es wird nie ein Tag-Manager geladen. Gesetzt: nur für Besucher geladen, die der Reichweitenmessung zustimmen.',
  ),
  'Each card leads to a page of the site (a path: /blog) or, in a new tab, an external address.': d(
    'Chaque carte mène à une page du site (un chemin : /blog) ou, dans un nouvel onglet, à une adresse externe.',
    'Cada tarjeta lleva a una página del sitio (una ruta: /blog) o, en una pestaña nueva, a una dirección externa.',
    'Jede Karte führt zu einer Seite der Website (ein Pfad: /blog) oder, in einem neuen Tab, zu einer externen Adresse.',
  ),
  'One or two sentences: the card in the list and the page’s description.': d(
    'Une ou deux phrases : la carte de la liste et la description de la page.',
    'Una o dos frases: la tarjeta de la lista y la descripción de la página.',
    'Ein oder zwei Sätze: die Karte in der Liste und die Beschreibung der Seite.',
  ),
  'A subsidiary’s news: shown on its page.': d(
    'Une actualité de filiale : montrée sur sa page.',
    'Una noticia de una filial: se muestra en su página.',
    'Eine Nachricht einer Tochtergesellschaft: auf ihrer Seite gezeigt.',
  ),
  'Empty: the newest posts of the same category are shown.': d(
    'Vide : les articles les plus récents de la même catégorie sont montrés.',
    'Vacío: se muestran los artículos más recientes de la misma categoría.',
    'Leer: Die neuesten Beiträge derselben Kategorie werden gezeigt.',
  ),
  'The post appears on the site from this date: a later date schedules it.': d(
    'L’article paraît sur le site à partir de cette date : une date future le programme.',
    'El artículo aparece en el sitio a partir de esta fecha: una fecha posterior lo programa.',
    'Der Beitrag erscheint ab diesem Datum auf der Website: ein späteres Datum plant ihn ein.',
  ),
  'When it was rejected: the application and its CV are erased a set time after.': d(
    'Date du refus : la candidature et son CV sont effacés après le délai réglé.',
    'Fecha del rechazo: la candidatura y su CV se borran tras el plazo configurado.',
    'Datum der Absage: Die Bewerbung und ihr Lebenslauf werden nach der eingestellten Frist gelöscht.',
  ),
  'The test link given to the candidate; empty when none could be given.': d(
    'Le lien de test donné au candidat ; vide quand aucun n’a pu l’être.',
    'El enlace de la prueba dado al candidato; vacío cuando no se pudo dar ninguno.',
    'Der Testlink für die Person; leer, wenn keiner gegeben werden konnte.',
  ),
  'Receives the applications to offers without a recruiter with an address, and the spontaneous applications.':
    d(
      'Reçoit les candidatures aux offres sans recruteur ayant une adresse, et les candidatures spontanées.',
      'Recibe las candidaturas a ofertas sin reclutador con dirección y las candidaturas espontáneas.',
      'Erhält Bewerbungen auf Angebote ohne Recruiter mit Adresse sowie Initiativbewerbungen.',
    ),
  'The built-in skills test: the link given for each technology. {token} is replaced by a signed token of the request; {technologyId}, {subTechnologyId} and {locale} may be used too.':
    d(
      'Le test de compétences intégré : le lien donné pour chaque technologie. {token} est remplacé par un jeton signé de la demande ; {technologyId}, {subTechnologyId} et {locale} peuvent aussi servir.',
      'La prueba de competencias integrada: el enlace dado para cada tecnología. {token} se sustituye por un token firmado de la solicitud; también pueden usarse {technologyId}, {subTechnologyId} y {locale}.',
      'Der integrierte Kompetenztest: der Link je Technologie. {token} wird durch ein signiertes Token der Anfrage ersetzt; {technologyId}, {subTechnologyId} und {locale} sind ebenfalls möglich.',
    ),
  'Candidates’ data is erased after these periods (a daily job).': d(
    'Les données des candidats sont effacées après ces durées (une tâche quotidienne).',
    'Los datos de los candidatos se borran tras estos plazos (una tarea diaria).',
    'Die Daten der Bewerbenden werden nach diesen Fristen gelöscht (ein täglicher Job).',
  ),
  'A rejected application and its CV, from the decision.': d(
    'Une candidature refusée et son CV, à partir de la décision.',
    'Una candidatura rechazada y su CV, desde la decisión.',
    'Eine abgelehnte Bewerbung und ihr Lebenslauf, ab der Entscheidung.',
  ),
  'Every other application and each skills-test request, from the day it was sent. A candidate is erased once none is left.':
    d(
      'Toute autre candidature et chaque demande de test de compétences, à partir de son envoi. Un candidat est effacé quand il n’en reste aucune.',
      'Cualquier otra candidatura y cada solicitud de prueba de competencias, desde su envío. Un candidato se borra cuando ya no queda ninguna.',
      'Jede andere Bewerbung und jede Anfrage eines Kompetenztests, ab dem Absenden. Eine Person wird gelöscht, sobald keine mehr übrig ist.',
    ),
  'Each kind of submission is erased with its files after these periods (a daily job). Applications and skills tests: Recruitment settings.':
    d(
      'Chaque type de demande est effacé avec ses fichiers après ces durées (une tâche quotidienne). Candidatures et tests de compétences : Réglages du recrutement.',
      'Cada tipo de solicitud se borra con sus archivos tras estos plazos (una tarea diaria). Candidaturas y pruebas de competencias: Ajustes de reclutamiento.',
      'Jede Art von Anfrage wird nach diesen Fristen mit ihren Dateien gelöscht (ein täglicher Job). Bewerbungen und Kompetenztests: Recruiting-Einstellungen.',
    ),
  'A contact request, from the day it was sent.': d(
    'Une demande de contact, à partir de son envoi.',
    'Una solicitud de contacto, desde su envío.',
    'Eine Kontaktanfrage, ab dem Absenden.',
  ),
  'A coworking request, from the day it was sent.': d(
    'Une demande de coworking, à partir de son envoi.',
    'Una solicitud de coworking, desde su envío.',
    'Eine Coworking-Anfrage, ab dem Absenden.',
  ),
  'A day-at-DAV request, from the day it was sent.': d(
    'Une demande « Une journée chez DAV », à partir de son envoi.',
    'Una solicitud «Un día en DAV», desde su envío.',
    'Eine Anfrage „Ein Tag bei DAV“, ab dem Absenden.',
  ),
  'A whistleblowing report, from the day its case was closed. An open case is kept.': d(
    'Un signalement, à partir de la clôture de son dossier. Un dossier ouvert est conservé.',
    'Una denuncia, desde el cierre de su caso. Un caso abierto se conserva.',
    'Eine Meldung, ab dem Abschluss ihres Falls. Ein offener Fall wird aufbewahrt.',
  ),
  'When the case was closed: the report and its files are erased a set time after.': d(
    'La date de clôture du dossier : le signalement et ses fichiers sont effacés un temps donné après.',
    'Cuándo se cerró el caso: la denuncia y sus archivos se borran un tiempo determinado después.',
    'Wann der Fall abgeschlossen wurde: Die Meldung und ihre Dateien werden eine festgelegte Zeit danach gelöscht.',
  ),
  'Internal: never shown to the candidate.': d(
    'Interne : jamais montré au candidat.',
    'Interno: nunca se muestra al candidato.',
    'Intern: wird Bewerbenden nie gezeigt.',
  ),
  'The date of their newest application or skills test, for information: each is erased on its own clock, and the candidate once none is left.':
    d(
      'La date de sa candidature ou de son test de compétences le plus récent, pour information : chacun est effacé selon sa propre date, et le candidat quand il n’en reste aucun.',
      'La fecha de su candidatura o prueba de competencias más reciente, a título informativo: cada una se borra según su propia fecha, y el candidato cuando ya no queda ninguna.',
      'Das Datum der neuesten Bewerbung oder Kompetenztest-Anfrage, zur Information: Jede wird nach ihrer eigenen Frist gelöscht, die Person, sobald keine mehr übrig ist.',
    ),
  'Where its offers are located, for search engines.': d(
    'Où se situent ses offres, pour les moteurs de recherche.',
    'Dónde se sitúan sus ofertas, para los buscadores.',
    'Wo ihre Stellenangebote liegen, für Suchmaschinen.',
  ),
  'Per language, lowercase words joined by dashes. Empty: made from the title.': d(
    'Par langue, des mots en minuscules reliés par des tirets. Vide : fait à partir du titre.',
    'Por idioma, palabras en minúsculas unidas por guiones. Vacío: se crea a partir del título.',
    'Pro Sprache, kleingeschriebene Wörter mit Bindestrichen. Leer: aus dem Titel gebildet.',
  ),
  'Per language, lowercase words joined by dashes, unique in the page. Empty: made from the title.': d(
    'Par langue, des mots en minuscules reliés par des tirets, unique dans la page. Vide : fait à partir du titre.',
    'Por idioma, palabras en minúsculas unidas por guiones, único en la página. Vacío: se crea a partir del título.',
    'Pro Sprache, kleingeschriebene Wörter mit Bindestrichen, eindeutig auf der Seite. Leer: aus dem Titel gebildet.',
  ),
  'Optional. Shown to search engines; leave the minimum empty to hide it.': d(
    'Facultatif. Communiquée aux moteurs de recherche ; laissez le minimum vide pour ne pas l’indiquer.',
    'Opcional. Se comunica a los buscadores; deje el mínimo vacío para ocultarlo.',
    'Optional. Wird Suchmaschinen angegeben; Minimum leer lassen, um es auszublenden.',
  ),
  'The recruiter profiles a candidate can choose on the offer page.': d(
    'Les profils de recruteurs qu’un candidat peut choisir sur la page de l’offre.',
    'Los perfiles de reclutadores que un candidato puede elegir en la página de la oferta.',
    'Die Recruiter-Profile, die Bewerbende auf der Angebotsseite wählen können.',
  ),
  'Each opens the skills test for that technology on the offer page.': d(
    'Chacune ouvre le test de compétences de cette technologie sur la page de l’offre.',
    'Cada una abre la prueba de competencias de esa tecnología en la página de la oferta.',
    'Jede öffnet auf der Angebotsseite den Kompetenztest dieser Technologie.',
  ),
  'Empty: offers of the same expertise and subsidiary are shown.': d(
    'Vide : les offres de la même expertise et de la même filiale sont affichées.',
    'Vacío: se muestran las ofertas de la misma especialidad y filial.',
    'Leer: Angebote desselben Fachgebiets und derselben Tochtergesellschaft werden gezeigt.',
  ),
  'The offer appears on the site from this date: a later date schedules it.': d(
    'L’offre paraît sur le site à partir de cette date : une date future la programme.',
    'La oferta aparece en el sitio a partir de esta fecha: una fecha futura la programa.',
    'Das Angebot erscheint ab diesem Datum auf der Website: ein späteres Datum plant es ein.',
  ),
  'After this date the offer leaves the site. Empty: open until unpublished.': d(
    'Après cette date, l’offre quitte le site. Vide : ouverte jusqu’à sa dépublication.',
    'Después de esta fecha, la oferta sale del sitio. Vacío: abierta hasta que se despublique.',
    'Nach diesem Datum verschwindet das Angebot von der Website. Leer: offen bis zur Depublizierung.',
  ),
  'Which form of the position the site shows.': d(
    'La forme du poste affichée sur le site.',
    'La forma del cargo que muestra el sitio.',
    'Welche Form der Position die Website zeigt.',
  ),
  'Receives the applications to this person’s offers.': d(
    'Reçoit les candidatures aux offres de cette personne.',
    'Recibe las candidaturas a las ofertas de esta persona.',
    'Erhält die Bewerbungen auf die Angebote dieser Person.',
  ),
  'The header shows the links of Menus › Header menu, then these ones (a place listed twice is shown once).':
    d(
      'L’en-tête affiche les liens de Menus › Menu de l’en-tête, puis ceux-ci (un lieu présent deux fois n’apparaît qu’une fois).',
      'La cabecera muestra los enlaces de Menús › Menú de la cabecera y después estos (un destino repetido se muestra una vez).',
      'Die Kopfzeile zeigt die Links von Menüs › Kopfzeilenmenü, danach diese (ein doppelt genanntes Ziel erscheint einmal).',
    ),
  'Shown in the header, before the links of Header › Header links (a place listed twice is shown once).': d(
    'Affiché dans l’en-tête, avant les liens de En-tête › Liens de l’en-tête (un lieu présent deux fois n’apparaît qu’une fois).',
    'Se muestra en la cabecera, antes de los enlaces de Cabecera › Enlaces de la cabecera (un destino repetido se muestra una vez).',
    'Wird in der Kopfzeile vor den Links von Kopfzeile › Kopfzeilen-Links gezeigt (ein doppelt genanntes Ziel erscheint einmal).',
  ),
  'Choices of a select or checkbox group. Selects named subsidiary or expertise list those collections instead.':
    d(
      'Choix d’une liste ou d’un groupe de cases. Les listes nommées subsidiary ou expertise affichent plutôt ces collections.',
      'Opciones de una lista o de un grupo de casillas. Las listas llamadas subsidiary o expertise muestran esas colecciones.',
      'Auswahl einer Liste oder Kästchengruppe. Listen namens subsidiary oder expertise zeigen stattdessen diese Sammlungen.',
    ),
  'One sentence: the list of subsidiaries and the page’s description.': d(
    'Une phrase : la liste des filiales et la description de la page.',
    'Una frase: la lista de filiales y la descripción de la página.',
    'Ein Satz: die Liste der Tochtergesellschaften und die Beschreibung der Seite.',
  ),
  'Its pin on the map (decimal degrees, e.g. 45.7640 and 4.8357 for Lyon).': d(
    'Son repère sur la carte (degrés décimaux, par exemple 45.7640 et 4.8357 pour Lyon).',
    'Su marcador en el mapa (grados decimales, por ejemplo 45.7640 y 4.8357 para Lyon).',
    'Ihre Markierung auf der Karte (Dezimalgrad, z. B. 45.7640 und 4.8357 für Lyon).',
  ),
  'Optional: cards shown as a strip at the end of the page.': d(
    'Facultatif : des cartes présentées en bandeau en fin de page.',
    'Opcional: tarjetas mostradas en una banda al final de la página.',
    'Optional: Karten, die am Ende der Seite als Leiste erscheinen.',
  ),
  'Cities this subsidiary covers.': d(
    'Villes couvertes par cette filiale.',
    'Ciudades que cubre esta filial.',
    'Städte, die diese Tochtergesellschaft abdeckt.',
  ),
  'Contract path the form posts to; {locale} becomes the language, e.g. /wp-json/api/{locale}/forms/contact.':
    d(
      'Chemin du contrat où le formulaire est envoyé ; {locale} devient la langue, p. ex. /wp-json/api/{locale}/forms/contact.',
      'Ruta del contrato a la que se envía el formulario; {locale} se sustituye por el idioma, p. ej. /wp-json/api/{locale}/forms/contact.',
      'Vertragspfad, an den das Formular sendet; {locale} wird zur Sprache, z. B. /wp-json/api/{locale}/forms/contact.',
    ),
  'Describes the image or the video for screen readers, in each language (for a captions file: its language).':
    d(
      'Décrit l’image ou la vidéo pour les lecteurs d’écran, dans chaque langue (pour un fichier de sous-titres : sa langue).',
      'Describe la imagen o el vídeo para los lectores de pantalla, en cada idioma (para un archivo de subtítulos: su idioma).',
      'Beschreibt das Bild oder das Video für Screenreader, in jeder Sprache (bei einer Untertiteldatei: ihre Sprache).',
    ),
  'A video’s captions in this language: a WebVTT (.vtt) file.': d(
    'Les sous-titres de la vidéo dans cette langue : un fichier WebVTT (.vtt).',
    'Los subtítulos del vídeo en este idioma: un archivo WebVTT (.vtt).',
    'Die Untertitel des Videos in dieser Sprache: eine WebVTT-Datei (.vtt).',
  ),
  'The image shown before a video plays, and as its thumbnail.': d(
    'L’image montrée avant la lecture de la vidéo, et comme vignette.',
    'La imagen que se muestra antes de reproducir el vídeo, y como miniatura.',
    'Das Bild, das vor dem Abspielen des Videos und als Vorschau gezeigt wird.',
  ),
  'Images and videos (MP4, WebM); a video shows its poster as thumbnail.': d(
    'Images et vidéos (MP4, WebM) ; une vidéo montre son image d’attente comme vignette.',
    'Imágenes y vídeos (MP4, WebM); un vídeo muestra su imagen de portada como miniatura.',
    'Bilder und Videos (MP4, WebM); ein Video zeigt sein Vorschaubild als Miniatur.',
  ),
  'Euros excl. VAT, per day. Empty: no price shown.': d(
    'Euros HT, par jour. Vide : aucun prix affiché.',
    'Euros sin IVA, por día. Vacío: no se muestra ningún precio.',
    'Euro zzgl. MwSt., pro Tag. Leer: kein Preis angezeigt.',
  ),
  'Euros excl. VAT, per person. 0: no price shown.': d(
    'Euros HT, par personne. 0 : aucun prix affiché.',
    'Euros sin IVA, por persona. 0: no se muestra precio.',
    'Euro zzgl. MwSt., pro Person. 0: kein Preis angezeigt.',
  ),
  'Identifies the form on the wire (/wp-json/api/{locale}/forms/<name>), e.g. contact.': d(
    'Identifie le formulaire dans l’API (/wp-json/api/{locale}/forms/<nom>), p. ex. contact.',
    'Identifica el formulario en la API (/wp-json/api/{locale}/forms/<nombre>), p. ej. contact.',
    'Kennzeichnet das Formular in der API (/wp-json/api/{locale}/forms/<name>), z. B. contact.',
  ),
  'Initial value (a privacy checkbox: the link to the legal notice).': d(
    'Valeur initiale (case de confidentialité : le lien vers les mentions légales).',
    'Valor inicial (casilla de privacidad: el enlace al aviso legal).',
    'Anfangswert (Datenschutz-Kästchen: der Link zum Impressum).',
  ),
  'Opens in a new tab.': d(
    'S’ouvre dans un nouvel onglet.',
    'Se abre en una pestaña nueva.',
    'Öffnet sich in einem neuen Tab.',
  ),
  'Per language, lowercase words joined by dashes; "home" is the home page. Empty: made from the title.': d(
    'Par langue, mots en minuscules reliés par des tirets ; « home » est la page d’accueil. Vide : tiré du titre.',
    'Por idioma, palabras en minúsculas unidas por guiones; «home» es la página de inicio. Vacío: se crea a partir del título.',
    'Je Sprache, kleingeschriebene Wörter mit Bindestrichen; „home“ ist die Startseite. Leer: aus dem Titel gebildet.',
  ),
  'Plain text. Leave a blank line between paragraphs.': d(
    'Texte brut. Laissez une ligne vide entre les paragraphes.',
    'Texto sin formato. Deje una línea en blanco entre párrafos.',
    'Reiner Text. Lassen Sie zwischen Absätzen eine Leerzeile.',
  ),
  'Show this field only when one of the named fields holds one of the values. Empty: always shown.': d(
    'N’afficher ce champ que lorsqu’un des champs nommés a l’une des valeurs. Vide : toujours affiché.',
    'Mostrar este campo solo cuando uno de los campos indicados tenga uno de los valores. Vacío: siempre visible.',
    'Dieses Feld nur zeigen, wenn eines der genannten Felder einen der Werte hat. Leer: immer sichtbar.',
  ),
  'Shown when a file is too large. Empty: the default message.': d(
    'Affiché quand un fichier est trop lourd. Vide : le message par défaut.',
    'Se muestra cuando un archivo es demasiado grande. Vacío: el mensaje predeterminado.',
    'Wird angezeigt, wenn eine Datei zu groß ist. Leer: die Standardmeldung.',
  ),
  'Shown when the field is empty. Empty: the default message.': d(
    'Affiché quand le champ est vide. Vide : le message par défaut.',
    'Se muestra cuando el campo está vacío. Vacío: el mensaje predeterminado.',
    'Wird angezeigt, wenn das Feld leer ist. Leer: die Standardmeldung.',
  ),
  'Shown when the value is invalid (e-mail, file format…). Empty: the default message.': d(
    'Affiché quand la valeur est invalide (e-mail, format de fichier…). Vide : le message par défaut.',
    'Se muestra cuando el valor no es válido (correo, formato de archivo…). Vacío: el mensaje predeterminado.',
    'Wird angezeigt, wenn der Wert ungültig ist (E-Mail, Dateiformat …). Leer: die Standardmeldung.',
  ),
  'Team addresses that get an e-mail for each submission of this form. Whistleblowing reports go to WHISTLEBLOWING_NOTIFY_TO instead, without their content.':
    d(
      'Adresses de l’équipe qui reçoivent un e-mail à chaque envoi de ce formulaire. Les signalements vont à WHISTLEBLOWING_NOTIFY_TO, sans leur contenu.',
      'Direcciones del equipo que reciben un correo por cada envío de este formulario. Las denuncias van a WHISTLEBLOWING_NOTIFY_TO, sin su contenido.',
      'Team-Adressen, die bei jeder Übermittlung dieses Formulars eine E-Mail erhalten. Hinweise gehen ohne Inhalt an WHISTLEBLOWING_NOTIFY_TO.',
    ),
  'Text shown for the whistleblowing choice (contact form).': d(
    'Texte affiché pour le choix « lanceur d’alerte » (formulaire de contact).',
    'Texto que se muestra para la opción de denuncia (formulario de contacto).',
    'Text für die Auswahl „Hinweisgeber“ (Kontaktformular).',
  ),
  'The name the visitor gave the file.': d(
    'Le nom que le visiteur a donné au fichier.',
    'El nombre que el visitante dio al archivo.',
    'Der Name, den der Besucher der Datei gab.',
  ),
  'The visible fields as sent (plain text, never interpreted).': d(
    'Les champs visibles tels qu’envoyés (texte brut, jamais interprété).',
    'Los campos visibles tal como se enviaron (texto sin formato, nunca interpretado).',
    'Die sichtbaren Felder wie gesendet (reiner Text, nie interpretiert).',
  ),
  'Value sent by the forms (e.g. data-ai): lowercase words joined by dashes.': d(
    'Valeur envoyée par les formulaires (p. ex. data-ai) : mots en minuscules reliés par des tirets.',
    'Valor enviado por los formularios (p. ej. data-ai): palabras en minúsculas unidas por guiones.',
    'Von den Formularen gesendeter Wert (z. B. data-ai): kleingeschriebene Wörter mit Bindestrichen.',
  ),
  'Value sent by the forms (e.g. dav-lyon): lowercase words joined by dashes.': d(
    'Valeur envoyée par les formulaires (p. ex. dav-lyon) : mots en minuscules reliés par des tirets.',
    'Valor enviado por los formularios (p. ej. dav-lyon): palabras en minúsculas unidas por guiones.',
    'Von den Formularen gesendeter Wert (z. B. dav-lyon): kleingeschriebene Wörter mit Bindestrichen.',
  ),
  'Where a successful send leads, e.g. /demande-envoyee?form=contact. Empty: stay on the page.': d(
    'Où mène un envoi réussi, p. ex. /demande-envoyee?form=contact. Vide : rester sur la page.',
    'Adónde lleva un envío correcto, p. ej. /demande-envoyee?form=contact. Vacío: permanecer en la página.',
    'Wohin ein erfolgreiches Senden führt, z. B. /demande-envoyee?form=contact. Leer: auf der Seite bleiben.',
  ),
  'The mascot’s first name, the same in every language (e.g. Dav).': d(
    'Le prénom de la mascotte, le même dans toutes les langues (par exemple Dav).',
    'El nombre de la mascota, el mismo en todos los idiomas (por ejemplo Dav).',
    'Der Vorname des Maskottchens, in allen Sprachen gleich (zum Beispiel Dav).',
  ),
  'The greeting pose: the first picture of the home page.': d(
    'La pose d’accueil : la première image de la page d’accueil.',
    'La pose de bienvenida: la primera imagen de la página de inicio.',
    'Die Begrüßungspose: das erste Bild der Startseite.',
  ),
  'Optional second pose (e.g. waving), shown when the greeting is hovered.': d(
    'Deuxième pose facultative (par exemple un salut de la main), montrée au survol de l’accueil.',
    'Segunda pose opcional (por ejemplo saludando), mostrada al pasar el ratón por el saludo.',
    'Optionale zweite Pose (zum Beispiel winkend), beim Überfahren der Begrüßung gezeigt.',
  ),
  'One to three short messages; the first is the page’s main heading.': d(
    'Un à trois messages courts ; le premier est le titre principal de la page.',
    'De uno a tres mensajes cortos; el primero es el título principal de la página.',
    'Eine bis drei kurze Nachrichten; die erste ist die Hauptüberschrift der Seite.',
  ),
  'The five entry points, each kind once. Each leads to a page of the site (a path: /blog) or, in a new tab, an external address.':
    d(
      'Les cinq points d’entrée, chacun une seule fois. Chacun mène à une page du site (un chemin : /blog) ou, dans un nouvel onglet, à une adresse externe.',
      'Los cinco puntos de entrada, cada uno una sola vez. Cada uno lleva a una página del sitio (una ruta: /blog) o, en una pestaña nueva, a una dirección externa.',
      'Die fünf Einstiegspunkte, jeder genau einmal. Jeder führt zu einer Seite der Website (ein Pfad: /blog) oder, in einem neuen Tab, zu einer externen Adresse.',
    ),
  'Closing the case starts the retention period.': d(
    'Clore le dossier fait courir le délai de conservation.',
    'Cerrar el expediente inicia el plazo de conservación.',
    'Mit dem Abschluss des Falls beginnt die Aufbewahrungsfrist.',
  ),
  'Messages with the reporter. The reporter never sees a staff name.': d(
    'Les échanges avec le lanceur d’alerte. Il ne voit jamais le nom d’un membre de l’équipe.',
    'Los mensajes con el denunciante. Nunca ve el nombre de un miembro del equipo.',
    'Die Nachrichten mit der meldenden Person. Sie sieht nie den Namen eines Teammitglieds.',
  ),
  'Plain text. The reporter reads it on the follow-up page, signed "the compliance team".': d(
    'Texte brut. Le lanceur d’alerte le lit sur la page de suivi, signé « l’équipe conformité ».',
    'Texto sin formato. El denunciante lo lee en la página de seguimiento, firmado «el equipo de cumplimiento».',
    'Reiner Text. Die meldende Person liest ihn auf der Nachverfolgungsseite, unterzeichnet mit „das Compliance-Team“.',
  ),
  'Files the reporter sent with this message.': d(
    'Les fichiers envoyés par le lanceur d’alerte avec ce message.',
    'Los archivos que el denunciante envió con este mensaje.',
    'Die Dateien, die die meldende Person mit dieser Nachricht gesendet hat.',
  ),
  'Messages between the compliance team and reporters. Readable by the compliance role only.': d(
    'Les échanges entre l’équipe conformité et les lanceurs d’alerte. Lisibles par le rôle conformité seulement.',
    'Los mensajes entre el equipo de cumplimiento y los denunciantes. Solo los lee el rol de cumplimiento.',
    'Die Nachrichten zwischen dem Compliance-Team und meldenden Personen. Nur für die Compliance-Rolle lesbar.',
  ),
  'Readable by the compliance role only (not even admins). Overdue first: acknowledge within 7 days, give feedback within 3 months.':
    d(
      'Lisibles par le rôle conformité seulement (pas même les administrateurs). Les retards d’abord : accuser réception sous 7 jours, faire un retour sous 3 mois.',
      'Solo las lee el rol de cumplimiento (ni siquiera los administradores). Primero los retrasos: acusar recibo en 7 días, responder en 3 meses.',
      'Nur für die Compliance-Rolle lesbar (nicht einmal für Administratoren). Überfälliges zuerst: Eingang binnen 7 Tagen bestätigen, Rückmeldung binnen 3 Monaten.',
    ),
  'Addresses of the old site sent to the new ones, before any page. A redirect to an address that is itself redirected, or back to its source, is refused.':
    d(
      'Les adresses de l’ancien site envoyées vers les nouvelles, avant toute page. Une redirection vers une adresse elle-même redirigée, ou vers son point de départ, est refusée.',
      'Las direcciones del sitio antiguo enviadas a las nuevas, antes de cualquier página. Se rechaza una redirección hacia una dirección que ya se redirige o hacia su propio origen.',
      'Adressen der alten Website, die vor jeder Seite auf die neuen umgeleitet werden. Eine Umleitung auf eine selbst umgeleitete Adresse oder zurück zu ihrem Ausgangspunkt wird abgelehnt.',
    ),
  'A path of the old site (/category/actualites/, /?p=123) or its full address. Case, the final slash and the order of parameters do not matter.':
    d(
      'Un chemin de l’ancien site (/category/actualites/, /?p=123) ou son adresse complète. Les majuscules, la barre finale et l’ordre des paramètres sont ignorés.',
      'Una ruta del sitio antiguo (/category/actualites/, /?p=123) o su dirección completa. Las mayúsculas, la barra final y el orden de los parámetros no importan.',
      'Ein Pfad der alten Website (/category/actualites/, /?p=123) oder ihre vollständige Adresse. Groß- und Kleinschreibung, der abschließende Schrägstrich und die Reihenfolge der Parameter spielen keine Rolle.',
    ),
  'A path of the site (/blog) or a full address (https://…).': d(
    'Un chemin du site (/blog) ou une adresse complète (https://…).',
    'Una ruta del sitio (/blog) o una dirección completa (https://…).',
    'Ein Pfad der Website (/blog) oder eine vollständige Adresse (https://…).',
  ),
  'The sites it applies on (an accessibility site follows its language).': d(
    'Les sites où elle s’applique (un site d’accessibilité suit sa langue).',
    'Los sitios donde se aplica (un sitio de accesibilidad sigue a su idioma).',
    'Die Websites, auf denen sie gilt (eine barrierefreie Website folgt ihrer Sprache).',
  ),
  'Shown by social sites and messaging apps for a page without a picture of its own: 1200 × 630 pixels.': d(
    'Montrée par les réseaux sociaux et les messageries pour une page sans image à elle : 1200 × 630 pixels.',
    'La muestran las redes sociales y las mensajerías para una página sin imagen propia: 1200 × 630 píxeles.',
    'Wird von sozialen Netzwerken und Messengern für eine Seite ohne eigenes Bild gezeigt: 1200 × 630 Pixel.',
  ),
  'What search engines and social sites show. Empty: the title, the summary and the picture of the document, else the site’s default share image.':
    d(
      'Ce que montrent les moteurs de recherche et les réseaux sociaux. Vide : le titre, le résumé et l’image du document, sinon l’image de partage par défaut du site.',
      'Lo que muestran los buscadores y las redes sociales. Vacío: el título, el resumen y la imagen del documento, si no la imagen para compartir por defecto del sitio.',
      'Was Suchmaschinen und soziale Netzwerke zeigen. Leer: Titel, Zusammenfassung und Bild des Dokuments, sonst das Standard-Teilen-Bild der Website.',
    ),
  'Adds nothing a visitor needs (a background, an ornament): screen readers skip it, and it needs no alternative text.':
    d(
      'N’apporte rien dont un visiteur a besoin (un fond, un ornement) : les lecteurs d’écran l’ignorent, et elle n’a pas besoin de texte alternatif.',
      'No aporta nada que un visitante necesite (un fondo, un adorno): los lectores de pantalla la omiten y no necesita texto alternativo.',
      'Trägt nichts bei, was Besucher brauchen (ein Hintergrund, eine Verzierung): Screenreader überspringen es, und es braucht keinen Alternativtext.',
    ),
};

export const DESCRIPTIONS: Record<string, AdminText> = Object.fromEntries(
  Object.entries(TRANSLATIONS).map(([en, others]) => [en, { ...others, en }]),
);
