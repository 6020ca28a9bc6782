/**
 * Where a request to the service goes: GETs of the resource (or of a port's path) to its documents,
 * POSTs to the resource or a port's path (SOAP) or below the resource (HTTP POST's `<resource>/<Operation>`) to a call; anything else is
 * answered here with 404 or 405.
 */
import { textReply, type CoreRequest } from './exchange.js';

export type Route =
  /** The WSDL, disco or a help page, chosen by the query. */
  | { readonly to: 'documents' }
  /** An operation call; `subPath` is what follows the resource path and a `/`, when anything does. */
  | { readonly to: 'call'; readonly subPath: string | undefined };

const DOCUMENTS: Route = { to: 'documents' };
const RESOURCE_CALL: Route = { to: 'call', subPath: undefined };

/**
 * The router of the service at `servicePath` and of its ports at paths of their own (matched
 * ignoring case, as ASMX does; with or without a trailing `/`, as WSDLs publish either).
 */
export function router(servicePath: string, portPaths: readonly string[] = []): (request: CoreRequest) => Route {
  const resourcePath = servicePath.toLowerCase();
  const resourceDir = `${resourcePath}/`;
  const ports = new Set(portPaths.map((p) => p.toLowerCase()).flatMap((p) => (p === resourcePath ? [] : [p, `${p}/`])));
  return (request) => {
    const path = request.path.toLowerCase();
    if (path === resourcePath || path === resourceDir || ports.has(path)) {
      if (request.method === 'GET' || request.method === 'HEAD') return DOCUMENTS;
      if (request.method !== 'POST')
        throw textReply(405, `Method ${request.method} is not allowed; use POST for SOAP or GET for the description.`, { allow: 'GET, POST' });
      return RESOURCE_CALL;
    }
    if (path.startsWith(resourcePath + '/')) {
      const opName = decodePathSegment(request.path.slice(resourcePath.length + 1));
      if (request.method !== 'POST')
        throw textReply(405, `Request format is unrecognized for URL unexpectedly ending in '/${opName}': use POST.`, { allow: 'POST' });
      return { to: 'call', subPath: opName };
    }
    throw textReply(404, `Not found: ${path}. The service is at ${servicePath}.`);
  };
}

/** A path segment with its %-escapes decoded; malformed escapes (`%E0%A4%A`) are kept as written. */
function decodePathSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
