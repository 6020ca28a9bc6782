/**
 * The SOAP 1.1 and SOAP 1.2 server transports: envelope in, envelope out, failures as faults.
 * Routing: by the SOAP action (1.1: the SOAPAction header; 1.2: the content type's action
 * parameter, else the header); when the action is absent or "" — as WSDLs with soapAction=""
 * make clients send — by the body element, as SOAP 1.1 and ASMX allow.
 */
import { requestElement, responseElement, resultElement, soapActionOf, type AnyOperationBinding } from '../binding.js';
import type { SoapTransport } from '../transports.js';
import {
  envelope,
  envelopeNamespace,
  faultEnvelope,
  SOAP11_CONTENT_TYPE,
  SOAP11_NS,
  SOAP12_CONTENT_TYPE,
  SOAP12_NS,
  type FaultCode,
  type FaultParts,
  type SoapVersion,
} from '../soap.js';
import { DecodeError, FieldReader } from '../xml/decode.js';
import { xmlElement, xmlNil } from '../xml/encode.js';
import { replaceUnencodable } from '../xml/escape.js';
import { childElement, parseXml, XmlSyntaxError, type XmlElement } from '../xml/parse.js';
import { encodingStyleAttribute, resolveReferences } from '../xml/soap-encoding.js';
import { declaresHeader, encodedBlocksQualified, notUnderstood, notUnderstoodHeader, notUnderstoodMessage } from './headers.js';
import {
  contentTypeParameter,
  encodeResult,
  header,
  mediaType,
  Reply,
  unquote,
  type CoreRequest,
  type CoreResponse,
  type OperationTable,
  type ReadCall,
  type ServerTransport,
} from './exchange.js';

export function soapTransport(version: SoapVersion): ServerTransport {
  const id: SoapTransport = version === '1.1' ? 'soap11' : 'soap12';
  const contentType = version === '1.1' ? SOAP11_CONTENT_TYPE : SOAP12_CONTENT_TYPE;
  const media = version === '1.1' ? 'text/xml' : 'application/soap+xml';
  const expected = envelopeNamespace(version);

  const fault = (code: FaultCode, status: number, message: string, parts: FaultParts = {}): CoreResponse => ({
    status,
    headers: { 'content-type': contentType },
    body: faultEnvelope(version, code, replaceUnencodable(message), parts),
  });
  const refuse = (code: FaultCode, status: number, message: string): Reply => new Reply(fault(code, status, message), message);
  const unreadable = (why: string, status = 500): Reply => refuse('Client', status, `Server was unable to read request. ---> ${why}`);

  /** The envelope's Header (when it has one), the Body and its first element (none in an empty Body: a bare request without parts). */
  function envelopeParts(text: string): { header: XmlElement | undefined; body: XmlElement; element: XmlElement | undefined } {
    let root: XmlElement;
    try {
      root = parseXml(text);
    } catch (error) {
      if (error instanceof XmlSyntaxError) throw unreadable(`There is an error in the XML document: ${error.message}.`, 400);
      throw error;
    }
    if (root.name !== 'Envelope' || (root.ns !== SOAP11_NS && root.ns !== SOAP12_NS)) {
      throw unreadable(`The root element must be a SOAP ${version} Envelope, got ${root.name}.`);
    }
    if (root.ns !== expected) {
      throw refuse('VersionMismatch', 500, `Possible SOAP version mismatch: Envelope namespace ${root.ns} was unexpected. Expecting ${expected}.`);
    }
    const body = childElement(root, 'Body', expected);
    if (!body) throw unreadable('The SOAP Envelope holds no Body.');
    return { header: childElement(root, 'Header', expected), body, element: body.children[0] };
  }

  /** The MustUnderstand fault for the blocks not understood; undefined when every block is. */
  function mustUnderstand(header: XmlElement | undefined, understood: (block: XmlElement) => boolean): Reply | undefined {
    const blocks = notUnderstood(header, version, understood);
    if (blocks.length === 0) return undefined;
    const message = notUnderstoodMessage(blocks);
    const body = faultEnvelope(version, 'MustUnderstand', replaceUnencodable(message), { detail: null, header: notUnderstoodHeader(blocks, version) });
    return new Reply({ status: 500, headers: { 'content-type': contentType }, body }, message);
  }

  function route(request: CoreRequest, element: XmlElement | undefined, table: OperationTable, soapHeader: XmlElement | undefined): AnyOperationBinding {
    const given =
      version === '1.2'
        ? (contentTypeParameter(header(request, 'content-type') ?? '', 'action') ?? header(request, 'soapaction'))
        : header(request, 'soapaction');
    // Without an HTTP action, a WS-Addressing client names the operation in the wsa:Action header block.
    const action = (given === undefined ? '' : unquote(given)) || addressingAction(soapHeader);
    if (action === '') {
      const op = table.byElement(element?.ns ?? '', element?.name ?? '');
      if (!op) throw element ? refuse('Client', 500, unrecognizedElement(element, table, id)) : unreadable('The SOAP Body holds no operation element.');
      return op;
    }
    const op = table.byAction(id, action, element?.ns ?? '', element?.name ?? '') ?? actionless(element, table, id);
    if (!op) throw refuse('Client', 500, `Server did not recognize the value of HTTP Header SOAPAction: ${action}.`);
    return op;
  }

  return {
    id,
    match: (request, subPath) => subPath === undefined && mediaType(header(request, 'content-type') ?? '') === media,
    read(request, _subPath, table): ReadCall {
      const { header: written, body, element } = envelopeParts(request.body);
      let op: AnyOperationBinding;
      try {
        op = route(request, element, table, written);
      } catch (error) {
        const header = written;
        // A block nobody understands is the first fault to report (SOAP 1.2 §5.4.8), whatever the body says.
        throw mustUnderstand(header, (block) => table.operations.some((o) => declaresHeader(o, table.namespace, block))) ?? error;
      }
      // zeep writes an encoded block in no namespace (its part is declared by type=): it is the block of that name.
      const header = op.encoded ? encodedBlocksQualified(written, op, table.namespace) : written;
      const notUnderstood = mustUnderstand(header, (block) => declaresHeader(op, table.namespace, block));
      if (notUnderstood) throw new ReadFailure(notUnderstood, op);
      // A bare request's parameters are the Body's children: the Body is read as its wrapper.
      const expects = requestElement(op);
      const expectsNs = op.requestNamespace ?? table.namespace;
      if (!op.bare && (element?.name !== expects || (element.ns !== expectsNs && !(table.unqualifiedWrappers && element.ns === '')))) {
        const found = element ? `The body element {${element.ns}}${element.name}` : 'The empty SOAP Body';
        throw unreadable(`${found} does not match operation ${op.name}, which expects {${expectsNs}}${expects}.`);
      }
      try {
        // SOAP encoding may write a value once, apart, and point to it: the decoders read the values in place.
        const wrapper = op.encoded && element ? resolveReferences(element, body) : (element ?? body);
        const request = op.decodeRequest(new FieldReader(op.bare ? body : wrapper, table.namespace));
        // Encoded header blocks may point to values of the Body as the body's parts do.
        const blocks = header && op.encoded ? resolveReferences(header, body) : (header ?? EMPTY_HEADER);
        const soapHeaders = op.requestHeaders ? op.requestHeaders.decode(new FieldReader(blocks, table.namespace)) : undefined;
        return { op, request, soapHeaders };
      } catch (error) {
        if (error instanceof DecodeError) throw new ReadFailure(unreadable(`${op.name}/${error.message}.`), op);
        throw error;
      }
    },
    write(op, result, table, soapHeaders): CoreResponse {
      // A one-way operation has no response message: HTTP 202, as the SOAP 1.1 and 1.2 HTTP bindings answer it.
      if (op.oneWay) return { status: 202, headers: {}, body: '' };
      const name = resultElement(op);
      // A result element of another namespace than the wrapper's declares it ('' undeclares the default).
      const attributes = (op.result.namespace === undefined ? '' : ` xmlns="${op.result.namespace}"`) + (op.result.xsiType ?? '');
      const content =
        name === null
          ? result == null
            ? ''
            : encodeResult(op, result)
          : result == null
            ? op.result.nillable
              ? xmlNil(name, attributes)
              : ''
            : xmlElement(name, encodeResult(op, result), op.encodeResultAttributes ? attributes + op.encodeResultAttributes(result) : attributes);
      const wrapper = responseElement(op);
      return {
        status: 200,
        headers: { 'content-type': contentType },
        body: op.bare
          ? envelope(version, content, responseHeader(op, soapHeaders), table.namespace, table.namespace)
          : envelope(
              version,
              `<${wrapper} xmlns="${op.responseNamespace ?? (table.unqualifiedWrappers ? '' : table.namespace)}"${op.encoded ? encodingStyleAttribute(version, table.encoding) : ''}${result != null && op.encodeResponseAttributes ? op.encodeResponseAttributes(result) : ''}>${content}</${wrapper}>`,
              responseHeader(op, soapHeaders),
              table.namespace,
            ),
      };
    },
    fault,
  };
}

/**
 * The operation of a body element whose WSDL names no action, whatever action the client sent with
 * it (zeep sends the SOAP 1.2 action "None" for such operations); asked only when the action is unknown.
 */
function actionless(element: XmlElement | undefined, table: OperationTable, transport: SoapTransport): AnyOperationBinding | undefined {
  const op = table.byElement(element?.ns ?? '', element?.name ?? '');
  return op && soapActionOf(op, transport) === '' ? op : undefined;
}

/** The WS-Addressing namespaces whose Action header block names the operation: 1.0 and the 2004 submission. */
const WSA_NAMESPACES: ReadonlySet<string> = new Set(['http://www.w3.org/2005/08/addressing', 'http://schemas.xmlsoap.org/ws/2004/08/addressing']);

/** The action a wsa:Action header block names; '' when there is none. */
function addressingAction(soapHeader: XmlElement | undefined): string {
  return soapHeader?.children.find((block) => block.name === 'Action' && WSA_NAMESPACES.has(block.ns))?.text.trim() ?? '';
}

/** Why a request without an action reached no operation: its element is no request's, or several operations share it. */
function unrecognizedElement(element: XmlElement, table: OperationTable, transport: SoapTransport): string {
  const sharing = element.ns === table.namespace ? table.operations.filter((op) => requestElement(op) === element.name) : [];
  if (sharing.length < 2) return `Server did not recognize the request element {${element.ns}}${element.name}.`;
  return `The request element {${element.ns}}${element.name} is the request of the operations ${sharing.map((op) => op.name).join(', ')}: send the SOAPAction of the one called (${sharing.map((op) => soapActionOf(op, transport)).join(' or ')}).`;
}

/** A request without a Header, read as one with an empty Header. */
const EMPTY_HEADER: XmlElement = { name: 'Header', ns: '', children: [], text: '', nil: false, attributes: [] };

/** The response's header blocks (unprefixed: the Header declares the service's namespace); '' for none. */
function responseHeader(op: AnyOperationBinding, soapHeaders: unknown): string {
  if (!op.responseHeaders || soapHeaders === undefined) return '';
  return op.responseHeaders.encode(soapHeaders);
}

/** A request that named its operation but could not be decoded: the operation is known for the record. */
export class ReadFailure extends Reply {
  constructor(
    reply: Reply,
    readonly op: AnyOperationBinding,
  ) {
    super(reply.response, reply.message);
  }
}
