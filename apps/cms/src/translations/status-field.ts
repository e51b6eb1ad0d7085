/**
 * The field of a language's status in `translations`: `esStatus`, never `es`. Payload's query
 * check drops a path's last segment when it equals the request's locale
 * (payload/dist/database/queryValidation/validateSearchParams.js, "remove locale from end of
 * path"), so a field named like a locale could not be filtered on by a staff member whose list is
 * in that language. No import: the list's cell (a client component) reads it too.
 */
export const statusField = (locale: string): string => `${locale}Status`;
