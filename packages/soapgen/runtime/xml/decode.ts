/**
 * Helpers the generated XML decoders call: read a typed field from an element's children.
 * The generated code decides every field's name, type and whether it is a list, from the spec;
 * nothing here looks at the data to guess a shape.
 */
import type { Scalar } from './scalars.js';
import type { XmlElement } from './parse.js';
import { echo } from '../secrets.js';

/** The message does not match the schema: a missing required element or a value of the wrong type. */
export class DecodeError extends Error {
  override name = 'DecodeError';
}

/**
 * Reads the fields of one element whose children are in namespace `ns` (others are ignored); a
 * field is its first child of that name, and each field is asked for once. Decoders ask in schema
 * order, which is how documents list them, so while every child so far has been taken in turn a
 * lookup only scans onward from the last field found (the children before it are other fields);
 * once a document skips or reorders, each lookup scans from the start.
 */
export class FieldReader {
  /** Index of the child after the last one found. */
  private next = 0;
  /** Every child before `next` was taken as a field, in turn. */
  private inOrder = true;

  constructor(private readonly element: XmlElement, private readonly ns: string) {}

  private find(name: string): XmlElement | undefined {
    const children = this.element.children;
    for (let i = this.inOrder ? this.next : 0; i < children.length; i++) {
      const child = children[i]!;
      if (child.name !== name || child.ns !== this.ns) continue;
      if (this.inOrder) {
        this.inOrder = i === this.next;
        this.next = i + 1;
      }
      return child;
    }
    return undefined;
  }

  /** A scalar field; absent (or nil) is undefined, or an error when required. */
  scalar<T>(name: string, scalar: Scalar<T>, required: true): T;
  scalar<T>(name: string, scalar: Scalar<T>, required?: boolean): T | undefined;
  scalar<T>(name: string, scalar: Scalar<T>, required = false): T | undefined {
    const el = this.present(name, required);
    return el && decodeScalar(scalar, el);
  }

  /**
   * A nillable field (scalar via `scalarItem`, complex or list): `xsi:nil="true"` is null, absent is
   * undefined (an error when required, as minOccurs="1" nillable="true" demands the element).
   */
  nillable<T>(name: string, decode: (el: XmlElement) => T, required: true): T | null;
  nillable<T>(name: string, decode: (el: XmlElement) => T, required?: boolean): T | null | undefined;
  nillable<T>(name: string, decode: (el: XmlElement) => T, required = false): T | null | undefined {
    const el = this.find(name);
    if (!el) return this.present(name, required) && undefined;
    return el.nil ? null : within(name, () => decode(el));
  }

  object<T>(name: string, decode: (el: XmlElement) => T, required: true): T;
  object<T>(name: string, decode: (el: XmlElement) => T, required?: boolean): T | undefined;
  object<T>(name: string, decode: (el: XmlElement) => T, required = false): T | undefined {
    const el = this.present(name, required);
    return el && within(name, () => decode(el));
  }

  /** A list in a wrapper element; a missing or nil wrapper is undefined, nil items are skipped. */
  list<T>(name: string, item: string, decode: (el: XmlElement) => T, required: true): T[];
  list<T>(name: string, item: string, decode: (el: XmlElement) => T, required?: boolean): T[] | undefined;
  list<T>(name: string, item: string, decode: (el: XmlElement) => T, required = false): T[] | undefined {
    const wrapper = this.present(name, required);
    return wrapper && within(name, () => decodeItems(wrapper, item, decode));
  }

  private present(name: string, required: boolean): XmlElement | undefined {
    const el = this.find(name);
    if (el && !el.nil) return el;
    if (required) throw new DecodeError(`${name}: required element is missing${el ? ' (it is nil)' : ''} in ${this.element.name}`);
    return undefined;
  }
}

/** Items of a list element, whatever namespace the wrapper's own children are in for the item name. */
export function decodeItems<T>(wrapper: XmlElement, item: string, decode: (el: XmlElement) => T): T[] {
  const out: T[] = [];
  for (const child of wrapper.children) {
    if (child.name !== item || child.nil) continue;
    out.push(decode(child));
  }
  return out;
}

/** A scalar element's value; a DecodeError naming the element when its text is not valid. */
export function decodeScalar<T>(scalar: Scalar<T>, el: XmlElement): T {
  const value = scalar.parse(el.text);
  if (value === undefined) throw new DecodeError(`${el.name}: ${JSON.stringify(echo(el.name, el.text))} is not a valid ${scalar.xsd}`);
  return value;
}

/** An item decoder for a list of scalars. */
export function scalarItem<T>(scalar: Scalar<T>): (el: XmlElement) => T {
  return (el) => decodeScalar(scalar, el);
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
