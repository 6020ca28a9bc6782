/** The service page and the operation pages, rendered from what the generator wrote about the service. */
import { TRANSPORTS } from '../transports.js';
import { escapeXml } from '../xml/escape.js';
import { bindingUrl, type BindingHelp, type FieldHelp, type HelpLinks, type OperationHelp, type ParamHelp, type ServiceHelp, type TypeHelp } from './help.js';
import { linksSection, page } from './layout.js';
import { transportHelp, type SampleTarget } from './transports.js';

/** The transports the service offers, in canonical order, with how the pages show them. */
function offered(service: ServiceHelp) {
  return TRANSPORTS.filter((t) => service.transports.includes(t.id)).map((t) => ({ id: t.id, title: t.title, help: transportHelp(t) }));
}

export function servicePage(service: ServiceHelp, serviceUrl: string, links?: HelpLinks): string {
  const url = escapeXml(serviceUrl);
  const endpoints = offered(service)
    .filter((t) => service.operations.some((op) => t.help.offers(op)))
    .map((t) => `<tr><td>${escapeXml(t.title)}</td><td>${t.help.endpoint(url, service.namespace)}</td></tr>\n`);
  const operations = service.operations.map(
    (op) => `<li><a href="${url}?op=${escapeXml(op.name)}">${escapeXml(op.name)}</a>${op.description ? `<p>${escapeXml(op.description)}</p>` : ''}</li>\n`,
  );
  const body =
    (service.description ? `<p class="lead">${escapeXml(service.description)}</p>\n` : '') +
    `<p>The following operations are supported. For a formal definition, see the <a href="${url}?WSDL">Service Description</a>.</p>
<section class="card">
<h2>Endpoints</h2>
<table>
<tr><th>Protocol</th><th>Request</th></tr>
${endpoints.join('')}</table>
</section>
${bindingsSection(service, serviceUrl)}<h2>Operations</h2>
<ul class="ops">
${operations.join('')}</ul>
${linksSection(links)}
`;
  return page(service, service.name, url, body);
}

/** The SOAP bindings, where they differ in where they are or what they offer: each with its address and operations. */
function bindingsSection(service: ServiceHelp, serviceUrl: string): string {
  if (service.bindings.every((b) => b.path === undefined && b.operations === undefined)) return '';
  const title = (b: BindingHelp): string => TRANSPORTS.find((t) => t.id === b.transport)!.title;
  const rows = service.bindings.map(
    (b) =>
      `<tr><td><code>${escapeXml(b.name)}</code></td><td>${escapeXml(title(b))}</td><td><code>${escapeXml(bindingUrl(b, serviceUrl))}</code></td><td>${escapeXml((b.operations ?? service.operations.map((op) => op.name)).join(', '))}</td></tr>\n`,
  );
  return `<section class="card">
<h2>Bindings</h2>
<table>
<tr><th>Binding</th><th>Protocol</th><th>Address</th><th>Operations</th></tr>
${rows.join('')}</table>
</section>
`;
}

/** A table of fields, parameters, results or header blocks. */
function fieldTable(heading: string, rows: readonly (FieldHelp & ParamHelp)[]): string {
  const row = (f: FieldHelp & ParamHelp): string => {
    const [first, ...rest] = f.formNames ?? [];
    const note =
      first === undefined
        ? ''
        : `<br><span class="muted">${escapeXml(`HTTP POST form field ${first}` + (rest.length ? ` (also accepted: ${rest.join(', ')})` : ''))}</span>`;
    const element = f.required ? '<span class="req">required</span>' : 'may be omitted';
    return `<tr><td><code>${escapeXml(f.name)}</code>${note}</td><td><code>${escapeXml(f.type)}</code></td><td>${element}</td><td>${escapeXml(f.description ?? '')}</td></tr>\n`;
  };
  return `<table>\n<tr><th>${heading}</th><th>Type</th><th>Element</th><th>Description</th></tr>\n${rows.map(row).join('')}</table>\n`;
}

/** Looks up what the service says of a type or an operation. */
class Lookup {
  constructor(private readonly service: ServiceHelp) {}

  type(name: string): TypeHelp {
    return this.service.types[name]!;
  }

  /** A type's rows: its text, its fields (inherited first), then its attributes as @name. */
  rows(name: string): FieldHelp[] {
    const fields = (t: TypeHelp): readonly FieldHelp[] => [...(t.base ? fields(this.type(t.base)) : []), ...(t.fields ?? [])];
    const attributes = (t: TypeHelp): readonly FieldHelp[] => [...(t.base ? attributes(this.type(t.base)) : []), ...(t.attributes ?? [])];
    const t = this.type(name);
    return [
      ...(t.text !== undefined ? [{ name: '(text)', type: t.text, required: true }] : []),
      ...fields(t),
      ...attributes(t).map((a) => ({ ...a, name: `@${a.name}` })),
    ];
  }

  /** An operation's parameters, its base operation's first. */
  params(op: OperationHelp): readonly ParamHelp[] {
    const base = op.base === undefined ? undefined : this.service.operations.find((o) => o.name === op.base);
    return [...(base ? this.params(base) : []), ...(op.params ?? [])];
  }
}

function resultSection(lookup: Lookup, op: OperationHelp): string {
  if (op.result) {
    const t = op.result.table === undefined ? undefined : lookup.type(op.result.table);
    const rows = op.result.table === undefined ? [] : lookup.rows(op.result.table);
    return (
      `<h3>Result: <code>${escapeXml(op.result.type)}</code></h3>\n` +
      (t?.description ? `<p>${escapeXml(t.description)}</p>\n` : '') +
      (rows.length ? fieldTable('Field', rows) : '')
    );
  }
  if (op.results?.length) return `<h3>Results</h3>\n${fieldTable('Result', op.results)}`;
  if (!op.response) return '<h3>Result</h3>\n<p class="muted">One-way: the service answers HTTP 202 Accepted without a response.</p>\n';
  return '<h3>Result</h3>\n<p class="muted">This operation answers with an empty response.</p>\n';
}

function faultsSection(faults: readonly FieldHelp[]): string {
  if (!faults.length) return '';
  const rows = faults.map(
    (f) => `<tr><td><code>${escapeXml(f.name)}</code></td><td><code>${escapeXml(f.type)}</code></td><td>${escapeXml(f.description ?? '')}</td></tr>\n`,
  );
  return `<h3>Faults</h3>\n<table>\n<tr><th>Detail element</th><th>Type</th><th>Description</th></tr>\n${rows.join('')}</table>\n`;
}

function typeSection(lookup: Lookup, name: string): string {
  const t = lookup.type(name);
  const rows = lookup.rows(name);
  return (
    `<h3 id="type-${escapeXml(name)}">Type <code>${escapeXml(name)}</code></h3>\n` +
    (t.description ? `<p>${escapeXml(t.description)}</p>\n` : '') +
    (rows.length ? fieldTable('Field', rows) : '<p class="muted">An empty element.</p>\n')
  );
}

/** The HTTP POST test form: each parameter by the form field it is sent as. */
function invokeForm(url: string, op: OperationHelp, params: readonly ParamHelp[]): string {
  const rows = params.map((p) => {
    const field = escapeXml(p.formNames?.[0] ?? p.name);
    return `<tr><td><label for="param-${field}">${field}</label></td><td><input type="text" id="param-${field}" name="${field}" placeholder="${escapeXml(p.type)}"></td></tr>\n`;
  });
  return `<section class="card">
<h2>Test</h2>
<p>To test the operation using the HTTP POST protocol, fill in the values and click <strong>Invoke</strong>. The response is shown as XML.</p>
<form method="POST" action="${url}/${escapeXml(op.name)}">
${params.length ? `<table>\n<tr><th>Parameter</th><th>Value</th></tr>\n${rows.join('')}</table>\n` : ''}<button type="submit">Invoke</button>
</form>
</section>`;
}

/** Host and path of the service URL, for the samples' request lines. */
function sampleTarget(serviceUrl: string): SampleTarget {
  try {
    const parsed = new URL(serviceUrl);
    return { host: parsed.host, path: parsed.pathname };
  } catch {
    return { host: 'host', path: serviceUrl };
  }
}

export function operationPage(service: ServiceHelp, op: OperationHelp, serviceUrl: string, links?: HelpLinks, invoke = false): string {
  const url = escapeXml(serviceUrl);
  const lookup = new Lookup(service);
  const params = lookup.params(op);
  const samples = offered(service)
    .filter((t) => t.help.offers(op))
    .map((t) => {
      // A SOAP request goes to a port offering the operation: the first binding of the transport that does.
      const binding = service.bindings.find((b) => b.transport === t.id && (b.operations === undefined || b.operations.includes(op.name)));
      const sample = t.help.sample(op, sampleTarget(binding ? bindingUrl(binding, serviceUrl) : serviceUrl), service.namespace);
      const text = `The following is a sample ${t.title} request and response. The placeholders shown need to be replaced with actual values.`;
      return `<section>
<h2>${escapeXml(t.title)}</h2>
<p>${escapeXml(text)}</p>
<pre><code>${escapeXml(sample.request)}</code></pre>
<pre><code>${escapeXml(sample.response)}</code></pre>
</section>
`;
    });
  const body =
    `<p class="back"><a href="${url}">&larr; All operations of ${escapeXml(service.name)}</a></p>\n` +
    `<h2>${escapeXml(op.name)}</h2>\n` +
    (op.description ? `<p class="lead">${escapeXml(op.description)}</p>\n` : '') +
    (op.wsdl ? `<p>In the WSDL: operation <code>${escapeXml(op.wsdl.name)}</code> of port type <code>${escapeXml(op.wsdl.portType)}</code>.</p>\n` : '') +
    (op.servedAs
      ? `<p>Its requests are those of <a href="${url}?op=${escapeXml(op.servedAs)}">${escapeXml(op.servedAs)}</a>, which no server can tell apart: they are answered as ${escapeXml(op.servedAs)}'s.</p>\n`
      : '') +
    '<h3>Parameters</h3>\n' +
    (params.length ? fieldTable('Parameter', params) : '<p class="muted">This operation takes no parameters.</p>\n') +
    resultSection(lookup, op) +
    (op.requestHeaders?.length ? `<h3>Request SOAP headers</h3>\n${fieldTable('Header', op.requestHeaders)}` : '') +
    (op.responseHeaders?.length ? `<h3>Response SOAP headers</h3>\n${fieldTable('Header', op.responseHeaders)}` : '') +
    faultsSection(op.faults ?? []) +
    (op.types ?? []).map((name) => typeSection(lookup, name)).join('') +
    (op.httpPost ? `${invoke ? invokeForm(url, op, params) : ''}\n` : '') +
    samples.join('') +
    `${linksSection(links)}\n`;
  return page(service, `${op.name} · ${service.name}`, url, body);
}
