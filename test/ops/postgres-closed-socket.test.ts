/**
 * postgres.js as installed (patches/postgres+3.4.9.patch fixes it at `npm install`): when
 * the server ends the connection a transaction holds, the transaction fails with
 * CONNECTION_CLOSED and the process carries on, and the next statement gets its own answer. As
 * shipped, the library's ROLLBACK on the dead connection threw an uncaught TypeError that ended
 * the process, and the next statement on the reconnected connection got the dead one's error.
 * Each build runs in a process of its own, so a crash is the test's failure, not the runner's.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { POSTGRES_URL, runPostgresSuite } from '../support/service.js';

/** Two ways the server ends a transaction's connection, then a statement on the pool; prints what each gave. */
const SCENARIO = `
const sql = postgres(process.env.URL, { max: 2, onnotice: () => {} });
const admin = postgres(process.env.URL, { max: 1 });
const outcome = (promise) => promise.then(() => 'committed', (error) => error.code);
const settle = () => new Promise((resolve) => setTimeout(resolve, 200));
(async () => {
  console.log(await outcome(sql.begin((tx) => [tx\`SELECT 1\`, tx\`SELECT pg_terminate_backend(pg_backend_pid())\`, tx\`SELECT 2\`])));
  await settle();
  console.log(await outcome(sql.begin(async (tx) => {
    const [{ pid }] = await tx\`SELECT pg_backend_pid() AS pid\`;
    setTimeout(() => admin\`SELECT pg_terminate_backend(\${pid})\`.catch(() => {}), 100);
    await tx\`SELECT pg_sleep(2)\`;
  })));
  await settle();
  console.log((await sql\`SELECT 42 AS answer\`)[0].answer);
  process.exit(0);
})();
`;

const builds = [
  ['ESM', `import('postgres').then(({ default: postgres }) => {${SCENARIO}});`],
  ['CommonJS', `const postgres = require('postgres');${SCENARIO}`],
] as const;

describe.skipIf(!(await runPostgresSuite('closed socket')))("postgres.js when the server ends a transaction's connection", () => {
  it.each(builds)('%s build: the transaction fails with CONNECTION_CLOSED, the process carries on, the next statement is answered', (_name, script) => {
    const child = spawnSync(process.execPath, ['-e', script], { encoding: 'utf8', env: { ...process.env, URL: POSTGRES_URL }, timeout: 20_000 });
    expect(child.stderr).not.toMatch(/TypeError/);
    expect(child.stdout.trim().split('\n')).toEqual(['CONNECTION_CLOSED', 'CONNECTION_CLOSED', '42']);
    expect(child.status).toBe(0);
  });
});
