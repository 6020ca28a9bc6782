/**
 * The service needs two fixes to postgres.js 3.4.9 that no release has (patches/postgres+3.4.9.patch,
 * applied by patch-package at `npm install`/`npm ci`): its queues compacting under steady load
 * (unfixed, throughput falls sixfold within a minute) and a statement on a closed connection
 * failing instead of writing to a dead socket (unfixed, an uncaught TypeError ends the process
 * when the server ends a transaction's connection). An install that skipped scripts, or an
 * upgraded driver, would run without them and fail only under load or on a failover; so
 * PostgreSQL refuses to open unless both fixes are in the files Node loads.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** Each fix, by a line only the fixed file has. */
const FIXES = [
  { file: 'queue.js', mark: 'xs = xs.slice(index), index = 0' },
  { file: 'connection.js', mark: '// patched: closed socket' },
] as const;

/** The driver's ESM and CommonJS builds (`import` loads the one, `require` the other). */
const BUILDS = ['src', 'cjs/src'];

/** The installed postgres package's directory. */
export function installedDriver(): string {
  // The package exports no package.json; its CommonJS entry is <root>/cjs/src/index.js.
  return dirname(dirname(dirname(createRequire(import.meta.url).resolve('postgres'))));
}

/** Throws, saying how to fix it, unless every build under `root` carries both fixes. */
export function requirePatchedDriver(root = installedDriver()): void {
  const missing = BUILDS.flatMap((build) =>
    FIXES.filter(({ file, mark }) => !readFileSync(join(root, build, file), 'utf8').includes(mark)).map(({ file }) => `${build}/${file}`),
  );
  if (missing.length > 0) {
    throw new Error(
      `postgres.js in ${root} lacks the service's fixes (${missing.join(', ')}): the install skipped its scripts ` +
        'or the driver was upgraded. Run `npx patch-package` (patches/postgres+3.4.9.patch), or update the patch for the new version.',
    );
  }
}
