/** Characters XML 1.0 does not allow anywhere, not even escaped. */
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const NEEDS_ESCAPE = /[&<>"'\r\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/;
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;', '\r': '&#xD;' };

/** Escapes text for element content and attribute values alike. Fast path: most values need nothing. */
export function escapeXml(text: string): string {
  if (!NEEDS_ESCAPE.test(text)) return text;
  if (FORBIDDEN.test(text)) throw new RangeError(`text contains a character XML cannot carry (code ${text.match(FORBIDDEN)![0].charCodeAt(0)})`);
  return text.replace(/[&<>"'\r]/g, (c) => ESCAPES[c]!);
}
