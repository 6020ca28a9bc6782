/**
 * Open content: what XML Schema leaves open (an element of `xs:anyType`, the elements an `xs:any`
 * wildcard admits, the attributes of `xs:anyAttribute`) kept as a small element tree that handlers
 * and clients read and write. Names are resolved: each element says its namespace, each attribute
 * is keyed `local` (no namespace) or `{namespace}local`, so prefixes never matter and writing a
 * tree back declares what it uses. Decoding starts from the reader's tree (parse.ts), which has
 * applied its limits (depth, attributes, namespace declarations) already.
 */
import type { XmlAttribute, XmlElement } from './parse.js';
import { XML_NS, XSI_NS } from './parse.js';
import { escapeXml } from './escape.js';
import { EncodeError, SCALARS } from './scalars.js';

/** The content of an element of open content: its attributes and its children, text and elements in document order. */
export interface AnyContent {
  /** `local` for an attribute in no namespace, `{namespace}local` otherwise (`xsi:type`'s value likewise). */
  readonly attributes?: Readonly<Record<string, string>>;
  /** Texts (as read: references resolved) and elements; whitespace-only text between elements is not kept. */
  readonly children?: readonly (AnyElement | string)[];
}

/** An element of open content. Decoders fill every member; writers may leave out empty ones. */
export interface AnyElement extends AnyContent {
  /** The local name, without prefix. */
  readonly name: string;
  /** The namespace URI; '' or absent for none. */
  readonly namespace?: string;
}

/** The attributes of open content, by `local` or `{namespace}local`. */
export type AnyAttributes = Readonly<Record<string, string>>;

/** An element's attributes as open content (namespace declarations are not attributes). */
export function anyAttributesOf(attributes: readonly XmlAttribute[], except?: (a: XmlAttribute) => boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of attributes) if (!except?.(a)) out[a.ns === '' ? a.name : `{${a.ns}}${a.name}`] = a.value;
  return out;
}

/** An element's content (attributes and children) as open content. */
export function anyContentOf(element: XmlElement): AnyContent & { attributes: Record<string, string>; children: (AnyElement | string)[] } {
  return { attributes: anyAttributesOf(element.attributes), children: childrenOf(element) };
}

/** An element as open content. */
export function anyElementOf(element: XmlElement): AnyElement {
  return { name: element.name, namespace: element.ns, ...anyContentOf(element) };
}

/** Text and elements in document order; text beside elements that is only whitespace is indentation, left out. */
function childrenOf(element: XmlElement): (AnyElement | string)[] {
  const { children, text } = element;
  if (children.length === 0) return text === '' ? [] : [text];
  if (isBlank(text)) return children.map(anyElementOf);
  const out: (AnyElement | string)[] = [];
  let at = 0;
  for (const child of children) {
    const offset = child.textOffset ?? at;
    const before = text.slice(at, offset);
    if (!isBlank(before)) out.push(before);
    out.push(anyElementOf(child));
    at = offset;
  }
  const after = text.slice(at);
  if (!isBlank(after)) out.push(after);
  return out;
}

/** Whether text is only XML whitespace. */
function isBlank(text: string): boolean {
  return !/[^ \t\r\n]/.test(text);
}

/**
 * Namespace test of a wildcard, as its schema writes it: `##any`, `##other` (any namespace but
 * `targetNamespace`, and not none), or a list of URIs, `##targetNamespace` and `##local` (none).
 */
export function inWildcard(test: string, targetNamespace: string, ns: string): boolean {
  if (test === '##any') return true;
  if (test === '##other') return ns !== targetNamespace && ns !== '';
  return test.split(/\s+/).some((t) => (t === '##targetNamespace' ? ns === targetNamespace : t === '##local' ? ns === '' : t === ns));
}

/** Whether a name is an NCName (an XML name without a prefix), as the registry's scalar checks it. */
const isNCName = (name: string): boolean => SCALARS.NCName.parse(name) === name;
const CLARK = /^\{([^}]*)\}(.+)$/;

/** The children of an element of open content (its text escaped), each child in its own namespace. */
export function encodeAnyContent(value: AnyContent, path = 'content'): string {
  return children(value.children, undefined, path);
}

/** The attributes of an element of open content, for its start tag, with the prefixes they need declared. */
export function anyContentAttributes(value: AnyContent, path = 'content'): string {
  return xmlAnyAttributes(value.attributes, path);
}

/** Elements of open content (an xs:any wildcard's), each declaring its namespace. */
export function xmlAnyElements(values: readonly AnyElement[] | AnyElement, path: string): string {
  const list = Array.isArray(values) ? (values as readonly AnyElement[]) : [values as AnyElement];
  let xml = '';
  for (const element of list) xml += anyElement(element, undefined, path);
  return xml;
}

function children(list: AnyContent['children'], inScope: string | undefined, path: string): string {
  if (list === undefined) return '';
  if (!Array.isArray(list)) throw new EncodeError(`${path}: children must be a list`);
  let xml = '';
  for (const child of list as readonly (AnyElement | string)[]) {
    if (typeof child === 'string') xml += escapeXml(child);
    else xml += anyElement(child, inScope, path);
  }
  return xml;
}

/** One element; `inScope` is the default namespace where it is written (undefined: unknown, so it declares its own). */
function anyElement(element: AnyElement, inScope: string | undefined, path: string): string {
  if (element === null || typeof element !== 'object' || typeof element.name !== 'string' || !isNCName(element.name)) {
    throw new EncodeError(`${path}: an element needs a name without prefix (an NCName), got ${JSON.stringify(element?.name)}`);
  }
  const ns = element.namespace ?? '';
  const here = `${path}/${element.name}`;
  const start = element.name + (ns === inScope ? '' : ` xmlns="${escapeXml(ns)}"`) + xmlAnyAttributes(element.attributes, here);
  const content = children(element.children, ns, here);
  return content === '' ? `<${start} />` : `<${start}>${content}</${element.name}>`;
}

/** The prefixes SOAP stacks write for these namespaces: what readers that do not resolve prefixes (node-soap) expect of xsi:type. */
const CONVENTIONAL_PREFIXES: ReadonlyMap<string, string> = new Map([
  [XSI_NS, 'xsi'],
  ['http://www.w3.org/2001/XMLSchema', 'xsd'],
  ['http://schemas.xmlsoap.org/soap/encoding/', 'soapenc'],
]);

/**
 * ` name="value"` per attribute; one in a namespace gets a prefix declared beside it (`xml:` is
 * bound already; xsi, xsd and soapenc by their usual names). `xsi:type`'s value `{namespace}local`
 * is written with a prefix of its own.
 */
export function xmlAnyAttributes(attributes: AnyAttributes | undefined, path: string): string {
  if (attributes === undefined) return '';
  if (attributes === null || typeof attributes !== 'object') throw new EncodeError(`${path}: attributes must be an object`);
  const prefixes = new Map<string, string>();
  const prefix = (ns: string): string => {
    if (ns === XML_NS) return 'xml';
    let p = prefixes.get(ns);
    if (p === undefined) prefixes.set(ns, (p = CONVENTIONAL_PREFIXES.get(ns) ?? `o${prefixes.size}`));
    return p;
  };
  let xml = '';
  for (const [key, value] of Object.entries(attributes)) {
    if (typeof value !== 'string') throw new EncodeError(`${path}/@${key}: an attribute value must be a string`);
    const clark = CLARK.exec(key);
    const [ns, local] = clark ? [clark[1]!, clark[2]!] : ['', key];
    if (!isNCName(local) || (ns === '' && local === 'xmlns') || ns === 'http://www.w3.org/2000/xmlns/') {
      throw new EncodeError(`${path}: ${JSON.stringify(key)} is not an attribute name (local or {namespace}local)`);
    }
    const qname = ns === '' ? local : `${prefix(ns)}:${local}`;
    const typed = ns === XSI_NS && local === 'type' ? CLARK.exec(value) : null;
    xml += ` ${qname}="${escapeXml(typed ? `${prefix(typed[1]!)}:${typed[2]}` : value)}"`;
  }
  let declarations = '';
  for (const [ns, p] of prefixes) declarations += ` xmlns:${p}="${escapeXml(ns)}"`;
  return declarations + xml;
}
