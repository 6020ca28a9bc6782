/**
 * rpc/encoded: what each value element's start tag says of its type. SOAP encoding names every
 * value's type on the wire (`xsi:type`), as PHP's SoapServer and Axis write it; the envelope
 * declares `xsd` and `xsi`, another namespace is declared on the element itself.
 */
import type { Model, TypeRef } from '../model.js';
import { SCALARS } from '../../runtime/xml/scalars.js';

const MICROSOFT_TYPES = 'http://microsoft.com/wsdl/types/';

/** ` xsi:type="…"` for a value of this type, or '' when the service is not encoded. */
export function xsiTypeAttribute(model: Model, type: TypeRef): string {
  // Open content says its own type, when it does, among its attributes.
  if (model.service.use !== 'encoded' || type.kind === 'any') return '';
  if (type.kind === 'scalar') {
    const scalar = SCALARS[type.name];
    return scalar.schema === 'xsd' ? ` xsi:type="xsd:${scalar.xsd}"` : qualified(MICROSOFT_TYPES, scalar.xsd);
  }
  const ns = (type.kind === 'simple' ? model.simpleTypes : model.types).find((t) => t.name === type.name)!.namespace;
  return qualified(ns, type.name);
}

function qualified(namespace: string, name: string): string {
  return ` xmlns:t="${namespace}" xsi:type="t:${name}"`;
}
