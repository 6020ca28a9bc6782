/**
 * Global elements no operation uses (WCF's element per data contract, ASMX's elements of its HTTP
 * GET answers): the spec's `elements`, so that the served WSDL declares them, as proxy generators
 * make a factory method of each. One the spec cannot express is left out with a warning: it is not
 * on the wire, so it never refuses the WSDL.
 */
import { NAME } from '../../spec/read.js';
import type { FieldDraft } from '../draft.js';
import { annotation, anonymousUse, isUntyped, type TypeUse } from '../schema/index.js';
import type { WsdlService } from '../wsdl.js';
import { key as keyOf } from '../schema/declarations.js';
import type { QName, XmlElement } from '../xml.js';
import { noteSchema, type ConvertContext } from './context.js';
import { listNames } from './fields.js';

/** The global elements the service's messages and the schemas' element refs name. */
function usedElements(ctx: ConvertContext, service: WsdlService): Set<string> {
  return new Set([...ctx.schemas.globals.referredElements(), ...messageElements(service)]);
}

/** The global elements the service's messages name (bodies, parts, header blocks, fault details, HTTP POST answers), by key. */
export function messageElements(service: WsdlService): Set<string> {
  const used = new Set<string>();
  const add = (q: QName | undefined): void => {
    if (q) used.add(keyOf(q));
  };
  for (const op of service.operations) {
    if (!op.rpc) add(op.request);
    if (!op.rpc) add(op.response);
    for (const p of [...(op.bare?.input ?? []), ...(op.bare?.output ?? []), ...(op.rpc?.input ?? []), ...(op.rpc?.output ?? [])]) add(p.element);
    const headers = [...op.headers.input, ...op.headers.output];
    for (const b of [...headers, ...headers.flatMap((h) => h.faults), ...op.faults]) if (!b.type) add(b);
    add(op.httpPostRoot);
  }
  return used;
}

/** The spec's `elements`: each global element of a namespace no message or element ref names, in declaration order. */
export function unusedElements(ctx: ConvertContext, service: WsdlService, wrapperTypes: ReadonlySet<string>): [string, FieldDraft][] {
  const { globals } = ctx.schemas;
  const used = usedElements(ctx, service);
  const out: [string, FieldDraft][] = [];
  for (const element of globals.globalElements()) {
    const q = { ns: globals.targetNamespace(element), local: element.attr('name')! };
    if (q.ns === '' || used.has(keyOf(q)) || !NAME.test(q.local)) continue;
    if (out.some(([name]) => name === q.local)) {
      ctx.warnings.add(element, `element ${q.local} of ${q.ns}, which no operation uses, is left out: the spec's elements hold one element of a name`);
      continue;
    }
    // A wrapper's named type is the operation's (requestWrapperType), no type of the spec's.
    const typeName = element.qname('type');
    const field =
      typeName && wrapperTypes.has(typeName.local)
        ? `its type ${typeName.local} is an operation's wrapper type, which the spec declares with the operation`
        : tentatively(ctx, () => elementField(ctx, element, q));
    if (typeof field === 'string') ctx.warnings.add(element, `element ${q.local} of ${q.ns}, which no operation uses, is left out: ${field}`);
    else if (field) out.push([q.local, field]);
  }
  return out;
}

/** A global element as an entry of `elements`: its type (a named one, or its anonymous one named after it), namespace and nillable. */
function elementField(ctx: ConvertContext, element: XmlElement, q: QName): FieldDraft | undefined {
  const { schemas } = ctx;
  noteSchema(ctx, element);
  const typeName = element.qname('type');
  const use: TypeUse | null | undefined = typeName
    ? schemas.typeUse(typeName, element)
    : isUntyped(element)
      ? { kind: 'any', name: 'anyType' }
      : anonymousUse(schemas, element, q.local);
  const type = use ? ctx.typeName(use, element) : undefined;
  if (!use || type === undefined) return undefined;
  const names = listNames(ctx, use, type, q.ns);
  const description = annotation(element);
  return {
    type,
    ...names,
    ...(q.ns !== ctx.namespace ? { namespace: q.ns } : {}),
    ...(element.attr('nillable') === 'true' ? { nillable: true } : {}),
    ...(description ? { description } : {}),
  };
}

/**
 * The named types no message or kept element reaches, registered as spec types (as `elements`
 * keeps elements: proxy generators make a class of each). One the spec cannot express is left out
 * with a warning.
 */
export function unusedTypes(ctx: ConvertContext, wrapperTypes: ReadonlySet<string>): void {
  const { globals } = ctx.schemas;
  for (const decl of globals.globalTypes()) {
    const q = { ns: globals.targetNamespace(decl), local: decl.attr('name')! };
    if (ctx.reached.has(decl) || q.ns === '' || wrapperTypes.has(q.local) || !NAME.test(q.local)) continue;
    let wrapper: string | undefined;
    const kept = tentatively(ctx, () => {
      const before = new Set(ctx.reached.keys());
      const use = ctx.schemas.typeUse(q, decl);
      if (!use || (use.kind !== 'complex' && use.kind !== 'simple') || ctx.typeName(use, decl) === undefined) return undefined;
      // An abstract type brings its derived types, which may be an operation's wrapper type: that cannot be a type too.
      wrapper = [...ctx.reached].find(([reached, [name]]) => !before.has(reached) && wrapperTypes.has(name))?.[1][0];
      return wrapper === undefined ? true : undefined;
    });
    if (typeof kept === 'string') ctx.warnings.add(decl, `type ${q.local} of ${q.ns}, which no operation uses, is left out: ${kept}`);
    else if (wrapper !== undefined)
      ctx.warnings.add(
        decl,
        `type ${q.local} of ${q.ns}, which no operation uses, is left out: it brings its derived type ${wrapper}, an operation's wrapper type`,
      );
  }
}

/**
 * Runs a conversion that may fail without refusing the WSDL: when it converts nothing, the types it
 * reached are taken back; when it reports a problem, also the problems, warnings and schemas it
 * noted, and the first problem is returned.
 */
function tentatively<T>(ctx: ConvertContext, convert: () => T | undefined): T | string | undefined {
  const issues = ctx.issues.list.length;
  const warnings = ctx.warnings.list.length;
  const reached = new Set(ctx.reached.keys());
  const forgetter = (map: Map<string, boolean>): (() => void) => {
    const noted = new Set(map.keys());
    return () => {
      for (const ns of [...map.keys()]) if (!noted.has(ns)) map.delete(ns);
    };
  };
  const forget = [forgetter(ctx.qualifiedIn), forgetter(ctx.qualifiedAttributesIn)];
  const result = convert();
  const failed = ctx.issues.list.length > issues;
  if (failed || result === undefined) for (const decl of [...ctx.reached.keys()]) if (!reached.has(decl)) ctx.reached.delete(decl);
  if (!failed) return result;
  const [first] = ctx.issues.list.splice(issues);
  ctx.warnings.list.splice(warnings);
  for (const undo of forget) undo();
  return first!.message;
}
