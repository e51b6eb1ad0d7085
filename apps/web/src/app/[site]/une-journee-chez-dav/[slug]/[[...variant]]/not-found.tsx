// The error page as the browser renders it once the page's NotFoundSignal reaches this boundary:
// the catch-all's (app/[site]/[[...path]]/not-found.tsx), inside this segment's shell.
export { default } from '../../../[[...path]]/not-found';
