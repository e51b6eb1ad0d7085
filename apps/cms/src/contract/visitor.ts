const HOST_PATTERN = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

const firstValue = (header: string | null) => header?.split(',')[0]?.trim() || null;
const validHost = (host: string | null | undefined) => (host && HOST_PATTERN.test(host) ? host : null);

/**
 * The visitor's host and origin. apps/web passes them as `domain`/`proto` query parameters when
 * it calls server-side; a proxied browser request carries X-Forwarded-Host/-Proto instead.
 * The query wins for the protocol too: Next's own server always sets X-Forwarded-Proto (to
 * the protocol of the hop it received), which would otherwise make `proto` useless.
 */
export function visitorOf(request: Request): { host: string; origin: string } {
  const url = new URL(request.url);
  const host =
    validHost(url.searchParams.get('domain')?.trim()) ??
    validHost(firstValue(request.headers.get('x-forwarded-host'))) ??
    validHost(request.headers.get('host')) ??
    url.host;
  const proto =
    url.searchParams.get('proto') ?? firstValue(request.headers.get('x-forwarded-proto')) ?? 'http';
  const scheme = proto.replace(/:$/, '').toLowerCase() === 'https' ? 'https' : 'http';
  return { host, origin: `${scheme}://${host}` };
}
