/** The service's log lines are written once per turn of the event loop, and none is lost at exit. */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { linesByTurn } from '../../service/ops/logger.js';

let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

/** Runs `check` with a fresh file's descriptor and a reader of what has been written to it. */
async function withLogFile(check: (fd: number, written: () => string) => Promise<void>): Promise<void> {
  dir = mkdtempSync(join(tmpdir(), 'log-lines-'));
  const path = join(dir, 'out.log');
  const fd = openSync(path, 'w');
  try {
    await check(fd, () => readFileSync(path, 'utf8'));
  } finally {
    closeSync(fd);
  }
}

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

it('writes the lines of one turn together at its end, in order', () => withLogFile(async (fd, written) => {
  const out = linesByTurn(fd);
  for (let i = 0; i < 100; i++) out.write(`line ${i}\n`);
  expect(written()).toBe('');
  await nextTurn();
  expect(written()).toBe(Array.from({ length: 100 }, (_, i) => `line ${i}\n`).join(''));
}));

it('writes at once when a turn has gathered more than 64 KB, so a turn that never ends holds little', () => withLogFile(async (fd, written) => {
  const out = linesByTurn(fd);
  const line = `${'x'.repeat(99)}\n`;
  for (let i = 0; i < 1000; i++) out.write(line);
  expect(written().length).toBeGreaterThan(64 * 1024);
  expect(written().length).toBeLessThan(100_000);
  await nextTurn();
  expect(written()).toBe(line.repeat(1000));
}));

it('writes what is left when the process exits, even by process.exit in the same turn', () => {
  const script = `
    import { createLogger } from './service/ops/logger.ts';
    const logger = createLogger('info');
    for (let i = 0; i < 500; i++) logger.info({ i }, 'before exit');
    process.exit(3);`;
  let stdout = '';
  try {
    execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  } catch (error) {
    expect((error as { status: number }).status).toBe(3);
    stdout = (error as { stdout: string }).stdout;
  }
  const lines = stdout.trim().split('\n').map((line) => JSON.parse(line) as { i: number; msg: string });
  expect(lines.map((l) => l.i)).toEqual(Array.from({ length: 500 }, (_, i) => i));
  expect(lines.every((l) => l.msg === 'before exit')).toBe(true);
});
