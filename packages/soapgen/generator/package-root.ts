/**
 * The folder of soapgen's own package.json, found upward from this module: the same answer from
 * the TypeScript sources (generator/) and from the compiled package (dist/generator/), where the
 * templates, the spec schema and the version live.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findPackageRoot(from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    if (dirname(dir) === dir) throw new Error(`soapgen: no package.json above ${from}`);
  }
}

export const PACKAGE_ROOT = findPackageRoot(dirname(fileURLToPath(import.meta.url)));

/** The module specifier generated code imports the runtime by: the package's `./runtime/*.js` export. */
export const RUNTIME_IMPORT = 'soapgen/runtime/';

/** soapgen's version, from its package.json. */
export const SOAPGEN_VERSION = (JSON.parse(readFileSync(join(PACKAGE_ROOT, 'package.json'), 'utf8')) as { version: string }).version;
