import type { Locale } from '@dav/contract';

/**
 * Default validation messages (docs/product.md#forms-validation), used when the field definition has no message of its own.
 * The fr and en texts are the SPEC's, word for word (the format list names only jpg, png, pdf, doc
 * although jpeg and docx are accepted too: that is the SPEC's text). `{name}` placeholders are
 * filled by `defaultMessage`.
 */
export const DEFAULT_MESSAGES = {
  required: {
    fr: 'Merci de renseigner ce champ obligatoire',
    en: 'Please fill in this required field',
    es: 'Por favor, rellene este campo obligatorio',
    de: 'Bitte füllen Sie dieses Pflichtfeld aus',
  },
  email: {
    fr: 'Veuillez renseigner une adresse mail valide.',
    en: 'Please enter a valid email address.',
    es: 'Por favor, introduzca una dirección de correo electrónico válida.',
    de: 'Bitte geben Sie eine gültige E-Mail-Adresse ein.',
  },
  fileFormat: {
    fr: "Le format du fichier n'est pas valide (formats autorisés : jpg, png, pdf, doc)",
    en: 'The file format is not valid (allowed formats: jpg, png, pdf, doc)',
    es: 'El formato del archivo no es válido (formatos permitidos: jpg, png, pdf, doc)',
    de: 'Das Dateiformat ist ungültig (erlaubte Formate: jpg, png, pdf, doc)',
  },
  fileSize: {
    fr: 'La taille maximale autorisée est de 1 Mo. Merci de réessayer avec un CV plus léger.',
    en: 'The maximum allowed file size is 1MB. Please try again with a smaller CV.',
    es: 'El tamaño máximo permitido es de 1 MB. Vuelva a intentarlo con un CV más ligero.',
    de: 'Die maximal zulässige Dateigröße beträgt 1 MB. Bitte versuchen Sie es mit einem kleineren Lebenslauf erneut.',
  },
  // The follow-up of a report: the same words whatever is wrong with the code (docs/product.md#whistleblowing-follow-up).
  receiptCode: {
    fr: 'Ce code ne correspond à aucun signalement. Vérifiez-le et réessayez.',
    en: 'This code does not match any report. Check it and try again.',
    es: 'Este código no corresponde a ninguna denuncia. Compruébelo e inténtelo de nuevo.',
    de: 'Dieser Code passt zu keiner Meldung. Bitte prüfen Sie ihn und versuchen Sie es erneut.',
  },
  // A report's attachment is no CV (docs/product.md#whistleblowing-follow-up).
  attachmentSize: {
    fr: 'La taille maximale autorisée est de 1 Mo. Merci de réessayer avec un fichier plus léger.',
    en: 'The maximum allowed file size is 1MB. Please try again with a smaller file.',
    es: 'El tamaño máximo permitido es de 1 MB. Vuelva a intentarlo con un archivo más ligero.',
    de: 'Die maximal zulässige Dateigröße beträgt 1 MB. Bitte versuchen Sie es mit einer kleineren Datei erneut.',
  },
  checkboxGroup: {
    fr: 'Merci de choisir au moins une valeur',
    en: 'Please choose at least one value',
    es: 'Por favor, elija al menos un valor',
    de: 'Bitte wählen Sie mindestens einen Wert aus',
  },
  privacy: {
    fr: 'La politique de confidentialité doit être acceptée.',
    en: 'The privacy policy must be accepted.',
    es: 'Debe aceptar la política de privacidad.',
    de: 'Die Datenschutzerklärung muss akzeptiert werden.',
  },
  numberRange: {
    fr: 'Merci de saisir un nombre entre {min} et {max}',
    en: 'Please enter a number between {min} and {max}',
    es: 'Por favor, introduzca un número entre {min} y {max}',
    de: 'Bitte geben Sie eine Zahl zwischen {min} und {max} ein',
  },
  // A field may set only one bound, or none: these keep the message true in those cases.
  numberMin: {
    fr: 'Merci de saisir un nombre supérieur ou égal à {min}',
    en: 'Please enter a number greater than or equal to {min}',
    es: 'Por favor, introduzca un número mayor o igual que {min}',
    de: 'Bitte geben Sie eine Zahl größer oder gleich {min} ein',
  },
  numberMax: {
    fr: 'Merci de saisir un nombre inférieur ou égal à {max}',
    en: 'Please enter a number less than or equal to {max}',
    es: 'Por favor, introduzca un número menor o igual que {max}',
    de: 'Bitte geben Sie eine Zahl kleiner oder gleich {max} ein',
  },
  number: {
    fr: 'Merci de saisir un nombre',
    en: 'Please enter a number',
    es: 'Por favor, introduzca un número',
    de: 'Bitte geben Sie eine Zahl ein',
  },
  // The same four for a field counted in whole numbers (step 1): 2.5 people is not in range.
  wholeNumberRange: {
    fr: 'Merci de saisir un nombre entier entre {min} et {max}',
    en: 'Please enter a whole number between {min} and {max}',
    es: 'Por favor, introduzca un número entero entre {min} y {max}',
    de: 'Bitte geben Sie eine ganze Zahl zwischen {min} und {max} ein',
  },
  wholeNumberMin: {
    fr: 'Merci de saisir un nombre entier supérieur ou égal à {min}',
    en: 'Please enter a whole number greater than or equal to {min}',
    es: 'Por favor, introduzca un número entero mayor o igual que {min}',
    de: 'Bitte geben Sie eine ganze Zahl größer oder gleich {min} ein',
  },
  wholeNumberMax: {
    fr: 'Merci de saisir un nombre entier inférieur ou égal à {max}',
    en: 'Please enter a whole number less than or equal to {max}',
    es: 'Por favor, introduzca un número entero menor o igual que {max}',
    de: 'Bitte geben Sie eine ganze Zahl kleiner oder gleich {max} ein',
  },
  wholeNumber: {
    fr: 'Merci de saisir un nombre entier',
    en: 'Please enter a whole number',
    es: 'Por favor, introduzca un número entero',
    de: 'Bitte geben Sie eine ganze Zahl ein',
  },
  /** The 409 of a third job application within 30 days (docs/product.md#applications). */
  duplicateJobs: {
    fr: 'Vous avez déjà candidaté à 2 offres au cours des 30 derniers jours.',
    en: 'You have already applied for 2 jobs in the last 30 days...',
    es: 'Ya ha presentado su candidatura a 2 ofertas en los últimos 30 días.',
    de: 'Sie haben sich in den letzten 30 Tagen bereits auf 2 Stellen beworben.',
  },
  /** 422: an idempotency key already used for a send with other values (docs/architecture.md#idempotent-submissions). */
  idempotencyConflict: {
    fr: 'Cet envoi a déjà été reçu avec un contenu différent. Rechargez la page, puis envoyez à nouveau.',
    en: 'This send was already received with different content. Reload the page, then send again.',
    es: 'Este envío ya se recibió con un contenido distinto. Vuelva a cargar la página y envíelo de nuevo.',
    de: 'Diese Sendung ist bereits mit anderem Inhalt eingegangen. Laden Sie die Seite neu und senden Sie erneut.',
  },
  singleChoice: {
    fr: 'Merci de choisir une seule valeur',
    en: 'Please choose only one value',
    es: 'Por favor, elija un solo valor',
    de: 'Bitte wählen Sie nur einen Wert aus',
  },
  tooManyChoices: {
    fr: 'Merci de choisir au plus {max} valeurs',
    en: 'Please choose at most {max} values',
    es: 'Por favor, elija como máximo {max} valores',
    de: 'Bitte wählen Sie höchstens {max} Werte aus',
  },
  exclusiveChoice: {
    fr: 'Merci de choisir soit « partout », soit des lieux précis, mais pas les deux',
    en: 'Please choose either "everywhere" or specific places, not both',
    es: 'Por favor, elija «en todas partes» o lugares concretos, pero no ambos',
    de: 'Bitte wählen Sie entweder „überall“ oder bestimmte Orte, nicht beides',
  },
  /** A line break or another control character in a single-line field (control-characters.ts). */
  singleLine: {
    fr: 'Merci d’écrire ce champ sur une seule ligne, sans retour à la ligne ni caractère de contrôle',
    en: 'Please write this field on a single line, without line breaks or control characters',
    es: 'Por favor, escriba este campo en una sola línea, sin saltos de línea ni caracteres de control',
    de: 'Bitte schreiben Sie dieses Feld in eine einzige Zeile, ohne Zeilenumbrüche oder Steuerzeichen',
  },
  /** A control character other than a line break or a tab in a text area. */
  controlCharacters: {
    fr: 'Ce texte contient un caractère de contrôle invisible : merci de le retirer',
    en: 'This text contains an invisible control character: please remove it',
    es: 'Este texto contiene un carácter de control invisible: por favor, elimínelo',
    de: 'Dieser Text enthält ein unsichtbares Steuerzeichen: Bitte entfernen Sie es',
  },
  date: {
    fr: 'Merci de choisir une date disponible',
    en: 'Please choose an available date',
    es: 'Por favor, elija una fecha disponible',
    de: 'Bitte wählen Sie ein verfügbares Datum aus',
  },
  time: {
    fr: 'Merci de choisir une heure entre {start} et {end}',
    en: 'Please choose a time between {start} and {end}',
    es: 'Por favor, elija una hora entre {start} y {end}',
    de: 'Bitte wählen Sie eine Uhrzeit zwischen {start} und {end} aus',
  },
  // A choice the field does not offer (docs/product.md#forms-validation: "a choice is one of its options").
  unknownChoice: {
    fr: 'Merci de choisir une des valeurs proposées',
    en: 'Please choose one of the values offered',
    es: 'Por favor, elija uno de los valores propuestos',
    de: 'Bitte wählen Sie einen der angebotenen Werte aus',
  },
  // The whistleblowing channel's time trap doubted a send (docs/product.md#whistleblowing-follow-up):
  // refused, never dropped, and what was typed stays in the form.
  tooFast: {
    fr: 'Envoi trop rapide : par sécurité, votre message n’a pas encore été reçu. Il est toujours là : relisez-le et envoyez-le à nouveau.',
    en: 'Sent too quickly: for safety, your message has not been received yet. It is still here: check it and send it again.',
    es: 'Envío demasiado rápido: por seguridad, su mensaje aún no se ha recibido. Sigue aquí: revíselo y envíelo de nuevo.',
    de: 'Zu schnell gesendet: Aus Sicherheitsgründen ist Ihre Nachricht noch nicht eingegangen. Sie ist noch da: Prüfen Sie sie und senden Sie sie erneut.',
  },
} as const satisfies Record<string, Record<Locale, string>>;

export type MessageKind = keyof typeof DEFAULT_MESSAGES;
export const MESSAGE_KINDS = Object.keys(DEFAULT_MESSAGES) as MessageKind[];
export type MessageParams = Readonly<Record<string, string | number>>;

/** Fills `{name}` placeholders; an unknown placeholder stays as written rather than vanishing. */
export function fillPlaceholders(text: string, params: MessageParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(params, key) ? String(params[key]) : whole,
  );
}

export function defaultMessage(kind: MessageKind, locale: Locale, params?: MessageParams): string {
  return fillPlaceholders(DEFAULT_MESSAGES[kind][locale], params);
}

/**
 * The field's own message when the CMS set one (a blank text counts as unset, as an emptied CMS
 * input saves ''), else the default. Placeholders work in both, so an editor may write `{min}`.
 */
export function fieldMessage(
  own: string | null | undefined,
  kind: MessageKind,
  locale: Locale,
  params?: MessageParams,
): string {
  return own != null && own.trim() !== ''
    ? fillPlaceholders(own, params)
    : defaultMessage(kind, locale, params);
}
