/**
 * XML text → a small namespace-resolved element tree, in one pass. A purpose-built reader: it
 * checks well-formedness (tags, attributes, references, one root), resolves namespaces, refuses
 * DTDs (so no entity expansion), bounds nesting, and says where a document broke. It is the
 * server's hot path, so it scans with indexOf/charCodeAt and computes line and column only when
 * reporting an error. test/runtime/xml-reader.test.ts checks it against fast-xml-parser;
 * generator/DESIGN.md says why it is not fast-xml-parser.
 */

import { findUnencodable, MAYBE_UNENCODABLE_CHARS } from './escape.js';

export interface XmlElement {
  /** Local name, without prefix. */
  readonly name: string;
  /** Namespace URI, '' when none. */
  readonly ns: string;
  /** Child elements in document order. */
  readonly children: readonly XmlElement[];
  /** Text content (character data and CDATA), references resolved. */
  readonly text: string;
  /** True for `xsi:nil="true"`. */
  readonly nil: boolean;
  /** Attributes other than namespace declarations, in document order, their names resolved. */
  readonly attributes: readonly XmlAttribute[];
  /** The namespace declarations in scope here, for values that are QNames (`resolveQName`). */
  readonly namespaces?: NamespaceScope | undefined;
  /**
   * How many characters of its parent's `text` come before it: where it stands among its parent's
   * text, for content that mixes text and elements (open content, any.ts).
   */
  readonly textOffset?: number;
}

export interface XmlAttribute {
  /** Local name, without prefix. */
  readonly name: string;
  /** Namespace URI; '' for an unprefixed attribute (attributes take no default namespace). */
  readonly ns: string;
  /**
   * The value, references resolved and whitespace normalised. `xsi:type`'s value, a QName whose
   * prefix means nothing outside this document, is `{namespace}local` (`local` in no namespace).
   */
  readonly value: string;
}

/** The attribute with this local name and namespace, if the element has it. */
export function attributeValue(element: XmlElement, name: string, ns: string): string | undefined {
  for (const a of element.attributes) if (a.name === name && a.ns === ns) return a.value;
  return undefined;
}

const NO_ATTRIBUTES: readonly XmlAttribute[] = Object.freeze([]);

/**
 * The namespace declarations in scope at an element, innermost first: one link per declaration,
 * shared by every element inside it that declares nothing, so keeping it costs one reference per
 * element.
 */
export interface NamespaceScope {
  /** '' for the default namespace. */
  readonly prefix: string;
  readonly uri: string;
  readonly outer: NamespaceScope | undefined;
}

/**
 * A QName's text (`p:local`, or `local` in the default namespace) as `{namespace}local`, its prefix
 * resolved in `scope`; undefined when the prefix is not declared there. `xml` is always bound.
 */
export function resolveQName(text: string, scope: NamespaceScope | undefined): string | undefined {
  const t = text.trim();
  const colon = t.indexOf(':');
  const prefix = colon < 0 ? '' : t.slice(0, colon);
  let uri: string | undefined = prefix === '' ? '' : prefix === 'xml' ? XML_NS : undefined;
  for (let s = scope; s; s = s.outer) {
    if (s.prefix === prefix) {
      uri = s.uri;
      break;
    }
  }
  return uri === undefined ? undefined : `{${uri}}${t.slice(colon + 1)}`;
}

/** An element while it is read: its children and text are filled in as the reader gets to them. */
interface ParsedElement {
  readonly name: string;
  readonly ns: string;
  readonly children: XmlElement[];
  text: string;
  readonly nil: boolean;
  readonly attributes: readonly XmlAttribute[];
  readonly namespaces: NamespaceScope | undefined;
  textOffset: number;
}

/** The input is not XML we accept; `line`/`column` (1-based) say where. */
export class XmlSyntaxError extends Error {
  override name = 'XmlSyntaxError';
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(line === undefined ? message : `${message} (line ${line}, column ${column})`);
  }
}

export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';
export const XML_NS = 'http://www.w3.org/XML/1998/namespace';
export const MAX_DEPTH = 32;
/** Bounds that keep one element and one document cheap to read, whatever an attacker sends. */
export const MAX_ATTRIBUTES = 64;
export const MAX_NAMESPACE_DECLARATIONS = 256;

export function parseXml(text: string): XmlElement {
  const reader = new XmlReader(text);
  reader.prolog();
  const root = reader.element(1);
  reader.epilogue();
  return root;
}

/** The first child element with this local name and namespace. */
export function childElement(parent: XmlElement, name: string, ns: string): XmlElement | undefined {
  for (const c of parent.children) if (c.name === name && c.ns === ns) return c;
  return undefined;
}

const PREDEFINED: ReadonlyMap<string, string> = new Map([
  ['amp', '&'],
  ['lt', '<'],
  ['gt', '>'],
  ['quot', '"'],
  ['apos', "'"],
]);

const LT = 60; // <
const GT = 62; // >
const SLASH = 47; // /
const EQ = 61; // =
const QUOTE = 34; // "
const APOS = 39; // '
const BANG = 33; // !
const QUESTION = 63; // ?
const COLON = 58; // :

const isSpace = (c: number): boolean => c === 32 || c === 10 || c === 9 || c === 13;
/** Name characters: ASCII letters, digits, `_ : . -`, and anything beyond ASCII. */
const isNameChar = (c: number): boolean =>
  (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || (c >= 48 && c <= 57) || c === 95 || c === 58 || c === 45 || c === 46 || c >= 128;
const isNameStart = (c: number): boolean => (c >= 97 && c <= 122) || (c >= 65 && c <= 90) || c === 95 || c === 58 || c >= 128;

/**
 * The reader. `parseXml` builds a tree with it; a streaming decoder (stream.ts) pulls from it
 * directly: `startTag` reads one start tag into the `tag*` fields, `next` reads an element's
 * content up to its next child (true) or past its end tag (false), with the text on the way in
 * `chars`.
 */
export class XmlReader {
  private pos = 0;
  /**
   * The namespaces in scope: each prefix ('' for the default) maps to a stack of URIs, pushed
   * where an element declares it and popped where that element ends. Lookups and declarations
   * are O(1), so nothing is copied per element (a copied scope made the reader quadratic).
   */
  private readonly scope = new Map<string, string[]>();
  /** The same declarations as a chain, which elements keep (`XmlElement.namespaces`). */
  private chain: NamespaceScope | undefined;
  private declarations = 0;
  /** The default namespace here (`lookup('')`), undefined when there is none. */
  private defaultNs: string | undefined;
  /**
   * Where the next "&" and "\r" at or after the last text read are (the source's length when
   * there is none), found once per occurrence rather than searched for in every text: a large
   * answer has thousands of short texts and few references or carriage returns.
   */
  private nextAmp = -1;
  private nextCr = -1;

  // The start tag `startTag` read last.
  tagName = '';
  tagNs = '';
  tagNil = false;
  /** Its attributes other than namespace declarations (a shared empty list when it has none). */
  tagAttributes: readonly XmlAttribute[] = NO_ATTRIBUTES;
  /** As written, prefix included: its end tag must repeat it. */
  tagQname = '';
  /** Where it began, for error messages. */
  tagStart = 0;
  /** `<x/>`: no content, no end tag. */
  tagEmpty = false;
  /** The prefixes it declared; `endScope` takes them back once the element has ended. */
  tagDeclared: string[] | undefined;
  /** The namespace declarations in scope in it. */
  tagScope: NamespaceScope | undefined;
  /** The text `next` read on its way (character data, CDATA, references resolved). */
  chars = '';

  constructor(private readonly src: string) {}

  /** Up to the root's start tag: BOM, XML declaration, comments, PIs. */
  prolog(): void {
    if (this.src.charCodeAt(0) === 0xfeff) this.pos = 1;
    if (this.src.startsWith('<?xml', this.pos) && isSpace(this.src.charCodeAt(this.pos + 5))) this.skipPast('?>', 'XML declaration');
    this.misc();
    if (this.src.charCodeAt(this.pos) !== LT)
      this.fail(this.pos >= this.src.length ? 'the document has no root element' : 'text is not allowed outside the root element');
  }

  /** After the root: nothing but comments, PIs and whitespace to the end. */
  epilogue(): void {
    this.misc();
    if (this.pos < this.src.length)
      this.fail(this.src.charCodeAt(this.pos) === LT ? 'the document must have exactly one root element' : 'text is not allowed after the root element');
  }

  /** Whitespace, comments and processing instructions outside the root. */
  private misc(): void {
    for (;;) {
      while (isSpace(this.src.charCodeAt(this.pos))) this.pos++;
      if (this.src.startsWith('<!--', this.pos)) this.comment();
      else if (this.src.startsWith('<?', this.pos)) this.skipPast('?>', 'processing instruction');
      else if (this.src.startsWith('<!DOCTYPE', this.pos)) this.fail('DTDs (<!DOCTYPE>) are not allowed');
      else return;
    }
  }

  /** The element at `<` (a start tag), as a tree. */
  element(depth: number): XmlElement {
    this.startTag(depth);
    const { tagQname: qname, tagStart: start, tagDeclared: declared } = this;
    const element: ParsedElement = {
      name: this.tagName,
      ns: this.tagNs,
      children: [],
      text: '',
      nil: this.tagNil,
      attributes: this.tagAttributes,
      namespaces: this.tagScope,
      textOffset: 0,
    };
    if (!this.tagEmpty) {
      let text = '';
      while (this.next(qname, start)) {
        text += this.chars;
        const child = this.element(depth + 1) as ParsedElement;
        child.textOffset = text.length;
        element.children.push(child);
      }
      element.text = text + this.chars;
    }
    if (declared) this.endScope(declared);
    return element;
  }

  /** The element at `<` without keeping it: read to its end, checked all the same. */
  skip(depth: number): void {
    this.startTag(depth);
    this.skipContent(depth);
  }

  /** The rest of the element (at `depth`) whose start tag was just read, without keeping it. */
  skipContent(depth: number): void {
    const { tagQname: qname, tagStart: start, tagDeclared: declared } = this;
    if (!this.tagEmpty) while (this.next(qname, start)) this.skip(depth + 1);
    if (declared) this.endScope(declared);
  }

  /** Reads the start tag at `<` into the `tag*` fields, declaring its namespaces, and moves past it. */
  startTag(depth: number): void {
    if (depth > MAX_DEPTH) this.fail(`elements are nested deeper than ${MAX_DEPTH} levels`);
    const start = this.pos;
    this.pos++; // <
    const qname = this.name('element name');

    // Attributes: namespace declarations change the scope; xsi:nil is resolved once the scope is known.
    let declared: string[] | undefined;
    let nilValue: string | undefined;
    let nilPrefix: string | undefined;
    let first: string | undefined;
    let seen: Set<string> | undefined;
    // Other attributes as written (qualified name, value): resolved once the element's own declarations are known.
    let written: string[] | undefined;
    for (let count = 0; ; count++) {
      const hadSpace = this.spaces();
      const c = this.src.charCodeAt(this.pos);
      if (c === GT || c === SLASH) break;
      if (!hadSpace) this.fail(`expected whitespace, ">" or "/>" in <${qname}>`);
      if (count === MAX_ATTRIBUTES) this.fail(`<${qname}> has more than ${MAX_ATTRIBUTES} attributes`);
      const attrStart = this.pos;
      const attr = this.name('attribute name');
      // Most elements have zero or one attribute: a Set only from the second on.
      if (first === undefined) first = attr;
      else if (first === attr || seen?.has(attr)) this.fail(`attribute ${attr} appears twice in <${qname}>`, attrStart);
      else (seen ??= new Set()).add(attr);
      this.spaces();
      if (this.src.charCodeAt(this.pos) !== EQ) this.fail(`expected "=" after attribute ${attr}`);
      this.pos++;
      this.spaces();
      const value = this.attributeValue(attr);
      if (attr === 'xmlns' || attr.startsWith('xmlns:')) {
        if (++this.declarations > MAX_NAMESPACE_DECLARATIONS) this.fail(`the document declares more than ${MAX_NAMESPACE_DECLARATIONS} namespaces`, attrStart);
        const prefix = attr === 'xmlns' ? '' : attr.slice(6);
        const stack = this.scope.get(prefix);
        if (stack) stack.push(value);
        else this.scope.set(prefix, [value]);
        (declared ??= []).push(prefix);
        this.chain = { prefix, uri: value, outer: this.chain };
        if (prefix === '') this.defaultNs = value;
      } else {
        if (attr.endsWith(':nil')) {
          nilPrefix = attr.slice(0, -4);
          nilValue = value.trim();
        }
        (written ??= []).push(attr, value);
      }
    }

    const colon = qname.indexOf(':');
    // Most elements are unprefixed: the default namespace is kept at hand rather than looked up.
    const prefix = colon < 0 ? '' : qname.slice(0, colon);
    const ns = colon < 0 ? this.defaultNs : this.lookup(prefix);
    if (ns === undefined && prefix !== '') this.fail(`namespace prefix "${prefix}" of <${qname}> is not declared`, start);
    const nil = nilPrefix !== undefined && this.lookup(nilPrefix) === XSI_NS && (nilValue === 'true' || nilValue === '1');
    this.tagName = colon < 0 ? qname : qname.slice(colon + 1);
    this.tagNs = ns ?? '';
    this.tagNil = nil;
    this.tagAttributes = written ? this.resolveAttributes(written, qname, start) : NO_ATTRIBUTES;
    this.tagQname = qname;
    this.tagStart = start;
    this.tagDeclared = declared;
    this.tagScope = this.chain;
    this.tagEmpty = this.src.charCodeAt(this.pos) === SLASH;
    if (this.tagEmpty && this.src.charCodeAt(this.pos + 1) !== GT) this.fail(`expected ">" after "/" in <${qname}>`);
    this.pos += this.tagEmpty ? 2 : 1;
  }

  /**
   * When the start tag at `<` is exactly `<name>` (no prefix, no attributes, not empty), reads it
   * as `startTag` would and returns true; otherwise reads nothing. The common case of a decoder
   * asking for the field that comes next, without scanning and slicing its name.
   */
  startTagNamed(name: string, depth: number): boolean {
    const after = this.plainStartTag(name, depth);
    if (after < 0) return false;
    this.tagName = name;
    this.tagNs = this.defaultNs ?? '';
    this.tagNil = false;
    this.tagAttributes = NO_ATTRIBUTES;
    this.tagQname = name;
    this.tagStart = this.pos;
    this.tagEmpty = false;
    this.tagDeclared = undefined;
    this.tagScope = this.chain;
    this.pos = after;
    return true;
  }

  /**
   * Where the content begins when the reader is at exactly `<name>` (no prefix, no attributes); -1
   * otherwise. Names here and in the end tags are compared as a slice with `===`: on Node 20
   * `startsWith` at a position cost ~16 ns a call against ~10, and a decoder makes two per field.
   */
  private plainStartTag(name: string, depth: number): number {
    const gt = this.pos + 1 + name.length;
    return this.src.charCodeAt(gt) === GT && this.src.slice(this.pos + 1, gt) === name && depth <= MAX_DEPTH ? gt + 1 : -1;
  }

  /**
   * When the reader is at exactly `<name>text</name>` (no prefix, no attributes, no markup in the
   * text) in namespace `ns`, reads all of it and returns the text, references resolved; otherwise
   * reads nothing and returns undefined. The common leaf field, read in one step.
   */
  leafText(name: string, ns: string, depth: number): string | undefined {
    const { src } = this;
    const textStart = this.plainStartTag(name, depth);
    if (textStart < 0 || (this.defaultNs ?? '') !== ns) return undefined;
    const lt = src.indexOf('<', textStart);
    const gt = lt + name.length + 2;
    if (lt < 0 || src.charCodeAt(lt + 1) !== SLASH || src.charCodeAt(gt) !== GT || src.slice(lt + 2, gt) !== name) return undefined;
    const text = lt > textStart ? this.characters(textStart, lt) : '';
    this.pos = gt + 1;
    return text;
  }

  /**
   * When the sticky expression `re` matches at the reader's position, moves past the match and
   * returns it; otherwise reads nothing and returns null. For whole elements of a known plain
   * shape (stream.ts's leaf runs): the caller's expression admits nothing `next` would treat
   * differently (no markup but the element's own plain tags, no reference, no carriage return).
   */
  matchHere(re: RegExp): RegExpExecArray | null {
    re.lastIndex = this.pos;
    const match = re.exec(this.src);
    if (match !== null) this.pos = re.lastIndex;
    return match;
  }

  /** Whether unprefixed elements here are in `ns` (the default namespace, '' when none). */
  defaultNamespaceIs(ns: string): boolean {
    return (this.defaultNs ?? '') === ns;
  }

  /** Whether the reader is at a start tag (`<` and a name), as `next` would find it. */
  atStartTag(): boolean {
    return this.src.charCodeAt(this.pos) === LT && isNameStart(this.src.charCodeAt(this.pos + 1));
  }

  /**
   * Whether the reader is at the start tag of an unprefixed element not named `name`, read
   * nothing: an optional field that is absent, known without reading the tag that follows.
   */
  atOtherElement(name: string): boolean {
    const { src } = this;
    const start = this.pos + 1;
    if (src.charCodeAt(this.pos) !== LT || !isNameStart(src.charCodeAt(start))) return false;
    let end = start;
    for (let c = src.charCodeAt(end); isNameChar(c); c = src.charCodeAt(++end)) if (c === COLON) return false;
    return end - start !== name.length || src.slice(start, end) !== name;
  }

  /** Attributes as written (name, value, name, value...) with their prefixes resolved in the current scope. */
  private resolveAttributes(written: readonly string[], qname: string, start: number): XmlAttribute[] {
    const out: XmlAttribute[] = [];
    for (let i = 0; i < written.length; i += 2) {
      const attr = written[i]!;
      const colon = attr.indexOf(':');
      const ns = colon < 0 ? '' : this.lookup(attr.slice(0, colon));
      if (ns === undefined) this.fail(`namespace prefix "${attr.slice(0, colon)}" of attribute ${attr} in <${qname}> is not declared`, start);
      const name = colon < 0 ? attr : attr.slice(colon + 1);
      const value = written[i + 1]!;
      out.push({ name, ns, value: name === 'type' && ns === XSI_NS ? this.qnameValue(value, attr, qname, start) : value });
    }
    return out;
  }

  /** A QName attribute value as `{namespace}local`, its prefix (or the default namespace) resolved here. */
  private qnameValue(value: string, attr: string, qname: string, start: number): string {
    const text = value.trim();
    const colon = text.indexOf(':');
    const ns = colon < 0 ? (this.defaultNs ?? '') : this.lookup(text.slice(0, colon));
    if (ns === undefined) this.fail(`namespace prefix "${text.slice(0, colon)}" in the value of attribute ${attr} in <${qname}> is not declared`, start);
    const local = colon < 0 ? text : text.slice(colon + 1);
    return ns === '' ? local : `{${ns}}${local}`;
  }

  /** Takes back the namespace declarations of an element that has ended. */
  endScope(declared: readonly string[]): void {
    for (const p of declared) {
      this.scope.get(p)!.pop();
      this.chain = this.chain!.outer;
      if (p === '') this.defaultNs = this.lookup('');
    }
  }

  /** The URI a prefix is bound to here; undefined when it is not declared. */
  private lookup(prefix: string): string | undefined {
    const stack = this.scope.get(prefix);
    // `xml` is bound without a declaration (not kept in the scope: one Map entry less per document).
    return stack?.[stack.length - 1] ?? (prefix === 'xml' ? XML_NS : undefined);
  }

  /**
   * In the content of the element `qname` (its start tag read, not empty): reads on to its next
   * child's start tag (true; the reader is at its `<`) or past its end tag (false). The text on
   * the way, comments and PIs skipped, is in `chars`.
   */
  next(qname: string, start: number): boolean {
    let text = '';
    for (;;) {
      const lt = this.src.indexOf('<', this.pos);
      if (lt < 0) this.fail(`<${qname}> is not closed`, start);
      if (lt > this.pos) text += this.characters(this.pos, lt);
      this.pos = lt;
      const next = this.src.charCodeAt(lt + 1);
      if (next === SLASH) break;
      if (next === BANG) {
        if (this.src.startsWith('<!--', lt)) this.comment();
        else if (this.src.startsWith('<![CDATA[', lt)) text += this.cdata();
        else if (this.src.startsWith('<!DOCTYPE', lt)) this.fail('DTDs (<!DOCTYPE>) are not allowed');
        else this.fail('unexpected "<!"');
      } else if (next === QUESTION) {
        this.skipPast('?>', 'processing instruction');
      } else {
        this.chars = text;
        return true;
      }
    }
    this.chars = text;
    const closeAt = this.pos;
    this.pos += 2; // </
    // The end tag names the start tag (compared as plainStartTag compares).
    if (this.src.slice(this.pos, this.pos + qname.length) === qname && !isNameChar(this.src.charCodeAt(this.pos + qname.length))) {
      this.pos += qname.length;
    } else {
      const closing = this.name('closing tag name');
      this.fail(`expected </${qname}> (opened at ${this.where(start)}) but found </${closing}>`, closeAt);
    }
    this.spaces();
    if (this.src.charCodeAt(this.pos) !== GT) this.fail(`expected ">" to end </${qname}>`);
    this.pos++;
    return false;
  }

  private name(what: string): string {
    const { src } = this;
    const start = this.pos;
    if (!isNameStart(src.charCodeAt(start))) this.fail(`expected an ${what}`);
    let end = start + 1;
    let beyondAscii = src.charCodeAt(start) >= 128;
    for (let c = src.charCodeAt(end); isNameChar(c); c = src.charCodeAt(++end)) if (c >= 128) beyondAscii = true;
    this.pos = end;
    const name = src.slice(start, end);
    // Names beyond ASCII may hold U+FFFE/U+FFFF or a lone surrogate, which isNameChar lets through.
    if (beyondAscii && findUnencodable(name)) this.refuseForbidden();
    return name;
  }

  private attributeValue(attr: string): string {
    const quote = this.src.charCodeAt(this.pos);
    if (quote !== QUOTE && quote !== APOS) this.fail(`the value of attribute ${attr} must be quoted`);
    const end = this.src.indexOf(quote === QUOTE ? '"' : "'", this.pos + 1);
    if (end < 0) this.fail(`the value of attribute ${attr} is not closed`);
    const raw = this.src.slice(this.pos + 1, end);
    // One scan for the usual value (a namespace URI, "true"): nothing to refuse, resolve or normalise
    // (ATTRIBUTE_SPECIAL finds the characters XML forbids too).
    const value = !ATTRIBUTE_SPECIAL.test(raw) ? raw : this.attributeText(raw, attr);
    this.pos = end + 1;
    return value;
  }

  /** An attribute value holding "<", references or whitespace to normalise. */
  private attributeText(raw: string, attr: string): string {
    if (findUnencodable(raw)) this.refuseForbidden();
    if (raw.includes('<')) this.fail(`"<" is not allowed in the value of attribute ${attr}`, this.pos + 1 + raw.indexOf('<'));
    return raw.includes('&') ? this.references(raw, this.pos + 1, normaliseAttribute) : normaliseAttribute(raw);
  }

  /** Character data between `from` and the next "<". */
  private characters(from: number, to: number): string {
    this.allowed(from, to);
    const raw = this.src.slice(from, to);
    if (this.nextAmp < from) this.nextAmp = indexOrEnd(this.src, '&', from);
    if (this.nextCr < from) this.nextCr = indexOrEnd(this.src, '\r', from);
    if (this.nextAmp < to) return this.references(raw, from, normaliseLineEnds);
    return this.nextCr < to ? normaliseLineEnds(raw) : raw;
  }

  /**
   * Resolves `&name;` and `&#N;` / `&#xH;` in `raw`, which starts at `offset` in the source.
   * `literal` normalises the text between references only, so `&#xD;` stays a carriage return
   * (XML normalises line ends before references are resolved). Errors never quote the
   * reference: it may be part of a password.
   */
  private references(raw: string, offset: number, literal: (text: string) => string): string {
    let out = '';
    let last = 0;
    for (let amp = raw.indexOf('&'); amp >= 0; amp = raw.indexOf('&', last)) {
      const semi = raw.indexOf(';', amp);
      if (semi < 0) this.fail('"&" must start a reference such as &amp;', offset + amp);
      const ref = raw.slice(amp + 1, semi);
      let value: string | undefined;
      if (ref.charCodeAt(0) === 35) {
        const code =
          ref.charCodeAt(1) === 120
            ? /^x[0-9a-fA-F]{1,6}$/.test(ref.slice(1))
              ? parseInt(ref.slice(2), 16)
              : NaN
            : /^\d{1,7}$/.test(ref.slice(1))
              ? Number(ref.slice(1))
              : NaN;
        if (isXmlChar(code)) value = String.fromCodePoint(code);
        else this.fail('a character reference names a character XML does not allow', offset + amp);
      } else {
        value = PREDEFINED.get(ref);
        if (value === undefined)
          this.fail('a reference to an unknown entity (only &amp; &lt; &gt; &quot; &apos; and character references are defined)', offset + amp);
      }
      out += literal(raw.slice(last, amp)) + value;
      last = semi + 1;
    }
    return out + literal(raw.slice(last));
  }

  private cdata(): string {
    const start = this.pos + 9;
    const end = this.src.indexOf(']]>', start);
    if (end < 0) this.fail('CDATA section is not closed');
    this.allowed(start, end);
    this.pos = end + 3;
    return normaliseLineEnds(this.src.slice(start, end));
  }

  private comment(): void {
    const end = this.src.indexOf('-->', this.pos + 4);
    if (end < 0) this.fail('comment is not closed');
    this.allowed(this.pos + 4, end);
    if (this.src.slice(this.pos + 4, end).includes('--')) this.fail('"--" is not allowed inside a comment');
    this.pos = end + 3;
  }

  private skipPast(terminator: string, what: string): void {
    const end = this.src.indexOf(terminator, this.pos + 2);
    if (end < 0) this.fail(`${what} is not closed`);
    this.allowed(this.pos + 2, end);
    this.pos = end + terminator.length;
  }

  /** Skips whitespace; true when there was some. */
  private spaces(): boolean {
    const start = this.pos;
    while (isSpace(this.src.charCodeAt(this.pos))) this.pos++;
    return this.pos > start;
  }

  private where(offset: number): string {
    const { line, column } = this.locate(offset);
    return `line ${line}, column ${column}`;
  }

  private locate(offset: number): { line: number; column: number } {
    let line = 1;
    let lineStart = 0;
    for (let i = this.src.indexOf('\n'); i >= 0 && i < offset; i = this.src.indexOf('\n', i + 1)) {
      line++;
      lineStart = i + 1;
    }
    return { line, column: offset - lineStart + 1 };
  }

  /**
   * Refuses the characters XML allows nowhere (U+0000, most C0 controls, U+FFFE/U+FFFF, lone
   * surrogates) in `src` from `from` to `to`. There is no separate pass over the document: each
   * piece of text, attribute value, comment, CDATA section and PI is checked here as it is read,
   * names in `name`, and what stream.ts matches whole admits none of them. Most texts are short:
   * a loop over their codes costs less than calling an expression.
   */
  private allowed(from: number, to: number): void {
    const { src } = this;
    if (to - from > 32) {
      // On a slice: from a position, the expression would scan on past `to` to the document's end.
      if (MAYBE_FORBIDDEN.test(src.slice(from, to))) this.allowedFrom(from, to);
      return;
    }
    for (let i = from; i < to; i++) {
      const c = src.charCodeAt(i);
      if (c < 0x20 ? c !== 0x9 && c !== 0xa && c !== 0xd : c >= 0xd800) return this.allowedFrom(i, to);
    }
  }

  /** `allowed` from the first character that may be forbidden (a surrogate may be half of a pair). */
  private allowedFrom(from: number, to: number): void {
    const bad = findUnencodable(this.src.slice(from, to));
    if (bad) this.refuseForbidden();
  }

  /** The error for the document's first forbidden character, wherever the reader is. */
  private refuseForbidden(): never {
    const forbidden = findUnencodable(this.src)!;
    const { line, column } = this.locate(forbidden.index);
    throw new XmlSyntaxError(`character ${forbidden.name} is not allowed in XML`, line, column);
  }

  /**
   * A document holding a forbidden character is refused for that character, at the first one,
   * whatever else is wrong with it (they are checked as they are read, so one may lie beyond the
   * error found first).
   */
  private fail(message: string, offset = this.pos): never {
    if (findUnencodable(this.src)) this.refuseForbidden();
    const { line, column } = this.locate(Math.min(offset, this.src.length));
    throw new XmlSyntaxError(message, line, column);
  }
}

/** Where `char` first occurs in `text` at or after `from`; the text's length when it does not. */
function indexOrEnd(text: string, char: string, from: number): number {
  const at = text.indexOf(char, from);
  return at < 0 ? text.length : at;
}

/** What makes an attribute value more than its raw text, the characters XML forbids included. */
const ATTRIBUTE_SPECIAL = new RegExp(`[<&\t\n\r${MAYBE_UNENCODABLE_CHARS}]`);
/** Every character that may be forbidden (a surrogate is, unless half of a pair). */
const MAYBE_FORBIDDEN = new RegExp(`[${MAYBE_UNENCODABLE_CHARS}]`);

/** End-of-line handling: CR LF and lone CR become LF. */
function normaliseLineEnds(text: string): string {
  return text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text;
}

/** Attribute-value normalisation: line ends as above, then each whitespace character becomes a space. */
function normaliseAttribute(text: string): string {
  return /[\t\n\r]/.test(text) ? text.replace(/\r\n|[\t\n\r]/g, ' ') : text;
}

function isXmlChar(code: number): boolean {
  return (
    code === 0x9 ||
    code === 0xa ||
    code === 0xd ||
    (code >= 0x20 && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff)
  );
}
