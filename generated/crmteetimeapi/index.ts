// Generated from ../../spec/crmteetimeapi.yaml by the generator in generator/. Do not edit: change the spec and run npm run generate.
export type * from './types.js';
export type { CRMTeeTimeAPIHandler } from './handler.js';
export { createCRMTeeTimeAPIService } from './server.js';
export { CRMTeeTimeAPIClient } from './client.js';
export { binding, operations } from './operations.js';
