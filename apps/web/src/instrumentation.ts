/**
 * Next runs this once before the server takes requests: a malformed environment (DOMAINS) stops
 * the start with one clear line rather than failing on a visitor's request (lib/env.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { envProblems } = await import('./lib/env');
  const problems = envProblems();
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`[web] configuration: ${problem}`);
  process.exit(1);
}
