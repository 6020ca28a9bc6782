/**
 * Simple types: their TypeScript aliases (a union of literals for an enumeration of text or
 * numbers, the base's type for a type restricted by facets, documented with its facets, an array
 * for a list type) and `simple-types.ts`, their codecs.
 */
import { FACET_NAMES } from '../../runtime/xml/facets.js';
import { SCALARS } from '../../runtime/xml/scalars.js';
import type { Model, SimpleTypeModel, TypeRef } from '../model.js';
import { isPlainEnumeration } from '../spec/simple-types.js';
import { translatePattern } from '../spec/xsd-pattern.js';
import type { GeneratedFile } from './file.js';
import { doc, str } from './names.js';
import { importFrom, renderTs } from './typescript.js';

/** The facets of a simple type as people read them: `minInclusive 0`, `pattern [A-Z]{3}`. */
export function facetList(type: SimpleTypeModel): string[] {
  return FACET_NAMES.flatMap((facet) => (type.facets[facet] === undefined ? [] : [`${facet} ${type.facets[facet]}`]));
}

/** The facets as an object literal: `{ minInclusive: '0', maxLength: 5 }`, the enumeration last. */
function facetsLiteral(type: SimpleTypeModel): string {
  const entries = FACET_NAMES.flatMap((facet) => {
    const value = type.facets[facet];
    return value === undefined ? [] : [`${facet}: ${typeof value === 'number' ? value : str(value)}`];
  });
  if (type.values) entries.push(`enumeration: [${type.values.map(str).join(', ')}]`);
  return entries.length ? `{ ${entries.join(', ')} }` : '{}';
}

/** The TypeScript type of a scalar or simple type reference. */
function refTs(ref: TypeRef): string {
  return ref.kind === 'scalar' ? SCALARS[ref.name].ts : ref.ts;
}

/** An enumeration's values as TypeScript literals, when its base is text or a number (not a list). */
function literals(model: Model, type: SimpleTypeModel): string | undefined {
  if (!type.values || isList(model, type)) return undefined;
  const ts = SCALARS[type.base].ts;
  const base = SCALARS[type.base];
  if (ts === 'string' || base.qname) return type.values.map((v) => str(base.parse(v) as string)).join(' | ');
  if (ts === 'number') return type.values.map((v) => String(base.parse(v))).join(' | ');
  if (ts === 'bigint') return type.values.map((v) => `${String(base.parse(v))}n`).join(' | ');
  return undefined;
}

function isList(model: Model, type: SimpleTypeModel): boolean {
  return (
    type.item !== undefined ||
    (type.restricts !== undefined &&
      isList(
        model,
        model.simpleTypes.find((t) => t.name === type.restricts)!,
      ))
  );
}

/** `export type Colour = 'Red' | 'Green';`, `export type Percent = number;` with its facets in its comment, `export type Sizes = number[];`. */
export function simpleTypeAlias(model: Model, type: SimpleTypeModel): string {
  const facets = facetList(type);
  const restricted = type.restricts ?? (type.item || type.members ? undefined : type.base);
  const comment = [
    ...doc(type.description),
    ...(type.item ? [`XML Schema list of ${type.item.name}: items separated by spaces.`] : []),
    ...(type.members ? [`XML Schema union of ${type.members.map((m) => m.name).join(', ')}: the text of a value of any of them.`] : []),
    ...(facets.length ? [`XML Schema ${restricted} restricted to: ${facets.join(', ')}.`] : []),
  ];
  const parent = type.restricts === undefined ? undefined : model.simpleTypes.find((t) => t.name === type.restricts)!;
  const ts = literals(model, type) ?? (type.item ? `${refTs(type.item)}[]` : parent ? parent.ts : SCALARS[type.base].ts);
  return `\n${comment.length ? `/** ${comment.join(' ')} */\n` : ''}export type ${type.ts} = ${ts};`;
}

/** The codec expression of a simple type: its base's codec (inline, for a chain of restrictions) narrowed by its facets. */
function codec(model: Model, type: SimpleTypeModel, used: Set<string>): string {
  const of = (ref: TypeRef): string => {
    if (ref.kind === 'simple')
      return codec(
        model,
        model.simpleTypes.find((t) => t.name === ref.name)!,
        used,
      );
    used.add('SCALARS');
    return `SCALARS.${ref.name}`;
  };
  if (type.item) {
    used.add('listScalar');
    if (type.item.kind === 'simple') used.add(`type:${type.item.ts}`);
    return `listScalar(${str(type.name)}, ${of(type.item)})`;
  }
  if (type.members) {
    used.add('unionScalar');
    return `unionScalar(${str(type.name)}, [${type.members.map(of).join(', ')}])`;
  }
  used.add(`type:${type.ts}`);
  if (isPlainEnumeration(type)) {
    used.add('enumScalar');
    return `enumScalar<${type.ts}>(${str(type.name)}, [${type.values!.map(str).join(', ')}])`;
  }
  used.add('restrictedScalar');
  const parent = type.restricts === undefined ? undefined : model.simpleTypes.find((t) => t.name === type.restricts)!;
  const base = parent
    ? of({ kind: 'simple', name: parent.name, ts: parent.ts, base: parent.base, enumeration: false })
    : of({ kind: 'scalar', name: type.base });
  const narrowed = literals(model, type) !== undefined && (parent ? parent.ts : SCALARS[type.base].ts) !== type.ts;
  const baseTs = parent ? parent.ts : SCALARS[type.base].ts;
  if (narrowed && !parent && SCALARS[type.base].tsFromRuntime) used.add(`runtime:${baseTs}`);
  const pattern = type.facets.pattern === undefined ? '' : `, ${patternExpression(type.facets.pattern)}`;
  return `restrictedScalar<${type.ts}${narrowed ? `, ${baseTs}` : ''}>(${str(type.name)}, ${base}, ${facetsLiteral(type)}${pattern})`;
}

/**
 * A pattern's translation to JavaScript as generated code: a literal, `/^(?:[A-Z]{3})$/u`; under the
 * `v` flag a `new RegExp(...)`, since TypeScript refuses that flag in literals below target ES2024.
 */
function patternExpression(pattern: string): string {
  const { source, flags } = translatePattern(pattern);
  return flags === 'u' ? `/${source}/u` : `new RegExp(${str(source)}, 'v')`;
}

/** `simple-types.ts`, when the spec has simple types: their codecs, which refuse values outside them both ways. */
export function emitSimpleTypes(model: Model, runtime: string): GeneratedFile | undefined {
  if (model.simpleTypes.length === 0) return undefined;
  const used = new Set<string>();
  const entries = model.simpleTypes.map((t) => `  ${t.ts}: ${codec(model, t, used)},`);
  const fromScalars = ['enumScalar', 'listScalar', 'unionScalar', 'SCALARS'].filter((n) => used.has(n));
  const aliases = model.simpleTypes.map((t) => t.ts).filter((ts) => used.has(`type:${ts}`));
  const runtimeTypes = [...used].filter((u) => u.startsWith('runtime:')).map((u) => u.slice('runtime:'.length));
  return renderTs(model, 'simple-types.ts', [
    importFrom(`${runtime}xml/scalars.js`, fromScalars, false, runtimeTypes),
    ...(used.has('restrictedScalar') ? [importFrom(`${runtime}xml/facets.js`, ['restrictedScalar'])] : []),
    ...(aliases.length ? [importFrom('./types.js', aliases, true)] : []),
    `\n/** The codec of each simple type: values outside it are refused both ways. */\nexport const simpleTypes = {\n${entries.join('\n')}\n};`,
  ]);
}
