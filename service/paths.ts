/**
 * The project folder, found from this file whether it runs as TypeScript (service/) or built
 * (dist/service/): files that are not compiled (docs/, the demo catalog) are read from there.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the project folder (no package.json above the service)');
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findRoot();

/** A path inside the project folder. */
export const projectPath = (...parts: string[]): string => join(PROJECT_ROOT, ...parts);
