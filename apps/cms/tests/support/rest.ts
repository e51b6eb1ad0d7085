/** Calls Payload's REST API (`/api/*`) through its own handler, as the admin's browser would. */
export async function rest(method: string, path: string, body?: unknown, token?: string): Promise<Response> {
  const [{ handleEndpoints }, { default: config }] = await Promise.all([
    import('payload'),
    import('@payload-config'),
  ]);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (token) headers.authorization = `JWT ${token}`;
  const request = new Request(`http://localhost:3001/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return handleEndpoints({ config, request });
}

/** Logs in through the REST API and returns the session token. */
export async function restLogin(email: string, password: string): Promise<string> {
  const response = await rest('POST', '/users/login', { email, password });
  if (response.status !== 200) throw new Error(`login of ${email} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** How an answer reads in an assertion: its status, and the start of its body when it failed. */
export const outcome = async (response: Response): Promise<number | string> =>
  response.ok ? response.status : `${response.status} ${(await response.text()).slice(0, 200)}`;
