/**
 * A small namespace-aware element tree with source positions, built with saxes: the importer
 * needs every element's namespace URI (prefixes vary between publishers), QName attribute values
 * resolved in the element's scope (`type="tns:Foo"`), and a file:line:column for each refusal.
 */
import { SaxesParser, type SaxesTagNS } from 'saxes';
import { brokenInput, type Located } from './errors.js';

export interface QName {
  readonly ns: string;
  readonly local: string;
}

export class XmlElement {
  readonly children: XmlElement[] = [];
  text = '';

  constructor(
    readonly ns: string,
    readonly local: string,
    /** Attributes by local name; those of a namespace (`wsdl:arrayType`) as `{namespace}local`. */
    readonly attrs: ReadonlyMap<string, string>,
    /** Namespace prefixes in scope ('' is the default namespace). */
    readonly scope: ReadonlyMap<string, string>,
    readonly file: string,
    readonly line: number,
    readonly column: number,
    /** Where each attribute starts, by its name as written (`targetNamespace`, `xmlns:tns`). */
    readonly attributesAt: ReadonlyMap<string, { readonly line: number; readonly column: number }> = new Map(),
  ) {}

  attr(name: string): string | undefined {
    return this.attrs.get(name);
  }

  /** Where the attribute of that name (as written) is, or the element where it has none. */
  at(attribute: string): Located {
    const at = this.attributesAt.get(attribute);
    return at ? { file: this.file, ...at } : this;
  }

  /** The name of the namespace declaration (`xmlns`, `xmlns:tns`) of this element binding `ns`, if any. */
  declaring(ns: string): string | undefined {
    return [...this.attributesAt.keys()].find((name) => (name === 'xmlns' || name.startsWith('xmlns:')) && this.scope.get(name.slice(6)) === ns);
  }

  is(ns: string, local: string): boolean {
    return this.ns === ns && this.local === local;
  }

  /** Child elements in one namespace, optionally with one local name. */
  elements(ns: string, local?: string): XmlElement[] {
    return this.children.filter((c) => c.ns === ns && (local === undefined || c.local === local));
  }

  first(ns: string, local: string): XmlElement | undefined {
    return this.children.find((c) => c.ns === ns && c.local === local);
  }

  /** Resolves a QName-valued attribute (`tns:Foo`) against the namespaces in scope here. */
  qname(name: string): QName | undefined {
    const value = this.attr(name);
    return value === undefined ? undefined : this.resolve(value, name);
  }

  /** Resolves one QName (`tns:Foo`) of the attribute `name`'s value against the namespaces in scope here. */
  resolve(value: string, name: string): QName {
    const colon = value.indexOf(':');
    const prefix = colon < 0 ? '' : value.slice(0, colon);
    const local = colon < 0 ? value : value.slice(colon + 1);
    if (local === '') throw brokenInput(this.at(name), `${name}="${value}": ${value === '' ? 'an empty QName' : 'a QName without a local name'}`);
    // The xml prefix is bound by definition, declared or not.
    const ns = prefix === 'xml' ? 'http://www.w3.org/XML/1998/namespace' : this.scope.get(prefix);
    if (ns === undefined) {
      if (prefix === '') return { ns: '', local }; // no default namespace: an unqualified name
      throw brokenInput(this, `${name}="${value}": prefix "${prefix}" is not declared`);
    }
    return { ns, local };
  }
}

/** Parses one document; a well-formedness error is reported at its position. */
export function parseXml(text: string, file: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  let start = { line: 1, column: 1 };
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);

  let attributesAt = new Map<string, { line: number; column: number }>();
  parser.on('opentagstart', (tag) => {
    // Called after the character that ends the name (which may be a line break): the "<" is that
    // character, the name and itself back from the current offset.
    start = position(lineStarts, parser.position - tag.name.length - 2);
    attributesAt = new Map();
  });
  parser.on('attribute', (a) => {
    // Called just after the value's closing quote: back to its opening quote, then past `=` and spaces to the name.
    const end = parser.position;
    let i = text.lastIndexOf(text[end - 1]!, end - 2) - 1;
    while (/[\s=]/.test(text[i] ?? '')) i--;
    attributesAt.set(a.name, position(lineStarts, i + 1 - a.name.length));
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    const parentScope = stack.at(-1)?.scope ?? new Map<string, string>();
    const scope = new Map(parentScope);
    for (const [prefix, uri] of Object.entries(tag.ns ?? {})) scope.set(prefix, uri);
    const attrs = new Map<string, string>();
    for (const a of Object.values(tag.attributes)) {
      if (a.uri === '' && a.prefix === '' && a.local !== 'xmlns') attrs.set(a.local, a.value);
      else if (a.uri && a.prefix !== 'xmlns') attrs.set(`{${a.uri}}${a.local}`, a.value);
    }
    const element = new XmlElement(tag.uri ?? '', tag.local ?? tag.name, attrs, scope, file, start.line, start.column, attributesAt);
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('text', (t) => {
    const top = stack.at(-1);
    if (top) top.text += t;
  });
  parser.on('cdata', (t) => {
    const top = stack.at(-1);
    if (top) top.text += t;
  });
  parser.on('closetag', () => {
    stack.pop();
  });
  let failure: { line: number; column: number; message: string } | undefined;
  parser.on('error', (error) => {
    // saxes prefixes its message with "line:column: " (column 0-based); keep only the reason.
    const at = /^(\d+):(\d+): (.*)$/s.exec(error.message);
    failure ??= at
      ? { line: Number(at[1]), column: Number(at[2]) + 1, message: at[3]! }
      : { line: parser.line, column: parser.column + 1, message: error.message };
  });
  parser.write(text).close();
  if (failure) throw brokenInput({ file, ...failure }, `not well-formed XML: ${failure.message}`);
  if (!root) throw brokenInput({ file, line: 1, column: 1 }, 'the document is empty');
  return root;
}

/** The 1-based line and column of a 0-based offset, given where each line starts. */
function position(lineStarts: readonly number[], offset: number): { line: number; column: number } {
  let low = 0;
  let high = lineStarts.length - 1;
  while (low < high) {
    const mid = (low + high + 1) >> 1;
    if (lineStarts[mid]! <= offset) low = mid;
    else high = mid - 1;
  }
  return { line: low + 1, column: offset - lineStarts[low]! + 1 };
}
