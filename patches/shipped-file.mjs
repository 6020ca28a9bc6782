/**
 * What every patch here shares: it rewrites an installed file only when that file is byte for
 * byte what the pinned version ships (checked by SHA-256), so an upgrade never gets a stale
 * patch; any other content is left alone with a warning.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** postgres.js's three builds (ESM, CommonJS, Cloudflare) of one source file, as installed. */
export const postgresBuilds = (file) => ['src', 'cjs/src', 'cf/src'].map((dir) => join(ROOT, 'node_modules/postgres', dir, file));

/**
 * For each of `paths` that exists: nothing if `isPatched` says it already is; `patch(text)`
 * written over it if its SHA-256 is one of `shipped`; a warning naming `patchName` otherwise.
 */
export function patchShippedFiles(patchName, paths, { shipped, isPatched, patch }) {
  for (const path of paths) {
    if (!existsSync(path)) continue;
    const text = readFileSync(path, 'utf8');
    if (isPatched(text)) continue;
    if (!shipped.includes(createHash('sha256').update(text).digest('hex'))) {
      console.warn(`${patchName}: ${path} is not the file the pinned version ships; left as it is (is the fix still needed?)`);
      continue;
    }
    writeFileSync(path, patch(text));
  }
}
