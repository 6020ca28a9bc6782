/** The port type's operations, each read in its style (rpc, bare or wrapped) into one spec operation. */
import type { OperationDraft } from '../draft.js';
import type { WsdlOperation } from '../wsdl.js';
import { bareOperation } from './bare.js';
import { checkName, type ConvertContext } from './context.js';
import { rpcOperation } from './rpc.js';
import { wrappedOperation } from './wrapped.js';

export function operation(ctx: ConvertContext, op: WsdlOperation): OperationDraft | undefined {
  if (!checkName(ctx, op.name, op.at, 'operation name')) return undefined;
  noteStyle(ctx, op);
  if (op.rpc) return rpcOperation(ctx, op, op.rpc);
  if (op.bare) return bareOperation(ctx, op, op.bare);
  return wrappedOperation(ctx, op);
}

/**
 * Operations sharing a request element are told apart by their SOAP actions only: one without an
 * action cannot be served (its clients send none; WS-Addressing actions, which only some clients
 * send, are not read as the operation's action).
 */
export function checkSharedRequests(ctx: ConvertContext, operations: readonly WsdlOperation[]): void {
  const first = new Map<string, WsdlOperation>();
  for (const op of operations) {
    // rpc wrappers are named after their operations; bare requests are routed by the resolver's rules.
    if (op.rpc || !op.request) continue;
    const key = `{${op.request.ns}}${op.request.local}`;
    const earlier = first.get(key);
    if (!earlier) first.set(key, op);
    else if (!op.soapAction || !earlier.soapAction)
      ctx.issues.add(
        op.at,
        `operation ${op.name} shares the request element ${op.request.local} with ${earlier.name}, and ${op.soapAction ? earlier.name : op.name} has no soapAction: clients send no action, so a server cannot tell their requests apart`,
      );
  }
}

/** rpc or document: a spec has one style for every operation. */
function noteStyle(ctx: ConvertContext, op: WsdlOperation): void {
  const style = op.rpc ? 'rpc' : 'document';
  if (ctx.style === undefined) ctx.style = style;
  else if (ctx.style !== style) ctx.issues.add(op.at, `operation ${op.name} is ${style} style, others ${ctx.style}: a spec has one style for every operation`);
  if (!op.rpc) return;
  const use = op.rpc.encoded ? 'encoded' : 'literal';
  if (ctx.use === undefined) ctx.use = use;
  else if (ctx.use !== use) ctx.issues.add(op.at, `operation ${op.name} is ${use}, others ${ctx.use}: a spec has one use for every operation`);
  if (!op.rpc.encoded) return;
  const encoding = op.rpc.encoding ?? 'soap11';
  if (ctx.encoding === undefined) ctx.encoding = encoding;
  else if (ctx.encoding !== encoding)
    ctx.issues.add(op.at, `operation ${op.name} is in ${encoding} encoding, others in ${ctx.encoding}: a spec has one encoding`);
}
