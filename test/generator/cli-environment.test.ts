/**
 * The generator's command line where the file system or the working directory gets in the way:
 * one clear line and exit status 1, never a stack trace or a hang; output independent of the cwd.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRATCH = join(ROOT, 'test/.generated/cli');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

function cli(cwd: string, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(TSX, [join(ROOT, 'generator/cli.ts'), ...args], { cwd, encoding: 'utf8', timeout: 150_000 });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

describe('--out that cannot be written', () => {
  const cases: [string, () => string, RegExp][] = [
    [
      'a file',
      () => {
        mkdirSync(SCRATCH, { recursive: true });
        writeFileSync(join(SCRATCH, 'a-file'), 'x\n');
        return join(SCRATCH, 'a-file');
      },
      /^Cannot write .*a-file\/crmteetimeapi: a file is in the way where a folder is needed\. Check --out .*a-file\.$/,
    ],
    [
      "a folder under /proc (where Node's recursive mkdir loops forever)",
      () => '/proc/x',
      /^Cannot write \/proc\/x\/crmteetimeapi: the folder cannot be created there\. Check --out \/proc\/x\.$/,
    ],
    ['a read-only folder', () => '/sys/x', /^Cannot write \/sys\/x\/crmteetimeapi: permission denied\. Check --out \/sys\/x\.$/],
  ];
  // Without the fix /proc hangs forever; the bound is loose for a loaded machine.
  it.each(cases)(
    '%s: one line, exit 1, no hang',
    (_name, out, message) => {
      const started = performance.now();
      const result = cli(ROOT, '--out', out());
      expect(performance.now() - started).toBeLessThan(120_000);
      expect(result.stderr.trim()).toMatch(message);
      expect(result.stderr.trim().split('\n')).toHaveLength(1);
      expect(result.stdout).toBe('');
      expect(result.status).toBe(1);
    },
    180_000,
  );
});

describe('the working directory', () => {
  it('does not change the output: --check passes when run from another folder', () => {
    const result = cli(join(ROOT, 'service'), '--spec', '../spec', '--out', '../generated', '--check');
    expect(result.stderr).toBe('');
    expect(result.stdout).toMatch(/^Generated code is up to date/);
    expect(result.status).toBe(0);
  }, 180_000);

  it('names the spec in headers by its path from the output folder', () => {
    const out = join(SCRATCH, 'from-tmp');
    rmSync(out, { recursive: true, force: true });
    const result = cli('/tmp', '--spec', join(ROOT, 'spec/crmteetimeapi.yaml'), '--out', out);
    expect(result.status).toBe(0);
    const again = cli(ROOT, '--spec', 'spec/crmteetimeapi.yaml', '--out', out, '--check');
    expect(again.stderr).toBe('');
    expect(again.status).toBe(0);
  }, 300_000);
});

describe('a fresh clone of this repository', () => {
  // Only committed files: no dist/ of soapgen, so `npx soapgen` must work from the sources.
  // Install scripts are skipped: they build the service's native SQLite driver, which the command
  // never loads, and would only make the test minutes longer.
  it('runs npx soapgen --help straight after npm ci', () => {
    const work = mkdtempSync(join(tmpdir(), 'soapgen-clone-'));
    try {
      const clone = join(work, 'repo');
      const run = (command: string, args: string[], cwd: string) => spawnSync(command, args, { cwd, encoding: 'utf8', timeout: 540_000 });
      expect(run('git', ['clone', '-q', ROOT, clone], work).status).toBe(0);
      const ci = run('npm', ['ci', '--ignore-scripts', '--prefer-offline', '--no-audit', '--no-fund'], clone);
      expect(ci.status, ci.stderr).toBe(0);
      expect(existsSync(join(clone, 'generator/dist'))).toBe(false);
      const help = run('npx', ['soapgen', '--help'], clone);
      expect(help.stderr).not.toMatch(/not found/);
      expect(help.status).toBe(0);
      expect(help.stdout).toMatch(/^Usage: soapgen /);
      expect(help.stdout).toContain('mock');
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 600_000);
});
