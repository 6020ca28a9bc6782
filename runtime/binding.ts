/**
 * What generated code tells the runtime about a service: its identity and, per operation, the
 * precompiled codecs. The server and the client both run from this one description.
 */
import type { FormReader, FormWriter } from './form.js';
import type { Fields } from './xml/decode.js';

/** The bindings a service may offer. */
export type Transport = 'soap11' | 'soap12' | 'httpPost';

export interface OperationBinding<Request, Result, Method extends string = string> {
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
  /** The SOAP header blocks the request may carry (the ones it must understand), in declaration order. */
  readonly requestHeaders?: readonly HeaderBinding[];
  /** The SOAP header blocks the response may carry. */
  readonly responseHeaders?: readonly HeaderBinding[];
  /** Present when the operation is offered over HTTP POST (all parameters are simple). */
  readonly form?: {
    readonly decode: (form: FormReader) => Request;
    readonly encode: (request: Request, form: FormWriter) => FormWriter;
  };
}

/** A declared SOAP header block: an element of its own in the envelope's Header, one property of the headers object. */
export interface HeaderBinding<Value = unknown> {
  /** The block's element name and namespace. */
  readonly name: string;
  readonly ns: string;
  /** minOccurs="1": a request without it is refused; a response without it is an error. */
  readonly required: boolean;
  /** The block's fields → value (a complex type's decoder, or a scalar's `value`). */
  readonly decode: (fields: Fields) => Value;
  /** Value → the content of the block's element. */
  readonly encode: (value: Value) => string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- request and result types differ per operation; a table holds them all
export type AnyOperationBinding = OperationBinding<any, any>;

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
  readonly [K in keyof Operations as Operations[K] extends OperationBinding<infer _Q, infer _R, infer M> ? M : never]:
    Operations[K] extends OperationBinding<infer Q, infer R, string> ? (request: Q, context: Context) => R | Promise<R> : never;
};
