/**
 * Which operations each port offers, for a service whose bindings are of several port types: the
 * server answers an operation only at a port offering it, and a client sends it to one.
 */
import type { ServiceBinding, Transport } from './binding.js';

export interface PortOffers {
  /** The operations answered over a transport at a path; undefined where every operation is (no port there offers only some). */
  at(transport: Transport, path: string): ReadonlySet<string> | undefined;
  /** The paths of the ports offering an operation over a transport, in port order. */
  pathsOf(transport: Transport, operation: string): readonly string[];
}

/** Where a port is answered: ports at one path, told apart by case and one trailing `/` no more than the router tells them apart. */
export function portPlace(transport: Transport, path: string): string {
  return `${transport} ${path.toLowerCase().replace(/(.)\/$/, '$1')}`;
}

export function portOffers(binding: ServiceBinding): PortOffers {
  const ports = binding.ports ?? [];
  const offered = new Map<string, Set<string> | 'all'>();
  for (const port of ports) {
    const k = portPlace(port.transport, port.path);
    const before = offered.get(k);
    if (before === 'all' || port.operations === undefined) offered.set(k, 'all');
    else offered.set(k, new Set([...(before ?? []), ...port.operations]));
  }
  // Most services have no port offering only some operations: the server asks on every request, so say it at once.
  const restricted = [...offered.values()].some((o) => o !== 'all');
  return {
    at: restricted
      ? (transport, path) => {
          const found = offered.get(portPlace(transport, path));
          return found === 'all' ? undefined : found;
        }
      : () => undefined,
    pathsOf: (transport, operation) =>
      ports.filter((p) => p.transport === transport && (p.operations === undefined || p.operations.includes(operation))).map((p) => p.path),
  };
}
