/**
 * Stage 2b: names the YAML allows but the generated TypeScript could not hold. Spec names become
 * identifiers as written, so a few would collide with TypeScript itself (`class`, `string`), with
 * names the generated modules import from the runtime (`Decimal`, `XmlElement`), or with each
 * other once derived (`GetItem` and `getItem` both become the method `getItem`). Each is refused
 * here, where it is written, saying why; everything else is safe by construction of the emitters
 * (reserved words as operation names, `constructor` or `__proto__` as field names).
 */
import { SCALARS } from '../../runtime/xml/scalars.js';
import type { Model } from '../model.js';
import { methodName } from '../emit/names.js';
import type { SpecIssue } from './errors.js';
import type { Located, RawSpec } from './read.js';

/** Words TypeScript does not allow as the name of an interface or type. */
const NOT_TYPE_NAMES = new Set([
  'break', 'case', 'catch', 'class', 'const', 'continue', 'debugger', 'default', 'delete', 'do', 'else', 'enum', 'export',
  'extends', 'false', 'finally', 'for', 'function', 'if', 'import', 'in', 'instanceof', 'new', 'null', 'return', 'super',
  'switch', 'this', 'throw', 'true', 'try', 'typeof', 'var', 'void', 'while', 'with', 'implements', 'interface', 'let',
  'package', 'private', 'protected', 'public', 'static', 'yield', 'await',
  'any', 'bigint', 'boolean', 'never', 'number', 'object', 'string', 'symbol', 'undefined', 'unknown',
]);

/**
 * Names generated modules use beside the spec's type names: runtime imports, module constants and
 * the global types they refer to. A spec type of one of these names would shadow or clash with it.
 */
export const GENERATED_CODE_NAMES = new Set([
  'Decimal', 'XmlElement', 'FieldReader', 'Fields', 'DecodeError', 'EncodeError', 'FormReader', 'FormWriter', 'OperationBinding',
  'ServiceBinding', 'RequestContext', 'ServiceOptions', 'SoapService', 'SoapClient', 'CallOptions', 'ClientOptions',
  'HelpLink', 'HelpLinks', 'NS', 'Promise', 'Record', 'Readonly', 'Array', 'Object', 'String', 'Map', 'URL', 'Error',
  // A type T gets the codecs decodeT and encodeT: a type Items would give decodeItems, the name
  // of the runtime's former list helper, which readers of generated code would take it for.
  'Items',
  // The scalar registry and the enumerations' codecs (enums.ts), imported beside the spec's types.
  'SCALARS', 'enums', 'enumScalar',
  // Every scalar's TypeScript type: runtime aliases (Guid, DateTimeText, ...) and globals (Uint8Array).
  ...Object.values(SCALARS).map((scalar) => scalar.ts),
]);

/** `file:line:column` issues for names the generated code could not hold; none for a safe spec. */
export function checkNames(raw: RawSpec, model: Model, file: string, issues: SpecIssue[]): void {
  const report = (where: Located, message: string): void => {
    issues.push({ file, line: where.line, column: where.column, message });
  };
  const service = model.service.name;
  const serviceNames = [`${service}Handler`, `${service}Client`, `create${service.replace(/Service$/, '')}Service`];
  const serviceAt = raw.service.nameAt ?? { line: 1, column: 1 };
  for (const derived of serviceNames) {
    if (GENERATED_CODE_NAMES.has(derived) || derived === 'createSoapService') {
      report(serviceAt, `service name "${service}" gives the generated name ${derived}, which the runtime already uses; choose another service name`);
    }
  }
  const operationNames = new Set(raw.operations.map((o) => o.name));
  for (const type of raw.types) {
    if (NOT_TYPE_NAMES.has(type.name)) {
      report(type, `type name "${type.name}" is a TypeScript keyword or built-in type and cannot name an interface; rename the type (its name is used in the WSDL schema only, not in messages)`);
    } else if (GENERATED_CODE_NAMES.has(type.name) || serviceNames.includes(type.name)) {
      report(type, `type name "${type.name}" is a name the generated code already uses; rename the type (its name is used in the WSDL schema only, not in messages)`);
    }
    const form = /^(.+)Form$/.exec(type.name)?.[1];
    if (form && operationNames.has(form)) {
      report(type, `type name "${type.name}" would give decode${type.name}, the HTTP POST form reader of operation ${form}; rename the type`);
    }
  }
  const methods = new Map<string, string>();
  for (const op of raw.operations) {
    const method = methodName(op.name);
    const earlier = methods.get(method);
    if (earlier !== undefined) {
      report(op, `operations ${earlier} and ${op.name} would both become the method ${method}() of the handler and client; rename one`);
    } else if (method === 'constructor' || op.name === '__proto__') {
      report(op, `operation name "${op.name}" cannot name a method of the generated client; rename the operation`);
    }
    methods.set(method, op.name);
  }
}
