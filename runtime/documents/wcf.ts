/**
 * The documents WCF publishes a service's WSDL as, and which one a query of the service's address
 * asks for: `?wsdl`, `?wsdl=wsdl0`, `?xsd=xsdN` and `?singleWsdl`, names in any case, as WCF reads them.
 */

/** A service's WCF documents, every address in them the service's public URL. */
export interface WcfDocuments {
  /** `?wsdl`: the definitions of the bindings and services, importing the contract where its namespace differs. */
  readonly root: string;
  /** `?wsdl=wsdl0`: the contract's messages and port types; none where the root holds them. */
  readonly contract?: string;
  /** `?xsd=xsd0`, `?xsd=xsd1`, …: a schema per target namespace. */
  readonly schemas: readonly string[];
}

/**
 * What a query (in lower case) asks of the WCF documents: undefined when it names none of them,
 * else `{ document }`, with no document when the one it names does not exist (`?xsd=xsd9`).
 */
export function wcfDocument(query: string, documents: () => WcfDocuments, single: () => string): { readonly document?: string } | undefined {
  if (query === 'wsdl') return { document: documents().root };
  if (query === 'singlewsdl') return { document: single() };
  const named = /^(wsdl|xsd)=\1(\d+)$/.exec(query);
  if (!named && !/^(wsdl|xsd)=/.test(query)) return undefined;
  if (!named) return {};
  const index = Number(named[2]);
  const found = documents();
  const document = named[1] === 'wsdl' ? (index === 0 ? found.contract : undefined) : found.schemas[index];
  return document === undefined ? {} : { document };
}
