/**
 * Helpers the generated XML decoders call: read a typed field from an element's children.
 * The generated code decides every field's name, type and whether it is a list, from the spec;
 * nothing here looks at the data to guess a shape.
 */
import { DOTNET_TYPE_NAMES, parseBoolean, parseDecimal, parseInt32, type Decimal } from './scalars.js';
import type { XmlElement } from './parse.js';
import { echo } from '../secrets.js';

/** The message does not match the schema: a missing required element or a value of the wrong type. */
export class DecodeError extends Error {
  override name = 'DecodeError';
}

type ScalarParser<T> = (text: string) => T | undefined;

/** Reads the fields of one element whose children are in namespace `ns` (others are ignored). */
export class FieldReader {
  private readonly byName = new Map<string, XmlElement[]>();

  constructor(private readonly element: XmlElement, ns: string) {
    for (const child of element.children) {
      if (child.ns !== ns) continue;
      const list = this.byName.get(child.name);
      if (list) list.push(child);
      else this.byName.set(child.name, [child]);
    }
  }

  string(name: string, required: true): string;
  string(name: string, required?: boolean): string | undefined;
  string(name: string, required = false): string | undefined {
    const el = this.present(name, required);
    return el && el.text;
  }

  int(name: string, required: true): number;
  int(name: string, required?: boolean): number | undefined;
  int(name: string, required = false): number | undefined {
    return this.scalar(name, required, parseInt32, 'int');
  }

  decimal(name: string, required: true): Decimal;
  decimal(name: string, required?: boolean): Decimal | undefined;
  decimal(name: string, required = false): Decimal | undefined {
    return this.scalar(name, required, parseDecimal, 'decimal');
  }

  boolean(name: string, required: true): boolean;
  boolean(name: string, required?: boolean): boolean | undefined;
  boolean(name: string, required = false): boolean | undefined {
    return this.scalar(name, required, parseBoolean, 'boolean');
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

  private scalar<T>(name: string, required: boolean, parse: ScalarParser<T>, type: keyof typeof DOTNET_TYPE_NAMES): T | undefined {
    const el = this.present(name, required);
    if (!el) return undefined;
    const value = parse(el.text);
    if (value === undefined) throw new DecodeError(`${name}: ${JSON.stringify(echo(name, el.text))} is not a valid ${type}`);
    return value;
  }

  private present(name: string, required: boolean): XmlElement | undefined {
    const el = this.byName.get(name)?.[0];
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

export const scalarDecoders = {
  string: (el: XmlElement): string => el.text,
  int: (el: XmlElement): number => check(parseInt32(el.text), el, 'int'),
  decimal: (el: XmlElement): Decimal => check(parseDecimal(el.text), el, 'decimal'),
  boolean: (el: XmlElement): boolean => check(parseBoolean(el.text), el, 'boolean'),
};

function check<T>(value: T | undefined, el: XmlElement, type: string): T {
  if (value === undefined) throw new DecodeError(`${el.name}: ${JSON.stringify(echo(el.name, el.text))} is not a valid ${type}`);
  return value;
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
