import type { Locale } from '@dav/contract';
import { sql as postgresSql } from '@payloadcms/db-postgres';
import { sql as sqliteSql } from '@payloadcms/db-sqlite';
import type { Payload } from 'payload';
import { redactQuestion } from './redact';

/*
 * The assistant's counts, without identifiers (collections/bot-stats): one row per intent,
 * language and month, incremented in SQL so concurrent answers never lose a count; and the
 * unmatched questions, redacted, with their language only.
 */

/** `YYYY-MM` in UTC. */
export const currentMonth = (now = new Date()): string => now.toISOString().slice(0, 7);

interface PostgresDrizzle {
  execute(query: unknown): Promise<{ rows: unknown[] }>;
}
interface SqliteDrizzle {
  all(query: unknown): Promise<unknown[]>;
}

/** `count = count + 1` on the row, in one statement; false when the row does not exist yet. */
async function increment(payload: Payload, intent: number, locale: Locale, month: string): Promise<boolean> {
  const drizzle = (payload.db as unknown as { drizzle: unknown }).drizzle;
  // Each adapter brings its own drizzle-orm: a statement is built with the one that runs it.
  if (payload.db.name === 'postgres') {
    const statement = postgresSql`update bot_intent_stats set count = count + 1
      where intent_id = ${intent} and locale = ${locale} and month = ${month} returning id`;
    return (await (drizzle as PostgresDrizzle).execute(statement)).rows.length > 0;
  }
  const statement = sqliteSql`update bot_intent_stats set count = count + 1
    where intent_id = ${intent} and locale = ${locale} and month = ${month} returning id`;
  return (await (drizzle as SqliteDrizzle).all(statement)).length > 0;
}

/** One more answer of `intent` in `locale` this month. */
export async function countMatch(payload: Payload, intent: number, locale: Locale, now = new Date()) {
  const month = currentMonth(now);
  if (await increment(payload, intent, locale, month)) return;
  try {
    await payload.create({ collection: 'bot-intent-stats', data: { intent, locale, month, count: 1 } });
  } catch {
    // Another answer created the row first (the unique index refused ours): count on it.
    await increment(payload, intent, locale, month);
  }
}

/** A question no intent matched, masked, with its language: nothing about who asked. */
export async function recordUnmatched(payload: Payload, question: string, locale: Locale): Promise<void> {
  await payload.create({
    collection: 'bot-unmatched-questions',
    data: { question: redactQuestion(question), locale },
  });
}
