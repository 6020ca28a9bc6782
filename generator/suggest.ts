/**
 * "Did you mean …?" for a misspelt name: the known name closest to what was written, when one is
 * close enough to be a likely typo (a few letters wrong, or the written word starting with it).
 */
export function closest(written: string, known: Iterable<string>): string | undefined {
  const word = written.toLowerCase();
  let best: { name: string; distance: number } | undefined;
  for (const name of known) {
    const candidate = name.toLowerCase();
    if (candidate === word) continue;
    let distance = editDistance(word, candidate);
    const limit = Math.max(1, Math.floor(Math.max(word.length, candidate.length) / 3));
    // `integr` for `int`: a known name the word begins with is a likely slip too.
    if (distance > limit && candidate.length >= 3 && word.startsWith(candidate)) distance = limit;
    if (distance <= limit && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name;
}

/** `did you mean X? `, to open a parenthesis of known names; nothing when no known name is close. */
export function didYouMean(written: string, known: Iterable<string>): string {
  const name = closest(written, known);
  return name === undefined ? '' : `did you mean ${name}? `;
}

/** ` (did you mean X?)` at the end of a message, or nothing. */
export function inParentheses(suggestion: string): string {
  return suggestion === '' ? '' : ` (${suggestion.trimEnd()})`;
}

/** Edits (insert, delete, replace, swap two neighbours) turning one word into the other. */
function editDistance(a: string, b: string): number {
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, d[i - 2]![j - 2]! + 1);
      d[i]![j] = value;
    }
  }
  return d[a.length]![b.length]!;
}
