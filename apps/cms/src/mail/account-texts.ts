import type { AdminLanguage } from '../i18n/languages';

/** What one change of a staff account says, in the mail to that account. */
export interface AccountChangeLine {
  change: 'created' | 'email' | 'password' | 'roles' | 'disabled' | 'enabled';
  before?: string;
  after?: string;
}

interface AccountMailTexts {
  subject: string;
  line: (change: AccountChangeLine) => string;
  by: (actor: string) => string;
  notYou: string;
  complianceSubject: string;
  compliance: (account: string, gained: boolean, actor: string) => string;
}

/** Mails about staff accounts (docs/product.md#staff), in the admin's four languages. */
export const ACCOUNT_MAIL_TEXTS: Record<AdminLanguage, AccountMailTexts> = {
  fr: {
    subject: 'Votre compte DAV a changé',
    line: ({ change, before, after }) =>
      ({
        created: `Un compte a été créé pour vous, avec les rôles : ${after}.`,
        email: `L’adresse e-mail de votre compte est passée de ${before} à ${after}.`,
        password: 'Le mot de passe de votre compte a été changé.',
        roles: `Les rôles de votre compte sont passés de « ${before} » à « ${after} ».`,
        disabled: 'Votre compte a été désactivé : il ne peut plus se connecter.',
        enabled: 'Votre compte a été réactivé.',
      })[change],
    by: (actor) => `Par : ${actor}`,
    notYou:
      'Si ce changement ne vient pas de vous ni d’un administrateur que vous connaissez, prévenez aussitôt l’équipe conformité et un administrateur.',
    complianceSubject: 'Accès aux signalements : un rôle conformité a changé',
    compliance: (account, gained, actor) =>
      gained
        ? `Le compte ${account} a reçu le rôle conformité (par : ${actor}) : il peut désormais lire les signalements.`
        : `Le compte ${account} a perdu le rôle conformité (par : ${actor}) : il ne lit plus les signalements.`,
  },
  en: {
    subject: 'Your DAV account changed',
    line: ({ change, before, after }) =>
      ({
        created: `An account was created for you, with the roles: ${after}.`,
        email: `Your account’s e-mail address changed from ${before} to ${after}.`,
        password: 'Your account’s password was changed.',
        roles: `Your account’s roles changed from “${before}” to “${after}”.`,
        disabled: 'Your account was disabled: it can no longer sign in.',
        enabled: 'Your account was enabled again.',
      })[change],
    by: (actor) => `By: ${actor}`,
    notYou:
      'If this change was made neither by you nor by an administrator you know, tell the compliance team and an administrator at once.',
    complianceSubject: 'Access to reports: a compliance role changed',
    compliance: (account, gained, actor) =>
      gained
        ? `The account ${account} was given the compliance role (by: ${actor}): it can now read the reports.`
        : `The account ${account} lost the compliance role (by: ${actor}): it no longer reads the reports.`,
  },
  es: {
    subject: 'Su cuenta DAV ha cambiado',
    line: ({ change, before, after }) =>
      ({
        created: `Se ha creado una cuenta para usted, con los roles: ${after}.`,
        email: `La dirección de correo de su cuenta ha pasado de ${before} a ${after}.`,
        password: 'Se ha cambiado la contraseña de su cuenta.',
        roles: `Los roles de su cuenta han pasado de «${before}» a «${after}».`,
        disabled: 'Su cuenta ha sido desactivada: ya no puede iniciar sesión.',
        enabled: 'Su cuenta ha sido reactivada.',
      })[change],
    by: (actor) => `Por: ${actor}`,
    notYou:
      'Si este cambio no lo hizo usted ni un administrador que conozca, avise enseguida al equipo de cumplimiento y a un administrador.',
    complianceSubject: 'Acceso a las denuncias: ha cambiado un rol de cumplimiento',
    compliance: (account, gained, actor) =>
      gained
        ? `La cuenta ${account} ha recibido el rol de cumplimiento (por: ${actor}): ahora puede leer las denuncias.`
        : `La cuenta ${account} ha perdido el rol de cumplimiento (por: ${actor}): ya no lee las denuncias.`,
  },
  de: {
    subject: 'Ihr DAV-Konto wurde geändert',
    line: ({ change, before, after }) =>
      ({
        created: `Für Sie wurde ein Konto angelegt, mit den Rollen: ${after}.`,
        email: `Die E-Mail-Adresse Ihres Kontos wurde von ${before} in ${after} geändert.`,
        password: 'Das Passwort Ihres Kontos wurde geändert.',
        roles: `Die Rollen Ihres Kontos wurden von „${before}“ in „${after}“ geändert.`,
        disabled: 'Ihr Konto wurde deaktiviert: es kann sich nicht mehr anmelden.',
        enabled: 'Ihr Konto wurde wieder aktiviert.',
      })[change],
    by: (actor) => `Von: ${actor}`,
    notYou:
      'Wenn diese Änderung weder von Ihnen noch von einem Ihnen bekannten Administrator stammt, informieren Sie sofort das Compliance-Team und einen Administrator.',
    complianceSubject: 'Zugriff auf Hinweise: eine Compliance-Rolle wurde geändert',
    compliance: (account, gained, actor) =>
      gained
        ? `Das Konto ${account} hat die Compliance-Rolle erhalten (von: ${actor}): es kann nun die Hinweise lesen.`
        : `Das Konto ${account} hat die Compliance-Rolle verloren (von: ${actor}): es liest die Hinweise nicht mehr.`,
  },
};
