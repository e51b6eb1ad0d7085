import { connection, type NextRequest } from 'next/server';
import { currentBuildId } from '@/features/offline/build-id';
import { OFFLINE_PATH } from '@/features/offline/offline-path';
import { serviceWorkerSource } from '@/features/offline/service-worker-source';
import { WORKER_BUILD_COOKIE, workerVersion } from '@/features/offline/worker-version';
import { workerBuildCookieAllowed } from '@/lib/env';
import { isKnownSiteKey } from '@/lib/site/site-context';

/**
 * `/sw.js` of every host (the proxy rewrites it here like a page), scope `/`: the service worker of
 * docs/architecture.md#service-worker, stamped with the id of the build being served. `no-cache`:
 * the browser asks for it again at each visit, so a new build's worker is found at once.
 */
export async function GET(request: NextRequest, { params }: { params: Promise<{ site: string }> }) {
  // At request time: the build's id is read from the disk of the server that serves it.
  await connection();
  if (!isKnownSiteKey((await params).site)) return new Response('Not found', { status: 404 });
  const version = workerVersion(
    await currentBuildId(),
    request.cookies.get(WORKER_BUILD_COOKIE)?.value,
    workerBuildCookieAllowed(),
  );
  const source = serviceWorkerSource({ version, offlinePath: OFFLINE_PATH });
  return new Response(source, {
    headers: {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-cache',
    },
  });
}
