/**
 * Next runs this once before the server takes requests. A malformed environment (DOMAINS) stops
 * the start with one clear line (env.ts). Then Payload connects, migrates and seeds
 * at start-up (the admin password box shows then), not on the first visitor's request; then
 * the mail runner starts sending the queued notification e-mails, and Payload's scheduler the
 * nightly erasure of expired candidate data.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { envProblems } = await import('./env');
  const problems = envProblems();
  if (problems.length > 0) {
    for (const problem of problems) console.error(`[cms] configuration: ${problem}`);
    process.exit(1);
  }
  const { getPayloadClient } = await import('./routes/payload');
  const { startMailRunner } = await import('./mail/runner');
  // `cron`: Payload's scheduler, which queues and runs the nightly retention job (retention/).
  startMailRunner(await getPayloadClient({ cron: true }));
}
