/**
 * Declared SOAP header blocks of operations: each a global element of the service's namespace
 * holding one value (a scalar, an enumeration or a complex type, never a list). One element name
 * means one element, so every operation that uses it must give it the same type.
 */
import type { FieldModel } from '../model.js';
import type { Located, RawField } from './read.js';

export interface HeaderRegistry {
  /** Owner of each WSDL global element so far (shared with the operations' wrappers and roots). */
  readonly globalElements: Map<string, string>;
  /** The value each header element holds, as first declared. */
  readonly declared: Map<string, { readonly shape: string; readonly by: string }>;
}

export function resolveHeaders(
  op: string,
  direction: 'request' | 'response',
  raw: readonly RawField[],
  field: (f: RawField, owner: string) => FieldModel | undefined,
  registry: HeaderRegistry,
  report: (where: Located, message: string) => void,
): FieldModel[] {
  const out: FieldModel[] = [];
  for (const h of raw) {
    const f = field(h, op);
    if (!f) continue;
    if (f.listItem) {
      report(h, `header ${op}.${h.name} is a list: a header block holds one value (wrap the list in a type)`);
      continue;
    }
    const shape = `${f.type.name}${f.nillable ? ' (nillable)' : ''}`;
    const earlier = registry.declared.get(h.name);
    if (earlier && earlier.shape !== shape) {
      report(h, `header ${h.name} of ${op} holds ${shape}, but ${earlier.by} declares the same header element holding ${earlier.shape}`);
    } else if (!earlier) {
      const owner = registry.globalElements.get(h.name);
      if (owner) report(h, `header ${h.name} of ${op} needs the schema element ${h.name}, already used by ${owner}`);
      registry.globalElements.set(h.name, `header ${h.name}`);
      registry.declared.set(h.name, { shape, by: `the ${direction} of ${op}` });
    }
    out.push(f);
  }
  return out;
}
