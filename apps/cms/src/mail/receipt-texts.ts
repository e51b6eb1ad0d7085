import type { Locale } from '@dav/contract';

/*
 * The visitor's receipts (compose.ts, receiptMail and applicationReceiptMail), in the four
 * languages of the site. Nothing the visitor typed, as for every receipt.
 */
export interface ReceiptMailTexts {
  /** To the visitor: generic on purpose (a report's receipt reads the same as any other). */
  receiptSubject: string;
  receiptBody: string;
  /**
   * To a candidate: their application arrived, and the link that withdraws it and erases their
   * data (docs/product.md#candidates-data).
   */
  applicationReceiptSubject: string;
  applicationReceipt: (withdrawUrl: string, months: { inactive: number; rejected: number }) => string;
}

export const RECEIPT_MAIL_TEXTS: Record<Locale, ReceiptMailTexts> = {
  fr: {
    receiptSubject: 'Nous avons bien reçu votre message',
    receiptBody: [
      'Bonjour,',
      '',
      'Nous avons bien reçu votre message envoyé depuis le site de DAV. Notre équipe vous répondra dans les meilleurs délais.',
      '',
      'Ce message est envoyé automatiquement : merci de ne pas y répondre.',
      '',
      'DAV',
    ].join('\n'),
    applicationReceiptSubject: 'Nous avons bien reçu votre candidature',
    applicationReceipt: (url, months) =>
      [
        'Bonjour,',
        '',
        'Nous avons bien reçu votre candidature envoyée depuis le site de DAV. Nos recruteurs l’étudient et reviendront vers vous.',
        '',
        'Vous pouvez à tout moment retirer votre candidature et faire effacer vos données (candidatures, CV, tests de compétences) en ouvrant ce lien, puis en confirmant :',
        url,
        '',
        `Sans cela, chaque candidature et chaque demande de test de compétences est effacée ${months.inactive} mois après son envoi, ou une candidature ${months.rejected} mois après une réponse négative ; votre dossier l’est quand il n’en reste aucune.`,
        '',
        'Ce message est envoyé automatiquement : merci de ne pas y répondre.',
        '',
        'DAV',
      ].join('\n'),
  },
  en: {
    receiptSubject: 'We have received your message',
    receiptBody: [
      'Hello,',
      '',
      'We have received the message you sent from the DAV website. Our team will get back to you as soon as possible.',
      '',
      'This message is sent automatically: please do not reply to it.',
      '',
      'DAV',
    ].join('\n'),
    applicationReceiptSubject: 'We have received your application',
    applicationReceipt: (url, months) =>
      [
        'Hello,',
        '',
        'We have received the application you sent from the DAV website. Our recruiters are reviewing it and will get back to you.',
        '',
        'You can withdraw your application and have your data erased (applications, CV, skills tests) at any time by opening this link and confirming:',
        url,
        '',
        `Otherwise each application and each skills-test request is erased ${months.inactive} months after it was sent, or an application ${months.rejected} months after a negative answer; your record goes when none is left.`,
        '',
        'This message is sent automatically: please do not reply to it.',
        '',
        'DAV',
      ].join('\n'),
  },
  es: {
    receiptSubject: 'Hemos recibido su mensaje',
    receiptBody: [
      'Hola:',
      '',
      'Hemos recibido el mensaje que envió desde el sitio de DAV. Nuestro equipo le responderá lo antes posible.',
      '',
      'Este mensaje se envía automáticamente: le rogamos que no responda.',
      '',
      'DAV',
    ].join('\n'),
    applicationReceiptSubject: 'Hemos recibido su candidatura',
    applicationReceipt: (url, months) =>
      [
        'Hola:',
        '',
        'Hemos recibido la candidatura que envió desde el sitio de DAV. Nuestros reclutadores la están estudiando y se pondrán en contacto con usted.',
        '',
        'Puede retirar su candidatura y hacer borrar sus datos (candidaturas, CV, pruebas de competencias) en cualquier momento abriendo este enlace y confirmando:',
        url,
        '',
        `De lo contrario, cada candidatura y cada solicitud de prueba de competencias se borra ${months.inactive} meses después de su envío, o una candidatura ${months.rejected} meses después de una respuesta negativa; su expediente, cuando ya no queda ninguna.`,
        '',
        'Este mensaje se envía automáticamente: por favor, no responda.',
        '',
        'DAV',
      ].join('\n'),
  },
  de: {
    receiptSubject: 'Wir haben Ihre Nachricht erhalten',
    receiptBody: [
      'Guten Tag,',
      '',
      'wir haben die Nachricht erhalten, die Sie über die Website von DAV gesendet haben. Unser Team meldet sich so bald wie möglich bei Ihnen.',
      '',
      'Diese Nachricht wird automatisch versendet: Bitte antworten Sie nicht darauf.',
      '',
      'DAV',
    ].join('\n'),
    applicationReceiptSubject: 'Wir haben Ihre Bewerbung erhalten',
    applicationReceipt: (url, months) =>
      [
        'Guten Tag,',
        '',
        'wir haben die Bewerbung erhalten, die Sie über die Website von DAV gesendet haben. Unsere Recruiter prüfen sie und melden sich bei Ihnen.',
        '',
        'Sie können Ihre Bewerbung jederzeit zurückziehen und Ihre Daten (Bewerbungen, Lebenslauf, Kompetenztests) löschen lassen, indem Sie diesen Link öffnen und bestätigen:',
        url,
        '',
        `Andernfalls wird jede Bewerbung und jede Anfrage eines Kompetenztests ${months.inactive} Monate nach dem Absenden gelöscht, eine Bewerbung ${months.rejected} Monate nach einer Absage; Ihr Datensatz, sobald keine mehr übrig ist.`,
        '',
        'Diese Nachricht wurde automatisch versendet: Bitte antworten Sie nicht darauf.',
        '',
        'DAV',
      ].join('\n'),
  },
};
