/** Emits `operations.ts`: the binding of each operation to its codecs, shared by server and client. */
import { SOAP_TRANSPORT_IDS } from '../../runtime/transports.js';
import {
  answersResults,
  bindingOperations,
  declaredFaults,
  isSimple,
  type FaultModel,
  type FieldModel,
  type Model,
  type OperationModel,
  type ResultModel,
} from '../model.js';
import { faultsOf } from './faults.js';
import type { GeneratedFile } from './file.js';
import {
  asAttributesEncoderOf,
  asDecoderOf,
  asEncoderOf,
  decoderOf,
  encoderOf,
  formDecoderOf,
  formEncoderOf,
  doc,
  freeIdentifier,
  propertyKey,
  requestHeadersType,
  requestType,
  responseHeadersType,
  responseType,
  str,
} from './names.js';
import { importFrom, renderTs, type Statement } from './typescript.js';
import { attributedTypes, attributesEncoderOf } from './codecs.js';
import { encodingArgument, itemAttributesArgument, soapArrayForm, xsiTypeAttribute } from './encoding.js';
import { attributesWriter, codecImports, itemDecoder, itemEncoder, resultTs, simpleCodec, typeImports } from './values.js';

export function emitOperations(model: Model, runtime: string): GeneratedFile {
  const formOps = model.operations.filter((op) => op.httpPost);
  const resultTypes = model.operations.flatMap((op) => (op.result?.type.kind === 'complex' ? [op.result.type.ts] : []));
  const responseTypes = model.operations.filter(answersResults).map((op) => responseType(op.ts));
  const headerTypes = model.operations.flatMap(headersTypesOf);
  const faults = faultsOf(model);
  const faultTypes = faults.flatMap((f) => (f.type.kind === 'complex' ? [f.type.ts] : []));
  const encodeHelpers = new Set<string>();
  const decodeHelpers = new Set<string>();
  // A first pass learns which runtime helpers the bindings use; names do not change that.
  const withAttributes = attributedTypes(model);
  const code = model.operations.map((op) => operation(model, op, op.ts, encodeHelpers, decodeHelpers, withAttributes)).join('\n');
  const imports: Statement[] = [
    importFrom(`${runtime}binding.js`, ['OperationBinding', 'ServiceBinding'], true),
    ...(decodeHelpers.size ? [importFrom(`${runtime}xml/decode.js`, [...decodeHelpers])] : []),
    ...(encodeHelpers.size
      ? [
          importFrom(
            `${runtime}xml/encode.js`,
            [...encodeHelpers].filter((h) => !SOAP_ENCODING_HELPERS.includes(h)),
          ),
        ]
      : []),
    ...(SOAP_ENCODING_HELPERS.some((h) => encodeHelpers.has(h))
      ? [
          importFrom(
            `${runtime}xml/soap-encoding.js`,
            SOAP_ENCODING_HELPERS.filter((h) => encodeHelpers.has(h)),
          ),
        ]
      : []),
    ...codecImports(runtime, code),
    importFrom('./decoders.js', [
      ...polymorphicCodecs(model, code, [asDecoderOf]),
      ...model.operations.map((op) => decoderOf(requestType(op.ts))),
      ...resultTypes.map(decoderOf),
      ...responseTypes.map(decoderOf),
      ...headerTypes.map(decoderOf),
      ...faultTypes.map(decoderOf),
    ]),
    importFrom('./encoders.js', [
      ...polymorphicCodecs(model, code, [asEncoderOf, asAttributesEncoderOf]),
      ...model.operations.map((op) => encoderOf(requestType(op.ts))),
      ...resultTypes.map(encoderOf),
      ...responseTypes.map(encoderOf),
      ...new Set(model.operations.flatMap((op) => (op.result && resultAttributed(op.result, withAttributes) ? [attributesEncoderOf(op.result.type.ts)] : []))),
      ...model.operations.flatMap((op) => [
        ...(op.requestAttributes.length ? [attributesEncoderOf(requestType(op.ts))] : []),
        ...(op.responseAttributes.length ? [attributesEncoderOf(responseType(op.ts))] : []),
      ]),
      ...headerTypes.map(encoderOf),
      ...faultTypes.map(encoderOf),
      ...new Set(faults.flatMap((f) => (f.type.kind === 'complex' && withAttributes.has(f.type.name) ? [attributesEncoderOf(f.type.ts)] : []))),
    ]),
    ...(formOps.length
      ? [
          importFrom(
            './forms.js',
            formOps.flatMap((op) => [formDecoderOf(op.ts), formEncoderOf(op.ts)]),
          ),
        ]
      : []),
    ...(faults.length
      ? [
          importFrom(
            './faults.js',
            faults.map((f) => f.ts),
          ),
        ]
      : []),
    ...typeImports(
      model,
      runtime,
      model.operations.flatMap((op) => (op.result ? [op.result.type] : [])),
      [...model.operations.map((op) => requestType(op.ts)), ...responseTypes, ...headerTypes],
    ),
  ];
  // Each operation's constant is named after it unless that name is a keyword or already taken here.
  const imported = imports.flatMap((i) => (typeof i === 'string' ? [] : ((i as { namedImports?: string[] }).namedImports ?? [])));
  const taken = new Set(['operations', 'binding', ...imported]);
  const constName = new Map(model.operations.map((op) => [op.name, freeIdentifier(op.ts, taken)]));
  const statements: Statement[] = [
    ...imports,
    ...model.operations.map((op) => operation(model, op, constName.get(op.name)!, encodeHelpers, decodeHelpers, withAttributes)),
    constant(
      'Every operation, by name.',
      'operations',
      undefined,
      model.operations.map((op) => (constName.get(op.name) === op.name ? `${op.name},` : `${propertyKey(op.name)}: ${constName.get(op.name)},`)),
    ),
    constant(`${model.service.name}: where it lives and what it offers.`, 'binding', 'ServiceBinding<typeof operations>', [
      `name: ${str(model.service.name)},`,
      `namespace: ${str(model.service.namespace)},`,
      `path: ${str(model.service.path)},`,
      `transports: [${model.service.transports.map(str).join(', ')}],`,
      ...portTable(model),
      ...(model.operations.some((op) => op.use === 'encoded') && model.service.encoding === 'soap12' ? ['soap12Encoding: true,'] : []),
      ...(model.service.unqualifiedWrappers ? ['unqualifiedWrappers: true,'] : []),
      'operations,',
    ]),
  ];
  return renderTs(model, 'operations.ts', statements);
}

/**
 * The binding's `ports`, when some port has a path of its own or offers only some operations (its
 * binding's port type's): every port, so the server answers each and a client may pick any.
 */
function portTable(model: Model): string[] {
  const ports = tablePorts(model);
  if (ports.length === 0) return [];
  const service = (p: (typeof ports)[number]): string => (p.service !== undefined ? `, service: ${str(p.service)}` : '');
  return ['ports: [', ...ports.map((p) => `  { name: ${str(p.name)}${service(p)}, transport: ${str(p.transport)}, path: ${str(p.path)}${p.some} },`), '],'];
}

/** The ports the binding lists (see portTable), none when every port is at the service's path and offers every operation. */
export function tablePorts(model: Model): { name: string; service?: string; transport: string; path: string; some: string }[] {
  const { wsdl } = model.service;
  const ports = SOAP_TRANSPORT_IDS.filter((t) => model.service.transports.includes(t)).flatMap((t) =>
    wsdl.bindings[t].flatMap((b) => {
      const offered = bindingOperations(wsdl, b);
      const some = offered.length < model.operations.length ? `, operations: [${offered.map(str).join(', ')}]` : '';
      return b.ports.map((p) => ({ ...p, transport: t, some }));
    }),
  );
  return ports.every((p) => p.path === model.service.path && p.some === '') ? [] : ports;
}

/** The codecs of polymorphic types (`encode<T>As`, ...) the bindings' code calls. */
function polymorphicCodecs(model: Model, code: string, names: readonly ((ts: string) => string)[]): string[] {
  const polymorphic = model.types.filter((t) => (t.family?.length ?? 0) > 1);
  return polymorphic.flatMap((t) => names.map((n) => n(t.ts))).filter((n) => new RegExp(`\\b${n}\\b`).test(code));
}

/** Whether the result element carries attributes: a single value of a type with attributes. */
function resultAttributed(result: ResultModel, withAttributes: ReadonlySet<string>): result is ResultModel & { type: { kind: 'complex'; ts: string } } {
  return !result.listItem && result.type.kind === 'complex' && withAttributes.has(result.type.name);
}

/** The function writing the result element's attributes, when it carries some (a single value of a type with attributes, or open content). */
/** The runtime's helpers for SOAP-encoded arrays (runtime/xml/soap-encoding.ts). */
const SOAP_ENCODING_HELPERS = ['xmlSoapItems', 'soapArrayAttributes'];

function resultAttributes(model: Model, result: ResultModel, encoded: boolean, withAttributes: ReadonlySet<string>, helpers: Set<string>): string | undefined {
  // An encoded array's start tag says its items' type and count.
  const soapArray = soapArrayForm(model, result, encoded);
  if (soapArray) {
    helpers.add('soapArrayAttributes');
    return `(items) => soapArrayAttributes(${str(soapArray.arrayType)}, items.length${encodingArgument(soapArray)})`;
  }
  return result.listItem ? undefined : attributesWriter(result.type, withAttributes, helpers, result.namespace);
}

function operation(
  model: Model,
  op: OperationModel,
  constName: string,
  encodeHelpers: Set<string>,
  decodeHelpers: Set<string>,
  withAttributes: ReadonlySet<string>,
): string {
  const request = requestType(op.ts);
  const headers =
    op.requestHeaders.length || op.responseHeaders.length
      ? `, ${op.requestHeaders.length ? requestHeadersType(op.ts) : 'undefined'}, ${op.responseHeaders.length ? responseHeadersType(op.ts) : 'undefined'}`
      : '';
  return constant(
    op.description,
    constName,
    // Typed as served as another, so the handler (HandlerOf) has no method for it.
    `OperationBinding<${request}, ${resultTs(op)}, ${str(op.method)}${headers}>${op.servedAs === undefined ? '' : ` & { readonly servedAs: ${str(op.servedAs)} }`}`,
    [
      `name: ${str(op.name)},`,
      `method: ${str(op.method)},`,
      `soapAction: ${str(op.soapAction)},`,
      ...(op.soap12Action ? [`soap12Action: ${str(op.soap12Action.soapAction)},`] : []),
      ...(op.servedAs === undefined ? [] : [`servedAs: ${str(op.servedAs)},`]),
      // The wrapper elements are named only when they are not ASMX's (the runtime's defaults).
      ...(op.request.element !== op.name ? [`requestElement: ${str(op.request.element)},`] : []),
      ...(op.request.namespace !== undefined ? [`requestNamespace: ${str(op.request.namespace)},`] : []),
      ...(op.response && !op.bare && op.response.element !== `${op.name}Response` ? [`responseElement: ${str(op.response.element)},`] : []),
      ...(op.response && !op.bare && op.response.namespace !== undefined ? [`responseNamespace: ${str(op.response.namespace)},`] : []),
      ...(op.response ? [] : ['oneWay: true,']),
      ...(op.use === 'encoded' ? ['encoded: true,'] : []),
      ...(op.bare ? ['bare: true,'] : []),
      ...(op.httpPostRoot !== undefined ? [`httpPostRoot: ${str(op.httpPostRoot)},`] : []),
      `result: ${resultEntry(model, op)},`,
      `decodeRequest: ${decoderOf(request)},`,
      `encodeRequest: ${encoderOf(request)},`,
      ...(op.requestAttributes.length ? [`encodeRequestAttributes: ${attributesEncoderOf(request)},`] : []),
      ...(op.responseAttributes.length ? [`encodeResponseAttributes: ${attributesEncoderOf(responseType(op.ts))},`] : []),
      `encodeResult: ${resultEncoder(model, op, encodeHelpers, withAttributes)},`,
      ...(op.result && resultAttributes(model, op.result, op.use === 'encoded', withAttributes, encodeHelpers)
        ? [`encodeResultAttributes: ${resultAttributes(model, op.result, op.use === 'encoded', withAttributes, encodeHelpers)},`]
        : []),
      `decodeResult: ${resultDecoder(model, op, decodeHelpers)},`,
      ...(op.requestHeaders.length ? [headersEntry(model, 'requestHeaders', requestHeadersType(op.ts), op.requestHeaders)] : []),
      ...(op.responseHeaders.length ? [headersEntry(model, 'responseHeaders', responseHeadersType(op.ts), op.responseHeaders)] : []),
      ...(declaredFaults(op).length
        ? [
            `faults: [${declaredFaults(op)
              .map((f) => faultEntry(model, f, op.use === 'encoded', encodeHelpers, decodeHelpers, withAttributes))
              .join(', ')}],`,
          ]
        : []),
      ...(op.httpPost ? [`form: { decode: ${formDecoderOf(op.ts)}, encode: ${formEncoderOf(op.ts)} },`] : []),
    ],
    false,
  );
}

/** The binding's `result`: the single result element's occurrence (and name, when not `<Op>Result`), or `element: null` for the wrapper's own fields. */
function resultEntry(model: Model, op: OperationModel): string {
  const result = op.result;
  if (!result) return '{ required: false, nillable: false, element: null }';
  const element = result.name !== `${op.name}Result` ? `, element: ${str(result.name)}` : '';
  // Inside a response element of another namespace (or of none) the result always says its own.
  const namespace =
    result.namespace !== model.service.namespace || op.response?.namespace !== undefined || model.service.unqualifiedWrappers
      ? `, namespace: ${str(result.namespace)}`
      : '';
  // An encoded array's type is written with its count (encodeResultAttributes); its items' prefix is declared here.
  const soapArray = soapArrayForm(model, result, op.use === 'encoded');
  const xsiType = soapArray ? soapArray.declaration : xsiTypeAttribute(model, result.type, op.use === 'encoded');
  return `{ required: ${result.required}, nillable: ${result.nillable}${element}${namespace}${xsiType ? `, xsiType: ${str(xsiType)}` : ''} }`;
}

/** A declared fault's binding: its detail element, class and the detail's codecs. */
function faultEntry(
  model: Model,
  f: FaultModel,
  encoded: boolean,
  encodeHelpers: Set<string>,
  decodeHelpers: Set<string>,
  withAttributes: ReadonlySet<string>,
): string {
  let encode = isSimple(f.type) ? undefined : itemEncoder(f, encodeHelpers);
  if (!encode) {
    encodeHelpers.add('xmlScalar');
    encode = `(value) => xmlScalar(${simpleCodec(f.type)}, value, ${str(f.name)})`;
  }
  const writer = attributesWriter(f.type, withAttributes, encodeHelpers, f.namespace);
  const attributes = writer ? `, encodeAttributes: ${writer}` : '';
  const namespace = f.namespace !== model.service.namespace ? `, namespace: ${str(f.namespace)}` : '';
  // SOAP encoding names the detail's type as it names every value's.
  const xsiType = xsiTypeAttribute(model, f.type, encoded);
  const header = f.header ? ', header: true' : '';
  return `{ element: ${str(f.name)}${namespace}${header}, type: ${f.ts}, encode: ${encode}${attributes}${xsiType ? `, xsiType: ${str(xsiType)}` : ''}, decode: ${itemDecoder(f, decodeHelpers)} }`;
}

/** The header-block types an operation declares (its request's, its response's). */
export function headersTypesOf(op: OperationModel): string[] {
  return [...(op.requestHeaders.length ? [requestHeadersType(op.ts)] : []), ...(op.responseHeaders.length ? [responseHeadersType(op.ts)] : [])];
}

function headersEntry(model: Model, key: string, type: string, blocks: readonly FieldModel[]): string {
  // A block of another namespace than the service's is named with it, as the runtime matches blocks.
  const names = blocks.map((b) => str(b.namespace === model.service.namespace ? b.name : `{${b.namespace}}${b.name}`));
  return `${key}: { names: [${names.join(', ')}], decode: ${decoderOf(type)}, encode: ${encoderOf(type)} },`;
}

function resultEncoder(model: Model, op: OperationModel, helpers: Set<string>, withAttributes: ReadonlySet<string>): string {
  const result = op.result;
  if (!result) return answersResults(op) ? encoderOf(responseType(op.ts)) : "() => ''";
  const soapArray = soapArrayForm(model, result, op.use === 'encoded');
  if (soapArray) {
    helpers.add('xmlSoapItems');
    return `(items) => xmlSoapItems(items, ${itemEncoder(result, helpers)}, ${itemAttributesArgument(soapArray, helpers)})`;
  }
  if (result.listItem) {
    helpers.add('xmlItems');
    const writer = attributesWriter(result.type, withAttributes, helpers, result.namespace);
    return `(items) => xmlItems(${str(result.listItem)}, items, ${itemEncoder(result, helpers)}${writer ? `, ${writer}` : ''})`;
  }
  if (!isSimple(result.type)) return itemEncoder(result, helpers);
  helpers.add('xmlScalar');
  return `(value) => xmlScalar(${simpleCodec(result.type)}, value, ${str(result.name)})`;
}

function resultDecoder(model: Model, op: OperationModel, helpers: Set<string>): string {
  const result = op.result;
  if (!result) return answersResults(op) ? decoderOf(responseType(op.ts)) : '() => undefined';
  const item = itemDecoder(result, helpers);
  if (!result.listItem) return item;
  // A SOAP-encoded array's items are read whatever their names (PHP and Axis write <item>).
  if (op.use === 'encoded') return `(fields) => fields.members(${item})`;
  return `(fields) => fields.items(${str(result.listItem)}, ${item})`;
}

/** A documented `const` holding an object literal, one entry per line, preceded by a blank line. */
function constant(description: string | undefined, name: string, type: string | undefined, entries: readonly string[], exported = true): string {
  const docs = description ? `/** ${doc(description)[0]} */\n` : '';
  const body = entries.map((e) => `  ${e}`).join('\n');
  return `\n${docs}${exported ? 'export ' : ''}const ${name}${type ? `: ${type}` : ''} = {\n${body}\n};`;
}
