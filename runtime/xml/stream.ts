/**
 * Decoding straight off the text, without a tree: the client's fast path for answers, which can be
 * large (a search with hundreds of items). The generated decoders ask for fields in schema order;
 * `StreamFields` answers each from the element the reader is at, so nothing is built but the
 * result. It takes for granted that the document is the usual one: fields in schema order, no
 * unknown elements, every value valid. Anything else throws `NotStreamable` and the caller reads
 * the document as a tree, which has the general rules and the exact error messages; the two agree
 * on every document the stream path accepts (test/xml-stream.test.ts).
 */
import { decodeAttribute, otherAttributes, type Alternative, type Fields } from './decode.js';
import type { Scalar } from './scalars.js';
import { MAYBE_UNENCODABLE_CHARS } from './escape.js';
import { MAX_DEPTH, XmlReader, XmlSyntaxError, type XmlAttribute } from './parse.js';

/** The document is not one the stream path reads; read it as a tree instead. */
export class NotStreamable extends Error {
  override name = 'NotStreamable';
}

const notStreamable = new NotStreamable('not streamable');

const FRESH = 0; // nothing of the content read yet
const PENDING = 1; // the reader's tag* fields hold the next child's start tag, not yet taken
const ENDED = 2; // the end tag is read
const AT_CHILD = 3; // the reader is at the next child's `<`, its start tag not read yet

/**
 * The fields of one element whose start tag the reader has just read. The child being looked at
 * is always the last start tag the reader read, so its name, namespace and nil-ness are read off
 * the reader, and nothing is made per scalar field.
 */
class StreamFields implements Fields {
  private readonly qname: string;
  private readonly start: number;
  private readonly declared: string[] | undefined;
  private readonly attributes: readonly XmlAttribute[];
  private state: number;

  constructor(
    private readonly r: XmlReader,
    private readonly depth: number,
    private readonly ns: string,
  ) {
    this.qname = r.tagQname;
    this.start = r.tagStart;
    this.declared = r.tagDeclared;
    this.attributes = r.tagAttributes;
    this.state = r.tagEmpty ? ENDED : FRESH;
    // An empty element has ended already: its declarations go out of scope at once.
    if (r.tagEmpty && this.declared) r.endScope(this.declared);
  }

  /** Reads on to the next child's `<` (its start tag is read when a field is asked for), or past the end tag. */
  private advance(): void {
    if (this.r.next(this.qname, this.start)) {
      this.state = AT_CHILD;
    } else {
      this.state = ENDED;
      if (this.declared) this.r.endScope(this.declared);
    }
  }

  /**
   * Whether a child follows, its start tag then read; `expected` is tried first, matched in place
   * (the common case of the field asked for coming next).
   */
  private nextChild(expected?: string): boolean {
    if (this.state === FRESH) this.advance();
    if (this.state === AT_CHILD) {
      if (expected === undefined || !this.r.startTagNamed(expected, this.depth + 1)) this.r.startTag(this.depth + 1);
      this.state = PENDING;
    }
    return this.state === PENDING;
  }

  /** Whether the next child is the field `name` in `ns`; when it is absent (or not next) and required, the tree decides. */
  private take(name: string, required: boolean, ns: string): boolean {
    if (this.nextChild(name) && this.r.tagName === name && this.r.tagNs === ns) return true;
    if (required) throw notStreamable;
    return false;
  }

  /** The pending child, decoded by `decode` to its end; then on to the next child. */
  private decodeChild<T>(decode: (fields: StreamFields) => T): T {
    const fields = new StreamFields(this.r, this.depth + 1, this.ns);
    const value = decode(fields);
    fields.end();
    this.advance();
    return value;
  }

  /** The pending child's text, read to its end; then on to the next child. */
  private childText(): string {
    const { r } = this;
    const text = r.tagEmpty ? '' : textUpTo(r, r.tagQname, r.tagStart);
    if (r.tagDeclared) r.endScope(r.tagDeclared);
    this.advance();
    return text;
  }

  /** Reads past the pending child without decoding it. */
  private skipChild(): void {
    this.r.skipContent(this.depth + 1);
    this.advance();
  }

  /** A nil field that is not nillable: absent, or (required) the tree's error. */
  private nilChild(required: boolean): undefined {
    if (required) throw notStreamable;
    this.skipChild();
    return undefined;
  }

  /** Requires every child to have been taken, and reads the end tag. */
  end(): void {
    if (this.nextChild()) throw notStreamable; // a child no decoder asked for: the tree ignores or reorders it
  }

  scalar<T>(name: string, scalar: Scalar<T>, required: true, ns?: string, fallback?: string): T;
  scalar<T>(name: string, scalar: Scalar<T>, required?: boolean, ns?: string, fallback?: string): T | undefined;
  scalar<T>(name: string, scalar: Scalar<T>, required = false, ns = this.ns, fallback?: string): T | undefined {
    // A QName's prefix is resolved where it is written, which the tree keeps.
    if (scalar.qname) throw notStreamable;
    if (fallback !== undefined) {
      const value = this.scalar(name, emptyAs(scalar, fallback), required, ns);
      return value === undefined ? parsed(scalar, fallback) : value;
    }
    if (this.state === FRESH) this.advance();
    if (this.state === AT_CHILD) {
      // Most fields are `<name>text</name>`: read in one step, then on to the next child.
      const text = this.r.leafText(name, ns, this.depth + 1);
      if (text !== undefined) {
        // Straight on to the next child when its start tag follows at once (the state stays AT_CHILD).
        if (!this.r.atStartTag()) this.advance();
        return parsed(scalar, text);
      }
      if (!required && this.r.atOtherElement(name)) return undefined;
    }
    if (!this.take(name, required, ns)) return undefined;
    if (this.r.tagNil) return this.nilChild(required);
    return parsed(scalar, this.childText());
  }

  nillable<T>(name: string, decode: (fields: Fields) => T, required: true, ns?: string): T | null;
  nillable<T>(name: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T | null | undefined;
  nillable<T>(name: string, decode: (fields: Fields) => T, required = false, ns = this.ns): T | null | undefined {
    if (!this.take(name, required, ns)) return undefined;
    if (this.r.tagNil) {
      this.skipChild();
      return null;
    }
    return this.decodeChild(decode);
  }

  object<T>(name: string, decode: (fields: Fields) => T, required: true, ns?: string): T;
  object<T>(name: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T | undefined;
  object<T>(name: string, decode: (fields: Fields) => T, required = false, ns = this.ns): T | undefined {
    if (!this.take(name, required, ns)) return undefined;
    if (this.r.tagNil) return this.nilChild(required);
    return this.decodeChild(decode);
  }

  list<T>(name: string, item: string, decode: (fields: Fields) => T, required: true, ns?: string): T[];
  list<T>(name: string, item: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T[] | undefined;
  list<T>(name: string, item: string, decode: (fields: Fields) => T, required = false, ns = this.ns): T[] | undefined {
    if (!this.take(name, required, ns)) return undefined;
    if (this.r.tagNil) return this.nilChild(required);
    return this.decodeChild((wrapper) => wrapper.items(item, decode));
  }

  repeated<T>(name: string, decode: (fields: Fields) => T, required: true, ns?: string): T[];
  repeated<T>(name: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T[] | undefined;
  repeated<T>(name: string, decode: (fields: Fields) => T, required = false, ns = this.ns): T[] | undefined {
    const out: T[] = [];
    let seen = false;
    while (this.nextChild(name) && this.r.tagName === name && this.r.tagNs === ns) {
      seen = true;
      if (this.r.tagNil) this.skipChild();
      else out.push(this.decodeChild(decode));
    }
    if (seen) return out;
    if (required) throw notStreamable;
    return undefined;
  }

  value<T>(scalar: Scalar<T>): T {
    if (this.state === PENDING || this.state === AT_CHILD || scalar.qname) throw notStreamable;
    let text = '';
    if (this.state === FRESH) {
      text = textUpTo(this.r, this.qname, this.start);
      if (this.declared) this.r.endScope(this.declared);
    }
    this.state = ENDED;
    return parsed(scalar, text);
  }

  attribute<T>(name: string, scalar: Scalar<T>, required: true, ns?: string): T;
  attribute<T>(name: string, scalar: Scalar<T>, required?: boolean, ns?: string, fallback?: string): T | undefined;
  attribute<T>(name: string, scalar: Scalar<T>, required = false, ns = '', fallback?: string): T | undefined {
    // The tree reports a missing or invalid attribute with its exact message, and resolves a QName's prefix.
    if (scalar.qname) throw notStreamable;
    try {
      return decodeAttribute(this.qname, this.attributes, name, scalar, required, ns, fallback);
    } catch {
      throw notStreamable;
    }
  }

  choices<T>(alternatives: readonly Alternative[], required: true): T[];
  choices<T>(alternatives: readonly Alternative[], required?: boolean): T[] | undefined;
  choices<T>(alternatives: readonly Alternative[], required = false): T[] | undefined {
    const out: T[] = [];
    let seen = false;
    for (;;) {
      if (!this.nextChild()) break;
      const { tagName, tagNs } = this.r;
      const alternative = alternatives.find((a) => a.name === tagName && a.ns === tagNs);
      if (!alternative) break;
      seen = true;
      if (this.r.tagNil) this.skipChild();
      else out.push({ [alternative.name]: this.decodeChild(alternative.decode) } as T);
    }
    if (seen) return out;
    if (required) throw notStreamable;
    return undefined;
  }

  /** Open content is built from the tree, which keeps mixed content in order. */
  content(): never {
    throw notStreamable;
  }

  // SOAP-encoded arrays come from rpc/encoded services, whose answers may hold references: read as a tree.
  soapArray(): never {
    throw notStreamable;
  }

  members(): never {
    throw notStreamable;
  }

  any(): never {
    throw notStreamable;
  }

  anyAttributes(test: string, targetNamespace: string, declared: readonly string[]): Record<string, string> {
    return otherAttributes(this.attributes, test, targetNamespace, declared);
  }

  items<T>(item: string, decode: (fields: Fields) => T): T[] {
    const out: T[] = [];
    const run = leafRun(item, decode);
    const fast = run !== null && this.depth + 2 <= MAX_DEPTH && run.namespaces.every((ns) => this.r.defaultNamespaceIs(ns ?? this.ns));
    for (;;) {
      if (this.state === FRESH) this.advance();
      // Most items are plain `<item><field>text</field>...</item>`: each read in one step, then on to the next.
      if (fast && this.state === AT_CHILD) {
        const match = this.r.matchHere(run.pattern);
        if (match !== null) {
          out.push(run.replay(match, decode));
          this.advance();
          continue;
        }
      }
      if (!this.nextChild(item)) break;
      if (this.r.tagName !== item || this.r.tagNil) this.skipChild();
      else out.push(this.decodeChild(decode));
    }
    return out;
  }
}

/**
 * A leaf run's text: no markup, reference or carriage return, and none of the characters XML
 * forbids (nor a surrogate, paired or not), so what a run matches needs no other check.
 */
const LEAF_TEXT = `[^<&\r${MAYBE_UNENCODABLE_CHARS}]`;

/**
 * An item decoder that asks only for leaf fields (`scalar`, no default, no QName), as one sticky
 * expression matching a whole plain item: `<item>`, each field as `<name>text</name>` in the
 * order asked (an optional one may be absent), `</item>`, the texts holding no `<`, `&`,
 * carriage return or character XML forbids (LEAF_TEXT). What it matches is exactly what `leafText` reads field by field; anything
 * else (attributes, whitespace, comments, references, another element) is read the usual way.
 */
class LeafRun {
  readonly pattern: RegExp;
  /** Each field's namespace as the decoder gives it (undefined: the item's). */
  readonly namespaces: readonly (string | undefined)[];
  private readonly replaying: Replay;

  constructor(item: string, fields: readonly LeafField[]) {
    const leaf = ({ name, required }: LeafField): string => {
      const element = `<${escapeRegExp(name)}>(${LEAF_TEXT}*)</${escapeRegExp(name)}>`;
      return required ? element : `(?:${element})?`;
    };
    this.pattern = new RegExp(`<${escapeRegExp(item)}>${fields.map(leaf).join('')}</${escapeRegExp(item)}>`, 'y');
    this.namespaces = fields.map((f) => f.ns);
    this.replaying = new Replay(fields.map((f) => f.name));
  }

  /** The item `match` holds, decoded by `decode` from its texts. */
  replay<T>(match: RegExpExecArray, decode: (fields: Fields) => T): T {
    return this.replaying.run(match, decode);
  }
}

interface LeafField {
  readonly name: string;
  readonly required: boolean;
  readonly ns: string | undefined;
}

const leafRuns = new WeakMap<(fields: Fields) => unknown, Map<string, LeafRun | null>>();

/** The leaf run of `decode` for items named `item`; null when it asks for more than leaf fields. Worked out once. */
function leafRun(item: string, decode: (fields: Fields) => unknown): LeafRun | null {
  let byItem = leafRuns.get(decode);
  if (!byItem) leafRuns.set(decode, (byItem = new Map()));
  let run = byItem.get(item);
  if (run === undefined) {
    const fields = leafFields(decode);
    byItem.set(item, (run = fields ? new LeafRun(item, fields) : null));
  }
  return run;
}

/** The fields `decode` asks for, when all are leaves; undefined otherwise. */
function leafFields(decode: (fields: Fields) => unknown): LeafField[] | undefined {
  const recorder = new Recorder();
  try {
    decode(recorder);
  } catch {
    return undefined;
  }
  return recorder.leavesOnly && recorder.fields.length > 0 ? recorder.fields : undefined;
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&');

/** A decoder's view that answers leaf fields only: asked for anything else, it gives up on the item. */
abstract class LeavesOnly implements Fields {
  abstract scalar<T>(name: string, scalar: Scalar<T>, required?: boolean, ns?: string, fallback?: string): T;

  protected other(): never {
    throw notStreamable;
  }

  nillable = (): never => this.other();
  object = (): never => this.other();
  list = (): never => this.other();
  repeated = (): never => this.other();
  value = (): never => this.other();
  attribute = (): never => this.other();
  items = (): never => this.other();
  soapArray = (): never => this.other();
  members = (): never => this.other();
  content = (): never => this.other();
  any = (): never => this.other();
  anyAttributes = (): never => this.other();
  choices = (): never => this.other();
}

/** Notes what a decoder asks for, answering nothing: leaf fields, or that it asked for something else. */
class Recorder extends LeavesOnly {
  readonly fields: LeafField[] = [];
  leavesOnly = true;

  scalar<T>(name: string, scalar: Scalar<T>, required = false, ns?: string, fallback?: string): T {
    if (scalar.qname || fallback !== undefined) this.leavesOnly = false;
    this.fields.push({ name, required, ns });
    return undefined as T;
  }

  protected override other(): never {
    this.leavesOnly = false;
    throw notStreamable;
  }
}

/** Answers a decoder's leaf fields from the texts of one match, checking it asks for them in the recorded order. */
class Replay extends LeavesOnly {
  private match: RegExpExecArray | undefined;
  private next = 0;

  constructor(private readonly names: readonly string[]) {
    super();
  }

  run<T>(match: RegExpExecArray, decode: (fields: Fields) => T): T {
    this.match = match;
    this.next = 0;
    const value = decode(this);
    if (this.next !== this.names.length) throw notStreamable;
    return value;
  }

  scalar<T>(name: string, scalar: Scalar<T>): T {
    if (this.names[this.next] !== name) throw notStreamable;
    const text = this.match![++this.next];
    return (text === undefined ? undefined : parsed(scalar, text)) as T;
  }
}

/**
 * Decodes the element at `path` (local name and namespace of each element from the root down; at
 * each level the first child of that name, others skipped) with `decode`, reading the whole
 * document and checking it is well-formed. Throws NotStreamable (or XmlSyntaxError) when the tree
 * must decide: a level missing, a nil or faulty answer (a child named `Fault` anywhere on the
 * way), fields out of order, unknown elements, invalid values.
 */
export function decodeStream<T>(text: string, path: readonly (readonly [string, string])[], ns: string, decode: (fields: Fields) => T): T {
  const r = new XmlReader(text);
  r.prolog();
  r.startTag(1);
  if (r.tagName !== path[0]![0] || r.tagNs !== path[0]![1] || r.tagNil) throw notStreamable;
  const value = within(r, 1, path, 1, ns, decode);
  r.epilogue();
  return value;
}

/** Inside the element whose start tag the reader has just read, at `level` of `path`. */
function within<T>(r: XmlReader, depth: number, path: readonly (readonly [string, string])[], level: number, ns: string, decode: (fields: Fields) => T): T {
  if (level === path.length) {
    // The reader's own string for the namespace when the result is in it (it has just matched):
    // every field in it then compares by identity, not by its characters.
    const fields = new StreamFields(r, depth, r.tagNs === ns ? r.tagNs : ns);
    const value = decode(fields);
    fields.end();
    return value;
  }
  const { tagQname: qname, tagStart: start, tagDeclared: declared, tagEmpty: empty } = r;
  const [name, childNs] = path[level]!;
  let found = false;
  let value: T | undefined;
  if (!empty) {
    while (r.next(qname, start)) {
      r.startTag(depth + 1);
      const wanted = !found && r.tagName === name && r.tagNs === childNs;
      if (r.tagName === 'Fault' || (wanted && r.tagNil)) throw notStreamable;
      if (wanted) {
        found = true;
        value = within(r, depth + 1, path, level + 1, ns, decode);
      } else {
        r.skipContent(depth + 1);
      }
    }
  }
  if (declared) r.endScope(declared);
  if (!found) throw notStreamable;
  return value!;
}

/** The text of the element `qname` up to its end tag; one with child elements is left to the tree, which ignores them. */
function textUpTo(r: XmlReader, qname: string, start: number): string {
  if (r.next(qname, start)) throw notStreamable;
  return r.chars;
}

const emptyScalars = new WeakMap<Scalar<unknown>, Map<string, Scalar<unknown>>>();

/** The scalar an element with a schema default is read with: its empty text reads as the default. Made once per scalar and default. */
function emptyAs<T>(scalar: Scalar<T>, fallback: string): Scalar<T> {
  let byDefault = emptyScalars.get(scalar as Scalar<unknown>);
  if (!byDefault) emptyScalars.set(scalar as Scalar<unknown>, (byDefault = new Map()));
  let wrapped = byDefault.get(fallback) as Scalar<T> | undefined;
  if (!wrapped) {
    wrapped = { ...scalar, parse: (text) => scalar.parse(text === '' ? fallback : text) };
    byDefault.set(fallback, wrapped as Scalar<unknown>);
  }
  return wrapped;
}

/** `text` as a value of `scalar`; an invalid one is the tree's to report. */
function parsed<T>(scalar: Scalar<T>, text: string): T {
  const value = scalar.parse(text);
  if (value === undefined) throw notStreamable;
  return value;
}

/** Whether an error means "read it as a tree" rather than a bug. */
export function treeDecides(error: unknown): boolean {
  return error instanceof NotStreamable || error instanceof XmlSyntaxError;
}
