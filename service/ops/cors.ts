/**
 * CORS for browser clients, opt-in (CORS_ORIGINS): preflights from an allowed origin are
 * answered here; other responses to it carry Access-Control-Allow-Origin. Without the setting
 * nothing changes, and browsers keep the same-origin rule.
 */
import { header, type CoreResponse, type SoapService } from 'soapgen/runtime/server/dispatch.js';

/** Headers a client of this service sends: SOAP 1.1 needs SOAPAction, logs use X-Request-ID. */
const ALLOWED_HEADERS = 'Content-Type, SOAPAction, X-Request-ID';
const ALLOWED_METHODS = 'GET, POST, OPTIONS';

export function withCors(origins: readonly string[], service: SoapService): SoapService {
  if (origins.length === 0) return service;
  const anyOrigin = origins.includes('*');
  const allowed = (origin: string | undefined): origin is string => origin !== undefined && (anyOrigin || origins.includes(origin));
  return async (request) => {
    const origin = header(request, 'origin');
    if (!allowed(origin)) return service(request);
    // The answer depends on Origin: caches must keep one copy per origin.
    const cors = { 'access-control-allow-origin': origin, vary: 'Origin' };
    if (request.method === 'OPTIONS' && header(request, 'access-control-request-method')) {
      return {
        status: 204,
        headers: { ...cors, 'access-control-allow-methods': ALLOWED_METHODS, 'access-control-allow-headers': ALLOWED_HEADERS, 'access-control-max-age': '600' },
        body: '',
      } satisfies CoreResponse;
    }
    const response = await service(request);
    return { ...response, headers: { ...response.headers, ...cors } };
  };
}
