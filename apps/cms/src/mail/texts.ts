import type { Locale } from '@dav/contract';

/** The forms that send notification e-mails. */
export type MailForm = 'contact' | 'coworking' | 'day' | 'application' | 'spontaneous-application';

/** The coworking count the page adds (docs/product.md#data), which has no label in the form definition. */
export type CountField = 'nb-day' | 'nb-week' | 'nb-month';

/**
 * Texts of the notification e-mails, in the four languages of the site. They are staff and
 * visitor mail, not site UI, so they live here rather than in the contract's trads. Plain text
 * only; none of them ever holds what a visitor typed except where compose.ts puts the values.
 */
export interface MailTexts {
  /** Between a label and its value: French sets a space before the colon. */
  colon: string;
  /** Subject of the team's mail, per form. */
  teamSubject: Record<MailForm, string>;
  /** First line of the team's mail, per form. */
  teamIntro: Record<MailForm, string>;
  counts: Record<CountField, string>;
  /** Opens and closes the block of what the visitor wrote (visitor-block.ts). */
  visitorWrote: string;
  visitorEnd: string;
  /** A file sent with the form: its name and size, kept in the admin. */
  file: (name: string, kb: number) => string;
  openInAdmin: string;
  /** Whistleblowing: says a report is waiting, never what it says or who sent it. */
  reportSubject: string;
  reportBody: string;
  /** Whistleblowing: the reporter added a message on the follow-up page; never what it says. */
  reportReplySubject: string;
  reportReplyBody: string;
  /** To the visitor: generic on purpose (a report's receipt reads the same as any other). */
  receiptSubject: string;
  receiptBody: string;
  /**
   * To a candidate: their application arrived, and the link that withdraws it and erases their
   * data (docs/product.md#candidates-data). Nothing they typed, as for every receipt.
   */
  applicationReceiptSubject: string;
  applicationReceipt: (withdrawUrl: string, months: { inactive: number; rejected: number }) => string;
}

export const MAIL_TEXTS: Record<Locale, MailTexts> = {
  fr: {
    colon: ' : ',
    teamSubject: {
      contact: 'Nouvelle demande de contact',
      coworking: 'Nouvelle demande de coworking',
      day: 'Nouvelle réservation « Une journée chez DAV »',
      application: 'Nouvelle candidature à une offre',
      'spontaneous-application': 'Nouvelle candidature spontanée',
    },
    teamIntro: {
      contact: 'Une nouvelle demande est arrivée par le formulaire de contact du site.',
      coworking: 'Une nouvelle demande est arrivée par le formulaire de coworking du site.',
      day: 'Une nouvelle réservation est arrivée par la page « Une journée chez DAV » du site.',
      application: 'Une nouvelle candidature est arrivée pour une offre du site.',
      'spontaneous-application': 'Une nouvelle candidature spontanée est arrivée par le site.',
    },
    counts: { 'nb-day': 'Nombre de jours', 'nb-week': 'Nombre de semaines', 'nb-month': 'Nombre de mois' },
    visitorWrote: 'Ce que le visiteur a écrit :',
    visitorEnd: 'Fin de ce que le visiteur a écrit.',
    file: (name, kb) => `${name} (${kb} Ko), à télécharger dans l’administration`,
    openInAdmin: 'Voir la demande dans l’administration :',
    reportReplySubject: 'Nouveau message sur un signalement',
    reportReplyBody:
      'L’auteur d’un signalement a écrit un nouveau message. Par confidentialité, ce courriel n’en contient rien : seul le rôle conformité peut le lire, à cette adresse :',
    reportSubject: 'Nouveau signalement',
    reportBody:
      'Un nouveau signalement attend dans l’administration. Par confidentialité, ce message n’en contient rien : seul le rôle conformité peut le lire, à cette adresse :',
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
    colon: ': ',
    teamSubject: {
      contact: 'New contact request',
      coworking: 'New coworking request',
      day: 'New “A day at DAV” booking',
      application: 'New job application',
      'spontaneous-application': 'New spontaneous application',
    },
    teamIntro: {
      contact: 'A new request came in through the website’s contact form.',
      coworking: 'A new request came in through the website’s coworking form.',
      day: 'A new booking came in through the website’s “A day at DAV” page.',
      application: 'A new application came in for a job offer of the website.',
      'spontaneous-application': 'A new spontaneous application came in through the website.',
    },
    counts: { 'nb-day': 'Number of days', 'nb-week': 'Number of weeks', 'nb-month': 'Number of months' },
    visitorWrote: 'What the visitor wrote:',
    visitorEnd: 'End of what the visitor wrote.',
    file: (name, kb) => `${name} (${kb} KB), to download in the admin`,
    openInAdmin: 'See the request in the admin:',
    reportReplySubject: 'New message on a report',
    reportReplyBody:
      'The author of a report has written a new message. For confidentiality, this e-mail contains nothing of it: only the compliance role can read it, at this address:',
    reportSubject: 'New report',
    reportBody:
      'A new report is waiting in the admin. For confidentiality, this message contains nothing of it: only the compliance role can read it, at this address:',
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
    colon: ': ',
    teamSubject: {
      contact: 'Nueva solicitud de contacto',
      coworking: 'Nueva solicitud de coworking',
      day: 'Nueva reserva «Un día en DAV»',
      application: 'Nueva candidatura a una oferta',
      'spontaneous-application': 'Nueva candidatura espontánea',
    },
    teamIntro: {
      contact: 'Ha llegado una nueva solicitud a través del formulario de contacto del sitio.',
      coworking: 'Ha llegado una nueva solicitud a través del formulario de coworking del sitio.',
      day: 'Ha llegado una nueva reserva a través de la página «Un día en DAV» del sitio.',
      application: 'Ha llegado una nueva candidatura a una oferta del sitio.',
      'spontaneous-application': 'Ha llegado una nueva candidatura espontánea a través del sitio.',
    },
    counts: { 'nb-day': 'Número de días', 'nb-week': 'Número de semanas', 'nb-month': 'Número de meses' },
    visitorWrote: 'Lo que escribió el visitante:',
    visitorEnd: 'Fin de lo que escribió el visitante.',
    file: (name, kb) => `${name} (${kb} KB), para descargar en la administración`,
    openInAdmin: 'Ver la solicitud en la administración:',
    reportReplySubject: 'Nuevo mensaje sobre una denuncia',
    reportReplyBody:
      'El autor de una denuncia ha escrito un nuevo mensaje. Por confidencialidad, este correo no contiene nada de él: solo el rol de cumplimiento puede leerlo, en esta dirección:',
    reportSubject: 'Nueva denuncia',
    reportBody:
      'Una nueva denuncia espera en la administración. Por confidencialidad, este mensaje no contiene nada de ella: solo el rol de cumplimiento puede leerla, en esta dirección:',
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
    colon: ': ',
    teamSubject: {
      contact: 'Neue Kontaktanfrage',
      coworking: 'Neue Coworking-Anfrage',
      day: 'Neue Buchung „Ein Tag bei DAV“',
      application: 'Neue Bewerbung auf ein Stellenangebot',
      'spontaneous-application': 'Neue Initiativbewerbung',
    },
    teamIntro: {
      contact: 'Über das Kontaktformular der Website ist eine neue Anfrage eingegangen.',
      coworking: 'Über das Coworking-Formular der Website ist eine neue Anfrage eingegangen.',
      day: 'Über die Seite „Ein Tag bei DAV“ der Website ist eine neue Buchung eingegangen.',
      application: 'Über die Website ist eine neue Bewerbung auf ein Stellenangebot eingegangen.',
      'spontaneous-application': 'Über die Website ist eine neue Initiativbewerbung eingegangen.',
    },
    counts: { 'nb-day': 'Anzahl der Tage', 'nb-week': 'Anzahl der Wochen', 'nb-month': 'Anzahl der Monate' },
    visitorWrote: 'Was der Besucher geschrieben hat:',
    visitorEnd: 'Ende dessen, was der Besucher geschrieben hat.',
    file: (name, kb) => `${name} (${kb} KB), im Admin-Bereich herunterzuladen`,
    openInAdmin: 'Die Anfrage im Admin-Bereich ansehen:',
    reportReplySubject: 'Neue Nachricht zu einer Meldung',
    reportReplyBody:
      'Die meldende Person hat eine neue Nachricht geschrieben. Aus Gründen der Vertraulichkeit enthält diese E-Mail nichts davon: Nur die Compliance-Rolle kann sie lesen, unter dieser Adresse:',
    reportSubject: 'Neue Meldung',
    reportBody:
      'Im Admin-Bereich wartet eine neue Meldung. Aus Gründen der Vertraulichkeit enthält diese Nachricht nichts davon: Nur die Compliance-Rolle kann sie lesen, unter dieser Adresse:',
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
