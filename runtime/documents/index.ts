/**
 * The help documents of a service, from what the generator wrote about it: the disco document,
 * the service page and one page per operation. The WSDL is the generator's own text (`wsdl.ts`).
 */
import { escapeXml } from '../xml/escape.js';
import { bindingUrl, type HelpLinks, type OperationHelp, type ServiceHelp } from './help.js';
import { operationPage, servicePage } from './pages.js';

export type { BindingHelp, FieldHelp, HelpLink, HelpLinks, MessageSample, OperationHelp, ParamHelp, ServiceHelp, TypeHelp } from './help.js';

export interface HelpDocuments {
  /** The discovery document (`?disco`), pointing at `serviceUrl`. */
  disco(serviceUrl: string): string;
  /** The page listing the operations; `links` are shown in a "See also" section. */
  servicePage(serviceUrl: string, links?: HelpLinks): string;
  /** One operation's page (`?op=Name`), or undefined when there is no such operation. `invokeForm` offers the HTTP POST test form. */
  operationPage(operation: string, serviceUrl: string, links?: HelpLinks, invokeForm?: boolean): string | undefined;
}

/** The discovery document: the WSDL, and each SOAP binding at its first port's address. */
function disco(service: ServiceHelp, serviceUrl: string): string {
  const url = escapeXml(serviceUrl);
  const ns = escapeXml(service.wsdlNamespace ?? service.namespace);
  const soap = service.bindings.map(
    (b, i) =>
      `  <soap address="${escapeXml(bindingUrl(b, serviceUrl))}" xmlns:q${i + 1}="${ns}" binding="q${i + 1}:${escapeXml(b.name)}" xmlns="http://schemas.xmlsoap.org/disco/soap/" />\n`,
  );
  return `<?xml version="1.0" encoding="utf-8"?>
<discovery xmlns:xsd="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="http://schemas.xmlsoap.org/disco/">
  <contractRef ref="${url}?wsdl" docRef="${url}" xmlns="http://schemas.xmlsoap.org/disco/scl/" />
${soap.join('')}</discovery>
`;
}

export function helpDocuments(service: ServiceHelp): HelpDocuments {
  const operations = new Map<string, OperationHelp>(service.operations.map((op) => [op.name, op]));
  return {
    disco: (serviceUrl) => disco(service, serviceUrl),
    servicePage: (serviceUrl, links) => servicePage(service, serviceUrl, links),
    operationPage: (name, serviceUrl, links, invokeForm) => {
      const op = operations.get(name);
      return op && operationPage(service, op, serviceUrl, links, invokeForm);
    },
  };
}
