/**
 * `soapgen mock`: serves any service at once, without a handler. The service's code is generated
 * as for `generate`, into a temporary folder, and served by the generated server itself, so the
 * mock speaks exactly as a real generated service does (WSDL, disco, help pages, SOAP 1.1 and 1.2,
 * HTTP POST, faults). Interpreting the model instead would mean a second, generic wire layer to
 * keep equal to the generated one; running the generated one needs only a per-file transpile.
 * Every operation answers a value shaped by its schema, or a canned answer from a YAML/JSON file.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ts } from 'ts-morph';
import { parse as parseYaml } from 'yaml';
import { SCALARS } from '../runtime/xml/scalars.js';
import { generateFiles } from './generate.js';
import { simpleCodec } from './spec/simple-types.js';
import { firstAlternativeFields, firstAlternativeResults, type FieldModel, type Model, type OperationModel, type ValueShape } from './model.js';
import { LAYOUT_ROOT } from './package-root.js';
import { didYouMean, inParentheses } from './suggest.js';

/** One canned answer: given when every `when` field equals the request's (as text). */
interface Canned {
  readonly when?: Readonly<Record<string, unknown>>;
  readonly result: unknown;
}

export class MockError extends Error {}

/** The handler: per operation, the first canned answer whose `when` matches, else the sample. */
export function mockHandler(
  model: Model,
  answers: ReadonlyMap<string, readonly Canned[]>,
  log: (line: string) => void,
): Record<string, (request: object) => unknown> {
  const handler: Record<string, (request: object) => unknown> = {};
  // An operation served as another has no method: its requests are answered by that one's.
  for (const op of model.operations.filter((o) => o.servedAs === undefined)) {
    const canned = (answers.get(op.name) ?? []).map((a) => ({ when: a.when, value: resultValue(model, op, a.result, `answer of ${op.name}`) }));
    const sample = resultValue(model, op, undefined, op.name);
    handler[op.method] = (request) => {
      log(`${op.name} ${printable(request)}`);
      const match = canned.find((a) =>
        Object.entries(a.when ?? {}).every(([k, v]) => String(printableValue((request as Record<string, unknown>)[k])) === String(v)),
      );
      return match ? match.value : sample;
    };
  }
  return handler;
}

/** An operation's result from a YAML/JSON value (or its sample): its single result, its several results as one object, or nothing. */
function resultValue(model: Model, op: OperationModel, given: unknown, what: string): unknown {
  if (op.result) return valueOf(model, op.result, given, what);
  // Of a choice a sample gives the first alternative; given values say which themselves.
  const results = given === undefined ? firstAlternativeResults(op) : op.results;
  return op.results.length ? fieldsValue(model, `${op.name} results`, results, given, what, []) : undefined;
}

/** A runtime value of `shape` from a YAML/JSON value, or the sample when `given` is undefined. */
function valueOf(model: Model, shape: ValueShape, given: unknown, what: string, stack: readonly string[] = []): unknown {
  if (shape.listItem !== undefined || shape.repeated) {
    // A list of lists' items are lists.
    const item: ValueShape = shape.listItem !== undefined && shape.repeated ? { type: shape.type, listItem: shape.listItem } : { type: shape.type };
    // Two items, or as many as the list's minOccurs asks.
    if (given === undefined) return Array.from({ length: Math.max(2, shape.minOccurs ?? 0) }, () => valueOf(model, item, undefined, what, stack));
    if (!Array.isArray(given)) throw new MockError(`${what}: a list is expected`);
    return given.map((g, i) => valueOf(model, item, g, `${what}[${i}]`, stack));
  }
  const type = shape.type;
  if (type.kind === 'scalar') {
    const text = given === undefined ? SCALARS[type.name].sample : String(given);
    const value = SCALARS[type.name].parse(text);
    if (value === undefined) throw new MockError(`${what}: ${JSON.stringify(given)} is not a valid ${type.name}`);
    return value;
  }
  if (type.kind === 'simple') {
    // The given value, else the first enumeration value or the base's sample, must lie within the type.
    const simple = model.simpleTypes.find((t) => t.name === type.name)!;
    const codec = simpleCodec(model.simpleTypes, simple.name);
    const text = given === undefined ? (simple.values?.[0] ?? SCALARS[simple.base].sample) : Array.isArray(given) ? given.join(' ') : String(given);
    const value = codec.parse(text);
    if (value === undefined) throw new MockError(`${what}: ${JSON.stringify(text)} is not a valid ${simple.name} (${codec.expected}); give a value`);
    return value;
  }
  const declared = model.types.find((t) => t.name === type.name)!;
  // A polymorphic value is of the type its $type names; an abstract type's sample, of its first derived type.
  const tag = given !== null && typeof given === 'object' && !Array.isArray(given) ? (given as Record<string, unknown>)['$type'] : undefined;
  if (tag !== undefined && !declared.family?.includes(String(tag)))
    throw new MockError(
      `${what}: $type ${JSON.stringify(tag)} is not ${declared.name} or a type derived from it (${(declared.family ?? [declared.name]).join(', ')})`,
    );
  const named = tag ?? (declared.abstract && declared.family && declared.family.length > 1 ? declared.family[1] : undefined);
  const complex = named === undefined ? declared : model.types.find((t) => t.name === named)!;
  const rest = tag === undefined ? given : Object.fromEntries(Object.entries(given as object).filter(([k]) => k !== '$type'));
  // Of a choice a sample gives the first alternative; given values say which themselves.
  const value = fieldsValue(model, complex.name, given === undefined ? firstAlternativeFields(model, complex) : complex.fields, rest, what, stack);
  return named === undefined ? value : { ...(value as object), $type: named };
}

/** An object of the given fields (a type's, or an operation's several results). */
function fieldsValue(model: Model, name: string, fieldList: readonly FieldModel[], given: unknown, what: string, stack: readonly string[]): unknown {
  const complex = { name, fields: fieldList };
  if (given !== undefined && (given === null || typeof given !== 'object' || Array.isArray(given)))
    throw new MockError(`${what}: a mapping of ${complex.name}'s fields is expected`);
  const fields = given as Record<string, unknown> | undefined;
  for (const key of Object.keys(fields ?? {})) {
    if (!complex.fields.some((f) => f.name === key))
      throw new MockError(
        `${what}: ${complex.name} has no field ${key}${inParentheses(
          didYouMean(
            key,
            complex.fields.map((f) => f.name),
          ),
        )}`,
      );
  }
  const value: Record<string, unknown> = {};
  for (const f of complex.fields) {
    // A type holding itself is sampled once: its inner occurrences are left out.
    if (fields === undefined && stack.includes(complex.name)) continue;
    if (fields !== undefined && !(f.name in fields)) continue;
    value[f.name] = fields?.[f.name] === null && f.nillable ? null : valueOf(model, f, fields?.[f.name], `${what}.${f.name}`, [...stack, complex.name]);
  }
  return value;
}

/** Reads a canned-answers file: operation name → one answer or a list of answers. */
export async function readAnswers(path: string, model: Model): Promise<Map<string, Canned[]>> {
  const parsed = parseYaml(await readFile(path, 'utf8')) as unknown;
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new MockError(`${path}: a mapping of operation names to answers is expected`);
  const answers = new Map<string, Canned[]>();
  const names = model.operations.map((o) => o.name);
  for (const [name, entry] of Object.entries(parsed)) {
    if (!names.includes(name)) throw new MockError(`${path}: the service has no operation ${name}${inParentheses(didYouMean(name, names))}`);
    const servedAs = model.operations.find((o) => o.name === name)?.servedAs;
    if (servedAs !== undefined)
      throw new MockError(`${path}: ${name} is served as ${servedAs} (their requests cannot be told apart): give the answers to ${servedAs}`);
    const list = (Array.isArray(entry) ? entry : [entry]) as unknown[];
    answers.set(
      name,
      list.map((a, i) => {
        if (a === null || typeof a !== 'object' || !('result' in a))
          throw new MockError(`${path}: answer ${i + 1} of ${name} needs a "result" (and may have "when")`);
        return a as Canned;
      }),
    );
  }
  return answers;
}

/** The generated service, transpiled into a temporary folder and loaded; the folder is removed on exit. */
export async function loadGeneratedService(model: Model): Promise<{ create: (handler: object, options?: object) => unknown; runtime: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'soapgen-mock-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const runtime = `${pathToFileURL(join(LAYOUT_ROOT, 'runtime')).href}/`;
  writeFileSync(join(dir, 'package.json'), '{ "type": "module" }\n');
  for (const file of generateFiles(model, '.', runtime)) {
    if (!file.path.endsWith('.ts')) continue;
    const { outputText } = ts.transpileModule(file.content, { compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 } });
    writeFileSync(join(dir, file.path.replace(/\.ts$/, '.js')), outputText);
  }
  const server = (await import(pathToFileURL(join(dir, 'server.js')).href)) as Record<string, (handler: object, options?: object) => unknown>;
  return { create: server[model.service.ts.factory]!, runtime };
}

function printable(request: object): string {
  return JSON.stringify(request, (_key, value: unknown) => printableValue(value));
}

/** Decimals, longs and binary as their text, as they were on the wire. */
function printableValue(value: unknown): unknown {
  if (typeof value === 'bigint') return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString('base64');
  if (
    value !== null &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Object.getPrototypeOf(value) !== Object.prototype &&
    value.toString !== Object.prototype.toString
  )
    return String(value);
  return value;
}
