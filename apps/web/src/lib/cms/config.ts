import 'server-only';

/** CMS_URL: where the contract (`/wp-json/*`) is served. Never exposed to the browser. */
export function cmsBaseUrl(): string {
  return (process.env.CMS_URL || 'http://127.0.0.1:3001').replace(/\/+$/, '');
}

/** CMS_TIMEOUT_MS: a read slower than this counts as a failure (then the last good copy is used). */
export function cmsTimeoutMs(): number {
  const value = Number(process.env.CMS_TIMEOUT_MS);
  return Number.isFinite(value) && value > 0 ? value : 8000;
}
