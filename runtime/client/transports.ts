/**
 * The client side of each binding: how a call is sent (`prepare`) and how the answer is read
 * (`read`), over SOAP 1.1, SOAP 1.2 and HTTP POST.
 */
import {
  requestElement,
  responseElement,
  resultElement,
  soapActionOf,
  type AnyOperationBinding,
  type OperationBinding,
  type ServiceBinding,
  type Transport,
} from '../binding.js';
import { FormWriter } from '../form.js';
import { envelope, envelopeNamespace, SOAP11_CONTENT_TYPE, SOAP12_CONTENT_TYPE, type SoapVersion } from '../soap.js';
import { FieldReader, type Fields } from '../xml/decode.js';
import { childElement, parseXml, type XmlElement } from '../xml/parse.js';
import { decodeStream, treeDecides } from '../xml/stream.js';
import { encodingStyleAttribute, resolveReferences } from '../xml/soap-encoding.js';
import type { ReceivedFault } from '../faults.js';
import { ServiceError } from './errors.js';
import type { HttpAnswer } from './http.js';

/** A request ready to send: where, with which headers, what body. */
export interface PreparedRequest {
  readonly url: string;
  readonly headers: Record<string, string>;
  readonly body: string;
}

// The transports take any operation: header types do not change how a call is sent.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Op<Request, Result> = OperationBinding<Request, Result, string, any, any>;

export interface ClientTransport {
  /** `soapHeaders`: the operation's header blocks to send, when it declares some. */
  prepare<Request, Result>(
    op: Op<Request, Result>,
    binding: ServiceBinding,
    url: string,
    request: Request,
    headers: Record<string, string>,
    soapHeaders?: unknown,
  ): PreparedRequest;
  /** `onHeaders` is given the response's declared header blocks, when the caller wants them. */
  read<Request, Result>(op: Op<Request, Result>, binding: ServiceBinding, answer: HttpAnswer, onHeaders?: (soapHeaders: never) => void): Result;
}

const isOk = (status: number): boolean => status >= 200 && status <= 299;

function soap(version: SoapVersion): ClientTransport {
  return {
    prepare(op, binding, url, request, headers, soapHeaders) {
      // An empty action is sent as SOAPAction: "" (SOAP 1.1) or no action parameter (SOAP 1.2).
      const action = soapActionOf(op, version === '1.1' ? 'soap11' : 'soap12');
      if (version === '1.1') {
        headers['content-type'] = SOAP11_CONTENT_TYPE;
        headers['soapaction'] = `"${action}"`;
      } else {
        headers['content-type'] = action === '' ? SOAP12_CONTENT_TYPE : `${SOAP12_CONTENT_TYPE}; action="${action}"`;
      }
      const header = op.requestHeaders && soapHeaders !== undefined ? op.requestHeaders.encode(soapHeaders) : '';
      const element = requestElement(op);
      // A bare request's one parameter is the Body's child, unprefixed: the Body declares the namespace.
      const body = op.bare
        ? envelope(version, op.encodeRequest(request), header, binding.namespace, binding.namespace)
        : envelope(
            version,
            `<${element} xmlns="${binding.unqualifiedWrappers ? '' : (op.requestNamespace ?? binding.namespace)}"${op.encoded ? encodingStyleAttribute(version, binding.soap12Encoding ? 'soap12' : 'soap11') : ''}${op.encodeRequestAttributes?.(request) ?? ''}>${op.encodeRequest(request)}</${element}>`,
            header,
            binding.namespace,
          );
      return { url, headers, body };
    },
    read<Request, Result>(op: Op<Request, Result>, binding: ServiceBinding, response: HttpAnswer, onHeaders?: (soapHeaders: never) => void): Result {
      const ns = envelopeNamespace(version);
      const wrapperName = responseElement(op);
      const resultName = resultElement(op);
      const resultNs = op.result.namespace ?? binding.namespace;
      const wrapperNs = op.responseNamespace ?? (binding.unqualifiedWrappers ? '' : binding.namespace);
      const path = [
        ['Envelope', ns],
        ['Body', ns],
        ...(op.bare ? [] : [[wrapperName, wrapperNs] as const]),
        ...(resultName === null ? [] : [[resultName, resultNs] as const]),
      ] as const;
      const wantsHeaders = onHeaders !== undefined && op.responseHeaders !== undefined;
      // A one-way operation is answered 202 without a body; a void result has nothing to read fast.
      // SOAP encoding may point to values written apart (href/id): those answers are read as a tree.
      const fast = isOk(response.status) && !wantsHeaders && !op.oneWay && !op.encoded ? streamed(op, response.text, path, binding.namespace) : undefined;
      if (fast !== undefined) return fast;
      if (op.oneWay && isOk(response.status) && response.text.trim() === '') return undefined as Result;
      const { root, error } = tryParse(response.text);
      const body = root && root.name === 'Envelope' ? childElement(root, 'Body', envelopeNamespace(version)) : undefined;
      // A fault is a failure whatever the status: never read it as a result.
      const fault = body && childElement(body, 'Fault', envelopeNamespace(version));
      if (fault) throw readFault(fault, childElement(root!, 'Header', root!.ns), version, response.status, op, binding.namespace);
      if (!isOk(response.status)) throw httpError(op.name, response);
      if (error) throw unreadable(op.name, error, response.status);
      if (!body) throw new ServiceError('protocol', 'protocol', `${op.name}: the response is not a SOAP ${version} envelope`, response.status);
      if (op.oneWay) return undefined as Result;
      if (wantsHeaders) onHeaders(decodeHeaders(op, root!, body, binding, response.status) as never);
      // Unqualified rpc wrappers may come in the service's namespace, as node-soap writes them.
      const written = op.bare
        ? body
        : (childElement(body, wrapperName, wrapperNs) ?? (binding.unqualifiedWrappers ? childElement(body, wrapperName, binding.namespace) : undefined));
      if (!written) throw new ServiceError('protocol', 'protocol', `${op.name}: the response holds no ${wrapperName}`, response.status);
      const wrapper = op.encoded ? resolved(op.name, written, body, response.status) : written;
      if (resultName === null) return decodeResult(op, wrapper, response.status, binding.namespace);
      const result = childElement(wrapper, resultName, resultNs);
      // An absent optional result is undefined; a nil one null (nillable) or undefined.
      if (!result || result.nil) {
        if (op.result.required && !(result && op.result.nillable))
          throw new ServiceError('protocol', 'protocol', `${op.name}: the response holds no ${resultName}`, response.status);
        return (result && op.result.nillable ? null : undefined) as Result;
      }
      return decodeResult(op, result, response.status, binding.namespace);
    },
  };
}

const httpPost: ClientTransport = {
  prepare(op, _binding, url, request, headers) {
    // A form carries no SOAP headers: operations with a required one are not offered over HTTP POST.
    if (!op.form || op.httpPostRoot === undefined) throw new ServiceError('protocol', 'protocol', `${op.name} is not offered over HTTP POST`);
    headers['content-type'] = 'application/x-www-form-urlencoded';
    return { url: `${url}/${op.name}`, headers, body: op.form.encode(request, new FormWriter()).toString() };
  },
  read<Request, Result>(op: Op<Request, Result>, binding: ServiceBinding, response: HttpAnswer, onHeaders?: (soapHeaders: never) => void): Result {
    if (!isOk(response.status)) throw httpError(op.name, response);
    onHeaders?.({} as never);
    const rootName = op.httpPostRoot!; // prepare sends only operations with a root
    const fast = streamed(op, response.text, [[rootName, binding.namespace]], binding.namespace);
    if (fast !== undefined) return fast;
    const { root, error } = tryParse(response.text);
    if (error) throw unreadable(op.name, error, response.status);
    if (root && root.name === rootName && root.nil && !op.result.required) return (op.result.nillable ? null : undefined) as Result;
    if (!root || root.name !== rootName || root.ns !== binding.namespace || root.nil) {
      throw new ServiceError('protocol', 'protocol', `${op.name}: expected a ${rootName} document`, response.status);
    }
    return decodeResult(op, root, response.status, binding.namespace);
  },
};

export const CLIENT_TRANSPORTS: Readonly<Record<Transport, ClientTransport>> = { soap11: soap('1.1'), soap12: soap('1.2'), httpPost };

/** The response's element tree, or why it could not be read (kept, so the caller learns the real cause). */
function tryParse(text: string): { root?: XmlElement; error?: Error } {
  try {
    return { root: parseXml(text) };
  } catch (error) {
    return { error: error as Error };
  }
}

function unreadable(operation: string, error: Error, status: number): ServiceError {
  return new ServiceError('protocol', 'protocol', `${operation}: the response is not XML this client reads: ${error.message}`, status);
}

/**
 * The usual answer read straight off the text (xml/stream.ts); undefined when it is not the usual
 * one, and the tree must decide (a fault, a nil result, an unexpected shape, an error).
 */
function streamed<Request, Result>(op: Op<Request, Result>, text: string, path: readonly (readonly [string, string])[], ns: string): Result | undefined {
  try {
    return decodeStream(text, path, ns, op.decodeResult as (fields: Fields) => Result);
  } catch (error) {
    if (treeDecides(error)) return undefined;
    throw error;
  }
}

/** The response's declared header blocks, from its Header (a missing Header holds none). */
function decodeHeaders(op: AnyOperationBinding, root: XmlElement, body: XmlElement, binding: ServiceBinding, status: number): unknown {
  const written = childElement(root, 'Header', root.ns) ?? { name: 'Header', ns: root.ns, children: [], text: '', nil: false, attributes: [] };
  try {
    // Encoded header blocks may point to values of the Body, as its parts do.
    const header = op.encoded ? resolveReferences(written, body) : written;
    return op.responseHeaders!.decode(new FieldReader(header, binding.namespace));
  } catch (error) {
    throw new ServiceError('protocol', 'protocol', `${op.name}: the response's SOAP headers do not match the schema: ${(error as Error).message}`, status);
  }
}

/** An encoded response's wrapper with its multi-references read in place. */
function resolved(op: string, wrapper: XmlElement, body: XmlElement, status: number): XmlElement {
  try {
    return resolveReferences(wrapper, body);
  } catch (error) {
    throw new ServiceError('protocol', 'protocol', `${op}: the result does not match the schema: ${(error as Error).message}`, status);
  }
}

function decodeResult<Request, Result>(op: Op<Request, Result>, element: XmlElement, status: number, ns: string): Result {
  try {
    return op.decodeResult(new FieldReader(element, ns));
  } catch (error) {
    throw new ServiceError('protocol', 'protocol', `${op.name}: the result does not match the schema: ${(error as Error).message}`, status);
  }
}

/** A fault response as the operation's declared fault (by its detail element, or a header fault's block in the Header), or as a ServiceError. */
function readFault(fault: XmlElement, header: XmlElement | undefined, version: SoapVersion, status: number, op: AnyOperationBinding, ns: string): ServiceError {
  const envelopeNs = envelopeNamespace(version);
  const local = (qname: string): string => qname.trim().replace(/^.*:/, '');
  let code: string;
  let message: string;
  let detail: XmlElement | undefined;
  if (version === '1.1') {
    code = local(fault.children.find((c) => c.name === 'faultcode')?.text ?? 'Server');
    message = fault.children.find((c) => c.name === 'faultstring')?.text ?? '';
    detail = fault.children.find((c) => c.name === 'detail');
  } else {
    const value = childElement(fault, 'Code', envelopeNs);
    code = local((value && childElement(value, 'Value', envelopeNs))?.text ?? 'Receiver');
    message = childElement(fault, 'Reason', envelopeNs)?.children.find((c) => c.name === 'Text')?.text ?? '';
    detail = childElement(fault, 'Detail', envelopeNs);
  }
  const received = { code, status };
  return (
    declaredFault(op, detail, false, ns, message, received) ??
    declaredFault(op, header, true, ns, message, received) ??
    new ServiceError('fault', code, message, status)
  );
}

/**
 * The operation's declared fault whose element the detail holds (or, `inHeader`, whose header
 * fault's block the Header holds), its value decoded; undefined for any other fault.
 */
function declaredFault(
  op: AnyOperationBinding,
  holder: XmlElement | undefined,
  inHeader: boolean,
  ns: string,
  message: string,
  received: ReceivedFault,
): ServiceError | undefined {
  for (const element of holder?.children ?? []) {
    const declared = op.faults?.find((f) => (f.header === true) === inHeader && f.element === element.name && (f.namespace ?? ns) === element.ns);
    if (!declared) continue;
    try {
      return new declared.type(declared.decode(new FieldReader(element, ns)), message, { received });
    } catch (error) {
      return new ServiceError(
        'protocol',
        'protocol',
        `${op.name}: the ${inHeader ? 'header block' : 'detail'} of fault ${element.name} does not match the schema: ${(error as Error).message}`,
        received.status,
      );
    }
  }
  return undefined;
}

function httpError(operation: string, response: HttpAnswer): ServiceError {
  const message = response.text.trim() || response.statusText;
  return new ServiceError('http', String(response.status), `${operation} failed with HTTP ${response.status}: ${message}`, response.status);
}
