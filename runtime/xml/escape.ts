/* eslint-disable no-control-regex -- the control characters XML forbids are what these expressions find */
/** Characters XML 1.0 does not allow anywhere, not even escaped, and lone surrogates (not text at all). */
const UNENCODABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNENCODABLE_ALL = new RegExp(UNENCODABLE.source, 'g');
/* eslint-enable no-control-regex */
/**
 * Every character UNENCODABLE can match, paired surrogates too, as the inside of a character class
 * (one class scans fast): the readers and writers build their expressions from it.
 */
export const MAYBE_UNENCODABLE_CHARS = String.raw`\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF\uD800-\uDFFF`;
const MAYBE_UNENCODABLE = new RegExp(`[${MAYBE_UNENCODABLE_CHARS}]`, 'g');
const NEEDS_ESCAPE = new RegExp(`[&<>"'\r${MAYBE_UNENCODABLE_CHARS}]`);
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#xD;' };

/** Text holds a character no XML document can carry. */
export class UnencodableTextError extends RangeError {
  override name = 'UnencodableTextError';
}

/** The first character in `text` that XML cannot carry: where it is and its name (`U+0000`). */
export function findUnencodable(text: string): { index: number; name: string } | undefined {
  // Most text has none of these characters at all; only where one is, does the exact pattern
  // (which tells a lone surrogate from a pair) need to look.
  MAYBE_UNENCODABLE.lastIndex = 0;
  const candidate = MAYBE_UNENCODABLE.exec(text);
  if (!candidate) return undefined;
  UNENCODABLE_ALL.lastIndex = candidate.index;
  const match = UNENCODABLE_ALL.exec(text);
  return match ? { index: match.index, name: `U+${match[0].charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}` } : undefined;
}

/** `text` with each character XML cannot carry replaced by U+FFFD, for messages that must get through. */
export function replaceUnencodable(text: string): string {
  return UNENCODABLE.test(text) ? text.replace(UNENCODABLE_ALL, '\uFFFD') : text;
}

/** Escapes text for element content and attribute values alike. Fast path: most values need nothing. */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  const bad = findUnencodable(text);
  if (bad) throw new UnencodableTextError(`text contains a character XML cannot carry (${bad.name})`);
  return text.replace(/[&<>"'\r]/g, (c) => ESCAPES[c]!);
}
