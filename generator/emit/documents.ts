/**
 * The documents emitter: the WSDL 1.1 description, the disco document and the HTML help pages
 * (service page and one page per operation), rendered from the Handlebars templates in templates/
 * and written into one TypeScript module, `documents.ts`, whose functions return the documents with
 * the service URL (and optional help links) filled in at run time.
 *
 * Technique: each template is rendered once, at generation time, with sentinels in place of the
 * run-time values; the output is escaped for a template literal and the sentinels are replaced by
 * `${...}` interpolations of escaped run-time values. Everything else is fixed text, so the
 * documents are byte-stable for a given spec.
 *
 * Escaping: the templates are compiled with `noEscape`, and every view handed to them is escaped
 * with `escapeXml` first (`deepEscape`), so the same rule (XML 1.0 escaping, also valid HTML)
 * covers the WSDL, the disco document and the pages, including the XML samples shown in `<pre>`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import Handlebars from 'handlebars';
import { escapeXml } from '../../runtime/xml/escape.js';
import { SCALARS } from '../../runtime/xml/scalars.js';
import { arrayTypeName, ownFields, type EnumModel, type FieldModel, type Model, type OperationModel, type ParamModel, type TypeModel, type ValueShape } from '../model.js';
import { type GeneratedFile, generatedHeader } from './file.js';

const TEMPLATES_DIR = new URL('../../templates/', import.meta.url);

/** Placeholders for run-time values: letters, digits and underscores only, so no escaping step alters them. */
const SENTINEL = {
  url: 'zzDOCS_SERVICE_URL_7Q2Kzz',
  host: 'zzDOCS_HOST_7Q2Kzz',
  path: 'zzDOCS_PATH_7Q2Kzz',
  links: 'zzDOCS_LINKS_7Q2Kzz',
  linkItems: 'zzDOCS_LINK_ITEMS_7Q2Kzz',
  linkTitle: 'zzDOCS_LINK_TITLE_7Q2Kzz',
  linkHref: 'zzDOCS_LINK_HREF_7Q2Kzz',
  styles: 'zzDOCS_STYLES_7Q2Kzz',
} as const;

const XSD_NS = 'http://www.w3.org/2001/XMLSchema';
const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

// ---------------------------------------------------------------------------------------------
// Templates

interface Templates {
  readonly wsdl: HandlebarsTemplateDelegate;
  readonly disco: HandlebarsTemplateDelegate;
  readonly servicePage: HandlebarsTemplateDelegate;
  readonly operationPage: HandlebarsTemplateDelegate;
  readonly links: HandlebarsTemplateDelegate;
  readonly link: HandlebarsTemplateDelegate;
  readonly styles: HandlebarsTemplateDelegate;
}

let cachedTemplates: Templates | undefined;

/**
 * Reads and compiles templates/ once. Files whose name starts with `_` are partials, registered
 * under their name without the underscore; the pages reference the styles partial, which is
 * replaced by a sentinel so the emitted module holds the CSS once.
 */
function templates(): Templates {
  if (cachedTemplates) return cachedTemplates;
  const hb = Handlebars.create();
  const sources = new Map<string, string>();
  for (const file of readdirSync(TEMPLATES_DIR).filter((f) => f.endsWith('.hbs')).sort()) {
    sources.set(file.slice(0, -'.hbs'.length), readFileSync(new URL(file, TEMPLATES_DIR), 'utf8'));
  }
  const source = (name: string): string => {
    const text = sources.get(name);
    if (text === undefined) throw new Error(`template ${name}.hbs is missing in ${fileURLToPath(TEMPLATES_DIR)}`);
    return text;
  };
  for (const [name, text] of sources) {
    if (name.startsWith('_') && name !== '_styles') hb.registerPartial(name.slice(1), text);
  }
  hb.registerPartial('styles', SENTINEL.styles);
  const compile = (name: string): HandlebarsTemplateDelegate => hb.compile(source(name), { noEscape: true, strict: true });
  cachedTemplates = {
    wsdl: compile('wsdl'),
    disco: compile('disco'),
    servicePage: compile('service-page'),
    operationPage: compile('operation-page'),
    links: compile('_links'),
    link: compile('_link'),
    styles: compile('_styles'),
  };
  return cachedTemplates;
}

/** Escapes every string in a view (recursively) with `escapeXml`; the templates do not escape. */
function deepEscape<T>(value: T): T {
  if (typeof value === 'string') return escapeXml(value) as T;
  if (Array.isArray(value)) return value.map((v) => deepEscape(v)) as T;
  if (value !== null && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = deepEscape(v);
    return out as T;
  }
  return value;
}

function render(template: HandlebarsTemplateDelegate, view: object): string {
  return template(deepEscape(view));
}

// ---------------------------------------------------------------------------------------------
// Model helpers

function ucfirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

class ModelIndex {
  readonly types = new Map<string, TypeModel>();
  /** Array wrapper types by item element name and item type. */
  private readonly arrays = new Map<string, string>();
  private readonly arrayNames = new Set<string>();

  constructor(readonly model: Model) {
    for (const t of model.types) {
      this.types.set(t.name, t);
      this.arrayNames.add(t.name); // a spec type may itself be called ArrayOfX
    }
  }

  type(name: string): TypeModel {
    const t = this.types.get(name);
    if (!t) throw new Error(`unknown type ${name}`);
    return t;
  }


  /** `ArrayOfX`, X being the item element name (see arrayTypeName); numbered like .NET on a name clash. */
  arrayName(shape: ValueShape): string {
    const item = shape.listItem!;
    const key = `${item}\u0000${shape.type.kind}:${shape.type.name}`;
    let name = this.arrays.get(key);
    if (name === undefined) {
      const base = arrayTypeName(shape);
      name = base;
      for (let n = 1; this.arrayNames.has(name); n++) name = `${base}${n}`;
      this.arrays.set(key, name);
      this.arrayNames.add(name);
    }
    return name;
  }

  /** The qualified schema type of a value: `s:int`, `tns:T`, `tns:ArrayOfX`. */
  xsdType(shape: ValueShape): string {
    if (shape.listItem !== undefined) return `tns:${this.arrayName(shape)}`;
    if (shape.type.kind !== 'scalar') return `tns:${shape.type.name}`;
    const scalar = SCALARS[shape.type.name];
    return `${scalar.schema === 'microsoft' ? 's1' : 's'}:${scalar.xsd}`;
  }

  /** How a type is shown on the help pages. */
  displayType(shape: ValueShape): string {
    if (shape.listItem === undefined) return shape.type.name;
    return shape.listItem === shape.type.name ? `${shape.type.name}[]` : `${shape.type.name}[] (items <${shape.listItem}>)`;
  }
}

/** Whether an element of this shape may carry xsi:nil (reference types in .NET terms). */
function nillable(shape: ValueShape): boolean {
  return shape.listItem !== undefined || shape.type.kind === 'complex' || (shape.type.kind === 'scalar' && !SCALARS[shape.type.name].valueType);
}

// ---------------------------------------------------------------------------------------------
// WSDL view

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
  | { readonly enumType: { readonly name: string; readonly description?: string; readonly values: readonly string[] } }
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
    if (shape.type.kind === 'enum') visitEnum(model.enums.find((e) => e.name === shape.type.name)!);
  };
  const visitEnum = (e: EnumModel): void => {
    if (done.has(`enum:${e.name}`)) return;
    done.add(`enum:${e.name}`);
    items.push({ enumType: { name: e.name, ...(e.description ? { description: e.description } : {}), values: e.values } });
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
        fields: [{ name: `${op.name}Result`, minOccurs: op.result.required ? '1' : '0', maxOccurs: '1', type: index.xsdType(op.result), ...(op.result.nillable ? { nillable: true } : {}) }],
      },
    });
    for (const p of op.params) visit(p);
    visit(op.result);
  }
  for (const t of model.types) visitType(t);
  for (const e of model.enums) visitEnum(e);

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

function wsdlView(index: ModelIndex): object {
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
    soap: model.operations.map((op) => ({ name: op.name, description: op.description, soapAction: op.soapAction })),
    httpPost: model.operations
      .filter((op) => op.httpPost)
      .map((op) => ({ name: op.name, description: op.description, formNames: op.params.map((p) => p.formNames[0]!), root: op.httpPostRoot })),
  };
}

// ---------------------------------------------------------------------------------------------
// Samples (type names as placeholders, like the ASMX help pages)

function sampleValue(index: ModelIndex, name: string, shape: ValueShape, indent: string, stack: readonly string[], attrs = ''): string[] {
  const open = `${indent}<${name}${attrs}>`;
  const close = `</${name}>`;
  if (shape.listItem !== undefined) {
    const item: ValueShape = { type: shape.type };
    const children = [
      ...sampleValue(index, shape.listItem, item, `${indent}  `, stack),
      ...sampleValue(index, shape.listItem, item, `${indent}  `, stack),
    ];
    return [open, ...children, `${indent}${close}`];
  }
  if (shape.type.kind === 'scalar') return [`${open}${SCALARS[shape.type.name].xsd}${close}`];
  if (shape.type.kind === 'enum') return [`${open}${index.model.enums.find((e) => e.name === shape.type.name)!.values.join(' or ')}${close}`];
  const t = index.type(shape.type.name);
  if (stack.includes(t.name) || t.fields.length === 0) return [`${indent}<${name}${attrs} />`];
  const inner = [...stack, t.name];
  return [open, ...t.fields.flatMap((f) => sampleValue(index, f.name, f, `${indent}  `, inner)), `${indent}${close}`];
}

interface SampleView {
  readonly title: string;
  readonly text: string;
  readonly request: string;
  readonly response: string;
}

function samples(index: ModelIndex, op: OperationModel): SampleView[] {
  const ns = index.model.service.namespace;
  const requestBody = (indent: string): string[] => {
    const params = op.params.flatMap((p) => sampleValue(index, p.name, p, `${indent}  `, []));
    return params.length ? [`${indent}<${op.name} xmlns="${ns}">`, ...params, `${indent}</${op.name}>`] : [`${indent}<${op.name} xmlns="${ns}" />`];
  };
  const responseBody = (indent: string): string[] => [
    `${indent}<${op.name}Response xmlns="${ns}">`,
    ...sampleValue(index, `${op.name}Result`, op.result, `${indent}  `, []),
    `${indent}</${op.name}Response>`,
  ];
  const envelope = (prefix: string, envNs: string, body: string[]): string =>
    [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<${prefix}:Envelope xmlns:xsi="${XSI_NS}" xmlns:xsd="${XSD_NS}" xmlns:${prefix}="${envNs}">`,
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
        envelope('soap', 'http://schemas.xmlsoap.org/soap/envelope/', requestBody('    ')),
      ].join('\n'),
      response: [...ok, 'Content-Type: text/xml; charset=utf-8', 'Content-Length: length', '', envelope('soap', 'http://schemas.xmlsoap.org/soap/envelope/', responseBody('    '))].join('\n'),
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
        envelope('soap12', 'http://www.w3.org/2003/05/soap-envelope', requestBody('    ')),
      ].join('\n'),
      response: [...ok, 'Content-Type: application/soap+xml; charset=utf-8', 'Content-Length: length', '', envelope('soap12', 'http://www.w3.org/2003/05/soap-envelope', responseBody('    '))].join('\n'),
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
        ...sampleValue(index, op.httpPostRoot, op.result, '', [], ` xmlns="${ns}"`),
      ].join('\n'),
    });
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Page views

function pageBase(model: Model): object {
  return { service: model.service, url: SENTINEL.url, links: SENTINEL.links };
}

/** Says how the HTTP POST form names a parameter when that is not just its name. */
function formNote(p: ParamModel): string {
  const [first, ...rest] = p.formNames;
  if (first === p.name && rest.length === 0) return '';
  return `HTTP POST form field ${first}` + (rest.length ? ` (also accepted: ${rest.join(', ')})` : '');
}

function operationView(index: ModelIndex, op: OperationModel): object {
  const resultType = op.result.type.kind === 'complex' ? index.type(op.result.type.name) : undefined;
  const row = (f: FieldModel) => ({ name: f.name, type: index.displayType(f), required: f.required, description: f.description ?? '' });
  return {
    ...pageBase(index.model),
    title: `${op.name} · ${index.model.service.name}`,
    operation: { name: op.name, description: op.description },
    httpPost: op.httpPost,
    params: op.params.map((p) => ({
      ...row(p),
      formName: p.formNames[0]!,
      formNote: formNote(p),
    })),
    result: {
      type: op.result.listItem !== undefined ? index.displayType(op.result) : op.result.type.name,
      description: resultType?.description,
      fields: resultType ? resultType.fields.map(row) : [],
    },
    samples: samples(index, op),
  };
}

// ---------------------------------------------------------------------------------------------
// Writing the module

/** Escapes text for a template literal body. */
function literal(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

/** A template literal of `text` with each sentinel replaced by the interpolation of an expression. */
function interpolate(text: string, replacements: Readonly<Record<string, string>>): string {
  let body = literal(text);
  for (const [sentinel, expr] of Object.entries(replacements)) body = body.split(sentinel).join(`\${${expr}}`);
  for (const s of Object.values(SENTINEL)) {
    if (body.includes(s)) throw new Error(`documents emitter: placeholder ${s} left in a document`);
  }
  return `\`${body}\``;
}

function docComment(text: string, indent = ''): string {
  return `${indent}/** ${text.replace(/\*\//g, '*\\/')} */\n`;
}

/**
 * Emits `documents.ts`: functions returning the WSDL, disco document and help pages of the service.
 * `runtimeImport` is the module specifier prefix of the runtime from the generated file, e.g. `../../runtime/`.
 */
export function emitDocuments(model: Model, runtimeImport: string): GeneratedFile[] {
  const json = JSON.stringify(model);
  for (const s of Object.values(SENTINEL)) {
    if (json.includes(s)) throw new Error(`documents emitter: the spec contains the reserved text ${s}`);
  }
  const t = templates();
  const index = new ModelIndex(model);
  const svc = model.service.name;

  const wsdlText = render(t.wsdl, wsdlView(index));
  const discoText = render(t.disco, { service: model.service, url: SENTINEL.url });
  const stylesText = t.styles({});
  const linksText = render(t.links, { items: SENTINEL.linkItems }).trimEnd();
  const linkText = render(t.link, { title: SENTINEL.linkTitle, href: SENTINEL.linkHref }).trim();
  const [linksHead, linksTail] = linksText.split(SENTINEL.linkItems) as [string, string | undefined];
  if (linksTail === undefined) throw new Error('templates/_links.hbs must use {{items}} exactly once');
  const servicePageText = render(t.servicePage, {
    ...pageBase(model),
    anyHttpPost: model.operations.some((o) => o.httpPost),
    operations: model.operations.map((o) => ({ name: o.name, description: o.description })),
  });

  const page = { [SENTINEL.url]: 'url', [SENTINEL.links]: 'linksHtml(links)', [SENTINEL.styles]: 'styles' };
  const opPages = model.operations.map((op) => {
    const text = render(t.operationPage, operationView(index, op));
    const body = interpolate(text, { ...page, [SENTINEL.links]: 'links', [SENTINEL.host]: 'host', [SENTINEL.path]: 'path' });
    return `  [${JSON.stringify(op.name)}, (url, host, path, links) =>\n    ${body}],\n`;
  });

  const out: string[] = [];
  out.push(generatedHeader(model.source, 'ts'));
  out.push(`import { escapeXml } from '${runtimeImport}xml/escape.js';\n\n`);
  out.push(
    '/** A link shown on the help pages, e.g. to business rules and error codes. */\n' +
      'export interface HelpLink {\n  readonly title: string;\n  readonly href: string;\n}\n\n' +
      '/** Links for the help pages: a list in display order, or a record of title to href (in insertion order). */\n' +
      'export type HelpLinks = readonly HelpLink[] | { readonly [title: string]: string };\n\n',
  );
  out.push(docComment(`The WSDL 1.1 description of ${svc}, with every address set to \`serviceUrl\`. Byte-stable for a given URL.`));
  out.push(`export function wsdl(serviceUrl: string): string {\n  const url = escapeXml(serviceUrl);\n  return ${interpolate(wsdlText, { [SENTINEL.url]: 'url' })};\n}\n\n`);
  out.push(docComment(`The discovery document (\`?disco\`) of ${svc}, pointing at \`serviceUrl\`.`));
  out.push(`export function disco(serviceUrl: string): string {\n  const url = escapeXml(serviceUrl);\n  return ${interpolate(discoText, { [SENTINEL.url]: 'url' })};\n}\n\n`);
  out.push(docComment('The CSS shared by the help pages (templates/_styles.hbs).'));
  out.push(`const styles = ${interpolate(stylesText, {})};\n\n`);
  out.push(docComment('The help links section, or nothing when there are no links.'));
  out.push(
    'function linksHtml(links: HelpLinks | undefined): string {\n' +
      '  if (links === undefined) return \'\';\n' +
      '  const list: readonly HelpLink[] = Array.isArray(links)\n' +
      '    ? (links as readonly HelpLink[])\n' +
      '    : Object.entries(links).map(([title, href]) => ({ title, href }));\n' +
      '  if (list.length === 0) return \'\';\n' +
      `  const items = list.map((link) => ${interpolate(linkText, { [SENTINEL.linkTitle]: 'escapeXml(link.title)', [SENTINEL.linkHref]: 'escapeXml(link.href)' })});\n` +
      `  return ${interpolate(linksHead, {})} + items.join('\\n') + ${interpolate(linksTail, {})};\n` +
      '}\n\n',
  );
  out.push(docComment('Host and path of the service URL for the samples, already escaped.'));
  out.push(
    'function hostAndPath(serviceUrl: string): { host: string; path: string } {\n' +
      '  try {\n' +
      '    const parsed = new URL(serviceUrl);\n' +
      '    return { host: escapeXml(parsed.host), path: escapeXml(parsed.pathname) };\n' +
      '  } catch {\n' +
      `    return { host: 'host', path: escapeXml(serviceUrl) };\n` +
      '  }\n' +
      '}\n\n',
  );
  out.push(docComment(`The help page of ${svc} listing its operations; \`links\` are shown in a "See also" section.`));
  out.push(
    `export function servicePage(serviceUrl: string, links?: HelpLinks): string {\n  const url = escapeXml(serviceUrl);\n  return ${interpolate(servicePageText, page)};\n}\n\n`,
  );
  out.push(docComment('Operation help pages by operation name; the arguments are already escaped.'));
  out.push(`const operationPages = new Map<string, (url: string, host: string, path: string, links: string) => string>([\n${opPages.join('')}]);\n\n`);
  out.push(docComment('The help page of one operation (`?op=Name`), or undefined when there is no such operation.'));
  out.push(
    'export function operationPage(operation: string, serviceUrl: string, links?: HelpLinks): string | undefined {\n' +
      '  const page = operationPages.get(operation);\n' +
      '  if (page === undefined) return undefined;\n' +
      '  const { host, path } = hostAndPath(serviceUrl);\n' +
      '  return page(escapeXml(serviceUrl), host, path, linksHtml(links));\n' +
      '}\n',
  );
  return [{ path: 'documents.ts', content: out.join('') }];
}
