/**
 * `soapgen mock`: a WSDL served at once, without a handler, to Python zeep built from the original
 * WSDL: sample answers shaped by the schema, canned answers chosen by request values, the WSDL and
 * help pages served, every request printed with its decoded parameters.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ROOT, runProcess } from '../support/cli.js';
import { haveZeep, PYTHON } from '../support/requirements.js';
import { SHARED } from '../support/wsdl-corpus.js';

const TSX = join(ROOT, 'node_modules/.bin/tsx');
const ZEEP = join(ROOT, 'test/interop/zeep_wsdl.py');
const CALCULATOR = join(ROOT, 'test/fixtures/wsdl/calculator.wsdl');
const CORPUS = join(SHARED, 'node-soap/wsdl/list_parameter.wsdl');
const SCRATCH = join(ROOT, 'test/.generated', `mock-${process.pid}`);

const mocks: ChildProcess[] = [];
afterAll(() => {
  for (const m of mocks) m.kill();
});

/** Starts `soapgen mock` on a free port; resolves with the service URL it prints and its output so far. */
function startMock(...args: string[]): Promise<{ url: string; output: () => string }> {
  const child = spawn(TSX, [join(ROOT, 'generator/cli.ts'), 'mock', ...args, '--port', '0'], { cwd: ROOT });
  mocks.push(child);
  let output = '';
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      output += c.toString();
      const match = /^Mock of \S+ at (\S+) /m.exec(output);
      if (match) resolve({ url: match[1]!, output: () => output });
    });
    child.once('exit', (code) => reject(new Error(`soapgen mock exited ${code}:\n${output}`)));
  });
}

/** Waits for the mock to print `line`: its log reaches the pipe after the answer reaches the caller. */
async function printed(output: () => string, line: string): Promise<void> {
  await vi.waitFor(() => expect(output()).toContain(line), { timeout: 10_000 });
}

async function zeep(wsdl: string, url: string, bindings: Record<string, string>, calls: unknown[]): Promise<unknown> {
  const run = await runProcess(PYTHON, [ZEEP, wsdl, url], ROOT, JSON.stringify({ bindings, calls }));
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

const CALCULATOR_BINDINGS = { soap11: '{http://tempuri.org/}CalculatorSoap', soap12: '{http://tempuri.org/}CalculatorSoap12' };

describe('soapgen mock', { timeout: 240_000 }, () => {
  it('serves the Calculator WSDL at once: samples over SOAP 1.1 and 1.2, the WSDL and help pages, each request printed', async () => {
    const { url, output } = await startMock(CALCULATOR);
    const wsdl = await fetch(`${url}?WSDL`).then((r) => r.text());
    expect(wsdl).toContain('<wsdl:service name="Calculator">');
    expect(await fetch(url).then((r) => r.text())).toContain('Add');
    if (!haveZeep()) return;
    const calls = [
      ['Add', { intA: 3, intB: 4 }],
      ['Divide', { intA: 7, intB: 2 }],
    ];
    const sample = [{ result: 0 }, { result: 0 }];
    expect(await zeep(CALCULATOR, url, CALCULATOR_BINDINGS, calls)).toEqual({ results: { soap11: sample, soap12: sample } });
    await printed(output, 'Add {"intA":3,"intB":4}');
    await printed(output, 'Divide {"intA":7,"intB":2}');
  });

  it('answers a choice in a response wrapper with its first alternative, and reads one in a request', async () => {
    const { url, output } = await startMock(join(ROOT, 'test/fixtures/shapes/wrapper-choices.yaml'));
    const ns = 'http://example.org/tickets/';
    const find = `<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><Find xmlns="${ns}"><Event>e</Event><Member><Number>3</Number></Member></Find></soap:Body></soap:Envelope>`;
    const answer = await fetch(url, { method: 'POST', body: find, headers: { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${ns}Find"` } });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toMatch(/<FindResponse xmlns="http:\/\/example.org\/tickets\/"><Event>[^<]+<\/Event><Ticket>[^<]+<\/Ticket><\/FindResponse>/);
    await printed(output, 'Find {"Event":"e","Member":{"Number":3}}');
  });

  it('answers canned results, chosen by request values where the file says so', async () => {
    mkdirSync(SCRATCH, { recursive: true });
    const answers = join(SCRATCH, 'answers.yaml');
    writeFileSync(answers, ['Add:', '  - when: { intA: 2, intB: 2 }', '    result: 5', '  - result: 4', 'Multiply: { result: 42 }', ''].join('\n'));
    const { url } = await startMock(CALCULATOR, '--answers', answers);
    if (!haveZeep()) return;
    const calls = [
      ['Add', { intA: 2, intB: 2 }],
      ['Add', { intA: 1, intB: 1 }],
      ['Multiply', { intA: 6, intB: 7 }],
      ['Subtract', { intA: 1, intB: 1 }],
    ];
    const expected = [5, 4, 42, 0].map((result) => ({ result }));
    expect(await zeep(CALCULATOR, url, CALCULATOR_BINDINGS, calls)).toEqual({ results: { soap11: expected, soap12: expected } });
  });

  it('refuses an answers file naming an operation the service does not have, saying which was meant', async () => {
    mkdirSync(SCRATCH, { recursive: true });
    const answers = join(SCRATCH, 'misspelt.yaml');
    writeFileSync(answers, 'Multiplty: { result: 42 }\n');
    const run = await runProcess(TSX, [join(ROOT, 'generator/cli.ts'), 'mock', CALCULATOR, '--answers', answers, '--port', '0']);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`${answers}: the service has no operation Multiplty (did you mean Multiply?).\n`);
  });

  // The corpus WSDL publishes a SOAP 1.1 binding only, so zeep can call it over SOAP 1.1 only.
  it('serves a WSDL of the shared corpus (an Agresso timesheet service) to zeep', async (context) => {
    if (!existsSync(CORPUS)) {
      console.warn(`${CORPUS} is absent: the corpus mock test is skipped`);
      context.skip();
    }
    const { url, output } = await startMock(CORPUS);
    if (!haveZeep()) return;
    const ns = 'http://services.agresso.com/TimesheetService/TimesheetV201511Mobile';
    const result = (await zeep(CORPUS, url, { soap11: `{${ns}}TimesheetV201511MobileSoap` }, [
      ['About', {}],
      ['GetTimesheetFilter', { requestType: 'x' }],
    ])) as { results: { soap11: { result: unknown }[] } };
    expect(result.results.soap11[0]).toEqual({ result: 'string' });
    expect(result.results.soap11[1]!.result).toEqual([
      { Name: 'string', Value: 'string' },
      { Name: 'string', Value: 'string' },
    ]);
    await printed(output, 'GetTimesheetFilter {"requestType":"x"}');
  });
});

describe('mock answers', () => {
  it('hold a valid value of every scalar of the registry (its sample), range-limited ones too', async () => {
    const { mockHandler } = await import('../../generator/mock.js');
    const { loadSpec } = await import('../../generator/spec/index.js');
    const { SCALARS } = await import('soapgen/runtime/xml/scalars.js');
    const model = await loadSpec(join(ROOT, 'test/fixtures/scalars.yaml'), 'scalars.yaml');
    const handler = mockHandler(model, new Map(), () => {});
    const answered = new Set<string>();
    for (const op of model.operations) {
      const result = handler[op.method]!({});
      if (op.result?.type.kind === 'scalar' && !op.result.listItem) {
        const scalar = SCALARS[op.result.type.name];
        expect(scalar.format(result as never), op.name).toBe(scalar.sample);
        answered.add(op.result.type.name);
      }
    }
    expect([...answered].sort()).toEqual(Object.keys(SCALARS).sort());
  });
});

describe('mock of a service with an operation served as another (test/fixtures/protocol/served-as.yaml)', () => {
  it('has no method for it, and refuses answers given to it, which no request could reach', async () => {
    const { mockHandler, readAnswers } = await import('../../generator/mock.js');
    const { loadSpec } = await import('../../generator/spec/index.js');
    const model = await loadSpec(join(ROOT, 'test/fixtures/protocol/served-as.yaml'), 'served-as.yaml');
    expect(Object.keys(mockHandler(model, new Map(), () => {}))).toEqual(['getLastTradePrice']);
    mkdirSync(SCRATCH, { recursive: true });
    const answers = join(SCRATCH, 'served-as-answers.yaml');
    writeFileSync(answers, 'GetLastTradePriceNoOutput: { result: null }\n');
    await expect(readAnswers(answers, model)).rejects.toThrow(
      `${answers}: GetLastTradePriceNoOutput is served as GetLastTradePrice (their requests cannot be told apart): give the answers to GetLastTradePrice`,
    );
  });
});

describe('mock answers of content models (test/fixtures/shapes/content-models.yaml)', () => {
  it.each([
    // given: operation, canned answer (none: the sample); want: the answer's parts
    ['Pay', undefined, { Card: { Number: 'string', Expiry: 'string' }, Cash: undefined, Code: undefined }],
    ['Draw', undefined, { Main: { $type: 'Circle', Colour: 'string', Radius: expect.any(Number) } }],
    ['Draw', { Main: { $type: 'Square', Colour: 'red', Side: 2 } }, { Main: { $type: 'Square', Colour: 'red', Side: 2 } }],
  ])('%s answers %j with one alternative of a choice, a derived type of an abstract one', async (op, canned, want) => {
    const { mockHandler } = await import('../../generator/mock.js');
    const { loadSpec } = await import('../../generator/spec/index.js');
    const model = await loadSpec(join(ROOT, 'test/fixtures/shapes/content-models.yaml'), 'content-models.yaml');
    const answers = new Map(canned === undefined ? [] : [[op, [{ result: canned }]]]);
    const handler = mockHandler(model, answers as never, () => {});
    const result = handler[model.operations.find((o) => o.name === op)!.method]!({}) as Record<string, unknown>;
    expect(result).toMatchObject(Object.fromEntries(Object.entries(want).filter(([, v]) => v !== undefined)));
    for (const [key, value] of Object.entries(want)) if (value === undefined) expect(result).not.toHaveProperty(key);
  });

  it('refuses a $type outside the hierarchy', async () => {
    const { mockHandler } = await import('../../generator/mock.js');
    const { loadSpec } = await import('../../generator/spec/index.js');
    const model = await loadSpec(join(ROOT, 'test/fixtures/shapes/content-models.yaml'), 'content-models.yaml');
    expect(() => mockHandler(model, new Map([['Draw', [{ result: { Main: { $type: 'Card' } } }]]]) as never, () => {})).toThrow(
      '$type "Card" is not Figure or a type derived from it (Figure, Circle, Square)',
    );
  });
});
