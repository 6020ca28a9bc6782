/** Namespace URIs of WSDL 1.1, its SOAP/HTTP/MIME bindings and XML Schema. */
export const NS = {
  wsdl: 'http://schemas.xmlsoap.org/wsdl/',
  soap11: 'http://schemas.xmlsoap.org/wsdl/soap/',
  soap12: 'http://schemas.xmlsoap.org/wsdl/soap12/',
  http: 'http://schemas.xmlsoap.org/wsdl/http/',
  mime: 'http://schemas.xmlsoap.org/wsdl/mime/',
  xsd: 'http://www.w3.org/2001/XMLSchema',
  /** ASMX's home of guid and char (`s1:guid`). */
  msTypes: 'http://microsoft.com/wsdl/types/',
  /** WCF's home of guid, char and duration (`ser:guid`). */
  wcfSerialization: 'http://schemas.microsoft.com/2003/10/Serialization/',
} as const;
