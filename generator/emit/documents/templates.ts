/**
 * The WSDL's Handlebars template (templates/wsdl.hbs), loaded and compiled once, and the sentinel
 * that stands for the service URL while it is rendered at generation time.
 *
 * Escaping: the template is compiled with `noEscape`, and the view handed to it is escaped with
 * `escapeXml` first (`deepEscape`).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Handlebars from 'handlebars';
import { escapeXml } from '../../../runtime/xml/escape.js';
import { TEMPLATES_DIR } from '../../package-root.js';

/**
 * The placeholders of the service URL and of its origin (before a port's own path): letters, digits
 * and underscores only, so no escaping step alters them.
 */
export const SENTINEL = { url: 'zzDOCS_SERVICE_URL_7Q2Kzz', origin: 'zzDOCS_SERVICE_ORIGIN_7Q2Kzz' } as const;

let cached: HandlebarsTemplateDelegate | undefined;

/** templates/wsdl.hbs, compiled. */
export function wsdlTemplate(): HandlebarsTemplateDelegate {
  if (cached) return cached;
  const path = join(TEMPLATES_DIR, 'wsdl.hbs');
  let source: string;
  try {
    source = readFileSync(path, 'utf8');
  } catch {
    throw new Error(`template wsdl.hbs is missing in ${TEMPLATES_DIR}`);
  }
  cached = Handlebars.create().compile(source, { noEscape: true, strict: true });
  return cached;
}

/** Escapes every string in a view (recursively) with `escapeXml`; the template does not escape. */
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
