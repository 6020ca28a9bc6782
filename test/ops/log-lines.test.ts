/** The service's log lines are written in batches, each line within a bounded delay, and none is lost at exit. */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { batchedLines } from '../../service/ops/logger.js';

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

const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

it('writes the lines that arrive together in one batch, in order, within the delay', () =>
  withLogFile(async (fd, written) => {
    const out = batchedLines(fd, { maxDelayMs: 50 });
    for (let i = 0; i < 100; i++) out.write(`line ${i}\n`);
    await pause(10);
    out.write('late line\n');
    expect(written()).toBe('');
    await pause(80);
    expect(written()).toBe(`${Array.from({ length: 100 }, (_, i) => `line ${i}\n`).join('')}late line\n`);
  }));

it('writes at once when 64 KB are waiting, so a burst holds little', () =>
  withLogFile(async (fd, written) => {
    const out = batchedLines(fd, { maxDelayMs: 60_000 });
    const line = `${'x'.repeat(99)}\n`;
    for (let i = 0; i < 1000; i++) out.write(line);
    expect(written().length).toBeGreaterThanOrEqual(64 * 1024);
    expect(written().length).toBeLessThan(100_000);
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
  const lines = stdout
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { i: number; msg: string });
  expect(lines.map((l) => l.i)).toEqual(Array.from({ length: 500 }, (_, i) => i));
  expect(lines.every((l) => l.msg === 'before exit')).toBe(true);
});
