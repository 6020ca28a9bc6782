/** SOAP 1.1 requests to the real service, as a .NET client writes them, and a keep-alive caller for load. */
import { Agent, request as httpRequest } from 'node:http';
import { NAMESPACE, SERVICE_PATH } from './shared.js';

export interface SoapRequest {
  readonly body: string;
  readonly headers: Record<string, string>;
}

/** The envelope of `operation` with `params` as child elements, in the given order (values are ASCII, escaped here). */
export function soapRequest(operation: string, params: Record<string, string | number>): SoapRequest {
  const escape = (v: string | number): string => String(v).replace(/&/g, '&amp;').replace(/</g, '&lt;');
  const inner = Object.entries(params)
    .map(([name, value]) => `<${name}>${escape(value)}</${name}>`)
    .join('');
  return {
    body:
      '<?xml version="1.0" encoding="utf-8"?>' +
      '<soap:Envelope xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/">' +
      `<soap:Body><${operation} xmlns="${NAMESPACE}">${inner}</${operation}></soap:Body></soap:Envelope>`,
    headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${NAMESPACE}${operation}"` },
  };
}

export interface Answer {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly body: string;
}

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

/** POSTs a request over a keep-alive connection (node:http: cheaper than fetch for the load generator). */
export function post(origin: string, request: SoapRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      origin + SERVICE_PATH,
      { method: 'POST', agent, headers: { ...request.headers, 'Content-Length': Buffer.byteLength(request.body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(res.headers)) if (typeof value === 'string') headers[name] = value;
          resolve({ status: res.statusCode ?? 0, headers, body: Buffer.concat(chunks).toString('utf8') });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(request.body);
  });
}

export async function call(origin: string, operation: string, params: Record<string, string | number>): Promise<Answer> {
  return post(origin, soapRequest(operation, params));
}

/** The text of the first element named `name` (any prefix), or undefined. */
export function field(body: string, name: string): string | undefined {
  return new RegExp(`<(?:[\\w.-]+:)?${name}>([^<]*)</`).exec(body)?.[1];
}

export function closeConnections(): void {
  agent.destroy();
}
