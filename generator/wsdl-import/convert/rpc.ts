/** rpc operations: the wrappers are named after the operation, in the body namespace; the message parts are their children. */
import type { FieldDraft, OperationDraft } from '../draft.js';
import { readInstead, undeclared } from '../schema/index.js';
import type { RpcPart, WsdlOperation } from '../wsdl.js';
import type { QName } from '../xml.js';
import { anonymousBlock } from './blocks.js';
import { checkName, noteServiceNamespace, noteSchema, type ConvertContext } from './context.js';
import { arrayTypeKeys, listNames } from './fields.js';
import { operationDraft } from './operation-draft.js';
import { valueType } from './types.js';

/** An rpc message part read as a field. */
interface PartDraft {
  readonly name: string;
  readonly field: FieldDraft;
  readonly list: boolean;
  readonly valueType: boolean;
}

/** An rpc operation: its parts are the wrappers' children, unqualified; the wrappers are named after it. */
export function rpcOperation(ctx: ConvertContext, op: WsdlOperation, rpc: NonNullable<WsdlOperation['rpc']>): OperationDraft | undefined {
  // Without a soap:body namespace the wrappers are unqualified (zeep sends them so), in every operation;
  // after qualified ones, an operation's own are in no namespace (its requestNamespace "").
  const unqualified = op.request!.ns === '';
  if (ctx.unqualifiedWrappers === undefined) ctx.unqualifiedWrappers = unqualified;
  else if (ctx.unqualifiedWrappers && !unqualified) {
    ctx.issues.add(
      op.at,
      `operation ${op.name}: its soap:body names a namespace, the first rpc operation's does not: a spec's rpc wrappers after an unqualified first one are all unqualified`,
    );
    return undefined;
  }
  // The first rpc body's namespace is the service's; another operation's may be its own (requestNamespace).
  if (!unqualified) noteServiceNamespace(ctx, op.request!.ns, op.at, `the rpc body of operation ${op.name}`);
  const requestNamespace = !ctx.unqualifiedWrappers && op.request!.ns !== ctx.namespace ? op.request!.ns : undefined;
  const params = rpc.input.map((p) => part(ctx, p, `part of ${op.name}`));
  const outputs = rpc.output.map((p) => part(ctx, p, `part of ${op.name}`));
  const known = (parts: (PartDraft | undefined)[]): parts is PartDraft[] => parts.every((p) => p !== undefined);
  if (!known(params) || !known(outputs)) return undefined;
  // A list result's items are written in its element's namespace, save SOAP encoding's (in none).
  const single = outputs.length === 1 && (!outputs[0]!.list || rpc.encoded) ? outputs[0]! : undefined;
  let answer: Pick<OperationDraft, 'result' | 'results' | 'oneWay'>;
  if (!op.response) answer = { oneWay: true };
  else if (single) {
    // A part is always sent: required, which value types are by default.
    const element = {
      ...(single.name !== `${op.name}Result` ? { element: single.name } : {}),
      ...(single.field.namespace ? { namespace: single.field.namespace } : {}),
      ...(single.field.nillable ? { nillable: true } : {}),
      ...arrayTypeKeys(single.field),
    };
    answer = {
      result:
        single.valueType && Object.keys(element).length === 0
          ? single.field.type
          : { type: single.field.type, ...element, ...(single.valueType ? {} : { required: true }) },
    };
  } else answer = { results: outputs.map((o) => [o.name, o.field]) };
  const draft = operationDraft(
    ctx,
    op,
    params.map((p) => [p.name, p.field]),
    answer,
  );
  return requestNamespace === undefined ? draft : { ...draft, requestNamespace };
}

/** An rpc part as a field (parts are always sent: required), whether it is a list and a value type (for the result's defaults). */
function part(ctx: ConvertContext, p: RpcPart, what: string): PartDraft | undefined {
  if (p.element) return elementPart(ctx, p, p.element, what);
  if (!checkName(ctx, p.name, p.at, what)) return undefined;
  const use = ctx.schemas.typeUse(p.type!, p.at);
  if (!use) return undefined;
  const type = ctx.typeName(use, p.at);
  if (type === undefined) return undefined;
  const names = listNames(ctx, use, type, '');
  return { name: p.name, field: { type, ...names, required: true }, list: use.kind === 'array', valueType: valueType(use) };
}

/**
 * An rpc part declared by element=: that global element in the wrapper, named after it (the part's
 * name is not on the wire), a parameter or result with the element's namespace.
 */
function elementPart(ctx: ConvertContext, p: RpcPart, q: QName, what: string): PartDraft | undefined {
  const { schemas } = ctx;
  const element = schemas.globals.element(q);
  if (!element) {
    // As zeep and node-soap read it: an element of xs:anyType, its name and namespace checked as a declared one's.
    const named = `${what} ${p.name}: element {${q.ns}}${q.local}`;
    if (!readInstead(schemas, p.at, named, q.ns, 'read as an element of xs:anyType (open content)')) {
      undeclared(schemas, p.at, named, q.ns);
      return undefined;
    }
    if (!checkName(ctx, q.local, p.at, `${what} ${p.name}: element`)) return undefined;
    if (q.ns === '') {
      ctx.issues.add(p.at, `${what} ${p.name}: element ${q.local} is in no namespace; an rpc part declared by element= is a global element of a namespace`);
      return undefined;
    }
    const type = ctx.typeName({ kind: 'any', name: 'anyType' }, p.at)!;
    return { name: q.local, field: { type, required: true, namespace: q.ns }, list: false, valueType: false };
  }
  if (!checkName(ctx, q.local, element, `${what} ${p.name}: element`)) return undefined;
  if (q.ns === '') {
    ctx.issues.add(p.at, `${what} ${p.name}: element ${q.local} is in no namespace; an rpc part declared by element= is a global element of a namespace`);
    return undefined;
  }
  noteSchema(ctx, element);
  const typeName = element.qname('type');
  const nillable = element.attr('nillable') === 'true' ? { nillable: true } : {};
  if (!typeName) {
    const field = anonymousBlock(ctx, element, q.local, `${what} ${p.name}: element`);
    return field && { name: q.local, field: { ...field, required: true, namespace: q.ns }, list: false, valueType: false };
  }
  const use = schemas.typeUse(typeName, element);
  const type = use && ctx.typeName(use, element);
  if (!use || type === undefined) return undefined;
  if (use.kind === 'array') {
    ctx.issues.add(p.at, `${what} ${p.name}: element ${q.local} is a list; an rpc part declared by element= is one value in the spec`);
    return undefined;
  }
  return { name: q.local, field: { type, required: true, ...nillable, namespace: q.ns }, list: false, valueType: valueType(use) };
}
