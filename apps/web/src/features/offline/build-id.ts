import 'server-only';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { distDir } from '@/lib/env';

let buildId: Promise<string> | undefined;

/**
 * The id `next build` wrote for the build being served (`.next/BUILD_ID`): the service worker's
 * version. Read once per server; `next dev` writes none, and the worker is not registered there.
 */
export function currentBuildId(): Promise<string> {
  buildId ??= readFile(join(/* turbopackIgnore: true */ process.cwd(), distDir(), 'BUILD_ID'), 'utf8').then(
    (id) => id.trim(),
    () => 'development',
  );
  return buildId;
}
