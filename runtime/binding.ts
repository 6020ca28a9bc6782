/**
 * What generated code tells the runtime about a service: its identity and, per operation, the
 * precompiled codecs. The server and the client both run from this one description.
 */
import type { FaultBinding } from './faults.js';
import type { FormReader, FormWriter } from './form.js';
import type { Fields } from './xml/decode.js';

import type { SoapTransport, Transport } from './transports.js';

export type { Transport } from './transports.js';

export interface OperationBinding<Request, Result, Method extends string = string, RequestHeaders = undefined, ResponseHeaders = undefined> {
  readonly name: string;
  /** The handler's (and client's) method for this operation, e.g. `getAreaList`. */
  readonly method: Method;
  /** SOAP 1.1 SOAPAction / SOAP 1.2 action; "" when the WSDL gives none (requests are then routed by body element). */
  readonly soapAction: string;
  /** The SOAP 1.2 bindings' action, where it is not the SOAP 1.1 bindings' `soapAction` (as esendex's and some Axis2 services publish). */
  readonly soap12Action?: string;
  /**
   * The operation whose method answers this one's requests, when the two cannot be told apart on
   * the wire (the same request element and action): the server routes none to this one.
   */
  readonly servedAs?: string;
  /** The request's body element, when it is not named after the operation (see `requestElement`). */
  readonly requestElement?: string;
  /** The response's body element, when it is not `<name>Response` (see `responseElement`). */
  readonly responseElement?: string;
  /** The response's body element's namespace, when it is not the service's. */
  readonly responseNamespace?: string;
  /** Set for an operation without a response: the server answers HTTP 202 without a body. */
  readonly oneWay?: true;
  /** Set for rpc/encoded: its messages are written and read with SOAP encoding (runtime/xml/soap-encoding.ts). */
  readonly encoded?: true;
  /**
   * Set for document/literal bare: no wrappers. The Body is read and written as the request's and
   * the response's element: its children are the parameters (the first is `requestElement`; none
   * for an empty Body, `requestElement` ''), and the result or the results.
   */
  readonly bare?: true;
  /** Bare: the first parameter's namespace, when it is not the service's ('' = unqualified); else the request wrapper's, when not the service's. */
  readonly requestNamespace?: string;
  /** Root element of the bare HTTP POST response (operations offered over HTTP POST). */
  readonly httpPostRoot?: string;
  /** The result's element in the response wrapper: minOccurs="1" (required) and nillable="true" (null is xsi:nil). */
  readonly result: ResultBinding;
  /** Fields of the request element → request; the inverse of `encodeRequest`. */
  readonly decodeRequest: (fields: Fields) => Request;
  /** Request → children of the request element. */
  readonly encodeRequest: (request: Request) => string;
  /** Request → the attributes of the request element, when it has some (they are properties of the request). */
  readonly encodeRequestAttributes?: (request: Request) => string;
  /** Results → the attributes of the response element, when it has some (they are properties of the results). */
  readonly encodeResponseAttributes?: (result: NonNullable<Result>) => string;
  /** Result → content of the result element (or of the HTTP POST root), or the response wrapper's children when `result.element` is null. */
  readonly encodeResult: (result: NonNullable<Result>) => string;
  /** Result → the attributes of the result element (or of the HTTP POST root), when its type has attributes. */
  readonly encodeResultAttributes?: (result: NonNullable<Result>) => string;
  /** Fields of the result element (or of the HTTP POST root, or of the response wrapper) → result. */
  readonly decodeResult: (fields: Fields) => Result;
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

/** How the response wrapper holds the result. */
export interface ResultBinding {
  readonly required: boolean;
  readonly nillable: boolean;
  /**
   * The result's element, when it is not `<name>Result`; null when the wrapper's children are the
   * result's own fields (several result elements, or none: a void result).
   */
  readonly element?: string | null;
  /** The result element's namespace, when it is not the service's ('' = unqualified). */
  readonly namespace?: string;
  /** rpc/encoded: what the result element's start tag says of its type (` xsi:type="xsd:int"`). */
  readonly xsiType?: string;
}

/** The action an operation's requests carry over a SOAP transport: its bindings' of that version. */
export const soapActionOf = (op: AnyOperationBinding, transport: SoapTransport): string =>
  transport === 'soap12' ? (op.soap12Action ?? op.soapAction) : op.soapAction;

/** The request's body element: the operation's name unless the binding names another. */
export const requestElement = (op: AnyOperationBinding): string => op.requestElement ?? op.name;

/** The response's body element: `<name>Response` unless the binding names another. */
export const responseElement = (op: AnyOperationBinding): string => op.responseElement ?? `${op.name}Response`;

/** The result's element in the response wrapper (`<name>Result` by default); null when the wrapper's children are the result's fields. */
export const resultElement = (op: AnyOperationBinding): string | null => (op.result.element === undefined ? `${op.name}Result` : op.result.element);

/**
 * An operation's declared SOAP header blocks, read and written as one object whose properties are
 * the blocks (like a request's parameters): each block an element of the service's namespace or another.
 */
export interface HeadersBinding<Headers> {
  /** The blocks' element names, in declaration order; `{namespace}name` for a block of another namespace than the service's. */
  readonly names: readonly string[];
  /** The Header's blocks → headers (a required block that is absent is a DecodeError). */
  readonly decode: (fields: Fields) => Headers;
  /** Headers → the blocks, unprefixed: the Header element declares the service's namespace as default. */
  readonly encode: (headers: Headers) => string;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- request and result types differ per operation; a table holds them all
export type AnyOperationBinding = OperationBinding<any, any, string, any, any>;

/** A WSDL port: its name, the further wsdl:service holding it (none for the service's own), the SOAP transport it offers and its path. */
export interface ServicePort {
  readonly name: string;
  readonly service?: string;
  readonly transport: Transport;
  readonly path: string;
  /** The operations its binding offers (its port type's), by name, when not all of them. */
  readonly operations?: readonly string[];
}

export interface ServiceBinding<Operations extends Readonly<Record<string, AnyOperationBinding>> = Readonly<Record<string, AnyOperationBinding>>> {
  readonly name: string;
  readonly namespace: string;
  /** Path of the service resource, e.g. `/api/Service.asmx`. */
  readonly path: string;
  /** The bindings the service offers (the WSDL's ports). */
  readonly transports: readonly Transport[];
  /** Set when some WSDL port has a path of its own or offers only some operations: every port, where the server answers it and a client may call it. */
  readonly ports?: readonly ServicePort[];
  /** Set when the encoded operations' encoding is SOAP 1.2's (the service offers SOAP 1.2 only); SOAP 1.1's otherwise. */
  readonly soap12Encoding?: true;
  /**
   * Set for rpc wrappers in no namespace (the WSDL's soap:body names none): written so, and read
   * so or in the service's namespace (node-soap sends them in the WSDL's targetNamespace).
   */
  readonly unqualifiedWrappers?: true;
  readonly operations: Operations;
}

/**
 * The business logic a binding's operations call, derived from the operation table: one method per
 * operation, named by its `method`, taking its request and the call's context. The generated
 * handler interface must be assignable to it, so handler and table cannot drift apart.
 */
export type HandlerOf<Operations, Context> = {
  readonly [
    K in keyof Operations as Operations[K] extends { readonly servedAs: string }
      ? never
      : Operations[K] extends OperationBinding<infer _Q, infer _R, infer M, infer _IH, infer _OH>
        ? M
        : never
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
