/** Default values the WSDL gives, as the spec can keep them. */
import { SCALARS, type ScalarName } from '../../../runtime/xml/scalars.js';
import type { TypeUse } from '../schema/index.js';
import type { XmlElement } from '../xml.js';
import type { ConvertContext } from './context.js';

/**
 * A default of a scalar type that is no value of that type is left out, with a warning: XML Schema
 * makes such a schema invalid, clients read it each their own way, and the spec refuses it. A fixed
 * value is a constraint, not a fallback, and is kept (the spec's check names it).
 */
export function usableDefault(ctx: ConvertContext, type: TypeUse, value: string | undefined, at: XmlElement, what: string): string | undefined {
  const scalar = type.kind === 'scalar' && Object.hasOwn(SCALARS, type.name) ? SCALARS[type.name as ScalarName] : undefined;
  if (value === undefined || scalar === undefined || scalar.parse(value) !== undefined) return value;
  ctx.warnings.add(at, `${what}: default "${value}" is not a valid ${type.name}; left out`);
  return undefined;
}
