/**
 * Which default namespace is in scope while an encoder writes an element's children, so that each
 * child is written in its own namespace with as few declarations as possible. An element we write
 * declares `xmlns="..."` only where its namespace differs from the default in scope, so inside it
 * the default is its own namespace. A type's encoder therefore knows the default in scope when
 * every element holding the type is in one namespace; when they are in several, each child
 * declares its namespace (correct in any scope).
 */
import { declaredFaults, operationElements, type FieldModel, type Model } from '../model.js';

/** The default namespace in scope for a type's children by type name; undefined: not known, each child declares its own. */
export type ContentNamespaces = ReadonlyMap<string, string | undefined>;

export function contentNamespaces(model: Model): ContentNamespaces {
  const svc = model.service.namespace;
  const holders = new Map<string, Set<string>>(model.types.map((t) => [t.name, new Set<string>()]));
  const hold = (type: FieldModel['type'], ns: string): void => {
    if (type.kind === 'complex') holders.get(type.name)!.add(ns);
  };
  // A list's item elements hold its values: in the list's namespace unless in one of their own.
  const holdField = (f: FieldModel): void => hold(f.type, f.itemNamespace ?? f.namespace);
  for (const t of model.types) for (const f of t.fields) holdField(f);
  for (const op of model.operations) {
    for (const f of operationElements(op)) holdField(f);
    // The runtime writes a result and a fault detail in its element's namespace, HTTP POST roots in the service's.
    if (op.result) hold(op.result.type, op.result.namespace);
    if (op.result && op.httpPost) hold(op.result.type, svc);
    for (const f of declaredFaults(op)) hold(f.type, f.namespace);
  }
  // A derived type's encoder writes its base's fields by calling the base's encoder.
  const byName = new Map(model.types.map((t) => [t.name, t]));
  for (const t of model.types) {
    for (let base = t.base; base !== undefined; base = byName.get(base)!.base) {
      for (const ns of holders.get(t.name)!) holders.get(base)!.add(ns);
    }
  }
  return new Map(
    model.types.map((t) => {
      const seen = [...holders.get(t.name)!];
      return [t.name, seen.length === 0 ? t.namespace : seen.length === 1 ? seen[0] : undefined];
    }),
  );
}

/** What a child element's start tag carries so that it is in its namespace: '' or ` xmlns="..."`. */
export function namespaceAttribute(field: FieldModel, inScope: string | undefined): string {
  return field.namespace === inScope ? '' : ` xmlns="${field.namespace}"`;
}
