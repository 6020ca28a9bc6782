/**
 * The generator end to end: the spec → model tables, the committed output (golden files), the
 * command line's failure modes on bad specs, atomic writes, and a second, unrelated spec
 * (test/fixtures/library.yaml) generated, type-checked, served and called over all three transports.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateFiles, serviceFolder } from '../../generator/generate.js';
import type { FieldModel, Model, TypeModel, ValueShape } from '../../generator/model.js';
import { loadSpec, parseSpec, SpecError } from '../../generator/spec/index.js';
import { BUILD_FOLDER } from '../../generator/output.js';
import type { Transport } from 'soapgen/runtime/binding.js';
import type { SoapService, ServiceOptions } from 'soapgen/runtime/server/dispatch.js';
import { soapgen } from '../support/cli.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveXmllint, XMLLINT } from '../support/requirements.js';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SCRATCH = join(ROOT, 'test/.generated');
const TSX = join(ROOT, 'node_modules/.bin/tsx');
const TSC = join(ROOT, 'node_modules/.bin/tsc');
const CRM_SPEC = 'spec/crmteetimeapi.yaml';
const LIBRARY_SPEC = 'test/fixtures/library.yaml';

/** Runs the generator's command line from the project root, as `npm run generate -- ...` does. */
function cli(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(TSX, ['generator/cli.ts', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A value shape as the spec writes it: `int`, `Area`, `Area[]`. */
function written(shape: ValueShape): string {
  return shape.listItem === undefined ? shape.type.name : `${shape.type.name}[]`;
}

/** `Name:type`, with `!` when required and `<Item>` when a list's item element is not the type name. */
function describeField(f: FieldModel): string {
  const item = f.listItem !== undefined && f.listItem !== f.type.name ? `<${f.listItem}>` : '';
  return `${f.name}:${written(f)}${item}${f.required ? '!' : ''}`;
}

function typeOf(model: Model, name: string): TypeModel {
  const t = model.types.find((x) => x.name === name);
  expect(t, `type ${name}`).toBeDefined();
  return t!;
}

// ---------------------------------------------------------------------------------------------

describe('spec → model (spec/crmteetimeapi.yaml)', () => {
  let model: Model;
  beforeAll(async () => {
    model = await loadSpec(join(ROOT, CRM_SPEC), CRM_SPEC);
  });

  it('describes the service', () => {
    expect(model.source).toBe(CRM_SPEC);
    expect(model.service).toMatchObject({ name: 'CRMTeeTimeAPI', namespace: 'http://onlinereservationsystems.com/api/', path: '/api/CRMTeeTimeAPI.asmx' });
    expect(serviceFolder(model)).toBe('crmteetimeapi');
  });

  // name, params (`!` = required), result as written, HTTP POST root
  const OPERATIONS: readonly (readonly [string, string, string, string])[] = [
    ['Login', 'OwnerID:int! UserID:string Password:string', 'ResponseLogin', 'ResponseLogin'],
    ['GetTotalTeeTimesCount', 'SessionID:string', 'ResponseGetTotalTeeTimesCount', 'ResponseGetTotalTeeTimesCount'],
    ['GetAreaList', 'SessionID:string StateProv:string', 'ResponseGetArea', 'ResponseGetArea'],
    ['GetFacilitiesByArea', 'SessionID:string AreaID:int!', 'ResponseGetFacilityList', 'ResponseGetFacilityList'],
    ['GetIcons', 'SessionID:string', 'ResponseIcon', 'ResponseIcon'],
    [
      'SearchTeeTimes',
      'SessionID:string StateProv:string AreaID:int! FacilityID:int! FromDate:string ToDate:string AMPM:string NumberOfPlayers:int! DiscountPercent:int!',
      'ResponseSearchTeeTime',
      'ResponseSearchTeeTime',
    ],
    ['HoldTeeTime', 'SessionID:string TeeTimeID:int! NumberOfPlayers:int! CustomerID:string', 'ResponseHoldTeeTime', 'ResponseHoldTeeTime'],
    [
      'SaveCustomer',
      'SessionID:string FacilityID:int! EmailAddress:string FirstName:string LastName:string Address1:string Address2:string City:string State:string CountryCode:string PostalCode:string Phone:string',
      'CustomerResponse',
      'CustomerResponse',
    ],
    // `<<: *customerParams` after its own two: merged parameters keep their place.
    [
      'SaveActiveCustomer',
      'Password:string OldPassword:string SessionID:string FacilityID:int! EmailAddress:string FirstName:string LastName:string Address1:string Address2:string City:string State:string CountryCode:string PostalCode:string Phone:string',
      'CustomerResponse',
      'CustomerResponse',
    ],
    [
      'CreateReservation',
      'SessionID:string TeeTimeID:int! CreditCardNumber:string EmailAddress:string CustomerID:string NumberOfPlayers:int! CreditCardName:string CreditCardAddress:string CreditCardPostalCode:string CreditCardCountry:string CreditCardType:string CreditCardExpMo:int! CreditCardExpYr:int!',
      'ResponseMakeReservation',
      'ResponseMakeReservation',
    ],
    [
      'CreateReservationWithTracking',
      'SessionID:string TeeTimeID:int! CreditCardNumber:string EmailAddress:string CustomerID:string NumberOfPlayers:int! CreditCardName:string CreditCardAddress:string CreditCardPostalCode:string CreditCardCountry:string CreditCardType:string CreditCardExpMo:int! CreditCardExpYr:int! TrackingCode:string',
      'ResponseMakeReservation',
      'ResponseMakeReservation',
    ],
    [
      'CreateReservationWithFreeRound',
      'SessionID:string TeeTimeID:int! CreditCardNumber:string EmailAddress:string CustomerID:string NumberOfPlayers:int! CreditCardName:string CreditCardAddress:string CreditCardPostalCode:string CreditCardCountry:string CreditCardType:string CreditCardExpMo:int! CreditCardExpYr:int! TrackingCode:string CardID:int! NumberOfFreePlayers:int!',
      'ResponseMakeReservation',
      'ResponseMakeReservation',
    ],
    ['GetCustomerPlayerCardProfile', 'SessionID:string CustomerID:string', 'ResponsePlayerCardProfile[]', 'ArrayOfResponsePlayerCardProfile'],
    ['HasPlayerCard', 'SessionID:string CustomerID:string TeeTimeID:int!', 'ResponseHasPlayerCard', 'ResponseHasPlayerCard'],
    [
      'AddPlayerCard',
      'SessionID:string PlayerCardID:int! CustomerID:string TotalAmt:decimal! ExpirationDate:string Comment:string',
      'ResponseAddPlayerCard',
      'ResponseAddPlayerCard',
    ],
    ['GetReservation', 'SessionID:string ReservationID:int!', 'ResponseGetReservation', 'ResponseGetReservation'],
    [
      'GetCustomerReservations',
      'SessionID:string CustomerID:string FromDate:string ToDate:string',
      'ResponseGetCustomerReservations',
      'ResponseGetCustomerReservations',
    ],
    ['GetCancellationPolicy', 'SessionID:string ReservationID:int! TeeTimeID:int!', 'ResponseGetCancellationPolicy', 'ResponseGetCancellationPolicy'],
    ['CancelReservation', 'SessionID:string ReservationID:int! CustomerID:string Reason:string', 'ResponseCancelReservation', 'ResponseCancelReservation'],
  ];

  it('has the operations in spec order', () => {
    expect(model.operations.map((o) => o.name)).toEqual(OPERATIONS.map(([name]) => name));
  });

  it.each(OPERATIONS)('%s: params %s → %s (HTTP POST root %s)', (name, params, result, root) => {
    const op = model.operations.find((o) => o.name === name)!;
    expect(op.params.map(describeField).join(' ')).toBe(params);
    expect(written(op.result!)).toBe(result);
    expect(op.result!.type.kind).toBe('complex');
    expect(op.httpPostRoot).toBe(root);
    expect(op.soapAction).toBe(`http://onlinereservationsystems.com/api/${name}`);
    expect(op.httpPost).toBe(true);
  });

  it('accepts form names M and AMPM for SearchTeeTimes.AMPM, M documented; every other parameter its own name', () => {
    for (const op of model.operations) {
      for (const p of op.params) {
        expect(p.formNames, `${op.name}.${p.name}`).toEqual(op.name === 'SearchTeeTimes' && p.name === 'AMPM' ? ['M', 'AMPM'] : [p.name]);
      }
    }
  });

  it('lists the items of GetCustomerPlayerCardProfile as ResponsePlayerCardProfile under ArrayOfResponsePlayerCardProfile', () => {
    const op = model.operations.find((o) => o.name === 'GetCustomerPlayerCardProfile')!;
    expect(op.result).toEqual({
      name: 'GetCustomerPlayerCardProfileResult',
      namespace: 'http://onlinereservationsystems.com/api/',
      type: { kind: 'complex', name: 'ResponsePlayerCardProfile', ts: 'ResponsePlayerCardProfile' },
      listItem: 'ResponsePlayerCardProfile',
      required: false,
      nillable: false,
    });
    expect(op.httpPostRoot).toBe('ArrayOfResponsePlayerCardProfile');
  });

  // type, base, fields (inherited first)
  const TYPES: readonly (readonly [string, string | undefined, string])[] = [
    ['ResultBase', undefined, 'ErrorMessage:string ErrorCode:int! ComErrorString:string'],
    ['ResponseLogin', 'ResultBase', 'ErrorMessage:string ErrorCode:int! ComErrorString:string SessionID:string'],
    ['ResponseGetArea', 'ResultBase', 'ErrorMessage:string ErrorCode:int! ComErrorString:string Areas:Area[]'],
    ['Facility', undefined, 'ID:int! ShortName:string LongName:string'],
    [
      'TeeTime',
      undefined,
      'ID:int! Time:string Information:string PlayersAllowed:string Holes:int! RetailRate:decimal! CourseFee:decimal! BookingFee:decimal! TaxAmount:decimal! Icons:string',
    ],
    [
      'TeeTimeFacility',
      'Facility',
      'ID:int! ShortName:string LongName:string Courses:TeeTimeCourse[] Address1:string Address2:string City:string StateProv:string Country:string PostalCode:string Phone:string Fax:string URLAddress:string TeeTimePolicy:string',
    ],
    ['ResponseSearchTeeTime', 'ResultBase', 'ErrorMessage:string ErrorCode:int! ComErrorString:string Facilities:TeeTimeFacility[]'],
    ['ResponseHoldTeeTime', 'ResultBase', 'ErrorMessage:string ErrorCode:int! ComErrorString:string HoldTeeTime:HoldTeeTime'],
    ['HoldTeeTime', undefined, 'NewTeeTimeID:int! NewDateTime:string CourseFee:decimal! TaxAmount:decimal! BookingFee:decimal! DueOnline:decimal!'],
    ['Reservation', undefined, 'ActualDateTime:string ReservationID:int! Charges:Charge[]'],
    ['ResponseHasPlayerCard', undefined, 'CustomerCards:Card[]'],
    [
      'ResponsePlayerCardProfile',
      undefined,
      'SpecialOfferCustomerEffectiveDate:string SpecialOfferCustomerExpirationDate:string SpecialOfferTitle:string SpecialOfferFreeRounds:int! RoundsUsed:int! CardStatus:string WebSites:string PlayerCardRounds:PlayerCardRounds[]',
    ],
    ['ResponseAddPlayerCard', undefined, ''],
  ];

  it.each(TYPES)('type %s (base %s): %s', (name, base, fields) => {
    const t = typeOf(model, name);
    expect(t.base).toBe(base);
    expect(t.fields.map(describeField).join(' ')).toBe(fields);
  });

  it("puts Facility's own field models first in TeeTimeFacility", () => {
    const facility = typeOf(model, 'Facility');
    const teeTimeFacility = typeOf(model, 'TeeTimeFacility');
    expect(teeTimeFacility.fields.slice(0, facility.fields.length)).toEqual(facility.fields);
    expect(teeTimeFacility.fields[facility.fields.length]!.name).toBe('Courses');
    expect(typeOf(model, 'ResponseAddPlayerCard').fields).toEqual([]);
  });

  it('keeps the types in spec order', () => {
    expect(model.types.map((t) => t.name).slice(0, 4)).toEqual(['ResultBase', 'ResponseLogin', 'ResponseGetTotalTeeTimesCount', 'Area']);
    expect(model.types.at(-1)!.name).toBe('ResponseCancelReservation');
    expect(model.types).toHaveLength(32);
  });
});

describe('generator/SPEC.md', () => {
  it('opens with an example spec that is valid and means what the README says', () => {
    const readme = readFileSync(join(ROOT, 'generator/SPEC.md'), 'utf8');
    const example = /```yaml\n([\s\S]*?)```/.exec(readme)![1]!;
    const model = parseSpec(example, 'generator/SPEC.md');
    expect(model.operations.map((o) => [o.name, o.httpPostRoot, o.params.map((p) => p.formNames)])).toEqual([
      ['SearchCatalogue', 'ArrayOfBook', [['Query'], ['MaxResults']]],
      ['LendBook', 'LendResult', [['Member', 'MemberID'], ['ISBN']]],
    ]);
    expect(typeOf(model, 'LendResult').fields.map(describeField).join(' ')).toBe('Status:int! Message:string Book:Book');
    expect(typeOf(model, 'Book').fields.map(describeField)).toContain('Tags:string[]<Tag>');
  });
});

// ---------------------------------------------------------------------------------------------

describe('golden files: generated/ is what spec/ generates', () => {
  it('equals the committed files, compared in process', async () => {
    const model = await loadSpec(join(ROOT, CRM_SPEC), CRM_SPEC);
    const files = generateFiles(model, 'generated/crmteetimeapi');
    const dir = join(ROOT, 'generated/crmteetimeapi');
    expect(readdirSync(dir).sort()).toEqual(files.map((f) => f.path).sort());
    for (const file of files) expect(readFileSync(join(dir, file.path), 'utf8'), file.path).toBe(file.content);
  });

  it('passes npm run generate -- --check', { timeout: 120_000 }, () => {
    const result = cli('--check');
    expect(result.stderr).toBe('');
    expect(result.stdout).toContain('Generated code is up to date (1 service(s)).');
    expect(result.status).toBe(0);
  });

  it('fails --check naming exactly the changed, missing and extra files', { timeout: 120_000 }, () => {
    const out = join(SCRATCH, 'golden-stale');
    rmSync(out, { recursive: true, force: true });
    cpSync(join(ROOT, 'generated'), out, { recursive: true });
    const outRel = relative(ROOT, out);
    // The same spec path as the committed code (../../spec/), so only the edits below differ.
    mkdirSync(join(SCRATCH, 'spec'), { recursive: true });
    cpSync(join(ROOT, CRM_SPEC), join(SCRATCH, CRM_SPEC));
    const spec = relative(ROOT, join(SCRATCH, CRM_SPEC));

    const clean = cli('--spec', spec, '--out', outRel, '--check');
    expect(clean.stderr).toBe('');
    expect(clean.status).toBe(0);

    writeFileSync(join(out, 'crmteetimeapi/types.ts'), `${readFileSync(join(out, 'crmteetimeapi/types.ts'), 'utf8')}// edited by hand\n`);
    rmSync(join(out, 'crmteetimeapi/forms.ts'));
    writeFileSync(join(out, 'crmteetimeapi/extra.ts'), 'export {};\n');
    // The package's build output (its tsconfig's outDir), as `tsc -p` leaves it, is not generated code.
    expect(readFileSync(join(out, 'crmteetimeapi/tsconfig.json'), 'utf8')).toContain(`"outDir": "${BUILD_FOLDER}"`);
    mkdirSync(join(out, 'crmteetimeapi', BUILD_FOLDER), { recursive: true });
    writeFileSync(join(out, 'crmteetimeapi', BUILD_FOLDER, 'types.js'), 'export {};\n');
    const stale = cli('--spec', spec, '--out', outRel, '--check');
    expect(stale.status).toBe(1);
    expect(stale.stderr).toContain('Generated code is stale');
    const listed = stale.stderr
      .split('\n')
      .filter((l) => l.startsWith('  '))
      .map((l) => l.trim());
    expect(listed).toEqual([
      `${outRel}/crmteetimeapi/extra.ts (not generated by the spec)`,
      `${outRel}/crmteetimeapi/forms.ts (missing)`,
      `${outRel}/crmteetimeapi/types.ts (differs)`,
    ]);
    // --check never writes.
    expect(existsSync(join(out, 'crmteetimeapi/forms.ts'))).toBe(false);
    expect(existsSync(join(out, 'crmteetimeapi/extra.ts'))).toBe(true);
  });
});

describe('determinism', () => {
  it('generates identical content twice', async () => {
    const first = generateFiles(await loadSpec(join(ROOT, CRM_SPEC), CRM_SPEC), 'generated/crmteetimeapi');
    const second = generateFiles(await loadSpec(join(ROOT, CRM_SPEC), CRM_SPEC), 'generated/crmteetimeapi');
    expect(second).toEqual(first);
    expect(first.map((f) => f.path)).toEqual([
      'client.ts',
      'decoders.ts',
      'documents.ts',
      'encoders.ts',
      'forms.ts',
      'handler.ts',
      'index.ts',
      'operations.ts',
      'package.json',
      'server.ts',
      'tsconfig.json',
      'types.ts',
      'wsdl.ts',
    ]);

    const library = await loadSpec(join(ROOT, LIBRARY_SPEC), LIBRARY_SPEC);
    expect(generateFiles(library, 'x/libraryservice')).toEqual(generateFiles(library, 'x/libraryservice'));
  });

  it('writes nothing that depends on time or place beyond the relative paths to the runtime and the spec', async () => {
    const model = await loadSpec(join(ROOT, CRM_SPEC), CRM_SPEC);
    const a = generateFiles(model, 'generated/crmteetimeapi');
    const b = generateFiles(model, 'elsewhere/deeper/crmteetimeapi');
    // The runtime import and the spec's path in the header are relative to the output folder.
    const normalise = (text: string): string => text.replace(/'(\.\.\/)+runtime\//g, "'<runtime>/").replace(/from (\.\.\/)+spec\//, 'from <spec>/');
    expect(b.map((f) => normalise(f.content))).toEqual(a.map((f) => normalise(f.content)));
    expect(a.find((f) => f.path === 'types.ts')!.content).toContain("from 'soapgen/runtime/xml/scalars.js'");
    expect(b.find((f) => f.path === 'types.ts')!.content).toContain("from 'soapgen/runtime/xml/scalars.js'");
  });
});

// ---------------------------------------------------------------------------------------------

describe('bad specs: nothing generated, every problem located', () => {
  const BAD = join(SCRATCH, 'bad');
  const OUT = join(SCRATCH, 'out-bad');
  const SENTINEL = 'left alone by a failed generation\n';
  const head = ['service:', '  name: Shop', '  namespace: http://example.org/shop/', '  path: /Shop.asmx'];

  interface BadSpec {
    readonly name: string;
    readonly lines: readonly string[];
    /** Text on the line the issue must point at; the column is where that text starts. */
    readonly at: string;
    readonly message: RegExp;
  }

  const CASES: readonly BadSpec[] = [
    {
      name: 'yaml-syntax',
      lines: [...head, 'types:', '  A:', '    fields:', '      X: type: int', 'operations:', '  Op: { params: {}, result: A }'],
      at: 'type: int',
      message: /invalid YAML: Nested mappings are not allowed in compact mappings/,
    },
    {
      name: 'unknown-type',
      lines: [...head, 'types:', '  A:', '    fields:', '      X: { type: Strin }', 'operations:', '  Op: { params: {}, result: A }'],
      at: 'X: { type: Strin }',
      message: /A\.X refers to unknown type "Strin" \(did you mean string\? known: string, boolean, int, long, .*, guid, char, .*, anyType, A\)/,
    },
    {
      name: 'wildcard-namespace-test',
      lines: [...head, 'types:', '  A:', '    fields:', '      X: { any: "##others" }', 'operations:', '  Op: { params: {}, result: A }'],
      at: '"##others"',
      message: /any of X: "##others" is not a namespace test \(##any, ##other, or URIs, ##targetNamespace and ##local\)/,
    },
    {
      name: 'wildcard-max-occurs',
      lines: [...head, 'types:', '  A:', '    fields:', '      X: { any: "##any", maxOccurs: 0 }', 'operations:', '  Op: { params: {}, result: A }'],
      at: '0 }',
      message: /maxOccurs of any of X must be a whole number, 1 or more, or unbounded/,
    },
    {
      name: 'min-occurs-one',
      lines: [
        ...head,
        'types:',
        '  A:',
        '    fields:',
        '      X: { type: "string[]", inline: true, minOccurs: 1, required: true }',
        'operations:',
        '  Op: { params: {}, result: A }',
      ],
      at: '1, required',
      message: /minOccurs of X must be a whole number, 2 or more \(required: true is one\)/,
    },
    {
      name: 'min-occurs-wrapped',
      lines: [
        ...head,
        'types:',
        '  A:',
        '    fields:',
        '      X: { type: "string[]", minOccurs: 2, required: true }',
        'operations:',
        '  Op: { params: {}, result: A }',
      ],
      at: '2, required',
      message: /A\.X has "minOccurs": only a list without a wrapper \(inline: true\) can have a lower bound/,
    },
    {
      name: 'min-occurs-above-max',
      lines: [
        ...head,
        'types:',
        '  A:',
        '    fields:',
        '      X: { type: "string[]", inline: true, minOccurs: 3, maxOccurs: 2, required: true }',
        'operations:',
        '  Op: { params: {}, result: A }',
      ],
      at: '3, maxOccurs',
      message: /A\.X: minOccurs 3 is more than maxOccurs 2/,
    },
    {
      name: 'any-attributes-clash',
      lines: [
        ...head,
        'types:',
        '  A:',
        '    fields:',
        '      anyAttributes: { type: string }',
        '    anyAttribute: "##any"',
        'operations:',
        '  Op: { params: {}, result: A }',
      ],
      at: 'anyAttribute: "##any"',
      message: /type A has anyAttribute, held by the TypeScript property anyAttributes: a field of that name would be the same property/,
    },
    {
      name: 'any-type-attribute',
      lines: [...head, 'types:', '  A:', '    attributes:', '      x: { type: anyType }', 'operations:', '  Op: { params: {}, result: A }'],
      at: 'x: { type: anyType }',
      message: /attribute A\.x must be of a scalar or simple type/,
    },
    {
      name: 'unknown-result-type',
      lines: [...head, 'types:', '  A:', '    fields: {}', 'operations:', '  Op:', '    params: {}', '    result: "Aa[]"'],
      at: 'result: "Aa[]"',
      message: /result of Op refers to unknown type "Aa"/,
    },
    {
      name: 'duplicate-type',
      lines: [...head, 'types:', '  A:', '    fields: {}', '  A:', '    fields: {}', 'operations:', '  Op: { params: {}, result: A }'],
      at: 'A:\u0000second',
      message: /duplicate key "A": a mapping names each key once/,
    },
    {
      name: 'duplicate-field',
      lines: [
        ...head,
        'types:',
        '  A:',
        '    fields:',
        '      X: { type: int }',
        '      X: { type: string }',
        'operations:',
        '  Op: { params: {}, result: A }',
      ],
      at: 'X: { type: string }',
      message: /duplicate key "X": a mapping names each key once/,
    },
    {
      // Unquoted, the brackets are YAML flow syntax: one error with the fix, not a cascade.
      name: 'unquoted-list-in-flow-mapping',
      lines: [
        ...head,
        'types:',
        '  A:',
        '    fields:',
        '      X: { type: A[], required: true }',
        '      Y: { type: int }',
        'operations:',
        '  Op: { params: {}, result: A }',
      ],
      at: 'A[]',
      message: /invalid YAML: A\[\] must be quoted inside \{ \}, where \[ and \] are YAML syntax: write "A\[\]"/,
    },
    {
      name: 'unclosed-quote',
      lines: [...head, '  description: "Sells things', 'types:', '  A:', '    fields: {}', 'operations:', '  Op: { params: {}, result: A }'],
      at: '"Sells',
      message: /invalid YAML: the string opened by " here is never closed \(add the closing "\)/,
    },
    {
      name: 'duplicate-param-through-merge',
      lines: [
        ...head,
        'types:',
        '  A:',
        '    fields: {}',
        'operations:',
        '  Op:',
        '    params: &p',
        '      X: { type: int }',
        '    result: A',
        '  Op2:',
        '    params:',
        '      <<: *p',
        '      X: { type: string }',
        '    result: A',
      ],
      at: 'X: { type: string }',
      message: /duplicate name X in params of Op2/,
    },
    {
      name: 'inherited-field-redeclared',
      lines: [
        ...head,
        'types:',
        '  A:',
        '    fields:',
        '      X: { type: int }',
        '  B:',
        '    extends: A',
        '    fields:',
        '      X: { type: string }',
        'operations:',
        '  Op: { params: {}, result: B }',
      ],
      at: 'X: { type: string }',
      message: /field B\.X is already inherited from A/,
    },
    {
      // Reported where the operation's mapping starts (its first key).
      name: 'missing-result',
      lines: [...head, 'types:', '  A:', '    fields: {}', 'operations:', '  Op:', '    description: Does things.', '    params: {}'],
      at: 'description: Does things.',
      message: /operation Op is missing "result"/,
    },
    {
      name: 'unknown-key',
      lines: [...head, 'types:', '  A:', '    fields:', '      X: { type: int, requird: true }', 'operations:', '  Op: { params: {}, result: A }'],
      at: 'requird',
      message:
        /unknown key "requird" in field X \(did you mean required\? expected one of: type, item, itemNamespace, listType, listNamespace, itemNillable, inline, minOccurs, maxOccurs, namespace, .*required, nillable, description\)/,
    },
    {
      name: 'extends-cycle',
      lines: [
        ...head,
        'types:',
        '  A:',
        '    extends: B',
        '    fields: {}',
        '  B:',
        '    extends: A',
        '    fields: {}',
        'operations:',
        '  Op: { params: {}, result: A }',
      ],
      at: 'extends: B',
      message: /type A extends itself through its bases/,
    },
    {
      name: 'operation-extends-unknown',
      lines: [...head, 'types:', '  A:', '    fields: {}', 'operations:', '  Op:', '    extends: Nope', '    params: {}', '    result: A'],
      at: 'extends: Nope',
      message: /operation Op extends unknown operation "Nope"/,
    },
    {
      name: 'operation-extends-cycle',
      lines: [
        ...head,
        'types:',
        '  A:',
        '    fields: {}',
        'operations:',
        '  Op:',
        '    extends: Op2',
        '    params: {}',
        '    result: A',
        '  Op2:',
        '    extends: Op',
        '    params: {}',
        '    result: A',
      ],
      at: 'extends: Op2',
      message: /operation Op extends itself through its bases/,
    },
    {
      name: 'operation-redeclares-inherited-parameter',
      lines: [
        ...head,
        'types:',
        '  A:',
        '    fields: {}',
        'operations:',
        '  Op:',
        '    params: { X: { type: int } }',
        '    result: A',
        '  Op2:',
        '    extends: Op',
        '    params:',
        '      X: { type: string }',
        '    result: A',
      ],
      at: 'X: { type: string }',
      message: /parameter Op2\.X is already inherited from Op/,
    },
    {
      name: 'non-xml-name-type',
      lines: [...head, 'types:', '  Bad Name:', '    fields: {}', 'operations:', '  Op: { params: {}, result: Bad Name }'],
      at: 'Bad Name:',
      message: /type name "Bad Name" is not a valid XML name/,
    },
    {
      name: 'non-xml-name-param',
      lines: [...head, 'types:', '  A:', '    fields: {}', 'operations:', '  Op:', '    params:', '      2nd: { type: int }', '    result: A'],
      at: '2nd',
      message: /parameter name "2nd" is not a valid XML name/,
    },
    {
      name: 'unknown-transport',
      lines: [...head, '  transports: [soap11, soap13]', 'operations:', '  Op:', '    params: {}', '    result: int'],
      at: 'transports:',
      message: /unknown transport "soap13" \(did you mean soap11\? expected some of: soap11, soap12, httpPost\)/,
    },
    {
      name: 'form-on-list',
      lines: [...head, 'types:', '  A:', '    fields: {}', 'operations:', '  Op:', '    params:', '      Ids: { type: "int[]", form: [Id] }', '    result: A'],
      at: 'Ids:',
      message: /Op\.Ids: "form" names apply only to scalar parameters/,
    },
  ];

  /** 1-based line and column of `at` (`text\0second` = its second occurrence at the start of a line's content). */
  function position(lines: readonly string[], at: string): { line: number; column: number } {
    const [needle, which] = at.split('\u0000') as [string, string | undefined];
    let seen = 0;
    for (let i = 0; i < lines.length; i++) {
      const column = lines[i]!.indexOf(needle);
      if (column >= 0 && (which === undefined || ++seen === 2)) return { line: i + 1, column: column + 1 };
    }
    throw new Error(`${at} is not in the spec`);
  }

  beforeAll(() => {
    rmSync(BAD, { recursive: true, force: true });
    mkdirSync(BAD, { recursive: true });
    rmSync(OUT, { recursive: true, force: true });
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, 'sentinel.txt'), SENTINEL);
  });

  /** The out folder is exactly as it was: no service folder, no temp folders beside it. */
  function expectOutUntouched(): void {
    expect(readdirSync(OUT)).toEqual(['sentinel.txt']);
    expect(readFileSync(join(OUT, 'sentinel.txt'), 'utf8')).toBe(SENTINEL);
    expect(readdirSync(SCRATCH).filter((n) => n.startsWith('out-bad.'))).toEqual([]);
  }

  /** Writes the spec and runs the command line on it, once per spec however many tests look. */
  const runs = new Map<string, Promise<{ status: number | null; stderr: string; file: string }>>();
  function runBad(c: Pick<BadSpec, 'name' | 'lines'>): Promise<{ status: number | null; stderr: string; file: string }> {
    let run = runs.get(c.name);
    if (!run) {
      const file = relative(ROOT, join(BAD, `${c.name}.yaml`));
      writeFileSync(join(ROOT, file), `${c.lines.join('\n')}\n`);
      run = soapgen('--spec', file, '--out', relative(ROOT, OUT)).then(({ status, stderr }) => ({ status, stderr, file }));
      runs.set(c.name, run);
    }
    return run;
  }

  const pattern = (file: string): string => file.replace(/[.]/g, '\\.');

  it.concurrent.each(CASES)('$name: exit 1, file:line:column: message, out folder untouched', async (c) => {
    const { status, stderr, file } = await runBad(c);
    expectOutUntouched();
    expect(status).toBe(1);
    expect(stderr).toContain('Nothing was generated: fix the spec and run again.');
    const issue = stderr.split('\n').find((l) => l.startsWith(`${file}:`));
    expect(issue, stderr).toBeDefined();
    expect(issue).toMatch(new RegExp(`^${pattern(file)}:\\d+:\\d+: `));
    expect(issue).toMatch(c.message);
    const { line, column } = position(c.lines, c.at);
    expect(issue!.startsWith(`${file}:${line}:${column}: `), issue).toBe(true);
  });

  it.concurrent('an unquoted list type in { } is one issue, however much follows it', async () => {
    const { stderr } = await runBad(CASES.find((c) => c.name === 'unquoted-list-in-flow-mapping')!);
    expect(stderr.trim().split('\n')).toHaveLength(2); // the issue and "Nothing was generated"
  });

  it.concurrent('two operations sharing an httpPostRoot with different result types: reported as a spec issue', async () => {
    const { status, stderr, file } = await runBad({
      name: 'http-post-root-clash',
      lines: [
        ...head,
        'types:',
        '  A:',
        '    fields: {}',
        '  B:',
        '    fields: {}',
        'operations:',
        '  Op:',
        '    params: {}',
        '    result: A',
        '    httpPostRoot: R',
        '  Op2:',
        '    params: {}',
        '    result: B',
        '    httpPostRoot: R',
      ],
    });
    expectOutUntouched();
    expect(status).toBe(1);
    expect(stderr).toMatch(new RegExp(`^${pattern(file)}:\\d+:\\d+: .*\\bR\\b`, 'm'));
    expect(stderr).not.toMatch(/\n\s+at /); // no stack trace
  });

  it.concurrent("reports every problem of a spec in one run, whatever stage finds it, in the file's order", async () => {
    // Shape (an unknown key), references (an unknown transport, a misspelt scalar, a misspelt
    // base) and clashes between operations: five problems, one run.
    const { status, stderr, file } = await runBad({
      name: 'five-problems',
      lines: [
        ...head,
        '  transports: [soap11, soap13]',
        '  descripton: A shop.',
        'types:',
        '  Item:',
        '    fields:',
        '      Price: { type: boolen }',
        '  Sale:',
        '    extends: Itme',
        '    fields: {}',
        'operations:',
        '  GetItem: { params: {}, result: Item, soapAction: "urn:get" }',
        '  FindItem: { params: {}, result: Sale, soapAction: "urn:get", requestElement: GetItem }',
      ],
    });
    expectOutUntouched();
    expect(status).toBe(1);
    const issues = stderr.trim().split('\n');
    expect(issues.slice(0, -1).map((l) => l.replace(/ \((did you mean|expected|known)[^)]*\)/, ''))).toEqual([
      `${file}:5:3: unknown transport "soap13"`,
      `${file}:6:3: unknown key "descripton" in service`,
      `${file}:10:7: Item.Price refers to unknown type "boolen"`,
      `${file}:12:5: type Sale extends unknown type "Itme"`,
      `${file}:16:3: operation FindItem has the soapAction "urn:get" and the request element GetItem of GetItem: requests could not be told apart`,
    ]);
    expect(issues[1]).toContain('(did you mean description? expected one of: name, namespace, path, description, transports');
    expect(issues[2]).toContain('(did you mean boolean? known: string,');
    expect(issues[3]).toContain('(did you mean Item?)');
    expect(issues.at(-1)).toBe('Nothing was generated: fix the spec and run again.');
  });

  it.concurrent(
    'reports every problem of every spec file in one run',
    async () => {
      const [one, two] = await Promise.all([
        runBad({ name: 'first-of-two', lines: [...head, 'operations:', '  Op: { params: {}, result: strin }'] }),
        runBad({ name: 'second-of-two', lines: [...head, 'operations:', '  Op: { params: {}, reslt: int }'] }),
      ]);
      const both = await soapgen('--spec', one.file, two.file, '--out', relative(ROOT, OUT));
      expectOutUntouched();
      expect(both.status).toBe(1);
      expect(both.stderr).toContain(`${one.file}:6:21: result of Op refers to unknown type "strin" (did you mean string?`);
      expect(both.stderr).toContain(`${two.file}:6:21: unknown key "reslt" in operation Op (did you mean result?`);
      // Three runs of the CLI, beside the file's other concurrent runs: a loaded machine needs more than the default time.
    },
    60_000,
  );

  it.concurrent('reports a missing spec file in one sentence, without a position', async () => {
    const result = await soapgen('--spec', 'test/.generated/bad/does-not-exist.yaml', '--out', relative(ROOT, OUT));
    expectOutUntouched();
    expect(result.status).toBe(1);
    expect(result.stderr).toBe('test/.generated/bad/does-not-exist.yaml: no such file.\nNothing was generated: fix the spec and run again.\n');
  });

  it.concurrent('reports a WSDL given as a spec as not YAML, naming the command that reads it', async () => {
    const result = await soapgen('--spec', 'test/fixtures/wsdl/calculator.wsdl', '--out', relative(ROOT, OUT));
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /^test\/fixtures\/wsdl\/calculator\.wsdl: XML, not a YAML spec; to start from a WSDL run soapgen import test\/fixtures\/wsdl\/calculator\.wsdl\.\n/,
    );
  });
});

describe('WSDL type names', () => {
  it('never declares two complexTypes with one name, even when a spec type is called ArrayOfX', () => {
    const spec = [
      'service:',
      '  name: S',
      '  namespace: http://example.org/s/',
      '  path: /S.asmx',
      'types:',
      '  X:',
      '    fields: {}',
      '  ArrayOfX:',
      '    fields:',
      '      L: { type: "X[]" }',
      'operations:',
      '  Op: { params: {}, result: ArrayOfX }',
      '',
    ].join('\n');
    let model: Model;
    try {
      model = parseSpec(spec, 'array-clash.yaml');
    } catch (error) {
      if (error instanceof SpecError) return; // rejecting the spec is a fix too
      throw error;
    }
    const documents = generateFiles(model, 'out/s').find((f) => f.path === 'documents.ts')!.content;
    const names = [...documents.matchAll(/<s:complexType name="([^"]+)">/g)].map((m) => m[1]);
    expect(names).toEqual([...new Set(names)]);
  });
});

// ---------------------------------------------------------------------------------------------

describe('atomic write', () => {
  it('replaces the service folder whole and leaves no .tmp- or .old- folders', { timeout: 120_000 }, () => {
    const out = join(SCRATCH, 'atomic');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(join(out, 'crmteetimeapi'), { recursive: true });
    writeFileSync(join(out, 'crmteetimeapi/stale.ts'), 'export {};\n');
    writeFileSync(join(out, 'unrelated.txt'), 'kept\n');
    for (let run = 0; run < 2; run++) {
      const result = cli('--out', relative(ROOT, out));
      expect(result.stderr).toBe('');
      expect(result.stdout).toMatch(/^Generated 13 files for 1 service\(s\) in \d+ ms\.$/m);
      expect(result.status).toBe(0);
      expect(readdirSync(out).sort()).toEqual(['crmteetimeapi', 'unrelated.txt']);
      expect(readdirSync(join(out, 'crmteetimeapi')).sort()).toEqual(readdirSync(join(ROOT, 'generated/crmteetimeapi')).sort());
    }
    expect(readdirSync(out).filter((n) => n.includes('.tmp-') || n.includes('.old-'))).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------
// The second spec: a lending library, generated, type-checked, served and called.

type Decimal = string;
interface Author {
  Name: string;
  BirthYear?: number;
}
interface Book {
  ISBN: string;
  Title?: string;
  Author?: Author;
  Available: boolean;
  ReplacementCost: Decimal;
  Tags?: string[];
}
interface Loan {
  LoanID: number;
  Book: Book;
  DueDate?: string;
  Overdue?: boolean;
  Fine?: Decimal;
}
interface LibraryResult {
  Status: number;
  Message?: string;
}
interface MemberLoans extends LibraryResult {
  MemberID: number;
  Loans?: Loan[];
  TotalFines: Decimal;
  Blocked: boolean;
}
interface LendResult extends LibraryResult {
  Loan?: Loan;
}
type Acknowledgement = Record<string, never>;
interface SearchCatalogueRequest {
  Query: string;
  MaxResults?: number;
  AvailableOnly?: boolean;
}
interface GetMemberLoansRequest {
  MemberID: number;
}
interface LendBookRequest {
  MemberID: number;
  ISBN: string;
  Days?: number;
  Deposit?: Decimal;
}
interface ReturnBookRequest {
  LoanID: number;
  FinePaid?: Decimal;
  Damaged: boolean;
}

interface LibraryHandler {
  searchCatalogue(request: SearchCatalogueRequest): Book[];
  getMemberLoans(request: GetMemberLoansRequest): MemberLoans;
  lendBook(request: LendBookRequest): LendResult;
  returnBook(request: ReturnBookRequest): Acknowledgement;
}
interface LibraryClient {
  searchCatalogue(request: SearchCatalogueRequest): Promise<Book[]>;
  getMemberLoans(request: GetMemberLoansRequest): Promise<MemberLoans>;
  lendBook(request: LendBookRequest): Promise<LendResult>;
  returnBook(request: ReturnBookRequest): Promise<Acknowledgement>;
}
interface ServerModule {
  createLibraryService(handler: LibraryHandler, options?: ServiceOptions): SoapService;
}
interface ClientModule {
  LibraryServiceClient: new (options: { baseUrl: string; transport?: Transport; fetch?: typeof fetch }) => LibraryClient;
}

const LIBRARY_DIR = join(SCRATCH, 'library');
const LIBRARY_OUT = 'test/.generated/library/libraryservice';

const DICKENS: Author = { Name: 'Charles Dickens', BirthYear: 1812 };
const BLEAK_HOUSE: Book = {
  ISBN: '978-0141439723',
  Title: 'Bleak House & <Other> "Stories"',
  Author: DICKENS,
  Available: true,
  ReplacementCost: '24.95',
  Tags: ['classic'],
};
const ANONYMOUS: Book = { ISBN: '978-0000000002', Available: false, ReplacementCost: '0.50', Tags: [] };
const SPARSE: Book = { ISBN: '978-0000000003', Title: '', Available: false, ReplacementCost: '100', Author: { Name: 'Nobody' } };
const LOAN: Loan = { LoanID: 501, Book: BLEAK_HOUSE, DueDate: '2026-12-01', Overdue: true, Fine: '0.50' };

const CATALOGUE: Readonly<Record<string, Book[]>> = { one: [BLEAK_HOUSE], none: [], several: [BLEAK_HOUSE, ANONYMOUS, SPARSE] };
const MEMBERS: Readonly<Record<number, MemberLoans>> = {
  7: { Status: 0, MemberID: 7, Loans: [LOAN], TotalFines: '1.75', Blocked: false },
  8: { Status: 3, Message: 'Fines over 10.00 & rising', MemberID: 8, Loans: [], TotalFines: '10.50', Blocked: true },
  9: { Status: 0, MemberID: 9, TotalFines: '0.00', Blocked: false },
};

describe('a second spec (test/fixtures/library.yaml): generated, type-checked and called over every transport', () => {
  let model: Model;
  let server: ServerModule;
  let client: ClientModule;
  let running: RunningServer;
  const received: { operation: string; transport: Transport; request: unknown }[] = [];

  beforeAll(async () => {
    model = await loadSpec(join(ROOT, LIBRARY_SPEC), LIBRARY_SPEC);
    expect(serviceFolder(model)).toBe('libraryservice');
    rmSync(LIBRARY_DIR, { recursive: true, force: true });
    const files = generateFiles(model, LIBRARY_OUT);
    for (const file of files) {
      mkdirSync(dirname(join(ROOT, LIBRARY_OUT, file.path)), { recursive: true });
      writeFileSync(join(ROOT, LIBRARY_OUT, file.path), file.content);
    }
    // Type-level facts of the generated types, checked by tsc below with the generated files.
    writeFileSync(
      join(LIBRARY_DIR, 'usage.ts'),
      [
        "import type { Acknowledgement, Book, LibraryResult, MemberLoans, SearchCatalogueRequest } from './libraryservice/types.js';",
        "import type { LibraryServiceHandler } from './libraryservice/handler.js';",
        "export const book: Book = { ISBN: 'x', Available: true, ReplacementCost: '1.00', Tags: ['a'], Author: { Name: 'A', BirthYear: 1900 } };",
        '// @ts-expect-error decimals are exact strings, not numbers',
        "export const numeric: Book = { ISBN: 'x', Available: true, ReplacementCost: 1 };",
        '// @ts-expect-error Available is required',
        "export const partial: Book = { ISBN: 'x', ReplacementCost: '1.00' };",
        '// @ts-expect-error a scalar list is always an array',
        "export const oneTag: Book = { ISBN: 'x', Available: true, ReplacementCost: '1.00', Tags: 'a' };",
        'export const base: LibraryResult = { Status: 0 } satisfies Partial<MemberLoans>;',
        'export const empty: Acknowledgement = {};',
        "export const search: SearchCatalogueRequest = { Query: 'q' };",
        'export const handler: LibraryServiceHandler = {',
        '  searchCatalogue: async () => [book],',
        "  getMemberLoans: (r) => ({ Status: 0, MemberID: r.MemberID, TotalFines: '0.00', Blocked: false, Loans: [] }),",
        '  lendBook: () => ({ Status: 1 }),',
        '  returnBook: () => ({}),',
        '};',
        '',
      ].join('\n'),
    );
    writeFileSync(
      join(LIBRARY_DIR, 'tsconfig.json'),
      `${JSON.stringify({ extends: '../../../tsconfig.json', include: ['libraryservice/*.ts', 'usage.ts'], exclude: [] }, null, 2)}\n`,
    );

    server = (await import(pathToFileURL(join(ROOT, LIBRARY_OUT, 'server.ts')).href)) as ServerModule;
    client = (await import(pathToFileURL(join(ROOT, LIBRARY_OUT, 'client.ts')).href)) as ClientModule;
    const record = (operation: string, request: unknown, context: { transport: Transport }): void => {
      received.push({ operation, transport: context.transport, request });
    };
    const handler = {
      searchCatalogue(request: SearchCatalogueRequest, context: { transport: Transport }): Book[] {
        record('SearchCatalogue', request, context);
        return CATALOGUE[request.Query] ?? [];
      },
      getMemberLoans(request: GetMemberLoansRequest, context: { transport: Transport }): MemberLoans {
        record('GetMemberLoans', request, context);
        const found = MEMBERS[request.MemberID];
        if (!found) throw new Error(`no member ${request.MemberID}`);
        return found;
      },
      lendBook(request: LendBookRequest, context: { transport: Transport }): LendResult {
        record('LendBook', request, context);
        if (request.ISBN === 'unknown') return { Status: 2, Message: 'No such book.' };
        return { Status: 0, Loan: { LoanID: 900 + request.MemberID, Book: BLEAK_HOUSE, DueDate: '2026-12-15', Overdue: false, Fine: '0.00' } };
      },
      returnBook(request: ReturnBookRequest, context: { transport: Transport }): Acknowledgement {
        record('ReturnBook', request, context);
        return {};
      },
    };
    running = await serve(server.createLibraryService(handler as unknown as LibraryHandler));
  }, 60_000);

  afterAll(async () => {
    await running?.close();
  });

  it('resolves the fixture as written', () => {
    expect(model.service).toMatchObject({ name: 'LibraryService', namespace: 'http://example.org/library/', path: '/services/Library.asmx' });
    expect(model.operations.map((o) => [o.name, o.params.map(describeField).join(' '), written(o.result!), o.httpPostRoot])).toEqual([
      ['SearchCatalogue', 'Query:string! MaxResults:int AvailableOnly:boolean', 'Book[]', 'ArrayOfBook'],
      ['GetMemberLoans', 'MemberID:int!', 'MemberLoans', 'MemberLoans'],
      ['LendBook', 'MemberID:int! ISBN:string! Days:int Deposit:decimal', 'LendResult', 'LendResult'],
      ['ReturnBook', 'LoanID:int! FinePaid:decimal Damaged:boolean!', 'Acknowledgement', 'Acknowledgement'],
    ]);
    expect(model.operations[1]!.params[0]!.formNames).toEqual(['Member', 'MemberID']);
    expect(typeOf(model, 'Book').fields.map(describeField).join(' ')).toBe(
      'ISBN:string! Title:string Author:Author Available:boolean! ReplacementCost:decimal! Tags:string[]<Tag>',
    );
    expect(typeOf(model, 'MemberLoans').fields.map(describeField).join(' ')).toBe(
      'Status:int! Message:string MemberID:int! Loans:Loan[]<CurrentLoan> TotalFines:decimal! Blocked:boolean!',
    );
    expect(typeOf(model, 'Acknowledgement').fields).toEqual([]);
    expect(model.operations.every((o) => o.soapAction === `http://example.org/library/${o.name}` && o.httpPost)).toBe(true);
  });

  it("type-checks under the project's strict settings", () => {
    const result = spawnSync(TSC, ['--noEmit', '-p', relative(ROOT, join(LIBRARY_DIR, 'tsconfig.json'))], { cwd: ROOT, encoding: 'utf8' });
    expect(`${result.stdout}${result.stderr}`).toBe('');
    expect(result.status).toBe(0);
  }, 60_000);

  const TRANSPORTS: readonly Transport[] = ['soap11', 'soap12', 'httpPost'];

  describe.each(TRANSPORTS)('over %s', (transport) => {
    let library: LibraryClient;
    beforeAll(() => {
      library = new client.LibraryServiceClient({ baseUrl: running.origin, transport });
    });

    /** Calls, then checks the handler got exactly the request over this transport. */
    async function call<R>(operation: string, request: object, invoke: () => Promise<R>): Promise<R> {
      received.length = 0;
      const result = await invoke();
      expect(received).toEqual([{ operation, transport, request }]);
      return result;
    }

    it.each(Object.keys(CATALOGUE))('SearchCatalogue returns a list result (%s)', async (query) => {
      const request = { Query: query, MaxResults: 10, AvailableOnly: false };
      const books = await call('SearchCatalogue', request, () => library.searchCatalogue(request));
      expect(books).toEqual(CATALOGUE[query]);
      expect(Array.isArray(books)).toBe(true);
    });

    it('SearchCatalogue leaves absent optional parameters absent', async () => {
      const books = await call('SearchCatalogue', { Query: 'one' }, () => library.searchCatalogue({ Query: 'one' }));
      expect(books[0]!.ReplacementCost).toBe('24.95');
      expect(books[0]!.Tags).toEqual(['classic']);
      expect(received[0]!.request).toEqual({ Query: 'one' });
      expect(Object.values(received[0]!.request as object).filter((v) => v !== undefined)).toEqual(['one']);
    });

    it.each(Object.keys(MEMBERS).map(Number))('GetMemberLoans round-trips member %i (nested, one-item and empty lists, decimals, booleans)', async (id) => {
      const result = await call('GetMemberLoans', { MemberID: id }, () => library.getMemberLoans({ MemberID: id }));
      expect(result).toEqual(MEMBERS[id]);
    });

    it('GetMemberLoans keeps decimals exact and booleans as booleans', async () => {
      const result = await library.getMemberLoans({ MemberID: 7 });
      expect(result.TotalFines).toBe('1.75');
      expect(result.Blocked).toBe(false);
      expect(result.Loans).toHaveLength(1);
      const loan = result.Loans![0]!;
      expect(loan.Fine).toBe('0.50');
      expect(loan.Overdue).toBe(true);
      expect(loan.Book.Available).toBe(true);
      expect(loan.Book.Author).toEqual(DICKENS);
      expect(loan.Book.Tags).toEqual(['classic']);
    });

    it('LendBook round-trips optional int and decimal parameters and a nested result', async () => {
      const request = { MemberID: 7, ISBN: BLEAK_HOUSE.ISBN, Days: 21, Deposit: '5.00' };
      const result = await call('LendBook', request, () => library.lendBook(request));
      expect(result).toEqual({ Status: 0, Loan: { LoanID: 907, Book: BLEAK_HOUSE, DueDate: '2026-12-15', Overdue: false, Fine: '0.00' } });
      const failed = await call('LendBook', { MemberID: 7, ISBN: 'unknown' }, () => library.lendBook({ MemberID: 7, ISBN: 'unknown' }));
      expect(failed).toEqual({ Status: 2, Message: 'No such book.' });
      expect(failed.Loan).toBeUndefined();
    });

    it('ReturnBook returns the empty result', async () => {
      const request = { LoanID: 501, FinePaid: '0.50', Damaged: true };
      expect(await call('ReturnBook', request, () => library.returnBook(request))).toEqual({});
      expect(await call('ReturnBook', { LoanID: 502, Damaged: false }, () => library.returnBook({ LoanID: 502, Damaged: false }))).toEqual({});
    });
  });

  it('writes the documented form name of GetMemberLoans.MemberID and accepts every alias', async () => {
    const bodies: string[] = [];
    const recording: typeof fetch = async (input, init) => {
      bodies.push(String(init?.body));
      return fetch(input, init);
    };
    const library = new client.LibraryServiceClient({ baseUrl: running.origin, transport: 'httpPost', fetch: recording });
    await library.getMemberLoans({ MemberID: 7 });
    expect(bodies).toEqual(['Member=7']);
    for (const body of ['Member=9', 'MemberID=9', 'memberid=9']) {
      const response = await fetch(`${running.origin}/services/Library.asmx/GetMemberLoans`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
      const text = await response.text();
      expect(response.status, text).toBe(200);
      expect(text).toContain('<MemberLoans xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance"');
      expect(text).toContain('<MemberID>9</MemberID>');
      expect(text).toContain('<TotalFines>0.00</TotalFines>');
    }
  });

  it('puts the custom item names on the wire', async () => {
    const soap = await fetch(`${running.origin}/services/Library.asmx/GetMemberLoans`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Member=7',
    }).then((r) => r.text());
    expect(soap).toMatch(/<Loans>\s*<CurrentLoan>\s*<LoanID>501<\/LoanID>/);
    expect(soap).toMatch(/<Tags>\s*<Tag>classic<\/Tag>\s*<\/Tags>/);
    const list = await fetch(`${running.origin}/services/Library.asmx/SearchCatalogue`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'Query=several',
    }).then((r) => r.text());
    expect(list).toMatch(/<ArrayOfBook [^>]*xmlns="http:\/\/example\.org\/library\/">\s*<Book>/);
    expect(list).toContain('<Tags />');
    expect(list.match(/<Book>/g)).toHaveLength(3);
  });

  // Like the other xmllint tests: skipped with a warning where the tool is missing (unless REQUIRE_TOOLS=1).
  it.skipIf(!haveXmllint())('serves a WSDL that xmllint accepts', async () => {
    const response = await fetch(`${running.origin}/services/Library.asmx?WSDL`);
    expect(response.status).toBe(200);
    const wsdl = await response.text();
    const file = join(LIBRARY_DIR, 'library.wsdl');
    writeFileSync(file, wsdl);
    const lint = spawnSync(XMLLINT, ['--noout', file], { encoding: 'utf8' });
    expect(`${lint.stdout}${lint.stderr}`).toBe('');
    expect(lint.status).toBe(0);
    expect(wsdl).toContain('targetNamespace="http://example.org/library/"');
    for (const type of [
      'ArrayOfBook',
      'Book',
      'Author',
      'ArrayOfTag',
      'MemberLoans',
      'LibraryResult',
      'ArrayOfCurrentLoan',
      'Loan',
      'LendResult',
      'Acknowledgement',
    ]) {
      expect(wsdl).toContain(`<s:complexType name="${type}">`);
    }
    expect(wsdl).toContain(`<soap:address location="${running.origin}/services/Library.asmx" />`);
    for (const op of ['SearchCatalogue', 'GetMemberLoans', 'LendBook', 'ReturnBook']) {
      expect(wsdl).toContain(`<soap:operation soapAction="http://example.org/library/${op}" style="document" />`);
    }
  });
});
