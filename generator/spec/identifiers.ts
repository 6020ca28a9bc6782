/**
 * TypeScript identifiers for XML names. A spec name is an XML name and stays one on the wire and in
 * the WSDL; the generated code names it by an identifier allocated here, once per model. A name
 * that is already a free identifier is used as written (so hand-written specs read as written);
 * any other (a keyword, a built-in, a name the generated modules import, a name with `-` or `.`,
 * one whose derived names meet another's) gets the nearest free identifier: characters an
 * identifier cannot hold become `_`, then `_`, `_2`, `_3`... are appended until every name derived
 * from it is free. Names written as is are placed first, so a renamed name never takes one written.
 */
import { SCALARS } from '../../runtime/xml/scalars.js';
import { decoderOf, encoderOf, formDecoderOf, formEncoderOf, isIdentifier, methodName, requestHeadersType, requestType, responseHeadersType, responseType } from '../emit/names.js';

/** Words TypeScript does not allow as a declaration's name, and its built-in type names. */
const NOT_IDENTIFIERS = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export',
  'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super',
  'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'implements', 'interface', 'let',
  'package', 'private', 'protected', 'public', 'static', 'yield', 'await', 'arguments', 'eval',
  'any', 'bigint', 'boolean', 'never', 'number', 'object', 'string', 'symbol', 'undefined', 'unknown',
]);

/**
 * Names generated modules use beside the spec's: runtime imports, module constants and the global
 * types they refer to. A spec name meeting one of these is renamed.
 */
const GENERATED_CODE_NAMES = [
  'Decimal', 'XmlElement', 'FieldReader', 'Fields', 'DecodeError', 'EncodeError', 'FormReader', 'FormWriter', 'OperationBinding',
  'ServiceBinding', 'RequestContext', 'ServiceOptions', 'SoapService', 'SoapClient', 'CallOptions', 'ClientOptions', 'Exchange',
  'HelpLink', 'HelpLinks', 'NS', 'Promise', 'Record', 'Readonly', 'Array', 'Object', 'String', 'Map', 'URL', 'Error',
  'createSoapService', 'documents', 'operations', 'binding',
  // A type T gets the codecs decodeT and encodeT: a type Items would give decodeItems, the name of
  // a runtime list helper readers of generated code would take it for.
  'Items', 'decodeItems', 'encodeItems',
  // The scalar registry and the simple types' codecs (simple-types.ts), imported beside the spec's types.
  'SCALARS', 'simpleTypes', 'enumScalar', 'restrictedScalar', 'listScalar', 'unionScalar',
  // Every scalar's TypeScript type: runtime aliases (Guid, DateTimeText, ...) and globals (Uint8Array).
  ...Object.values(SCALARS).map((scalar) => scalar.ts),
];

/** Method names a class cannot declare as ordinary methods. */
const NOT_METHODS = new Set(['constructor', '__proto__']);

/** An identifier-shaped form of an XML name: characters an identifier cannot hold become `_`. */
export function identifierOf(xmlName: string): string {
  const shaped = xmlName.replace(/[^\p{ID_Continue}$]/gu, '_');
  return /^[\p{ID_Start}$_]/u.test(shaped) ? shaped : `_${shaped}`;
}

/** The identifiers of one service's generated code, by XML name. */
export interface Identifiers {
  /** Types and enumerations (they share the WSDL's type names, so one map). */
  readonly types: ReadonlyMap<string, string>;
  /** Operations: the stem of their request type and codecs (`<stem>Request`, `decode<stem>Form`). */
  readonly operations: ReadonlyMap<string, string>;
  /** Operations: the handler's and client's method. */
  readonly methods: ReadonlyMap<string, string>;
  readonly service: { readonly handler: string; readonly client: string; readonly factory: string };
}

/** Allocates every module-level identifier the generated code derives from spec names. */
export function allocateIdentifiers(service: string, types: readonly string[], operations: readonly string[]): Identifiers {
  const taken = new Set<string>([...NOT_IDENTIFIERS, ...GENERATED_CODE_NAMES]);
  const free = (names: readonly string[]): boolean => names.every((n) => !taken.has(n));

  // The service's names come first: they are few, and the runtime's own are reserved above.
  const serviceStem = nearest(identifierOf(service), (stem) => free(serviceNames(stem)));
  const serviceIds = { handler: `${serviceStem}Handler`, client: `${serviceStem}Client`, factory: factoryName(serviceStem) };
  for (const n of Object.values(serviceIds)) taken.add(n);

  const typeFamily = (stem: string): string[] => [stem, encoderOf(stem), decoderOf(stem)];
  // Header-block types are reserved whether or not the operation declares headers, so adding one renames nothing.
  const operationFamily = (stem: string): string[] => [
    ...[requestType(stem), responseType(stem), requestHeadersType(stem), responseHeadersType(stem)].flatMap((type) => [type, encoderOf(type), decoderOf(type)]),
    formDecoderOf(stem),
    formEncoderOf(stem),
  ];
  const stems = [
    ...types.map((name) => ({ kind: 'type' as const, name, family: typeFamily })),
    ...operations.map((name) => ({ kind: 'operation' as const, name, family: operationFamily })),
  ];
  const typeIds = new Map<string, string>();
  const operationIds = new Map<string, string>();
  const place = (stem: (typeof stems)[number], id: string): void => {
    for (const n of stem.family(id)) taken.add(n);
    (stem.kind === 'type' ? typeIds : operationIds).set(stem.name, id);
  };
  // Pass 1: names usable as written; pass 2: the others, each at the nearest free identifier.
  const later: typeof stems = [];
  for (const stem of stems) {
    if (isIdentifier(stem.name) && free(stem.family(stem.name))) place(stem, stem.name);
    else later.push(stem);
  }
  for (const stem of later) place(stem, nearest(identifierOf(stem.name), (id) => free(stem.family(id))));

  return { types: typeIds, operations: operationIds, methods: allocateMethods(operations), service: serviceIds };
}

/**
 * Methods live in their own namespace (the handler interface and the client class): the camel-cased
 * operation name when free (`GetItem` → `getItem`), else the operation's identifier as written,
 * else the nearest free one. Operations whose camel-cased name is their name come first.
 */
function allocateMethods(operations: readonly string[]): Map<string, string> {
  const taken = new Set<string>(NOT_METHODS);
  const methods = new Map<string, string>();
  const asWritten = (op: string): number => Number(methodName(op) !== op);
  const ordered = [...operations].sort((a, b) => asWritten(a) - asWritten(b));
  for (const op of ordered) {
    const id = identifierOf(op);
    const method = [methodName(id), id].find((m) => !taken.has(m)) ?? nearest(methodName(id), (m) => !taken.has(m));
    taken.add(method);
    methods.set(op, method);
  }
  return new Map(operations.map((op) => [op, methods.get(op)!]));
}

/** `createCRMTeeTimeAPIService`; a name that already ends in Service is not doubled. */
const factoryName = (stem: string): string => `create${stem.replace(/Service$/, '')}Service`;
const serviceNames = (stem: string): string[] => [`${stem}Handler`, `${stem}Client`, factoryName(stem)];

/** `name` when `fits` it, else the first of name_, name_2, name_3... that does. */
function nearest(name: string, fits: (candidate: string) => boolean): string {
  if (fits(name) && !NOT_IDENTIFIERS.has(name)) return name;
  for (let i = 1; ; i++) {
    const candidate = `${name}_${i === 1 ? '' : i}`;
    if (fits(candidate)) return candidate;
  }
}
