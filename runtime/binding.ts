/**
 * What generated code tells the runtime about a service: its identity and, per operation, the
 * precompiled codecs. The server and the client both run from this one description.
 */
import type { FormReader, FormWriter } from './form.js';
import type { XmlElement } from './xml/parse.js';

export interface OperationBinding<Request, Result> {
  readonly name: string;
  /** SOAP 1.1 SOAPAction / SOAP 1.2 action. */
  readonly soapAction: string;
  /** Root element of the bare HTTP POST response. */
  readonly httpPostRoot: string;
  /** Request element (`<Op>`) → request; the inverse of `encodeRequest`. */
  readonly decodeRequest: (element: XmlElement) => Request;
  /** Request → children of the `<Op>` element. */
  readonly encodeRequest: (request: Request) => string;
  /** Result → children of `<OpResult>` (or of the HTTP POST root). */
  readonly encodeResult: (result: Result) => string;
  /** `<OpResult>` (or the HTTP POST root) → result. */
  readonly decodeResult: (element: XmlElement) => Result;
  /** Present when the operation is offered over HTTP POST (all parameters are scalars). */
  readonly form?: {
    readonly decode: (form: FormReader) => Request;
    readonly encode: (request: Request, form: FormWriter) => FormWriter;
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyOperationBinding = OperationBinding<any, any>;

export interface ServiceBinding {
  readonly name: string;
  readonly namespace: string;
  /** Path of the service resource, e.g. `/api/Service.asmx`. */
  readonly path: string;
  readonly operations: Readonly<Record<string, AnyOperationBinding>>;
}

export type Transport = 'soap11' | 'soap12' | 'httpPost';
