import { SERVICE_WORKER_PATH } from './service-worker-path';

/**
 * Registers `/sw.js` (docs/architecture.md#service-worker) once the page has loaded, so that the
 * worker's install (fetching the offline page) never competes with the page itself. Not under
 * `next dev`: its files keep their names while their content changes, which a cache-first worker
 * would serve stale.
 */
export function registerServiceWorker(): () => void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return () => {};
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => {
      // No worker (private mode, blocked): the site works as it would without one.
    });
  };
  if (document.readyState === 'complete') {
    register();
    return () => {};
  }
  window.addEventListener('load', register, { once: true });
  return () => window.removeEventListener('load', register);
}
