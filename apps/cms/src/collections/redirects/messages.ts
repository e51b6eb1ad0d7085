import type { RedirectConflict } from '@dav/rules';
import type { AdminLanguage } from '../../i18n/languages';

/*
 * Why a redirect is refused at save (docs/product.md#redirects), in the editor's admin language.
 */

type Texts = Record<AdminLanguage, string>;

const LANGUAGE_NAMES: Record<string, Texts> = {
  fr: { fr: 'français', en: 'French', es: 'francés', de: 'Französisch' },
  en: { fr: 'anglais', en: 'English', es: 'inglés', de: 'Englisch' },
  es: { fr: 'espagnol', en: 'Spanish', es: 'español', de: 'Spanisch' },
  de: { fr: 'allemand', en: 'German', es: 'alemán', de: 'Deutsch' },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);

const MESSAGES = {
  invalidFrom: {
    fr: 'Saisissez un chemin commençant par / (par exemple /category/actualites/ ou /?p=123), ou l’adresse complète de l’ancienne page.',
    en: 'Enter a path starting with / (for example /category/actualites/ or /?p=123), or the old page’s full address.',
    es: 'Introduzca una ruta que empiece por / (por ejemplo /category/actualites/ o /?p=123), o la dirección completa de la página antigua.',
    de: 'Geben Sie einen Pfad ein, der mit / beginnt (zum Beispiel /category/actualites/ oder /?p=123), oder die vollständige Adresse der alten Seite.',
  },
  notAPage: {
    fr: 'Cette adresse n’est pas une page du site ({from}) : elle ne peut pas être redirigée.',
    en: 'This address is not a page of the site ({from}): it cannot be redirected.',
    es: 'Esta dirección no es una página del sitio ({from}): no se puede redirigir.',
    de: 'Diese Adresse ist keine Seite der Website ({from}): Sie kann nicht umgeleitet werden.',
  },
  home: {
    fr: 'La page d’accueil elle-même ne peut pas être redirigée (une adresse avec paramètres, comme /?p=123, le peut).',
    en: 'The home page itself cannot be redirected (an address with parameters, such as /?p=123, can).',
    es: 'La página de inicio en sí no se puede redirigir (una dirección con parámetros, como /?p=123, sí).',
    de: 'Die Startseite selbst kann nicht umgeleitet werden (eine Adresse mit Parametern wie /?p=123 schon).',
  },
  invalidTo: {
    fr: 'Saisissez un chemin du site commençant par / (par exemple /blog) ou une adresse complète (https://…).',
    en: 'Enter a path of the site starting with / (for example /blog) or a full address (https://…).',
    es: 'Introduzca una ruta del sitio que empiece por / (por ejemplo /blog) o una dirección completa (https://…).',
    de: 'Geben Sie einen Pfad der Website ein, der mit / beginnt (zum Beispiel /blog), oder eine vollständige Adresse (https://…).',
  },
  duplicate: {
    fr: 'Une redirection depuis {other} existe déjà en {language}.',
    en: 'A redirect from {other} already exists in {language}.',
    es: 'Ya existe una redirección desde {other} en {language}.',
    de: 'Eine Umleitung von {other} gibt es auf {language} bereits.',
  },
  loop: {
    fr: 'Cette redirection mène à sa propre adresse de départ ({language}) : elle tournerait en boucle.',
    en: 'This redirect leads back to its own source ({language}): it would loop.',
    es: 'Esta redirección lleva a su propia dirección de origen ({language}): entraría en bucle.',
    de: 'Diese Umleitung führt zu ihrer eigenen Ausgangsadresse zurück ({language}): Sie würde endlos kreisen.',
  },
  chainTo: {
    fr: 'La destination est elle-même redirigée ({other} → {next}, {language}) : faites pointer cette redirection directement vers {next}.',
    en: 'The target is itself redirected ({other} → {next}, {language}): point this redirect straight to {next}.',
    es: 'El destino ya se redirige ({other} → {next}, {language}): haga que esta redirección apunte directamente a {next}.',
    de: 'Das Ziel wird selbst umgeleitet ({other} → {next}, {language}): Lassen Sie diese Umleitung direkt auf {next} zeigen.',
  },
  chainFrom: {
    fr: 'La redirection depuis {other} mène déjà à cette adresse ({language}) : une chaîne de redirections est refusée ; modifiez plutôt celle-là pour qu’elle mène à la destination finale.',
    en: 'The redirect from {other} already leads to this address ({language}): a chain of redirects is refused; change that one to lead to the final address instead.',
    es: 'La redirección desde {other} ya lleva a esta dirección ({language}): no se admite una cadena de redirecciones; modifique aquella para que lleve a la dirección final.',
    de: 'Die Umleitung von {other} führt bereits zu dieser Adresse ({language}): Eine Kette von Umleitungen wird abgelehnt; ändern Sie stattdessen jene, damit sie zur endgültigen Adresse führt.',
  },
} satisfies Record<string, Texts>;

export type RedirectMessage = keyof typeof MESSAGES;

export function redirectMessage(
  key: RedirectMessage,
  language: AdminLanguage,
  values: Record<string, string> = {},
): string {
  return fill(MESSAGES[key][language], values);
}

/** A refused redirect's message: its kind, the language concerned, the redirect it conflicts with. */
export function conflictMessage(conflict: RedirectConflict, language: AdminLanguage): string {
  const values = {
    language: LANGUAGE_NAMES[conflict.language]?.[language] ?? conflict.language,
    other: 'other' in conflict ? conflict.other : '',
    next: 'next' in conflict ? conflict.next : '',
  };
  const key = {
    duplicate: 'duplicate',
    loop: 'loop',
    'chain-to': 'chainTo',
    'chain-from': 'chainFrom',
  } as const;
  return redirectMessage(key[conflict.kind], language, values);
}
