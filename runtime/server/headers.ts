/**
 * SOAP header blocks on the server: the ones addressed to this service that it must understand
 * (SOAP 1.1 §4.2.3, SOAP 1.2 §5.2.3), and the MustUnderstand fault for those the operation does
 * not declare. Blocks for other actors/roles, and optional ones, are left alone.
 */
import type { AnyOperationBinding } from '../binding.js';
import { envelopeNamespace, type SoapVersion } from '../soap.js';
import { escapeXml } from '../xml/escape.js';
import { attributeValue, type XmlElement } from '../xml/parse.js';

/** Actors (1.1) and roles (1.2) that name the ultimate receiver; absent names it too. */
const OUR_ROLES: Readonly<Record<SoapVersion, readonly string[]>> = {
  '1.1': ['http://schemas.xmlsoap.org/soap/actor/next'],
  '1.2': ['http://www.w3.org/2003/05/soap-envelope/role/next', 'http://www.w3.org/2003/05/soap-envelope/role/ultimateReceiver'],
};

/** Whether the operation declares this header block among its request headers (`namespace` is the service's). */
export function declaresHeader(op: AnyOperationBinding, namespace: string, block: XmlElement): boolean {
  return op.requestHeaders?.names.includes(block.ns === namespace ? block.name : `{${block.ns}}${block.name}`) ?? false;
}

/**
 * The Header with its blocks in no namespace that the operation declares in a namespace put in it:
 * an encoded block's part is declared by type= and its binding names the namespace, which zeep
 * leaves out. Returned as it is when no block needs it.
 */
export function encodedBlocksQualified(header: XmlElement | undefined, op: AnyOperationBinding, namespace: string): XmlElement | undefined {
  const names = op.requestHeaders?.names;
  if (!header || !names || !header.children.some((b) => b.ns === '')) return header;
  const qualified = (block: XmlElement): XmlElement => {
    if (block.ns !== '' || names.includes(`{}${block.name}`)) return block;
    const declared = names.find((n) => n === block.name || n.endsWith(`}${block.name}`));
    return declared === undefined ? block : { ...block, ns: declared === block.name ? namespace : declared.slice(1, declared.indexOf('}')) };
  };
  return { ...header, children: header.children.map(qualified) };
}

/** The blocks of `header` marked mustUnderstand, addressed to us, that `understood` does not know. */
export function notUnderstood(header: XmlElement | undefined, version: SoapVersion, understood: (block: XmlElement) => boolean): XmlElement[] {
  if (!header) return [];
  const ns = envelopeNamespace(version);
  return header.children.filter((block) => {
    const must = attributeValue(block, 'mustUnderstand', ns)?.trim();
    if (must !== '1' && !(version === '1.2' && must === 'true')) return false;
    const role = attributeValue(block, version === '1.1' ? 'actor' : 'role', ns)?.trim();
    return (role === undefined || role === '' || OUR_ROLES[version].includes(role)) && !understood(block);
  });
}

export function notUnderstoodMessage(blocks: readonly XmlElement[]): string {
  const names = blocks.map((b) => (b.ns === '' ? b.name : `{${b.ns}}${b.name}`));
  return `SOAP header ${names.join(', ')} was not understood.`;
}

/** SOAP 1.2's NotUnderstood header blocks, one per block (§5.4.8); SOAP 1.1 has none. */
export function notUnderstoodHeader(blocks: readonly XmlElement[], version: SoapVersion): string {
  if (version === '1.1') return '';
  return blocks
    .map((b) =>
      b.ns === ''
        ? `<soap:NotUnderstood qname="${escapeXml(b.name)}" />`
        : `<soap:NotUnderstood qname="h:${escapeXml(b.name)}" xmlns:h="${escapeXml(b.ns)}" />`,
    )
    .join('');
}
