/** The TypeScript names generated code uses, derived from spec names in one place. */
import { SCALARS } from '../../runtime/xml/scalars.js';
import type { TypeRef, ValueShape } from '../model.js';

/** `GetAreaList` → `getAreaList`, `URLCheck` → `urlCheck`. */
export function methodName(operation: string): string {
  const lead = /^[A-Z]+(?=[A-Z][a-z]|$)|^[A-Z]/.exec(operation)?.[0] ?? '';
  return lead.toLowerCase() + operation.slice(lead.length);
}

/** Names derived from an operation's name (its base operation's too, hence names rather than models). */
export const requestType = (operation: string): string => `${operation}Request`;
export const encoderOf = (type: string): string => `encode${type}`;
export const decoderOf = (type: string): string => `decode${type}`;
export const formDecoderOf = (operation: string): string => `decode${operation}Form`;
export const formEncoderOf = (operation: string): string => `encode${operation}Form`;

export function tsType(type: TypeRef): string {
  return type.kind === 'scalar' ? SCALARS[type.name].ts : type.name;
}

export function tsShape(shape: ValueShape): string {
  return shape.listItem ? `${tsType(shape.type)}[]` : tsType(shape.type);
}

/** A string literal for generated code. */
export const str = (text: string): string => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

/** A JSDoc comment body, safe to embed. */
export const doc = (text: string | undefined): string[] => (text ? [text.replace(/\*\//g, '*\\/')] : []);
