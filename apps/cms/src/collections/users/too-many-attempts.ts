import { APIError, type PayloadRequest } from 'payload';
import { adminLanguageOf, type AdminLanguage } from '../../i18n/languages';

const MESSAGES: Record<AdminLanguage, (minutes: number) => string> = {
  fr: (n) => `Trop de tentatives : réessayez dans ${n} min.`,
  en: (n) => `Too many attempts: please try again in ${n} min.`,
  es: (n) => `Demasiados intentos: vuelva a intentarlo dentro de ${n} min.`,
  de: (n) => `Zu viele Versuche: bitte in ${n} Min. erneut versuchen.`,
};

/** The error's name, also its log level's key in payload.config.ts (`loggingLevels`). */
export const TOO_MANY_ATTEMPTS = 'TooManyAttempts';

/**
 * 429 to a login or password reset over its limit (login-limits.ts), in the admin's language:
 * the admin's login form shows an error's message as it is. Payload's REST error answer
 * (utilities/routeError.js) adds `req.responseHeaders`, which carries Retry-After (seconds).
 */
export class TooManyAttempts extends APIError {
  constructor(req: PayloadRequest, retryAfterSeconds: number) {
    const language = adminLanguageOf(req.i18n?.language);
    super(MESSAGES[language](Math.ceil(retryAfterSeconds / 60)), 429, null, true);
    // Set by hand: a minified server build may rename the class.
    this.name = TOO_MANY_ATTEMPTS;
    const headers = req.responseHeaders ?? new Headers();
    headers.set('Retry-After', String(retryAfterSeconds));
    req.responseHeaders = headers;
  }
}
