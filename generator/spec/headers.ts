/**
 * Elements an operation declares beside its wrappers, SOAP header blocks and fault details: each a
 * global element of the service's namespace or another (or, in no namespace, a WSDL part declared
 * by type=) holding one value (a scalar, an enumeration or a
 * complex type; a header block also a list, its element of the list's array type). One element name means one element, so every operation that uses
 * it, as a header or a fault, must give it the same type.
 */
import type { FaultModel, FieldModel, HeaderModel } from '../model.js';
import { identifierOf } from './identifiers.js';
import type { Located, RawField } from './read.js';

export interface HeaderRegistry {
  /** Owner of each WSDL global element so far (shared with the operations' wrappers and roots). */
  readonly globalElements: Map<string, string>;
  /** The value each header element holds, as first declared. */
  readonly declared: Map<string, { readonly shape: string; readonly by: string }>;
  /** WSDL messages of the operations' bodies (input, output, HTTP POST), by name → owner: no block message may take one. */
  readonly bodyMessages: ReadonlyMap<string, string>;
  /** WSDL messages of header blocks and faults so far: part → element, and who declared it first. */
  readonly blockMessages: Map<string, { readonly parts: Map<string, string>; readonly fault: boolean; readonly by: string }>;
  /** Whether an operation (by name) is rpc/encoded: its every block is a part declared by type=, which names its element. */
  readonly encoded: (op: string) => boolean;
  /** What each global element so far holds where a wrapper and an element of a type may share it (elementContent), by `{namespace}name`. */
  readonly contents: Map<string, ElementContent>;
  /** That content of an element of a type, or undefined where it is no plain sequence of elements. */
  readonly typedContent: (f: FieldModel) => string | undefined;
}

/** A global element's content as a sequence of elements, and whether it is a request's body element. */
export interface ElementContent {
  readonly content: string;
  readonly request: boolean;
}

/**
 * Whether a global element already declared may be declared again by another use: one element of
 * one content (a response wrapper of the same elements as a request part's or fault detail's type),
 * not two requests (a server could not tell them apart by their body). Records the first use's content.
 */
export function sharesElement(registry: HeaderRegistry, namespace: string, name: string, use: ElementContent | undefined): boolean {
  const key = `{${namespace}}${name}`;
  const earlier = registry.contents.get(key);
  if (!earlier) {
    if (use && !registry.globalElements.has(name)) registry.contents.set(key, use);
    return false;
  }
  return use !== undefined && use.content === earlier.content && !(use.request && earlier.request);
}

/**
 * Records that a block (header or fault detail `element`) is part `part` of WSDL message `message`.
 * Several blocks may share a message (WSDLs often declare one header message with a part per
 * block, or one fault message for every operation), as long as a part always names one element.
 */
function blockMessage(
  registry: HeaderRegistry,
  own: readonly OwnBodyMessage[],
  message: string,
  part: string,
  element: string,
  fault: boolean,
  by: string,
  at: Located,
  report: (where: Located, message: string) => void,
): void {
  // A header block may be a part of its operation's own input or output message, beside the body's (as CXF and Metro publish "in-band" headers).
  const inBand = fault ? undefined : own.find((m) => m.message === message);
  if (inBand) {
    if (inBand.parts.includes(part)) report(at, `${by}: part ${part} of WSDL message ${message} is a part of the body`);
    return;
  }
  const body = registry.bodyMessages.get(message);
  if (body) {
    report(at, `${by}: WSDL message ${message} is already the message of ${body}`);
    return;
  }
  const known = registry.blockMessages.get(message);
  if (!known) {
    registry.blockMessages.set(message, { parts: new Map([[part, element]]), fault, by });
    return;
  }
  const holds = known.parts.get(part);
  if (known.fault !== fault) report(at, `${by}: WSDL message ${message} is also the message of ${known.by}; a fault's message holds its detail only`);
  else if (holds !== undefined && holds !== element) report(at, `${by}: part ${part} of WSDL message ${message} is element ${holds} for ${known.by}`);
  else if (fault && holds === undefined) report(at, `${by}: WSDL message ${message} of ${known.by} has another part; a fault's message holds its detail only`);
  else known.parts.set(part, element);
}

/** One of an operation's body messages and the names of its body's parts. */
export interface OwnBodyMessage {
  readonly message: string;
  readonly parts: readonly string[];
}

export function resolveHeaders(
  op: string,
  own: readonly OwnBodyMessage[],
  direction: 'request' | 'response' | 'fault',
  raw: readonly RawField[],
  field: (f: RawField, owner: string) => FieldModel | undefined,
  registry: HeaderRegistry,
  report: (where: Located, message: string) => void,
  lists = direction !== 'fault',
): Array<FieldModel & { readonly wsdl: FaultModel['wsdl'] }> {
  const out: Array<FieldModel & { readonly wsdl: FaultModel['wsdl'] }> = [];
  for (const h of raw) {
    const f = field(h, op);
    if (!f) continue;
    const what = direction === 'fault' ? 'fault' : 'header';
    // A header block may be a list (an element of its array type); a fault's detail, or a header fault's block, holds one value.
    if (f.repeated || (f.listItem && !lists)) {
      const holder = what === 'fault' ? 'fault detail' : 'header block';
      report(h, `${what} ${op}.${h.name} is a list: a ${holder} ${f.repeated && lists ? 'is one element (give it a list type)' : 'holds one value (wrap the list in a type)'}`);
      continue;
    }
    const shape = `${f.listItem ? `${f.type.name}[] (item ${f.listItem})` : f.type.name}${f.nillable ? ' (nillable)' : ''}`;
    const earlier = registry.declared.get(h.name);
    if (earlier && earlier.shape !== shape) {
      report(h, `${what} ${h.name} of ${op} holds ${shape}, but ${earlier.by} declares the same element holding ${earlier.shape}`);
    } else if (!earlier) {
      const owner = registry.globalElements.get(h.name);
      const content = registry.typedContent(f);
      const shared = sharesElement(registry, f.namespace, h.name, content === undefined ? undefined : { content, request: false });
      if (owner && !shared) report(h, `${what} ${h.name} of ${op} needs the schema element ${h.name}, already used by ${owner}`);
      registry.globalElements.set(h.name, `${what} ${h.name}`);
      registry.declared.set(h.name, { shape, by: direction === 'fault' ? `a fault of ${op}` : `the ${direction} of ${op}` });
    }
    // ASMX's names by default: a message <Op><Block> with part <Block>; a fault's <Op><Detail>Fault with part detail.
    // An element in no namespace, or SOAP-encoded, is a part declared by type=, which names the element: the part is named after it.
    const byType = f.namespace === '' || registry.encoded(op);
    const wsdl =
      direction === 'fault'
        ? {
            name: h.wsdl?.name ?? h.name,
            message: h.wsdl?.message ?? `${op}${h.name}Fault`,
            part: h.wsdl?.part ?? (byType ? h.name : 'detail'),
            ...(h.wsdl?.action !== undefined ? { action: h.wsdl.action } : {}),
          }
        : { name: h.name, message: h.wsdl?.message ?? `${op}${h.name}`, part: h.wsdl?.part ?? h.name };
    if (byType && wsdl.part !== h.name) {
      const why = registry.encoded(op) ? 'is SOAP-encoded' : 'is in no namespace';
      report(h, `${what} ${h.name} of ${op} ${why}: its WSDL part is declared by type= and names the element, so the part must be ${h.name}, not ${wsdl.part}`);
    }
    blockMessage(registry, own, wsdl.message, wsdl.part, h.name, direction === 'fault', `${what} ${h.name} of ${op}`, h, report);
    out.push({ ...f, wsdl });
  }
  return out;
}

/**
 * A fault's class, named after its detail element: `NoteMissing` → `NoteMissingFault`, an element
 * already ending in Fault as it is, unless its type has that name too (CXF's `CalculatorFault` of
 * type `CalculatorFault`): then `CalculatorFaultFault`. It must not meet a type's name (both live in
 * types' scope).
 */
export function faultModel(f: FieldModel & { readonly wsdl: FaultModel['wsdl'] }, types: ReadonlyMap<string, string>, report: (where: Located, message: string) => void, where: Located): FaultModel {
  const id = identifierOf(f.name);
  const typeNames = new Set(types.values());
  const ts = id.endsWith('Fault') && !typeNames.has(id) ? id : `${id}Fault`;
  if (typeNames.has(ts)) report(where, `fault ${f.name} generates the class ${ts}, already the name of a type`);
  return { name: f.name, namespace: f.namespace, ts, type: f.type, ...(f.description ? { description: f.description } : {}), wsdl: f.wsdl };
}

/** A header block of the model: the field and its message and part (a wsdl:fault name is for faults only). */
export function headerModel({ wsdl: { message, part }, ...field }: FieldModel & { readonly wsdl: FaultModel['wsdl'] }): HeaderModel {
  return { ...field, wsdl: { message, part } };
}
