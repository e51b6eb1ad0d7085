import { envProblems } from './lib/env';

/**
 * Node only (instrumentation.ts imports it on that runtime): a malformed environment (DOMAINS)
 * stops the start with one clear line per problem rather than failing on a visitor's request.
 */
export function stopOnBadConfiguration(): void {
  const problems = envProblems();
  if (problems.length === 0) return;
  for (const problem of problems) console.error(`[web] configuration: ${problem}`);
  process.exit(1);
}
