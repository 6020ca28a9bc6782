/**
 * Emits `encoders.ts` and `decoders.ts`: one precompiled function per type and per operation
 * request. Encoders concatenate strings in schema order; decoders read fields by name. Both know
 * every field's type and list-ness from the spec, never from the data.
 */
import { StructureKind, type FunctionDeclarationStructure } from 'ts-morph';
import { baseOperationTs, baseTs, isValueType, ownFields, ownParams, type FieldModel, type Model } from '../model.js';
import type { GeneratedFile } from './file.js';
import {
  decoderOf,
  encoderOf,
  givenProperty,
  ownProperty,
  propertyKey,
  requestHeadersType,
  requestType,
  responseHeadersType,
  responseType,
  str,
} from './names.js';
import { codecImports, itemDecoder, itemEncoder, simpleCodec, valueDecoder } from './values.js';
import { importFrom, renderTs, type Statement } from './typescript.js';
import { contentNamespaces, namespaceAttribute } from './namespaces.js';

/** Something with fields in element order: a spec type or an operation's request. */
interface Shape {
  readonly name: string;
  /** Every field, inherited ones first. */
  readonly fields: readonly FieldModel[];
  /** The fields after the base's. */
  readonly own: readonly FieldModel[];
  /** The shape whose fields come first. */
  readonly base?: string;
  /** The default namespace in scope while its fields are written (see namespaces.ts). */
  readonly inScope: string | undefined;
}

export function shapesOf(model: Model): Shape[] {
  const content = contentNamespaces(model);
  // Requests and header blocks are written inside elements that declare the service's namespace.
  const inScope = model.service.namespace;
  return [
    ...model.types.map((t) => ({ name: t.ts, fields: t.fields, own: ownFields(model, t), base: baseTs(model, t), inScope: content.get(t.name) })),
    ...model.operations.map((op) => {
      const base = baseOperationTs(model, op);
      return { name: requestType(op.ts), fields: op.params, own: ownParams(model, op), base: base && requestType(base), inScope };
    }),
    // Several results are read and written like the fields of one element (the response wrapper, of the service's namespace).
    ...model.operations.filter((op) => op.results.length).map((op) => ({ name: responseType(op.ts), fields: op.results, own: op.results, inScope })),
    // An operation's header blocks are read and written like the fields of one element (the Header).
    ...model.operations
      .filter((op) => op.requestHeaders.length)
      .map((op) => ({ name: requestHeadersType(op.ts), fields: op.requestHeaders, own: op.requestHeaders, inScope })),
    ...model.operations
      .filter((op) => op.responseHeaders.length)
      .map((op) => ({ name: responseHeadersType(op.ts), fields: op.responseHeaders, own: op.responseHeaders, inScope })),
  ];
}

export function emitEncoders(model: Model, runtime: string): GeneratedFile {
  const shapes = shapesOf(model);
  const helpers = new Set<string>();
  const functions = shapes.map((shape) => encoder(shape, helpers));
  const code = functions.map((f) => (f.statements as string[]).join('\n')).join('\n');
  return renderTs(model, 'encoders.ts', [
    importFrom(`${runtime}xml/encode.js`, [...helpers]),
    ...codecImports(runtime, code),
    importFrom(
      './types.js',
      shapes.map((s) => s.name),
      true,
    ),
    ...functions,
  ]);
}

export function emitDecoders(model: Model, runtime: string): GeneratedFile {
  const shapes = shapesOf(model);
  const helpers = new Set<string>();
  const functions = shapes.map((shape) => decoder(shape, helpers, model.service.namespace));
  const code = functions.map((f) => (f.statements as string[]).join('\n')).join('\n');
  const statements: Statement[] = [
    ...(helpers.size ? [importFrom(`${runtime}xml/decode.js`, [...helpers])] : []),
    importFrom(`${runtime}xml/decode.js`, ['Fields'], true),
    ...codecImports(runtime, code),
    importFrom(
      './types.js',
      shapes.map((s) => s.name),
      true,
    ),
    ...functions,
  ];
  return renderTs(model, 'decoders.ts', statements);
}

/** The XML of one field's value (not yet guarded for absence); `attributes` go in its start tag. */
function fieldXml(field: FieldModel, path: string, given: string, helpers: Set<string>, attributes: string): string {
  const extra = attributes === '' ? '' : `, ${str(attributes)}`;
  if (field.listItem) {
    helpers.add('xmlList');
    return `xmlList(${str(field.name)}, ${str(field.listItem)}, ${given}, ${itemEncoder(field, helpers)}${extra})`;
  }
  if (field.type.kind === 'complex') {
    helpers.add('xmlElement');
    return `xmlElement(${str(field.name)}, ${encoderOf(field.type.ts)}(${given})${extra})`;
  }
  helpers.add('xmlScalar');
  return `${str(`<${field.name}${attributes}>`)} + xmlScalar(${simpleCodec(field.type)}, ${given}, ${str(path)}) + '</${field.name}>'`;
}

function encoder(shape: Shape, helpers: Set<string>): FunctionDeclarationStructure {
  const lines = shape.own.map((field) => {
    const path = `${shape.name}.${field.name}`;
    const attributes = namespaceAttribute(field, shape.inScope);
    const nil = `xmlNil(${str(field.name)}${attributes === '' ? '' : `, ${str(attributes)}`})`;
    // Own properties only: a field named toString or constructor must not pick up Object.prototype's.
    const own = ownProperty('value', field.name);
    const optional = givenProperty('value', field.name);
    if (field.nillable) {
      // null is written as xsi:nil; a required nillable element left undefined is nil too (it must be present).
      helpers.add('xmlNil');
      const xml = fieldXml(field, path, optional.read, helpers, attributes);
      return field.required ? `xml += ${optional.test} ? ${xml} : ${nil};` : `if (${own} === null) xml += ${nil};\nelse if (${optional.test}) xml += ${xml};`;
    }
    if (!field.required) return `if (${optional.test}) xml += ${fieldXml(field, path, optional.read, helpers, attributes)};`;
    // A missing value type is reported by its scalar's format ("must be a 32-bit integer, got undefined").
    const given = !(field.type.kind !== 'complex' && !field.listItem && isValueType(field.type)) ? `(${own} ?? missing(${str(path)}))` : own;
    if (given !== own) helpers.add('missing');
    return `xml += ${fieldXml(field, path, given, helpers, attributes)};`;
  });
  return {
    kind: StructureKind.Function,
    name: encoderOf(shape.name),
    isExported: true,
    docs: [`Children of the ${shape.name} element, in schema order.`],
    parameters: [{ name: shape.fields.length ? 'value' : '_value', type: shape.name }],
    returnType: 'string',
    statements: !shape.fields.length
      ? ["return '';"]
      : !lines.length
        ? [`return ${encoderOf(shape.base!)}(value);`]
        : [shape.base ? `let xml = ${encoderOf(shape.base)}(value);` : "let xml = '';", ...lines, 'return xml;'],
  };
}

function decoder(shape: Shape, helpers: Set<string>, readerNs: string): FunctionDeclarationStructure {
  const props = shape.own.map((field) => {
    // The readers look in the service's namespace unless told another.
    const ns = field.namespace === readerNs ? '' : `, ${str(field.namespace)}`;
    const required = field.required ? ', true' : ns ? ', false' : '';
    let read: string;
    if (field.nillable) {
      read = `fields.nillable(${str(field.name)}, ${valueDecoder(field, helpers)}${required}${ns})`;
    } else if (field.listItem) {
      read = `fields.list(${str(field.name)}, ${str(field.listItem)}, ${itemDecoder(field, helpers)}${required}${ns})`;
    } else if (field.type.kind === 'complex') {
      read = `fields.object(${str(field.name)}, ${decoderOf(field.type.ts)}${required}${ns})`;
    } else {
      read = `fields.scalar(${str(field.name)}, ${simpleCodec(field.type)}${required}${ns})`;
    }
    return `${propertyKey(field.name)}: ${read},`;
  });
  return {
    kind: StructureKind.Function,
    name: decoderOf(shape.name),
    isExported: true,
    docs: [`Reads a ${shape.name} element's fields; throws DecodeError naming the field when they do not match the schema.`],
    parameters: [{ name: shape.fields.length ? 'fields' : '_fields', type: 'Fields' }],
    returnType: shape.name,
    statements: !shape.fields.length
      ? ['return {};']
      : !props.length
        ? [`return ${decoderOf(shape.base!)}(fields);`]
        : ['return {', ...(shape.base ? [`  ...${decoderOf(shape.base)}(fields),`] : []), ...props.map((p) => `  ${p}`), '};'],
  };
}
