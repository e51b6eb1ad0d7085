// The cluster's PostgreSQL database: created when missing (`npm run start:cluster`, the suite, the
// bench), dropped after a throwaway run (the suite's and the bench's).

/** Creates the database of `url` when it does not exist (connecting to `postgres` on that server). */
export async function ensureDatabase(url) {
  const { default: pg } = await import('pg');
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${target.host} (${error.message}): start it or set DATABASE_URL`,
    );
  }
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE "${name.replace(/"/g, '""')}"`);
    return !rowCount;
  } finally {
    await client.end();
  }
}

/** Drops the database of `url` (the suite's throwaway one). */
export async function dropDatabase(url) {
  const { default: pg } = await import('pg');
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${name.replace(/"/g, '""')}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
