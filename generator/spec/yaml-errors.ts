/**
 * YAML syntax errors, said so the spec's author knows what to fix. The parser's own messages are
 * accurate but sometimes unhelpful: one unquoted `Area[]` in `{ ... }` yields a cascade of
 * "Unexpected token" errors, a duplicate key does not say which, and an unclosed quote is
 * reported at the end of the file. Those three are recognised here and reported once, where the
 * author has to look; every other error is passed on as the parser words it.
 */
import { Parser, type LineCounter, type YAMLError } from 'yaml';
import type { Located } from './read.js';

export interface YamlIssue extends Located {
  readonly message: string;
}

/** An unquoted list type as a flow-mapping value: `{ type: Area[] }`. */
const UNQUOTED_LIST = /[{,]\s*[A-Za-z_][A-Za-z0-9_]*\s*:\s*([A-Za-z_][A-Za-z0-9_]*\[\])/g;

export function yamlIssues(text: string, errors: readonly YAMLError[], lines: LineCounter): YamlIssue[] {
  if (errors.length === 0) return [];
  const at = (offset: number): Located => {
    const pos = lines.linePos(offset);
    return { line: pos.line, column: pos.col };
  };

  // An unquoted `T[]` inside braces: every later error on the way is a consequence of it.
  const unquoted = unquotedLists(text);
  if (unquoted.length > 0) {
    return unquoted.map(({ offset, written }) => ({
      ...at(offset),
      message: `invalid YAML: ${written} must be quoted inside { }, where [ and ] are YAML syntax: write "${written}"`,
    }));
  }

  const unclosed = errors.find((e) => e.code === 'MISSING_CHAR' && /quote/.test(e.message));
  if (unclosed) {
    const quote = unclosedQuoteStart(text, unclosed.pos[0]);
    if (quote !== undefined) {
      return [{ ...at(quote), message: `invalid YAML: the string opened by ${text[quote]} here is never closed (add the closing ${text[quote]})` }];
    }
  }

  return errors.map((error) => {
    const pos = error.linePos?.[0] ?? lines.linePos(error.pos[0]);
    const key = text.slice(error.pos[0], error.pos[1]).trim();
    const message = error.code === 'DUPLICATE_KEY' && key
      ? `duplicate key "${key}": a mapping names each key once`
      : `invalid YAML: ${error.message.split('\n')[0]}`;
    return { line: pos.line, column: pos.col, message };
  });
}

/** Offsets of unquoted `T[]` values in flow mappings, outside comments and quoted text. */
function unquotedLists(text: string): { offset: number; written: string }[] {
  const found: { offset: number; written: string }[] = [];
  let lineStart = 0;
  for (const line of text.split('\n')) {
    const code = line.replace(/#.*$/, '');
    if (code.includes('{')) {
      for (const match of code.matchAll(UNQUOTED_LIST)) {
        const written = match[1]!;
        const before = code.slice(0, match.index + match[0].length - written.length);
        // Skip matches inside a quoted string (an odd number of quotes before it).
        if ((before.match(/"/g)?.length ?? 0) % 2 === 0 && (before.match(/'/g)?.length ?? 0) % 2 === 0) {
          found.push({ offset: lineStart + before.length, written });
        }
      }
    }
    lineStart += line.length + 1;
  }
  return found;
}

/** Where the quoted scalar that runs to `end` (unclosed) starts, from the parser's token stream. */
function unclosedQuoteStart(text: string, end: number): number | undefined {
  let start: number | undefined;
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    const token = node as { type?: string; offset?: number; source?: string };
    if ((token.type === 'double-quoted-scalar' || token.type === 'single-quoted-scalar') && typeof token.offset === 'number'
      && typeof token.source === 'string' && token.offset + token.source.length === end) {
      start = token.offset;
    }
    for (const value of Object.values(node)) if (typeof value === 'object') visit(value);
  };
  for (const token of new Parser().parse(text)) visit(token);
  return start;
}
