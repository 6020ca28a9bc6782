/**
 * The service's documents over GET: `?wsdl` (or WCF's documents, `runtime/documents/wcf.ts`), `?disco`, the service page and, with `?op=Name`, an
 * operation's page. Every address in them is the service's public URL.
 */
import type { HelpLink } from '../documents/help.js';
import { wcfDocument, type WcfDocuments } from '../documents/wcf.js';
import { SOAP11_CONTENT_TYPE } from '../soap.js';
import { header, textReply, type CoreRequest, type CoreResponse } from './exchange.js';

/** The documents of a generated service (its `documents.ts`); every address in them is `serviceUrl`. */
export interface ServiceDocuments {
  wsdl(serviceUrl: string): string;
  /** With `service.wsdl.documents: wcf`: the WSDL as WCF publishes it, `wsdl` then at `?singleWsdl`. */
  wcfDocuments?(serviceUrl: string): WcfDocuments;
  disco(serviceUrl: string): string;
  servicePage(serviceUrl: string, links?: readonly HelpLink[]): string;
  operationPage(operation: string, serviceUrl: string, links?: readonly HelpLink[], invokeForm?: boolean): string | undefined;
}

export type { HelpLink } from '../documents/help.js';

export interface DocumentOptions {
  /** Public URL of the service resource; by default built from the request's Host header. */
  readonly publicUrl?: string;
  /** Extra links shown on the help pages (e.g. business rules and error codes). */
  readonly helpLinks?: readonly HelpLink[];
  /**
   * Whether operation pages offer the HTTP POST Invoke form: `'local'` to loopback callers only
   * (as ASMX does), `true` to everyone, `false` (the default) to no one.
   */
  readonly invokeForm?: boolean | 'local';
}

const HTML = 'text/html; charset=utf-8';

/** Answers a GET of the service resource at `service.path`. */
export function documentServer(
  service: { readonly name: string; readonly path: string },
  documents: ServiceDocuments,
  options: DocumentOptions,
): (request: CoreRequest) => CoreResponse {
  const serviceUrl = (request: CoreRequest): string => {
    if (options.publicUrl) return options.publicUrl;
    const host = header(request, 'host');
    const safeHost = host && /^[A-Za-z0-9.\-:[\]]+$/.test(host) ? host : 'localhost';
    const proto = header(request, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
    return `${proto}://${safeHost}${service.path}`;
  };

  return (request) => {
    const url = serviceUrl(request);
    const q = request.query.toLowerCase();
    const { wcfDocuments } = documents;
    const wcf =
      wcfDocuments &&
      wcfDocument(
        q,
        () => wcfDocuments(url),
        () => documents.wsdl(url),
      );
    if (wcf?.document !== undefined) return { status: 200, headers: { 'content-type': SOAP11_CONTENT_TYPE }, body: wcf.document };
    if (wcf) throw textReply(404, `No document ?${request.query} in service ${service.name}.`);
    if (q === 'wsdl') return { status: 200, headers: { 'content-type': SOAP11_CONTENT_TYPE }, body: documents.wsdl(url) };
    if (q === 'disco') return { status: 200, headers: { 'content-type': SOAP11_CONTENT_TYPE }, body: documents.disco(url) };
    const op = new URLSearchParams(request.query).get('op');
    if (op !== null) {
      const page = documents.operationPage(op, url, options.helpLinks, offersInvokeForm(options.invokeForm, request));
      if (page === undefined) throw textReply(404, `Method '${op}' was not found in service ${service.name}.`);
      return { status: 200, headers: { 'content-type': HTML }, body: page };
    }
    return { status: 200, headers: { 'content-type': HTML }, body: documents.servicePage(url, options.helpLinks) };
  };
}

function offersInvokeForm(setting: DocumentOptions['invokeForm'], request: CoreRequest): boolean {
  if (setting !== 'local') return setting === true;
  const address = request.remoteAddress ?? '';
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}
