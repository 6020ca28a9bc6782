/**
 * Declared faults: an operation's failures with a typed detail, shared by server and client. The
 * generated class of each (`class NoteMissingFault extends DeclaredFault<NoteMissing>`) is what a
 * handler throws and what the client rejects with, its detail decoded.
 */
import { ServiceError } from './client/errors.js';
import type { Fields } from './xml/decode.js';

/** Where a declared fault came from, on the client: the fault code and HTTP status received. */
export interface ReceivedFault {
  readonly code: string;
  readonly status: number;
}

export class DeclaredFault<Detail> extends ServiceError {
  /**
   * `message` becomes the faultstring (SOAP 1.1) / Reason (SOAP 1.2) as given; the fault code is
   * Server (SOAP 1.2: Receiver), or `code: 'Client'` when the caller is at fault.
   */
  constructor(
    readonly detail: Detail,
    message: string,
    options: { readonly code?: 'Client' | 'Server'; readonly received?: ReceivedFault } = {},
  ) {
    super('fault', options.received?.code ?? options.code ?? 'Server', message, options.received?.status);
  }
}

/** A declared fault of an operation: the detail element and its codecs. */
export interface FaultBinding<Detail = unknown> {
  readonly element: string;
  /** The detail element's namespace when it is not the service's. */
  readonly namespace?: string;
  /** A header fault (soap:headerfault): the element is a header block of the fault response, which then has no detail. */
  readonly header?: true;
  /** The generated class. */
  readonly type: new (detail: Detail, message: string, options?: { readonly received?: ReceivedFault }) => DeclaredFault<Detail>;
  /** Detail → the content of the detail element. */
  readonly encode: (detail: Detail) => string;
  /** Detail → the attributes of the detail element, when its type has attributes. */
  readonly encodeAttributes?: (detail: Detail) => string;
  /** rpc/encoded: what the detail element's start tag says of its type (` xsi:type="xsd:int"`), as the encoding writes every value. */
  readonly xsiType?: string;
  readonly decode: (fields: Fields) => Detail;
}
