/**
 * The table a transport routes a request by: operations by SOAP action, body element and name,
 * of the service or of a port offering only some of them.
 */
import { requestElement, soapActionOf, type AnyOperationBinding, type ServiceBinding } from '../binding.js';
import { SOAP_TRANSPORT_IDS, type SoapTransport } from '../transports.js';
import { bodyKey, type OperationTable } from './exchange.js';

export function operationTable(binding: ServiceBinding, operations: readonly AnyOperationBinding[]): OperationTable {
  // Each SOAP version's bindings name their own actions; operations sharing one are told apart by their request element.
  const byAction = new Map<SoapTransport, Map<string, AnyOperationBinding[]>>();
  for (const transport of SOAP_TRANSPORT_IDS) {
    const ofTransport = new Map<string, AnyOperationBinding[]>();
    for (const op of operations.filter((o) => soapActionOf(o, transport) !== '')) {
      const action = soapActionOf(op, transport);
      ofTransport.set(action, [...(ofTransport.get(action) ?? []), op]);
    }
    byAction.set(transport, ofTransport);
  }
  const byName = new Map(operations.map((op) => [op.name, op]));
  const byLowerName = new Map(operations.map((op) => [op.name.toLowerCase(), op]));
  // An element several operations share names none of them: their requests are told apart by action alone.
  const sharing = (op: AnyOperationBinding): boolean =>
    operations.some((o) => o !== op && requestElement(o) === requestElement(op) && o.requestNamespace === op.requestNamespace);
  // Unqualified rpc wrappers are found in no namespace and in the service's.
  const wrapperNamespaces = binding.unqualifiedWrappers ? ['', binding.namespace] : [binding.namespace];
  const namespacesOf = (op: AnyOperationBinding): readonly string[] => (op.requestNamespace !== undefined ? [op.requestNamespace] : wrapperNamespaces);
  const byElement = new Map(
    operations.filter((op) => !sharing(op)).flatMap((op) => namespacesOf(op).map((ns) => [bodyKey(ns, requestElement(op)), op] as const)),
  );
  return {
    namespace: binding.namespace,
    encoding: binding.soap12Encoding ? 'soap12' : 'soap11',
    unqualifiedWrappers: binding.unqualifiedWrappers === true,
    operations,
    byName: (name) => byName.get(name),
    byElement: (ns, name) => byElement.get(bodyKey(ns, name)),
    byAction: (transport, action, ns, name) => {
      const ops = byAction.get(transport)!.get(action);
      return ops && (ops.length === 1 ? ops[0] : ops.find((op) => namespacesOf(op).some((n) => bodyKey(n, requestElement(op)) === bodyKey(ns, name))));
    },
    byLowerName: (name) => byLowerName.get(name),
  };
}
