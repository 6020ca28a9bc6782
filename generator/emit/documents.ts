/**
 * The documents emitter: the WSDL 1.1 description, the disco document and the HTML help pages
 * (service page and one page per operation), rendered from the Handlebars templates in templates/
 * and written into one TypeScript module, `documents.ts`, whose functions return the documents with
 * the service URL (and optional help links) filled in at run time.
 *
 * Technique: each template is rendered once, at generation time, with sentinels in place of the
 * run-time values; the output is escaped for a template literal and the sentinels are replaced by
 * `${...}` interpolations of escaped run-time values. Everything else is fixed text, so the
 * documents are byte-stable for a given spec. The parts live in documents/: templates, the model
 * index, the WSDL view, samples and page views; this file writes the module.
 */
import { escapeXml } from '../../runtime/xml/escape.js';
import type { Model } from '../model.js';
import { ModelIndex } from './documents/model-index.js';
import { render, SENTINEL, templates } from './documents/templates.js';
import { operationView, pageBase } from './documents/views.js';
import { wsdlView } from './documents/wsdl.js';
import { type GeneratedFile, generatedHeader } from './file.js';

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
 * The WSDL the generated `documents.ts` serves at `serviceUrl`, rendered here directly: the same
 * template and view, so `soapgen wsdl` needs neither the generated code nor a TypeScript loader.
 */
export function wsdlDocument(model: Model, serviceUrl: string): string {
  return render(templates().wsdl, wsdlView(new ModelIndex(model)))
    .split(SENTINEL.url)
    .join(escapeXml(serviceUrl));
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

  const layoutText = render(t.layout, { title: SENTINEL.title, service: model.service, url: SENTINEL.url });
  const page = { [SENTINEL.url]: 'url', [SENTINEL.links]: 'linksHtml(links)' };
  const opPages = model.operations.map((op) => {
    const view = operationView(index, op);
    const text = render(t.operationPage, view);
    const values = { ...page, [SENTINEL.links]: 'links', [SENTINEL.host]: 'host', [SENTINEL.path]: 'path' };
    // The Invoke form is fixed text, shown or left out at run time (ServiceOptions.invokeForm).
    const [before, rest] = text.split(SENTINEL.formStart) as [string, string | undefined];
    const [form, after] = rest === undefined ? ['', ''] : (rest.split(SENTINEL.formEnd) as [string, string]);
    const body =
      rest === undefined
        ? interpolate(before, values)
        : `${interpolate(before, values)}\n      + (invoke ? ${interpolate(form, values)} : '')\n      + ${interpolate(after, values)}`;
    const title = escapeXml((view as { title: string }).title);
    // Named with _ when unused, so projects compiling with noUnusedParameters accept the file.
    const invoke = rest === undefined ? '_invoke' : 'invoke';
    return `  [${JSON.stringify(op.name)}, (url, host, path, links, ${invoke}) =>\n    page(${JSON.stringify(title)}, url,\n      ${body})],\n`;
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
  out.push(
    `export function wsdl(serviceUrl: string): string {\n  const url = escapeXml(serviceUrl);\n  return ${interpolate(wsdlText, { [SENTINEL.url]: 'url' })};\n}\n\n`,
  );
  out.push(docComment(`The discovery document (\`?disco\`) of ${svc}, pointing at \`serviceUrl\`.`));
  out.push(
    `export function disco(serviceUrl: string): string {\n  const url = escapeXml(serviceUrl);\n  return ${interpolate(discoText, { [SENTINEL.url]: 'url' })};\n}\n\n`,
  );
  out.push(docComment('The CSS shared by the help pages (templates/_styles.hbs).'));
  out.push(`const styles = ${interpolate(stylesText, {})};\n\n`);
  out.push(docComment('Every help page: the layout (templates/_layout.hbs) around its content; the arguments are already escaped.'));
  out.push(
    `function page(title: string, url: string, body: string): string {\n  return ${interpolate(layoutText, { [SENTINEL.title]: 'title', [SENTINEL.url]: 'url', [SENTINEL.styles]: 'styles', [SENTINEL.body]: 'body' })};\n}\n\n`,
  );
  out.push(docComment('The help links section, or nothing when there are no links.'));
  out.push(
    'function linksHtml(links: HelpLinks | undefined): string {\n' +
      "  if (links === undefined) return '';\n" +
      '  const list: readonly HelpLink[] = Array.isArray(links)\n' +
      '    ? (links as readonly HelpLink[])\n' +
      '    : Object.entries(links).map(([title, href]) => ({ title, href }));\n' +
      "  if (list.length === 0) return '';\n" +
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
    `export function servicePage(serviceUrl: string, links?: HelpLinks): string {\n  const url = escapeXml(serviceUrl);\n  return page(${JSON.stringify(escapeXml(svc))}, url, ${interpolate(servicePageText, page)});\n}\n\n`,
  );
  out.push(docComment('Operation help pages by operation name; the arguments are already escaped.'));
  out.push(
    `const operationPages = new Map<string, (url: string, host: string, path: string, links: string, invoke: boolean) => string>([\n${opPages.join('')}]);\n\n`,
  );
  out.push(
    docComment('The help page of one operation (`?op=Name`), or undefined when there is no such operation. `invokeForm` offers the HTTP POST test form.'),
  );
  out.push(
    'export function operationPage(operation: string, serviceUrl: string, links?: HelpLinks, invokeForm = false): string | undefined {\n' +
      '  const render = operationPages.get(operation);\n' +
      '  if (render === undefined) return undefined;\n' +
      '  const { host, path } = hostAndPath(serviceUrl);\n' +
      '  return render(escapeXml(serviceUrl), host, path, linksHtml(links), invokeForm);\n' +
      '}\n',
  );
  return [{ path: 'documents.ts', content: out.join('') }];
}
