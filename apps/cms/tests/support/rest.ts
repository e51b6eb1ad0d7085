import { PEER_ADDRESS_HEADER } from '@/lib/client-address';

/**
 * Calls Payload's REST API (`/api/*`) through its own handler, as the admin's browser would.
 * `headers` are added as sent: `peer(address)` gives the connection's address the way
 * apps/cms/server.mjs writes it.
 */
export async function rest(
  method: string,
  path: string,
  body?: unknown,
  token?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  const [{ handleEndpoints }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ]);
  const sent: Record<string, string> = { 'content-type': 'application/json', ...headers };
  if (token) sent.authorization = `JWT ${token}`;
  const request = new Request(`http://localhost:3001/api${path}`, {
    method,
    headers: sent,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return handleEndpoints({ config, request });
}

/** The header apps/cms/server.mjs writes with the socket's address. */
export const peer = (address: string): Record<string, string> => ({ [PEER_ADDRESS_HEADER]: address });

/** Logs in through the REST API and returns the session token. */
export async function restLogin(
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<string> {
  const response = await rest('POST', '/users/login', { email, password }, undefined, headers);
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** How an answer reads in an assertion: its status, and the start of its body when it failed. */
export const outcome = async (response: Response): Promise<number | string> =>
  response.ok ? response.status : `${response.status} ${(await response.text()).slice(0, 200)}`;
