import type { Locale } from '@dav/contract';

/*
 * The compliance team's mails about whistleblowing reports (compose.ts, reportMail and
 * reportReplyMail), in the four languages of the site: they say where to look, never what a report
 * or a reply says, nor who sent it.
 */
export interface ReportMailTexts {
  /** Whistleblowing: the reporter added a message on the follow-up page; never what it says. */
  reportReplySubject: string;
  reportReplyBody: string;
  /** Whistleblowing: says a report is waiting, never what it says or who sent it. */
  reportSubject: string;
  reportBody: string;
}

export const REPORT_MAIL_TEXTS: Record<Locale, ReportMailTexts> = {
  fr: {
    reportReplySubject: 'Nouveau message sur un signalement',
    reportReplyBody:
      'L’auteur d’un signalement a écrit un nouveau message. Par confidentialité, ce courriel n’en contient rien : seul le rôle conformité peut le lire, à cette adresse :',
    reportSubject: 'Nouveau signalement',
    reportBody:
      'Un nouveau signalement attend dans l’administration. Par confidentialité, ce message n’en contient rien : seul le rôle conformité peut le lire, à cette adresse :',
  },
  en: {
    reportReplySubject: 'New message on a report',
    reportReplyBody:
      'The author of a report has written a new message. For confidentiality, this e-mail contains nothing of it: only the compliance role can read it, at this address:',
    reportSubject: 'New report',
    reportBody:
      'A new report is waiting in the admin. For confidentiality, this message contains nothing of it: only the compliance role can read it, at this address:',
  },
  es: {
    reportReplySubject: 'Nuevo mensaje sobre una denuncia',
    reportReplyBody:
      'El autor de una denuncia ha escrito un nuevo mensaje. Por confidencialidad, este correo no contiene nada de él: solo el rol de cumplimiento puede leerlo, en esta dirección:',
    reportSubject: 'Nueva denuncia',
    reportBody:
      'Una nueva denuncia espera en la administración. Por confidencialidad, este mensaje no contiene nada de ella: solo el rol de cumplimiento puede leerla, en esta dirección:',
  },
  de: {
    reportReplySubject: 'Neue Nachricht zu einer Meldung',
    reportReplyBody:
      'Die meldende Person hat eine neue Nachricht geschrieben. Aus Gründen der Vertraulichkeit enthält diese E-Mail nichts davon: Nur die Compliance-Rolle kann sie lesen, unter dieser Adresse:',
    reportSubject: 'Neue Meldung',
    reportBody:
      'Im Admin-Bereich wartet eine neue Meldung. Aus Gründen der Vertraulichkeit enthält diese Nachricht nichts davon: Nur die Compliance-Rolle kann sie lesen, unter dieser Adresse:',
  },
};
