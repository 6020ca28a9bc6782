/**
 * Resolves the spec's simple types: enumerations, restrictions of a registry scalar or of another
 * simple type by facets, and list types. Facets must suit their root scalar (ranges and digits on
 * numbers, lengths on text, binary data and lists) and be values of it, and a pattern must be an
 * XML Schema regular expression (translated to JavaScript when generating).
 */
import { restrictedScalar } from '../../runtime/xml/facets.js';
import { enumScalar, listScalar, SCALARS, unionScalar, type Scalar, type ScalarName } from '../../runtime/xml/scalars.js';
import type { SimpleTypeModel, TypeRef } from '../model.js';
import { didYouMean, inParentheses } from '../suggest.js';
import type { Located, RawType } from './read.js';
import { patternProblem, patternRegExp } from './xsd-pattern.js';

const NUMERIC = new Set(['number', 'bigint', 'Decimal']);
const NOT_MEASURED = new Set(['number', 'bigint', 'Decimal', 'boolean']);
const DIGITS = new Set(['bigint', 'Decimal']);

type Report = (where: Located, message: string) => void;
type TextRef = Extract<TypeRef, { kind: 'scalar' | 'simple' }>;

/** The reference to a simple type fields and attributes hold. */
export function simpleRef(types: readonly SimpleTypeModel[], t: SimpleTypeModel): Extract<TypeRef, { kind: 'simple' }> {
  const list = (s: SimpleTypeModel): boolean => s.item !== undefined || (s.restricts !== undefined && list(types.find((p) => p.name === s.restricts)!));
  return { kind: 'simple', name: t.name, ts: t.ts, base: t.base, enumeration: t.values !== undefined, ...(list(t) ? { list: true as const } : {}) };
}

/** Every simple type of the spec, in the order written; one that cannot be resolved is reported and left out. */
export function resolveSimpleTypes(raws: readonly RawType[], ts: (name: string) => string, serviceNamespace: string, report: Report): SimpleTypeModel[] {
  const byName = new Map(raws.map((t) => [t.name, t]));
  const done = new Map<string, SimpleTypeModel | undefined>();
  const resolving = new Set<string>();
  // `xs:T` is the scalar; a bare name is a simple type of the spec when there is one, else the scalar.
  const reference = (written: string, where: Located, what: string): TextRef | 'unknown' | undefined => {
    const scalarOnly = written.startsWith('xs:');
    const name = scalarOnly ? written.slice(3) : written;
    if (!scalarOnly && byName.has(name)) {
      if (byName.get(name)!.anonymous) report(where, `${what} ${name} is anonymous: it is declared inside its one element, so other types cannot refer to it`);
      const simple = resolve(byName.get(name)!);
      return simple && simpleRef([...done.values()].filter((d): d is SimpleTypeModel => d !== undefined), simple);
    }
    if (Object.hasOwn(SCALARS, name)) return { kind: 'scalar', name: name as ScalarName };
    const known = [...Object.keys(SCALARS), ...byName.keys()];
    report(where, `${what} "${written}" is not a scalar or simple type${inParentheses(didYouMean(name, known))} (known: ${known.join(', ')})`);
    return 'unknown';
  };
  const resolve = (t: RawType): SimpleTypeModel | undefined => {
    if (done.has(t.name)) return done.get(t.name);
    if (resolving.has(t.name)) {
      report(t, `simple type ${t.name} is derived from itself`);
      return undefined;
    }
    resolving.add(t.name);
    const model = resolveOne(t);
    resolving.delete(t.name);
    done.set(t.name, model);
    return model;
  };
  // A QName's text means a namespace only where it is written: facets, list items and members would read it as plain text.
  const qnameBase = (ref: TextRef, where: Located, what: string): boolean => {
    const root = ref.kind === 'scalar' ? ref.name : ref.base;
    if (SCALARS[root].qname) report(where, `${what} ${ref.name} is a QName: simple types of QName and NOTATION are not supported`);
    return SCALARS[root].qname === true;
  };
  const resolveOne = (t: RawType): SimpleTypeModel | undefined => {
    const common = {
      name: t.name,
      ...(t.xmlName !== undefined && t.xmlName !== t.name ? { xmlName: t.xmlName } : {}),
      namespace: t.namespace ?? serviceNamespace,
      ts: ts(t.name),
      ...(t.description === undefined ? {} : { description: t.description }),
      ...(t.anonymous ? { anonymous: true as const } : {}),
    };
    if (t.enum) return { ...common, base: 'string', values: t.enum, facets: {} };
    if (t.union) {
      const members = t.union.members.map((m) => reference(m, t.union!.at, `union ${t.name}: member type`));
      if (members.some((m) => m === undefined || m === 'unknown')) return undefined;
      if ((members as TextRef[]).filter((m) => qnameBase(m, t.union!.at, `union ${t.name}: member type`)).length) return undefined;
      return { ...common, base: 'string', members: members as TextRef[], facets: {} };
    }
    if (t.list) {
      const item = reference(t.list.item, t.list.itemAt, `list ${t.name}: item type`);
      if (item === undefined || item === 'unknown' || qnameBase(item, t.list.itemAt, `list ${t.name}: item type`)) return undefined;
      if (item.kind === 'simple' && item.list) {
        report(t.list.itemAt, `list ${t.name}: its items cannot be lists (${item.name} is one)`);
        return undefined;
      }
      return { ...common, base: item.kind === 'scalar' ? item.name : item.base, item, facets: {} };
    }
    const { base: written, baseAt, facets: all, facetsAt } = t.restriction!;
    const base = reference(written, baseAt, `simple type ${t.name}: base`);
    if (base === undefined || base === 'unknown') return undefined;
    const { enumeration, ...facets } = all;
    const root = base.kind === 'scalar' ? base.name : base.base;
    const scalar = SCALARS[root];
    // A QName's lexical form holds a prefix the reader resolves: only an enumeration of resolved names can narrow it.
    if (scalar.qname) {
      const given = Object.keys(facets).filter((f) => facets[f as keyof typeof facets] !== undefined);
      if (given.length || !enumeration) {
        report(facetsAt, `simple type ${t.name}: a restriction of ${root} takes an enumeration only${given.length ? ` (not ${given.join(', ')})` : ''}, its values written {namespace}local`);
        return undefined;
      }
      const bad = enumeration.filter((v) => scalar.parse(v) === undefined);
      if (bad.length) report(facetsAt, `simple type ${t.name}: enumeration ${bad.join(', ')} ${bad.length > 1 ? 'are not QNames' : 'is not a QName'} written {namespace}local`);
      return { ...common, base: root, ...(base.kind === 'simple' ? { restricts: base.name } : {}), values: enumeration, facets: {} };
    }
    const list = base.kind === 'simple' && base.list === true;
    const bad = (names: readonly string[], what: string): void => {
      const given = names.filter((f) => facets[f as keyof typeof facets] !== undefined);
      if (given.length) report(facetsAt, `simple type ${t.name}: ${given.join(', ')} apply to ${what} only, not ${list ? `the list ${base.name}` : root}`);
    };
    const numeric = !list && NUMERIC.has(scalar.ts);
    if (!numeric) bad(['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'], 'numeric bases');
    if (list || !DIGITS.has(scalar.ts)) bad(['totalDigits', 'fractionDigits'], 'decimal and integer bases');
    if (!list && NOT_MEASURED.has(scalar.ts)) bad(['length', 'minLength', 'maxLength'], 'text, binary and list bases');
    for (const facet of ['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'] as const) {
      if (numeric && facets[facet] !== undefined && scalar.parse(facets[facet]) === undefined) report(facetsAt, `simple type ${t.name}: ${facet} ${facets[facet]} is not a valid ${root}`);
    }
    if (facets.pattern !== undefined) {
      const problem = patternProblem(facets.pattern);
      if (problem) report(facetsAt, `simple type ${t.name}: pattern ${facets.pattern} ${problem}`);
    }
    return {
      ...common,
      base: root,
      ...(base.kind === 'simple' ? { restricts: base.name } : {}),
      ...(enumeration ? { values: enumeration } : {}),
      facets,
    };
  };
  return raws.map(resolve).filter((t): t is SimpleTypeModel => t !== undefined);
}

/** Whether a simple type is written as a string union: an enumeration of xs:string, nothing else. */
export function isPlainEnumeration(t: SimpleTypeModel): boolean {
  return t.values !== undefined && t.base === 'string' && t.restricts === undefined && Object.keys(t.facets).length === 0;
}

/** The runtime codec of a simple type, built as the generated `simple-types.ts` builds it. */
export function simpleCodec(types: readonly SimpleTypeModel[], name: string): Scalar<unknown> {
  const t = types.find((s) => s.name === name)!;
  const codecOf = (ref: TypeRef): Scalar<unknown> => (ref.kind === 'simple' ? simpleCodec(types, ref.name) : (SCALARS[ref.name as ScalarName] as Scalar<unknown>));
  if (t.item) return listScalar(t.name, codecOf(t.item)) as Scalar<unknown>;
  if (t.members) return unionScalar(t.name, t.members.map(codecOf)) as Scalar<unknown>;
  if (isPlainEnumeration(t)) return enumScalar(t.name, t.values!) as Scalar<unknown>;
  const base = t.restricts === undefined ? (SCALARS[t.base] as Scalar<unknown>) : simpleCodec(types, t.restricts);
  const pattern = t.facets.pattern === undefined ? undefined : patternRegExp(t.facets.pattern);
  return restrictedScalar(t.name, base, { ...t.facets, ...(t.values ? { enumeration: t.values } : {}) }, pattern);
}
