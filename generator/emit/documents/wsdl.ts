/** The WSDL's view: schema items in ASMX order, the SOAP and HTTP POST bindings. */
import { FACET_NAMES } from '../../../runtime/xml/facets.js';
import { ownFields, type SimpleTypeModel, type FieldModel, type TypeModel, type ValueShape } from '../../model.js';
import { nillable, type ModelIndex } from './model-index.js';
import { SENTINEL } from './templates.js';

interface XsdElementView {
  readonly name: string;
  readonly minOccurs: string;
  readonly maxOccurs: string;
  readonly type: string;
  readonly nillable?: boolean;
}

type SchemaItem =
  | { readonly wrapper: { readonly name: string; readonly fields: readonly XsdElementView[] } }
  | { readonly complexType: { readonly name: string; readonly description?: string; readonly base?: string; readonly fields: readonly XsdElementView[] } }
  | {
      readonly simpleType: {
        readonly name: string;
        readonly description?: string;
        readonly base: string;
        readonly values: readonly string[];
        readonly facets: readonly { name: string; value: string }[];
      };
    }
  | { readonly arrayType: { readonly name: string; readonly item: { readonly name: string; readonly type: string; readonly nillable: boolean } } }
  | { readonly root: { readonly name: string; readonly type: string; readonly nillable: boolean } };

function fieldElement(index: ModelIndex, f: FieldModel): XsdElementView {
  return {
    name: f.name,
    minOccurs: f.required ? '1' : '0',
    maxOccurs: '1',
    type: index.xsdType(f),
    ...(f.nillable ? { nillable: true } : {}),
  };
}

/**
 * The schema items in ASMX order: per operation its request and response elements followed by
 * the types first reached from them (depth first), then types no operation reaches, then the
 * global elements of the HTTP POST roots.
 */
function schemaItems(index: ModelIndex): SchemaItem[] {
  const { model } = index;
  const items: SchemaItem[] = [];
  const done = new Set<string>();

  const visit = (shape: ValueShape): void => {
    if (shape.listItem !== undefined) {
      const name = index.arrayName(shape);
      if (!done.has(`array:${name}`)) {
        done.add(`array:${name}`);
        const itemShape: ValueShape = { type: shape.type };
        items.push({ arrayType: { name, item: { name: shape.listItem, type: index.xsdType(itemShape), nillable: nillable(itemShape) } } });
        visit(itemShape);
      }
      return;
    }
    if (shape.type.kind === 'complex') visitType(index.type(shape.type.name));
    if (shape.type.kind === 'simple') visitSimple(model.simpleTypes.find((t) => t.name === shape.type.name)!);
  };
  const visitSimple = (e: SimpleTypeModel): void => {
    if (done.has(`simple:${e.name}`)) return;
    done.add(`simple:${e.name}`);
    const facets = FACET_NAMES.flatMap((name) => (e.facets[name] === undefined ? [] : [{ name, value: String(e.facets[name]) }]));
    const base = index.xsdType({ type: { kind: 'scalar', name: e.base } });
    items.push({ simpleType: { name: e.name, ...(e.description ? { description: e.description } : {}), base, values: e.values ?? [], facets } });
  };
  const visitType = (t: TypeModel): void => {
    if (done.has(`type:${t.name}`)) return;
    done.add(`type:${t.name}`);
    const own = ownFields(index.model, t);
    items.push({
      complexType: {
        name: t.name,
        ...(t.description ? { description: t.description } : {}),
        ...(t.base ? { base: `tns:${t.base}` } : {}),
        fields: own.map((f) => fieldElement(index, f)),
      },
    });
    if (t.base) visitType(index.type(t.base));
    for (const f of own) visit(f);
  };

  for (const op of model.operations) {
    items.push({ wrapper: { name: op.name, fields: op.params.map((p) => fieldElement(index, p)) } });
    items.push({
      wrapper: {
        name: `${op.name}Response`,
        fields: [
          {
            name: `${op.name}Result`,
            minOccurs: op.result.required ? '1' : '0',
            maxOccurs: '1',
            type: index.xsdType(op.result),
            ...(op.result.nillable ? { nillable: true } : {}),
          },
        ],
      },
    });
    for (const p of op.params) visit(p);
    visit(op.result);
  }
  // Header blocks and fault details: global elements of their own (one per name, however many operations use it).
  const headerElements = new Set<string>();
  for (const h of model.operations.flatMap((op) => [...op.requestHeaders, ...op.responseHeaders, ...op.faults])) {
    if (headerElements.has(h.name)) continue;
    headerElements.add(h.name);
    items.push({ root: { name: h.name, type: index.xsdType(h), nillable: 'nillable' in h && h.nillable } });
    visit(h);
  }
  for (const t of model.types) visitType(t);
  for (const t of model.simpleTypes) visitSimple(t);

  const roots = new Map<string, string>();
  for (const op of model.operations.filter((o) => o.httpPost)) {
    const type = index.xsdType(op.result);
    const seen = roots.get(op.httpPostRoot);
    if (seen !== undefined) {
      if (seen !== type) throw new Error(`HTTP POST root ${op.httpPostRoot} is used with types ${seen} and ${type}`);
      continue;
    }
    roots.set(op.httpPostRoot, type);
    items.push({ root: { name: op.httpPostRoot, type, nillable: nillable(op.result) } });
  }
  return items;
}

export function wsdlView(index: ModelIndex): object {
  const { model } = index;
  const schema = schemaItems(index);
  const json = JSON.stringify(schema);
  // Microsoft's serialization types (s1:guid, s1:char) get their own schema, as ASMX writes it.
  const microsoft = ['guid', 'char'].filter((t) => json.includes(`"s1:${t}"`));
  return {
    service: model.service,
    url: SENTINEL.url,
    schema,
    microsoft: microsoft.length ? { guid: microsoft.includes('guid'), char: microsoft.includes('char') } : undefined,
    soap11: model.service.transports.includes('soap11'),
    soap12: model.service.transports.includes('soap12'),
    names: model.service.wsdl,
    soap: model.operations.map((op) => ({
      name: op.name,
      description: op.description,
      soapAction: op.soapAction,
      input: model.service.wsdl.messages.input.replaceAll('{operation}', op.name),
      output: model.service.wsdl.messages.output.replaceAll('{operation}', op.name),
      inputHeaders: op.requestHeaders.map((h) => ({ message: `${op.name}${h.name}`, part: h.name })),
      outputHeaders: op.responseHeaders.map((h) => ({ message: `${op.name}${h.name}`, part: h.name })),
      faults: op.faults.map((f) => ({ name: f.name, message: `${op.name}${f.name}Fault` })),
    })),
    faultMessages: model.operations.flatMap((op) => op.faults.map((f) => ({ name: `${op.name}${f.name}Fault`, element: f.name }))),
    // One message per operation and header block, as ASMX names it (a block in both directions shares it).
    headerMessages: model.operations.flatMap((op) =>
      [...new Set([...op.requestHeaders, ...op.responseHeaders].map((h) => h.name))].map((name) => ({ name: `${op.name}${name}`, part: name })),
    ),
    httpPost: model.operations
      .filter((op) => op.httpPost)
      .map((op) => ({ name: op.name, description: op.description, formNames: op.params.map((p) => p.formNames[0]!), root: op.httpPostRoot })),
  };
}
