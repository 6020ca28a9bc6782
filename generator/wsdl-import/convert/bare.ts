/**
 * document/literal bare operations: the messages' parts are the Body's children, in order (none:
 * an empty Body). Also the reading of a message's body element, which wrapped operations share.
 */
import type { FieldDraft, OperationDraft } from '../draft.js';
import { anonymousUse, isUntyped, readInstead, undeclared, type TypeUse } from '../schema/index.js';
import type { RpcPart, WsdlOperation } from '../wsdl.js';
import type { QName, XmlElement } from '../xml.js';
import { checkName, noteServiceNamespace, noteSchema, type ConvertContext } from './context.js';
import { arrayTypeKeys, listNames } from './fields.js';
import { operationDraft } from './operation-draft.js';

/** A bare message's part read as a field, with the type it has in the schema. */
interface BarePart {
  readonly name: string;
  readonly field: FieldDraft;
  readonly use: TypeUse;
}

/** The global element a message body names, its name and namespace checked and its schema noted; undefined once reported. */
export function bodyElement(ctx: ConvertContext, q: QName & { at: XmlElement }, role: string): XmlElement | undefined {
  const element = ctx.schemas.globals.element(q);
  if (!element) {
    undeclared(ctx.schemas, q.at, `element {${q.ns}}${q.local}`, q.ns);
    return undefined;
  }
  if (!checkName(ctx, q.local, element, role)) return undefined;
  // Another operation's body element may be in a namespace of its own (requestNamespace, responseNamespace).
  noteServiceNamespace(ctx, q.ns, element, `element ${q.local}`);
  noteSchema(ctx, element);
  return element;
}

/**
 * A bare operation: a part declared by element= is that global element; one declared by type= is
 * an unqualified element named after the part, as zeep and .NET write it.
 */
export function bareOperation(ctx: ConvertContext, op: WsdlOperation, parts: NonNullable<WsdlOperation['bare']>): OperationDraft | undefined {
  const params = partsOf(ctx, parts.input, op.name);
  const outputs = partsOf(ctx, parts.output, op.name);
  if (!params || !outputs) return undefined;
  const requestNamespace = messageNamespace(ctx, op, parts.input, 'input');
  const responseNamespace = messageNamespace(ctx, op, parts.output, 'output');
  if (requestNamespace === null || responseNamespace === null) return undefined;
  // A list result is in the service's namespace, its items named after their type and in its namespace: others are results.
  const fits = (o: BarePart): boolean =>
    o.use.kind !== 'array' || (o.field.namespace !== '' && o.use.item.name === o.use.item.type.name && o.field.itemNamespace === undefined);
  const single = outputs.length === 1 && fits(outputs[0]!) ? outputs[0] : undefined;
  let answer: Pick<OperationDraft, 'result' | 'results' | 'oneWay'>;
  if (op.oneWay) answer = { oneWay: true };
  else if (single) {
    const { type, nillable, namespace } = single.field;
    const long = {
      ...(single.name !== `${op.name}Result` ? { element: single.name } : {}),
      ...(namespace === '' ? { namespace } : {}),
      ...(nillable ? { nillable } : {}),
      ...arrayTypeKeys(single.field),
    };
    answer = { result: Object.keys(long).length > 0 ? { type, ...long } : type };
  } else answer = { results: outputs.map((o) => [o.name, o.field]) };
  // The body elements are named by the parts, not as wrappers.
  const {
    requestElement: _request,
    responseElement: _response,
    requestNamespace: _requestNamespace,
    responseNamespace: _responseNamespace,
    ...draft
  } = operationDraft(
    ctx,
    op,
    params.map((p) => [p.name, p.field]),
    answer,
    { resultUse: single?.use },
  );
  return {
    ...draft,
    ...(requestNamespace !== undefined ? { requestNamespace } : {}),
    ...(responseNamespace !== undefined ? { responseNamespace } : {}),
    bare: true,
  };
}

/**
 * The namespace of a bare message's body elements where it is not the service's (requestNamespace,
 * responseNamespace); null, reported, where they are in two: the spec gives a message one.
 */
function messageNamespace(ctx: ConvertContext, op: WsdlOperation, parts: readonly RpcPart[], direction: 'input' | 'output'): string | undefined | null {
  const namespaces = [...new Set(parts.flatMap((p) => (p.element ? [p.element.ns] : [])))];
  if (namespaces.length > 1) {
    ctx.issues.add(
      op.at,
      `operation ${op.name}: its ${direction}'s body elements are in ${namespaces.length} namespaces, ${namespaces.join(', ')}: the spec has one namespace for a message's body elements`,
    );
    return null;
  }
  const ns = namespaces[0];
  return ns === undefined || ns === ctx.namespace ? undefined : ns;
}

/**
 * A bare message's parts as fields; of several, each keeps its part's name where not its element's
 * (a message of one part names it in the operation's `wsdl`).
 */
function partsOf(ctx: ConvertContext, parts: readonly RpcPart[], op: string): BarePart[] | undefined {
  const fields = parts.map((p) => barePart(ctx, p, op));
  if (!fields.every((f) => f !== undefined)) return undefined;
  if (fields.length < 2) return fields;
  return fields.map((f, i) => (parts[i]!.name === f.name ? f : { ...f, field: { ...f.field, part: parts[i]!.name } }));
}

/** A bare message's part as a field: always sent (required), its element's namespace written where the spec's default differs. */
function barePart(ctx: ConvertContext, p: RpcPart, op: string): BarePart | undefined {
  const { schemas } = ctx;
  if (!p.element) {
    if (!checkName(ctx, p.name, p.at, `part of ${op}`)) return undefined;
    const use = schemas.typeUse(p.type!, p.at);
    const type = use && ctx.typeName(use, p.at);
    if (!use || type === undefined) return undefined;
    const names = listNames(ctx, use, type, '');
    return { name: p.name, use, field: { type, ...names, required: true, namespace: '' } };
  }
  const q = { ...p.element, at: p.at };
  if (undeclaredElsewhere(ctx, q, op)) return undefined;
  if (undeclaredAsAnyType(ctx, q)) return anyTypePart(ctx, q, p.at, {});
  const element = bodyElement(ctx, q, 'body element');
  if (!element) return undefined;
  const typeName = element.qname('type');
  const nillable = element.attr('nillable') === 'true' ? { nillable: true } : {};
  // Declared without a type or content, the element is of xs:anyType.
  if (!typeName && isUntyped(element)) return anyTypePart(ctx, q, element, nillable);
  const inline = typeName ? undefined : anonymousUse(schemas, element, q.local);
  if (inline === null) return undefined;
  if (!typeName && !inline) {
    ctx.issues.add(element, `operation ${op}: body element ${q.local} has no type of its own nor a named type`);
    return undefined;
  }
  const use: TypeUse | undefined = inline ?? schemas.typeUse(typeName!, element);
  const type = use && ctx.typeName(use, element);
  if (!use || type === undefined) return undefined;
  const names = listNames(ctx, use, type, q.ns);
  return { name: q.local, use, field: { type, ...names, required: true, ...nillable, ...elementNamespace(ctx, q.ns) } };
}

/**
 * Whether a body element no schema declares is in another namespace than the service's: its
 * operation is left out with a warning, as zeep leaves out an operation whose body element it does
 * not find, rather than the WSDL refused for what refers to nothing. (One of the service's
 * namespace is read as xs:anyType, below, as zeep and node-soap read such a WSDL's other messages.)
 */
function undeclaredElsewhere(ctx: ConvertContext, q: QName & { at: XmlElement }, op: string): boolean {
  if (ctx.namespace === '' || q.ns === ctx.namespace || ctx.schemas.globals.element(q)) return false;
  if (!readInstead(ctx.schemas, q.at, `element {${q.ns}}${q.local}`, q.ns, `operation ${op}, whose body it is, is left out, as zeep leaves it out`))
    return false;
  ctx.leftOut.add(op);
  return true;
}

/**
 * Whether a body element no schema declares is read as an element of xs:anyType, as zeep and
 * node-soap read it (said in a warning), its name and namespace checked as a declared one's.
 */
export function undeclaredAsAnyType(ctx: ConvertContext, q: QName & { at: XmlElement }): boolean {
  if (ctx.schemas.globals.element(q)) return false;
  const what = `element {${q.ns}}${q.local}`;
  if (!readInstead(ctx.schemas, q.at, what, q.ns, 'read as an element of xs:anyType (open content)')) return false;
  if (checkName(ctx, q.local, q.at, 'body element')) noteServiceNamespace(ctx, q.ns, q.at, `element ${q.local}`);
  return true;
}

/** A body element of xs:anyType as a bare part. */
function anyTypePart(ctx: ConvertContext, q: QName, at: XmlElement, nillable: { nillable?: boolean }): BarePart {
  const use = { kind: 'any', name: 'anyType' } as const;
  return { name: q.local, use, field: { type: ctx.typeName(use, at)!, required: true, ...nillable, ...elementNamespace(ctx, q.ns) } };
}

/** A body element is qualified whatever its schema's elementFormDefault, which the spec's default for the part follows. */
function elementNamespace(ctx: ConvertContext, ns: string): { namespace?: string } {
  return ctx.qualifiedIn.get(ns) === false ? { namespace: ns } : {};
}
