import type { AdminText } from '../languages';

/*
 * The admin texts of the assistant's collections and global (intents, statistics, unmatched
 * questions, script), merged into the tables of ./field-labels, ./descriptions, ./options and
 * ./entities: one place for one feature.
 */

const t = (fr: string, en: string, es: string, de: string): AdminText => ({ fr, en, es, de });
const d = (fr: string, es: string, de: string) => ({ fr, es, de });
const pair = (singular: AdminText, plural: AdminText) => ({ singular, plural });

export const ASSISTANT_FIELD_LABELS: Record<string, AdminText> = {
  key: t('Clé', 'Key', 'Clave', 'Schlüssel'),
  kind: t('Type de réponse', 'Answer kind', 'Tipo de respuesta', 'Antwortart'),
  matchesThisMonth: t(
    'Réponses ce mois-ci',
    'Answers this month',
    'Respuestas este mes',
    'Antworten diesen Monat',
  ),
  examples: t('Exemples de questions', 'Example questions', 'Preguntas de ejemplo', 'Beispielfragen'),
  question: t('Question', 'Question', 'Pregunta', 'Frage'),
  answer: t('Réponse', 'Answer', 'Respuesta', 'Antwort'),
  message: t('Message', 'Message', 'Mensaje', 'Nachricht'),
  ctas: t('Appels à l’action', 'Calls to action', 'Llamadas a la acción', 'Handlungsaufforderungen'),
  role: t('Rôle', 'Role', 'Función', 'Funktion'),
  external: t('Lien externe', 'External link', 'Enlace externo', 'Externer Link'),
  userMessage: t('Message du visiteur', 'Visitor’s message', 'Mensaje del visitante', 'Nachricht der Person'),
  botMessages: t('Messages du bot', 'Bot messages', 'Mensajes del bot', 'Nachrichten des Bots'),
  redirection: t('Redirection', 'Redirection', 'Redirección', 'Weiterleitung'),
  intent: t('Intention', 'Intent', 'Intención', 'Absicht'),
  month: t('Mois', 'Month', 'Mes', 'Monat'),
  count: t('Nombre', 'Count', 'Número', 'Anzahl'),
  mascotName: t('Nom de la mascotte', 'Mascot’s name', 'Nombre de la mascota', 'Name des Maskottchens'),
  background: t('Arrière-plan', 'Background', 'Fondo', 'Hintergrund'),
  greetings: t('Salutations', 'Greetings', 'Saludos', 'Begrüßungen'),
  nameQuestion: t('Question du prénom', 'Name question', 'Pregunta del nombre', 'Frage nach dem Namen'),
  anonymousName: t('Nom anonyme', 'Anonymous name', 'Nombre anónimo', 'Anonymer Name'),
  offensiveNameReply: t(
    'Réponse à un nom injurieux',
    'Reply to an offensive name',
    'Respuesta a un nombre ofensivo',
    'Antwort auf einen beleidigenden Namen',
  ),
  nameReply: t('Réponse au prénom', 'Reply to the name', 'Respuesta al nombre', 'Antwort auf den Namen'),
  drinks: t('Boissons', 'Drinks', 'Bebidas', 'Getränke'),
  entries: t('Entrées proposées', 'Scripted entries', 'Entradas propuestas', 'Vorgeschlagene Einstiege'),
  fallback: t('Réponse par défaut', 'Fallback answer', 'Respuesta por defecto', 'Standardantwort'),
  idle: t('Relance après inactivité', 'Idle answer', 'Mensaje tras inactividad', 'Nachricht bei Inaktivität'),
  unavailable: t('Indisponibilité', 'Unavailable answer', 'Mensaje de no disponibilidad', 'Nicht verfügbar'),
  rudeness: t(
    'Réponse à l’impolitesse',
    'Rudeness answer',
    'Respuesta a la grosería',
    'Antwort auf Unhöflichkeit',
  ),
};

export const ASSISTANT_DESCRIPTIONS: Record<string, Omit<AdminText, 'en'>> = {
  'A name for staff (e.g. jobs-search): lowercase words joined by dashes.': d(
    'Un nom pour l’équipe (ex. : recherche-emploi) : des mots en minuscules reliés par des tirets.',
    'Un nombre para el equipo (p. ej. busqueda-empleo): palabras en minúsculas unidas por guiones.',
    'Ein Name für das Team (z. B. jobsuche): kleingeschriebene Wörter, durch Bindestriche verbunden.',
  ),
  'Job offers search: the answer leads to the offers, with the role and place the question names. Subsidiary page: to the subsidiary it names.':
    d(
      'Recherche d’offres : la réponse mène aux offres, avec le métier et le lieu que nomme la question. Page de filiale : à la filiale qu’elle nomme.',
      'Búsqueda de ofertas: la respuesta lleva a las ofertas, con el puesto y el lugar que nombra la pregunta. Página de filial: a la filial que nombra.',
      'Stellensuche: Die Antwort führt zu den Angeboten, mit dem Beruf und Ort aus der Frage. Seite der Tochtergesellschaft: zu der genannten Tochtergesellschaft.',
    ),
  'Questions this intent answered this month, in all languages.': d(
    'Questions auxquelles cette intention a répondu ce mois-ci, toutes langues confondues.',
    'Preguntas que esta intención respondió este mes, en todos los idiomas.',
    'Fragen, die diese Absicht diesen Monat beantwortet hat, in allen Sprachen.',
  ),
  'Questions visitors ask for this, in their words: the more varied, the better understood.': d(
    'Les questions que posent les visiteurs pour cela, avec leurs mots : plus elles sont variées, mieux elles sont comprises.',
    'Las preguntas que hacen los visitantes para esto, con sus palabras: cuanto más variadas, mejor se entienden.',
    'Fragen, die Besucher dazu stellen, in ihren Worten: Je vielfältiger, desto besser verstanden.',
  ),
  '{username} is replaced by the visitor’s name.': d(
    '{username} est remplacé par le prénom du visiteur.',
    '{username} se sustituye por el nombre del visitante.',
    '{username} wird durch den Namen der Person ersetzt.',
  ),
  'A link: a path of the site (/contactez-nous) or an external address (https://…).': d(
    'Un lien : un chemin du site (/contactez-nous) ou une adresse externe (https://…).',
    'Un enlace: una ruta del sitio (/contactez-nous) o una dirección externa (https://…).',
    'Ein Link: ein Pfad der Website (/contactez-nous) oder eine externe Adresse (https://…).',
  ),
  'A button: shown as the visitor’s message, then the bot’s messages.': d(
    'Un bouton : affiché comme le message du visiteur, puis les messages du bot.',
    'Un botón: se muestra como el mensaje del visitante y luego los mensajes del bot.',
    'Ein Button: als Nachricht der Person gezeigt, danach die Nachrichten des Bots.',
  ),
  'Each message is a text or a media (image or video), one of the two.': d(
    'Chaque message est un texte ou un média (image ou vidéo), l’un des deux.',
    'Cada mensaje es un texto o un medio (imagen o vídeo), uno de los dos.',
    'Jede Nachricht ist ein Text oder ein Medium (Bild oder Video), eines von beiden.',
  ),
  'A page of the site the chat goes to after this message, e.g. /nos-offres.': d(
    'Une page du site où le chat mène après ce message, ex. : /nos-offres.',
    'Una página del sitio a la que lleva el chat tras este mensaje, p. ej. /nos-offres.',
    'Eine Seite der Website, zu der der Chat nach dieser Nachricht führt, z. B. /nos-offres.',
  ),
  'YYYY-MM': d('AAAA-MM', 'AAAA-MM', 'JJJJ-MM'),
  'E-mail addresses and long numbers are masked; erased after 90 days.': d(
    'Les adresses e-mail et les longs numéros sont masqués ; effacées après 90 jours.',
    'Las direcciones de correo y los números largos se ocultan; se borran a los 90 días.',
    'E-Mail-Adressen und lange Nummern werden verdeckt; nach 90 Tagen gelöscht.',
  ),
  'The URL hash that opens the chat (#dav).': d(
    'L’ancre d’URL qui ouvre le chat (#dav).',
    'El ancla de URL que abre el chat (#dav).',
    'Der URL-Anker, der den Chat öffnet (#dav).',
  ),
  'Said one after the other when the chat first opens.': d(
    'Dits l’un après l’autre à la première ouverture du chat.',
    'Se dicen uno tras otro al abrir el chat por primera vez.',
    'Nacheinander gesagt, wenn der Chat zum ersten Mal öffnet.',
  ),
  '{username} is replaced by the visitor’s name; the drinks are offered after.': d(
    '{username} est remplacé par le prénom du visiteur ; les boissons sont proposées ensuite.',
    '{username} se sustituye por el nombre del visitante; después se ofrecen las bebidas.',
    '{username} wird durch den Namen ersetzt; danach werden die Getränke angeboten.',
  ),
  'The video behind the chat once this drink is chosen.': d(
    'La vidéo derrière le chat une fois cette boisson choisie.',
    'El vídeo detrás del chat una vez elegida esta bebida.',
    'Das Video hinter dem Chat, sobald dieses Getränk gewählt ist.',
  ),
  'Suggestions offered once a drink is chosen.': d(
    'Suggestions proposées une fois la boisson choisie.',
    'Sugerencias ofrecidas una vez elegida la bebida.',
    'Vorschläge, sobald ein Getränk gewählt ist.',
  ),
  'When no intent matches the question.': d(
    'Quand aucune intention ne correspond à la question.',
    'Cuando ninguna intención corresponde a la pregunta.',
    'Wenn keine Absicht zur Frage passt.',
  ),
  'After a minute without activity.': d(
    'Après une minute sans activité.',
    'Tras un minuto sin actividad.',
    'Nach einer Minute ohne Aktivität.',
  ),
  'Shown by the site when an answer fails or is late: its first item.': d(
    'Affichée par le site quand une réponse échoue ou tarde : son premier élément.',
    'La muestra el sitio cuando una respuesta falla o tarda: su primer elemento.',
    'Von der Website gezeigt, wenn eine Antwort fehlschlägt oder ausbleibt: ihr erstes Element.',
  ),
  'When the question is offensive.': d(
    'Quand la question est injurieuse.',
    'Cuando la pregunta es ofensiva.',
    'Wenn die Frage beleidigend ist.',
  ),
};

export const ASSISTANT_OPTIONS: Record<string, AdminText> = {
  'As written': t('Telle quelle', 'As written', 'Tal cual', 'Wie geschrieben'),
  'Job offers search': t('Recherche d’offres', 'Job offers search', 'Búsqueda de ofertas', 'Stellensuche'),
  'Subsidiary page': t(
    'Page de filiale',
    'Subsidiary page',
    'Página de filial',
    'Seite der Tochtergesellschaft',
  ),
  Link: t('Lien', 'Link', 'Enlace', 'Link'),
  Button: t('Bouton', 'Button', 'Botón', 'Button'),
};

export const ASSISTANT_COLLECTIONS = {
  'bot-intents': pair(
    t('Intention de l’assistant', 'Assistant intent', 'Intención del asistente', 'Absicht des Assistenten'),
    t(
      'Intentions de l’assistant',
      'Assistant intents',
      'Intenciones del asistente',
      'Absichten des Assistenten',
    ),
  ),
  'bot-intent-stats': pair(
    t(
      'Statistique de l’assistant',
      'Assistant statistic',
      'Estadística del asistente',
      'Assistent-Statistik',
    ),
    t(
      'Statistiques de l’assistant',
      'Assistant statistics',
      'Estadísticas del asistente',
      'Assistent-Statistiken',
    ),
  ),
  'bot-unmatched-questions': pair(
    t('Question non comprise', 'Unmatched question', 'Pregunta no entendida', 'Nicht verstandene Frage'),
    t(
      'Questions non comprises',
      'Unmatched questions',
      'Preguntas no entendidas',
      'Nicht verstandene Fragen',
    ),
  ),
};

export const ASSISTANT_ROW_NOUNS = {
  'Example question': pair(
    t('Exemple de question', 'Example question', 'Pregunta de ejemplo', 'Beispielfrage'),
    t('Exemples de questions', 'Example questions', 'Preguntas de ejemplo', 'Beispielfragen'),
  ),
  'Answer item': pair(
    t('Élément de réponse', 'Answer item', 'Elemento de respuesta', 'Antwortelement'),
    t('Éléments de réponse', 'Answer items', 'Elementos de respuesta', 'Antwortelemente'),
  ),
  'Call to action': pair(
    t('Appel à l’action', 'Call to action', 'Llamada a la acción', 'Handlungsaufforderung'),
    t('Appels à l’action', 'Calls to action', 'Llamadas a la acción', 'Handlungsaufforderungen'),
  ),
  'Bot message': pair(
    t('Message du bot', 'Bot message', 'Mensaje del bot', 'Nachricht des Bots'),
    t('Messages du bot', 'Bot messages', 'Mensajes del bot', 'Nachrichten des Bots'),
  ),
  Drink: pair(t('Boisson', 'Drink', 'Bebida', 'Getränk'), t('Boissons', 'Drinks', 'Bebidas', 'Getränke')),
  'Scripted entry': pair(
    t('Entrée proposée', 'Scripted entry', 'Entrada propuesta', 'Vorgeschlagener Einstieg'),
    t('Entrées proposées', 'Scripted entries', 'Entradas propuestas', 'Vorgeschlagene Einstiege'),
  ),
  Message: pair(
    t('Message', 'Message', 'Mensaje', 'Nachricht'),
    t('Messages', 'Messages', 'Mensajes', 'Nachrichten'),
  ),
};

export const ASSISTANT_TABS: Record<string, AdminText> = {
  Welcome: t('Accueil', 'Welcome', 'Bienvenida', 'Begrüßung'),
  'Drinks and entries': t(
    'Boissons et entrées',
    'Drinks and entries',
    'Bebidas y entradas',
    'Getränke und Einstiege',
  ),
  'Set answers': t('Réponses fixes', 'Set answers', 'Respuestas fijas', 'Feste Antworten'),
};

export const ASSISTANT_GLOBAL = t('Assistant', 'Assistant', 'Asistente', 'Assistent');
export const ASSISTANT_GROUP = t('Assistant', 'Assistant', 'Asistente', 'Assistent');
