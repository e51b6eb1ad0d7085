import type { PayloadRequest } from 'payload';
import { adminLanguageOf, type AdminText } from '../../i18n/languages';

const t = (fr: string, en: string, es: string, de: string): AdminText => ({ fr, en, es, de });

/** What the admin and the API answer about staff accounts (docs/product.md#staff). */
export const ACCOUNT_TEXTS = {
  passwordTooShort: t(
    'Le mot de passe doit compter au moins 12 caractères.',
    'The password must be at least 12 characters long.',
    'La contraseña debe tener al menos 12 caracteres.',
    'Das Passwort muss mindestens 12 Zeichen lang sein.',
  ),
  passwordCommon: t(
    'Ce mot de passe fait partie des plus courants : choisissez-en un autre.',
    'This password is one of the most common ones: choose another.',
    'Esta contraseña es una de las más comunes: elija otra.',
    'Dieses Passwort gehört zu den häufigsten: bitte ein anderes wählen.',
  ),
  currentPasswordWrong: t(
    'Saisissez votre mot de passe actuel pour changer votre mot de passe ou votre e-mail.',
    'Type your current password to change your password or e-mail.',
    'Escriba su contraseña actual para cambiar su contraseña o su correo electrónico.',
    'Geben Sie Ihr aktuelles Passwort ein, um Passwort oder E-Mail zu ändern.',
  ),
  notOwnAccount: t(
    'Seul le titulaire du compte change son mot de passe ou son e-mail : envoyez-lui plutôt un lien de réinitialisation (Mot de passe oublié).',
    'Only the account’s owner changes its password or e-mail: send them a reset link instead (Forgot password).',
    'Solo el titular de la cuenta cambia su contraseña o su correo: envíele un enlace de restablecimiento (¿Olvidó su contraseña?).',
    'Nur der Inhaber des Kontos ändert Passwort oder E-Mail: senden Sie ihm stattdessen einen Link zum Zurücksetzen (Passwort vergessen).',
  ),
  disabled: t(
    'Ce compte est désactivé : adressez-vous à un administrateur.',
    'This account is disabled: ask an administrator.',
    'Esta cuenta está desactivada: diríjase a un administrador.',
    'Dieses Konto ist deaktiviert: wenden Sie sich an einen Administrator.',
  ),
} satisfies Record<string, AdminText>;

export type AccountText = keyof typeof ACCOUNT_TEXTS;

/** One of ACCOUNT_TEXTS in the request's admin language. */
export const accountText = (req: Pick<PayloadRequest, 'i18n'>, key: AccountText): string =>
  ACCOUNT_TEXTS[key][adminLanguageOf(req.i18n?.language)];
