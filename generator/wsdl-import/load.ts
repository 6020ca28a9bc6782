/**
 * Reads a WSDL from a file or URL together with everything it imports: `wsdl:import location`,
 * and `xsd:import` / `xsd:include schemaLocation`, each relative to the document that names it
 * (WCF publishes its WSDL as `?wsdl` importing `?wsdl=wsdl0` and `?xsd=xsd0`).
 */
import { access, readFile } from 'node:fs/promises';
import { relative, resolve as resolvePath } from 'node:path';
import { pathToFileURL, fileURLToPath } from 'node:url';
import { notA, unreadable } from '../file-problems.js';
import { brokenInput, type Located } from './errors.js';
import { BUILT_IN_SCHEMAS, NS, XSD_DRAFTS } from './namespaces.js';
import { parseXml, XmlElement } from './xml.js';

export interface Documents {
  /** Every wsdl:definitions element, the one given first. */
  readonly wsdls: readonly XmlElement[];
  /** Every xsd:schema element: inline in wsdl:types and in imported schema documents. */
  readonly schemas: readonly XmlElement[];
  /** Schemas in a namespace of the XML Schema drafts before 1.0 (1999, 2000/10), read as 2001 schemas (in `schemas`), for a warning. */
  readonly draftSchemas: readonly XmlElement[];
}

export interface LoadOptions {
  /** Read files only: an http(s) location is reported as unreadable instead of fetched. */
  readonly offline?: boolean;
}

function isUrl(location: string): boolean {
  return /^https?:\/\//i.test(location);
}

/** An absolute URL for a location given on the command line (a file path or an http(s) URL). */
export function locationUrl(location: string): URL {
  return isUrl(location) ? new URL(location) : pathToFileURL(resolvePath(location));
}

/** How a document is named in messages: a path relative to the current folder, or the URL. */
function displayName(url: URL): string {
  return url.protocol === 'file:' ? relative(process.cwd(), fileURLToPath(url)) || fileURLToPath(url) : url.href;
}

async function fetchText(url: URL, from: Located | undefined, options: LoadOptions): Promise<string> {
  const text = await readText(url, from, options);
  const wrongKind = from ? undefined : notA('WSDL', text, displayName(url));
  if (wrongKind) throw brokenInput({ file: displayName(url) }, wrongKind);
  return text;
}

async function readText(url: URL, from: Located | undefined, options: LoadOptions): Promise<string> {
  try {
    if (url.protocol === 'file:') return await readFile(fileURLToPath(url), 'utf8');
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`unsupported scheme ${url.protocol}`);
    if (options.offline) throw new Error('not fetched (offline)');
    const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
    if (!response.ok) throw new Error(`HTTP ${response.status} ${response.statusText}`);
    return await response.text();
  } catch (error) {
    // Named at the import that refers to it; the document named on the command line has no position.
    if (from) throw brokenInput(from, `cannot read ${displayName(url)}: ${url.protocol === 'file:' ? unreadable(error) : (error as Error).message}`);
    throw brokenInput({ file: displayName(url) }, url.protocol === 'file:' ? unreadable(error) : `cannot be fetched (${(error as Error).message})`);
  }
}

/**
 * The names a saved copy of an http(s) document may have beside the document importing it: the
 * URL's last segment as is (`Service.svc?xsd=xsd0`), or, for WCF's and ASMX's queries, the stem
 * with the query as extension (`Service.xsd0.xsd`, `Service.wsdl0.wsdl`, `Platform.xsd` for `Platform.asmx?xsd`).
 */
function savedNames(url: URL): string[] {
  const segment = decodeURIComponent(url.pathname.split('/').pop() ?? '');
  if (segment === '') return [];
  const query = url.search.slice(1);
  if (query === '') return [segment];
  const stem = segment.replace(/\.[^.]*$/, '');
  const [key, value] = query.split('=') as [string, string | undefined];
  return [
    `${segment}?${query}`,
    /^[A-Za-z0-9]+$/.test(key) && (value === undefined || /^[A-Za-z0-9]+$/.test(value)) ? `${stem}${value ? `.${value}` : ''}.${key}` : undefined,
  ].filter((n): n is string => n !== undefined);
}

/**
 * Where an import's location points, relative to the importing document. A WSDL read from a file
 * that imports over http(s) (WCF publishes `?wsdl=wsdl0` and `?xsd=xsd0` with the service's
 * absolute address) was usually saved with its imports: a saved copy beside it is read instead.
 */
async function located(where: string, base: URL): Promise<URL> {
  const url = new URL(where, base);
  if (base.protocol !== 'file:' || !isUrl(url.href)) return url;
  for (const name of savedNames(url)) {
    const beside = new URL(encodeURIComponent(name).replace(/%2F/g, '/'), base);
    try {
      await access(fileURLToPath(beside));
      return beside;
    } catch {
      // not saved under this name
    }
  }
  return url;
}

export async function loadDocuments(location: string, options: LoadOptions = {}): Promise<Documents> {
  const wsdls: XmlElement[] = [];
  const schemas: XmlElement[] = [];
  const draftSchemas: XmlElement[] = [];
  const seen = new Set<string>();

  const visitSchema = async (schema: XmlElement, base: URL): Promise<void> => {
    schemas.push(schema);
    for (const child of schema.children) {
      if (child.ns !== NS.xsd || (child.local !== 'import' && child.local !== 'include')) continue;
      const where = child.attr('schemaLocation');
      // An import without a location refers to a schema already in hand (e.g. a sibling inline
      // schema); the SOAP encoding and XML namespaces are known without reading them.
      const namespace = child.attr('namespace') ?? '';
      const builtIn = child.local === 'import' && BUILT_IN_SCHEMAS.has(namespace);
      if (where === undefined || (builtIn && namespace !== NS.wcfSerialization)) continue;
      const url = await located(where, base);
      if (!builtIn) await load(url, child, 'schema');
      // WCF's serialization schema is read where it can be (its elements are the service's); known, it need not be.
      else await load(url, child, 'schema').catch(() => undefined);
    }
  };

  const load = async (url: URL, from: XmlElement | undefined, expect: 'wsdl' | 'schema' | 'any'): Promise<void> => {
    const key = url.href.replace(/#.*$/, '');
    if (seen.has(key)) return;
    seen.add(key);
    const root = parseXml(await fetchText(url, from, options), displayName(url));
    if (root.is(NS.wsdl, 'definitions') && expect !== 'schema') {
      wsdls.push(root);
      for (const imp of root.elements(NS.wsdl, 'import')) {
        const where = imp.attr('location');
        if (where !== undefined) await load(await located(where, url), imp, 'any');
      }
      for (const types of root.elements(NS.wsdl, 'types')) {
        for (const schema of types.elements(NS.xsd, 'schema')) await visitSchema(schema, url);
        for (const draft of types.children.filter((c) => c.local === 'schema' && XSD_DRAFTS.has(c.ns))) {
          draftSchemas.push(draft);
          await visitSchema(asRecommendation(draft), url);
        }
      }
    } else if (root.is(NS.xsd, 'schema') && expect !== 'wsdl') {
      await visitSchema(root, url);
    } else if (root.local === 'schema' && XSD_DRAFTS.has(root.ns) && expect !== 'wsdl') {
      draftSchemas.push(root);
      await visitSchema(asRecommendation(root), url);
    } else {
      const wanted =
        expect === 'wsdl'
          ? 'a WSDL 1.1 document (wsdl:definitions)'
          : expect === 'schema'
            ? 'an XML Schema (xs:schema)'
            : 'a WSDL 1.1 document or an XML Schema';
      throw brokenInput(root, `expected ${wanted}, found <${root.local}> in namespace "${root.ns}"`);
    }
  };

  await load(locationUrl(location), undefined, 'wsdl');
  return { wsdls, schemas, draftSchemas };
}

/**
 * A schema of a pre-2001 draft as the 2001 Recommendation: the drafts' elements and built-in types
 * that publishers still use (xsd:element, xsd:string) kept their names, so only the namespace moves.
 * Where no default namespace is declared, an unprefixed type="string" means the built-in, as in the
 * WSDL 1.1 note's own examples (a schema with a target namespace has nothing of no namespace).
 */
function asRecommendation(draft: XmlElement): XmlElement {
  const moved = (ns: string): string => (XSD_DRAFTS.has(ns) ? NS.xsd : ns);
  const copy = (e: XmlElement): XmlElement => {
    const scope = new Map([...e.scope].map(([prefix, ns]) => [prefix, moved(ns)]));
    if (!scope.has('') && draft.attr('targetNamespace')) scope.set('', NS.xsd);
    const out = new XmlElement(moved(e.ns), e.local, e.attrs, scope, e.file, e.line, e.column, e.attributesAt);
    out.text = e.text;
    out.children.push(...e.children.map(copy));
    return out;
  };
  return copy(draft);
}
