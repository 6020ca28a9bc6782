/**
 * The HTTP POST server transport, as ASMX offers it: `POST <resource>/<Operation>` with a form
 * body, answered by a bare XML document whose root is the operation's HTTP POST root; failures are
 * text/plain 500s with the messages .NET clients know.
 */
import { FormError, FormReader } from '../form.js';
import { ROOT_NAMESPACES, SOAP11_CONTENT_TYPE, XML_DECLARATION } from '../soap.js';
import { indentXml } from '../xml/encode.js';
import { encodeResult, header, mediaType, TEXT_PLAIN, textReply, type CoreResponse, type ServerTransport } from './exchange.js';
import { ReadFailure } from './soap.js';

export const httpPostTransport: ServerTransport = {
  id: 'httpPost',
  match: (_request, subPath) => subPath !== undefined,
  read(request, subPath, table) {
    const opName = subPath ?? '';
    // Paths match operations regardless of case, as ASMX does, unless two differ only by case.
    const op = table.byName(opName) ?? table.byLowerName(opName.toLowerCase());
    if (!op || !op.form) throw textReply(500, `${opName} Web Service method name is not valid.`);
    const contentType = header(request, 'content-type') ?? '';
    if (mediaType(contentType) !== 'application/x-www-form-urlencoded') throw new ReadFailure(textReply(500, `Request format is invalid: ${contentType}.`), op);
    try {
      // A form carries no SOAP headers; operations with a required one are not offered here.
      return { op, request: op.form.decode(new FormReader(request.body)), soapHeaders: op.requestHeaders ? {} : undefined };
    } catch (error) {
      if (error instanceof FormError) throw new ReadFailure(textReply(500, error.message), op);
      throw error;
    }
  },
  write(op, result, table): CoreResponse {
    const root = op.httpPostRoot!; // operations with a form have a root
    const content = result == null ? undefined : encodeResult(op, result);
    const attributes = result == null ? '' : (op.encodeResultAttributes?.(result) ?? '');
    const document =
      content === undefined
        ? `<${root} xsi:nil="true" ${ROOT_NAMESPACES} />`
        : indentXml(
            content === ''
              ? `<${root} ${ROOT_NAMESPACES} xmlns="${table.namespace}"${attributes} />`
              : `<${root} ${ROOT_NAMESPACES} xmlns="${table.namespace}"${attributes}>${content}</${root}>`,
          );
    return { status: 200, headers: { 'content-type': SOAP11_CONTENT_TYPE }, body: `${XML_DECLARATION}\n${document}` };
  },
  fault: (_code, status, message) => ({ status, headers: { 'content-type': TEXT_PLAIN }, body: `${message}\n` }),
};
