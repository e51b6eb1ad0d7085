import { errorJson } from '@/lib/respond';

/** Any other /wp-json path: a JSON 404, like the rest of the contract (never Next's HTML page). */
function notFound(): Response {
  return errorJson(404, { path: 'Not found' });
}

export { notFound as DELETE, notFound as GET, notFound as PATCH, notFound as POST, notFound as PUT };
