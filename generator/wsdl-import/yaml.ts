/** Writes a spec draft as YAML in the style of the hand-written specs: one flow mapping per field. */
import type { AttributeDraft, BindingDraft, FieldDraft, GroupDraft, PortDraft, SpecDraft, TypeDraft } from './draft.js';

const PLAIN = /^[A-Za-z_][A-Za-z0-9_]*$/;
const KEYWORDS = new Set(['true', 'false', 'null', 'yes', 'no', 'on', 'off', 'y', 'n']);

/** A scalar as plain text when unambiguous, else double-quoted (a JSON string is valid YAML). */
function scalar(value: string): string {
  return PLAIN.test(value) && !KEYWORDS.has(value.toLowerCase()) ? value : JSON.stringify(value);
}

function flow(field: FieldDraft & { readonly element?: string }): string {
  if (field.any) {
    const parts = [`any: ${JSON.stringify(field.any.namespace)}`];
    if (field.any.processContents !== undefined) parts.push(`processContents: ${field.any.processContents}`);
    if (field.any.maxOccurs !== undefined) parts.push(`maxOccurs: ${field.any.maxOccurs}`);
    if (field.required) parts.push('required: true');
    if (field.description !== undefined) parts.push(`description: ${scalar(field.description)}`);
    return `{ ${parts.join(', ')} }`;
  }
  const parts = [`type: ${scalar(field.type)}`];
  if (field.element !== undefined) parts.push(`element: ${scalar(field.element)}`);
  if (field.item !== undefined) parts.push(`item: ${scalar(field.item)}`);
  if (field.itemNamespace !== undefined) parts.push(`itemNamespace: ${JSON.stringify(field.itemNamespace)}`);
  if (field.listType !== undefined) parts.push(`listType: ${scalar(field.listType)}`);
  if (field.listNamespace !== undefined) parts.push(`listNamespace: ${JSON.stringify(field.listNamespace)}`);
  if (field.itemNillable !== undefined) parts.push(`itemNillable: ${field.itemNillable}`);
  if (field.inline) parts.push('inline: true');
  if (field.minOccurs !== undefined) parts.push(`minOccurs: ${field.minOccurs}`);
  if (field.maxOccurs !== undefined) parts.push(`maxOccurs: ${field.maxOccurs}`);
  if (field.required !== undefined) parts.push(`required: ${field.required}`);
  if (field.nillable !== undefined) parts.push(`nillable: ${field.nillable}`);
  if (field.default !== undefined) parts.push(`default: ${JSON.stringify(field.default)}`);
  if (field.fixed !== undefined) parts.push(`fixed: ${JSON.stringify(field.fixed)}`);
  if (field.namespace !== undefined) parts.push(`namespace: ${JSON.stringify(field.namespace)}`);
  if (field.ref) parts.push('ref: true');
  if (field.part !== undefined) parts.push(`part: ${scalar(field.part)}`);
  if (field.description !== undefined) parts.push(`description: ${scalar(field.description)}`);
  if (field.wsdl !== undefined)
    parts.push(
      `wsdl: { ${Object.entries(field.wsdl)
        .map(([k, v]) => `${k}: ${scalar(v)}`)
        .join(', ')} }`,
    );
  if (field.faults !== undefined) parts.push(`faults: { ${field.faults.map(([name, fault]) => `${scalar(name)}: ${flow(fault)}`).join(', ')} }`);
  return `{ ${parts.join(', ')} }`;
}

/** Facets whose values are whole numbers in the spec; the others stay text, so "1.50" keeps its digits. */
const WHOLE = new Set(['length', 'minLength', 'maxLength', 'totalDigits', 'fractionDigits']);

/** A simple type's keys: `enum`, or `base` with its facets, or `list`; then its namespace and description. */
function simpleParts(type: Extract<TypeDraft, { kind: 'enum' | 'simple' }>): string[] {
  const parts: string[] = [];
  const values = (list: readonly string[]): string => `[${list.map((v) => JSON.stringify(v)).join(', ')}]`;
  if (type.kind === 'enum') parts.push(`enum: [${type.values.map(scalar).join(', ')}]`);
  else {
    if (type.list !== undefined) parts.push(`list: ${scalar(type.list)}`);
    if (type.union !== undefined) parts.push(`union: [${type.union.map(scalar).join(', ')}]`);
    if (type.base !== undefined) parts.push(`base: ${scalar(type.base)}`);
    if (type.values) parts.push(`enum: ${values(type.values)}`);
    for (const [facet, value] of type.facets) parts.push(`${facet}: ${WHOLE.has(facet) && /^\d+$/.test(value) ? value : JSON.stringify(value)}`);
  }
  if (type.anonymous) parts.push('anonymous: true');
  if (type.xmlName !== undefined) parts.push(`xmlName: ${scalar(type.xmlName)}`);
  if (type.namespace !== undefined) parts.push(`namespace: ${JSON.stringify(type.namespace)}`);
  if (type.description !== undefined) parts.push(`description: ${scalar(type.description)}`);
  return parts;
}

export function specYaml(spec: SpecDraft, source: string): string {
  const out: string[] = [];
  out.push(`# Imported from ${source} by soapgen import. Format: SPEC.md of the soapgen package.`);
  out.push('');
  out.push('service:');
  out.push(`  name: ${scalar(spec.service.name)}`);
  out.push(`  namespace: ${scalar(spec.service.namespace)}`);
  out.push(`  path: ${scalar(spec.service.path)}`);
  if (spec.service.description !== undefined) out.push(`  description: ${scalar(spec.service.description)}`);
  if (spec.service.style !== undefined) out.push(`  style: ${spec.service.style}`);
  if (spec.service.use !== undefined) out.push(`  use: ${spec.service.use}`);
  if (spec.service.encoding !== undefined) out.push(`  encoding: ${spec.service.encoding}`);
  if (spec.service.rpcWrappers !== undefined) out.push(`  rpcWrappers: ${spec.service.rpcWrappers}`);
  out.push(`  transports: [${spec.service.transports.join(', ')}]`);
  const wsdl = spec.service.wsdl;
  if (wsdl) {
    // A port or binding: a name, or a flow mapping of its names (in the draft's key order).
    const item = (p: PortDraft | BindingDraft): string =>
      typeof p === 'string'
        ? scalar(p)
        : `{ ${Object.entries(p)
            .filter(([, v]) => v !== undefined)
            .map(([k, v]) => `${k}: ${scalar(v as string)}`)
            .join(', ')} }`;
    const pairs = (m: Readonly<Record<string, string | readonly (PortDraft | BindingDraft)[] | undefined>>): string =>
      `{ ${Object.entries(m)
        .map(([k, v]) => `${k}: ${typeof v === 'string' ? scalar(v) : `[${v!.map(item).join(', ')}]`}`)
        .join(', ')} }`;
    out.push('  wsdl:');
    if (wsdl.name !== undefined) out.push(`    name: ${scalar(wsdl.name)}`);
    if (wsdl.documentation !== undefined) out.push(`    documentation: ${scalar(wsdl.documentation)}`);
    if (wsdl.targetNamespace !== undefined) out.push(`    targetNamespace: ${scalar(wsdl.targetNamespace)}`);
    if (wsdl.portType !== undefined) out.push(`    portType: ${scalar(wsdl.portType)}`);
    if (wsdl.portTypes) out.push(`    portTypes: { ${wsdl.portTypes.map(([name, ops]) => `${scalar(name)}: [${ops.map(scalar).join(', ')}]`).join(', ')} }`);
    if (wsdl.bindings) out.push(`    bindings: ${pairs(wsdl.bindings)}`);
    if (wsdl.ports) out.push(`    ports: ${pairs(wsdl.ports)}`);
    if (wsdl.messages) out.push(`    messages: ${pairs(wsdl.messages)}`);
    if (wsdl.actions) out.push(`    actions: ${wsdl.actions}`);
    if (wsdl.microsoftTypes) out.push(`    microsoftTypes: ${wsdl.microsoftTypes}`);
    if (wsdl.documents) out.push(`    documents: ${wsdl.documents}`);
    if (wsdl.services) out.push(`    services: { ${wsdl.services.map(([name, ports]) => `${scalar(name)}: [${ports.map(scalar).join(', ')}]`).join(', ')} }`);
  }

  if (spec.schemas.length > 0) {
    out.push('', 'schemas:');
    for (const [ns, settings] of spec.schemas) {
      const parts = [
        ...(settings.unqualifiedElements ? ['elementFormDefault: unqualified'] : []),
        ...(settings.qualifiedAttributes ? ['attributeFormDefault: qualified'] : []),
      ];
      out.push(parts.length ? `  ${scalar(ns)}: { ${parts.join(', ')} }` : `  ${scalar(ns)}: {}`);
    }
  }

  if (spec.elements.length > 0) {
    out.push('', 'elements:');
    writeFields(out, spec.elements, '  ');
  }

  if (spec.types.length > 0) {
    out.push('', 'types:');
    spec.types.forEach(([name, type], i) => {
      if (i > 0) out.push('');
      if (type.kind === 'enum' || type.kind === 'simple') {
        out.push(`  ${name}: { ${simpleParts(type).join(', ')} }`);
        return;
      }
      out.push(`  ${name}:`);
      if (type.anonymous) out.push('    anonymous: true');
      if (type.xmlName !== undefined) out.push(`    xmlName: ${scalar(type.xmlName)}`);
      if (type.namespace !== undefined) out.push(`    namespace: ${scalar(type.namespace)}`);
      if (type.description !== undefined) out.push(`    description: ${scalar(type.description)}`);
      if (type.extends !== undefined) out.push(`    extends: ${scalar(type.extends)}`);
      if (type.restricts !== undefined) out.push(`    restricts: ${scalar(type.restricts)}`);
      if (type.abstract) out.push('    abstract: true');
      if (type.value !== undefined) out.push(`    value: ${scalar(type.value)}`);
      else if (type.fields.length === 0 && !type.attributes?.length && !type.anyAttribute) out.push('    fields: {}');
      else if (type.fields.length > 0) {
        if (type.all) out.push('    all: true');
        out.push('    fields:');
        writeFields(out, type.fields, '      ');
      }
      if (type.attributes?.length) writeAttributes(out, 'attributes', type.attributes);
      if (type.anyAttribute) {
        const { namespace, processContents } = type.anyAttribute;
        out.push(
          `    anyAttribute: ${processContents ? `{ namespace: ${JSON.stringify(namespace)}, processContents: ${processContents} }` : JSON.stringify(namespace)}`,
        );
      }
    });
  }

  out.push('', 'operations:');
  spec.operations.forEach(([name, op], i) => {
    if (i > 0) out.push('');
    out.push(`  ${name}:`);
    if (op.description !== undefined) out.push(`    description: ${scalar(op.description)}`);
    if (op.servedAs !== undefined) out.push(`    servedAs: ${scalar(op.servedAs)}`);
    if (op.soapAction === null || typeof op.soapAction === 'string') out.push(`    soapAction: ${op.soapAction === null ? 'null' : scalar(op.soapAction)}`);
    else if (op.soapAction) out.push('    soapAction:', ...Object.entries(op.soapAction).map(([version, action]) => `      ${version}: ${scalar(action)}`));
    if (op.style !== undefined) out.push(`    style: ${op.style}`);
    if (op.use !== undefined) out.push(`    use: ${op.use}`);
    if (op.bare) out.push('    bare: true');
    if (op.requestElement !== undefined) out.push(`    requestElement: ${scalar(op.requestElement)}`);
    if (op.requestWrapperType !== undefined) out.push(`    requestWrapperType: ${scalar(op.requestWrapperType)}`);
    if (op.params.length === 0) out.push('    params: {}');
    else {
      out.push('    params:');
      writeFields(out, op.params, '      ');
    }
    if (op.requestAttributes) writeAttributes(out, 'requestAttributes', op.requestAttributes);
    if (op.responseElement !== undefined) out.push(`    responseElement: ${scalar(op.responseElement)}`);
    if (op.responseWrapperType !== undefined) out.push(`    responseWrapperType: ${scalar(op.responseWrapperType)}`);
    if (op.requestNamespace !== undefined) out.push(`    requestNamespace: ${scalar(op.requestNamespace)}`);
    if (op.responseNamespace !== undefined) out.push(`    responseNamespace: ${scalar(op.responseNamespace)}`);
    for (const [key, headers] of [
      ['requestHeaders', op.requestHeaders],
      ['responseHeaders', op.responseHeaders],
      ['faults', op.faults],
    ] as const) {
      if (!headers) continue;
      out.push(`    ${key}:`);
      for (const [header, draft] of headers) out.push(`      ${scalar(header)}: ${flow(draft)}`);
    }
    if (op.responseAttributes) writeAttributes(out, 'responseAttributes', op.responseAttributes);
    if (op.result !== undefined) out.push(`    result: ${typeof op.result === 'string' ? scalar(op.result) : flow(op.result)}`);
    else if (op.oneWay) out.push('    oneWay: true');
    else if (!op.results?.length) out.push('    results: {}');
    else {
      out.push('    results:');
      writeFields(out, op.results, '      ');
    }
    if (op.httpPostRoot !== undefined) out.push(`    httpPostRoot: ${scalar(op.httpPostRoot)}`);
    if (op.wsdl) {
      const names = (n: Readonly<Record<string, string | readonly string[]>>): string =>
        `{ ${Object.entries(n)
          .map(([k, v]) => `${k}: ${typeof v === 'string' ? scalar(v) : `[${v.map(scalar).join(', ')}]`}`)
          .join(', ')} }`;
      out.push(
        `    wsdl: { ${Object.entries(op.wsdl)
          .map(([key, n]) => `${key}: ${typeof n === 'string' ? scalar(n) : names(n)}`)
          .join(', ')} }`,
      );
    }
  });
  return `${out.join('\n')}\n`;
}

/** Fields at `indent`: an element on one line, a group as a block holding its members. */
function writeFields(out: string[], fields: ReadonlyArray<readonly [string, FieldDraft | GroupDraft]>, indent: string): void {
  for (const [name, draft] of fields) {
    if (!('group' in draft)) {
      out.push(`${indent}${name}: ${flow(draft)}`);
      continue;
    }
    out.push(`${indent}${name}:`);
    if (draft.required) out.push(`${indent}  required: true`);
    if (draft.repeated) out.push(`${indent}  repeated: true`);
    out.push(`${indent}  ${draft.group}:`);
    writeFields(out, draft.members, `${indent}    `);
  }
}

/** `attributes:` (or a wrapper's `requestAttributes:`...), one attribute a line, at the keys of a type or operation. */
function writeAttributes(out: string[], key: string, attributes: ReadonlyArray<readonly [string, AttributeDraft]>): void {
  out.push(`    ${key}:`);
  for (const [attribute, draft] of attributes) {
    const parts = [`type: ${scalar(draft.type)}`];
    if (draft.required) parts.push('required: true');
    if (draft.default !== undefined) parts.push(`default: ${JSON.stringify(draft.default)}`);
    if (draft.fixed !== undefined) parts.push(`fixed: ${JSON.stringify(draft.fixed)}`);
    if (draft.namespace !== undefined) parts.push(`namespace: ${JSON.stringify(draft.namespace)}`);
    if (draft.description !== undefined) parts.push(`description: ${scalar(draft.description)}`);
    out.push(`      ${attribute}: { ${parts.join(', ')} }`);
  }
}
