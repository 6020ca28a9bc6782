/**
 * Name safety: one spec per name the YAML allows but that could break the generated code. Each is
 * either generated and type-checked (all of them together, by one tsc run) or refused with a
 * message at the line and column where the name is written. The inherited-member field names are
 * also called over every transport, since their danger is at run time.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFiles, serviceFolder } from '../../generator/generate.js';
import { parseSpec, SpecError } from '../../generator/spec/index.js';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { STRICTEST } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = join(ROOT, 'test/.generated/names');
const TSC = join(ROOT, 'node_modules/.bin/tsc');

/** A spec: the service header, then the given types and operations (YAML lines, already indented). */
function spec(options: { name?: string; namespace?: string; types?: string[]; operations: string[] }): string {
  return [
    'service:',
    `  name: ${options.name ?? 'Names'}`,
    `  namespace: ${options.namespace ?? 'http://example.org/names/'}`,
    '  path: /names.asmx',
    'types:',
    '  Result:',
    '    fields:',
    '      Value: { type: string }',
    ...(options.types ?? []),
    'operations:',
    ...options.operations,
    '',
  ].join('\n');
}

const op = (name: string, result = 'Result'): string => `  ${name}: { params: { Text: { type: string } }, result: ${result} }`;
const type = (name: string): string[] => [`  ${name}:`, '    fields:', '      Text: { type: string }'];

/** Generated and type-checked. */
const ACCEPTED: Readonly<Record<string, string>> = {
  'reserved-word-operations': spec({ operations: [op('delete'), op('import'), op('class'), op('Remove'), op('binding')] }),
  'client-and-module-names-as-operations': spec({
    operations: [op('Fetch'), op('Call'), op('Binding'), op('operations'), op('OperationBinding'), op('Options')],
  }),
  'comment-ends-in-descriptions': [
    'service:',
    '  name: Comments',
    '  namespace: http://example.org/comments/',
    '  path: /comments.asmx',
    '  description: "Ends */ early"',
    'types:',
    '  Result:',
    '    description: "A */ result"',
    '    fields:',
    '      Value: { type: string, description: "value */ here" }',
    'operations:',
    '  Op:',
    '    description: "Does */ things"',
    '    params:',
    '      Text: { type: string, description: "text */ there" }',
    '    result: Result',
    '',
  ].join('\n'),
  'inherited-member-fields': [
    'service:',
    '  name: Members',
    '  namespace: http://example.org/members/',
    '  path: /members.asmx',
    'types:',
    '  Keywords:',
    '    fields:',
    '      constructor: { type: string }',
    '      toString: { type: string }',
    '      __proto__: { type: string }',
    '      hasOwnProperty: { type: int }',
    'operations:',
    '  Echo:',
    '    params:',
    '      constructor: { type: string }',
    '      toString: { type: string }',
    '      __proto__: { type: string }',
    '      valueOf: { type: int }',
    '    result: Keywords',
    '',
  ].join('\n'),
  // The scalar registry's features: runtime helpers as operation names, inherited names on enumerations, nillable fields and lists.
  'registry-names': [
    'service:',
    '  name: Registry',
    '  namespace: http://example.org/registry/',
    '  path: /registry.asmx',
    '  transports: [soap12, httpPost]',
    'types:',
    '  Colour: { enum: [Red, Green] }',
    '  Values:',
    '    fields:',
    '      constructor: { type: Colour, nillable: true }',
    '      toString: { type: "guid[]" }',
    '      valueOf: { type: dateTime, required: true, nillable: true }',
    '      hasOwnProperty: { type: "Colour[]" }',
    '      __proto__: { type: decimal, nillable: true }',
    'operations:',
    '  SCALARS: { params: { constructor: { type: Colour } }, result: Values }',
    '  enums: { params: { toString: { type: guid } }, result: "int[]" }',
    '  decodeItems: { params: { valueOf: { type: dateTime } }, result: Colour }',
    '  xmlItems: { params: { Text: { type: string } }, result: "Colour[]" }',
    '  scalarItem: { params: { Text: { type: base64Binary } }, result: guid }',
    '',
  ].join('\n'),
  // Names TypeScript or the generated modules already use: renamed in TypeScript only (test/generator/xml-names.test.ts drives such a service).
  'renamed-types': spec({
    types: [
      'class',
      'string',
      'number',
      'any',
      'Decimal',
      'XmlElement',
      'Promise',
      'FieldReader',
      'Items',
      'NamesClient',
      'DateTimeText',
      'DurationText',
      'Uint8Array',
      'SCALARS',
      'simpleTypes',
      'enumScalar',
      'restrictedScalar',
      'OpForm',
      'OpRequest',
      'decodeOpRequest',
    ]
      .flatMap(type)
      .concat(['  Guid: { enum: [A, B] }']),
    operations: [op('Op'), op('GetItem'), op('getItem'), op('Constructor'), op('__proto__'), op('op-name'), op('op.name')],
  }),
  'runtime-service-name': spec({ name: 'SoapService', operations: [op('Op')] }),
  'keyword-fields': spec({
    types: ['  Flags:', '    fields:', '      class: { type: string }', '      delete: { type: boolean }', '      import: { type: "int[]" }'],
    operations: [op('Op', 'Flags')],
  }),
};

/** Refused: the text the issue must point at, and what it must say. */
const REFUSED: readonly { name: string; spec: string; at: string; message: RegExp }[] = [
  { name: 'type 1st', spec: spec({ types: type('1st'), operations: [op('Op')] }), at: '  1st:', message: /type name "1st" is not a valid XML name/ },
  { name: 'operation -op', spec: spec({ operations: [op('-op')] }), at: '  -op:', message: /operation name "-op" is not a valid XML name/ },
  {
    name: 'namespace with a space',
    spec: spec({ namespace: '"http://example.org/a b"', operations: [op('Op')] }),
    at: '"http',
    message: /service namespace "http:\/\/example\.org\/a b" must be a URI, without spaces/,
  },
  {
    name: 'namespace with &',
    spec: spec({ namespace: 'http://example.org/?a=1&b=2', operations: [op('Op')] }),
    at: 'http',
    message: /service namespace "http:\/\/example\.org\/\?a=1&b=2" must not contain & < > " ' or \\/,
  },
  {
    name: 'namespace with a template placeholder',
    spec: spec({ namespace: '"http://{{url}}/xi/Global"', operations: [op('Op')] }),
    at: '"http',
    message: /service namespace "http:\/\/\{\{url\}\}\/xi\/Global" must be a URI: \{ \} \| \^ and ` are not URI characters/,
  },
];

/** Where `needle` first occurs; a needle of two spaces and a key points at the key. */
function locate(text: string, needle: string): { line: number; column: number } {
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const column = lines[i]!.indexOf(needle);
    if (column >= 0) return { line: i + 1, column: column + 1 + (needle.startsWith('  ') ? 2 : 0) };
  }
  throw new Error(`${needle} not in spec`);
}

describe('names that cannot be made safe are refused where they are written', () => {
  it.each(REFUSED)('$name', ({ spec: text, at, message }) => {
    const file = 'names.yaml';
    let error: unknown;
    try {
      parseSpec(text, file);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(SpecError);
    const issues = (error as SpecError).issues;
    const issue = issues.find((i) => message.test(i.message));
    expect(issue, issues.map((i) => i.message).join('\n')).toBeDefined();
    expect({ line: issue!.line, column: issue!.column }).toEqual(locate(text, at));
  });
});

interface Keywords {
  constructor?: string;
  toString?: string;
  __proto__?: string;
  hasOwnProperty?: number;
}
interface MembersClient {
  echo(request: object): Promise<Keywords>;
}

describe('every other dangerous name generates code that compiles and works', () => {
  let running: RunningServer;
  const received: unknown[] = [];

  beforeAll(async () => {
    rmSync(OUT, { recursive: true, force: true });
    for (const [name, text] of Object.entries(ACCEPTED)) {
      const model = parseSpec(text, `${name}.yaml`);
      const dir = join(OUT, name, serviceFolder(model));
      for (const file of generateFiles(model, relative(ROOT, dir))) {
        mkdirSync(dirname(join(dir, file.path)), { recursive: true });
        writeFileSync(join(dir, file.path), file.content);
      }
    }
    writeFileSync(
      join(OUT, 'tsconfig.json'),
      `${JSON.stringify({ extends: '../../../tsconfig.json', compilerOptions: STRICTEST, include: ['**/*.ts'], exclude: [] }, null, 2)}\n`,
    );
    const server = (await import(pathToFileURL(join(OUT, 'inherited-member-fields/members/server.ts')).href)) as {
      createMembersService(handler: { echo(request: Record<string, unknown>): Keywords }): SoapService;
    };
    running = await serve(
      server.createMembersService({
        echo(request) {
          received.push(request);
          const own = (key: string): unknown => (Object.hasOwn(request, key) ? request[key] : undefined);
          return {
            constructor: own('constructor') as string,
            toString: own('toString') as string,
            ['__proto__']: own('__proto__') as string,
            hasOwnProperty: own('valueOf') as number,
          } as Keywords;
        },
      }),
    );
  }, 60_000);

  afterAll(async () => {
    await running?.close();
  });

  it('type-checks all of them in one tsc run', () => {
    const result = spawnSync(TSC, ['--noEmit', '-p', relative(ROOT, join(OUT, 'tsconfig.json'))], { cwd: ROOT, encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  }, 120_000);

  const TRANSPORTS: readonly Transport[] = ['soap11', 'soap12', 'httpPost'];

  it.each(TRANSPORTS)('fields named constructor, toString, __proto__ are own properties over %s', async (transport) => {
    const { MembersClient } = (await import(pathToFileURL(join(OUT, 'inherited-member-fields/members/client.ts')).href)) as {
      MembersClient: new (options: { baseUrl: string; transport: Transport }) => MembersClient;
    };
    const client = new MembersClient({ baseUrl: running.origin, transport });

    // Absent: nothing inherited is sent or encoded, and nothing arrives.
    received.length = 0;
    const empty = await client.echo({});
    expect(received).toHaveLength(1);
    const given = (value: object): string[] =>
      Object.entries(value)
        .filter(([, v]) => v !== undefined)
        .map(([k]) => k);
    expect(given(received[0] as object)).toEqual([]);
    expect(given(empty)).toEqual([]);
    expect(Object.getPrototypeOf(empty)).toBe(Object.prototype);

    // Present: each arrives as an own property and comes back as one.
    const request = JSON.parse('{"constructor":"c","toString":"t","__proto__":"p","valueOf":7}') as object;
    received.length = 0;
    const full = await client.echo(request);
    expect(received).toEqual([request]);
    expect(Object.hasOwn(full, '__proto__')).toBe(true);
    expect(JSON.stringify(full)).toBe('{"constructor":"c","toString":"t","__proto__":"p","hasOwnProperty":7}');
  });
});
