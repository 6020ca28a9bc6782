/**
 * Generates a spec into test/.generated for a test and imports its server and client: the same
 * path the CLI takes (load, validate, emit), without touching generated/.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { generateFiles, serviceFolder } from '../../generator/generate.js';
import type { Model } from '../../generator/model.js';
import { loadSpec } from '../../generator/spec/index.js';
import { importWsdl, type ImportResult } from '../../generator/wsdl-import/index.js';
import type { DeclaredFault } from 'soapgen/runtime/faults.js';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface GeneratedService {
  readonly model: Model;
  /** The service's folder, relative to the project root. */
  readonly dir: string;
  /** Imports one of the generated modules (`server`, `client`, `operations`, ...). */
  load<T = Record<string, unknown>>(module: string): Promise<T>;
}

/** A generated fault class, as a test loads it from the service's `faults` module. */
export type FaultClass = new (...args: ConstructorParameters<typeof DeclaredFault<unknown>>) => DeclaredFault<unknown>;

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
 * Imports a WSDL text as `soapgen import` does offline (saved as `test/.generated/<group>/<name>.wsdl`,
 * the spec beside it as `<name>.yaml`), then generates that spec.
 */
export async function importAndGenerate(
  group: string,
  name: string,
  wsdl: string,
): Promise<{ readonly yaml: string; readonly warnings: ImportResult['warnings']; readonly generated: GeneratedService }> {
  const dir = join(ROOT, 'test/.generated', group);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.wsdl`), wsdl);
  const { yaml, warnings } = await importWsdl(join(dir, `${name}.wsdl`), `${name}.wsdl`, { offline: true });
  writeFileSync(join(dir, `${name}.yaml`), yaml);
  return { yaml, warnings, generated: await generateSpec(`test/.generated/${group}/${name}.yaml`, group) };
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

/**
 * The compilers generated code must pass: the TypeScript this project builds with, and TypeScript 7,
 * the native compiler `npm install typescript` gives today (installed as the `typescript-7` alias).
 */
export const COMPILERS: Readonly<Record<string, string>> = {
  'TypeScript 5.9': join(ROOT, 'node_modules/typescript/bin/tsc'),
  'TypeScript 7': join(ROOT, 'node_modules/typescript-7/bin/tsc'),
};

/**
 * Runs each compiler on a tsconfig: its output (stdout and stderr) by compiler name. The compilers
 * run as child processes while the event loop goes on, so that servers the test holds open keep
 * answering (blocked for a minute, a server drops its idle connections as the loop resumes, under
 * the next request).
 */
export async function compile(tsconfig: string): Promise<Map<string, { readonly status: number | null; readonly output: string }>> {
  const results = new Map<string, { readonly status: number | null; readonly output: string }>();
  for (const [name, tsc] of Object.entries(COMPILERS)) {
    const run = await new Promise<{ status: number | null; output: string }>((resolve) => {
      execFile(
        process.execPath,
        [tsc, '--noEmit', '-p', tsconfig],
        { cwd: ROOT, encoding: 'utf8', timeout: 400_000, maxBuffer: 64 * 1024 * 1024 },
        (error, stdout, stderr) => {
          const status = error === null ? 0 : typeof error.code === 'number' ? error.code : null;
          resolve({ status, output: `${stdout}${stderr}` || (error?.message ?? '') });
        },
      );
    });
    results.set(name, run);
  }
  return results;
}

/**
 * Type-checks the given folders (relative to test/.generated/<group>) under STRICTEST with every
 * compiler of COMPILERS: what they report, each under its name, '' when all are clean.
 */
export async function typeCheck(group: string, include: readonly string[]): Promise<string> {
  const tsconfig = writeTsconfig(group, include);
  return [...(await compile(tsconfig))]
    .filter(([, run]) => run.status !== 0 || run.output !== '')
    .map(([name, run]) => `${name}:\n${run.output}`)
    .join('\n');
}
