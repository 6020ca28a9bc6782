/**
 * The start-up check that PostgreSQL refuses to open on a postgres.js without the service's two
 * fixes (service/db/postgres-driver.ts): the installed driver passes, and a copy of it with either
 * fix taken out is refused, naming the file.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { installedDriver, requirePatchedDriver } from '../../service/db/postgres-driver.js';

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the installed driver's builds with `mark` taken out of `file` in the CommonJS build. */
function copyWithout(file: string, mark: string): string {
  const root = mkdtempSync(join(tmpdir(), 'postgres-driver-'));
  copies.push(root);
  for (const build of ['src', 'cjs/src']) cpSync(join(installedDriver(), build), join(root, build), { recursive: true });
  const path = join(root, 'cjs/src', file);
  const text = readFileSync(path, 'utf8');
  expect(text).toContain(mark);
  writeFileSync(path, text.replaceAll(mark, ''));
  return root;
}

it('accepts the driver as installed', () => {
  expect(() => requirePatchedDriver()).not.toThrow();
});

it.each([
  ['queue.js', 'xs = xs.slice(index), index = 0'],
  ['connection.js', '// patched: closed socket'],
])('refuses a driver whose %s lacks its fix, naming it and the way to apply it', (file, mark) => {
  const root = copyWithout(file, mark);
  expect(() => requirePatchedDriver(root)).toThrow(new RegExp(`cjs/src/${file.replace('.', '\\.')}\\).*npx patch-package`));
});
