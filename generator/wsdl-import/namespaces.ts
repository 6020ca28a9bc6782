import { SOAP11_NS, SOAP12_NS } from '../../runtime/soap.js';

/** Namespace URIs of WSDL 1.1, its SOAP/HTTP/MIME bindings and XML Schema. */
export const NS = {
  wsdl: 'http://schemas.xmlsoap.org/wsdl/',
  soap11: 'http://schemas.xmlsoap.org/wsdl/soap/',
  soap12: 'http://schemas.xmlsoap.org/wsdl/soap12/',
  http: 'http://schemas.xmlsoap.org/wsdl/http/',
  mime: 'http://schemas.xmlsoap.org/wsdl/mime/',
  xsd: 'http://www.w3.org/2001/XMLSchema',
  /** The xml prefix's, bound without a declaration (`xml:lang`). */
  xml: 'http://www.w3.org/XML/1998/namespace',
  /** ASMX's home of guid and char (`s1:guid`). */
  msTypes: 'http://microsoft.com/wsdl/types/',
  /** SOAP 1.1 encoding, whose types (`soapenc:string`) are the XSD built-ins of their names. */
  soapEncoding: 'http://schemas.xmlsoap.org/soap/encoding/',
  /** SOAP 1.2 encoding, whose Array gSOAP's WSDLs restrict as SOAP 1.1's. */
  soap12Encoding: 'http://www.w3.org/2003/05/soap-encoding',
  /** WCF's home of guid, char and duration (`ser:guid`). */
  wcfSerialization: 'http://schemas.microsoft.com/2003/10/Serialization/',
} as const;

/**
 * Schemas known without reading them: imports of these namespaces are not followed (but WCF's
 * serialization schema's, its `?xsd=xsd1`, whose elements are kept as any schema's), and what they
 * declare is no dangling reference. The serialization schema's types are the .NET scalars read
 * above (guid, char, duration); the SOAP envelopes' are the messages' own, no part's.
 */
export const BUILT_IN_SCHEMAS: ReadonlySet<string> = new Set([
  NS.wcfSerialization,
  SOAP11_NS,
  SOAP12_NS,
  NS.soapEncoding,
  NS.soap12Encoding,
  'http://schemas.xmlsoap.org/wsdl/',
  NS.xml,
  NS.xsd,
]);

/** Namespaces of the XML Schema working drafts that preceded the 2001 Recommendation. */
export const XSD_DRAFTS: ReadonlySet<string> = new Set(['http://www.w3.org/1999/XMLSchema', 'http://www.w3.org/2000/10/XMLSchema']);
