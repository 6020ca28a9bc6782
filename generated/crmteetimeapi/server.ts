// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
import { createSoapService } from '../../runtime/server/dispatch.js';
import type { ServiceOptions, SoapService } from '../../runtime/server/dispatch.js';
import * as documents from './documents.js';
import type { CRMTeeTimeAPIHandler } from './handler.js';
import { binding } from './operations.js';

/**
 * CRMTeeTimeAPI over SOAP 1.1, SOAP 1.2 and HTTP POST, with its WSDL and help pages, as a
 * `(request) => response` function; serve it with `createHttpServer` from the runtime or mount it elsewhere.
 */
export function createCRMTeeTimeAPIService(handler: CRMTeeTimeAPIHandler, options: ServiceOptions = {}): SoapService {
  return createSoapService(binding, handler, documents, options);
}
