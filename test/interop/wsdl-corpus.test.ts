/**
 * Interop on the WSDL corpus: every corpus WSDL whose committed outcome is `generated` is imported,
 * generated and served with a handler answering every operation with sample values (every field
 * filled), and Python zeep, built from the ORIGINAL WSDL (only the address replaced), calls every
 * operation with sample parameters over every SOAP binding the original publishes. Both sides must
 * decode what the other sent: zeep gets a result (no fault, no error) and the handler is called.
 * Where zeep refuses the original itself (node-soap's samples import common.xsd under a namespace it
 * does not have, which node-soap and soapgen accept; a port type named "http:x", no XML name, which
 * soapgen publishes under its default name; a reference to a type, element or message no document
 * declares, a schema in the 1999 draft of XML Schema or a schema component in no namespace, which soapgen reads
 * leniently), cannot load it offline (an rpc/encoded WSDL
 * importing the SOAP encoding or envelope schema from the web) or leaves operations of it out (their body
 * elements declared nowhere, or in a pre-2001 draft of XML Schema) or would send parts a soap:body's
 * `parts` leaves out of the Body (zeep reads no `parts`), zeep is built from the served WSDL instead.
 * zeep reads a bare response by the Body's first element, so it fails on an empty one (a bare
 * operation answering header blocks alone): there the handler being reached is what is checked.
 * A response zeep cannot parse whatever WSDL it is built from is listed in ZEEP_MISREADS with why.
 * The other direction: the generated client calls every operation over every SOAP binding of a
 * node-soap server built from the ORIGINAL WSDL, whose handlers answer with sample values (each
 * element keyed with a prefix bound to its own namespace, where node-soap would write it in the
 * response element's). node-soap must have read each request as sent, as far as its parsing tells
 * (see misread), and the client must decode each answer as those values; where node-soap writes
 * the response element itself otherwise than the WSDL has it, only that its handler was reached is
 * checked. An operation sharing its SOAPAction with an earlier one is not called: node-soap hands
 * its requests to that one's handler, nor over SOAP 1.1 one whose action there is not its last
 * binding's, the one node-soap keeps, nor a one-way rpc operation: node-soap reads its request by an
 * output message it does not have. Where node-soap cannot read an original referring to what it
 * does not declare, would see no port of it for a transport URI written with a trailing slash or
 * space, or fails at a port address that is no URL, the served WSDL is used. A WSDL of which
 * node-soap answers no operation checks nothing in this direction, so it fails unless
 * NODE_SOAP_SERVES_NONE lists it with why.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { listen, type IServices } from 'soap';
import { join } from 'node:path';
import { inspect } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SoapService } from 'soapgen/runtime/server/dispatch.js';
import {
  bindingOperations,
  firstAlternativeParams,
  firstAlternativeResults,
  soapActionOf,
  type Model,
  type OperationModel,
  type ValueShape,
} from '../../generator/model.js';
import { SOAP_TRANSPORT_IDS } from '../../runtime/transports.js';
import { importWsdl } from '../../generator/wsdl-import/index.js';
import { loadDocuments } from '../../generator/wsdl-import/load.js';
import { NS } from '../../generator/wsdl-import/namespaces.js';
import { generateSpec, ROOT, type GeneratedService } from '../support/generate.js';
import { serve, type RunningServer } from '../support/http.js';
import { haveZeep } from '../support/requirements.js';
import { handlerValue, nodeSoapAttributes, nodeSoapEntry, nodeSoapValue, zeepKeys, zeepValue } from '../support/sample-values.js';
import { corpus, readTable, SHARED, SHARED_PRESENT } from '../support/wsdl-corpus.js';
import { zeepFromWsdl, type OwnBinding } from '../support/zeep.js';

const GROUP = 'corpus-interop';
const AVAILABLE = haveZeep();

/** The generated WSDLs of the corpus, by table key. */
const table = readTable();
const GENERATED = [...corpus()].filter(([key]) => table.get(key)?.outcome === 'generated');
if (!SHARED_PRESENT) console.log(`The shared WSDL corpus (${SHARED}) is absent: only test/fixtures/wsdl/corpus is run.`);

interface Running {
  readonly service: GeneratedService;
  readonly server: RunningServer;
  readonly calls: string[];
  /** The original WSDL's SOAP bindings ({namespace}name) by name. */
  readonly bindings: Record<string, string>;
  /** The original WSDL's targetNamespace. */
  readonly targetNamespace: string;
  /** The original refers to what no document declares (read leniently, with warnings). */
  readonly dangling: boolean;
}
const running = new Map<string, Running>();

/**
 * A WSDL's SOAP bindings, by name, as `{namespace}name`. The original's are read offline; a served
 * one's imports (WCF's ?wsdl=wsdl0, ?xsd=xsd0) are fetched from the test's server.
 */
async function soapBindings(file: string, offline = true): Promise<Record<string, string>> {
  const { wsdls } = await loadDocuments(file, { offline });
  const bindings: Record<string, string> = {};
  for (const defs of wsdls) {
    const tns = defs.attr('targetNamespace') ?? '';
    for (const b of defs.elements(NS.wsdl, 'binding')) {
      if (b.first(NS.soap11, 'binding') || b.first(NS.soap12, 'binding')) bindings[b.attr('name') ?? ''] ??= `{${tns}}${b.attr('name')}`;
    }
  }
  return bindings;
}

/**
 * Whether node-soap sees the original's SOAP ports: it keeps a port only where its binding's
 * transport is written exactly as SOAP over HTTP's URI (not Spring-WS's `…/soap/http/`, nor with a
 * trailing space), which soapgen reads as the same transport; and it fails every request where a
 * port's address is no URL (a build's placeholder such as `http://@host@:8080/`), which soapgen
 * serves at its default path; nor does it serve a service without a name (soap4r's simplecontent.wsdl),
 * which soapgen names after its definitions.
 */
async function nodeSoapSeesPorts(file: string): Promise<boolean> {
  const { wsdls } = await loadDocuments(file, { offline: true });
  const exact = new Set(['http://schemas.xmlsoap.org/soap/http', 'http://www.w3.org/2003/05/soap/bindings/HTTP/']);
  const addresses = wsdls.flatMap((defs) =>
    defs
      .elements(NS.wsdl, 'service')
      .flatMap((s) => s.elements(NS.wsdl, 'port').flatMap((p) => [...p.elements(NS.soap11, 'address'), ...p.elements(NS.soap12, 'address')])),
  );
  return (
    wsdls.every((defs) => defs.elements(NS.wsdl, 'service').every((s) => s.attr('name') !== undefined)) &&
    addresses.every((a) => URL.canParse(a.attr('location') ?? '', 'http://localhost')) &&
    wsdls.every((defs) =>
      defs.elements(NS.wsdl, 'binding').every((b) => {
        const soap = b.first(NS.soap11, 'binding') ?? b.first(NS.soap12, 'binding');
        return soap === undefined || exact.has(soap.attr('transport') ?? '');
      }),
    )
  );
}

/**
 * Each SOAP binding the service offers that the WSDL declares (by its name, the spec's), called at
 * its first port's address with the requests of the operations it carries (its port type's).
 */
function bindingCalls(
  model: Model,
  declared: Record<string, string>,
  origin: string,
  requests: readonly (readonly [string, unknown])[],
): Record<string, OwnBinding> {
  const transports = SOAP_TRANSPORT_IDS.filter((t) => model.service.transports.includes(t));
  return Object.fromEntries(
    transports.flatMap((t) =>
      model.service.wsdl.bindings[t].flatMap((b) => {
        const qname = declared[b.name];
        if (qname === undefined) return [];
        const carried = new Set(bindingOperations(model.service.wsdl, b));
        // zeep calls an operation by its port type's name for it.
        const calls = requests
          .filter(([op]) => carried.has(op))
          .map(([op, request]) => [model.operations.find((o) => o.name === op)!.wsdl.name, request] as const);
        return [[b.name, { binding: qname, address: `${origin}${b.ports[0]!.path}`, calls }]];
      }),
    ),
  );
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
          return hasResults(op) ? resultsValue(service.model, op) : undefined;
        },
      ]),
    );
    const module = await service.load<Record<string, (handler: unknown) => SoapService>>('server');
    const create = Object.values(module).find((f) => typeof f === 'function')!;
    const { wsdls } = await loadDocuments(file, { offline: true });
    const targetNamespace = wsdls[0]?.attr('targetNamespace') ?? '';
    const dangling = imported.warnings.some((w) => w.dangling);
    running.set(key, { service, server: await serve(create(handler)), calls, bindings: await soapBindings(file), targetNamespace, dangling });
  }
}, 300_000);
afterAll(async () => {
  for (const r of running.values()) await r.server.close();
});

/**
 * An operation's arguments as zeep takes them: the parameters by name; for a bare message of one
 * part of a complex type (or a list) that part's fields, which zeep unwraps; of one simple part its
 * value; of several parts their values in order (zeep names them after the WSDL's parts).
 */
function zeepRequest(model: Model, op: OperationModel): unknown {
  if (!op.bare || op.params.length === 0) {
    // Of a choice, the first alternative; the wrapper's attributes beside the parameters, by their names.
    const params = firstAlternativeParams(op);
    const keys = zeepKeys(params);
    return Object.fromEntries([...params.map((p, i) => [keys[i], zeepValue(model, p)]), ...attributeSamples(model, op.requestAttributes, zeepValue)]);
  }
  const [only] = op.params;
  if (op.params.length === 1 && (only!.type.kind === 'complex' || only!.listItem !== undefined)) return zeepValue(model, only!);
  return op.params.map((p) => zeepValue(model, p));
}

/** Sample values of a wrapper's attributes, by name, as `value` writes them (a fixed one its fixed value). */
function attributeSamples(
  model: Model,
  attributes: OperationModel['requestAttributes'],
  value: (model: Model, shape: ValueShape) => unknown,
): [string, unknown][] {
  return attributes.map((a) => [a.name, value(model, { type: a.type, ...(a.fixed !== undefined ? { fixed: a.fixed } : {}) } as ValueShape)]);
}

/**
 * Whether zeep can send the operation's request: its Any renders an item of a SOAP-encoded array
 * of xs:anyType under no name and fails (Magento's multiCall), so those calls are left to
 * node-soap (below, and test/runtime/soap-arrays-any.test.ts).
 */
const zeepSends =
  (model: Model) =>
  (op: OperationModel): boolean =>
    !(model.service.use === 'encoded' && op.params.some((p) => p.listItem !== undefined && p.type.kind === 'any'));

/** A bare operation answering an empty Body (its response's parts, if any, are header blocks). */
const emptyBareResponse = (op: OperationModel): boolean => op.bare && op.response !== undefined && op.result === undefined && op.results.length === 0;
/**
 * Operations of which zeep parses no response, built from the original WSDL or the served one, with
 * why. Each must fail so in zeep, so that one zeep comes to read fails here and leaves the list.
 */
const ZEEP_MISREADS: Readonly<Record<string, { readonly operation: string; readonly error: RegExp; readonly why: string }>> = {
  'own/soap4r/choice.wsdl': {
    operation: 'echo_complex',
    error: /XMLParseError: Unexpected element 'C1', expected 'B2a'/,
    why: 'its response type holds a choice of an element, a sequence and further elements: zeep expects the sequence whichever is chosen',
  },
};

/** Whether a soap:body of the original leaves some part of its message out of the Body by its `parts` attribute. */
async function bodyListsParts(file: string): Promise<boolean> {
  const { wsdls } = await loadDocuments(file, { offline: true });
  const messages = new Map(wsdls.flatMap((defs) => defs.elements(NS.wsdl, 'message').map((m) => [m.attr('name') ?? '', m] as const)));
  const portTypes = wsdls.flatMap((defs) => defs.elements(NS.wsdl, 'portType'));
  return wsdls.some((defs) =>
    defs.elements(NS.wsdl, 'binding').some((b) =>
      b.elements(NS.wsdl, 'operation').some((bop) =>
        (['input', 'output'] as const).some((direction) => {
          const io = bop.first(NS.wsdl, direction);
          const body = io?.first(NS.soap11, 'body') ?? io?.first(NS.soap12, 'body');
          const listed = body?.attr('parts');
          if (listed === undefined) return false;
          const op = portTypes.flatMap((pt) => pt.elements(NS.wsdl, 'operation')).find((o) => o.attr('name') === bop.attr('name'));
          const message = messages.get(op?.first(NS.wsdl, direction)?.qname('message')?.local ?? '');
          const headers = new Set([...(io?.elements(NS.soap11, 'header') ?? []), ...(io?.elements(NS.soap12, 'header') ?? [])].map((h) => h.attr('part')));
          const inBody = new Set(listed.split(/\s+/));
          return (message?.elements(NS.wsdl, 'part') ?? []).some((part) => !inBody.has(part.attr('name') ?? '') && !headers.has(part.attr('name')));
        }),
      ),
    ),
  );
}

describe.skipIf(!AVAILABLE || GENERATED.length === 0)('zeep built from the original WSDL calls the generated server', () => {
  it.each(GENERATED.map(([key]) => key))(
    '%s: every operation over every SOAP binding',
    async (key) => {
      const { service, server, calls, bindings } = running.get(key)!;
      const { model } = service;
      const sent = model.operations.filter(zeepSends(model));
      const requests = sent.map((op) => [op.name, zeepRequest(model, op)] as const);
      const file = GENERATED.find(([k]) => k === key)![1];
      const address = `${server.origin}${model.service.path}`;
      let used = bindingCalls(model, bindings, server.origin, requests);
      const fromServed = async (): Promise<Awaited<ReturnType<typeof zeepFromWsdl>>['results']> => {
        const served = join(ROOT, 'test/.generated', GROUP, `${GENERATED.findIndex(([k]) => k === key)}.served.wsdl`);
        writeFileSync(served, await (await fetch(`${address}?WSDL`)).text());
        used = bindingCalls(model, await soapBindings(served, false), server.origin, requests);
        calls.length = 0;
        return (await zeepFromWsdl(served, address, used, requests, 120_000)).results;
      };
      const partsLeftOut = await bodyListsParts(file);
      const results = await zeepFromWsdl(file, address, used, requests, 120_000).then(
        // zeep leaves out, without a word, an operation whose body element it does not find: one no
        // document declares, or one of a schema in a draft of XML Schema before 2001, which zeep does not read.
        // Nor does it read a soap:body's `parts`: it sends every part no header takes.
        (r) =>
          partsLeftOut || Object.values(r.results).some((outcomes) => outcomes.some((o) => /Service has no operation/.test(o.error ?? '')))
            ? fromServed()
            : r.results,
        async (error: Error) => {
          // Or the original imports the SOAP encoding or envelope schema from its web address, which tests do not reach,
          // or names its port type with a colon (name="http:x"), which is no XML name and zeep reads as a prefix,
          // or imports a WSDL importing it back, or declaring a binding of its own, whose bindings zeep then does not see,
          // or restricts SOAP 1.2 encoding's Array (as gSOAP writes it), a schema zeep does not know,
          // or binds a header without the use attribute WSDL requires of it, where zeep fails reading the binding,
          // or refers to a type, element or message no document declares (or misspells a schema
          // element: <xs:simpletype>, or an xs:include without schemaLocation, or puts an element of
          // no schema namespace, or of WSDL's, in a content model, or an xs:extension straight in an
          // xs:complexType, or an xs:all after another particle of one (zeep reads the first particle
          // and takes what follows for attributes), or a schema component written in no namespace: an unprefixed <complexType>
          // where no default namespace is declared), which soapgen reads as anyType or leaves out and zeep refuses,
          // or writes its schema in the 1999 draft of XML Schema, which zeep does not read.
          if (
            !/zeep\.exceptions\.XMLParseError: (The namespace defined on the xsd:import doesn't match|No namespace defined for '\w+' \('\w+:[\w.-]+'\))|host='schemas\.xmlsoap\.org'.*\/soap\/(encoding|envelope)\/|No binding found with the given QName\. Available bindings are: |No schema available for the namespace 'http:\/\/www\.w3\.org\/2003\/05\/soap-encoding'|Unexpected element (\w+|\{[^}]*\}\w+) in xsd:(sequence|choice)|Unexpected tag `\{http:\/\/www\.w3\.org\/2001\/XMLSchema\}(extension|all)`/.test(
              error.message,
            ) &&
            !/zeep\.exceptions\.(LookupError: (No type|No element|Unable to resolve)|NamespaceError: Unable to resolve (type|element))|NotImplementedError: schemaLocation is required|_parse_header_element[\s\S]*KeyError: 'use'|ValueError: No visitor defined for '(\{http:\/\/www\.w3\.org\/(2001|1999)\/XMLSchema\}|\w+')|IndexError: No definition '[^']+' in '(messages|port_types|bindings)' found/.test(
              error.message,
            )
          )
            throw error;
          return fromServed();
        },
      );
      expect(Object.keys(results).sort()).toEqual(Object.keys(used).sort());
      for (const [binding, outcomes] of Object.entries(results)) {
        used[binding]!.calls!.forEach(([operation], i) => {
          const outcome = outcomes[i] ?? {};
          // zeep reads a bare response's Body by its first element: of an empty one (its parts all headers) it fails, the handler reached.
          const op = operationOf(model, binding, operation);
          if (emptyBareResponse(op) && /IndexError: list index out of range/.test(outcome.error ?? '')) return;
          const misread = ZEEP_MISREADS[key];
          if (misread?.operation === operation) return expect(outcome.error, `zeep misreads ${operation}: ${misread.why}`).toMatch(misread.error);
          expect({ binding, operation, answered: 'result' in outcome, fault: outcome.fault, error: outcome.error }).toEqual({
            binding,
            operation,
            answered: true,
            fault: undefined,
            error: undefined,
          });
        });
      }
      expect(calls.length).toBe(Object.values(used).reduce((n, b) => n + b.calls!.length, 0));
    },
    120_000,
  );
});

/** The operation a binding carries under its port type's name for it. */
function operationOf(model: Model, binding: string, name: string): Model['operations'][number] {
  const b = SOAP_TRANSPORT_IDS.flatMap((t) => model.service.wsdl.bindings[t]).find((x) => x.name === binding)!;
  const carried = bindingOperations(model.service.wsdl, b);
  return model.operations.find((o) => carried.includes(o.name) && o.wsdl.name === name)!;
}

/**
 * Whether a node-soap server can answer the operation. It routes a document-style request by its
 * action before its Body's first element, hands the handler that element alone, and writes one
 * response element: of bare messages it serves only those of one request part and at most one
 * response part (or none).
 */
const nodeSoapServes =
  (model: Model, messages: ReadonlyMap<string, NodeSoapMessage>) =>
  (op: OperationModel, index: number): boolean =>
    reachedByNodeSoap(model, op) &&
    // The first operation of a SOAPAction gets every request of it (another's body element or not).
    !model.operations.slice(0, index).some((o) => o.soapAction !== '' && o.soapAction === op.soapAction) &&
    nodeSoapFindsMessage(model, op, messages) &&
    (op.bare
      ? op.params.length === 1 &&
        // A body element in no namespace (a part declared by type=) breaks node-soap's parser before any handler.
        op.params[0]!.namespace !== '' &&
        (op.result !== undefined || op.results.length <= 1)
      : true);

/**
 * Whether node-soap routes the operation's action over the transport. It reads the SOAPAction
 * header alone (not SOAP 1.2's action parameter, which the client sends instead) and keeps one
 * action per port type operation, its last binding's: an operation whose SOAP 1.1 bindings name
 * another (esendex's SendService) is found by no method there.
 */
const nodeSoapKnowsAction =
  (definitions: NodeSoapDefinitions, transport: 'soap11' | 'soap12') =>
  (op: OperationModel): boolean => {
    const action = soapActionOf(op, transport).soapAction;
    if (transport !== 'soap11' || action === '') return true;
    const kept = Object.values(definitions.bindings).find((b) => b.methods[op.name])?.methods[op.name]?.soapAction;
    return kept === undefined || kept === action;
  };

/** Whether some binding of the transport carries the operation (a port type may be bound over one SOAP version only). */
const offeredOver =
  (model: Model, transport: 'soap11' | 'soap12') =>
  (op: OperationModel): boolean =>
    model.service.wsdl.bindings[transport].some((b) => bindingOperations(model.service.wsdl, b).includes(op.name));

/**
 * node-soap answers a path through the first port at it: an operation is reached where no earlier
 * port at the path of a port carrying it is of a binding that does not carry it (ports of two port
 * types at one address), and where the first port at the path the generated client sends it to
 * (the service's, where some port there carries it) carries it.
 */
function reachedByNodeSoap(model: Model, op: OperationModel): boolean {
  const { wsdl } = model.service;
  const ports = SOAP_TRANSPORT_IDS.filter((t) => model.service.transports.includes(t)).flatMap((t) =>
    wsdl.bindings[t].flatMap((b) => b.ports.map((p) => ({ path: p.path.toLowerCase(), carries: bindingOperations(wsdl, b).includes(op.name) }))),
  );
  const servicePath = model.service.path.toLowerCase();
  const sentTo = ports.some((p) => p.path === servicePath && p.carries) ? servicePath : undefined;
  const firstThere = sentTo === undefined ? undefined : ports.find((p) => p.path === sentTo);
  return ports.some((p, i) => p.carries && ports.findIndex((q) => q.path === p.path) === i) && (firstThere === undefined || firstThere.carries);
}

/**
 * node-soap reads a request's schema by its body element's name: a name of `messages` (below), or
 * the operation it names without a Request (Response, Solicit) suffix. Any other name (zeep's
 * soap_header.wsdl, whose input message declares its header parts before its body part) fails in
 * its parser before any handler is called; and it takes the message's first part for the body, so
 * a message whose first part is one of the request's headers (CXF's cxf4130.wsdl) fails there too.
 * A name without a suffix it reads by the operation's output message: a one-way rpc operation
 * (Apache Axis 1's oneway.wsdl) has none, and fails there as well.
 */
function nodeSoapFindsMessage(model: Model, op: OperationModel, messages: ReadonlyMap<string, NodeSoapMessage>): boolean {
  const element = op.request.element;
  const named = element.replace(/(Request|Response|Solicit)$/, '');
  const direct = messages.get(element);
  // An unsuffixed name is read by the output message, which a one-way operation lacks.
  if (direct === undefined && op.response === undefined && !/(Request|Solicit)$/.test(element)) return false;
  const message = direct ?? (model.operations.some((o) => o.name === named) ? messages.get(op.wsdl.input.message) : undefined);
  if (message === undefined) return false;
  // A header part of the body message is matched by its part's name; one of the body's own element reads as the body.
  return !op.requestHeaders.some((h) => h.wsdl.part === message.firstPart && h.name !== element);
}

/** A WSDL message as node-soap finds it: its name and its first part's, which it takes for the body. */
interface NodeSoapMessage {
  readonly name: string;
  readonly firstPart?: string;
}

/**
 * The messages by the names node-soap finds one by: its own, and the local name of its first
 * part's element (node-soap takes a message's first part for its body).
 */
async function nodeSoapMessageNames(file: string): Promise<Map<string, NodeSoapMessage>> {
  const { wsdls } = await loadDocuments(file, { offline: true });
  const names = new Map<string, NodeSoapMessage>();
  for (const message of wsdls.flatMap((defs) => defs.elements(NS.wsdl, 'message'))) {
    const part = message.first(NS.wsdl, 'part');
    const found: NodeSoapMessage = { name: message.attr('name') ?? '', ...(part ? { firstPart: part.attr('name') ?? '' } : {}) };
    names.set(found.name, found);
    const element = part?.attr('element');
    const local = element?.replace(/^[^:]*:/, '');
    if (local !== undefined && !names.has(local)) names.set(local, found);
  }
  return names;
}

/** What node-soap read of the original: its bindings' operations and the response element each is answered with. */
interface NodeSoapDefinitions {
  readonly bindings: Record<
    string,
    {
      readonly methods: Record<string, { readonly soapAction?: string; readonly output?: { readonly targetNamespace?: string } }>;
      /** By request element: the name node-soap gives the response element. */
      readonly topElements: Record<string, { readonly outputName: string }>;
    }
  >;
}

/**
 * Whether node-soap writes the operation's response element (the wrapper, a bare result's element)
 * itself as the WSDL has it; the elements below it are the handler's (nodeSoapAnswer). It writes an
 * rpc response in the WSDL's targetNamespace whatever soap:body's namespace, named after the request
 * element; a document one as it read the output message's element, which for some originals is no
 * name or another element's, or in no namespace (an element no document declares among them).
 * Other calls are only checked to reach node-soap's handler.
 */
function nodeSoapNamesResponse(model: Model, op: OperationModel, definitions: NodeSoapDefinitions, targetNamespace: string): boolean {
  if (!op.response) return true;
  const namespace = op.response.namespace ?? model.service.namespace;
  // node-soap keeps one operation of a name across the WSDL and its imports: an rpc operation
  // sharing its name with another port type's is answered with that one's response element.
  const shared = model.operations.some((o) => o !== op && o.wsdl.name === op.wsdl.name);
  if (model.service.style === 'rpc') return !shared && targetNamespace === namespace && op.response.element === `${op.request.element}Response`;
  return Object.values(definitions.bindings).some(
    (b) => b.topElements[op.request.element]?.outputName === op.response!.element && b.methods[op.name]?.output?.targetNamespace === namespace,
  );
}

/**
 * The response node-soap's handler gives for an operation: the wrapper's children (a bare result's
 * content), as node-soap takes them (zeep's shapes, each element keyed for its namespace). node-soap
 * writes an rpc response's parts under the wrapper's prefix whatever their keys, except raw XML
 * (`$xml`), so there they are written by node-soap's own `objectToXML` and handed over as such.
 */
function nodeSoapAnswer(model: Model, op: OperationModel, write: (parts: object) => string): unknown {
  if (!op.response) return undefined;
  if (op.bare && op.result) return nodeSoapValue(model, op.result);
  const attributes = attributeSamples(model, op.responseAttributes, nodeSoapValue);
  const parts = Object.fromEntries([
    ...(attributes.length ? [['attributes', nodeSoapAttributes(op.responseAttributes.map((a, i) => [a, attributes[i]![1]]))]] : []),
    ...(op.result ? [nodeSoapEntry(model, op.result)] : firstAlternativeResults(op).map((f) => nodeSoapEntry(model, f))),
  ]);
  return model.service.style === 'rpc' ? { $xml: write(parts) } : parts;
}

/**
 * The request the generated client sends (handlerValue's samples) as node-soap reads it: by local
 * names, the text of each element (nodeSoapValue's, without its keys' prefixes and declarations),
 * attributes under `attributes`; a bare part its content.
 */
function nodeSoapRequest(model: Model, op: OperationModel): unknown {
  if (op.bare) return plain(nodeSoapValue(model, op.params[0]!));
  const attributes = attributeSamples(model, op.requestAttributes, nodeSoapValue);
  return plain(
    Object.fromEntries([
      ...(attributes.length ? [['attributes', nodeSoapAttributes(op.requestAttributes.map((a, i) => [a, attributes[i]![1]]))]] : []),
      ...firstAlternativeParams(op).map((p) => nodeSoapEntry(model, p)),
    ]),
  );
}

/** A value node-soap is given to write, as it reads one: keys by local name, no namespace declarations, a text without attributes as the text. */
function plain(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(plain);
  if (value === null || typeof value !== 'object') return value;
  const local = (key: string): string => key.replace(/^[^:]*:/, '');
  const declared = ((value as { attributes?: unknown }).attributes ?? {}) as Record<string, string>;
  // A text whose prefix the element declares is a QName (xsi:type's, or a QName value's): the prefix is the writer's, so it is read as {namespace}local.
  const qname = (text: unknown): unknown => {
    const namespace = typeof text === 'string' ? declared[`xmlns:${text.slice(0, text.indexOf(':'))}`] : undefined;
    return namespace === undefined ? text : `{${namespace}}${local(text as string)}`;
  };
  const entries = Object.entries(value).flatMap(([key, v]): [string, unknown][] => {
    if (key === '$value') return [[key, qname(v)]];
    if (key !== 'attributes') return [[local(key), plain(v)]];
    const attributes = Object.entries(declared).filter(([a]) => a !== 'xmlns' && !a.startsWith('xmlns:'));
    return attributes.length ? [['attributes', Object.fromEntries(attributes.map(([a, text]) => [local(a), qname(text)]))]] : [];
  });
  return entries.length === 1 && entries[0]![0] === '$value' ? entries[0]![1] : Object.fromEntries(entries);
}

/**
 * Where node-soap read otherwise than was sent (a path, '' at the top), or undefined where it read
 * what was sent: node-soap converts the text of a type it knows to be a number, boolean or date,
 * makes a list of one item its item unless the schema repeats it, an empty element null, keeps
 * attributes as written (and more of them: xsi:type) and text beside attributes under `$value`; a
 * QName's text keeps the sender's prefix.
 */
function misread(got: unknown, sent: unknown, path = ''): string | undefined {
  if (Array.isArray(sent)) {
    const items = Array.isArray(got) ? got : [got];
    if (items.length !== sent.length) return `${path}: ${items.length} items`;
    return sent.map((item, i) => misread(items[i], item, `${path}[${i}]`)).find((m) => m !== undefined);
  }
  if (sent !== null && typeof sent === 'object') {
    // An empty element node-soap reads as nothing, or as an empty text (an rpc wrapper without parts).
    if (got === null || got === undefined || got === '') return Object.keys(sent).length === 0 ? undefined : `${path}: nothing`;
    if (typeof got !== 'object') return `${path}: not an object`;
    // A SOAP-encoded array's items may be named anything.
    const [only, ...more] = Object.keys(sent);
    const others = Object.keys(got).filter((k) => k !== 'attributes');
    if (only !== undefined && more.length === 0 && Array.isArray((sent as Record<string, unknown>)[only]) && !(only in got) && others.length === 1)
      return misread((got as Record<string, unknown>)[others[0]!], (sent as Record<string, unknown>)[only], `${path}/${others[0]}`);
    const attributes = (got as { attributes?: object }).attributes ?? {};
    const byLocal = Object.fromEntries(Object.entries(attributes).map(([a, v]) => [a.replace(/^[^:]*:/, ''), v]));
    return Object.entries(sent)
      .map(([key, v]) => (key === 'attributes' ? misread(byLocal, v, `${path}@`) : misread((got as Record<string, unknown>)[key], v, `${path}/${key}`)))
      .find((m) => m !== undefined);
  }
  if (got !== null && typeof got === 'object' && '$value' in got) return misread(got.$value, sent, path);
  const text = String(sent);
  return readAs(got, text) ? undefined : `${path}: ${inspect(got)} for ${JSON.stringify(text)}`;
}

/** Whether node-soap's reading of a sent text is that text: converted by its type, a QName's prefix aside. */
function readAs(got: unknown, text: string): boolean {
  if (typeof got === 'number') return got === Number(text);
  if (typeof got === 'boolean') return got === (text === 'true' || text === '1');
  // node-soap reads a type named dateTime or date as a date whatever its namespace: of another such type, no date.
  if (got instanceof Date) return got.getTime() === new Date(text).getTime() || (Number.isNaN(got.getTime()) && Number.isNaN(new Date(text).getTime()));
  const qname = /^\{[^}]*\}(.+)$/.exec(text);
  if (qname && typeof got === 'string') return got.replace(/^[^:]*:/, '') === qname[1];
  return got === text;
}

/** What the generated client resolves to for that answer: the handler's decoded values. */
function clientResult(model: Model, op: OperationModel): unknown {
  if (op.result) return handlerValue(model, op.result);
  return hasResults(op) ? resultsValue(model, op) : undefined;
}

/** Whether the response wrapper holds anything: results, a choice of them, or attributes. */
function hasResults(op: OperationModel): boolean {
  return op.results.length > 0 || op.resultContent !== undefined || op.responseAttributes.length > 0;
}

/** The handler's results: of a choice the first alternative, and the response wrapper's attributes. */
function resultsValue(model: Model, op: OperationModel): object {
  return Object.fromEntries([
    ...firstAlternativeResults(op).map((f) => [f.name, handlerValue(model, f)]),
    ...attributeSamples(model, op.responseAttributes, handlerValue),
  ]);
}

const nodeSoapCalls = { checked: 0, unchecked: 0 };

/**
 * Generated WSDLs of which a node-soap server built from the original answers no operation, with
 * why (this direction checks nothing of them). Each listed must answer none, so that one node-soap
 * comes to serve fails here and leaves the list.
 */
const NODE_SOAP_SERVES_NONE: Readonly<Record<string, string>> = {
  // Its own port's binding and port type are empty; its one operation is bound by the imported
  // registration-common.wsdl, whose port has the same address. node-soap answers an address through
  // the first port there, which has no operations. registration-common.wsdl's own entry calls
  // registerUser on a node-soap server built from it.
  'node-soap/wsdl/complex/registration.wsdl': 'the first port at its address has no operations',
  // node-soap finds the method of an empty Body by nothing and fails reading its style.
  'own/axis2/DefaultAxis2DataLocatorDemoService.wsdl': 'its one operation has no request part (an empty Body)',
  'own/wasabi/no_message_parts.wsdl': 'its one operation has no request part (an empty Body)',
  // node-soap routes by the SOAPAction first, to the first method having it.
  'own/php-soap-bugs/bug42086.wsdl':
    'its operations share one SOAPAction; the first has a request part declared by type= (a body element in no namespace), two have none',
  'own/wasabi/multiple_parts_in_message.wsdl': 'its operations share one SOAPAction; the first has two request parts',
  // node-soap looks up the schema of a request by its body element's name, finds no message of that
  // name and fails in its parser (reading `description` of undefined) before any handler.
  'node-soap/wsdl/wsdl_with_restriction_attributes.wsdl':
    'its request part is declared by type=, so its body element is named after the part, which names no message',
  'own/php-soap-bugs/bug47049.wsdl': 'its request parts are declared by type=, so its body elements are named after the parts, which name no message',
  'own/kdsoap/date_example.wsdl': 'its request part is declared by type=, so its body element is named after the part, which names no message',
  // Nor, for a name without a Request suffix, the output message of a one-way operation.
  'own/php-soap-bugs/gh15711.wsdl': 'its one operation is one-way rpc, its request element named after it, so node-soap looks for an output message',
  'own/strong-soap/rpc_encoded_test.wsdl': 'its one operation is one-way rpc, its request element named after it, so node-soap looks for an output message',
  'own/strong-soap/rpc_literal_test.wsdl': 'its one operation is one-way rpc, its request element named after it, so node-soap looks for an output message',
  'zeep/tests/wsdl_files/soap_header.wsdl':
    "its input message declares its header parts before its body part, and node-soap takes a message's first part for its body",
  'own/cxf/cxf4130.wsdl': "its input message declares its header part before its body part, and node-soap takes a message's first part for its body",
  // node-soap hands the handler the Body's first element alone and writes one response element.
  'node-soap/wsdl/builtin_types.wsdl': 'Operation has 44 request parts, StringOperation two response parts',
  'own/camel/order.wsdl': 'its one operation has three request parts',
  'own/strong-soap/doc_literal_test.wsdl': 'its one operation has two request parts',
};

describe.skipIf(GENERATED.length === 0)('the generated client calls a node-soap server built from the original WSDL', () => {
  afterAll(() =>
    console.log(
      `node-soap servers: ${nodeSoapCalls.checked} calls decoded as answered, ${nodeSoapCalls.unchecked} reaching handlers whose response element node-soap names or places otherwise than the WSDL`,
    ),
  );

  it.each(GENERATED.map(([key]) => key))(
    '%s: every operation over every SOAP binding',
    async (key) => {
      const { service, targetNamespace, dangling } = running.get(key)!;
      const { model } = service;
      const file = GENERATED.find(([k]) => k === key)![1];
      const received: string[] = [];
      // What node-soap handed each handler, in call order.
      const handed: unknown[] = [];
      const operations = Object.fromEntries(
        model.operations.map((op) => [
          op.name,
          function (this: { wsdl: { objectToXML(obj: object, name: null, prefix: string, namespace: string): string } }, args: unknown) {
            received.push(op.name);
            handed.push(args);
            return nodeSoapAnswer(model, op, (parts) => this.wsdl.objectToXML(parts, null, '', ''));
          },
        ]),
      );
      const transports = model.service.transports.filter((t) => t !== 'httpPost') as ('soap11' | 'soap12')[];
      // node-soap finds an operation by its port and calls the handler of its WSDL name: each port's
      // are its binding's operations, by their names in its port type.
      const services: IServices = Object.fromEntries([model.service.name, ...model.service.wsdl.services.map((g) => g.name)].map((name) => [name, {}]));
      for (const b of transports.flatMap((t) => model.service.wsdl.bindings[t])) {
        const carried = bindingOperations(model.service.wsdl, b);
        const handlers = Object.fromEntries(model.operations.filter((op) => carried.includes(op.name)).map((op) => [op.wsdl.name, operations[op.name]!]));
        for (const port of b.ports) services[port.service ?? model.service.name]![port.name] = handlers;
      }
      const module = await service.load<Record<string, new (options: object) => Record<string, (request: unknown) => Promise<unknown>>>>('client');
      const Client = Object.entries(module).find(([name]) => name === model.service.ts.client)![1];
      const outcomes: [got: object, want: object, checked: boolean][] = [];
      // node-soap answers in one SOAP version per server (forceSoap12Headers), so a server per transport.
      // node-soap answers one path per listen: the service's, and each port's of its own.
      const paths = [...new Set([model.service.path, ...transports.flatMap((t) => model.service.wsdl.bindings[t].flatMap((b) => b.ports.map((p) => p.path)))])];
      const nodeSoap = async (transport: 'soap11' | 'soap12', wsdl: string): Promise<{ http: Server; definitions: NodeSoapDefinitions }> => {
        const http: Server = createServer();
        await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
        try {
          let definitions: NodeSoapDefinitions | undefined;
          for (const path of paths)
            await new Promise<void>((resolve, reject) => {
              const server = listen(http, {
                path,
                services,
                xml: readFileSync(wsdl, 'utf8'),
                uri: wsdl,
                forceSoap12Headers: transport === 'soap12',
                callback: (error: unknown) => {
                  if (error) return reject(error as Error);
                  // What node-soap read of the WSDL, kept private in its types.
                  definitions = (server as unknown as { wsdl: { definitions: NodeSoapDefinitions } }).wsdl.definitions;
                  resolve();
                },
              });
            });
          return { http, definitions: definitions! };
        } catch (error) {
          await new Promise<void>((resolve) => http.close(() => resolve()));
          throw error;
        }
      };
      let expected = 0;
      for (const transport of transports) {
        // Or the original imports the SOAP encoding or envelope schema from its web address, which tests do not reach,
        // or refers to what no document declares, which node-soap cannot read, or writes a transport
        // node-soap does not take for SOAP over HTTP: the served WSDL then.
        const served = async (): Promise<string> => {
          const path = join(ROOT, 'test/.generated', GROUP, `${GENERATED.findIndex(([k]) => k === key)}.node-soap.wsdl`);
          writeFileSync(path, await (await fetch(`${running.get(key)!.server.origin}${model.service.path}?WSDL`)).text());
          return path;
        };
        let wsdl = (await nodeSoapSeesPorts(file)) ? file : await served();
        const { http, definitions } = await nodeSoap(transport, wsdl).catch(async (error: Error) => {
          if (!/ENOTFOUND schemas\.xmlsoap\.org/.test(error.message) && !dangling) throw error;
          wsdl = await served();
          return nodeSoap(transport, wsdl);
        });
        const answered = model.operations
          .filter(nodeSoapServes(model, await nodeSoapMessageNames(wsdl)))
          .filter(offeredOver(model, transport))
          .filter(nodeSoapKnowsAction(definitions, transport));
        expected += answered.length;
        try {
          const address = http.address();
          if (address === null || typeof address === 'string') throw new Error('no port');
          const client = new Client({ baseUrl: `http://127.0.0.1:${address.port}`, transport, timeoutMs: 10_000 });
          for (const op of answered) {
            const request = Object.fromEntries([
              ...firstAlternativeParams(op).map((p) => [p.name, handlerValue(model, p)]),
              ...attributeSamples(model, op.requestAttributes, handlerValue),
            ]);
            const result = await client[op.method]!(request).then(
              (value) => ({ value }),
              (error: unknown) => ({ error: String(error) }),
            );
            outcomes.push([
              { transport, operation: op.name, ...result },
              { transport, operation: op.name, value: clientResult(model, op) },
              nodeSoapNamesResponse(model, op, definitions, targetNamespace),
            ]);
          }
        } finally {
          await new Promise<void>((resolve) => http.close(() => resolve()));
        }
      }
      expect(received.length).toBe(expected);
      received.forEach((operation, i) => {
        const op = model.operations.find((o) => o.name === operation)!;
        const sent = nodeSoapRequest(model, op);
        expect({ operation, misread: misread(handed[i], sent) }, `what node-soap read of the request of ${operation}`).toEqual({
          operation,
          misread: undefined,
        });
      });
      // A run calling nothing checks nothing: only a WSDL listed with why may make none.
      if (key in NODE_SOAP_SERVES_NONE) expect(received, `node-soap answers no operation of ${key}: ${NODE_SOAP_SERVES_NONE[key]}`).toEqual([]);
      else expect(received.length, `node-soap answers some operation of ${key}, or it is listed in NODE_SOAP_SERVES_NONE with why not`).toBeGreaterThan(0);
      for (const [got, want, checked] of outcomes) if (checked) expect(got).toEqual(want);
      nodeSoapCalls.checked += outcomes.filter(([, , checked]) => checked).length;
      nodeSoapCalls.unchecked += outcomes.filter(([, , checked]) => !checked).length;
    },
    120_000,
  );
});
