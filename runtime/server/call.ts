/**
 * One operation call: the first offered transport that matches the POST reads it (else 415), the
 * handler's method named by the operation's binding answers, and the transport writes the result
 * or, through `failed`, the failure.
 */
import { type AnyOperationBinding, type HandlerOf, type HeadersContext, type ServiceBinding, type Transport } from '../binding.js';
import { DeclaredFault } from '../faults.js';
import { isReusable, keepDerived } from '../reusable.js';
import { listOf, transport, TRANSPORT_IDS } from '../transports.js';
import { replaceUnencodable } from '../xml/escape.js';
import { portOffers } from '../ports.js';
import { header, Reply, textReply, type CoreRequest, type CoreResponse, type FaultCode, type OperationTable, type ServerTransport } from './exchange.js';
import { httpPostTransport } from './http-post.js';
import { operationTable } from './operation-table.js';
import { ReadFailure, soapTransport } from './soap.js';

/** Every server transport's wire code, by the id of its descriptor (runtime/transports.ts). */
const TRANSPORTS: Readonly<Record<Transport, ServerTransport>> = {
  soap11: soapTransport('1.1'),
  soap12: soapTransport('1.2'),
  httpPost: httpPostTransport,
};

/** What a handler learns about the call besides its parameters and SOAP headers. */
export interface CallContext {
  readonly requestId: string;
  readonly transport: Transport;
  readonly operation: string;
  readonly remoteAddress?: string | undefined;
  /** The HTTP headers. */
  readonly headers: CoreRequest['headers'];
}

/** A handler method's context: the call, with the SOAP header blocks the operation declares. */
export interface RequestContext<RequestHeaders = undefined, ResponseHeaders = undefined> extends CallContext, HeadersContext<RequestHeaders, ResponseHeaders> {}

/**
 * Thrown by a handler when the caller is at fault and the result type has no field to say so
 * (no ErrorCode): it becomes a Client (SOAP 1.2: Sender) fault instead of a Server one.
 */
export class ClientFault extends Error {
  override name = 'ClientFault';
}

/** What the call learnt on its way, for the exchange's record; filled in as it becomes known. */
export interface CallNotes {
  readonly requestId: string;
  transport?: Transport | undefined;
  operation?: string | undefined;
  result?: unknown;
}

export interface Caller {
  /** Answers the POST; throws a Reply when the request cannot be read, anything else when the handler or encoder fails. */
  call(request: CoreRequest, subPath: string | undefined, notes: CallNotes): Promise<CoreResponse>;
  /** The response to a handler or encoder failure, in the shape of the transport the call came by. */
  failed(thrown: unknown, notes: CallNotes): { readonly response: CoreResponse; readonly error: string };
}

export function caller<Operations extends Readonly<Record<string, AnyOperationBinding>>>(
  binding: ServiceBinding<Operations>,
  handler: HandlerOf<Operations, CallContext>,
): Caller {
  // An operation served as another is never routed to: its requests are that one's.
  const operations = Object.values(binding.operations).filter((op) => op.servedAs === undefined);
  const table = operationTable(binding, operations);
  const offered = binding.transports.map((t) => TRANSPORTS[t]);
  const ways = listOf(
    TRANSPORT_IDS.filter((t) => binding.transports.includes(t)).map((t) => transport(t).send(binding.path)),
    'or',
  );
  const methods = handler as unknown as Readonly<
    Record<string, (request: unknown, context: RequestContext<unknown, Record<string, unknown> | undefined>) => unknown>
  >;

  /** The transport a POST is for, or the reply saying what the service accepts. */
  function transportFor(request: CoreRequest, subPath: string | undefined): ServerTransport {
    const transport = offered.find((t) => t.match(request, subPath));
    if (transport) return transport;
    if (subPath !== undefined) throw textReply(404, `Not found: ${binding.path}/${subPath}. ${binding.name} does not offer HTTP POST.`);
    const contentType = header(request, 'content-type') ?? '';
    throw textReply(415, `Unsupported content type "${contentType}": send ${ways}.`);
  }

  /**
   * A reusable result (reusable.ts) never changes, so its answer over one transport is written
   * once and kept for as long as the result lives; other results are written each time.
   */
  const writers = new Map<string, (result: unknown) => CoreResponse>();
  function write(transport: ServerTransport, op: AnyOperationBinding, result: unknown): CoreResponse {
    if (!isReusable(result)) return transport.write(op, result, table);
    const key = `${transport.id} ${op.name}`;
    let writer = writers.get(key);
    if (!writer) writers.set(key, (writer = keepDerived((r: unknown) => transport.write(op, r, table))));
    return writer(result);
  }

  const offers = portOffers(binding);
  /** Each port's table of the operations it offers (by portOffers' set of them, one per port path), where it offers only some: operations of one request at other ports are told apart by the port. */
  const tables = new Map<ReadonlySet<string>, OperationTable>();
  function tableAt(over: ServerTransport, path: string): OperationTable {
    const here = offers.at(over.id, path);
    if (here === undefined) return table;
    let found = tables.get(here);
    if (!found)
      tables.set(
        here,
        (found = operationTable(
          binding,
          operations.filter((op) => here.has(op.name)),
        )),
      );
    return found;
  }
  /** The call read with the table of its port; one the port does not route is read with the service's, to say where it is offered. */
  function readAtPort(over: ServerTransport, request: CoreRequest, subPath: string | undefined): ReturnType<ServerTransport['read']> {
    const at = subPath === undefined ? tableAt(over, request.path) : table;
    if (at === table) return over.read(request, subPath, table);
    try {
      return over.read(request, subPath, at);
    } catch {
      return over.read(request, subPath, table);
    }
  }
  /** Throws the Client fault for an operation of another port type than the port's, naming where it is offered. */
  function offeredHere(over: ServerTransport, path: string, op: AnyOperationBinding): void {
    if (offers.at(over.id, path)?.has(op.name) !== false) return;
    const paths = offers.pathsOf(over.id, op.name);
    const where = paths.length ? `it is offered at ${listOf(paths, 'and')}` : `it is not offered over ${transport(over.id).title}`;
    const message = `Server did not recognize the operation ${op.name} at ${path}: ${where}.`;
    throw new Reply(over.fault('Client', 500, message), message);
  }

  return {
    async call(request, subPath, notes) {
      const transport = transportFor(request, subPath);
      notes.transport = transport.id;
      let read;
      try {
        read = readAtPort(transport, request, subPath);
      } catch (error) {
        if (error instanceof ReadFailure) notes.operation = error.op.name;
        throw error;
      }
      const { op } = read;
      notes.operation = op.name;
      if (subPath === undefined) offeredHere(transport, request.path, op);
      const method = methods[op.method];
      if (!method) throw new Error(`operation ${op.name} has no implementation`);
      const responseSoapHeaders: Record<string, unknown> | undefined = op.responseHeaders ? {} : undefined;
      const context: RequestContext<unknown, Record<string, unknown> | undefined> = {
        requestId: notes.requestId,
        transport: transport.id,
        operation: op.name,
        remoteAddress: request.remoteAddress,
        headers: request.headers,
        soapHeaders: read.soapHeaders,
        responseSoapHeaders,
      };
      const result = await method.call(handler, read.request, context);
      notes.result = result;
      // An answer with header blocks is the handler's for this call only: never kept.
      return responseSoapHeaders ? transport.write(op, result, table, responseSoapHeaders) : write(transport, op, result);
    },
    failed(thrown, notes) {
      const transport = notes.transport ? TRANSPORTS[notes.transport] : httpPostTransport;
      const declared = thrown instanceof DeclaredFault ? declaredFault(thrown, notes.operation, transport) : undefined;
      if (declared) return declared;
      // The caller gets the message, never a stack trace.
      const code: FaultCode = thrown instanceof ClientFault ? 'Client' : 'Server';
      const error = `Server was unable to process request. ---> ${(thrown as Error)?.message ?? String(thrown)}`;
      return { response: transport.fault(code, 500, error), error };
    },
  };

  /**
   * A fault the operation declares, as designed: its message as given and its detail element. One
   * it does not declare is answered like any other error (its detail type is not in the WSDL).
   */
  function declaredFault(
    fault: DeclaredFault<unknown>,
    operation: string | undefined,
    transport: ServerTransport,
  ): { response: CoreResponse; error: string } | undefined {
    const declared = operation === undefined ? undefined : table.byName(operation)?.faults?.find((f) => fault instanceof f.type);
    if (!declared) return undefined;
    let content: string;
    let attributes: string;
    try {
      content = declared.encode(fault.detail);
      attributes = declared.encodeAttributes?.(fault.detail) ?? '';
    } catch {
      return undefined; // a detail that does not match its type: answered as the error it is
    }
    const element = `<${declared.element} xmlns="${declared.namespace ?? binding.namespace}"${declared.xsiType ?? ''}${attributes}>${content}</${declared.element}>`;
    const code = fault.code === 'Client' ? 'Client' : 'Server';
    // A header fault's block goes in the Header; a fault about a header has no detail.
    const parts = declared.header ? { detail: null, header: element } : { detail: element };
    return { response: transport.fault(code, 500, replaceUnencodable(fault.message), parts), error: fault.message };
  }
}
