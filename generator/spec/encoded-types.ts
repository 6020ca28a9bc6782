/**
 * Which complex types are SOAP-encoded: those the encoded operations' messages hold (parameters,
 * results, header blocks, fault details), through their fields, bases and derived types. A type's
 * codecs are of one use, so a type both encoded and literal operations hold is refused; so is a
 * list of one item type in both, whose WSDL array types (soapenc:Array, ArrayOf) would share a name.
 */
import { declaredFaults, type OperationModel, type TypeModel, type ValueShape } from '../model.js';
import type { Located } from './read.js';

export function markEncodedTypes(
  types: readonly TypeModel[],
  operations: readonly OperationModel[],
  where: (op: string) => Located,
  report: (where: Located, message: string) => void,
): TypeModel[] {
  const byName = new Map(types.map((t) => [t.name, t]));
  /** Each type reached, with the first operation reaching it, per use. */
  const reached = { literal: new Map<string, string>(), encoded: new Map<string, string>() };
  /** The item types of the lists reached, with the first operation reaching each, per use. */
  const lists = { literal: new Map<string, string>(), encoded: new Map<string, string>() };
  const visit = (name: string, op: OperationModel): void => {
    const seen = reached[op.use];
    const t = byName.get(name);
    if (!t || seen.has(name)) return;
    seen.set(name, op.name);
    for (const f of t.fields) visitField(f, op);
    for (const other of [t.base, t.restricts, ...(t.family ?? [])]) if (other !== undefined) visit(other, op);
  };
  const visitField = (f: ValueShape, op: OperationModel): void => {
    if (f.listItem !== undefined && !lists[op.use].has(f.type.name)) lists[op.use].set(f.type.name, op.name);
    if (f.type.kind === 'complex') visit(f.type.name, op);
  };
  for (const op of operations)
    for (const f of [...op.params, ...(op.result ? [op.result] : []), ...op.results, ...op.requestHeaders, ...op.responseHeaders, ...declaredFaults(op)]) visitField(f, op);
  for (const [name, encodedBy] of reached.encoded) {
    const literalBy = reached.literal.get(name);
    if (literalBy !== undefined)
      report(where(encodedBy), `type ${name} is held by the encoded operation ${encodedBy} and the literal operation ${literalBy}: a type is written in one use (declare one type for each)`);
  }
  for (const [item, encodedBy] of lists.encoded) {
    const literalBy = lists.literal.get(item);
    if (literalBy !== undefined)
      report(where(encodedBy), `a list of ${item} is held by the encoded operation ${encodedBy} (a soapenc:Array) and the literal operation ${literalBy} (an ArrayOf type): the WSDL would declare both under one name`);
  }
  return types.map((t) => (reached.encoded.has(t.name) ? { ...t, encoded: true as const } : t));
}
