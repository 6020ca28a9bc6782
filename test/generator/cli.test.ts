/**
 * The soapgen command line, driven as a user runs it (a child process): --version, --help, the
 * default command, `wsdl` (the very WSDL the generated server serves), `import` (files, refusals,
 * no overwriting) and `init` (a starter spec and handler that generate and type-check).
 */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runProcess, soapgen } from '../support/cli.js';

// Each run starts a TypeScript process; on a loaded 2-core machine that alone takes seconds.

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const TSC = join(ROOT, 'node_modules/.bin/tsc');
const SCRATCH = join(ROOT, 'test/.generated', `cli-${process.pid}`);
const FIXTURES = join(ROOT, 'test/fixtures/wsdl');

beforeAll(() => mkdirSync(SCRATCH, { recursive: true }));
afterAll(() => rmSync(SCRATCH, { recursive: true, force: true }));

describe('--version and --help', { timeout: 120_000 }, () => {
  it('--version prints the version of the soapgen package', async () => {
    const { version } = JSON.parse(readFileSync(join(ROOT, 'generator/package.json'), 'utf8')) as { version: string };
    expect(await soapgen('--version')).toMatchObject({ status: 0, stdout: `${version}\n` });
  });

  it('--help lists every command with examples', async () => {
    const help = await soapgen('--help');
    expect(help.status).toBe(0);
    for (const command of ['generate', 'wsdl', 'import', 'init']) expect(help.stdout).toMatch(new RegExp(`^  ${command} `, 'm'));
    expect(help.stdout).toContain('Examples:');
    expect(help.stdout).toContain('soapgen import service.wsdl --out spec/svc.yaml');
  });
});

describe('misspelt commands and options, and files that are not there', { timeout: 120_000 }, () => {
  it('names the command or option meant', async () => {
    const [command, option] = await Promise.all([soapgen('generat'), soapgen('generate', '--chek')]);
    expect(command.status).toBe(1);
    expect(command.stderr).toMatch(/^error: unknown command 'generat' \(did you mean generate\? the commands are generate, /);
    expect(option.status).toBe(1);
    expect(option.stderr).toContain('(Did you mean --check?)');
  });

  it('says in one sentence, without a position, that a file is missing or of the wrong kind', async () => {
    const [wsdl, notXml, spec] = await Promise.all([
      soapgen('import', 'nope.wsdl'),
      soapgen('import', 'spec/crmteetimeapi.yaml'),
      soapgen('wsdl', '--spec', 'nope.yaml'),
    ]);
    expect(wsdl).toMatchObject({ status: 1, stdout: '', stderr: 'nope.wsdl: no such file.\n' });
    expect(notXml).toMatchObject({
      status: 1,
      stderr: 'spec/crmteetimeapi.yaml: not XML, so not a WSDL; to generate from a YAML spec run soapgen generate --spec spec/crmteetimeapi.yaml.\n',
    });
    expect(spec).toMatchObject({ status: 1, stderr: 'nope.yaml: no such file.\n' });
  });
});

describe('generate', { timeout: 120_000 }, () => {
  it('is the default command: `--check` alone compares generated/ with spec/', async () => {
    const [implicit, explicit] = await Promise.all([soapgen('--check'), soapgen('generate', '--check')]);
    expect(implicit).toMatchObject({ status: 0, stdout: 'Generated code is up to date (1 service(s)).\n' });
    expect(explicit).toMatchObject({ status: 0, stdout: 'Generated code is up to date (1 service(s)).\n' });
  });
});

describe('wsdl', { timeout: 120_000 }, () => {
  it('prints exactly the WSDL the generated server serves', async () => {
    const url = 'http://tee.example:8080/api/CRMTeeTimeAPI.asmx';
    const printed = await soapgen('wsdl', '--spec', 'spec/crmteetimeapi.yaml', '--url', url);
    expect(printed.status, printed.stderr).toBe(0);
    const documents = (await import('../../generated/crmteetimeapi/documents.js')) as { wsdl(url: string): string };
    expect(printed.stdout).toBe(documents.wsdl(url));
  });

  it('names http://localhost + the spec path when no --url is given; a missing spec exits 1 naming it', async () => {
    const [plain, bad] = await Promise.all([
      soapgen('wsdl', '--spec', 'test/fixtures/library.yaml'),
      soapgen('wsdl', '--spec', 'test/fixtures/no-such-spec.yaml'),
    ]);
    expect(plain.status).toBe(0);
    expect(plain.stdout).toContain('location="http://localhost/services/Library.asmx"');
    expect(bad.status).toBe(1);
    expect(bad.stderr).toBe('test/fixtures/no-such-spec.yaml: no such file.\n');
  });
});

describe('import', { timeout: 120_000 }, () => {
  it('writes the spec to --out, says what it imported, and will not overwrite without --force', async () => {
    const out = join(SCRATCH, 'import/countryinfo.yaml');
    const first = await soapgen('import', 'test/fixtures/wsdl/countryinfoservice.wsdl', '--out', out);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stderr).toContain('service CountryInfoService, 21 operation(s), 6 type(s), transports soap11, soap12');
    const expected = readFileSync(join(FIXTURES, 'expected/countryinfoservice.yaml'), 'utf8');
    // Only the header differs: it names the WSDL relative to the spec's folder.
    const written = readFileSync(out, 'utf8');
    expect(written.split('\n')[0]).toBe(
      '# Imported from ../../../fixtures/wsdl/countryinfoservice.wsdl by soapgen import. Format: SPEC.md of the soapgen package.',
    );
    expect(written.split('\n').slice(1)).toEqual(expected.split('\n').slice(1));

    writeFileSync(out, 'mine');
    const again = await soapgen('import', 'test/fixtures/wsdl/countryinfoservice.wsdl', '--out', out);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('exists; pass --force');
    expect(readFileSync(out, 'utf8')).toBe('mine');
    const forced = await soapgen('import', 'test/fixtures/wsdl/countryinfoservice.wsdl', '--out', out, '--force');
    expect(forced.status).toBe(0);
    expect(readFileSync(out, 'utf8')).toBe(written);
  });

  it('without --out prints the spec; warnings go to stderr with their location', async () => {
    const result = await soapgen('import', 'test/fixtures/wsdl/wcf/Service1.wsdl');
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n').slice(1)).toEqual(readFileSync(join(FIXTURES, 'expected/wcf-orders.yaml'), 'utf8').split('\n').slice(1));
    expect(result.stderr).not.toContain('(warning)');
    const mixed = await soapgen('import', 'test/fixtures/wsdl/corpus/asmx/Dream.wsdl');
    expect(mixed.status).toBe(0);
    expect(mixed.stderr).toMatch(/^test\/fixtures\/wsdl\/corpus\/asmx\/Dream\.wsdl:17:15: mixed="true" .*\(warning\)$/m);
  });

  it('a WSDL the spec cannot express: exit 1, every construct at file:line:column, nothing written', async () => {
    const wsdl = join(SCRATCH, 'encoded.wsdl');
    writeFileSync(wsdl, readFileSync(join(FIXTURES, 'calculator.wsdl'), 'utf8').replaceAll('use="literal"', 'use="encoded"'));
    const out = join(SCRATCH, 'encoded.yaml');
    const result = await soapgen('import', wsdl, '--out', out);
    expect(result.status).toBe(1);
    const located = result.stderr.split('\n').filter((l) => /^test\/\.generated\/cli-\d+\/encoded\.wsdl:\d+:\d+: operation \w+: use="encoded"/.test(l));
    expect(located).toHaveLength(16); // 4 operations × input and output × SOAP 1.1 and 1.2
    expect(result.stderr).toContain('Nothing was written: the WSDL uses what the spec cannot express');
    expect(existsSync(out)).toBe(false);
  });

  it('a WSDL that cannot be read, or whose import cannot, is broken input, not an unsupported feature', async () => {
    const missing = await soapgen('import', 'nope.wsdl');
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain('nope.wsdl');
    expect(missing.stderr).not.toContain('cannot express');
    const wsdl = join(SCRATCH, 'lonely/Service1.wsdl');
    mkdirSync(join(SCRATCH, 'lonely'), { recursive: true });
    writeFileSync(wsdl, readFileSync(join(FIXTURES, 'wcf/Service1.wsdl'), 'utf8'));
    const result = await soapgen('import', wsdl);
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/Service1\.wsdl:\d+:\d+: cannot read .*Service1\.wsdl0\.wsdl: no such file/);
    expect(result.stderr).toContain('Nothing was written: the WSDL or a document it imports is broken');
    expect(result.stderr).not.toContain('cannot express');
  });
});

describe('init', { timeout: 120_000 }, () => {
  it('writes a commented starter spec and a handler that generate and type-check together', { timeout: 240_000 }, async () => {
    const dir = join(SCRATCH, 'init');
    const spec = join(dir, 'spec/greeter.yaml');
    const handler = join(dir, 'src/greeter-handler.ts');
    const out = join(dir, 'generated');
    const created = await soapgen('init', '--name', 'GreeterService', '--spec', spec, '--handler', handler, '--out', out);
    expect(created.status, created.stderr).toBe(0);
    const specText = readFileSync(spec, 'utf8');
    expect(specText.split('\n')[0]).toBe('# yaml-language-server: $schema=../../../../../generator/spec/spec.schema.json');
    expect(specText).toContain('name: GreeterService');
    expect(readFileSync(handler, 'utf8')).toContain("import type { GreeterServiceHandler } from '../generated/greeterservice/index.js';");

    const again = await soapgen('init', '--name', 'GreeterService', '--spec', spec, '--handler', handler, '--out', out);
    expect(again.status).toBe(1);
    expect(again.stderr).toContain('Not overwriting');

    const generated = await soapgen('generate', '--spec', spec, '--out', out);
    expect(generated.status, generated.stderr).toBe(0);
    writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../../../../tsconfig.json', include: ['src', 'generated'], exclude: [] }));
    const checked = await runProcess(TSC, ['--noEmit', '-p', join(dir, 'tsconfig.json')]);
    expect(checked.stdout + checked.stderr).toBe('');
    expect(checked.status).toBe(0);
  });
});
