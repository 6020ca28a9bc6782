/**
 * XML Schema regular expressions translated to JavaScript (generator/spec/xsd-pattern.ts): per
 * pattern, strings it matches and strings it does not, where XML Schema and JavaScript differ
 * (anchoring, `^` and `$`, `.`, `\s`, `\d`, `\w`, `\i`, `\c`, blocks, class subtraction). libxml2
 * (xmllint), a third party's implementation, is held to the same table; patterns that are not XML
 * Schema's are refused with where they break, and libxml2 refuses them too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patternProblem, patternRegExp, translatePattern } from '../../generator/spec/xsd-pattern.js';
import { ROOT } from '../support/generate.js';
import { haveXmllint } from '../support/requirements.js';
import { xmllint } from '../support/xmllint.js';

// given: an XML Schema pattern; want: the strings it matches, the strings it does not
const TABLE: readonly (readonly [pattern: string, matches: readonly string[], others: readonly string[]])[] = [
  ['[A-Z]{3}', ['ABC'], ['AB', 'ABCD', 'abc']],
  // A pattern matches the whole value; ^ and $ are characters like any other.
  ['\\d+', ['123', '١٢٣'], ['12a', 'a12', '']],
  ['^\\d+$', ['^123$'], ['123']],
  ['a$', ['a$'], ['a']],
  ['$^', ['$^'], ['']],
  // . is anything but a line feed or carriage return.
  ['.+', ['a b', 'a\tb', '😀'], ['a\nb', 'a\rb']],
  ['\\s', [' ', '\t', '\n', '\r'], ['\u00a0', '\u2003']],
  ['\\S+', ['ab', '\u00a0'], ['a b']],
  ['\\w+', ['abc', 'é', 'x1', '+'], ['a-b', 'a_b', 'a b', 'a.b']],
  ['\\W', ['-', '_', ' '], ['a', '+']],
  ['\\D', ['a'], ['5', '٥']],
  // XML's name characters.
  ['\\i\\c*', ['a-b', 'x:y', '_1', 'é', 'a·b'], ['1a', '-a', 'a b', '']],
  ['\\I\\C', ['1 ', '-#'], ['ab', '1a']],
  // Unicode blocks, by XML Schema 1.0's names and today's, and their complements.
  ['\\p{IsBasicLatin}+', ['abc~'], ['é']],
  ['\\p{IsLatin-1Supplement}', ['é'], ['a']],
  ['\\p{IsGreek}\\p{IsGreekandCoptic}', ['αβ'], ['ab']],
  ['\\p{IsCJKUnifiedIdeographs}', ['中'], ['a']],
  ['\\P{IsBasicLatin}', ['é', '😀'], ['a']],
  // Categories.
  ['\\p{Lu}\\P{Nd}', ['Ab', 'É-'], ['A1', 'ab']],
  ['[\\p{L}\\d_]+', ['a_1', 'é٣'], ['a-1']],
  // Class subtraction, also of a negated class and of an escape.
  ['[a-z-[aeiou]]+', ['bcd', 'xyz'], ['bad']],
  ['[^a-z-[0-9]]', ['A', '-'], ['a', '5']],
  ['[\\w-[_\\d]]+', ['ab'], ['a1']],
  ['[a-z-[b-y-[m]]]+', ['azm'], ['abz']],
  // Classes: a - at either end, escapes, ^ after the first place, a negated escape.
  ['[a-]', ['-', 'a'], ['b']],
  ['[-a]', ['-', 'a'], ['b']],
  ['[a^]', ['^', 'a'], ['b']],
  ['[\\-\\[\\]\\\\]+', ['-[]\\'], ['a']],
  ['[^\\w]', ['-', ' '], ['a']],
  ['[\\S-[a]]', ['b'], ['a', ' ']],
  ['[&&|~]+', ['&&|~'], ['a']],
  // Groups, alternatives, quantifiers.
  ['a{2,3}', ['aa', 'aaa'], ['a', 'aaaa']],
  ['a{2,}', ['aa', 'aaaaa'], ['a']],
  ['(ab|c)*', ['', 'abc', 'cab'], ['ac']],
  ['a|b(c|d)', ['a', 'bc', 'bd'], ['ac', 'b']],
  ['x/y\\.z\\?', ['x/y.z?'], ['x/yaz']],
  ['\\n\\t', ['\n\t'], ['nt']],
];

describe('an XML Schema pattern translated to JavaScript', () => {
  it.each(TABLE)('%s', (pattern, matches, others) => {
    const regex = patternRegExp(pattern);
    for (const text of matches) expect(regex.test(text), `${JSON.stringify(text)} matches`).toBe(true);
    for (const text of others) expect(regex.test(text), `${JSON.stringify(text)} does not match`).toBe(false);
  });

  it.each([
    // given: a pattern; want: its translation
    ['[A-Z]{3}', '^(?:[A-Z]{3})$', 'u'],
    ['^\\d+$', '^(?:\\^\\p{Nd}+\\$)$', 'u'],
    ['(ab|c)*', '^(?:(?:ab|c)*)$', 'u'],
    ['[a-z-[aeiou]]', '^(?:[[a-z]--[aeiou]])$', 'v'],
    ['\\p{IsBasicLatin}', '^(?:[\\u{0000}-\\u{007F}])$', 'u'],
  ])('%s is written %s with the %s flag', (pattern, source, flags) => {
    expect(translatePattern(pattern)).toEqual({ source, flags });
  });
});

// given: a pattern that is not XML Schema's; want: where it breaks (the character, from 1) and why
const REFUSED: readonly (readonly [pattern: string, problem: string])[] = [
  ['\\$', 'at character 1, \\$ is not an XML Schema escape'],
  ['ab\\1', 'at character 3, back-references (\\1) are not XML Schema regular expressions'],
  ['(?:a)', 'at character 1, (? starts no group in XML Schema'],
  ['a*?', 'at character 3, lazy quantifiers (*?, +?) are not XML Schema regular expressions'],
  ['a**', 'at character 3, the quantifier * follows another'],
  ['*a', 'at character 1, the quantifier * follows nothing it could repeat'],
  ['[z-a]', 'at character 2, the range z-a ends before it starts'],
  ['a{3,1}', 'at character 2, the quantifier {3,1} allows fewer at most than at least'],
  ['a{', 'at character 2, { starts no quantifier'],
  ['[abc', 'at character 1, a [ is not closed'],
  ['(ab', 'at character 1, a ( is not closed'],
  ['ab)', 'at character 3, a ) closes no group'],
  ['[]', 'at character 1, a class must hold at least one character'],
  ['[a[b]', 'at character 3, [ must be escaped (\\[) inside a class'],
  ['\\p{IsNoSuchBlock}', 'at character 1, NoSuchBlock is not a Unicode block'],
  ['\\p{Xx}', 'at character 1, Xx is not a Unicode general category'],
  ['é\\b', 'at character 2, \\b is not an XML Schema escape'],
  ['[a-\\d]', 'at character 2, a range must end with a character, not a class escape'],
];

describe('a pattern that is not an XML Schema regular expression', () => {
  it.each(REFUSED)('%s is refused %s', (pattern, problem) => {
    expect(patternProblem(pattern)).toContain(problem);
  });
});

describe.skipIf(!haveXmllint())('libxml2 reads the patterns as the translation does', () => {
  const dir = join(ROOT, 'test/.generated/xsd-pattern');
  const escape = (text: string): string =>
    text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;').replace(/\r/g, '&#13;').replace(/\t/g, '&#9;').replace(/\n/g, '&#10;');
  const schema = (patterns: readonly string[]): string =>
    `<xs:schema xmlns:xs="http://www.w3.org/2001/XMLSchema">${patterns
      .map(
        (p, i) =>
          `<xs:element name="e${i}"><xs:simpleType><xs:restriction base="xs:string"><xs:pattern value="${escape(p)}"/></xs:restriction></xs:simpleType></xs:element>`,
      )
      .join('')}</xs:schema>`;

  // libxml2 drops a subtraction inside a subtracted class (it reads [a-z-[b-y-[m]]] as [a-z-[b-y]]).
  const compared = TABLE.filter(([pattern]) => pattern !== '[a-z-[b-y-[m]]]+');
  // libxml2 compiles these into patterns that match nothing, where XML Schema has no pattern at all.
  const refused = REFUSED.filter(([pattern]) => !['a{3,1}', '[]', '\\p{IsNoSuchBlock}'].includes(pattern));

  it('every string of the table is valid or not as the table says', async () => {
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'patterns.xsd'), schema(compared.map(([p]) => p)));
    const files: { file: string; valid: boolean }[] = [];
    compared.forEach(([, matches, others], i) => {
      for (const [j, text] of [...matches, ...others].entries()) {
        const file = join(dir, `e${i}-${j}.xml`);
        writeFileSync(file, `<e${i}>${escape(text)}</e${i}>`);
        files.push({ file, valid: j < matches.length });
      }
    });
    const { output } = await xmllint(['--schema', join(dir, 'patterns.xsd'), ...files.map((f) => f.file)]);
    const disagreements = files.filter(({ file, valid }) => output.includes(`${file} validates`) !== valid).map((f) => f.file);
    expect(disagreements).toEqual([]);
  });

  it.each(refused)('%s is refused by libxml2 too', async (pattern) => {
    mkdirSync(dir, { recursive: true });
    const name = `refused-${refused.findIndex(([p]) => p === pattern)}`;
    writeFileSync(join(dir, `${name}.xsd`), schema([pattern]));
    writeFileSync(join(dir, `${name}.xml`), '<e0/>');
    const { output } = await xmllint(['--schema', join(dir, `${name}.xsd`), join(dir, `${name}.xml`)]);
    expect(output).toContain('failed to compile');
  });
});
