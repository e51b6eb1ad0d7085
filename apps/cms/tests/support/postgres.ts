import crypto from 'node:crypto';
import pg from 'pg';

/** The server the suite uses: TEST_POSTGRES_URL, else the local trust-auth one. */
const ADMIN_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** `true`, or why PostgreSQL cannot be used. */
export async function postgresAvailable(): Promise<true | string> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch (error) {
    return `${ADMIN_URL.replace(/\/\/[^@]*@/, '//')} does not answer (${error instanceof Error ? error.message : String(error)})`;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Runs `run` on a connection to the server's `postgres` database (creating and dropping databases). */
export async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** A throwaway database `dav_test_<random>`, dropped after the suite. */
export function createTempDatabase() {
  const name = `dav_test_${crypto.randomBytes(6).toString('hex')}`;
  return {
    async create(): Promise<string> {
      await admin((client) => client.query(`CREATE DATABASE ${name}`));
      const url = new URL(ADMIN_URL);
      url.pathname = `/${name}`;
      return url.toString();
    },
    async drop(): Promise<void> {
      await admin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
