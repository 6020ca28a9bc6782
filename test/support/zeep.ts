/**
 * Python zeep as a client of a generated server: serve a spec with a handler that records what it
 * receives, then have test/interop/zeep_calls.py read the served WSDL and call operations over
 * every SOAP port it offers; or have test/interop/zeep_wsdl.py build zeep from a WSDL file (an
 * original the server was generated from) and call operations on the bindings it names.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { generateSpec } from './generate.js';
import { serve, type RunningServer } from './http.js';
import { PYTHON } from './requirements.js';

const SCRIPT = fileURLToPath(new URL('../interop/zeep_calls.py', import.meta.url));
const WSDL_SCRIPT = fileURLToPath(new URL('../interop/zeep_wsdl.py', import.meta.url));

/** Per port, per operation: zeep's decoded result, a fault it received or an error it raised. */
export type Outcomes = Record<string, Record<string, { result?: unknown; fault?: string; error?: string }>>;

/** A request as the server's handler received it. */
export interface Received {
  method: string;
  request: Record<string, unknown>;
}

/** Has zeep call each operation of `calls` (parameters by name, or positional as a list) on the service at `wsdlUrl`. */
export function zeep(wsdlUrl: string, calls: object): Promise<Outcomes> {
  return new Promise((resolve, reject) => {
    const child = execFile(PYTHON, [SCRIPT, wsdlUrl], { timeout: 50_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as Outcomes);
    });
    child.stdin?.end(JSON.stringify(calls));
  });
}

/** One call's outcome in zeep_wsdl.py's report: zeep's decoded result, a fault it received or an error it raised. */
export interface WsdlCallOutcome {
  readonly result?: unknown;
  readonly fault?: { readonly message: string; readonly code: string };
  readonly error?: string;
}

/** A binding called at an address and with calls of its own: one of several port types, at its port's path. */
export interface OwnBinding {
  /** Its `{namespace}name`. */
  readonly binding: string;
  readonly address?: string;
  readonly calls?: readonly (readonly [string, unknown])[];
}

/**
 * Has zeep, built from the WSDL file `wsdl` with its addresses set to `address` (or a binding's own), make `calls` (an
 * operation and its arguments) on each of `bindings` (a key per binding, its `{namespace}name`):
 * per key, the outcomes in call order.
 */
export function zeepFromWsdl(
  wsdl: string,
  address: string,
  bindings: Readonly<Record<string, string | OwnBinding>>,
  calls: readonly (readonly [string, unknown])[],
  timeoutMs = 60_000,
): Promise<{ results: Record<string, WsdlCallOutcome[]> }> {
  return new Promise((resolve, reject) => {
    const child = execFile(PYTHON, [WSDL_SCRIPT, wsdl, address], { timeout: timeoutMs }, (error, stdout, stderr) => {
      if (error) reject(new Error(`zeep_wsdl.py failed: ${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as { results: Record<string, WsdlCallOutcome[]> });
    });
    child.stdin?.end(JSON.stringify({ bindings, calls }));
  });
}

/** Serves a generated spec with a handler that records each request and answers from `answers`. */
export async function serveRecording(
  spec: string,
  group: string,
  factory: string,
  answers: (method: string, request: Record<string, unknown>) => unknown,
): Promise<{ running: RunningServer; received: Received[] }> {
  const generated = await generateSpec(spec, group);
  const received: Received[] = [];
  const handler = new Proxy(
    {},
    {
      get: (_, method: string) => (request: Record<string, unknown>) => {
        received.push({ method, request });
        return answers(method, request);
      },
    },
  );
  const server = await generated.load<Record<string, (handler: object) => SoapService>>('server');
  return { running: await serve(server[factory]!(handler)), received };
}
