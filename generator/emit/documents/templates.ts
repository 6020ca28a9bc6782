/**
 * The Handlebars templates of templates/, loaded and compiled once, and the sentinels that stand
 * for run-time values while they are rendered at generation time.
 *
 * Escaping: the templates are compiled with `noEscape`, and every view handed to them is escaped
 * with `escapeXml` first (`deepEscape`), so the same rule (XML 1.0 escaping, also valid HTML)
 * covers the WSDL, the disco document and the pages, including the XML samples shown in `<pre>`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { escapeXml } from '../../../runtime/xml/escape.js';
import { TEMPLATES_DIR } from '../../package-root.js';

/** Placeholders for run-time values: letters, digits and underscores only, so no escaping step alters them. */
export const SENTINEL = {
  url: 'zzDOCS_SERVICE_URL_7Q2Kzz',
  host: 'zzDOCS_HOST_7Q2Kzz',
  path: 'zzDOCS_PATH_7Q2Kzz',
  links: 'zzDOCS_LINKS_7Q2Kzz',
  linkItems: 'zzDOCS_LINK_ITEMS_7Q2Kzz',
  linkTitle: 'zzDOCS_LINK_TITLE_7Q2Kzz',
  linkHref: 'zzDOCS_LINK_HREF_7Q2Kzz',
  styles: 'zzDOCS_STYLES_7Q2Kzz',
  title: 'zzDOCS_TITLE_7Q2Kzz',
  body: 'zzDOCS_BODY_7Q2Kzz',
  formStart: 'zzDOCS_FORM_START_7Q2Kzz',
  formEnd: 'zzDOCS_FORM_END_7Q2Kzz',
} as const;

export const XSD_NS = 'http://www.w3.org/2001/XMLSchema';
export const XSI_NS = 'http://www.w3.org/2001/XMLSchema-instance';

export interface Templates {
  readonly wsdl: HandlebarsTemplateDelegate;
  readonly disco: HandlebarsTemplateDelegate;
  readonly servicePage: HandlebarsTemplateDelegate;
  readonly operationPage: HandlebarsTemplateDelegate;
  readonly links: HandlebarsTemplateDelegate;
  readonly link: HandlebarsTemplateDelegate;
  readonly styles: HandlebarsTemplateDelegate;
  /** The page layout around a body sentinel: emitted once, not into every page. */
  readonly layout: HandlebarsTemplateDelegate;
}

let cachedTemplates: Templates | undefined;

/**
 * Reads and compiles templates/ once. Files whose name starts with `_` are partials, registered
 * under their name without the underscore; the pages reference the styles partial, which is
 * replaced by a sentinel so the emitted module holds the CSS once.
 */
export function templates(): Templates {
  if (cachedTemplates) return cachedTemplates;
  const hb = Handlebars.create();
  const sources = new Map<string, string>();
  for (const file of readdirSync(TEMPLATES_DIR)
    .filter((f) => f.endsWith('.hbs'))
    .sort()) {
    sources.set(file.slice(0, -'.hbs'.length), readFileSync(join(TEMPLATES_DIR, file), 'utf8'));
  }
  const source = (name: string): string => {
    const text = sources.get(name);
    if (text === undefined) throw new Error(`template ${name}.hbs is missing in ${TEMPLATES_DIR}`);
    return text;
  };
  for (const [name, text] of sources) {
    if (name.startsWith('_') && name !== '_styles' && name !== '_layout') hb.registerPartial(name.slice(1), text);
  }
  // Pages render only their content; the layout is rendered once, around a body sentinel.
  hb.registerPartial('layout', '{{> @partial-block}}');
  hb.registerPartial('pageLayout', source('_layout'));
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
    layout: hb.compile(`{{#> pageLayout}}${SENTINEL.body}{{/pageLayout}}`, { noEscape: true, strict: true }),
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

export function render(template: HandlebarsTemplateDelegate, view: object): string {
  return template(deepEscape(view));
}
