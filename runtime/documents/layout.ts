/** What every help page shares: the layout around its content, and the "See also" links. */
import { escapeXml } from '../xml/escape.js';
import type { HelpLink, HelpLinks, ServiceHelp } from './help.js';
import { STYLES } from './styles.js';

/** A whole page: `title` is plain text, `url` and `body` are already escaped. */
export function page(service: ServiceHelp, title: string, url: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeXml(title)}</title>
<style>
${STYLES}</style>
</head>
<body>
<header class="banner">
  <div class="wrap">
    <p class="kicker">XML web service</p>
    <h1><a href="${url}">${escapeXml(service.name)}</a></h1>
  </div>
</header>
<main class="wrap">
${body}</main>
<footer class="wrap">
  <p>Namespace <code>${escapeXml(service.namespace)}</code> · <a href="${url}?WSDL">Service Description</a> · <a href="${url}?disco">Discovery document</a></p>
</footer>
</body>
</html>
`;
}

/** The "See also" section, or nothing when there are no links. */
export function linksSection(links: HelpLinks | undefined): string {
  if (links === undefined) return '';
  const list: readonly HelpLink[] = Array.isArray(links) ? (links as readonly HelpLink[]) : Object.entries(links).map(([title, href]) => ({ title, href }));
  if (list.length === 0) return '';
  const items = list.map((link) => `<li><a href="${escapeXml(link.href)}">${escapeXml(link.title)}</a></li>`);
  return `<section class="links">\n<h2>See also</h2>\n<ul>\n${items.join('\n')}\n</ul>\n</section>`;
}
