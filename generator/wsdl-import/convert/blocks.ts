/** SOAP header blocks and fault details: the elements (or parts declared by type=) the WSDL names for them. */
import type { FieldDraft } from '../draft.js';
import { annotation, anonymousUse, readInstead, undeclared, type TypeUse } from '../schema/index.js';
import type { FaultRef, HeaderBlock } from '../wsdl.js';
import type { QName, XmlElement } from '../xml.js';
import { checkName, noteServiceNamespace, noteSchema, type ConvertContext } from './context.js';
import { listNames } from './fields.js';
import { complexType } from './types.js';

/** Header blocks, with their message and part names where not the generator's (`<Op><Block>`, the block's name). */
export function headers(ctx: ConvertContext, blocks: readonly HeaderBlock[], op: string): [string, FieldDraft][] {
  const fields: [string, FieldDraft][] = [];
  for (const block of blocks) {
    const field = blockField(ctx, block, op, 'header element');
    if (!field) continue;
    const faults = block.faults.flatMap((fault): [string, FieldDraft][] => {
      const value = blockField(ctx, fault, op, 'header fault element');
      if (!value) return [];
      const { nillable: _, ...block } = value;
      return [[fault.local, { ...block, ...blockNames(fault, op) }]];
    });
    fields.push([block.local, { ...field, ...blockNames(block, op), ...(faults.length > 0 ? { faults } : {}) }]);
  }
  return fields;
}

/** A header block's (or header fault's) message and part names, where not the generator's (`<Op><Block>`, the block's name). */
function blockNames(block: HeaderBlock, op: string): Pick<FieldDraft, 'wsdl'> {
  const wsdl = {
    ...(block.message !== `${op}${block.local}` ? { message: block.message } : {}),
    ...(block.part !== block.local ? { part: block.part } : {}),
  };
  return Object.keys(wsdl).length > 0 ? { wsdl } : {};
}

/** Declared faults by detail element, with the wsdl:fault, message and part names where not the generator's. */
export function faults(ctx: ConvertContext, refs: readonly FaultRef[], op: string): [string, FieldDraft][] {
  const fields: [string, FieldDraft][] = [];
  for (const fault of refs) {
    // On the wire a fault is its detail element: two faults of one element are one fault.
    const same = refs.find((f) => f !== fault && f.local === fault.local && f.ns === fault.ns);
    if (fields.some(([name]) => name === fault.local)) {
      ctx.warnings.add(
        fault.at,
        `operation ${op}: fault ${fault.name} has the detail element ${fault.local} of fault ${same?.name}: on the wire they are one fault, which the spec declares once`,
      );
      continue;
    }
    const field = blockField(ctx, fault, op, 'fault detail element');
    if (!field) continue;
    const wsdl = {
      ...(fault.name !== fault.local ? { name: fault.name } : {}),
      ...(fault.message !== `${op}${fault.local}Fault` ? { message: fault.message } : {}),
      // A part declared by type= names the element: the generator's default part is then the element's name.
      ...(fault.part !== (fault.type ? fault.local : 'detail') ? { part: fault.part } : {}),
      ...(fault.action !== undefined ? { action: fault.action } : {}),
    };
    const { nillable: _, ...detail } = field;
    fields.push([fault.local, { ...detail, ...(Object.keys(wsdl).length > 0 ? { wsdl } : {}) }]);
  }
  return fields;
}

/**
 * A header block or fault detail: a global element, of a named type or a scalar, not a list, in the
 * service's namespace or another (its `namespace`). A part declared by type= is an element named
 * after the part in no namespace, as zeep reads it.
 */
function blockField(ctx: ConvertContext, q: QName & { at: XmlElement; type?: QName }, op: string, what: string): FieldDraft | undefined {
  if (q.type) return typedBlock(ctx, q.type, q.at, q, what);
  const { schemas } = ctx;
  const element = schemas.globals.element(q);
  const elsewhere = ctx.namespace !== '' && q.ns !== ctx.namespace;
  if (!element) {
    // As zeep and node-soap read it: an element of xs:anyType, its name and namespace checked as a declared one's.
    const named = `operation ${op}: ${what} {${q.ns}}${q.local}`;
    if (!readInstead(schemas, q.at, named, q.ns, 'read as an element of xs:anyType (open content)')) {
      undeclared(schemas, q.at, named, q.ns);
      return undefined;
    }
    if (!checkName(ctx, q.local, q.at, what)) return undefined;
    if (!elsewhere) noteServiceNamespace(ctx, q.ns, q.at, `${what} ${q.local}`);
    return { type: ctx.typeName({ kind: 'any', name: 'anyType' }, q.at)!, ...(elsewhere ? { namespace: q.ns } : {}) };
  }
  if (elsewhere) noteSchema(ctx, element);
  else noteServiceNamespace(ctx, q.ns, element, `${what} ${q.local}`);
  const namespace = elsewhere ? { namespace: q.ns } : {};
  const typeName = element.qname('type');
  if (!typeName) {
    const anonymous = anonymousElement(ctx, element, q.local, what);
    return anonymous && { ...anonymous, ...namespace };
  }
  const use = schemas.typeUse(typeName, element);
  if (!use || !listAllowed(ctx, use, element, what, q.local)) return undefined;
  const type = ctx.typeName(use, element);
  const description = annotation(element);
  return type === undefined
    ? undefined
    : {
        type,
        ...listNames(ctx, use, type, q.ns),
        ...namespace,
        ...(element.attr('nillable') === 'true' ? { nillable: true } : {}),
        ...(description ? { description } : {}),
      };
}

/**
 * A header block or fault detail declared by its part's type: an element named after the part, in
 * no namespace, or (SOAP-encoded) in the namespace its soap:header or soap:fault names.
 */
function typedBlock(ctx: ConvertContext, typeName: QName, at: XmlElement, { local: name, ns }: QName, what: string): FieldDraft | undefined {
  if (!checkName(ctx, name, at, `${what} (a part declared by type=)`)) return undefined;
  const use = ctx.schemas.typeUse(typeName, at);
  if (!use || !listAllowed(ctx, use, at, what, name)) return undefined;
  const type = ctx.typeName(use, at);
  return type === undefined ? undefined : { type, ...listNames(ctx, use, type, ns), ...(ns !== '' && ns === ctx.namespace ? {} : { namespace: ns }) };
}

/** A header block may be a list (its element of an array type); a fault detail, or a header fault's block, holds one value. */
function listAllowed(ctx: ConvertContext, use: TypeUse, at: XmlElement, what: string, name: string): boolean {
  if (use.kind !== 'array' || what === 'header element') return true;
  ctx.issues.add(at, `${what} ${name}: a list cannot be a fault detail in the spec`);
  return false;
}

/**
 * A header block or fault detail whose element has an anonymous type: the spec's anonymous type
 * named after the element, which the served WSDL declares inside the element again.
 */
function anonymousElement(ctx: ConvertContext, element: XmlElement, name: string, what: string): FieldDraft | undefined {
  const use = anonymousUse(ctx.schemas, element, name);
  if (use === null) return undefined;
  if (!use) {
    ctx.issues.add(element, `${what} ${name} has no type of its own nor a named type`);
    return undefined;
  }
  const type = ctx.typeName(use, element);
  const description = annotation(element);
  return type === undefined ? undefined : { type, ...(element.attr('nillable') === 'true' ? { nillable: true } : {}), ...(description ? { description } : {}) };
}

/**
 * A header block or fault detail whose element has an anonymous complex type (as JAX-WS writes
 * fault beans): the spec names the type after the element, which only the WSDL's type names
 * show. Refused when a declared type already has that name.
 */
export function anonymousBlock(ctx: ConvertContext, element: XmlElement, name: string, what: string): FieldDraft | undefined {
  const { globals } = ctx.schemas;
  const inline = globals.anonymousType(element);
  if (!inline || globals.declaresSpecTypeNamed(name)) {
    ctx.issues.add(element, `${what} ${name}: an anonymous type cannot be expressed in the spec here; give it a named type`);
    return undefined;
  }
  const first = !ctx.reached.has(inline);
  complexType(ctx, name, inline);
  if (!ctx.reached.has(inline)) return undefined;
  if (first) ctx.warnings.add(element, `${what} ${name}: its anonymous type will be published as the named type ${name} (type names are not on the wire)`);
  const description = annotation(element);
  return { type: name, ...(element.attr('nillable') === 'true' ? { nillable: true } : {}), ...(description ? { description } : {}) };
}
