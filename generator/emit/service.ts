/**
 * Emits the service's public faces: `handler.ts` (the interface business logic implements),
 * `server.ts` (binds a handler to the runtime's dispatcher), `client.ts` (a typed client) and
 * `index.ts`.
 */
import { Scope, StructureKind } from 'ts-morph';
import { listOf, transport } from '../../runtime/transports.js';
import { answersResults, type Model, type OperationModel } from '../model.js';
import type { GeneratedFile } from './file.js';
import { doc, member, requestHeadersType, requestType, responseHeadersType, responseType, str } from './names.js';
import { faultsOf } from './faults.js';
import { headersTypesOf, tablePorts } from './operations.js';
import { importFrom, renderTs, type Statement } from './typescript.js';
import { resultTs, typeImports } from './values.js';

const handlerName = (model: Model): string => model.service.ts.handler;
const clientName = (model: Model): string => model.service.ts.client;
const factoryName = (model: Model): string => model.service.ts.factory;

/** Imports of every request and result type the operations' signatures name. */
function operationTypes(model: Model, runtime: string): Statement[] {
  return typeImports(
    model,
    runtime,
    model.operations.flatMap((op) => (op.result ? [op.result.type] : [])),
    [
      ...model.operations.map((op) => requestType(op.ts)),
      ...model.operations.filter(answersResults).map((op) => responseType(op.ts)),
      ...model.operations.flatMap(headersTypesOf),
    ],
  );
}

/** `RequestContext`, or `RequestContext<OpRequestHeaders, OpResponseHeaders>` for an operation with SOAP headers. */
function contextType(op: OperationModel): string {
  if (!op.requestHeaders.length && !op.responseHeaders.length) return 'RequestContext';
  return `RequestContext<${op.requestHeaders.length ? requestHeadersType(op.ts) : 'undefined'}, ${op.responseHeaders.length ? responseHeadersType(op.ts) : 'undefined'}>`;
}

export function emitHandler(model: Model, runtime: string): GeneratedFile {
  return renderTs(model, 'handler.ts', [
    importFrom(`${runtime}server/dispatch.js`, ['RequestContext'], true),
    ...operationTypes(model, runtime),
    {
      kind: StructureKind.Interface,
      name: handlerName(model),
      isExported: true,
      docs: [
        `The business logic of ${model.service.name}: one method per operation, whatever the transport.\nA thrown error becomes a Server fault carrying its message; business failures belong in the result.`,
      ],
      // An operation served as another is answered by that one's method.
      methods: model.operations
        .filter((op) => op.servedAs === undefined)
        .map((op) => ({
          name: op.method,
          docs: doc(op.description),
          parameters: [
            { name: 'request', type: requestType(op.ts) },
            { name: 'context', type: contextType(op) },
          ],
          returnType: `Promise<${resultTs(op)}> | ${resultTs(op)}`,
        })),
    },
  ]);
}

export function emitServer(model: Model, runtime: string): GeneratedFile {
  return renderTs(model, 'server.ts', [
    importFrom(`${runtime}server/dispatch.js`, ['createSoapService'], false),
    importFrom(`${runtime}server/dispatch.js`, ['ServiceOptions', 'SoapService'], true),
    "import * as documents from './documents.js';",
    importFrom('./handler.js', [handlerName(model)], true),
    importFrom('./operations.js', ['binding']),
    {
      kind: StructureKind.Function,
      name: factoryName(model),
      isExported: true,
      docs: [
        `${model.service.name} over ${transportNames(model)}, with its WSDL and help pages, as a\n\`(request) => response\` function; serve it with \`createHttpServer\` from the runtime or mount it elsewhere.`,
      ],
      parameters: [
        { name: 'handler', type: handlerName(model) },
        { name: 'options', type: 'ServiceOptions', initializer: '{}' },
      ],
      returnType: 'SoapService',
      // The handler is checked against the operation table (HandlerOf): each operation calls its method.
      statements: ['return createSoapService(binding, handler, documents, options);'],
    },
  ]);
}

export function emitClient(model: Model, runtime: string): GeneratedFile {
  const withRequestHeaders = model.operations.filter((op) => op.requestHeaders.length);
  const withResponseHeaders = model.operations.filter((op) => op.responseHeaders.length);
  // Header blocks for every call: any operation's (one element name holds one type in every operation).
  const headers = withRequestHeaders.length ? `Partial<${withRequestHeaders.map((op) => requestHeadersType(op.ts)).join(' & ')}>` : undefined;
  // A client picks one of the ports the binding lists, by name, or by service and name where several services hold ports.
  const table = tablePorts(model);
  const byService = table.some((p) => p.service !== undefined)
    ? table.map((p) => `{ service: ${str(p.service ?? model.service.name)}; name: ${str(p.name)} }`)
    : [];
  const ports = [...new Set([...table.map((p) => str(p.name)), ...byService])].join(' | ');
  const everyCall = ports
    ? `ClientOptions<${headers ?? 'Readonly<Record<string, unknown>>'}, ${ports}>`
    : headers
      ? `ClientOptions<${headers}>`
      : 'ClientOptions';
  const callOptions = (op: OperationModel): string => (op.requestHeaders.length ? `CallOptions<${requestHeadersType(op.ts)}>` : 'CallOptions');
  return renderTs(model, 'client.ts', [
    importFrom(`${runtime}client/client.js`, ['SoapClient']),
    importFrom(`${runtime}client/client.js`, ['CallOptions', 'ClientOptions', ...(withResponseHeaders.length ? ['Exchange'] : [])], true),
    importFrom('./operations.js', ['binding', 'operations']),
    ...operationTypes(model, runtime),
    // The declared faults the calls reject with, importable from the client alone.
    ...(faultsOf(model).length
      ? [
          `export { ${faultsOf(model)
            .map((f) => f.ts)
            .join(', ')} } from './faults.js';`,
        ]
      : []),
    {
      kind: StructureKind.Class,
      name: clientName(model),
      isExported: true,
      docs: [`A typed client of ${model.service.name}. Failures (faults, HTTP errors, time-outs) reject with ServiceError.`],
      // Holds its SoapClient rather than extending it, so an operation may be called call or fetch.
      properties: [{ name: '#client', type: 'SoapClient', isReadonly: true }],
      ctors: [{ parameters: [{ name: 'options', type: everyCall }], statements: ['this.#client = new SoapClient(binding, options);'] }],
      methods: [
        ...model.operations.map((op) => ({
          name: op.method,
          scope: Scope.Public,
          // Its answer is another operation's: say so where the caller reads the method.
          docs: doc(
            op.servedAs === undefined
              ? op.description
              : `${op.description ? `${op.description}\n` : ''}Its requests are ${op.servedAs}'s, which no server can tell apart: the service answers it as ${op.servedAs}.`,
          ),
          parameters: [
            { name: 'request', type: requestType(op.ts) },
            { name: 'options', type: callOptions(op), hasQuestionToken: true },
          ],
          returnType: `Promise<${resultTs(op)}>`,
          statements: [`return this.#client.call(${member('operations', op.name)}, request, options);`],
        })),
        ...withResponseHeaders.map((op) => ({
          name: `${op.method}WithHeaders`,
          scope: Scope.Public,
          docs: [`${op.name}, returning the result with the response's SOAP header blocks.`],
          parameters: [
            { name: 'request', type: requestType(op.ts) },
            { name: 'options', type: callOptions(op), hasQuestionToken: true },
          ],
          returnType: `Promise<Exchange<${resultTs(op)}, ${responseHeadersType(op.ts)}>>`,
          statements: [`return this.#client.exchange(${member('operations', op.name)}, request, options);`],
        })),
      ],
    },
  ]);
}

function transportNames(model: Model): string {
  return listOf(model.service.transports.map((t) => transport(t).title));
}

export function emitIndex(model: Model): GeneratedFile {
  return renderTs(model, 'index.ts', [
    "export type * from './types.js';",
    `export type { ${handlerName(model)} } from './handler.js';`,
    `export { ${factoryName(model)} } from './server.js';`,
    `export { ${clientName(model)} } from './client.js';`,
    "export { binding, operations } from './operations.js';",
    ...(faultsOf(model).length ? ["export * from './faults.js';"] : []),
  ]);
}
