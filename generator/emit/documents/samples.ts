/** The request and response samples of an operation page, with type names as placeholders like ASMX's. */
import { SCALARS } from '../../../runtime/xml/scalars.js';
import type { FieldModel, OperationModel, ValueShape } from '../../model.js';
import type { ModelIndex } from './model-index.js';
import { SENTINEL, XSD_NS, XSI_NS } from './templates.js';

/** A child element in `namespace`, written where `inScope` is the default namespace (as the encoders write it). */
function child(index: ModelIndex, f: FieldModel, indent: string, stack: readonly string[], inScope: string): string[] {
  const one = sampleValue(
    index,
    f.name,
    { type: f.type, ...(f.listItem ? { listItem: f.listItem } : {}) },
    indent,
    stack,
    f.namespace === inScope ? '' : ` xmlns="${f.namespace}"`,
    f.namespace,
  );
  // A list without a wrapper: its element twice, as a list's items are shown.
  return f.repeated ? [...one, ...one] : one;
}

/** A value's element; `ns` is the default namespace inside it, its own. */
function sampleValue(index: ModelIndex, name: string, shape: ValueShape, indent: string, stack: readonly string[], attrs: string, ns: string): string[] {
  const close = `</${name}>`;
  const open = `${indent}<${name}${attrs}>`;
  if (shape.listItem !== undefined) {
    const item: ValueShape = { type: shape.type };
    const one = sampleValue(index, shape.listItem, item, `${indent}  `, stack, '', ns);
    const children = [...one, ...one];
    return [open, ...children, `${indent}${close}`];
  }
  if (shape.type.kind === 'scalar') return [`${open}${SCALARS[shape.type.name].xsd}${close}`];
  if (shape.type.kind === 'simple') {
    const values = index.model.simpleTypes.find((t) => t.name === shape.type.name)!.values;
    return [`${open}${values ? values.join(' or ') : SCALARS[shape.type.base].xsd}${close}`];
  }
  const t = index.type(shape.type.name);
  // Attributes show their types as placeholders, as values do.
  attrs += t.attributes.map((a) => ` ${a.namespace === '' ? '' : 'a:'}${a.name}="${a.type.name}"`).join('');
  if (t.attributes.some((a) => a.namespace !== '')) attrs = ` xmlns:a="${t.namespace}"${attrs}`;
  if (t.value) return [`${indent}<${name}${attrs}>${t.value.name}</${name}>`];
  if (stack.includes(t.name) || t.fields.length === 0) return [`${indent}<${name}${attrs} />`];
  const inner = [...stack, t.name];
  return [`${indent}<${name}${attrs}>`, ...t.fields.flatMap((f) => child(index, f, `${indent}  `, inner, ns)), `${indent}${close}`];
}

/** A one-way operation's answer: no response message. */
const ACCEPTED = 'HTTP/1.1 202 Accepted';

export interface SampleView {
  readonly title: string;
  readonly text: string;
  readonly request: string;
  readonly response: string;
}

export function samples(index: ModelIndex, op: OperationModel): SampleView[] {
  const ns = index.model.service.namespace;
  // A bare message's element is the parameter's or the result's own, in the Body.
  const bare = (f: FieldModel | undefined, indent: string): string[] => (f ? child(index, f, indent, [], '') : []);
  const requestBody = (indent: string): string[] => {
    if (op.bare) return bare(op.params[0], indent);
    const params = op.params.flatMap((p) => child(index, p, `${indent}  `, [], ns));
    const element = op.request.element;
    return params.length ? [`${indent}<${element} xmlns="${ns}">`, ...params, `${indent}</${element}>`] : [`${indent}<${element} xmlns="${ns}" />`];
  };
  const responseBody = (indent: string, element: string): string[] => {
    if (op.bare) return bare(op.result, indent);
    const results = op.result ? child(index, op.result, `${indent}  `, [], ns) : op.results.flatMap((f) => child(index, f, `${indent}  `, [], ns));
    return results.length ? [`${indent}<${element} xmlns="${ns}">`, ...results, `${indent}</${element}>`] : [`${indent}<${element} xmlns="${ns}" />`];
  };
  // The operation's header blocks, as ASMX shows them: each in the envelope's Header.
  const headerLines = (prefix: string, blocks: OperationModel['requestHeaders']): string[] =>
    blocks.length
      ? [`  <${prefix}:Header>`, ...blocks.flatMap((h) => sampleValue(index, h.name, h, '    ', [], ` xmlns="${ns}"`, ns)), `  </${prefix}:Header>`]
      : [];
  const envelope = (prefix: string, envNs: string, body: string[], blocks: OperationModel['requestHeaders']): string =>
    [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<${prefix}:Envelope xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}" xmlns:${prefix}="${envNs}">`,
      ...headerLines(prefix, blocks),
      `  <${prefix}:Body>`,
      ...body,
      `  </${prefix}:Body>`,
      `</${prefix}:Envelope>`,
    ].join('\n');
  const text = (protocol: string): string =>
    `The following is a sample ${protocol} request and response. The placeholders shown need to be replaced with actual values.`;
  const host = `Host: ${SENTINEL.host}`;
  const ok = ['HTTP/1.1 200 OK'];

  const all: (SampleView & { transport?: string })[] = [
    {
      transport: 'soap11',
      title: 'SOAP 1.1',
      text: text('SOAP 1.1'),
      request: [
        `POST ${SENTINEL.path} HTTP/1.1`,
        host,
        'Content-Type: text/xml; charset=utf-8',
        'Content-Length: length',
        `SOAPAction: "${op.soapAction}"`,
        '',
        envelope('soap', 'http://schemas.xmlsoap.org/soap/envelope/', requestBody('    '), op.requestHeaders),
      ].join('\n'),
      response: op.response
        ? [
            ...ok,
            'Content-Type: text/xml; charset=utf-8',
            'Content-Length: length',
            '',
            envelope('soap', 'http://schemas.xmlsoap.org/soap/envelope/', responseBody('    ', op.response.element), op.responseHeaders),
          ].join('\n')
        : ACCEPTED,
    },
    {
      transport: 'soap12',
      title: 'SOAP 1.2',
      text: text('SOAP 1.2'),
      request: [
        `POST ${SENTINEL.path} HTTP/1.1`,
        host,
        'Content-Type: application/soap+xml; charset=utf-8',
        'Content-Length: length',
        '',
        envelope('soap12', 'http://www.w3.org/2003/05/soap-envelope', requestBody('    '), op.requestHeaders),
      ].join('\n'),
      response: op.response
        ? [
            ...ok,
            'Content-Type: application/soap+xml; charset=utf-8',
            'Content-Length: length',
            '',
            envelope('soap12', 'http://www.w3.org/2003/05/soap-envelope', responseBody('    ', op.response.element), op.responseHeaders),
          ].join('\n')
        : ACCEPTED,
    },
  ];
  const out: SampleView[] = all.filter((s) => index.model.service.transports.includes(s.transport as never)).map(({ transport: _t, ...view }) => view);
  if (op.httpPost) {
    out.push({
      title: 'HTTP POST',
      text: text('HTTP POST'),
      request: [
        `POST ${SENTINEL.path}/${op.name} HTTP/1.1`,
        host,
        'Content-Type: application/x-www-form-urlencoded',
        'Content-Length: length',
        '',
        op.params.map((p) => `${p.formNames[0]}=${p.type.name}`).join('&'),
      ].join('\n'),
      response: [
        ...ok,
        'Content-Type: text/xml; charset=utf-8',
        'Content-Length: length',
        '',
        '<?xml version="1.0" encoding="utf-8"?>',
        // Offered over HTTP POST only with a single result, which has a root.
        ...sampleValue(index, op.httpPostRoot!, op.result!, '', [], ` xmlns="${ns}"`, ns),
      ].join('\n'),
    });
  }
  return out;
}
