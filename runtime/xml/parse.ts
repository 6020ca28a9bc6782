/**
 * XML text → a small namespace-resolved element tree, using fast-xml-parser. Safe by default:
 * DTDs are refused (so no entity expansion), nesting is bounded, and malformed input is reported
 * with its line and column.
 */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

export interface XmlElement {
  /** Local name, without prefix. */
  readonly name: string;
  /** Namespace URI, '' when none. */
  readonly ns: string;
  /** Child elements in document order. */
  readonly children: readonly XmlElement[];
  /** Text content (character data and CDATA), entity references resolved. */
  readonly text: string;
  /** True for `xsi:nil="true"`. */
  readonly nil: boolean;
}

/** The input is not XML we accept; `line`/`column` are set when the parser could locate it. */
export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError';
  constructor(message: string, readonly line?: number, readonly column?: number) {
    super(line === undefined ? message : `${message} (line ${line}, column ${column})`);
  }
}

export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
export const MAX_DEPTH = 32;

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  processEntities: true,
  htmlEntities: true, // decodes numeric character references
  maxNestedTags: MAX_DEPTH,
});

type OrderedNode = Record<string, unknown> & { ':@'?: Record<string, string> };

export function parseXml(text: string): XmlElement {
  if (text.includes('<!DOCTYPE')) throw new XmlSyntaxError('DTDs (<!DOCTYPE>) are not allowed');
  const verdict = XMLValidator.validate(text);
  if (verdict !== true) throw new XmlSyntaxError(verdict.err.msg, verdict.err.line, verdict.err.col);
  let nodes: OrderedNode[];
  try {
    nodes = parser.parse(text) as OrderedNode[];
  } catch (error) {
    throw new XmlSyntaxError((error as Error).message);
  }
  const roots = nodes.filter((n) => !('#text' in n));
  if (roots.length !== 1) throw new XmlSyntaxError('the document must have exactly one root element');
  return toElement(roots[0]!, ROOT_SCOPE);
}

const ROOT_SCOPE: Readonly<Record<string, string>> = { xml: 'http://www.w3.org/XML/1998/namespace' };

function toElement(node: OrderedNode, parentScope: Readonly<Record<string, string>>): XmlElement {
  let qname = '';
  for (const key in node) if (key !== ':@') qname = key;
  const attrs = node[':@'];
  let scope = parentScope;
  if (attrs) {
    for (const key in attrs) {
      if (key === 'xmlns' || key.startsWith('xmlns:')) {
        if (scope === parentScope) scope = { ...parentScope };
        (scope as Record<string, string>)[key === 'xmlns' ? '' : key.slice(6)] = attrs[key]!;
      }
    }
  }
  const colon = qname.indexOf(':');
  const prefix = colon < 0 ? '' : qname.slice(0, colon);
  const ns = scope[prefix];
  if (ns === undefined && prefix !== '') throw new XmlSyntaxError(`namespace prefix "${prefix}" of <${qname}> is not declared`);

  const children: XmlElement[] = [];
  let text = '';
  for (const child of node[qname] as OrderedNode[]) {
    if ('#text' in child) text += child['#text'] as string;
    else children.push(toElement(child, scope));
  }
  return { name: colon < 0 ? qname : qname.slice(colon + 1), ns: ns ?? '', children, text, nil: attrs !== undefined && isNil(attrs, scope) };
}

function isNil(attrs: Record<string, string>, scope: Readonly<Record<string, string>>): boolean {
  for (const key in attrs) {
    const colon = key.indexOf(':');
    if (colon > 0 && key.slice(colon + 1) === 'nil' && scope[key.slice(0, colon)] === XSI_NS) {
      const v = attrs[key]!.trim();
      return v === 'true' || v === '1';
    }
  }
  return false;
}

/** The first child element with this local name and namespace. */
export function childElement(parent: XmlElement, name: string, ns: string): XmlElement | undefined {
  for (const c of parent.children) if (c.name === name && c.ns === ns) return c;
  return undefined;
}
