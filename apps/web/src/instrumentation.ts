/**
 * Next runs this once before the server takes requests. What it does needs Node
 * (`process.exit`), so it lives in instrumentation-node.ts, imported on that runtime only (an
 * edge build of this file must not reach it).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { stopOnBadConfiguration } = await import('./instrumentation-node');
    stopOnBadConfiguration();
  }
}
