/**
 * Emits `encoders.ts` and `decoders.ts`: one precompiled function per type and per operation
 * request. Encoders concatenate strings in schema order; decoders read fields by name. Both know
 * every field's type and list-ness from the spec, never from the data.
 */
import { StructureKind, type FunctionDeclarationStructure } from 'ts-morph';
import { XML_NS } from '../../runtime/xml/parse.js';
import {
  answersResults,
  baseOperationTs,
  baseTs,
  isQName,
  isSimple,
  isValueType,
  ownAttributes,
  allChoicesOf,
  choicesOf,
  type ChoiceModel,
  type Particle,
  type TypeModel,
  ownFields,
  ownParams,
  type AttributeModel,
  type FieldModel,
  type Model,
  type TypeRef,
  type WildcardModel,
  ANY_ATTRIBUTES,
  xmlNameOf,
} from '../model.js';
import type { GeneratedFile } from './file.js';
import {
  asAttributesEncoderOf,
  asDecoderOf,
  asEncoderOf,
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
import { attributesWriter, codecImports, constrainedCodec, contentEncoder, itemDecoder, itemEncoder, simpleCodec, valueDecoder } from './values.js';
import { importFrom, renderTs, type Statement } from './typescript.js';
import { contentNamespaces, namespaceAttribute } from './namespaces.js';
import { encodingArgument, itemAttributesArgument, soapArrayForm, xsiTypeAttribute, type SoapArrayForm } from './encoding.js';

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
  /** Every attribute, inherited ones first (of a type, or of an operation's wrapper element). */
  readonly attributes?: readonly AttributeModel[];
  /** The attributes after the base's. */
  readonly ownAttributes?: readonly AttributeModel[];
  /** Simple content: the type of the element's text (types only). */
  readonly value?: TypeRef;
  /** The own particles when there are groups (types only); else `own` is a plain sequence. */
  readonly content?: readonly Particle[];
  /** It or a base has choices (types only). */
  readonly choices?: boolean;
  /** xs:anyAttribute, its own or inherited (types only), and the namespace tested against. */
  readonly anyAttribute?: { readonly wildcard: WildcardModel; readonly namespace: string };
  /** Its values are SOAP-encoded: an encoded type's, or an encoded operation's message's. */
  readonly encoded: boolean;
}

/** Whether a shape has children to read or write (a repeated choice's items are not among its fields). */
const hasChildren = (shape: Shape): boolean => shape.fields.length > 0 || shape.choices === true;

export function shapesOf(model: Model): Shape[] {
  const content = contentNamespaces(model);
  // Requests and header blocks are written inside elements that declare the service's namespace;
  // unqualified rpc wrappers declare none, so there each part declares its own.
  const inScope = model.service.namespace;
  const wrapperScope = model.service.unqualifiedWrappers ? undefined : inScope;
  return [
    ...model.types.map((t) => ({
      name: t.ts,
      fields: t.fields,
      own: ownFields(model, t),
      base: baseTs(model, t),
      inScope: content.get(t.name),
      attributes: t.attributes,
      ownAttributes: ownAttributes(model, t),
      ...(t.value ? { value: t.value } : {}),
      ...(t.content ? { content: t.content } : {}),
      ...(hasChoices(model, t) ? { choices: true } : {}),
      ...(t.anyAttribute ? { anyAttribute: { wildcard: t.anyAttribute, namespace: t.namespace } } : {}),
      encoded: t.encoded === true,
    })),
    ...model.operations.map((op) => {
      const base = baseOperationTs(model, op);
      // The request wrapper's attributes are the request's, beside the parameters.
      const attributes = op.requestAttributes.length ? { attributes: op.requestAttributes, ownAttributes: op.requestAttributes } : {};
      return {
        name: requestType(op.ts),
        fields: op.params,
        own: ownParams(model, op),
        base: base && requestType(base),
        // A wrapper of another namespace declares it; a bare request's parts are inside the Body, which declares the service's.
        inScope: op.bare ? wrapperScope : (op.request.namespace ?? wrapperScope),
        encoded: op.use === 'encoded',
        ...attributes,
        ...(op.paramContent ? { content: op.paramContent, choices: true } : {}),
      };
    }),
    // Several results are read and written like the fields of one element (the response wrapper, of the service's namespace), its attributes with them.
    ...model.operations.filter(answersResults).map((op) => ({
      name: responseType(op.ts),
      fields: op.results,
      own: op.results,
      ...(op.resultContent ? { content: op.resultContent, choices: true } : {}),
      inScope: op.bare ? wrapperScope : (op.response?.namespace ?? wrapperScope),
      encoded: op.use === 'encoded',
      ...(op.responseAttributes.length ? { attributes: op.responseAttributes, ownAttributes: op.responseAttributes } : {}),
    })),
    // An operation's header blocks are read and written like the fields of one element (the Header).
    ...model.operations
      .filter((op) => op.requestHeaders.length)
      .map((op) => ({ name: requestHeadersType(op.ts), fields: op.requestHeaders, own: op.requestHeaders, inScope, encoded: op.use === 'encoded' })),
    ...model.operations
      .filter((op) => op.responseHeaders.length)
      .map((op) => ({ name: responseHeadersType(op.ts), fields: op.responseHeaders, own: op.responseHeaders, inScope, encoded: op.use === 'encoded' })),
  ];
}

export function emitEncoders(model: Model, runtime: string): GeneratedFile {
  const shapes = shapesOf(model);
  const helpers = new Set<string>();
  const withAttributes = attributedTypes(model);
  const functions = [
    ...shapes.flatMap((shape) => [
      encoder(
        shape,
        helpers,
        withAttributes,
        (type) => xsiTypeAttribute(model, type, shape.encoded),
        (f) => soapArrayForm(model, f, shape.encoded),
      ),
      ...(shape.attributes?.length || shape.anyAttribute ? [attributesEncoder(shape, helpers)] : []),
    ]),
    ...polymorphicTypes(model).flatMap((t) => polymorphicEncoders(model, t, helpers, withAttributes)),
  ];
  const code = functions.map((f) => (f.statements as string[]).join('\n')).join('\n');
  // SOAP encoding's arrays are written by its own module.
  const soapArrays = helpers.delete('xmlSoapArray');
  return renderTs(model, 'encoders.ts', [
    importFrom(`${runtime}xml/encode.js`, [...helpers]),
    ...(soapArrays ? [importFrom(`${runtime}xml/soap-encoding.js`, ['xmlSoapArray'])] : []),
    ...codecImports(runtime, code),
    importFrom('./types.js', [...shapes.map((s) => s.name), ...unionsOf(model)], true),
    ...functions,
  ]);
}

function hasChoices(model: Model, type: TypeModel): boolean {
  if (type.content) return true;
  const base = type.base === undefined ? undefined : model.types.find((t) => t.name === type.base);
  return base !== undefined && hasChoices(model, base);
}

/** The TypeScript unions of choices, which codecs name. */
function unionsOf(model: Model): string[] {
  return [...model.types.map((t) => t.content), ...model.operations.flatMap((op) => [op.paramContent, op.resultContent])].flatMap((content) =>
    allChoicesOf(content).map((c) => c.ts),
  );
}

export function emitDecoders(model: Model, runtime: string): GeneratedFile {
  const shapes = shapesOf(model);
  const helpers = new Set<string>();
  const functions = [
    ...shapes.map((shape) => decoder(shape, helpers, model.service.namespace, shape.encoded)),
    ...polymorphicTypes(model).map((t) => polymorphicDecoder(model, t, helpers)),
  ];
  const code = functions.map((f) => (f.statements as string[]).join('\n')).join('\n');
  const statements: Statement[] = [
    ...(helpers.size ? [importFrom(`${runtime}xml/decode.js`, [...helpers])] : []),
    importFrom(`${runtime}xml/decode.js`, ['Fields'], true),
    ...codecImports(runtime, code),
    importFrom('./types.js', [...shapes.map((s) => s.name), ...unionsOf(model)], true),
    ...functions,
  ];
  return renderTs(model, 'decoders.ts', statements);
}

/** The types of polymorphic hierarchies that have derived types: their values may be of those. */
function polymorphicTypes(model: Model): TypeModel[] {
  return model.types.filter((t) => (t.family?.length ?? 0) > 1);
}

/** The derived types of a polymorphic type, as models. */
function derivedModels(model: Model, type: TypeModel): TypeModel[] {
  return type.family!.slice(1).map((name) => model.types.find((t) => t.name === name)!);
}

/** `T | D1 | D2`: a polymorphic type's values. */
function familyTs(model: Model, type: TypeModel): string {
  return [type, ...derivedModels(model, type)].map((t) => t.ts).join(' | ');
}

/**
 * A polymorphic type's encoders by the value's `$type`: `encode<T>As` writes the children of the
 * type it names, `encode<T>AsAttributes` that type's attributes and, for a derived type, xsi:type.
 * An abstract type's own values are refused: one of its derived types must be named.
 */
function polymorphicEncoders(model: Model, type: TypeModel, helpers: Set<string>, withAttributes: ReadonlySet<string>): FunctionDeclarationStructure[] {
  const derived = derivedModels(model, type);
  if (type.abstract) helpers.add('abstractValue');
  helpers.add('xsiType');
  const children = [
    `switch (value.$type) {`,
    ...derived.flatMap((d) => [`  case ${str(d.name)}:`, `    return ${encoderOf(d.ts)}(value as ${d.ts});`]),
    '  default:',
    type.abstract
      ? `    return abstractValue(${str(type.name)}, [${derived.map((d) => str(d.name)).join(', ')}]);`
      : `    return ${encoderOf(type.ts)}(value);`,
    '}',
  ];
  const attributes = (t: TypeModel, value: string): string => (withAttributes.has(t.name) ? `${attributesEncoderOf(t.ts)}(${value})` : "''");
  const withType = (d: TypeModel): string => {
    const own = attributes(d, `value as ${d.ts}`);
    return `xsiType(${str(d.namespace)}, ${str(xmlNameOf(d))})${own === "''" ? '' : ` + ${own}`}`;
  };
  const starts = [
    `switch (value.$type) {`,
    ...derived.flatMap((d) => [`  case ${str(d.name)}:`, `    return ${withType(d)};`]),
    '  default:',
    `    return ${attributes(type, 'value')};`,
    '}',
  ];
  const fn = (name: string, docs: string, statements: string[]): FunctionDeclarationStructure => ({
    kind: StructureKind.Function,
    name,
    isExported: true,
    docs: [docs],
    parameters: [{ name: 'value', type: familyTs(model, type) }],
    returnType: 'string',
    statements,
  });
  return [
    fn(asEncoderOf(type.ts), `Children of a ${type.name} element, of the type the value's $type names.`, children),
    fn(asAttributesEncoderOf(type.ts), `Attributes of a ${type.name} element: xsi:type for a derived type's value, and that type's attributes.`, starts),
  ];
}

/** A polymorphic type's decoder: the element's xsi:type picks the derived type's decoder, its value tagged with `$type`. */
function polymorphicDecoder(model: Model, type: TypeModel, helpers: Set<string>): FunctionDeclarationStructure {
  helpers.add('xsiTypeName');
  if (type.abstract) helpers.add('abstractElement');
  const derived = derivedModels(model, type);
  return {
    kind: StructureKind.Function,
    name: asDecoderOf(type.ts),
    isExported: true,
    docs: [`Reads a ${type.name} element as the type its xsi:type names (one derived from ${type.name}), else as ${type.name}.`],
    parameters: [{ name: 'fields', type: 'Fields' }],
    returnType: familyTs(model, type),
    statements: [
      'switch (xsiTypeName(fields)) {',
      // xsi:type names the XML name; $type the spec's.
      ...derived.flatMap((d) => [`  case ${str(xmlNameOf(d))}:`, `    return { ...${decoderOf(d.ts)}(fields), $type: ${str(d.name)} };`]),
      '  default:',
      type.abstract
        ? `    return abstractElement(${str(type.name)}, [${derived.map((d) => str(d.name)).join(', ')}]);`
        : `    return ${decoderOf(type.ts)}(fields);`,
      '}',
    ],
  };
}

/** The types whose elements carry attributes, by XML name: their holders write them with `encode<T>Attributes`. */
export function attributedTypes(model: Model): ReadonlySet<string> {
  return new Set(model.types.filter((t) => t.attributes.length || t.anyAttribute || (t.value && isQName(t.value))).map((t) => t.name));
}

/** The function writing the attributes of a type's element (` a="1" b="x"`). */
export const attributesEncoderOf = (type: string): string => `${encoderOf(type)}Attributes`;

/**
 * `items`, a list without a wrapper, checked against its field's maxOccurs and minOccurs: the
 * encoder's and the decoder's atMost and atLeast take the same arguments (`name` is the path
 * errors name).
 */
function occursChecked(field: FieldModel, name: string, items: string, helpers: Set<string>): string {
  let checked = items;
  if (field.maxOccurs !== undefined) {
    helpers.add('atMost');
    checked = `atMost(${str(name)}, ${field.maxOccurs}, ${checked})`;
  }
  if (field.minOccurs !== undefined) {
    helpers.add('atLeast');
    checked = `atLeast(${str(name)}, ${field.minOccurs}, ${checked})`;
  }
  return checked;
}
/** The XML of one field's value (not yet guarded for absence); `attributes` go in its start tag. */
function fieldXml(
  field: FieldModel,
  path: string,
  given: string,
  helpers: Set<string>,
  attributes: string,
  withAttributes: ReadonlySet<string>,
  soapArray?: SoapArrayForm,
): string {
  const extra = attributes === '' ? '' : `, ${str(attributes)}`;
  if (soapArray) {
    helpers.add('xmlSoapArray');
    const start = str(attributes + soapArray.declaration);
    return `xmlSoapArray(${str(field.name)}, ${given}, ${itemEncoder(field, helpers)}, ${start}, ${str(soapArray.arrayType)}, ${itemAttributesArgument(soapArray, helpers)}${encodingArgument(soapArray)})`;
  }
  const attributesOf = attributesWriter(field.type, withAttributes, helpers, field.listItem ? (field.itemNamespace ?? field.namespace) : field.namespace);
  if (field.wildcard) {
    helpers.add('xmlAnyElements');
    return `xmlAnyElements(${given}, ${str(path)})`;
  }
  if (field.repeated) {
    helpers.add('xmlRepeated');
    // A list of lists: its type's attributes are its items', in each repeated element.
    const items = attributesOf && field.listItem === undefined ? `, ${attributes === '' ? "''" : str(attributes)}, ${attributesOf}` : extra;
    return `xmlRepeated(${str(field.name)}, ${occursChecked(field, path, given, helpers)}, ${contentEncoder(field, helpers, attributesOf)}${items})`;
  }
  if (field.listItem) {
    helpers.add('xmlList');
    const list = attributes === '' ? "''" : str(attributes);
    // Items in another namespace than the list's each declare theirs.
    const items =
      field.itemNamespace !== undefined
        ? `, ${list}, ${attributesOf ?? 'undefined'}, ${str(` xmlns="${field.itemNamespace}"`)}`
        : attributesOf
          ? `, ${list}, ${attributesOf}`
          : extra;
    return `xmlList(${str(field.name)}, ${str(field.listItem)}, ${given}, ${itemEncoder(field, helpers)}${items})`;
  }
  if (field.type.kind === 'complex' || field.type.kind === 'any') {
    helpers.add('xmlElement');
    const encode = itemEncoder(field, helpers);
    if (attributesOf) {
      const own = `${attributesOf}(${given})`;
      return `xmlElement(${str(field.name)}, ${encode}(${given}), ${attributes === '' ? own : `${str(attributes)} + ${own}`})`;
    }
    return `xmlElement(${str(field.name)}, ${encode}(${given})${extra})`;
  }
  helpers.add('xmlScalar');
  const text = `xmlScalar(${constrainedCodec(field)}, ${given}, ${str(path)})`;
  if (attributesOf) return `${str(`<${field.name}${attributes}`)} + ${attributesOf}(${given}) + '>' + ${text} + '</${field.name}>'`;
  return `${str(`<${field.name}${attributes}>`)} + ${text} + '</${field.name}>'`;
}

/** `typeOf` is what a value element's start tag says of its type (rpc/encoded), or ''. */
function encoder(
  shape: Shape,
  helpers: Set<string>,
  withAttributes: ReadonlySet<string>,
  typeOf: (type: TypeRef) => string,
  soapArrayOf: (field: FieldModel) => SoapArrayForm | undefined,
): FunctionDeclarationStructure {
  if (shape.value) return valueEncoder(shape, helpers);
  /** The statement writing one field of `object`; in a choice a required one is always checked (its property is not narrowed). */
  const fieldLine = (field: FieldModel, object: string, inChoice: boolean): string => {
    const path = `${shape.name}.${field.name}`;
    // An encoded list says its type (soapenc:Array, its items' type and count) as it is written.
    const soapArray = soapArrayOf(field);
    const attributes = namespaceAttribute(field, shape.inScope) + (soapArray ? '' : typeOf(field.type));
    const nil = `xmlNil(${str(field.name)}${attributes === '' ? '' : `, ${str(attributes)}`})`;
    // Own properties only: a field named toString or constructor must not pick up Object.prototype's.
    const own = ownProperty(object, field.name);
    const optional = givenProperty(object, field.name);
    // A fixed value is written whether or not one is given.
    if (field.fixed !== undefined && !field.nillable)
      return `xml += ${fieldXml(field, path, `(${own} ?? ${constrainedCodec(field)}.value)`, helpers, attributes, withAttributes)};`;
    if (field.nillable && !field.repeated) {
      // null is written as xsi:nil; a required nillable element left undefined is nil too (it must be present).
      helpers.add('xmlNil');
      const xml = fieldXml(field, path, optional.read, helpers, attributes, withAttributes, soapArray);
      return field.required ? `xml += ${optional.test} ? ${xml} : ${nil};` : `if (${own} === null) xml += ${nil};\nelse if (${optional.test}) xml += ${xml};`;
    }
    if (!field.required) return `if (${optional.test}) xml += ${fieldXml(field, path, optional.read, helpers, attributes, withAttributes, soapArray)};`;
    // A missing value type is reported by its scalar's format ("must be a 32-bit integer, got undefined").
    const valueType = isSimple(field.type) && !field.listItem && !field.repeated && isValueType(field.type);
    const given = inChoice || !valueType ? `(${own} ?? missing(${str(path)}))` : own;
    if (given !== own) helpers.add('missing');
    return `xml += ${fieldXml(field, path, given, helpers, attributes, withAttributes, soapArray)};`;
  };
  /** A choice: the alternative the value gives (`chosen` refuses two), its elements written; a repeated one per item. */
  const choiceLines = (choice: ChoiceModel): string => {
    helpers.add('chosen');
    const path = `${shape.name}.${choice.name}`;
    const object = choice.repeated ? 'item' : 'value';
    const names = `[${choice.alternatives.map((a) => str(a.map((f) => f.name).join('+'))).join(', ')}]`;
    const given = `[${choice.alternatives.map((a) => a.map((f) => `${ownProperty(object, f.name)} !== undefined`).join(' || ')).join(', ')}]`;
    // An alternative holding choices writes its particles in order, each choice as its own switch.
    const written = (a: readonly FieldModel[], content: readonly Particle[] | null | undefined): string[] =>
      content
        ? content.map((p) => (p.kind === 'element' ? fieldLine(p.field, object, true) : choiceLines(p.choice)))
        : a.map((f) => fieldLine(f, object, true));
    const cases = choice.alternatives.map((a, i) =>
      [`  case ${i}:`, ...written(a, choice.alternativeContent?.[i]).map((line) => indent(line, 4)), '    break;'].join('\n'),
    );
    const select = `switch (chosen(${str(path)}, ${names}, ${given}, ${choice.repeated || choice.required})) {\n${cases.join('\n')}\n}`;
    if (!choice.repeated) return select;
    const list = ownProperty('value', choice.name);
    if (choice.required) helpers.add('missing');
    const items = choice.required ? `${list} ?? missing(${str(path)})` : list;
    const loop = `for (const item of ${items}) {\n${indent(select, 2)}\n}`;
    return choice.required ? loop : `if (${givenProperty('value', choice.name).test}) {\n${indent(loop, 2)}\n}`;
  };
  const lines = shape.content
    ? shape.content.map((p) => (p.kind === 'element' ? fieldLine(p.field, 'value', false) : choiceLines(p.choice)))
    : shape.own.map((field) => fieldLine(field, 'value', false));
  return {
    kind: StructureKind.Function,
    name: encoderOf(shape.name),
    isExported: true,
    docs: [`Children of the ${shape.name} element, in schema order.`],
    parameters: [{ name: hasChildren(shape) ? 'value' : '_value', type: shape.name }],
    returnType: 'string',
    statements: !hasChildren(shape)
      ? ["return '';"]
      : !lines.length
        ? [`return ${encoderOf(shape.base!)}(value);`]
        : [shape.base ? `let xml = ${encoderOf(shape.base)}(value);` : "let xml = '';", ...lines, 'return xml;'],
  };
}

/** Indents every line of generated code by `by` spaces. */
function indent(code: string, by: number): string {
  return code
    .split('\n')
    .map((line) => ' '.repeat(by) + line)
    .join('\n');
}

/** A type with simple content: its element's text is its `value`. */
function valueEncoder(shape: Shape, helpers: Set<string>): FunctionDeclarationStructure {
  helpers.add('xmlScalar');
  const path = `${shape.name}.value`;
  const type = shape.value!;
  let given = 'value.value';
  if (!isValueType(type)) {
    helpers.add('missing');
    given = `(value.value ?? missing(${str(path)}))`;
  }
  return {
    kind: StructureKind.Function,
    name: encoderOf(shape.name),
    isExported: true,
    docs: [`The text of the ${shape.name} element.`],
    parameters: [{ name: 'value', type: shape.name }],
    returnType: 'string',
    statements: [`return xmlScalar(${simpleCodec(type)}, ${given}, ${str(path)});`],
  };
}

/**
 * The attributes of a type's element, for its start tag: ` name="value"` each, absent optional
 * ones left out. A qualified attribute's namespace is declared on the element with a prefix of its own.
 */
function attributesEncoder(shape: Shape, helpers: Set<string>): FunctionDeclarationStructure {
  if (shape.attributes!.length) helpers.add('xmlAttribute');
  // The xml namespace is bound to `xml` already.
  const prefixes = [...new Set(shape.attributes!.filter((a) => a.namespace !== '' && a.namespace !== XML_NS).map((a) => a.namespace))];
  const declarations = prefixes.map((ns, i) => ` xmlns:a${i}="${ns}"`).join('');
  const lines = shape.attributes!.map((a) => {
    const path = `${shape.name}.@${a.name}`;
    const qname = a.namespace === '' ? a.name : `${a.namespace === XML_NS ? 'xml' : `a${prefixes.indexOf(a.namespace)}`}:${a.name}`;
    const own = ownProperty('value', a.name);
    const optional = givenProperty('value', a.name);
    // A QName says the namespace of the element holding it, where one in no namespace must be too.
    const write = (codec: string, given: string): string =>
      isQName(a.type)
        ? `xmlQNameAttribute(${codec}, ${given}, ${str(qname)}, ${str(path)}, ${shape.inScope === undefined ? 'undefined' : str(shape.inScope)})`
        : `xmlAttribute(${codec}, ${given}, ${str(qname)}, ${str(path)})`;
    if (isQName(a.type)) helpers.add('xmlQNameAttribute');
    if (a.fixed !== undefined) return `xml += ${write(constrainedCodec(a), `${own} ?? ${constrainedCodec(a)}.value`)};`;
    if (!a.required) return `if (${optional.test}) xml += ${write(simpleCodec(a.type), optional.read)};`;
    let given = own;
    if (!isValueType(a.type)) {
      helpers.add('missing');
      given = `(${own} ?? missing(${str(path)}))`;
    }
    return `xml += ${write(simpleCodec(a.type), given)};`;
  });
  // Simple content that is a QName declares its prefix beside the attributes.
  if (shape.value && isQName(shape.value)) {
    helpers.add('qnameIn');
    lines.push(`xml += qnameIn(${str(shape.inScope ?? '')})(value.value);`);
  }
  if (shape.anyAttribute) {
    helpers.add('xmlAnyAttributes');
    lines.push(`xml += xmlAnyAttributes(${givenProperty('value', ANY_ATTRIBUTES).read}, ${str(shape.name)});`);
  }
  return {
    kind: StructureKind.Function,
    name: attributesEncoderOf(shape.name),
    isExported: true,
    docs: [`Attributes of the ${shape.name} element, for its start tag.`],
    parameters: [{ name: 'value', type: shape.name }],
    returnType: 'string',
    statements: [`let xml = ${str(declarations)};`, ...lines, 'return xml;'],
  };
}

/** `encoded`: lists are soapenc:Arrays, whose items are read whatever their names. */
function decoder(shape: Shape, helpers: Set<string>, readerNs: string, encoded: boolean): FunctionDeclarationStructure {
  /** How one field is read; `optional` for a choice's elements, which the choice checks once it knows the alternative. */
  const read = (field: FieldModel, optional = false): string => {
    // The readers look in the service's namespace unless told another.
    const ns = field.namespace === readerNs ? '' : `, ${str(field.namespace)}`;
    const required = field.required && !optional ? ', true' : ns ? ', false' : '';
    if (field.wildcard) {
      const { namespace, min, max } = field.wildcard;
      return `fields.any(${str(field.name)}, ${str(namespace)}, ${str(field.namespace)}, ${min}, ${max === Infinity ? 'Infinity' : max})`;
    }
    if (field.repeated)
      return occursChecked(field, field.name, `fields.repeated(${str(field.name)}, ${valueDecoder(field, helpers)}${required}${ns})`, helpers);
    // A nil SOAP-encoded array is null (PHP's SoapServer writes a null array so); its items are its children, whatever their names.
    if (field.nillable && field.listItem && encoded)
      return `fields.nillable(${str(field.name)}, (array: Fields) => array.members(${itemDecoder(field, helpers)})${required}${ns})`;
    if (field.nillable) return `fields.nillable(${str(field.name)}, ${valueDecoder(field, helpers)}${required}${ns})`;
    if (field.listItem && encoded) return `fields.soapArray(${str(field.name)}, ${itemDecoder(field, helpers)}${required}${ns})`;
    if (field.listItem) return `fields.list(${str(field.name)}, ${str(field.listItem)}, ${itemDecoder(field, helpers)}${required}${ns})`;
    if (!isSimple(field.type)) return `fields.object(${str(field.name)}, ${itemDecoder(field, helpers)}${required}${ns})`;
    // An absent or empty element reads as its default or fixed value.
    const fallback = field.fixed ?? field.default;
    if (fallback !== undefined)
      return `fields.scalar(${str(field.name)}, ${constrainedCodec(field)}, ${field.required && !optional}, ${ns ? str(field.namespace) : 'undefined'}, ${str(fallback)})`;
    return `fields.scalar(${str(field.name)}, ${simpleCodec(field.type)}${required}${ns})`;
  };
  const property = (field: FieldModel): string => `${propertyKey(field.name)}: ${read(field)},`;
  /** A choice: every alternative's elements read as optional, `choice` keeping the one present; a repeated one reads its run of items. */
  const choiceProperty = (choice: ChoiceModel): string => {
    if (choice.repeated) {
      const alternatives = choice.alternatives.map(([f]) => `{ name: ${str(f!.name)}, ns: ${str(f!.namespace)}, decode: ${valueDecoder(f!, helpers)} }`);
      return `${propertyKey(choice.name)}: fields.choices<${choice.ts}>([${alternatives.join(', ')}]${choice.required ? ', true' : ''}),`;
    }
    helpers.add('choice');
    // An alternative holding choices reads them in place, each checked by the outer choice once chosen.
    const alternative = (a: readonly FieldModel[], content: readonly Particle[] | null | undefined): string => {
      if (!content) return `{ ${a.map((f) => `${propertyKey(f.name)}: ${read(f, true)}`).join(', ')} }`;
      return `{ ${content.map((p) => (p.kind === 'element' ? `${propertyKey(p.field.name)}: ${read(p.field, true)}` : choiceProperty({ ...p.choice, required: false }).slice(0, -1))).join(', ')} }`;
    };
    const alternatives = choice.alternatives.map((a, i) => alternative(a, choice.alternativeContent?.[i]));
    const needs = choice.alternatives.map((a, i) => {
      const inner = choicesOf(choice.alternativeContent?.[i] ?? undefined).filter((c) => c.required);
      const own = a.length > 1 || inner.length ? a.filter((f) => f.required).map((f) => str(f.name)) : [];
      return [
        ...own,
        ...inner.map(
          (c) =>
            `[${c.alternatives
              .flat()
              .map((f) => str(f.name))
              .join(', ')}]`,
        ),
      ];
    });
    const needsArgument = needs.some((n) => n.length) ? `, [${needs.map((n) => `[${n.join(', ')}]`).join(', ')}]` : '';
    return `...choice<${choice.ts}>(${str(shape.name)}, [${alternatives.join(', ')}], ${choice.required}${needsArgument}),`;
  };
  const props = shape.content ? shape.content.map((p) => (p.kind === 'element' ? property(p.field) : choiceProperty(p.choice))) : shape.own.map(property);
  // A derived type's value is its base's, read by the base's decoder.
  if (shape.value && shape.base === undefined) props.push(`value: fields.value(${simpleCodec(shape.value)}),`);
  for (const a of shape.ownAttributes ?? []) {
    const args = [str(a.name), constrainedCodec(a)];
    // A required attribute is never filled in: its fixed value only constrains what is given.
    const fallback = a.required ? undefined : (a.fixed ?? a.default);
    if (a.required || a.namespace !== '' || fallback !== undefined) args.push(String(a.required));
    if (a.namespace !== '' || fallback !== undefined) args.push(str(a.namespace));
    if (fallback !== undefined) args.push(str(fallback));
    props.push(`${propertyKey(a.name)}: fields.attribute(${args.join(', ')}),`);
  }
  if (shape.anyAttribute) {
    // Every declared attribute (inherited ones too) is not one of the wildcard's.
    const declared = shape.attributes!.map((a) => str(a.namespace === '' ? a.name : `{${a.namespace}}${a.name}`));
    const { namespace } = shape.anyAttribute.wildcard;
    props.push(`${ANY_ATTRIBUTES}: fields.anyAttributes(${str(namespace)}, ${str(shape.anyAttribute.namespace)}, [${declared.join(', ')}]),`);
  }
  const empty = !hasChildren(shape) && !shape.attributes?.length && !shape.value && !shape.anyAttribute;
  return {
    kind: StructureKind.Function,
    name: decoderOf(shape.name),
    isExported: true,
    docs: [`Reads a ${shape.name} element's fields; throws DecodeError naming the field when they do not match the schema.`],
    parameters: [{ name: empty ? '_fields' : 'fields', type: 'Fields' }],
    returnType: shape.name,
    statements: empty
      ? ['return {};']
      : !props.length
        ? [`return ${decoderOf(shape.base!)}(fields);`]
        : ['return {', ...(shape.base ? [`  ...${decoderOf(shape.base)}(fields),`] : []), ...props.map((p) => `  ${p}`), '};'],
  };
}
