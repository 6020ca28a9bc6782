/**
 * What generated code tells the runtime about a service: its identity and, per operation, the
 * precompiled codecs. The server and the client both run from this one description.
 */
import type { FaultBinding } from './faults.js';
import type { FormReader, FormWriter } from './form.js';
import type { Fields } from './xml/decode.js';

import type { Transport } from './transports.js';

export type { Transport } from './transports.js';

export interface OperationBinding<Request, Result, Method extends string = string, RequestHeaders = undefined, ResponseHeaders = undefined> {
  readonly name: string;
  /** The handler's (and client's) method for this operation, e.g. `getAreaList`. */
  readonly method: Method;
  /** SOAP 1.1 SOAPAction / SOAP 1.2 action; "" when the WSDL gives none (requests are then routed by body element). */
  readonly soapAction: string;
  /** Root element of the bare HTTP POST response. */
  readonly httpPostRoot: string;
  /** The `<OpResult>` element: minOccurs="1" (required) and nillable="true" (null is xsi:nil). */
  readonly result: { readonly required: boolean; readonly nillable: boolean };
  /** Fields of the request element (`<Op>`) → request; the inverse of `encodeRequest`. */
  readonly decodeRequest: (fields: Fields) => Request;
  /** Request → children of the `<Op>` element. */
  readonly encodeRequest: (request: Request) => string;
  /** Result → content of `<OpResult>` (or of the HTTP POST root). */
  readonly encodeResult: (result: NonNullable<Result>) => string;
  /** Fields of `<OpResult>` (or of the HTTP POST root) → result. */
  readonly decodeResult: (fields: Fields) => NonNullable<Result>;
  /** The SOAP header blocks the request may carry: the ones the server understands. */
  readonly requestHeaders?: HeadersBinding<RequestHeaders>;
  /** The SOAP header blocks the response may carry. */
  readonly responseHeaders?: HeadersBinding<ResponseHeaders>;
  /** Its declared faults: what a handler may throw, with a typed detail. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each fault has its own detail type
  readonly faults?: readonly FaultBinding<any>[];
  /** Present when the operation is offered over HTTP POST (all parameters are simple). */
  readonly form?: {
    readonly decode: (form: FormReader) => Request;
    readonly encode: (request: Request, form: FormWriter) => FormWriter;
  };
}

/**
 * An operation's declared SOAP header blocks, read and written as one object whose properties are
 * the blocks (like a request's parameters): each block an element of the service's namespace.
 */
export interface HeadersBinding<Headers> {
  /** The blocks' element names, in declaration order. */
  readonly names: readonly string[];
  /** The Header's blocks → headers (a required block that is absent is a DecodeError). */
  readonly decode: (fields: Fields) => Headers;
  /** Headers → the blocks, unprefixed: the Header element declares the service's namespace as default. */
  readonly encode: (headers: Headers) => string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- request and result types differ per operation; a table holds them all
export type AnyOperationBinding = OperationBinding<any, any, string, any, any>;

export interface ServiceBinding<Operations extends Readonly<Record<string, AnyOperationBinding>> = Readonly<Record<string, AnyOperationBinding>>> {
  readonly name: string;
  readonly namespace: string;
  /** Path of the service resource, e.g. `/api/Service.asmx`. */
  readonly path: string;
  /** The bindings the service offers (the WSDL's ports). */
  readonly transports: readonly Transport[];
  readonly operations: Operations;
}

/**
 * The business logic a binding's operations call, derived from the operation table: one method per
 * operation, named by its `method`, taking its request and the call's context. The generated
 * handler interface must be assignable to it, so handler and table cannot drift apart.
 */
export type HandlerOf<Operations, Context> = {
  readonly [
    K in keyof Operations as Operations[K] extends OperationBinding<infer _Q, infer _R, infer M, infer _IH, infer _OH> ? M : never
  ]: Operations[K] extends OperationBinding<infer Q, infer R, string, infer IH, infer OH>
    ? (request: Q, context: Context & HeadersContext<IH, OH>) => R | Promise<R>
    : never;
};

/**
 * What a handler's context holds of the call's SOAP headers: the request's declared blocks, and
 * an object to put response blocks on. `undefined` when the operation declares none.
 */
export interface HeadersContext<RequestHeaders, ResponseHeaders> {
  /** The request's declared header blocks (over HTTP POST, which carries none: `{}`). */
  readonly soapHeaders: RequestHeaders;
  /** Set the response's header blocks here; they are written when the handler's result is. */
  readonly responseSoapHeaders: ResponseHeaders extends undefined ? undefined : { -readonly [K in keyof ResponseHeaders]?: ResponseHeaders[K] };
}
