/** The reseller documents (docs/*.md), rendered to HTML pages once and kept. */
import { readFile } from 'node:fs/promises';
import { marked } from 'marked';
import { projectPath } from '../paths.js';

/** Documents the help pages link to, by URL path, with their titles. */
export const DOCS: Readonly<Record<string, string>> = {
  '/docs/contract.md': 'The contract',
  '/docs/business-rules.md': 'Business rules',
  '/docs/error-codes.md': 'Error codes',
  '/docs/catalog.md': 'Browse and search',
  '/docs/booking.md': 'Holds, prices and reservations',
  '/docs/player-cards.md': 'Player cards',
};

const STYLE = `body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;line-height:1.5;max-width:52rem;margin:0 auto;padding:1rem;color:#1d1d1f}
table{border-collapse:collapse;display:block;overflow-x:auto}th,td{border:1px solid #ccc;padding:.3rem .5rem;text-align:left;vertical-align:top}
code,pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em}pre{background:#f5f5f7;padding:.6rem;overflow-x:auto}
nav{font-size:.9em;margin-bottom:1rem}a{color:#0b5cad}`;

const pages = new Map<string, Promise<string>>();

/** The HTML page of a document path, or undefined when it is not one of ours. */
export function docPage(path: string): Promise<string> | undefined {
  if (!(path in DOCS)) return undefined;
  let page = pages.get(path);
  if (!page) {
    page = render(path);
    pages.set(path, page);
    page.catch(() => pages.delete(path));
  }
  return page;
}

async function render(path: string): Promise<string> {
  const markdown = await readFile(projectPath(path), 'utf8');
  const body = marked.parse(markdown, { async: false, gfm: true });
  const nav = Object.entries(DOCS)
    .map(([href, title]) => (href === path ? `<strong>${title}</strong>` : `<a href="${href}">${title}</a>`))
    .join(' · ');
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${DOCS[path]} — CRMTeeTimeAPI</title><style>${STYLE}</style></head>
<body><nav><a href="/api/CRMTeeTimeAPI.asmx">Service and operations</a> · ${nav}</nav>
${body}</body></html>
`;
}
