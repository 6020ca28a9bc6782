/**
 * WSDL service + schemas → spec draft: the wrapped request element's children become parameters,
 * the response element's children the result (one element) or results (several, or none), every
 * type reached from them a spec type. Only what the generator regenerates identically is written;
 * differences of names only (ArrayOf type names, which never appear on the wire) are warnings.
 */
import type { OperationDraft, SpecDraft, TypeDraft } from '../draft.js';
import type { Issues } from '../errors.js';
import { wcfImportsNamespace } from '../../model.js';
import { NS } from '../namespaces.js';
import type { SchemaSet } from '../schema/index.js';
import type { WsdlService } from '../wsdl.js';
import type { XmlElement } from '../xml.js';
import { checkName, noteServiceNamespace, type ConvertContext } from './context.js';
import { messageElements, unusedElements, unusedTypes } from './elements.js';
import { checkDocumentBesideRpc, operation, ownUse, servedAs } from './operations.js';
import { typeName } from './types.js';
import { NAME, PATH } from '../../spec/read.js';
import { actionStyle, addressPath, messageNames, wsdlNames } from './wsdl-names.js';

export function convert(read: WsdlService, schemas: SchemaSet, issues: Issues, warnings: Issues): SpecDraft | undefined {
  const ctx: ConvertContext = {
    schemas,
    issues,
    warnings,
    namespace: '',
    leftOut: new Set(),
    style: undefined,
    use: undefined,
    operationUse: 'literal',
    encoding: undefined,
    unqualifiedWrappers: undefined,
    reached: new Map(),
    building: new Set(),
    recursive: new Set(),
    named: new Map(),
    qualifiedIn: new Map(),
    namespacesChecked: new Set(),
    qualifiedAttributesIn: new Map(),
    messageElements: messageElements(read),
    typeName: (use, at, holder) => typeName(ctx, use, at, holder),
  };
  checkName(ctx, read.name, read.at, 'service name');
  const drafts = new Map<string, OperationDraft>();
  for (const op of read.operations) {
    const draft = operation(ctx, op);
    if (draft) drafts.set(op.name, draft);
  }
  // Known once every operation is read: the service's use, the first rpc operation's.
  for (const op of read.operations) if (drafts.has(op.name)) drafts.set(op.name, { ...drafts.get(op.name)!, ...ownUse(ctx, op) });
  checkDocumentBesideRpc(ctx, read.operations);
  const service = withoutLeftOut(read, ctx.leftOut);
  // A wrapped element the spec reads as bare (its content is no wrapper's) names its part after it.
  const messages = messageNames(service, (op) => !op.rpc && drafts.get(op.name)?.bare !== true).operations;
  const served = servedAs(ctx, service);
  const operations = [...drafts].map(([name, draft]): [string, OperationDraft] => [
    name,
    { ...(served.has(name) ? { servedAs: served.get(name)! } : {}), ...draft, ...(messages.has(name) ? { wsdl: messages.get(name)! } : {}) },
  ]);
  if (service.operations.length === 0) issues.add(service.at, 'the service has no operations');
  // Messages of unqualified parts only name no namespace: the WSDL's own is the service's.
  if (ctx.namespace === '' && operations.length > 0) noteServiceNamespace(ctx, service.targetNamespace, service.at, 'the WSDL');
  const wrapperTypes = new Set([...drafts.values()].flatMap((d) => [d.requestWrapperType, d.responseWrapperType]).filter((t) => t !== undefined));
  const elements = unusedElements(ctx, service, wrapperTypes);
  unusedTypes(ctx, wrapperTypes);
  // A type reached before the service's namespace was known names it as its own.
  const { order } = schemas.globals;
  const types = [...ctx.reached.entries()]
    .sort((a, b) => order.get(a[0])! - order.get(b[0])!)
    .map(([, [name, t]]): [string, TypeDraft] => [name, t.kind === 'complex' && t.namespace === ctx.namespace ? { ...t, namespace: undefined } : t]);
  // WSDL 1.1 lets the definitions go without a targetNamespace; the served WSDL needs one.
  if (service.targetNamespace === '' && ctx.namespace !== '')
    warnings.add(service.at, `the WSDL declares no targetNamespace: the served WSDL's messages, port type and bindings are in the service's, ${ctx.namespace}`);
  const path = pathOf(service, warnings);
  const names = wsdlNames(service, path, warnings);
  // The WSDL's own namespace, of its messages, port type and bindings (proxies' packages are named after it), where not the schemas'.
  const own = {
    ...(service.definitionsName !== undefined && NAME.test(service.definitionsName) ? { name: service.definitionsName } : {}),
    // The definitions' documentation where it is not the service's, as ASMX writes both.
    ...(service.definitionsDocumentation !== (service.description ?? '') ? { documentation: service.definitionsDocumentation } : {}),
    ...(service.targetNamespace !== ctx.namespace && service.targetNamespace !== '' && !/[\s&<>"'\\]/.test(service.targetNamespace)
      ? { targetNamespace: service.targetNamespace }
      : {}),
    ...(actionStyle(service) !== 'wsam' ? { actions: actionStyle(service) } : {}),
    // WCF's serialization schema publishes guid, char and duration where it is read (the spec's default is ASMX's).
    ...(ctx.schemas.globals.readsOrImports(NS.wcfSerialization) ? { microsoftTypes: 'wcf' as const } : {}),
    // WCF's documents where its contract's types are a schema of imports (.../Imports): served so again, which writes that schema.
    ...(wcfImports(ctx) ? { documents: 'wcf' as const } : {}),
  };
  const wsdl = names || Object.keys(own).length > 0 ? { ...own, ...names } : undefined;
  return {
    service: {
      name: service.name,
      namespace: ctx.namespace,
      path,
      ...(service.description ? { description: service.description } : {}),
      ...(ctx.style === 'rpc' ? { style: 'rpc' as const } : {}),
      ...(ctx.use === 'encoded' ? { use: 'encoded' as const } : {}),
      ...(ctx.encoding === 'soap12' ? { encoding: 'soap12' as const } : {}),
      ...(ctx.unqualifiedWrappers ? { rpcWrappers: 'unqualified' as const } : {}),
      transports: service.transports,
      ...(wsdl ? { wsdl } : {}),
    },
    schemas: schemaSettings(ctx),
    elements,
    types,
    operations,
  };
}

/**
 * The schemas whose settings are not the spec's defaults; and those the WSDL declares that hold
 * nothing the spec keeps, so that the served WSDL declares them too, as the original did: the
 * service namespace's (gSOAP writes an empty one for rpc services), and one that only imports
 * others (WCF's `.../Imports`).
 */
function schemaSettings(ctx: ConvertContext): SpecDraft['schemas'] {
  const { globals } = ctx.schemas;
  const noted = new Map(ctx.qualifiedIn);
  const attributes = new Map(ctx.qualifiedAttributesIn);
  const empties = [globals.schemaOf(ctx.namespace), ...globals.importingOnly().filter((s) => s !== wcfImports(ctx))].filter((s) => s !== undefined);
  const listed = new Set<string>();
  for (const empty of empties) {
    const ns = empty.attr('targetNamespace') ?? '';
    if (noted.has(ns)) continue;
    listed.add(ns);
    noted.set(ns, empty.attr('elementFormDefault') === 'qualified');
    attributes.set(ns, empty.attr('attributeFormDefault') === 'qualified');
  }
  // A schema without a targetNamespace has its local elements and attributes in none, whatever its forms.
  return [...noted]
    .filter(([ns]) => ns !== '')
    .map(([ns, qualified]) => [ns, { unqualifiedElements: !qualified, qualifiedAttributes: attributes.get(ns) ?? false }] as const)
    .filter(([ns, settings]) => settings.unqualifiedElements || settings.qualifiedAttributes || listed.has(ns));
}

/** WCF's schema of imports of the contract's schemas (`<contract namespace>/Imports`), if the WSDL's types are of that form. */
function wcfImports(ctx: ConvertContext): XmlElement | undefined {
  const imports = wcfImportsNamespace(ctx.namespace);
  return ctx.schemas.globals.importingOnly().find((s) => s.attr('targetNamespace') === imports);
}

function pathOf(service: WsdlService, warnings: Issues): string {
  const fallback = `/${service.name}.asmx`;
  if (service.address === undefined) {
    warnings.add(service.at, `no port address; path set to ${fallback}`);
    return fallback;
  }
  const path = addressPath(service.address) ?? '';
  if (PATH.test(path)) return path;
  // A placeholder (PHP's ###PHP_SELF###, a build's ${port}) is shown as written: its path alone says little.
  warnings.add(service.at, `the port address "${service.address}" has the path "${path}", not a valid spec path; path set to ${fallback}`);
  return fallback;
}

/** The service without the operations conversion left out, in its operations and port types. */
function withoutLeftOut(service: WsdlService, leftOut: ReadonlySet<string>): WsdlService {
  if (leftOut.size === 0) return service;
  const kept = (name: string): boolean => !leftOut.has(name);
  return {
    ...service,
    operations: service.operations.filter((op) => kept(op.name)),
    names: { ...service.names, portTypes: service.names.portTypes.map((p) => ({ ...p, operations: p.operations.filter(kept) })) },
  };
}
