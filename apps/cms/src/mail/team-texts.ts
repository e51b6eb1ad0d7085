import type { Locale } from '@dav/contract';

/*
 * The team's mail of a submission (compose.ts, teamMail), in the four languages of the site: its
 * subject and first line per form, the labels the form definition lacks, the fence around what the
 * visitor wrote (visitor-block.ts), a file's line and the link to the admin.
 */

/** The forms that send notification e-mails. */
export type MailForm = 'contact' | 'coworking' | 'day' | 'application' | 'spontaneous-application';

/** The coworking count the page adds (docs/product.md#data), which has no label in the form definition. */
export type CountField = 'nb-day' | 'nb-week' | 'nb-month';

export interface TeamMailTexts {
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
}

export const TEAM_MAIL_TEXTS: Record<Locale, TeamMailTexts> = {
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
  },
};
