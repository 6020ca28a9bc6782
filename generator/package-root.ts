/**
 * Where soapgen finds its own files. The sources (generator/, runtime/, templates/ at the root of
 * the repository) and the compiled package (the same three folders under dist/) have one layout,
 * so the folder above this module's holds the templates and the runtime in both.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const GENERATOR_DIR = dirname(fileURLToPath(import.meta.url));

/** The folder holding generator/, runtime/ and templates/: the repository's root, or the package's dist/. */
export const LAYOUT_ROOT = join(GENERATOR_DIR, '..');

/** The Handlebars templates of the WSDL, disco document and help pages. */
export const TEMPLATES_DIR = join(LAYOUT_ROOT, 'templates');

/** The JSON Schema of the spec format, for editors. */
export const SPEC_SCHEMA = join(GENERATOR_DIR, 'spec', 'spec.schema.json');

/** The module specifier generated code imports the runtime by: the package's `./runtime/*.js` export. */
export const RUNTIME_IMPORT = 'soapgen/runtime/';

/** soapgen's package.json: generator/package.json in the sources, the package's own once installed. */
function manifest(): { version: string } {
  const candidates = [join(GENERATOR_DIR, 'package.json'), join(LAYOUT_ROOT, '..', 'package.json')];
  for (const path of candidates) {
    try {
      const parsed = JSON.parse(readFileSync(path, 'utf8')) as { name?: string; version: string };
      if (parsed.name === 'soapgen') return parsed;
    } catch {
      // not this one
    }
  }
  throw new Error(`soapgen: no package.json of soapgen at ${candidates.join(' or ')}`);
}

/** soapgen's version. */
export const SOAPGEN_VERSION = manifest().version;
