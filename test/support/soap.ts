/** Raw wire helpers for tests that need exact bytes rather than the generated client. */
export const NS = 'http://onlinereservationsystems.com/api/';
export const PATH = '/api/CRMTeeTimeAPI.asmx';

export function soap11Envelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">\n  <soap:Body>\n    ${body}\n  </soap:Body>\n</soap:Envelope>`;
}

export function soap12Envelope(body: string): string {
  return `<?xml version="1.0" encoding="utf-8"?>\n<soap12:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap12="http://www.w3.org/2003/05/soap-envelope">\n  <soap12:Body>\n    ${body}\n  </soap12:Body>\n</soap12:Envelope>`;
}

/** What a SOAP 1.1 envelope's `soap:Body` holds, as written; undefined when there is none. */
export function soapBodyOf(envelope: string): string | undefined {
  return /<soap:Body>([\s\S]*)<\/soap:Body>/.exec(envelope)?.[1];
}

export interface RawResponse {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
}

export async function post(url: string, body: string, headers: Record<string, string>): Promise<RawResponse> {
  const response = await fetch(url, { method: 'POST', headers, body });
  return { status: response.status, contentType: response.headers.get('content-type') ?? '', body: await response.text() };
}

export function soap11(origin: string, operation: string, inner: string, action: string | null = `"${NS}${operation}"`): Promise<RawResponse> {
  const headers: Record<string, string> = { 'content-type': 'text/xml; charset=utf-8' };
  if (action !== null) headers['soapaction'] = action;
  return post(origin + PATH, soap11Envelope(`<${operation} xmlns="${NS}">${inner}</${operation}>`), headers);
}

export function soap12(origin: string, operation: string, inner: string): Promise<RawResponse> {
  return post(origin + PATH, soap12Envelope(`<${operation} xmlns="${NS}">${inner}</${operation}>`), { 'content-type': 'application/soap+xml; charset=utf-8' });
}

export function form(origin: string, operation: string, fields: string): Promise<RawResponse> {
  return post(`${origin}${PATH}/${operation}`, fields, { 'content-type': 'application/x-www-form-urlencoded' });
}
