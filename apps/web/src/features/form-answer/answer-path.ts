import { routePath } from '@dav/rules';

/** The answer screen's path (app/[site]/envoi-formulaire), rendered only for app/api/forms. */
export const FORM_ANSWER_PATH = routePath('form-answer');
