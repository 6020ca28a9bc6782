/**
 * document/literal wrapped operations: the request element's children are the parameters, the
 * response element's the result (one element) or results (several, or none, or beside its
 * attributes); the wrappers' attributes are the request's and the results' too. Body elements that
 * are no wrappers (of a simple type, or of one named type both ways) make the operation bare.
 */
import type { FieldDraft, OperationDraft, ResultDraft } from '../draft.js';
import { BUILT_IN_SCHEMAS, NS } from '../namespaces.js';
import { content, isUntyped, undeclared, type AttributeDecl, type ElementDecl, type ParticleDecl } from '../schema/index.js';
import type { RpcPart, WsdlOperation } from '../wsdl.js';
import type { QName, XmlElement } from '../xml.js';
import { bareOperation, bodyElement } from './bare.js';
import { checkName, type ConvertContext } from './context.js';
import { arrayTypeKeys, field, Labels, particleFields } from './fields.js';
import { operationDraft } from './operation-draft.js';
import { attributeDrafts, valueType } from './types.js';

export function wrappedOperation(ctx: ConvertContext, op: WsdlOperation): OperationDraft | undefined {
  const { globals } = ctx.schemas;
  // A body element of a simple type is no wrapper, but the message itself (document/literal bare).
  if (simpleTyped(ctx, op.request!) || (op.response && simpleTyped(ctx, op.response))) {
    const part = (q: QName & { at: XmlElement }): RpcPart => ({ name: q.local, at: q.at, element: q });
    return bareOperation(ctx, op, { input: [part(op.request!)], output: op.response ? [part(op.response)] : [] });
  }
  // Request and response elements of one named type are that type's values, not two wrappers.
  const typeOf = (q: QName): QName | undefined => globals.element(q)?.qname('type');
  const [requestType, responseType] = [typeOf(op.request!), op.response && typeOf(op.response)];
  if (requestType && responseType && requestType.ns === responseType.ns && requestType.local === responseType.local) {
    const part = (q: QName & { at: XmlElement }): RpcPart => ({ name: q.local, at: q.at, element: q });
    return bareOperation(ctx, op, { input: [part(op.request!)], output: [part(op.response!)] });
  }
  const request = wrapper(ctx, op.request!);
  const response = op.response && wrapper(ctx, op.response);
  if (!request || (op.response && !response)) return undefined;
  // A response wrapper's attributes come back beside its elements: its elements are `results`, however many.
  const answer = !response
    ? { oneWay: true as const }
    : response.particles
      ? { results: particleFields(ctx, response.particles, `${op.name}Response`, op.response!.ns, new Labels(response.elements.map((e) => e.name))) }
      : answerOf(ctx, response.elements, op.name, op.response!.ns, response.attributes.length > 0);
  // Groups are written as a type's fields write them; plain elements as parameters.
  const fields = request.particles
    ? particleFields(ctx, request.particles, op.name, op.request!.ns, new Labels(request.elements.map((e) => e.name)))
    : request.elements.map((p) => field(ctx, p, `parameter of ${op.name}`, op.request!.ns, op.name)).filter((f): f is [string, FieldDraft] => f !== undefined);
  if (!answer) return undefined;
  const draft = operationDraft(ctx, op, fields, answer, { requestType: request.type, responseType: response?.type, resultUse: response?.elements[0]?.type });
  const requestAttributes = attributeDrafts(ctx, request.attributes, op.request!.local, op.request!.ns);
  const responseAttributes = response ? attributeDrafts(ctx, response.attributes, op.response!.local, op.response!.ns) : [];
  return {
    ...draft,
    ...(requestAttributes.length ? { requestAttributes } : {}),
    ...(responseAttributes.length ? { responseAttributes } : {}),
  };
}

/**
 * Whether a body element is declared with a simple type (named or its own) or is of xs:anyType (written, declared
 * without a type or content, of a type no schema declares, or itself declared nowhere: each then
 * read as xs:anyType): then it is no wrapper, but the message itself (document/literal bare).
 */
function simpleTyped(ctx: ConvertContext, q: QName): boolean {
  const { globals } = ctx.schemas;
  const element = globals.element(q);
  if (element === undefined) return !BUILT_IN_SCHEMAS.has(q.ns);
  const typeName = element.qname('type');
  if (typeName === undefined) return isUntyped(element) || element.first(NS.xsd, 'simpleType') !== undefined;
  if (typeName.ns === NS.xsd && typeName.local === 'anyType') return true;
  if (!globals.declaresType(typeName)) return !BUILT_IN_SCHEMAS.has(typeName.ns);
  return !globals.complexType(typeName);
}

/** What a wrapper's complex type holds: its elements and, when there are groups among them, its particles as written. */
interface WrapperContent {
  readonly elements: ElementDecl[];
  readonly particles?: ParticleDecl[];
  readonly attributes: AttributeDecl[];
}

/** A wrapper element's children and attributes and, when its type is a named one (JAX-WS, WCF), the type's name. */
function wrapper(ctx: ConvertContext, q: QName & { at: XmlElement }): (WrapperContent & { type?: string }) | undefined {
  const element = bodyElement(ctx, q, 'wrapper element');
  if (!element) return undefined;
  const { globals } = ctx.schemas;
  const typeName = element.qname('type');
  const complex = typeName ? globals.complexType(typeName) : element.first(NS.xsd, 'complexType');
  if (typeName && !globals.declaresType(typeName)) {
    undeclared(ctx.schemas, element, `element ${q.local}: type {${typeName.ns}}${typeName.local}`, typeName.ns);
    return undefined;
  }
  if (!complex) {
    const what = typeName ? `is of the simple type ${typeName.local}` : 'has no complex type';
    ctx.issues.add(element, `element ${q.local}: the wrapper element ${what}; a wrapped operation's elements hold a sequence of elements`);
    return undefined;
  }
  // The spec declares a wrapper's named type beside its element: a type of another namespace moves
  // there, its elements keeping their namespaces (a type's name and namespace are not on the wire).
  if (typeName && typeName.ns !== q.ns)
    ctx.warnings.add(
      element,
      `element ${q.local}: its type ${typeName.local} is in namespace ${typeName.ns}, not its element's; it will be published beside the element, in ${q.ns} (its elements keep their namespaces)`,
    );
  const wrapped = wrapperContent(ctx, complex, new Set(), typeName ? complex : element);
  if (!wrapped) return undefined;
  return typeName && checkName(ctx, typeName.local, complex, 'wrapper type') ? { ...wrapped, type: typeName.local } : wrapped;
}

/** The elements, groups and attributes of a wrapper's complex type (named, as JAX-WS and WCF write them, or anonymous), inherited ones first. */
function wrapperContent(ctx: ConvertContext, complex: XmlElement, seen: Set<XmlElement>, owner = complex): WrapperContent | undefined {
  seen.add(complex);
  const { issues } = ctx;
  const { base, elements: written, particles: groups, all, attributes, value, anyAttribute } = content(ctx.schemas, complex, owner);
  // Groups that say no more than their elements are those elements: the parameters stay a plain sequence.
  const flat = groups && flatElements(groups);
  const elements = flat ?? written;
  const particles = flat ? undefined : groups;
  if (all) ctx.warnings.add(complex, 'xs:all of a wrapper element is published as xs:sequence (the server reads its elements in any order)');
  if (value) issues.add(complex, `a wrapper element with text (xs:simpleContent) cannot be expressed in the spec (an operation's parameters are elements)`);
  if (anyAttribute)
    issues.add(anyAttribute.element, `xs:anyAttribute on a wrapper element cannot be expressed in the spec (an operation's parameters are elements)`);
  if (value || anyAttribute) return undefined;
  if (!base) return { elements, ...(particles ? { particles } : {}), attributes };
  const baseType = ctx.schemas.globals.complexType(base);
  if (!baseType || seen.has(baseType)) {
    issues.add(complex, `the wrapper type extends ${base.local}, which is not a declared complex type`);
    return undefined;
  }
  const inherited = wrapperContent(ctx, baseType, seen);
  if (!inherited) return undefined;
  const grouped = (inherited.particles ?? particles) ? { particles: [...(inherited.particles ?? inherited.elements), ...(particles ?? elements)] } : {};
  return { elements: [...inherited.elements, ...elements], ...grouped, attributes: [...inherited.attributes, ...attributes] };
}

/**
 * Particles as elements, where every group among them is one element (an optional sequence of one
 * element is that element, optional); undefined where a group holds more.
 */
function flatElements(particles: readonly ParticleDecl[]): ElementDecl[] | undefined {
  const elements: ElementDecl[] = [];
  for (const p of particles) {
    if (!('group' in p)) elements.push(p);
    else {
      const only = p.particles.length === 1 && !('group' in p.particles[0]!) ? p.particles[0] : undefined;
      if (!only || p.repeated) return undefined;
      elements.push(p.group === 'sequence' || p.minOccurs === 0 || only.minOccurs === 0 ? { ...only, minOccurs: Math.min(only.minOccurs, p.minOccurs) } : only);
    }
  }
  return elements;
}

/**
 * What a response wrapper holds, as the spec says it: one result element in the service's
 * namespace is `result` (its name given when not `<Op>Result`); several, none, or one the result
 * form cannot hold (unqualified, a list of items not named after their type) are `results`.
 */
function answerOf(
  ctx: ConvertContext,
  elements: readonly ElementDecl[],
  op: string,
  ns: string,
  attributed: boolean,
): Pick<OperationDraft, 'result' | 'results'> | undefined {
  const single = elements.length === 1 && !attributed ? elements[0]! : undefined;
  // A list result is in the service's namespace, its items named after their type; a repeated element, a wildcard or a reference to a global element of `ns` is one of `results`.
  const fitsResult =
    single !== undefined &&
    !single.repeated &&
    !single.wildcard &&
    !(single.ref && single.namespace === ns) &&
    !(single.type.kind === 'array' && (single.namespace !== ns || single.type.item.name !== single.type.item.type.name));
  if (single && fitsResult) {
    const one = result(ctx, single, op, ns);
    return one === undefined ? undefined : { result: one };
  }
  const results = elements.map((e) => field(ctx, e, `result of ${op}`, ns, `${op}Response`));
  return results.every((r) => r !== undefined) ? { results: results as [string, FieldDraft][] } : undefined;
}

function result(ctx: ConvertContext, decl: ElementDecl, op: string, ns: string): ResultDraft | undefined {
  const type = decl.type;
  if (type.kind === 'array' && type.item.name !== type.item.type.name) {
    ctx.issues.add(
      type.item.element,
      `operation ${op}: list result items named ${type.item.name}, not ${type.item.type.name}: a list result's items are named after their type in the spec`,
    );
    return undefined;
  }
  const one = field(ctx, decl, `result of ${op}`, ns, `${op}Response`);
  if (!one) return undefined;
  const [, draft] = one;
  const required = decl.minOccurs >= 1;
  const element = {
    ...(decl.name !== `${op}Result` ? { element: decl.name } : {}),
    ...(decl.namespace !== ns ? { namespace: decl.namespace } : {}),
  };
  // As the generator defaults it: .NET value types are minOccurs="1", reference types (string, byte[]) 0.
  const requiredByDefault = valueType(type);
  const listType = arrayTypeKeys(draft);
  if (required === requiredByDefault && !decl.nillable && !draft.description && Object.keys({ ...element, ...listType }).length === 0) return draft.type;
  return {
    type: draft.type,
    ...element,
    ...listType,
    ...(required !== requiredByDefault ? { required } : {}),
    ...(decl.nillable ? { nillable: true } : {}),
    ...(draft.description ? { description: draft.description } : {}),
  };
}
