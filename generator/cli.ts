#!/usr/bin/env node
/** The generator's command line: `npm run generate [-- --check]`. */
import { Command } from 'commander';
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { generateFiles, serviceFolder } from './generate.js';
import { OutputError, staleFiles, writeOutputs, type Output } from './output.js';
import { loadSpec, SpecError } from './spec/index.js';

interface Options {
  readonly spec: string[];
  readonly out: string;
  readonly runtime: string;
  readonly check: boolean;
}

const program = new Command()
  .name('soapgen')
  .description('Generates types, XML codecs, server, client, WSDL and help pages from YAML service specs.')
  .option('-s, --spec <paths...>', 'spec files or folders of *.yaml specs', ['spec'])
  .option('-o, --out <dir>', 'folder that receives one sub-folder per service', 'generated')
  .option('-r, --runtime <dir>', 'the hand-written runtime the generated code imports', 'runtime')
  .option('--check', 'generate in memory and fail, naming the files, if the output folder differs', false)
  .action(async (options: Options) => {
    process.exitCode = await run(options);
  });

async function run(options: Options): Promise<number> {
  const started = performance.now();
  const specFiles = (await Promise.all(options.spec.map(expand))).flat();
  if (specFiles.length === 0) {
    console.error(`No spec files found in ${options.spec.join(', ')}.`);
    return 1;
  }
  // Validate every spec before touching any output, so a bad spec changes nothing.
  const outputs: Output[] = [];
  const problems: string[] = [];
  const folders = new Map<string, string>();
  for (const file of specFiles) {
    try {
      const model = await loadSpec(file, relative(process.cwd(), file) || file);
      const dir = join(options.out, serviceFolder(model));
      // Service names differing only in case share a folder: one would silently replace the other.
      const earlier = folders.get(dir);
      if (earlier !== undefined) {
        const at = model.service.nameAt ?? { line: 1, column: 1 };
        problems.push(`${model.source}:${at.line}:${at.column}: service ${model.service.name} would be written to ${dir}, as is the service of ${earlier}; rename one of them`);
        continue;
      }
      folders.set(dir, model.source);
      outputs.push({ dir, files: generateFiles(model, dir.split('\\').join('/'), options.runtime) });
    } catch (error) {
      if (!(error instanceof SpecError)) throw error;
      problems.push(error.message);
    }
  }
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\nNothing was generated: fix the spec and run again.`);
    return 1;
  }
  if (options.check) {
    const stale = await staleFiles(outputs);
    if (stale.length > 0) {
      console.error(`Generated code is stale; run npm run generate and commit the result:\n${stale.map((s) => `  ${s}`).join('\n')}`);
      return 1;
    }
    console.log(`Generated code is up to date (${outputs.length} service(s)).`);
    return 0;
  }
  try {
    await writeOutputs(outputs);
  } catch (error) {
    if (!(error instanceof OutputError)) throw error;
    console.error(`${error.message} Check --out ${options.out}.`);
    return 1;
  }
  const count = outputs.reduce((n, o) => n + o.files.length, 0);
  console.log(`Generated ${count} files for ${outputs.length} service(s) in ${Math.round(performance.now() - started)} ms.`);
  return 0;
}

async function expand(path: string): Promise<string[]> {
  const info = await stat(path).catch(() => undefined);
  if (!info) return [path]; // loadSpec reports it as unreadable
  if (!info.isDirectory()) return [path];
  const names = await readdir(path);
  return names.filter((n) => /\.ya?ml$/.test(n)).sort().map((n) => join(path, n));
}

await program.parseAsync();
