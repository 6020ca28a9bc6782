/**
 * Generates a spec into test/.generated for a test and imports its server and client: the same
 * path the CLI takes (load, validate, emit), without touching generated/.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateFiles, serviceFolder } from '../../generator/generate.js';
import type { Model } from '../../generator/model.js';
import { loadSpec } from '../../generator/spec/index.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface GeneratedService {
  readonly model: Model;
  /** The service's folder, relative to the project root. */
  readonly dir: string;
  /** Imports one of the generated modules (`server`, `client`, `operations`, ...). */
  load<T = Record<string, unknown>>(module: string): Promise<T>;
}

/** Generates `spec` (relative to the project root) into `test/.generated/<group>/<service>/`. */
export async function generateSpec(spec: string, group: string): Promise<GeneratedService> {
  const model = await loadSpec(join(ROOT, spec), spec);
  const dir = `test/.generated/${group}/${serviceFolder(model)}`;
  rmSync(join(ROOT, dir), { recursive: true, force: true });
  for (const file of generateFiles(model, dir)) {
    mkdirSync(dirname(join(ROOT, dir, file.path)), { recursive: true });
    writeFileSync(join(ROOT, dir, file.path), file.content);
  }
  return {
    model,
    dir,
    load: async <T>(module: string) => (await import(pathToFileURL(join(ROOT, dir, `${module}.ts`)).href)) as T,
  };
}

/**
 * The flags generated code must compile under, beyond the project's own (`strict`,
 * `noUncheckedIndexedAccess`): what a careful user's project may set.
 */
export const STRICTEST = {
  exactOptionalPropertyTypes: true,
  noPropertyAccessFromIndexSignature: true,
  verbatimModuleSyntax: true,
} as const;

/** Writes a tsconfig that type-checks the given folders (relative to test/.generated/<group>) under STRICTEST. */
export function writeTsconfig(group: string, include: readonly string[]): string {
  const file = `test/.generated/${group}/tsconfig.json`;
  const config = { extends: '../../../tsconfig.json', compilerOptions: STRICTEST, include, exclude: [] };
  writeFileSync(join(ROOT, file), `${JSON.stringify(config, null, 2)}\n`);
  return file;
}

/** Type-checks the given folders (relative to test/.generated/<group>) under STRICTEST: the compiler's output, '' when clean. */
export function typeCheck(group: string, include: readonly string[]): string {
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsc'), ['--noEmit', '-p', writeTsconfig(group, include)], { cwd: ROOT, encoding: 'utf8' });
  return `${result.stdout}${result.stderr}`;
}
