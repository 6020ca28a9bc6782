/**
 * Elements an operation declares beside its wrappers, SOAP header blocks and fault details: each a
 * global element of the service's namespace holding one value (a scalar, an enumeration or a
 * complex type, never a list). One element name means one element, so every operation that uses
 * it, as a header or a fault, must give it the same type.
 */
import type { FaultModel, FieldModel } from '../model.js';
import { identifierOf } from './identifiers.js';
import type { Located, RawField } from './read.js';

export interface HeaderRegistry {
  /** Owner of each WSDL global element so far (shared with the operations' wrappers and roots). */
  readonly globalElements: Map<string, string>;
  /** The value each header element holds, as first declared. */
  readonly declared: Map<string, { readonly shape: string; readonly by: string }>;
}

export function resolveHeaders(
  op: string,
  direction: 'request' | 'response' | 'fault',
  raw: readonly RawField[],
  field: (f: RawField, owner: string) => FieldModel | undefined,
  registry: HeaderRegistry,
  report: (where: Located, message: string) => void,
): FieldModel[] {
  const out: FieldModel[] = [];
  for (const h of raw) {
    const f = field(h, op);
    if (!f) continue;
    const what = direction === 'fault' ? 'fault' : 'header';
    if (f.listItem) {
      report(h, `${what} ${op}.${h.name} is a list: a ${what === 'fault' ? 'fault detail' : 'header block'} holds one value (wrap the list in a type)`);
      continue;
    }
    const shape = `${f.type.name}${f.nillable ? ' (nillable)' : ''}`;
    const earlier = registry.declared.get(h.name);
    if (earlier && earlier.shape !== shape) {
      report(h, `${what} ${h.name} of ${op} holds ${shape}, but ${earlier.by} declares the same element holding ${earlier.shape}`);
    } else if (!earlier) {
      const owner = registry.globalElements.get(h.name);
      if (owner) report(h, `${what} ${h.name} of ${op} needs the schema element ${h.name}, already used by ${owner}`);
      registry.globalElements.set(h.name, `${what} ${h.name}`);
      registry.declared.set(h.name, { shape, by: direction === 'fault' ? `a fault of ${op}` : `the ${direction} of ${op}` });
    }
    out.push(f);
  }
  return out;
}

/**
 * A fault's class, named after its detail element: `NoteMissing` → `NoteMissingFault`, an element
 * already ending in Fault as it is. It must not meet a type's name (both live in types' scope).
 */
export function faultModel(f: FieldModel, types: ReadonlyMap<string, string>, report: (where: Located, message: string) => void, where: Located): FaultModel {
  const id = identifierOf(f.name);
  const ts = id.endsWith('Fault') ? id : `${id}Fault`;
  if ([...types.values()].includes(ts)) report(where, `fault ${f.name} generates the class ${ts}, already the name of a type`);
  return { name: f.name, ts, type: f.type, ...(f.description ? { description: f.description } : {}) };
}
