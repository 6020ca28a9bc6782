/** The port type's operations, each read in its style (rpc, bare or wrapped) into one spec operation. */
import type { OperationDraft } from '../draft.js';
import type { WsdlOperation, WsdlService } from '../wsdl.js';
import { bareOperation } from './bare.js';
import { checkName, type ConvertContext } from './context.js';
import { rpcOperation } from './rpc.js';
import { wrappedOperation } from './wrapped.js';
import { addressPath } from './wsdl-names.js';

export function operation(ctx: ConvertContext, op: WsdlOperation): OperationDraft | undefined {
  if (!checkName(ctx, op.name, op.at, 'operation name')) return undefined;
  noteEncoding(ctx, op);
  // The first operation's style is the service's, the first rpc operation's use; another's are its own.
  const style = op.rpc ? 'rpc' : 'document';
  ctx.style ??= style;
  ctx.operationUse = op.rpc?.encoded ? 'encoded' : 'literal';
  if (op.rpc) ctx.use ??= ctx.operationUse;
  const draft = op.rpc ? rpcOperation(ctx, op, op.rpc) : op.bare ? bareOperation(ctx, op, op.bare) : wrappedOperation(ctx, op);
  return draft && { ...draft, ...(style !== ctx.style ? { style } : {}) };
}

/** An operation's own use where it is not the service's (the first rpc operation's, or literal). */
export function ownUse(ctx: ConvertContext, op: WsdlOperation): { use?: 'literal' | 'encoded' } {
  const use = op.rpc?.encoded ? 'encoded' : 'literal';
  return use === (ctx.use ?? 'literal') ? {} : { use };
}

/** The actions an operation's requests carry, one or each SOAP version's; '' for none. */
const actionsKey = (op: WsdlOperation): string => (op.soapActions ? JSON.stringify(op.soapActions) : (op.soapAction ?? ''));

/**
 * Operations whose requests cannot be told apart (one body element, and one SOAP action or none
 * for either: WS-Addressing actions, which only some clients send, are not read as the
 * operation's), each the later's name to the first's: a server answers such a request as the
 * first operation declaring it.
 */
export function servedAs(ctx: ConvertContext, service: WsdlService): Map<string, string> {
  const meet = meeting(service);
  const first = new Map<string, WsdlOperation[]>();
  const served = new Map<string, string>();
  for (const op of service.operations) {
    // rpc wrappers are named after their operations.
    const key = requestKey(op);
    if (key === undefined) continue;
    const earlier = first.get(key) ?? [];
    const twin = earlier.find((o) => (!actionsKey(o) || !actionsKey(op) || actionsKey(o) === actionsKey(op)) && meet(o, op));
    if (twin) {
      served.set(op.name, twin.name);
      ctx.warnings.add(
        op.at,
        `operation ${op.name} has the request of ${twin.name} (${key}) and ${actionsKey(op) ? (actionsKey(twin) ? 'its soapAction' : `no soapAction in ${twin.name}`) : 'no soapAction'}: requests cannot be told apart, so it is served as ${twin.name} (servedAs)`,
      );
    } else first.set(key, [...earlier, op]);
  }
  return served;
}

/** Whether two operations are offered at one port path: elsewhere the port a request comes to tells them apart. */
function meeting(service: WsdlService): (a: WsdlOperation, b: WsdlOperation) => boolean {
  const { names } = service;
  const portTypeOf = new Map(names.portTypes.flatMap((p) => p.operations.map((op) => [op, p.name] as const)));
  const pathsOf = new Map<string, Set<string | undefined>>();
  for (const b of Object.values(names.bindings).flat()) {
    const paths = pathsOf.get(b.portType) ?? new Set();
    for (const p of b.ports) paths.add(addressPath(p.address ?? service.address ?? '')?.toLowerCase());
    pathsOf.set(b.portType, paths);
  }
  const paths = (op: WsdlOperation): ReadonlySet<string | undefined> => pathsOf.get(portTypeOf.get(op.name) ?? names.portType) ?? new Set();
  return (a, b) => [...paths(a)].some((p) => paths(b).has(p));
}

/** What a server routes a document request by: its wrapper element, or a bare request's part elements (none: an empty Body). */
function requestKey(op: WsdlOperation): string | undefined {
  if (op.rpc) return undefined;
  if (op.request) return `{${op.request.ns}}${op.request.local}`;
  if (!op.bare) return undefined;
  const elements = op.bare.input.map((p) => (p.element ? `{${p.element.ns}}${p.element.local}` : p.name));
  return elements.length ? elements.join(' ') : 'an empty Body';
}

/** A document operation beside rpc ones whose wrappers are in no namespace: the spec says that of the service, so of every operation. */
export function checkDocumentBesideRpc(ctx: ConvertContext, operations: readonly WsdlOperation[]): void {
  const document = operations.find((op) => !op.rpc);
  if (!document) return;
  if (ctx.unqualifiedWrappers)
    ctx.issues.add(
      document.at,
      `operation ${document.name} is document style beside rpc operations whose wrappers are in no namespace (their soap:body names none): the spec says that of the service, so of every operation`,
    );
}

/** The encoded operations' SOAP encoding: a spec has one. */
function noteEncoding(ctx: ConvertContext, op: WsdlOperation): void {
  if (!op.rpc?.encoded) return;
  const encoding = op.rpc.encoding ?? 'soap11';
  if (ctx.encoding === undefined) ctx.encoding = encoding;
  else if (ctx.encoding !== encoding)
    ctx.issues.add(op.at, `operation ${op.name} is in ${encoding} encoding, others in ${ctx.encoding}: a spec has one encoding`);
}
