/**
 * Sample values for any generated service, from its model: what a handler answers with (decoded
 * values, as the generated code types them) and what a client sends (text and nested objects, as
 * Python zeep takes them). Every field is filled, recursion stops at a depth (deeper for required elements), lists hold one item.
 */
import { SCALARS, type ScalarName } from 'soapgen/runtime/xml/scalars.js';
import {
  firstAlternativeFields,
  type FieldModel,
  type Model,
  type ResultModel,
  type SimpleTypeModel,
  type ValueShape,
  type WildcardModel,
  xmlNameOf,
} from '../../generator/model.js';
import { simpleCodec } from '../../generator/spec/simple-types.js';

/**
 * Texts tried in order: the first one a scalar parses is its sample. Text types get a word: zeep
 * cannot unwrap a bare text result of one character (it takes the string's length for a count of
 * result elements).
 */
const CANDIDATES = [
  'sample',
  '7',
  '-7',
  'true',
  '2026-11-22T07:30:00',
  '2026-11-22',
  '07:30:00',
  'P1D',
  'AQID',
  '0f8fad5b-d9cb-469f-a165-70867728950e',
  '---22',
  '--11-22',
  '--11',
  '2026-11',
  '2026',
  'http://example.org/x',
  '{http://example.org/x}sample',
];

export function sampleText(scalar: ScalarName): string {
  const text = CANDIDATES.find((t) => SCALARS[scalar].parse(t) !== undefined);
  if (text === undefined) throw new Error(`no sample text for the scalar ${scalar}`);
  return text;
}

/**
 * A text of a simple type: its first enumeration value, else the first candidate within its facets
 * (the base's sample, then texts shaped by its length facets and, for a pattern, one text built
 * from the pattern's first alternatives); a list type's text is one item.
 */
export function simpleSampleText(model: Model, name: string): string {
  const t = model.simpleTypes.find((s) => s.name === name)!;
  if (t.item) return t.item.kind === 'scalar' ? sampleText(t.item.name) : simpleSampleText(model, t.item.name);
  const first = t.members?.[0];
  if (first) return first.kind === 'scalar' ? sampleText(first.name) : simpleSampleText(model, first.name);
  const codec = simpleCodec(model.simpleTypes, name);
  const chain: SimpleTypeModel[] = [];
  for (let s: SimpleTypeModel | undefined = t; s; s = s.restricts === undefined ? undefined : model.simpleTypes.find((p) => p.name === s!.restricts))
    chain.push(s);
  const values = chain.find((s) => s.values)?.values;
  const root = chain.at(-1)!;
  const parentText = root.item ? simpleSampleText(model, root.name) : sampleText(t.base);
  const lengths = chain.flatMap((s) => [s.facets.length, s.facets.minLength, s.facets.maxLength]).filter((n): n is number => n !== undefined);
  const candidates = [
    ...(values ?? []),
    parentText,
    ...lengths.map((n) => 'x'.repeat(n)),
    ...lengths.map((n) => '1'.repeat(n)),
    ...chain.flatMap((s) => (s.facets.pattern === undefined ? [] : [fromPattern(s.facets.pattern)])),
    ...['0', '1', '1.5', '-1', 'A', 'ABC', 'sample'],
  ];
  const text = candidates.find((c) => codec.parse(c) !== undefined);
  if (text === undefined) throw new Error(`no sample text for the simple type ${name} (${codec.expected})`);
  return text;
}

/** A text matching a simple regular expression: first alternatives, one of each class, minimum repetitions (at least one). */
function fromPattern(pattern: string): string {
  let out = '';
  let i = 0;
  const atom = (): string => {
    const c = pattern[i++]!;
    if (c === '\\') {
      const e = pattern[i++]!;
      return e === 'd' ? '1' : e === 'w' ? 'a' : e === 's' ? ' ' : /[A-Za-z]/.test(e) ? 'a' : e;
    }
    if (c === '[') {
      const end = pattern.indexOf(']', i + 1);
      const body = pattern.slice(i, end);
      i = end + 1;
      return body.startsWith('^') ? '#' : body[0] === '\\' ? (body[1] === 'd' ? '1' : 'a') : body[0]!;
    }
    if (c === '(') {
      let depth = 1;
      const start = i;
      while (depth > 0 && i < pattern.length) {
        if (pattern[i] === '\\') i++;
        else if (pattern[i] === '(') depth++;
        else if (pattern[i] === ')') depth--;
        i++;
      }
      const inner = pattern.slice(start, i - 1).replace(/^\?:/, '');
      return fromPattern(splitTop(inner)[0]!);
    }
    return c === '.' ? 'a' : c;
  };
  const top = splitTop(pattern)[0]!;
  pattern = top;
  while (i < pattern.length) {
    const one = atom();
    const q = pattern[i];
    if (q === '{') {
      const end = pattern.indexOf('}', i);
      const n = Number(pattern.slice(i + 1, end).split(',')[0]);
      out += one.repeat(Math.max(n, 0));
      i = end + 1;
    } else if (q === '*' || q === '?') {
      i++;
    } else {
      if (q === '+') i++;
      out += one;
    }
  }
  return out;
}

/** The top-level alternatives of a regular expression. */
function splitTop(pattern: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < pattern.length; i++) {
    const c = pattern[i];
    if (c === '\\') i++;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '|' && depth === 0) {
      parts.push(pattern.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(pattern.slice(start));
  return parts;
}

const MAX_DEPTH = 3;
/**
 * Below MAX_DEPTH only required fields are filled, and those of complex type only down to this
 * depth: a value without them would not match the schema (Salesforce's describeLayout nests required
 * lists of required elements six levels down), while a recursive required type still ends.
 */
const REQUIRED_DEPTH = 12;
/** Whether a field gets a value at this depth. */
const filled = (f: FieldModel, depth: number): boolean => depth < MAX_DEPTH || (f.required && (f.type.kind !== 'complex' || depth < REQUIRED_DEPTH));
/** A required list (a wrapper of items) where recursion stops: present, holding no items, which the schema admits. */
const emptied = (f: FieldModel, depth: number): boolean => !filled(f, depth) && f.required && f.listItem !== undefined && !f.repeated;
/**
 * Whether a type has values: an abstract one only through a concrete type derived from it by
 * extension (CXF's cxf8979.xsd restricts its abstract simple-content type, which the spec does not
 * read as a derivation). An optional field of a type without values is left out.
 */
const hasValues = (model: Model, type: ValueShape['type']): boolean =>
  type.kind !== 'complex' ||
  !model.types.find((t) => t.name === type.name)?.abstract ||
  (type.derived ?? []).some((d) => !model.types.find((t) => t.name === d.name)?.abstract);
/** The fields of a sample at this depth. */
const sampled = (model: Model, f: FieldModel, depth: number): boolean => (filled(f, depth) || emptied(f, depth)) && (f.required || hasValues(model, f.type));
const XSD = 'http://www.w3.org/2001/XMLSchema';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';

/**
 * The sample element an xs:any wildcard gets: in a namespace its test admits (`owner` is the
 * namespace it is tested against), holding the text "sample".
 */
export function wildcardSample(wildcard: WildcardModel, owner: string): { name: string; namespace: string; attributes: object; children: string[] } {
  const first = wildcard.namespace.split(/\s+/)[0]!;
  const namespace = first === '##any' || first === '##other' ? 'urn:soapgen:sample' : first === '##targetNamespace' ? owner : first === '##local' ? '' : first;
  // XML Schema's namespace is admitted for a DataSet's inline schema: the one element zeep reads there.
  if (namespace === XSD) return { name: 'schema', namespace, attributes: {}, children: [] };
  return { name: 'sample', namespace, attributes: {}, children: ['sample'] };
}

/** The sample element as XML text, for clients that take open content as XML (zeep, node-soap). */
export function wildcardXml(wildcard: WildcardModel, owner: string): string {
  const { name, namespace, children } = wildcardSample(wildcard, owner);
  return `<${name} xmlns="${namespace}">${children.join('')}</${name}>`;
}

/**
 * The property names zeep gives fields: its own for wildcards (`_value_1`, `_value_2`... in order,
 * after simple content's `_value_1`), the element's otherwise.
 */
export function zeepKeys(fields: readonly FieldModel[], hasValue = false): string[] {
  let n = hasValue ? 1 : 0;
  return fields.map((f) => (f.wildcard ? `_value_${++n}` : f.name));
}

/**
 * How one client or handler writes what the schema leaves open: an anyType value, the elements of
 * a wildcard, and a value of a derived type standing for its abstract base.
 */
interface OpenContent {
  readonly anyType: unknown;
  wildcard(field: FieldModel): unknown;
  derived(type: DerivedType, value: object): unknown;
}

type DerivedType = NonNullable<Extract<ValueShape['type'], { kind: 'complex' }>['derived']>[number];

/**
 * The type a sample of an abstract type is of: its first derived type that is not abstract itself
 * (no value is of an abstract type; the derived types are listed depth first). Undefined for a
 * type that is not abstract: its samples are of it.
 */
export function concreteOf(model: Model, type: ValueShape['type']): DerivedType | undefined {
  if (type.kind !== 'complex' || !model.types.find((t) => t.name === type.name)?.abstract) return undefined;
  const derived = type.derived?.find((d) => !model.types.find((t) => t.name === d.name)?.abstract);
  if (!derived) throw new Error(`no sample of the abstract type ${type.name}: no type derived from it is concrete`);
  return derived;
}

function build(
  model: Model,
  shape: ValueShape,
  depth: number,
  scalar: (name: ScalarName) => unknown,
  list: (items: unknown[], shape: ValueShape) => unknown,
  open: OpenContent,
  valueKey = 'value',
  simple: (name: string) => unknown = (name) => simpleSampleText(model, name),
  constant: (type: ValueShape['type'], text: string) => unknown = (_, text) => text,
): unknown {
  const one = (): unknown => {
    const type = shape.type;
    // An element or attribute with a fixed value holds that value.
    const fixed = (shape as { readonly fixed?: string }).fixed;
    if (fixed !== undefined) return constant(type, fixed);
    if (type.kind === 'scalar') return scalar(type.name);
    if (type.kind === 'simple') return simple(type.name);
    if (type.kind === 'any') return open.anyType;
    const derived = concreteOf(model, type);
    const t = model.types.find((x) => x.name === (derived?.name ?? type.name))!;
    const fields = firstAlternativeFields(model, t).filter((f) => sampled(model, f, depth));
    const keys = valueKey === '_value_1' ? zeepKeys(fields, t.value !== undefined) : fields.map((f) => f.name);
    // Simple content and attributes are filled too: the text under `value` (zeep's `_value_1`).
    const value = Object.fromEntries([
      ...(t.value ? [[valueKey, build(model, { type: t.value }, depth + 1, scalar, list, open, valueKey, simple, constant)]] : []),
      ...fields.map((f, i) => [
        keys[i],
        f.wildcard ? open.wildcard(f) : emptied(f, depth) ? list([], f) : build(model, f, depth + 1, scalar, list, open, valueKey, simple, constant),
      ]),
      ...t.attributes.map((a) => [
        a.name,
        build(model, { type: a.type, fixed: a.fixed } as ValueShape, depth + 1, scalar, list, open, valueKey, simple, constant),
      ]),
    ]);
    return derived ? open.derived(derived, value) : value;
  };
  if ((shape as FieldModel).wildcard) return open.wildcard(shape as FieldModel);
  // A list without a wrapper is a plain list on both sides (zeep too).
  // A list of lists repeats its inner lists.
  const item: ValueShape = shape.repeated && shape.listItem !== undefined ? { type: shape.type, listItem: shape.listItem } : { type: shape.type };
  // As many items as the list's minOccurs asks.
  if (shape.repeated) return Array.from({ length: shape.minOccurs ?? 1 }, () => build(model, item, depth + 1, scalar, list, open, valueKey, simple, constant));
  if (shape.listItem === undefined) return one();
  return list([build(model, { type: shape.type }, depth + 1, scalar, list, open, valueKey, simple, constant)], shape);
}

/** A decoded value of the shape, as a handler returns it. */
export function handlerValue(model: Model, shape: ValueShape): unknown {
  return build(
    model,
    shape,
    0,
    (name) => SCALARS[name].parse(sampleText(name)),
    (items) => items,
    {
      anyType: { attributes: {}, children: ['sample'] },
      wildcard: (f) => [wildcardSample(f.wildcard!, f.namespace)],
      derived: (d, value) => ({ $type: d.name, ...value }),
    },
    'value',
    (name) => simpleCodec(model.simpleTypes, name).parse(simpleSampleText(model, name)),
    (type, text) => (type.kind === 'simple' ? simpleCodec(model.simpleTypes, type.name) : SCALARS[type.name as ScalarName]).parse(text),
  );
}

function isListType(model: Model, name: string): boolean {
  const t = model.simpleTypes.find((s) => s.name === name)!;
  return t.item !== undefined || (t.restricts !== undefined && isListType(model, t.restricts));
}

/** The value as zeep takes it: scalars as text, a list wrapper as { item: [...] }. */
export function zeepValue(model: Model, shape: ValueShape): unknown {
  return build(
    model,
    shape,
    0,
    zeepScalar,
    // zeep takes a SOAP-encoded array (rpc/encoded) as a plain list, a literal one as its wrapper's content.
    (items, s) => (model.service.use === 'encoded' ? items : { [s.listItem!]: items }),
    // zeep takes anyType as text, a wildcard's elements as lxml elements (zeep_wsdl.py parses {"xml": ...}).
    {
      anyType: 'sample',
      wildcard: (f) => (f.wildcard!.max === 1 ? { xml: wildcardXml(f.wildcard!, f.namespace) } : [{ xml: wildcardXml(f.wildcard!, f.namespace) }]),
      // zeep writes xsi:type for a value built by the derived type (zeep_wsdl.py builds {"xsi_type": ..., "value": ...}).
      derived: (d, value) => ({ xsi_type: `{${d.namespace}}${xmlNameOf(model.types.find((t) => t.name === d.name)!)}`, value }),
    },
    '_value_1',
    // zeep takes a list type's value as a list of item texts.
    (name) => (isListType(model, name) ? [simpleSampleText(model, name)] : simpleSampleText(model, name)),
  );
}

/**
 * A scalar as zeep takes it: text, but the Gregorian types as tuples of their numbers and a time
 * zone (zeep_wsdl.py reads {"tuple": [...]}), and a QName as the text it writes as it is: a local
 * name alone, in no namespace (zeep declares no default namespace, nor a prefix for the text).
 */
function zeepScalar(name: ScalarName): unknown {
  const text = sampleText(name);
  if (SCALARS[name].qname) return text.slice(text.indexOf('}') + 1);
  return /^g(Year|YearMonth|Month|MonthDay|Day)$/.test(name) ? { tuple: [...text.match(/\d+/g)!.map(Number), null] } : text;
}

/**
 * The value as a node-soap server's handler answers it: scalars as text, a list wrapper as
 * { item: [...] }, attributes under `attributes`, simple content as `$value` (filled as above).
 * node-soap writes every element below the one it starts from in that one's namespace (or in none),
 * whatever the schema says, but keeps a key's prefix and writes `attributes` as they are: so each
 * element is keyed with a prefix bound to its namespace (`:name` unqualified, under `xmlns=""`),
 * declared in its attributes where the enclosing element's binding differs, and a wildcard's
 * sample element is keyed so too, where node-soap's raw XML (`$xml`) would replace every other
 * element of the object.
 */
export function nodeSoapValue(model: Model, shape: ValueShape, depth = 0, scope: NodeSoapScope = {}): unknown {
  // node-soap takes a list type's value as its text.
  const text = (type: ValueShape['type']): unknown =>
    type.kind === 'simple' ? simpleSampleText(model, type.name) : type.kind === 'scalar' ? sampleText(type.name) : zeepValue(model, { type });
  const qnames: Record<string, string> = {};
  // node-soap writes a QName's text as it is: prefixed here, its prefix declared on the element holding it.
  const attributeText = (type: ValueShape['type']): unknown => {
    if (type.kind !== 'scalar' || !SCALARS[type.name].qname) return text(type);
    const { declaration, prefixed } = nodeSoapQName(sampleText(type.name));
    Object.assign(qnames, declaration);
    return prefixed;
  };
  const one = (): unknown => {
    const type = shape.type;
    const fixed = (shape as { readonly fixed?: string }).fixed;
    if (fixed !== undefined) return fixed;
    if (type.kind === 'scalar' && SCALARS[type.name].qname) {
      const { declaration, prefixed } = nodeSoapQName(sampleText(type.name));
      return { attributes: declaration, $value: prefixed };
    }
    if (type.kind !== 'complex') return text(type);
    const derived = concreteOf(model, type);
    const t = model.types.find((x) => x.name === (derived?.name ?? type.name))!;
    const fields = firstAlternativeFields(model, t).filter((f) => sampled(model, f, depth));
    // node-soap writes attributes as given: a derived type's value names its type with xsi:type, its prefix declared beside it.
    const typed = derived ? { 'xmlns:xsi': XSI, [`xmlns:${PREFIX}t`]: derived.namespace, 'xsi:type': `${PREFIX}t:${xmlNameOf(t)}` } : {};
    const attributes = { ...typed, ...nodeSoapAttributes(t.attributes.map((a) => [a, a.fixed ?? attributeText(a.type)])), ...qnames };
    let wildcards = 0;
    return Object.fromEntries([
      ...(Object.keys(attributes).length > 0 ? [['attributes', attributes]] : []),
      ...(t.value ? [['$value', text(t.value)]] : []),
      ...fields.map((f) =>
        f.wildcard
          ? nodeSoapWildcard(f, wildcards++)
          : emptied(f, depth)
            ? nodeSoapElement(f.name, f.namespace, scope, () => ({ [f.listItem!]: [] }))
            : nodeSoapEntry(model, f, depth + 1, scope),
      ),
    ]);
  };
  // A list without a wrapper: a plain list.
  if (shape.repeated)
    return Array.from({ length: shape.minOccurs ?? 1 }, () =>
      nodeSoapValue(model, shape.listItem !== undefined ? { type: shape.type, listItem: shape.listItem } : { type: shape.type }, depth + 1, scope),
    );
  if (shape.listItem === undefined) return one();
  const items = (shape as FieldModel).itemNamespace ?? (shape as FieldModel).namespace ?? '';
  return Object.fromEntries([nodeSoapElement(shape.listItem, items, scope, (inner) => [nodeSoapValue(model, { type: shape.type }, depth + 1, inner)])]);
}

/** A sample QName (`{namespace}local`) as prefixed text and the declaration of its prefix. */
function nodeSoapQName(text: string): { readonly declaration: Record<string, string>; readonly prefixed: string } {
  const [, namespace = '', local = ''] = /^\{([^}]*)\}(.*)$/.exec(text) ?? [];
  return { declaration: { [`xmlns:${PREFIX}q`]: namespace }, prefixed: `${PREFIX}q:${local}` };
}

/** The namespaces bound where a value is written: PREFIX's and the default one (unknown when absent). */
export interface NodeSoapScope {
  readonly prefixed?: string;
  readonly unqualified?: true;
}

/** A field as a node-soap handler gives it: keyed for its element's namespace (above). */
export function nodeSoapEntry(model: Model, field: FieldModel | ResultModel, depth = 0, scope: NodeSoapScope = {}): [string, unknown] {
  return 'wildcard' in field && field.wildcard
    ? nodeSoapWildcard(field, 0)
    : nodeSoapElement(field.name, field.namespace, scope, (inner) => nodeSoapValue(model, field, depth, inner));
}

/** The prefix elements node-soap is given are written with. */
const PREFIX = 'interop';

/**
 * An element's key and value, the value (each item of a list) declaring the key's namespace where
 * the scope binds it otherwise: the client reads at most 256 declarations in a document.
 */
function nodeSoapElement(name: string, namespace: string, scope: NodeSoapScope, value: (inner: NodeSoapScope) => unknown, prefix = PREFIX): [string, unknown] {
  const bound = namespace === '' ? scope.unqualified === true : prefix === PREFIX && scope.prefixed === namespace;
  const declaration = bound ? {} : namespace === '' ? { xmlns: '' } : { [`xmlns:${prefix}`]: namespace };
  const inner: NodeSoapScope = namespace === '' ? { ...scope, unqualified: true } : prefix === PREFIX ? { ...scope, prefixed: namespace } : scope;
  const declared = (v: unknown): unknown => {
    if (bound) return v;
    if (Array.isArray(v)) return v.map(declared);
    return v !== null && typeof v === 'object'
      ? { ...v, attributes: { ...declaration, ...(v as { attributes?: object }).attributes } }
      : { attributes: declaration, $value: v };
  };
  return [namespace === '' ? `:${name}` : `${prefix}:${name}`, declared(value(inner))];
}

/** A wildcard's sample element, under a prefix of its own (another wildcard of the object may admit an element of the same name). */
function nodeSoapWildcard(field: FieldModel, n: number): [string, unknown] {
  const { name, namespace, children } = wildcardSample(field.wildcard!, field.namespace);
  return nodeSoapElement(name, namespace, {}, () => (children.length ? children.join('') : {}), `${PREFIX}w${n}`);
}

/** Attributes as node-soap writes them (by their keys): a qualified one under a prefix declared beside it. */
export function nodeSoapAttributes(attributes: readonly (readonly [{ readonly name: string; readonly namespace: string }, unknown])[]): object {
  return Object.fromEntries(
    attributes.flatMap(([a, value]) =>
      a.namespace === ''
        ? [[a.name, value]]
        : [
            [`xmlns:${PREFIX}a`, a.namespace],
            [`${PREFIX}a:${a.name}`, value],
          ],
    ),
  );
}
