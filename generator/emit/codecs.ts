/**
 * Emits `encoders.ts` and `decoders.ts`: one precompiled function per type and per operation
 * request. Encoders concatenate strings in schema order; decoders read fields by name. Both know
 * every field's type and list-ness from the spec, never from the data.
 */
import { StructureKind, type FunctionDeclarationStructure } from 'ts-morph';
import { ownFields, ownParams, type FieldModel, type Model } from '../model.js';
import type { GeneratedFile } from './file.js';
import { decoderOf, encoderOf, givenProperty, ownProperty, propertyKey, requestType, str } from './names.js';
import { importFrom, renderTs, type Statement } from './typescript.js';

/** Something with fields in element order: a spec type or an operation's request. */
interface Shape {
  readonly name: string;
  /** Every field, inherited ones first. */
  readonly fields: readonly FieldModel[];
  /** The fields after the base's. */
  readonly own: readonly FieldModel[];
  /** The shape whose fields come first. */
  readonly base?: string;
}

export function shapesOf(model: Model): Shape[] {
  return [
    ...model.types.map((t) => ({ name: t.name, fields: t.fields, own: ownFields(model, t), base: t.base })),
    ...model.operations.map((op) => ({ name: requestType(op.name), fields: op.params, own: ownParams(model, op), base: op.base && requestType(op.base) })),
  ];
}

export function emitEncoders(model: Model, runtime: string): GeneratedFile {
  const shapes = shapesOf(model);
  const helpers = new Set<string>();
  const functions = shapes.map((shape) => encoder(shape, helpers));
  return renderTs(model, 'encoders.ts', [
    importFrom(`${runtime}xml/encode.js`, [...helpers]),
    importFrom('./types.js', shapes.map((s) => s.name), true),
    ...functions,
  ]);
}

export function emitDecoders(model: Model, runtime: string): GeneratedFile {
  const shapes = shapesOf(model);
  const usesScalarLists = shapes.some((s) => s.fields.some((f) => f.listItem && f.type.kind === 'scalar'));
  const statements: Statement[] = [
    importFrom(`${runtime}xml/decode.js`, ['FieldReader', ...(usesScalarLists ? ['scalarDecoders'] : [])]),
    importFrom(`${runtime}xml/parse.js`, ['XmlElement'], true),
    importFrom('./types.js', shapes.map((s) => s.name), true),
    `/** Every element of the service is in this namespace; children in others are ignored. */\nconst NS = ${str(model.service.namespace)};`,
    ...shapes.map(decoder),
  ];
  return renderTs(model, 'decoders.ts', statements);
}

const SCALAR_ENCODERS = { int: 'xmlInt', decimal: 'xmlDecimal', string: 'xmlString', boolean: 'xmlBoolean' } as const;

function encoder(shape: Shape, helpers: Set<string>): FunctionDeclarationStructure {
  const lines = shape.own.map((field) => {
    const path = `${shape.name}.${field.name}`;
    const optional = givenProperty('value', field.name);
    const value = field.required ? ownProperty('value', field.name) : optional.read;
    const given = field.required && !(field.type.kind === 'scalar' && field.type.name !== 'string')
      ? `(${value} ?? missing(${str(path)}))`
      : value;
    if (given !== value) helpers.add('missing');
    let xml: string;
    if (field.listItem) {
      helpers.add('xmlList');
      const item = field.type.kind === 'scalar' ? SCALAR_ENCODERS[field.type.name] : encoderOf(field.type.name);
      if (field.type.kind === 'scalar') helpers.add(item);
      xml = `xmlList(${str(field.name)}, ${str(field.listItem)}, ${given}, ${item})`;
    } else if (field.type.kind === 'complex') {
      helpers.add('xmlElement');
      xml = `xmlElement(${str(field.name)}, ${encoderOf(field.type.name)}(${given}))`;
    } else {
      const helper = SCALAR_ENCODERS[field.type.name];
      helpers.add(helper);
      xml = `'<${field.name}>' + ${helper}(${given}, ${str(path)}) + '</${field.name}>'`;
    }
    return field.required ? `xml += ${xml};` : `if (${optional.test}) xml += ${xml};`;
  });
  return {
    kind: StructureKind.Function,
    name: encoderOf(shape.name),
    isExported: true,
    docs: [`Children of the ${shape.name} element, in schema order.`],
    parameters: [{ name: shape.fields.length ? 'value' : '_value', type: shape.name }],
    returnType: 'string',
    statements: !shape.fields.length ? ["return '';"]
      : !lines.length ? [`return ${encoderOf(shape.base!)}(value);`]
      : [shape.base ? `let xml = ${encoderOf(shape.base)}(value);` : "let xml = '';", ...lines, 'return xml;'],
  };
}

const SCALAR_READERS = { int: 'int', decimal: 'decimal', string: 'string', boolean: 'boolean' } as const;

function decoder(shape: Shape): FunctionDeclarationStructure {
  const props = shape.own.map((field) => {
    const required = field.required ? ', true' : '';
    let read: string;
    if (field.listItem) {
      const item = field.type.kind === 'scalar' ? `scalarDecoders.${field.type.name}` : decoderOf(field.type.name);
      read = `fields.list(${str(field.name)}, ${str(field.listItem)}, ${item}${required})`;
    } else if (field.type.kind === 'complex') {
      read = `fields.object(${str(field.name)}, ${decoderOf(field.type.name)}${required})`;
    } else {
      read = `fields.${SCALAR_READERS[field.type.name]}(${str(field.name)}${required})`;
    }
    return `${propertyKey(field.name)}: ${read},`;
  });
  return {
    kind: StructureKind.Function,
    name: decoderOf(shape.name),
    isExported: true,
    docs: [`Reads a ${shape.name} element; throws DecodeError naming the field when it does not match the schema.`],
    parameters: [{ name: shape.fields.length ? 'element' : '_element', type: 'XmlElement' }],
    returnType: shape.name,
    statements: !shape.fields.length ? ['return {};']
      : !props.length ? [`return ${decoderOf(shape.base!)}(element);`]
      : ['const fields = new FieldReader(element, NS);', 'return {', ...(shape.base ? [`  ...${decoderOf(shape.base)}(element),`] : []), ...props.map((p) => `  ${p}`), '};'],
  };
}
