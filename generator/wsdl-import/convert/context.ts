/**
 * What the converter's parts share while one service is converted: the schemas, where problems and
 * warnings go, what the service turned out to be (its namespace, style and use, from the first
 * operation that says), the spec types reached so far and the names they claimed, and the naming
 * of a type use that the field readers call back into (types.ts).
 */
import { namespaceProblem } from '../../spec/namespace-uri.js';
import { NAME } from '../../spec/read.js';
import type { TypeDraft } from '../draft.js';
import type { Issues } from '../errors.js';
import type { SchemaSet, TypeUse } from '../schema/index.js';
import type { XmlElement } from '../xml.js';

export interface ConvertContext {
  readonly schemas: SchemaSet;
  readonly issues: Issues;
  readonly warnings: Issues;
  /** The service's namespace: the first body element's or header block's, '' until one is met (another operation's may be its own). */
  namespace: string;
  /** Operations left out, with a warning, for what the spec cannot hold of what no document declares. */
  readonly leftOut: Set<string>;
  /** The service's style: the first operation's (another operation may have its own). */
  style: 'document' | 'rpc' | undefined;
  /** The service's use: the first rpc operation's (another operation may have its own). */
  use: 'literal' | 'encoded' | undefined;
  /** The use of the operation being read, whose messages' types are read in it. */
  operationUse: 'literal' | 'encoded';
  /** The encoded operations' SOAP encoding, from the first operation. */
  encoding: 'soap11' | 'soap12' | undefined;
  /** Whether the rpc wrappers are in no namespace (no soap:body namespace), from the first rpc operation. */
  unqualifiedWrappers: boolean | undefined;
  /** The spec types reached, by declaration: their spec names and drafts. */
  readonly reached: Map<XmlElement, readonly [string, TypeDraft]>;
  /** Anonymous complex types being read, and those among them met again inside themselves (published as named types). */
  readonly building: Set<XmlElement>;
  readonly recursive: Set<XmlElement>;
  /** The spec's types by name, each the one declaration of that name (types of several namespaces share one list of names). */
  readonly named: Map<string, XmlElement>;
  /** Whether each target namespace met qualifies local elements, as its first schema says: the spec's default for its fields. */
  readonly qualifiedIn: Map<string, boolean>;
  /** Whether each target namespace met qualifies attributes, likewise. */
  readonly qualifiedAttributesIn: Map<string, boolean>;
  /** The namespaces checked to be ones a spec may hold, each refused once. */
  readonly namespacesChecked: Set<string>;
  /** The global elements the service's messages name, by key: the operations declare them. */
  readonly messageElements: ReadonlySet<string>;
  /** The spec's name for a type use, registering every type reached (types.ts). */
  readonly typeName: (use: TypeUse, at: XmlElement, holder?: string) => string | undefined;
}

/** Whether a name the wire carries is an XML name; one that is not (`name="ResultCode "`) is broken input: no valid schema or WSDL declares it. */
export function checkName(ctx: ConvertContext, name: string, at: XmlElement, what: string): boolean {
  if (NAME.test(name)) return true;
  ctx.issues.broken(at, `${what} "${name}" is not an XML name (an NCName)`);
  return false;
}

/** The first namespace met on the wire is the service's; later ones are their operation's or block's own. */
export function noteServiceNamespace(ctx: ConvertContext, ns: string, at: XmlElement, what: string): void {
  if (ctx.namespace !== '') return;
  ctx.namespace = ns;
  if (!checkNamespaceUri(ctx, ns, at, what)) return;
  if (!/^[A-Za-z][A-Za-z0-9+.-]*:/.test(ns)) {
    ctx.warnings.add(at, `${what} is in namespace "${ns}", a relative URI (deprecated by Namespaces in XML); kept, as it is on the wire`);
  }
}

/** Notes the elementFormDefault of the namespace of a global declaration, the first time that namespace is met. */
export function noteSchema(ctx: ConvertContext, decl: XmlElement): string {
  const { globals } = ctx.schemas;
  const ns = globals.targetNamespace(decl);
  if (!ctx.qualifiedIn.has(ns)) {
    checkNamespaceUri(ctx, ns, decl, `${decl.local} ${decl.attr('name') ?? ''}`);
    ctx.qualifiedIn.set(ns, globals.qualifiedLocals(decl));
    ctx.qualifiedAttributesIn.set(ns, globals.qualifiedAttributes(decl));
  }
  return ns;
}

/**
 * Whether a namespace the spec will hold is one a spec may hold (namespace-uri.ts); one that is not
 * is refused where it is declared: its schema's targetNamespace, or a declaration on `at`.
 */
function checkNamespaceUri(ctx: ConvertContext, ns: string, at: XmlElement, what: string): boolean {
  const problem = namespaceProblem(ns);
  if (problem === undefined) return true;
  if (ctx.namespacesChecked.has(ns)) return false;
  ctx.namespacesChecked.add(ns);
  const schema = ctx.schemas.globals.schemaOf(ns);
  const declaration = at.declaring(ns);
  const where = schema ? schema.at('targetNamespace') : declaration !== undefined ? at.at(declaration) : at;
  ctx.issues.add(where, `${what} is in namespace "${ns}", which ${problem}`);
  return false;
}
