/** SOAP 1.1 and 1.2 envelopes and faults, shared by the server and the client. */
import { escapeXml } from './xml/escape.js';

export const SOAP11_NS = 'http://schemas.xmlsoap.org/soap/envelope/';
export const SOAP12_NS = 'http://www.w3.org/2003/05/soap-envelope';
export const SOAP11_CONTENT_TYPE = 'text/xml; charset=utf-8';
export const SOAP12_CONTENT_TYPE = 'application/soap+xml; charset=utf-8';

export type SoapVersion = '1.1' | '1.2';

export const XML_DECLARATION = '<?xml version="1.0" encoding="utf-8"?>';
const NAMESPACES = 'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema"';

export function envelopeNamespace(version: SoapVersion): string {
  return version === '1.1' ? SOAP11_NS : SOAP12_NS;
}

/**
 * A whole SOAP message whose body holds `body`, after the header blocks `header` when there are
 * any (both already serialized). `headerNamespace` is declared as the Header's default namespace,
 * for unprefixed blocks; `bodyNamespace` as the Body's, for unprefixed bare body elements.
 */
export function envelope(version: SoapVersion, body: string, header = '', headerNamespace?: string, bodyNamespace?: string): string {
  const head = header === '' ? '' : `<soap:Header${headerNamespace ? ` xmlns="${headerNamespace}"` : ''}>${header}</soap:Header>`;
  const open = bodyNamespace === undefined ? '<soap:Body>' : `<soap:Body xmlns="${bodyNamespace}">`;
  return `${XML_DECLARATION}<soap:Envelope xmlns:soap="${envelopeNamespace(version)}" ${NAMESPACES}>${head}${open}${body}</soap:Body></soap:Envelope>`;
}

/** The XML Schema instance namespaces ASMX declares on a bare HTTP POST root. */
export const ROOT_NAMESPACES = NAMESPACES;

/** Fault codes as SOAP 1.1 names them; SOAP 1.2 names are derived. */
export type FaultCode = 'Client' | 'Server' | 'VersionMismatch' | 'MustUnderstand';

const SOAP12_CODES: Record<FaultCode, string> = { Client: 'Sender', Server: 'Receiver', VersionMismatch: 'VersionMismatch', MustUnderstand: 'MustUnderstand' };

/** What a fault says besides its code and message. */
export interface FaultParts {
  /**
   * The content of `detail` (1.1) / `Detail` (1.2), already serialized; '' writes an empty one (as
   * ASMX does), null none: faults about headers must not have one (SOAP 1.1 §4.4).
   */
  readonly detail?: string | null;
  /** Header blocks of the fault message (SOAP 1.2's NotUnderstood), already serialized. */
  readonly header?: string;
}

export function faultEnvelope(version: SoapVersion, code: FaultCode, message: string, parts: FaultParts = {}): string {
  const text = escapeXml(message);
  const detail = parts.detail === undefined ? '' : parts.detail;
  const body =
    version === '1.1'
      ? `<soap:Fault><faultcode>soap:${code}</faultcode><faultstring>${text}</faultstring>${detail === null ? '' : detail === '' ? '<detail />' : `<detail>${detail}</detail>`}</soap:Fault>`
      : `<soap:Fault><soap:Code><soap:Value>soap:${SOAP12_CODES[code]}</soap:Value></soap:Code><soap:Reason><soap:Text xml:lang="en">${text}</soap:Text></soap:Reason>${detail === null ? '' : detail === '' ? '<soap:Detail />' : `<soap:Detail>${detail}</soap:Detail>`}</soap:Fault>`;
  return envelope(version, body, parts.header);
}
