/**
 * How generated code handles a value of a given shape: its TypeScript type, the runtime codec of a
 * simple type, and the type imports a file needs. Scalar facts come from the runtime's registry.
 */
import { SCALARS } from '../../runtime/xml/scalars.js';
import { answersResults, isQName, type Model, type OperationModel, type TypeRef, type ValueShape } from '../model.js';
import { decoderOf, encoderOf, responseType, str, tsShape, asAttributesEncoderOf, asDecoderOf, asEncoderOf } from './names.js';
import { importFrom, type Statement } from './typescript.js';

/** The runtime codec of a scalar or simple type: `SCALARS.int`, `simpleTypes.Colour`. */
export function simpleCodec(type: TypeRef): string {
  if (type.kind === 'scalar') return `SCALARS.${type.name}`;
  if (type.kind === 'simple') return `simpleTypes.${type.ts}`;
  throw new Error(`${type.name} is a complex type`);
}

/** The codec of an element's or attribute's value: its type's, or `fixedScalar(...)` when it has a fixed value. */
export function constrainedCodec(holder: { readonly type: TypeRef; readonly fixed?: string }): string {
  return holder.fixed === undefined ? simpleCodec(holder.type) : `fixedScalar(${simpleCodec(holder.type)}, ${str(holder.fixed)})`;
}

/** The TypeScript type of a value, `| null` when it may be nil. */
export function tsValue(shape: ValueShape & { readonly nillable?: boolean }): string {
  return shape.nillable ? `${tsShape(shape)} | null` : tsShape(shape);
}

/** What an operation's handler returns and its client resolves to: its single result, its several results as one object, or nothing. */
export function resultTs(op: OperationModel): string {
  if (op.result) return tsValue(op.result);
  return answersResults(op) ? responseType(op.ts) : 'void';
}

/** Expression encoding one item of a list (for xmlList / xmlItems). */
export function itemEncoder(shape: ValueShape, helpers: Set<string>): string {
  if (shape.type.kind === 'complex') return shape.type.derived ? asEncoderOf(shape.type.ts) : encoderOf(shape.type.ts);
  if (shape.type.kind === 'any') return anyHelper('encodeAnyContent', helpers);
  helpers.add('scalarItems');
  return `scalarItems(${simpleCodec(shape.type)})`;
}

/** Expression decoding one item element of a list (for Fields.list / Fields.items). */
export function itemDecoder(shape: ValueShape, helpers: Set<string>): string {
  if (shape.type.kind === 'complex') return shape.type.derived ? asDecoderOf(shape.type.ts) : decoderOf(shape.type.ts);
  if (shape.type.kind === 'any') return anyHelper('decodeAnyContent', helpers);
  helpers.add('scalarItem');
  return `scalarItem(${simpleCodec(shape.type)})`;
}

/** A runtime helper of open content (encode.js and decode.js re-export them), noted as used. */
function anyHelper(name: string, helpers: Set<string>): string {
  helpers.add(name);
  return name;
}

/**
 * The function writing the attributes of a value's element (of `namespace`), when its type has
 * some: a spec type's `encode<T>Attributes` (for the types in `withAttributes`), open content's
 * own, a QName's declaration of its prefix.
 */
export function attributesWriter(type: TypeRef, withAttributes: ReadonlySet<string>, helpers: Set<string>, namespace: string): string | undefined {
  if (type.kind === 'any') return anyHelper('anyContentAttributes', helpers);
  if (isQName(type)) return `${anyHelper('qnameIn', helpers)}(${str(namespace)})`;
  // A polymorphic type's element says its value's type (xsi:type) beside that type's attributes.
  if (type.kind === 'complex' && type.derived) return asAttributesEncoderOf(type.ts);
  return type.kind === 'complex' && withAttributes.has(type.name) ? `${encoderOf(type.ts)}Attributes` : undefined;
}

/** Expression decoding a whole value from its element (a list wrapper, an object or a scalar). */
export function valueDecoder(shape: ValueShape, helpers: Set<string>): string {
  const item = itemDecoder(shape, helpers);
  if (!shape.listItem) return item;
  return `(fields: Fields) => fields.items(${str(shape.listItem)}, ${item})`;
}

/** Expression encoding a whole value's content (a list wrapper's items, each with `itemAttributes`; an object's or a scalar's). */
export function contentEncoder(shape: ValueShape, helpers: Set<string>, itemAttributes?: string): string {
  const item = itemEncoder(shape, helpers);
  if (!shape.listItem) return item;
  helpers.add('xmlItems');
  const attributes = itemAttributes ? `, ${itemAttributes}` : '';
  return `(items: readonly ${tsShape({ type: shape.type, listItem: shape.listItem })}) => xmlItems(${str(shape.listItem)}, items, ${item}${attributes})`;
}

/** Imports of the codecs' runtime sources: the registry and the spec's simple types, when used. */
export function codecImports(runtime: string, code: string): Statement[] {
  return [
    ...(/\bSCALARS\./.test(code) ? [importFrom(`${runtime}xml/scalars.js`, ['SCALARS'])] : []),
    ...(/\bsimpleTypes\./.test(code) ? [importFrom('./simple-types.js', ['simpleTypes'])] : []),
    ...(/\bfixedScalar\(/.test(code) ? [importFrom(`${runtime}xml/facets.js`, ['fixedScalar'])] : []),
  ];
}

/**
 * Type-only imports for the given value types: spec types and enumerations from `./types.js`,
 * registry scalar types (Decimal, Guid, ...) from the runtime. `local` lists names declared in the file itself.
 */
export function typeImports(
  model: Model,
  runtime: string,
  types: readonly TypeRef[],
  also: readonly string[] = [],
  local: readonly string[] = [],
  open: readonly string[] = [],
): Statement[] {
  const fromTypes = new Set<string>(also);
  const fromRuntime = new Set<string>();
  const fromOpen = new Set(open);
  for (const type of types) {
    if (type.kind === 'any') fromOpen.add('AnyContent');
    else if (type.kind !== 'scalar') {
      fromTypes.add(type.ts);
      if (type.kind === 'complex') for (const d of type.derived ?? []) fromTypes.add(d.ts);
    } else if (SCALARS[type.name].tsFromRuntime) fromRuntime.add(SCALARS[type.name].ts);
  }
  for (const name of local) fromTypes.delete(name);
  void model;
  return [
    ...(fromRuntime.size ? [importFrom(`${runtime}xml/scalars.js`, [...fromRuntime], true)] : []),
    ...(fromOpen.size ? [importFrom(`${runtime}xml/any.js`, [...fromOpen].sort(), true)] : []),
    ...(fromTypes.size ? [importFrom('./types.js', [...fromTypes], true)] : []),
  ];
}
