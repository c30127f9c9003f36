import pg from "pg";

// The PostgreSQL databases of a test run: one migrated, reference-seeded
// template `<base>_vitest_template`, and one copy of it per test file
// `<base>_vitest_p<worker pid>`, all on the server of the given DATABASE_URL.

export type PostgresTestRun = { serverUrl: string; prefix: string };

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "::1", "[::1]", ""]);

/** The run for DATABASE_URL; refuses a remote server, since the run drops and recreates databases. */
export function postgresTestRun(serverUrl: string): PostgresTestRun {
  const parsed = new URL(serverUrl);
  if (!LOCAL_HOSTS.has(parsed.hostname)) throw new Error(`refusing to run tests against non-local database host ${parsed.hostname}`);
  return { serverUrl, prefix: `${parsed.pathname.slice(1) || "postgres"}_vitest` };
}

export const templateName = (run: PostgresTestRun) => `${run.prefix}_template`;

/** The URL of database `name` on the run's server. */
export function databaseUrl(run: PostgresTestRun, name: string): string {
  const parsed = new URL(run.serverUrl);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs statements on the server through a connection to the base database (never to the template, which CREATE DATABASE needs unused). */
export async function onServer(run: PostgresTestRun, statements: (client: pg.Client) => Promise<void>): Promise<void> {
  const client = new pg.Client({ connectionString: run.serverUrl });
  await client.connect();
  try {
    await statements(client);
  } finally {
    await client.end();
  }
}

/** Drops the template and every per-file copy of the run (what a crashed run left too). */
export async function dropRunDatabases(run: PostgresTestRun): Promise<void> {
  await onServer(run, async (client) => {
    const { rows } = await client.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [`${run.prefix}_`]);
    for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

/** A fresh copy of the template named `name` (any earlier database of that name is dropped first). */
export async function copyTemplate(run: PostgresTestRun, name: string): Promise<string> {
  await onServer(run, async (client) => {
    await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await client.query(`CREATE DATABASE "${name}" TEMPLATE "${templateName(run)}"`);
  });
  return databaseUrl(run, name);
}
