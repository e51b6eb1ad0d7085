/**
 * The service worker's script, scope `/` (docs/architecture.md#service-worker). Apart from
 * offline-path.ts, whose route table the script that registers the worker on every page must not ship.
 */
export const SERVICE_WORKER_PATH = '/sw.js';
