/** The one error every failed call rejects with. */

export type ServiceErrorKind = 'fault' | 'http' | 'timeout' | 'aborted' | 'network' | 'protocol';

/** Any failed call: a SOAP fault, an HTTP error, a time-out, or a response that is not what the binding says. */
export class ServiceError extends Error {
  override name = 'ServiceError';
  constructor(
    readonly kind: ServiceErrorKind,
    /** The fault code without prefix (`Client`, `Server`, `Sender`, `Receiver`, `VersionMismatch`), else the kind. */
    readonly code: string,
    message: string,
    /** The HTTP status, when a response arrived. */
    readonly status?: number,
  ) {
    super(message);
  }
}
