/**
 * The request and response samples of an operation page, with type names as placeholders like
 * ASMX's: each message's content once, unindented; the runtime wraps it in each transport's message.
 */
import { XML_NS } from '../../../runtime/xml/parse.js';
import { SCALARS } from '../../../runtime/xml/scalars.js';
import type { MessageSample, OperationHelp } from '../../../runtime/documents/help.js';
import { postedResult } from '../../../runtime/documents/transports.js';
import { firstAlternativeFields, firstAlternativeParams, firstAlternativeResults, type FieldModel, type OperationModel, type ValueShape } from '../../model.js';
import type { ModelIndex } from './model-index.js';
import { soapArrayAttributes } from '../../../runtime/xml/soap-encoding.js';
import { soapArrayForm, xsiTypeAttribute } from '../encoding.js';

/** A child element in `namespace`, written where `inScope` is the default namespace (as the encoders write it); `encoded`: of an encoded holder. */
function child(index: ModelIndex, f: FieldModel, indent: string, stack: readonly string[], inScope: string, encoded: boolean): string[] {
  // A wildcard's elements are whatever the sender writes: shown as a placeholder, as ASMX shows open content.
  if (f.wildcard) return [`${indent}xml`];
  const one = sampleValue(
    index,
    f.name,
    { type: f.type, ...(f.listItem ? { listItem: f.listItem } : {}) },
    indent,
    stack,
    f.namespace === inScope ? '' : ` xmlns="${f.namespace}"`,
    encoded,
    f.namespace,
    f.itemNamespace,
  );
  // A list without a wrapper: its element twice, as a list's items are shown.
  return f.repeated ? [...one, ...one] : one;
}

/** A value's element; `ns` is the default namespace inside it, its own; a list's items are in `itemNamespace` where it says another. */
function sampleValue(
  index: ModelIndex,
  name: string,
  shape: ValueShape,
  indent: string,
  stack: readonly string[],
  attrs: string,
  encoded: boolean,
  ns: string,
  itemNamespace = ns,
): string[] {
  const close = `</${name}>`;
  // SOAP encoding says every value's type (and an array's items' type and count), as the encoders write it.
  const soapArray = soapArrayForm(index.model, shape, encoded);
  attrs += soapArray
    ? soapArray.declaration + soapArrayAttributes(soapArray.arrayType, 2, index.model.service.encoding)
    : xsiTypeAttribute(index.model, shape.type, encoded);
  const open = `${indent}<${name}${attrs}>`;
  if (shape.listItem !== undefined) {
    const item: ValueShape = { type: shape.type };
    const itemName = soapArray ? 'item' : shape.listItem;
    const one = sampleValue(
      index,
      itemName,
      item,
      `${indent}  `,
      stack,
      itemNamespace === ns || soapArray ? '' : ` xmlns="${itemNamespace}"`,
      encoded,
      itemNamespace,
    );
    const children = [...one, ...one];
    return [open, ...children, `${indent}${close}`];
  }
  if (shape.type.kind === 'scalar') return [`${open}${SCALARS[shape.type.name].xsd}${close}`];
  if (shape.type.kind === 'any') return [`${open}xml${close}`];
  if (shape.type.kind === 'simple') {
    const values = index.model.simpleTypes.find((t) => t.name === shape.type.name)!.values;
    return [`${open}${values ? values.join(' or ') : SCALARS[shape.type.base].xsd}${close}`];
  }
  const t = index.type(shape.type.name);
  // Attributes show their types as placeholders, as values do.
  // Qualified attributes of the type's namespace under `a`, of others under `a1`, `a2`..., the xml namespace's under `xml`.
  const spaces = [...new Set(t.attributes.map((a) => a.namespace).filter((ns) => ns !== '' && ns !== XML_NS))].sort(
    (x, y) => Number(y === t.namespace) - Number(x === t.namespace),
  );
  const prefixOf = (ns: string): string => (ns === XML_NS ? 'xml' : spaces.indexOf(ns) === 0 ? 'a' : `a${spaces.indexOf(ns)}`);
  attrs += t.attributes.map((a) => ` ${a.namespace === '' ? '' : `${prefixOf(a.namespace)}:`}${a.name}="${a.type.name}"`).join('');
  attrs = spaces.map((ns) => ` xmlns:${prefixOf(ns)}="${ns}"`).join('') + attrs;
  if (t.value) return [`${indent}<${name}${attrs}>${t.value.name}</${name}>`];
  // Of a choice the sample shows the first alternative, as a message holds one.
  const fields = firstAlternativeFields(index.model, t);
  if (stack.includes(t.name) || fields.length === 0) return [`${indent}<${name}${attrs} />`];
  const inner = [...stack, t.name];
  return [`${indent}<${name}${attrs}>`, ...fields.flatMap((f) => child(index, f, `${indent}  `, inner, ns, t.encoded === true)), `${indent}${close}`];
}

/** The operation's samples: its SOAP request and response (absent when one-way) and its HTTP POST exchange. */
export function samples(index: ModelIndex, op: OperationModel): Pick<OperationHelp, 'request' | 'response' | 'httpPost'> {
  const ns = index.model.service.namespace;
  const wrapperNs = index.model.service.unqualifiedWrappers ? '' : ns;
  // A bare message's elements are its parts' own, in the Body.
  const encoded = op.use === 'encoded';
  const bare = (parts: readonly FieldModel[]): string[] => parts.flatMap((f) => child(index, f, '', [], '', encoded));
  // A wrapper in a namespace of its own (an rpc body's, a response's) says it; its attributes show
  // their types as placeholders, as a type's do.
  const wrapped = (element: string, namespace: string, children: string[], attributes: OperationModel['requestAttributes']): string[] => {
    const start = `<${element} xmlns="${namespace}"${attributes.map((a) => ` ${a.name}="${a.type.name}"`).join('')}`;
    return children.length ? [`${start}>`, ...children, `</${element}>`] : [`${start} />`];
  };
  const requestNs = op.request.namespace ?? wrapperNs;
  const requestBody = op.bare
    ? bare(op.params)
    : wrapped(
        op.request.element,
        requestNs,
        firstAlternativeParams(op).flatMap((p) => child(index, p, '  ', [], requestNs, encoded)),
        op.requestAttributes,
      );
  const responseNs = op.response?.namespace ?? wrapperNs;
  const responseBody = (element: string): string[] =>
    op.bare
      ? bare(op.result ? [op.result] : op.results)
      : wrapped(
          element,
          responseNs,
          (op.result ? [op.result] : firstAlternativeResults(op)).flatMap((f) => child(index, f, '  ', [], responseNs, encoded)),
          op.responseAttributes,
        );
  // The operation's header blocks, as ASMX shows them: each in the envelope's Header.
  const message = (body: string[], blocks: OperationModel['requestHeaders']): MessageSample => ({
    body: body.join('\n'),
    ...(blocks.length
      ? { headers: blocks.flatMap((h) => sampleValue(index, h.name, h, '', [], ` xmlns="${h.namespace}"`, encoded, h.namespace)).join('\n') }
      : {}),
  });
  const response = op.response && message(responseBody(op.response.element), op.responseHeaders);
  return {
    request: message(requestBody, op.requestHeaders),
    ...(response ? { response } : {}),
    ...(op.httpPost ? { httpPost: httpPostSamples(index, op, response!) } : {}),
  };
}

/** The HTTP POST form's sample, and the response's where the runtime cannot take it from the SOAP response's. */
function httpPostSamples(index: ModelIndex, op: OperationModel, response: MessageSample): NonNullable<OperationHelp['httpPost']> {
  const ns = index.model.service.namespace;
  // Offered over HTTP POST only with a single result, which has a root.
  const root = op.httpPostRoot!;
  const posted = sampleValue(index, root, op.result!, '', [], ` xmlns="${ns}"`, op.use === 'encoded', ns).join('\n');
  return {
    form: op.params.map((p) => `${p.formNames[0]}=${p.type.name}`).join('&'),
    root,
    ...(postedResult(response.body, root, ns) === posted ? {} : { response: posted }),
  };
}
