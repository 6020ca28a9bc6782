/**
 * soapgen's programmatic API: what the CLI does, as functions. Read a spec (or import one from a
 * WSDL), generate a service's files in memory, render the WSDL a spec's server serves.
 */
export { loadSpec, parseSpec, SpecError, type SpecIssue } from './spec/index.js';
export { importWsdl, ImportError, type ImportIssue, type ImportResult } from './wsdl-import/index.js';
export { generateFiles, serviceFolder } from './generate.js';
export { wsdlDocument } from './emit/documents.js';
export type { GeneratedFile } from './emit/file.js';
export type { Model } from './model.js';
