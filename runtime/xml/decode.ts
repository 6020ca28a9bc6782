/**
 * What the generated XML decoders read from: the fields of one element. The generated code decides
 * every field's name, type and whether it is a list, from the spec; nothing here looks at the data
 * to guess a shape. Two readers implement it: `FieldReader` over a parsed tree (the server, and
 * any document), and `StreamFields` (stream.ts) straight off the text (the client's fast path).
 */
import { SCALARS, type Scalar } from './scalars.js';
import type { NamespaceScope, XmlAttribute, XmlElement } from './parse.js';
import { resolveQName, XSI_NS } from './parse.js';
import { anyAttributesOf, anyContentOf, anyElementOf, inWildcard, type AnyContent, type AnyElement } from './any.js';
import { echo } from '../secrets.js';

/** The message does not match the schema: a missing required element or a value of the wrong type. */
export class DecodeError extends Error {
  override name = 'DecodeError';
}

/**
 * The children of one element, asked for in schema order; a field is the first child of its name
 * and namespace. The namespace is the service's (the reader's) unless given: '' for an unqualified
 * element. Absent (or nil) is undefined, or an error when required.
 */
export interface Fields {
  /** A simple element; `fallback` is its schema default (or fixed value): what an absent or empty element reads as. */
  scalar<T>(name: string, scalar: Scalar<T>, required: true, ns?: string, fallback?: string): T;
  scalar<T>(name: string, scalar: Scalar<T>, required?: boolean, ns?: string, fallback?: string): T | undefined;
  /**
   * A nillable field (scalar via `scalarItem`, complex or list): `xsi:nil="true"` is null, absent is
   * undefined (an error when required, as minOccurs="1" nillable="true" demands the element).
   */
  nillable<T>(name: string, decode: (fields: Fields) => T, required: true, ns?: string): T | null;
  nillable<T>(name: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T | null | undefined;
  object<T>(name: string, decode: (fields: Fields) => T, required: true, ns?: string): T;
  object<T>(name: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T | undefined;
  /** A list in a wrapper element; a missing or nil wrapper is undefined, nil items are skipped. */
  list<T>(name: string, item: string, decode: (fields: Fields) => T, required: true, ns?: string): T[];
  list<T>(name: string, item: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T[] | undefined;
  /**
   * A list without a wrapper: the children named `name` (in `ns`) that follow one another, each
   * an item, nil ones skipped; none is undefined (an error when required).
   */
  repeated<T>(name: string, decode: (fields: Fields) => T, required: true, ns?: string): T[];
  repeated<T>(name: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T[] | undefined;
  /** This element's own text as a scalar: a list item, a result that is a bare scalar, simple content. */
  value<T>(scalar: Scalar<T>): T;
  /**
   * An attribute of this element (in no namespace unless given); absent is `fallback` parsed (its
   * schema default) or undefined, an error when required.
   */
  attribute<T>(name: string, scalar: Scalar<T>, required: true, ns?: string): T;
  attribute<T>(name: string, scalar: Scalar<T>, required?: boolean, ns?: string, fallback?: string): T | undefined;
  /** This element's children named `item` (any namespace), nil ones skipped: a result that is a bare list. */
  items<T>(item: string, decode: (fields: Fields) => T): T[];
  /** A SOAP-encoded array (soapenc:Array): every child of the element named `name` (in `ns`) is an item, whatever its name; nil ones skipped. */
  soapArray<T>(name: string, decode: (fields: Fields) => T, required: true, ns?: string): T[];
  soapArray<T>(name: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T[] | undefined;
  /** This element's children as the items of a SOAP-encoded array, whatever their names: an array result. */
  members<T>(decode: (fields: Fields) => T): T[];
  /** This element's attributes and children as open content: an element of xs:anyType. */
  content(): AnyContent;
  /**
   * An xs:any wildcard: the children from here on that its namespace test admits (see
   * `inWildcard`), at most `max`; none is undefined, fewer than `min` an error naming `name`, the property.
   */
  any(name: string, test: string, targetNamespace: string, min: 1, max: number): AnyElement[];
  any(name: string, test: string, targetNamespace: string, min: number, max: number): AnyElement[] | undefined;
  /** An xs:anyAttribute: this element's attributes its namespace test admits, but for `declared` ones (`{ns}local` or `local`) and xsi's. */
  anyAttributes(test: string, targetNamespace: string, declared: readonly string[]): Record<string, string>;
  /**
   * A repeated choice: the children that follow one another and are each one of `alternatives`,
   * in document order, each as `{ <name>: value }`; nil ones skipped; none is undefined (an error
   * when required).
   */
  choices<T>(alternatives: readonly Alternative[], required: true): T[];
  choices<T>(alternatives: readonly Alternative[], required?: boolean): T[] | undefined;
}

/** One alternative of a repeated choice: its element's name and namespace, and how to read its value. */
export interface Alternative {
  readonly name: string;
  readonly ns: string;
  readonly decode: (fields: Fields) => unknown;
}

/**
 * The alternative of a choice that is present, out of each alternative's elements read as optional
 * (`{ A: ... }` for an element, `{ X: ..., Y: ... }` for a sequence): its properties, or none when
 * no alternative is. `element` is the one holding the choice. Two present is a DecodeError naming
 * them, as is none when `required`, and an element of a present sequence that `needs` (per
 * alternative, its required elements; a list of names for a required choice inside it, one of which) missing.
 */
export function choice<T>(
  element: string,
  alternatives: readonly object[],
  required: boolean,
  needs?: readonly (readonly (string | readonly string[])[])[],
): T {
  let chosen: object | undefined;
  let chosenIndex = -1;
  alternatives.forEach((alternative, i) => {
    if (!Object.values(alternative).some((v) => v !== undefined)) return;
    if (chosen) {
      const given = Object.keys(alternative).find((k) => (alternative as Record<string, unknown>)[k] !== undefined);
      throw new DecodeError(`${given}: ${names(chosen)} and ${names(alternative)} are alternatives (xs:choice) in ${element}; only one may be present`);
    }
    chosen = alternative;
    chosenIndex = i;
  });
  if (!chosen) {
    if (required) throw new DecodeError(`${names(alternatives[0]!)}: required element is missing in ${element} (one of ${alternatives.map(names).join(', ')})`);
    return {} as T;
  }
  const given = chosen as Record<string, unknown>;
  for (const need of needs?.[chosenIndex] ?? []) {
    if (typeof need === 'string') {
      if (given[need] === undefined) throw new DecodeError(`${need}: required element is missing in ${element}`);
    } else if (need.every((name) => given[name] === undefined))
      throw new DecodeError(`${need[0]}: required element is missing in ${element} (one of ${need.join(', ')})`);
  }
  return chosen as T;
}

/** The items of a repeated element read, refused when more than `max` (its maxOccurs) came. */
export function atMost<T extends unknown[] | undefined>(name: string, max: number, items: T): T {
  if (items && items.length > max) throw new DecodeError(`${name}: ${items.length} elements, at most ${max} allowed (maxOccurs)`);
  return items;
}

/** A list without a wrapper of at least `min` elements (minOccurs 2 or more; none at all is the required check's). */
export function atLeast<T extends unknown[] | undefined>(name: string, min: number, items: T): T {
  if (items && items.length < min)
    throw new DecodeError(`${name}: ${items.length} element${items.length === 1 ? '' : 's'}, at least ${min} required (minOccurs)`);
  return items;
}

/**
 * The local name of the type an element's xsi:type names (the reader gives it as `{namespace}local`),
 * or undefined: a spec names its types apart, one local name each.
 */
export function xsiTypeName(fields: Fields): string | undefined {
  const written = fields.attribute('type', SCALARS.string, false, XSI_NS);
  return written === undefined ? undefined : written.slice(written.indexOf('}') + 1);
}

/** An element of an abstract type whose xsi:type names none of its derived types. */
export function abstractElement(name: string, derived: readonly string[]): never {
  throw new DecodeError(`${name} is abstract: its xsi:type must name one of ${derived.join(', ')}`);
}

/** The elements of an alternative as a message names them: `A`, or `X+Y` for a sequence. */
function names(alternative: object): string {
  return Object.keys(alternative).join('+');
}

/** Decodes an element of xs:anyType: its content as open content. */
export const decodeAnyContent = (fields: Fields): AnyContent => fields.content();

/**
 * Fields of a parsed element. Decoders ask in schema order, which is how documents list them, so
 * while every child so far has been taken in turn a lookup only scans onward from the last field
 * found (the children before it are other fields); once a document skips or reorders, each
 * lookup scans from the start.
 */
export class FieldReader implements Fields {
  /** Index of the child after the last one found. */
  private next = 0;
  /** Every child before `next` was taken as a field, in turn. */
  private inOrder = true;

  constructor(
    private readonly element: XmlElement,
    private readonly ns: string,
  ) {}

  private find(name: string, ns: string): XmlElement | undefined {
    const children = this.element.children;
    for (let i = this.inOrder ? this.next : 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.name !== name || child.ns !== ns) continue;
      if (this.inOrder) {
        this.inOrder = i === this.next;
        this.next = i + 1;
      }
      return child;
    }
    return undefined;
  }

  scalar<T>(name: string, scalar: Scalar<T>, required: true, ns?: string, fallback?: string): T;
  scalar<T>(name: string, scalar: Scalar<T>, required?: boolean, ns?: string, fallback?: string): T | undefined;
  scalar<T>(name: string, scalar: Scalar<T>, required = false, ns = this.ns, fallback?: string): T | undefined {
    const el = this.present(name, required, ns);
    if (el && (fallback === undefined || el.text !== '')) return decodeScalar(scalar, el);
    return fallback === undefined ? undefined : defaultValue(scalar, name, fallback);
  }

  nillable<T>(name: string, decode: (fields: Fields) => T, required: true, ns?: string): T | null;
  nillable<T>(name: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T | null | undefined;
  nillable<T>(name: string, decode: (fields: Fields) => T, required = false, ns = this.ns): T | null | undefined {
    const el = this.find(name, ns);
    if (!el) return this.present(name, required, ns) && undefined;
    return el.nil ? null : within(name, () => decode(new FieldReader(el, this.ns)));
  }

  object<T>(name: string, decode: (fields: Fields) => T, required: true, ns?: string): T;
  object<T>(name: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T | undefined;
  object<T>(name: string, decode: (fields: Fields) => T, required = false, ns = this.ns): T | undefined {
    const el = this.present(name, required, ns);
    return el && within(name, () => decode(new FieldReader(el, this.ns)));
  }

  list<T>(name: string, item: string, decode: (fields: Fields) => T, required: true, ns?: string): T[];
  list<T>(name: string, item: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T[] | undefined;
  list<T>(name: string, item: string, decode: (fields: Fields) => T, required = false, ns = this.ns): T[] | undefined {
    const wrapper = this.present(name, required, ns);
    return wrapper && within(name, () => new FieldReader(wrapper, this.ns).items(item, decode));
  }

  value<T>(scalar: Scalar<T>): T {
    return decodeScalar(scalar, this.element);
  }

  repeated<T>(name: string, decode: (fields: Fields) => T, required: true, ns?: string): T[];
  repeated<T>(name: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T[] | undefined;
  repeated<T>(name: string, decode: (fields: Fields) => T, required = false, ns = this.ns): T[] | undefined {
    const first = this.find(name, ns);
    // In order, the items are the children from the first one on while they are `name`; out of
    // order, every child of that name.
    const items = !first ? [] : this.inOrder ? [first, ...this.takeWhile(name, ns)] : this.element.children.filter((c) => c.name === name && c.ns === ns);
    const out: T[] = [];
    for (const el of items) if (!el.nil) out.push(within(name, () => decode(new FieldReader(el, this.ns))));
    if (items.length > 0) return out;
    if (required) throw new DecodeError(`${name}: required element is missing in ${this.element.name}`);
    return undefined;
  }

  /** The children from `next` on while they are `name` in `ns`, taken. */
  private takeWhile(name: string, ns: string): XmlElement[] {
    const out: XmlElement[] = [];
    for (let child = this.element.children[this.next]; child && child.name === name && child.ns === ns; child = this.element.children[this.next]) {
      out.push(child);
      this.next++;
    }
    return out;
  }

  attribute<T>(name: string, scalar: Scalar<T>, required: true, ns?: string): T;
  attribute<T>(name: string, scalar: Scalar<T>, required?: boolean, ns?: string, fallback?: string): T | undefined;
  attribute<T>(name: string, scalar: Scalar<T>, required = false, ns = '', fallback?: string): T | undefined {
    return decodeAttribute(this.element.name, this.element.attributes, name, scalar, required, ns, fallback, this.element.namespaces);
  }

  items<T>(item: string, decode: (fields: Fields) => T): T[] {
    const out: T[] = [];
    for (const child of this.element.children) {
      if (child.name !== item || child.nil) continue;
      out.push(decode(new FieldReader(child, this.ns)));
    }
    return out;
  }

  soapArray<T>(name: string, decode: (fields: Fields) => T, required: true, ns?: string): T[];
  soapArray<T>(name: string, decode: (fields: Fields) => T, required?: boolean, ns?: string): T[] | undefined;
  soapArray<T>(name: string, decode: (fields: Fields) => T, required = false, ns = this.ns): T[] | undefined {
    const wrapper = this.present(name, required, ns);
    return wrapper && within(name, () => new FieldReader(wrapper, this.ns).members(decode));
  }

  members<T>(decode: (fields: Fields) => T): T[] {
    return this.element.children.filter((child) => !child.nil).map((child) => decode(new FieldReader(child, this.ns)));
  }

  choices<T>(alternatives: readonly Alternative[], required: true): T[];
  choices<T>(alternatives: readonly Alternative[], required?: boolean): T[] | undefined;
  choices<T>(alternatives: readonly Alternative[], required = false): T[] | undefined {
    const children = this.element.children;
    const which = (child: XmlElement): Alternative | undefined => alternatives.find((a) => a.name === child.name && a.ns === child.ns);
    // In order, the run of alternatives from the first one on; out of order, every child that is one.
    let items: XmlElement[];
    if (this.inOrder) {
      let i = this.next;
      while (i < children.length && !which(children[i]!)) i++;
      if (i < children.length) {
        this.inOrder = i === this.next;
        this.next = i;
      }
      items = [];
      for (; i < children.length && which(children[i]!); i++) items.push(children[i]!);
      if (items.length) this.next = i;
    } else {
      items = children.filter((c) => which(c));
    }
    const out: T[] = [];
    for (const el of items) {
      const alternative = which(el)!;
      if (!el.nil) out.push({ [alternative.name]: within(el.name, () => alternative.decode(new FieldReader(el, this.ns))) } as T);
    }
    if (items.length > 0) return out;
    if (required) throw new DecodeError(`${alternatives.map((a) => a.name).join(' or ')}: required element is missing in ${this.element.name}`);
    return undefined;
  }

  content(): AnyContent {
    return anyContentOf(this.element);
  }

  any(name: string, test: string, targetNamespace: string, min: 1, max: number): AnyElement[];
  any(name: string, test: string, targetNamespace: string, min: number, max: number): AnyElement[] | undefined;
  any(name: string, test: string, targetNamespace: string, min: number, max: number): AnyElement[] | undefined {
    const children = this.element.children;
    const out: AnyElement[] = [];
    while (out.length < max && this.next < children.length && inWildcard(test, targetNamespace, children[this.next]!.ns))
      out.push(anyElementOf(children[this.next++]!));
    if (out.length < min) throw new DecodeError(`${name}: an element of ${test} is required in ${this.element.name}`);
    return out.length ? out : undefined;
  }

  anyAttributes(test: string, targetNamespace: string, declared: readonly string[]): Record<string, string> {
    return otherAttributes(this.element.attributes, test, targetNamespace, declared);
  }

  private present(name: string, required: boolean, ns: string): XmlElement | undefined {
    const el = this.find(name, ns);
    if (el && !el.nil) return el;
    if (required) throw new DecodeError(`${name}: required element is missing${el ? ' (it is nil)' : ''} in ${this.element.name}`);
    return undefined;
  }
}

/** An element's schema default (or fixed value), for an absent or empty element. */
export function defaultValue<T>(scalar: Scalar<T>, name: string, text: string): T {
  const value = scalar.parse(text);
  if (value === undefined) throw new DecodeError(`${name}: the default ${JSON.stringify(text)} is not a valid ${scalar.xsd}`);
  return value;
}

/** A scalar element's value; a DecodeError naming the element when its text is not valid. */
function decodeScalar<T>(scalar: Scalar<T>, el: XmlElement): T {
  const text = scalar.qname ? qualified(el.name, el.text, el.namespaces) : el.text;
  const value = scalar.parse(text);
  if (value === undefined) throw new DecodeError(`${el.name}: ${JSON.stringify(echo(el.name, el.text))} is not a valid ${scalar.xsd}${because(scalar, text)}`);
  return value;
}

/** A QName's text as `{namespace}local`, its prefix resolved where it was written; a DecodeError when it is not declared there. */
function qualified(name: string, text: string, scope: NamespaceScope | undefined): string {
  const resolved = resolveQName(text, scope);
  if (resolved === undefined) throw new DecodeError(`${name}: the prefix of ${JSON.stringify(echo(name, text.trim()))} is not declared`);
  return resolved;
}

/** An attribute's value among an element's attributes; a DecodeError naming it when missing (and required) or invalid. */
export function decodeAttribute<T>(
  element: string,
  attributes: readonly XmlAttribute[],
  name: string,
  scalar: Scalar<T>,
  required: boolean,
  ns: string,
  fallback: string | undefined,
  scope?: NamespaceScope,
): T | undefined {
  let text: string | undefined;
  for (const a of attributes) {
    if (a.name === name && a.ns === ns) {
      text = a.value;
      break;
    }
  }
  if (text === undefined) {
    if (required) throw new DecodeError(`${element}/@${name}: required attribute is missing`);
    if (fallback === undefined) return undefined;
    text = fallback;
  } else if (scalar.qname) {
    text = qualified(`${element}/@${name}`, text, scope);
  }
  const value = scalar.parse(text);
  if (value === undefined)
    throw new DecodeError(`${element}/@${name}: ${JSON.stringify(echo(name, text))} is not a valid ${scalar.xsd}${because(scalar, text)}`);
  return value;
}

/** The attributes an xs:anyAttribute admits among an element's: not declared, not xsi's, in a namespace the test admits. */
export function otherAttributes(
  attributes: readonly XmlAttribute[],
  test: string,
  targetNamespace: string,
  declared: readonly string[],
): Record<string, string> {
  return anyAttributesOf(
    attributes,
    (a) => a.ns === XSI_NS || !inWildcard(test, targetNamespace, a.ns) || declared.includes(a.ns === '' ? a.name : `{${a.ns}}${a.name}`),
  );
}

/** ` (maxLength 5)`: the facet a restricted type's text breaks; nothing for other scalars. */
function because<T>(scalar: Scalar<T>, text: string): string {
  const why = scalar.explain?.(text);
  return why ? ` (${why})` : '';
}

/** An item decoder for a list of scalars. */
export function scalarItem<T>(scalar: Scalar<T>): (fields: Fields) => T {
  return (fields) => fields.value(scalar);
}

/** Prefixes a nested decoding error with the element it happened in, so messages give the path. */
function within<T>(name: string, decode: () => T): T {
  try {
    return decode();
  } catch (error) {
    if (error instanceof DecodeError) throw new DecodeError(`${name}/${error.message}`);
    throw error;
  }
}
