/** What every operation's draft holds besides its messages: headers, faults, SOAP action, HTTP POST root and wrapper names. */
import type { FieldDraft, GroupDraft, OperationDraft } from '../draft.js';
import type { TypeUse } from '../schema/index.js';
import type { WsdlOperation } from '../wsdl.js';
import { faults, headers } from './blocks.js';
import type { ConvertContext } from './context.js';

/** The wrappers' named types (wrapped operations) and the single result's type (for its HTTP POST root). */
interface WrapperTypes {
  readonly requestType?: string | undefined;
  readonly responseType?: string | undefined;
  readonly resultUse?: TypeUse | undefined;
}

export function defaultSoapAction(namespace: string, op: string): string {
  return `${namespace}${namespace.endsWith('/') ? '' : '/'}${op}`;
}

/** The draft of an operation whose messages are read: its headers, faults, action, HTTP POST root and wrapper names. */
export function operationDraft(
  ctx: ConvertContext,
  op: WsdlOperation,
  fields: [string, FieldDraft | GroupDraft][],
  answer: Pick<OperationDraft, 'result' | 'results' | 'oneWay'>,
  { requestType, responseType, resultUse }: WrapperTypes = {},
): OperationDraft {
  const requestHeaders = headers(ctx, op.headers.input, op.name);
  const responseHeaders = headers(ctx, op.headers.output, op.name);
  const declaredFaults = faults(ctx, op.faults, op.name);
  const draft: { -readonly [K in keyof OperationDraft]: OperationDraft[K] } = { params: fields, ...answer };
  // Wrapper elements and their named types, where they are not ASMX's.
  // rpc wrappers are the operation's name in its port type, which the spec derives from `wsdl.name`.
  const wrapper = op.rpc ? (op.wsdlName ?? op.name) : op.name;
  if (op.request && op.request.local !== wrapper) draft.requestElement = op.request.local;
  if (requestType !== undefined) draft.requestWrapperType = requestType;
  if (op.response && op.response.local !== `${wrapper}Response`) draft.responseElement = op.response.local;
  if (responseType !== undefined) draft.responseWrapperType = responseType;
  // An rpc request wrapper's namespace is its soap:body's (rpc.ts).
  if (!op.rpc && op.request && op.request.ns !== ctx.namespace) draft.requestNamespace = op.request.ns;
  // Unqualified rpc wrappers, the request's as the response's, are in no namespace without saying so.
  if (op.response && op.response.ns !== ctx.namespace && !(ctx.unqualifiedWrappers && op.response.ns === '')) draft.responseNamespace = op.response.ns;
  if (requestHeaders.length > 0) draft.requestHeaders = requestHeaders;
  if (responseHeaders.length > 0) draft.responseHeaders = responseHeaders;
  if (declaredFaults.length > 0) draft.faults = declaredFaults;
  if (op.description) draft.description = op.description;
  // A WSDL naming no action has clients send none (""): the spec's default action would be another, and "" is written.
  if (op.soapActions) draft.soapAction = op.soapActions;
  else if (op.soapAction === undefined) draft.soapAction = null;
  else if (op.soapAction !== defaultSoapAction(ctx.namespace, op.name)) draft.soapAction = op.soapAction;
  // Only an operation with a single result is offered over HTTP POST.
  if (op.httpPostRoot && answer.result !== undefined && resultUse !== undefined) {
    const type = resultUse;
    // A list's root is its array type, whose name the result keeps.
    const root = type.name;
    if (op.httpPostRoot.local !== root) draft.httpPostRoot = op.httpPostRoot.local;
  }
  return draft;
}
