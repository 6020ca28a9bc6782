/**
 * soapgen as a newcomer gets it: the package is packed, installed into an empty project outside
 * this repository, and used as the README's "Using soapgen in your own project" says: import a
 * published WSDL, generate, build the generated service as a package of its own, write a handler
 * and a client against it, compile with tsc, serve — then the server is called by Python zeep
 * built from the ORIGINAL WSDL over SOAP 1.1 and 1.2, and by the generated client.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runProcess, type Run } from '../support/cli.js';
import { haveZeep, PYTHON } from '../support/requirements.js';

const WSDL = join(ROOT, 'test/fixtures/wsdl/calculator.wsdl');
const ZEEP = join(ROOT, 'test/interop/zeep_wsdl.py');
const VERSIONS = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> };

const HANDLER = `import type { CalculatorHandler } from 'calculator/handler';
import { createCalculatorService } from 'calculator/server';
import { createHttpServer } from 'soapgen/runtime/server/node-http.js';

const handler: CalculatorHandler = {
  add: ({ intA, intB }) => intA + intB,
  subtract: ({ intA, intB }) => intA - intB,
  multiply: ({ intA, intB }) => intA * intB,
  divide: ({ intA, intB }) => Math.trunc(intA / intB),
};

const server = createHttpServer(createCalculatorService(handler));
server.listen(Number(process.env.PORT ?? 8080), '127.0.0.1', () => {
  const address = server.address();
  console.log(\`listening on \${typeof address === 'object' && address ? address.port : ''}\`);
});
`;

// Once over fetch (the default), once over the node:http exchange the package exports.
const CLIENT = `import { CalculatorClient } from 'calculator/client';
import { nodeHttp } from 'soapgen/runtime/client/node-http.js';

const viaFetch = new CalculatorClient({ baseUrl: process.argv[2]!, transport: 'soap12' });
const viaNodeHttp = new CalculatorClient({ baseUrl: process.argv[2]!, http: nodeHttp() });
console.log(await viaFetch.multiply({ intA: 6, intB: 7 }), await viaNodeHttp.multiply({ intA: 6, intB: 7 }));
`;

const TSCONFIG = {
  compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', lib: ['ES2022', 'DOM'], types: ['node'], strict: true, outDir: 'build', rootDir: 'src' },
  include: ['src'],
};

let work = '';
let project = '';
let server: ChildProcess | undefined;

/** Runs a step in the project and fails with its output when it fails. */
async function step(command: string, ...args: string[]): Promise<Run> {
  const run = await runProcess(command, args, project);
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${run.status}:\n${run.stdout}${run.stderr}`);
  return run;
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'soapgen-newcomer-'));
  project = join(work, 'calculator-app');
  mkdirSync(join(project, 'src'), { recursive: true });
  writeFileSync(join(project, 'package.json'), `${JSON.stringify({ name: 'calculator-app', private: true, type: 'module' }, null, 2)}\n`);
});
afterAll(() => {
  server?.kill();
  rmSync(work, { recursive: true, force: true });
});

describe('soapgen installed from its package into a project of its own', { timeout: 180_000 }, () => {
  it('packs with compiled JavaScript, declarations, templates and schema, and nothing of the service', async () => {
    const packed = await runProcess('npm', ['pack', '-w', 'soapgen', '--pack-destination', work, '--json'], ROOT);
    expect(packed.status, packed.stderr).toBe(0);
    const [{ filename, files }] = JSON.parse(packed.stdout.slice(packed.stdout.indexOf('['))) as [{ filename: string; files: { path: string }[] }];
    const paths = files.map((f) => f.path);
    expect(paths).toEqual(expect.arrayContaining(['dist/generator/cli.js', 'dist/runtime/server/node-http.d.ts', 'dist/templates/wsdl.hbs', 'dist/generator/spec/spec.schema.json', 'README.md', 'bin/soapgen.js']));
    expect(paths.filter((p) => p.endsWith('.ts') && !p.endsWith('.d.ts'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'generator/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['commander', 'handlebars', 'saxes', 'ts-morph', 'yaml']);
    expect(readdirSync(work)).toContain(filename);
  });

  it('installs well under a minute, and its bin runs without a TypeScript loader', async () => {
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
    const started = performance.now();
    await step('npm', 'install', join(work, tarball), `typescript@${VERSIONS.devDependencies.typescript}`, `@types/node@${VERSIONS.devDependencies['@types/node']}`,
      '--prefer-offline', '--no-audit', '--no-fund');
    const seconds = (performance.now() - started) / 1000;
    expect(seconds).toBeLessThan(60);
    const installed = readdirSync(join(project, 'node_modules'));
    for (const heavy of ['better-sqlite3', 'postgres', 'tsx', 'pino']) expect(installed).not.toContain(heavy);
    expect((await step('npx', 'soapgen', '--version')).stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('imports the WSDL, generates, builds the generated package and type-checks the handler and client', async () => {
    const imported = await step('npx', 'soapgen', 'import', WSDL, '--out', 'spec/calculator.yaml');
    expect(imported.stdout + imported.stderr).toContain('service Calculator, 4 operation(s)');
    await step('npx', 'soapgen', 'generate', '--spec', 'spec', '--out', 'generated');
    const generated = readFileSync(join(project, 'generated/calculator/server.ts'), 'utf8');
    expect(generated).toContain("from 'soapgen/runtime/server/dispatch.js'");
    await step('npx', 'tsc', '-p', 'generated/calculator');
    await step('npm', 'install', './generated/calculator', '--prefer-offline', '--no-audit', '--no-fund');
    writeFileSync(join(project, 'src/server.ts'), HANDLER);
    writeFileSync(join(project, 'src/client.ts'), CLIENT);
    writeFileSync(join(project, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`);
    await step('npx', 'tsc', '-p', '.');
    // The client's compiled graph holds no server code.
    expect(readFileSync(join(project, 'generated/calculator/dist/client.js'), 'utf8')).not.toMatch(/server/);
  });

  it('serves; zeep built from the original WSDL gets every result over SOAP 1.1 and 1.2, and so does the generated client', async () => {
    server = spawn(process.execPath, ['build/server.js'], { cwd: project, env: { ...process.env, PORT: '0' } });
    const port = await new Promise<string>((resolve, reject) => {
      let output = '';
      server!.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /listening on (\d+)/.exec(output);
        if (match) resolve(match[1]!);
      });
      server!.once('exit', (code) => reject(new Error(`the server exited (${code}): ${output}`)));
    });
    const origin = `http://127.0.0.1:${port}`;
    expect((await step(process.execPath, 'build/client.js', origin)).stdout).toBe('42 42\n');

    if (!haveZeep()) return;
    const calls = [['Add', { intA: 3, intB: 4 }], ['Subtract', { intA: 3, intB: 4 }], ['Multiply', { intA: 6, intB: 7 }], ['Divide', { intA: 7, intB: 2 }]];
    const bindings = { soap11: '{http://tempuri.org/}CalculatorSoap', soap12: '{http://tempuri.org/}CalculatorSoap12' };
    const zeep = await runProcess(PYTHON, [ZEEP, WSDL, `${origin}/calculator.asmx`], project, JSON.stringify({ bindings, calls }));
    expect(zeep.status, zeep.stderr).toBe(0);
    const expected = [7, -1, 42, 3].map((result) => ({ result }));
    expect(JSON.parse(zeep.stdout)).toEqual({ results: { soap11: expected, soap12: expected } });
  });
});
