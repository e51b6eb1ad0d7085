/** Where the engine's form posts when the browser sends it itself (app/api/forms/route.ts). */
export const FORM_POST_PATH = '/api/forms';
/** The hidden entries that tell that route which form it is and where to answer. */
export const POST_FORM_FIELD = '_dav_form';
export const POST_BACK_FIELD = '_dav_back';
export const POST_SUCCESS_FIELD = '_dav_success';
