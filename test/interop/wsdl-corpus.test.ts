/**
 * Interop on the WSDL corpus: every corpus WSDL whose committed outcome is `generated` is imported,
 * generated and served with a handler answering every operation with sample values (every field
 * filled), and Python zeep, built from the ORIGINAL WSDL (only the address replaced), calls every
 * operation with sample parameters over every SOAP binding the original publishes. Both sides must
 * decode what the other sent: zeep gets a result (no fault, no error) and the handler is called.
 * Where zeep refuses the original itself (node-soap's samples import common.xsd under a namespace it
 * does not have, which node-soap and soapgen accept), zeep is built from the served WSDL instead.
 * The other direction (the generated client calling a node-soap server built from the original
 * WSDL) is not covered yet.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { loadDocuments } from '../../generator/wsdl-import/load.js';
import { NS } from '../../generator/wsdl-import/namespaces.js';
import { generateSpec, ROOT, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep, PYTHON } from '../support/requirements.js';
import { handlerValue, zeepValue } from '../support/sample-values.js';
import { corpus, readTable, SHARED, SHARED_PRESENT } from '../support/wsdl-corpus.js';

const SCRIPT = fileURLToPath(new URL('./zeep_wsdl.py', import.meta.url));
const GROUP = 'corpus-interop';
const AVAILABLE = haveZeep();

type Outcome = { result?: unknown; fault?: { message: string; code: string }; error?: string };

/** The generated WSDLs of the corpus, by table key. */
const table = readTable();
const GENERATED = [...corpus()].filter(([key]) => table.get(key)?.outcome === 'generated');
if (!SHARED_PRESENT) console.log(`The shared WSDL corpus (${SHARED}) is absent: only test/fixtures/wsdl/corpus is run.`);

interface Running {
  readonly service: GeneratedService;
  readonly server: RunningServer;
  readonly calls: string[];
  /** The original WSDL's SOAP bindings ({namespace}name) by transport. */
  readonly bindings: Record<string, string>;
}
const running = new Map<string, Running>();

/** The SOAP bindings the original WSDL's services offer, by transport. */
async function soapBindings(file: string): Promise<Record<string, string>> {
  const { wsdls } = await loadDocuments(file, { offline: true });
  const bindings: Record<string, string> = {};
  for (const defs of wsdls) {
    const tns = defs.attr('targetNamespace') ?? '';
    for (const b of defs.elements(NS.wsdl, 'binding')) {
      const transport = b.first(NS.soap11, 'binding') ? 'soap11' : b.first(NS.soap12, 'binding') ? 'soap12' : undefined;
      if (transport) bindings[transport] ??= `{${tns}}${b.attr('name')}`;
    }
  }
  return bindings;
}

beforeAll(async () => {
  mkdirSync(join(ROOT, 'test/.generated', GROUP), { recursive: true });
  for (const [i, [key, file]] of GENERATED.entries()) {
    const imported = await importWsdl(file, key, { offline: true });
    const spec = `test/.generated/${GROUP}/${i}.yaml`;
    writeFileSync(join(ROOT, spec), imported.yaml);
    const service = await generateSpec(spec, `${GROUP}/${i}`);
    const calls: string[] = [];
    const handler = Object.fromEntries(
      service.model.operations.map((op) => [
        op.method,
        () => {
          calls.push(op.name);
          // A single result, several results as one object, or nothing (an empty response, a one-way operation).
          if (op.result) return handlerValue(service.model, op.result);
          return op.results.length ? Object.fromEntries(op.results.map((f) => [f.name, handlerValue(service.model, f)])) : undefined;
        },
      ]),
    );
    const module = await service.load<Record<string, (handler: unknown) => SoapService>>('server');
    const create = Object.values(module).find((f) => typeof f === 'function')!;
    running.set(key, { service, server: await serve(create(handler)), calls, bindings: await soapBindings(file) });
  }
}, 300_000);
afterAll(async () => {
  for (const r of running.values()) await r.server.close();
});

function zeep(
  wsdl: string,
  address: string,
  bindings: Record<string, string>,
  calls: readonly (readonly [string, unknown])[],
): Promise<{ results: Record<string, Outcome[]> }> {
  return new Promise((resolve, reject) => {
    const child = execFile(PYTHON, [SCRIPT, wsdl, address], { timeout: 120_000 }, (error, stdout, stderr) => {
      if (error) reject(new Error(`zeep_wsdl.py failed: ${error.message}\n${stderr}`));
      else resolve(JSON.parse(stdout) as { results: Record<string, Outcome[]> });
    });
    child.stdin?.end(JSON.stringify({ bindings, calls }));
  });
}

describe.skipIf(!AVAILABLE || GENERATED.length === 0)('zeep built from the original WSDL calls the generated server', () => {
  it.each(GENERATED.map(([key]) => key))(
    '%s: every operation over every SOAP binding',
    async (key) => {
      const { service, server, calls, bindings } = running.get(key)!;
      const { model } = service;
      const requests = model.operations.map((op) => [op.name, Object.fromEntries(op.params.map((p) => [p.name, zeepValue(model, p)]))] as const);
      const file = GENERATED.find(([k]) => k === key)![1];
      const address = `${server.origin}${model.service.path}`;
      let used = bindings;
      const results = await zeep(file, address, bindings, requests).then(
        (r) => r.results,
        async (error: Error) => {
          if (!/zeep\.exceptions\.XMLParseError: The namespace defined on the xsd:import doesn't match/.test(error.message)) throw error;
          const served = join(ROOT, 'test/.generated', GROUP, `${GENERATED.findIndex(([k]) => k === key)}.served.wsdl`);
          writeFileSync(served, await (await fetch(`${address}?WSDL`)).text());
          used = await soapBindings(served);
          return (await zeep(served, address, used, requests)).results;
        },
      );
      expect(Object.keys(results).sort()).toEqual(Object.keys(used).sort());
      for (const [transport, outcomes] of Object.entries(results)) {
        model.operations.forEach((op, i) => {
          const outcome = outcomes[i] ?? {};
          expect({ transport, operation: op.name, answered: 'result' in outcome, fault: outcome.fault, error: outcome.error }).toEqual({
            transport,
            operation: op.name,
            answered: true,
            fault: undefined,
            error: undefined,
          });
        });
      }
      expect(calls.length).toBe(model.operations.length * Object.keys(used).length);
    },
    120_000,
  );
});
