/**
 * The package files of a service's output folder: package.json, so an application imports the
 * server or the client by name (and a reseller can depend on the client alone), and tsconfig.json,
 * which compiles the folder to dist/ (JavaScript with declarations) for that use.
 */
import type { Model } from '../model.js';
import { SOAPGEN_VERSION } from '../package-root.js';
import { generatedHeader, type GeneratedFile } from './file.js';

/** Entry points, by subpath: the whole service, and each part on its own. */
const ENTRY_POINTS: Readonly<Record<string, string>> = {
  '.': 'index',
  './client': 'client',
  './server': 'server',
  './handler': 'handler',
  './types': 'types',
};

export function emitPackage(model: Model, folder: string): GeneratedFile[] {
  const header = generatedHeader(model.source, 'ts').slice('// '.length).trimEnd();
  const exports = Object.fromEntries(
    Object.entries(ENTRY_POINTS).map(([subpath, file]) => [subpath, { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` }]),
  );
  const manifest = {
    '//': header,
    name: folder,
    version: '0.0.0',
    private: true,
    description: firstLine(model.service.description) ?? `The ${model.service.name} service: server, client and types.`,
    type: 'module',
    exports,
    files: ['dist'],
    scripts: { build: 'tsc -p tsconfig.json' },
    peerDependencies: { soapgen: `^${SOAPGEN_VERSION}` },
  };
  const tsconfig = {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      lib: ['ES2022', 'DOM'],
      types: ['node'],
      strict: true,
      skipLibCheck: true,
      declaration: true,
      rootDir: '.',
      outDir: 'dist',
    },
    include: ['*.ts'],
  };
  return [
    { path: 'package.json', content: `${JSON.stringify(manifest, null, 2)}\n` },
    { path: 'tsconfig.json', content: `// ${header}\n${JSON.stringify(tsconfig, null, 2)}\n` },
  ];
}

function firstLine(text: string | undefined): string | undefined {
  const line = text?.trim().split('\n')[0]?.trim();
  return line ? line : undefined;
}
