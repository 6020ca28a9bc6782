/**
 * The documents emitter: `wsdl.ts`, the WSDL 1.1 description rendered from templates/wsdl.hbs, and
 * `documents.ts`, what the help pages say about the service (operations, their tables and samples)
 * as data the runtime renders the disco document and the help pages from (runtime/documents/).
 *
 * The WSDL is rendered once, at generation time, with a sentinel in place of the service URL; the
 * text is escaped for a template literal and the sentinel replaced by the escaped run-time URL, so
 * the WSDL is byte-stable for a given spec and URL. The parts live in documents/: the template, the
 * model index, the WSDL view, the samples and the help data; this file writes the modules.
 */
import { StructureKind } from 'ts-morph';
import { serviceOrigin } from '../../runtime/documents/addresses.js';
import { escapeXml } from '../../runtime/xml/escape.js';
import type { Model } from '../model.js';
import { ModelIndex } from './documents/model-index.js';
import { render, SENTINEL, wsdlTemplate } from './documents/templates.js';
import { serviceHelp } from './documents/views.js';
import { wcfViews } from './documents/wcf.js';
import { wsdlView } from './documents/wsdl.js';
import type { GeneratedFile } from './file.js';
import { dataLiteral, renderSnippets } from './typescript.js';

/** Escapes text for a template literal body. */
function literal(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/`/g, '\\`').replace(/\$\{/g, '\\${');
}

/**
 * The WSDL the generated `wsdl.ts` serves at `serviceUrl`, rendered here directly: the same
 * template and view, so `soapgen wsdl` needs neither the generated code nor a TypeScript loader.
 */
export function wsdlDocument(model: Model, serviceUrl: string): string {
  return render(wsdlTemplate(), wsdlView(new ModelIndex(model)))
    .split(SENTINEL.url)
    .join(escapeXml(serviceUrl))
    .split(SENTINEL.origin)
    .join(escapeXml(serviceOrigin(serviceUrl, model.service.path)));
}

/** A document's text for a template literal, the URL sentinels standing for `url` and `origin`. */
function documentLiteral(view: object): string {
  return literal(render(wsdlTemplate(), view)).split(SENTINEL.url).join('${url}').split(SENTINEL.origin).join('${origin}');
}

/**
 * `wsdl.ts`: the WSDL's text with the service URL (and its origin, for ports at paths of their
 * own) filled in at run time; with `documents: wcf`, WCF's documents too (`wcfDocuments`).
 */
function emitWsdl(model: Model, index: ModelIndex, runtime: string): GeneratedFile {
  for (const sentinel of Object.values(SENTINEL)) {
    if (JSON.stringify(model).includes(sentinel)) throw new Error(`documents emitter: the spec contains the reserved text ${sentinel}`);
  }
  const view = wsdlView(index);
  const text = documentLiteral(view);
  const wcf = model.service.wsdl.documents === 'wcf' ? wcfViews(view) : undefined;
  const wcfTexts = wcf && {
    root: documentLiteral(wcf.root),
    contract: wcf.contract && documentLiteral(wcf.contract),
    schemas: wcf.schemas.map(documentLiteral),
  };
  const ports = [text, ...(wcfTexts ? [wcfTexts.root, wcfTexts.contract ?? '', ...wcfTexts.schemas] : [])].some((t) => t.includes('${origin}'));
  const prelude = [
    'const url = escapeXml(serviceUrl);',
    ...(ports ? [`const origin = escapeXml(serviceOrigin(serviceUrl, ${JSON.stringify(model.service.path)}));`] : []),
  ];
  const uses = [
    { from: `${runtime}xml/escape.js`, name: 'escapeXml' },
    ...(ports ? [{ from: `${runtime}documents/addresses.js`, name: 'serviceOrigin' }] : []),
  ];
  return renderSnippets(model, 'wsdl.ts', [
    {
      code: {
        kind: StructureKind.Function,
        name: 'wsdl',
        isExported: true,
        docs: [`The WSDL 1.1 description of ${model.service.name}, with every address set to \`serviceUrl\`. Byte-stable for a given URL.`],
        parameters: [{ name: 'serviceUrl', type: 'string' }],
        returnType: 'string',
        statements: [...prelude, `return \`${text}\`;`],
      },
      uses,
    },
    ...(wcfTexts
      ? [
          {
            code: {
              kind: StructureKind.Function as const,
              name: 'wcfDocuments',
              isExported: true,
              docs: [
                `The documents WCF would publish the WSDL of ${model.service.name} as, with every address set to \`serviceUrl\`: \`?wsdl\`, \`?wsdl=wsdl0\` and \`?xsd=xsdN\`.`,
              ],
              parameters: [{ name: 'serviceUrl', type: 'string' }],
              returnType: 'WcfDocuments',
              statements: [
                ...prelude,
                'return {',
                `  root: \`${wcfTexts.root}\`,`,
                ...(wcfTexts.contract !== undefined ? [`  contract: \`${wcfTexts.contract}\`,`] : []),
                `  schemas: [${wcfTexts.schemas.map((t) => `\`${t}\``).join(', ')}],`,
                '};',
              ],
            },
            uses: [...uses, { from: `${runtime}documents/wcf.js`, name: 'WcfDocuments', typeOnly: true }],
          },
        ]
      : []),
  ]);
}

/** `documents.ts`: the help data and the documents the runtime renders from it, with the WSDL. */
function emitHelp(model: Model, index: ModelIndex, runtime: string): GeneratedFile {
  const svc = model.service.name;
  const documents = `${runtime}documents/index.js`;
  return renderSnippets(model, 'documents.ts', [
    { code: `\nexport { wsdl${model.service.wsdl.documents === 'wcf' ? ', wcfDocuments' : ''} } from './wsdl.js';` },
    {
      code: `\n/** What the help pages of ${svc} say: its operations, the tables of their types and their samples. */\nconst help: ServiceHelp = ${dataLiteral(serviceHelp(index) as never)};`,
      uses: [{ from: documents, name: 'ServiceHelp', typeOnly: true }],
    },
    {
      code: `\n/** The disco document, the service page and the operation pages of ${svc}, rendered by the runtime from \`help\`. */\nexport const { disco, servicePage, operationPage } = helpDocuments(help);`,
      uses: [{ from: documents, name: 'helpDocuments' }],
    },
  ]);
}

/**
 * Emits `wsdl.ts` and `documents.ts`. `runtimeImport` is the module specifier prefix of the runtime
 * from the generated files, e.g. `soapgen/runtime/`.
 */
export function emitDocuments(model: Model, runtimeImport: string): GeneratedFile[] {
  const index = new ModelIndex(model);
  return [emitWsdl(model, index, runtimeImport), emitHelp(model, index, runtimeImport)];
}
