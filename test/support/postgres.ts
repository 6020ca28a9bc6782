/** The PostgreSQL the suites run on, and a short-lived connection to it for set-up and clean-up. */
import postgres from 'postgres';

/** Where the PostgreSQL suites run; override with TEST_POSTGRES_URL. */
export const POSTGRES_URL = process.env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** Runs `work` on one connection to POSTGRES_URL (connecting for at most `connectSeconds`), then closes it. */
export async function withPostgres<T>(work: (sql: postgres.Sql) => Promise<T>, connectSeconds = 5): Promise<T> {
  const sql = postgres(POSTGRES_URL, { max: 1, connect_timeout: connectSeconds, onnotice: () => undefined });
  try {
    return await work(sql);
  } finally {
    await sql.end({ timeout: 5 });
  }
}
