/**
 * soapgen as a newcomer meets it: the package is packed, and generator/README.md's walk-through is
 * followed as written in an empty folder outside this repository: its shell commands are run line
 * by line, its code blocks (those that name their file on their first line) are written to those
 * files, then the project is compiled and run as the text says. Once with the TypeScript that
 * `npm install typescript` installs today, once with 5.9. The server is then called by Python zeep
 * built from the ORIGINAL WSDL over SOAP 1.1 and 1.2, and by the README's clients.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runProcess, type Run } from '../support/cli.js';
import { haveZeep, PYTHON } from '../support/requirements.js';

const WSDL = join(ROOT, 'test/fixtures/wsdl/calculator.wsdl');
const ZEEP = join(ROOT, 'test/interop/zeep_wsdl.py');
const README = readFileSync(join(ROOT, 'generator/README.md'), 'utf8');
const WALKTHROUGH = README.slice(README.indexOf('## From an existing WSDL'), README.indexOf('\n## ', README.indexOf('## From an existing WSDL') + 1));

/** The commands of the walk-through's first shell block, comments and blank lines left out. */
const COMMANDS = (/```sh\n([\s\S]*?)```/.exec(WALKTHROUGH)?.[1] ?? '').split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#'));
/** The code blocks that name their file on their first line (`// src/server.ts`). */
const FILES = [...WALKTHROUGH.matchAll(/```ts\n\/\/ (\S+\.ts)\n([\s\S]*?)```/g)].map(([, path, code]) => ({ path: path!, code: `// ${path}\n${code}` }));
/** `node <file>` as the prose after the code says to start the server and run the client. */
const SERVER = /start the server with `node ([^`]+)`/.exec(WALKTHROUGH)?.[1];
const CLIENT = /run `node ([^`]+)`/.exec(WALKTHROUGH)?.[1];

let work = '';
let tarball = '';

/** Runs a step in a project and fails with its output when it fails. */
async function step(project: string, command: string, ...args: string[]): Promise<Run> {
  const run = await runProcess(command, args, project);
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} exited ${run.status}:\n${run.stdout}${run.stderr}`);
  return run;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'soapgen-newcomer-'));
  const packed = await runProcess('npm', ['pack', '-w', 'soapgen', '--pack-destination', work, '--json'], ROOT);
  if (packed.status !== 0) throw new Error(`npm pack failed:\n${packed.stderr}`);
  tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
}, 300_000);
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the package', () => {
  it('holds compiled JavaScript, declarations, templates, schema and licence, and nothing of the service', async () => {
    const listed = await runProcess('npm', ['pack', '-w', 'soapgen', '--dry-run', '--json', '--ignore-scripts'], ROOT);
    expect(listed.status, listed.stderr).toBe(0);
    const [{ files }] = JSON.parse(listed.stdout.slice(listed.stdout.indexOf('['))) as [{ files: { path: string }[] }];
    const paths = files.map((f) => f.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        'dist/generator/cli.js',
        'dist/runtime/server/node-http.d.ts',
        'dist/templates/wsdl.hbs',
        'dist/generator/spec/spec.schema.json',
        'README.md',
        'LICENSE',
        'bin/soapgen.js',
      ]),
    );
    expect(paths.filter((p) => p.endsWith('.ts') && !p.endsWith('.d.ts'))).toEqual([]);
    const manifest = JSON.parse(readFileSync(join(ROOT, 'generator/package.json'), 'utf8')) as { dependencies: Record<string, string> };
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['commander', 'handlebars', 'saxes', 'ts-morph', 'undici', 'yaml']);
  });

  it('is the tarball the walk-through installs, and the walk-through has its steps', () => {
    expect(COMMANDS.some((c) => c.includes(`npm install ./${tarball}`))).toBe(true);
    expect(COMMANDS[0]).toBe('npm init -y');
    expect(FILES.map((f) => f.path)).toEqual(['src/server.ts', 'src/client.ts', 'src/client-node-http.ts']);
    expect([SERVER, CLIENT]).toEqual(['build/src/server.js', 'build/src/client.js']);
  });
});

// 'latest' is what the walk-through's `npm install typescript` gives; 5.9 is installed over it.
describe.each([
  ['latest', undefined],
  ['5.9', '5.9'],
])('the README walk-through, as written, with TypeScript %s', (_name, pin) => {
  let project = '';
  let server: ChildProcess | undefined;
  afterAll(() => server?.kill());

  it("runs every command, compiles the README's code with the settings tsc --init writes, and serves", { timeout: 400_000 }, async () => {
    project = join(work, `calculator-app-${_name}`);
    mkdirSync(project);
    copyFileSync(join(work, tarball), join(project, tarball));
    copyFileSync(WSDL, join(project, 'Calculator.wsdl'));
    for (const command of COMMANDS) {
      await step(project, 'sh', '-c', command);
      if (pin && command.startsWith('npm install ./soapgen')) await step(project, 'npm', 'install', `typescript@${pin}`);
    }
    const version = (await step(project, 'npx', 'tsc', '--version')).stdout;
    expect(version).toMatch(pin ? new RegExp(`Version ${pin.replace('.', '\\.')}\\.`) : /Version \d+\./);
    for (const file of FILES) {
      mkdirSync(join(project, dirname(file.path)), { recursive: true });
      writeFileSync(join(project, file.path), file.code);
    }
    await step(project, 'npx', 'tsc');
    // The client's compiled graph holds no server code.
    expect(readFileSync(join(project, 'generated/calculator/dist/client.js'), 'utf8')).not.toMatch(/server/);

    const port = await freePort();
    server = spawn(process.execPath, [SERVER!], { cwd: project, env: { ...process.env, PORT: String(port) } });
    const origin = `http://127.0.0.1:${port}`;
    await waitForWsdl(`${origin}/calculator.asmx?WSDL`, server);
    const env = { ...process.env, CALCULATOR_URL: origin };
    for (const client of [CLIENT!, CLIENT!.replace('client.js', 'client-node-http.js')]) {
      const run = await new Promise<Run>((resolve) => {
        const child = spawn(process.execPath, [client], { cwd: project, env });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
        child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
        child.on('close', (status) => resolve({ status, stdout, stderr }));
      });
      expect(run, client).toEqual({ status: 0, stdout: '42\n', stderr: '' });
    }

    if (!haveZeep()) return;
    const calls = [
      ['Add', { intA: 3, intB: 4 }],
      ['Subtract', { intA: 3, intB: 4 }],
      ['Multiply', { intA: 6, intB: 7 }],
      ['Divide', { intA: 7, intB: 2 }],
    ];
    const bindings = { soap11: '{http://tempuri.org/}CalculatorSoap', soap12: '{http://tempuri.org/}CalculatorSoap12' };
    const zeep = await runProcess(PYTHON, [ZEEP, WSDL, `${origin}/calculator.asmx`], project, JSON.stringify({ bindings, calls }));
    expect(zeep.status, zeep.stderr).toBe(0);
    const expected = [7, -1, 42, 3].map((result) => ({ result }));
    expect(JSON.parse(zeep.stdout)).toEqual({ results: { soap11: expected, soap12: expected } });
  });
});

async function waitForWsdl(url: string, server: ChildProcess): Promise<void> {
  let exited = false;
  server.once('exit', () => (exited = true));
  for (let i = 0; i < 100 && !exited; i++) {
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`the server did not answer at ${url}${exited ? ' (it exited)' : ''}`);
}
