import { chunkGuardSource } from '@/components/errors/chunk-guard';
import { ResilienceEffects } from './resilience.client';

const CHUNK_GUARD = chunkGuardSource();

/**
 * In the head of every page (the root layout): the chunk-load guard, which must run before the
 * page's scripts can fail (components/errors/chunk-guard.ts), and the client leaf that registers
 * the service worker once the page has loaded.
 */
export function Resilience() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: CHUNK_GUARD }} />
      <ResilienceEffects />
    </>
  );
}
