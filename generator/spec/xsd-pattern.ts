/**
 * XML Schema regular expressions (the `pattern` facet, XML Schema 1.1 Part 2 appendix G) translated
 * once, when generating, into JavaScript regular expressions that match the same strings.
 *
 * What differs from JavaScript, and how it is translated:
 * - a pattern matches the whole value: the translation is anchored, `^(?:...)$`;
 * - `^` and `$` are ordinary characters, `(...)` groups capture nothing, and there are no
 *   back-references, lookarounds, lazy quantifiers or flags: those are refused;
 * - `.` is any character but a line feed or carriage return;
 * - `\s` is space, tab, line feed and carriage return only; `\d` is any decimal digit of Unicode
 *   (`\p{Nd}`); `\w` is any character but punctuation, separators and others (`[^\p{P}\p{Z}\p{C}]`);
 *   `\i` and `\c` are XML's name start and name characters; `\S`, `\D`, `\W`, `\I`, `\C` their complements;
 * - `\p{IsBlock}` names a Unicode block (JavaScript has none: its code point range is written out);
 * - a class may subtract another, `[a-z-[aeiou]]`: written with the `v` flag, `[[a-z]--[aeiou]]`.
 *
 * Every other translation uses the `u` flag, so a character is a code point, as in XML Schema.
 */
import { NAME_CHAR_RANGES, NAME_START_RANGES } from '../../runtime/xml/scalars.js';
import { UNICODE_BLOCKS } from './unicode-blocks.js';

/** A JavaScript regular expression: the source (anchored) and its one flag. */
export interface JsPattern {
  readonly source: string;
  readonly flags: 'u' | 'v';
}

/** A pattern that is not an XML Schema regular expression, or has no translation: why, and where (the character, from 1). */
export class PatternError extends Error {
  constructor(
    message: string,
    readonly position: number,
  ) {
    super(message);
  }
}

/** The translation of an XML Schema pattern; a PatternError when it has none. */
export function translatePattern(pattern: string): JsPattern {
  const tree = new Parser(pattern).parse();
  const flags = needsSets(tree) ? 'v' : 'u';
  const source = `^(?:${render(tree, flags)})$`;
  // The translation is built to compile; a failure here is a bug of this module, not of the pattern.
  new RegExp(source, flags);
  return { source, flags };
}

/** Why a pattern has no translation, with where (`at character 3: ...`); undefined when it has one. */
export function patternProblem(pattern: string): string | undefined {
  try {
    translatePattern(pattern);
    return undefined;
  } catch (error) {
    if (!(error instanceof PatternError)) throw error;
    return `is not an XML Schema regular expression soapgen can translate: at character ${error.position}, ${error.message}`;
  }
}

/** The translation as a RegExp, for code that checks values when generating. */
export function patternRegExp(pattern: string): RegExp {
  const { source, flags } = translatePattern(pattern);
  return new RegExp(source, flags);
}

// ---------------------------------------------------------------------------------------------
// The tree

type Range = readonly [number, number];

/** A set of characters: a class's members, possibly negated, possibly less another set. */
interface CharSet {
  readonly kind: 'set';
  readonly negated: boolean;
  readonly members: readonly Member[];
  readonly minus?: CharSet;
}

/** A class member: code point ranges, a Unicode property (`\p{Lu}`, `\P{Nd}`), or a set of its own (only under `v`). */
type Member = { readonly kind: 'ranges'; readonly ranges: readonly Range[] } | { readonly kind: 'property'; readonly name: string; readonly negated: boolean } | CharSet;

type Node =
  | { readonly kind: 'alternatives'; readonly branches: readonly (readonly Node[])[] }
  | { readonly kind: 'group'; readonly inner: Node }
  | { readonly kind: 'char'; readonly code: number }
  | CharSet
  | { readonly kind: 'quantified'; readonly atom: Node; readonly quantifier: string };

/** The general categories XML Schema names (`\p{Lu}`); JavaScript knows them by the same names. */
const CATEGORIES = new Set(
  'L Lu Ll Lt Lm Lo M Mn Mc Me N Nd Nl No P Pc Pd Ps Pe Pi Pf Po Z Zs Zl Zp S Sm Sc Sk So C Cc Cf Co Cn'.split(' '),
);

/** Block names of XML Schema 1.0 that Unicode has renamed since. */
const OLD_BLOCK_NAMES: Readonly<Record<string, readonly string[]>> = {
  greek: ['greekandcoptic'],
  combiningmarksforsymbols: ['combiningdiacriticalmarksforsymbols'],
  cyrillicsupplementary: ['cyrillicsupplement'],
  privateuse: ['privateusearea', 'supplementaryprivateuseareaa', 'supplementaryprivateuseareab'],
};

/** A block name compared as Unicode compares them: case, spaces, hyphens and underscores ignored. */
const looseName = (name: string): string => name.toLowerCase().replace(/[\s_-]/g, '');
const BLOCKS = new Map(UNICODE_BLOCKS.map(([name, first, last]) => [looseName(name), [first, last] as Range]));

const ranges = (...list: Range[]): Member => ({ kind: 'ranges', ranges: list });
const property = (name: string, negated = false): Member => ({ kind: 'property', name, negated });
const set = (members: readonly Member[], negated = false): CharSet => ({ kind: 'set', negated, members });

const SPACES: Range[] = [
  [0x09, 0x0a],
  [0x0d, 0x0d],
  [0x20, 0x20],
];
const NAME_START: Range[] = [[0x3a, 0x3a], ...NAME_START_RANGES];
const NAME_CHARS: Range[] = [...NAME_START, ...NAME_CHAR_RANGES];

/** The code points not in the ranges. */
function complement(list: readonly Range[]): Range[] {
  const sorted = [...list].sort((a, b) => a[0] - b[0]);
  const out: Range[] = [];
  let next = 0;
  for (const [first, last] of sorted) {
    if (first > next) out.push([next, first - 1]);
    next = Math.max(next, last + 1);
  }
  if (next <= 0x10ffff) out.push([next, 0x10ffff]);
  return out;
}

/** XML Schema's multi-character escapes (`\s`, `\i`, ...), as class members. */
const MULTI: Readonly<Record<string, Member>> = {
  s: ranges(...SPACES),
  S: ranges(...complement(SPACES)),
  i: ranges(...NAME_START),
  I: ranges(...complement(NAME_START)),
  c: ranges(...NAME_CHARS),
  C: ranges(...complement(NAME_CHARS)),
  d: property('Nd'),
  D: property('Nd', true),
  w: set([property('P'), property('Z'), property('C')], true),
  W: set([property('P'), property('Z'), property('C')]),
};

/** The characters `\` may escape on its own (XML Schema's SingleCharEsc), and what each stands for. */
const SINGLE: Readonly<Record<string, number>> = {
  n: 0x0a,
  r: 0x0d,
  t: 0x09,
  ...Object.fromEntries([...'\\|.?*+(){}-[]^'].map((c) => [c, c.codePointAt(0)!])),
};

// ---------------------------------------------------------------------------------------------
// Reading a pattern

class Parser {
  private readonly chars: string[];
  private at = 0;

  constructor(pattern: string) {
    this.chars = [...pattern];
  }

  parse(): Node {
    const tree = this.alternatives();
    if (this.at < this.chars.length) this.fail(this.peek() === ')' ? 'a ) closes no group' : `${this.peek()} is not allowed here`);
    return tree;
  }

  private fail(message: string, at = this.at): never {
    throw new PatternError(message, at + 1);
  }

  private peek(offset = 0): string | undefined {
    return this.chars[this.at + offset];
  }

  private next(): string {
    const c = this.chars[this.at];
    if (c === undefined) this.fail('the pattern ends too early');
    this.at++;
    return c;
  }

  private alternatives(): Node {
    const branches: Node[][] = [this.branch()];
    while (this.peek() === '|') {
      this.at++;
      branches.push(this.branch());
    }
    return { kind: 'alternatives', branches };
  }

  private branch(): Node[] {
    const pieces: Node[] = [];
    for (let c = this.peek(); c !== undefined && c !== '|' && c !== ')'; c = this.peek()) {
      const atom = this.atom();
      const quantifier = this.quantifier();
      pieces.push(quantifier === undefined ? atom : { kind: 'quantified', atom, quantifier });
    }
    return pieces;
  }

  private atom(): Node {
    const start = this.at;
    const c = this.next();
    switch (c) {
      case '(': {
        if (this.peek() === '?') this.fail('(? starts no group in XML Schema: groups are plain parentheses, and there are no lookarounds', start);
        const inner = this.alternatives();
        if (this.peek() !== ')') this.fail('a ( is not closed', start);
        this.at++;
        return { kind: 'group', inner };
      }
      case '[':
        return this.charClass(start);
      case '.':
        return set([ranges([0x0a, 0x0a], [0x0d, 0x0d])], true);
      case '\\': {
        const escaped = this.escape(start);
        return typeof escaped === 'number' ? { kind: 'char', code: escaped } : escaped.kind === 'set' ? escaped : set([escaped]);
      }
      case '?':
      case '*':
      case '+':
      case '{':
        return this.fail(`the quantifier ${c} follows nothing it could repeat`, start);
      case ']':
      case '}':
        return this.fail(`${c} must be escaped (\\${c}) outside a class`, start);
      default:
        return { kind: 'char', code: c.codePointAt(0)! };
    }
  }

  private quantifier(): string | undefined {
    const c = this.peek();
    if (c === '?' || c === '*' || c === '+') {
      this.at++;
      this.noSecondQuantifier();
      return c;
    }
    if (c !== '{') return undefined;
    const start = this.at;
    const end = this.chars.indexOf('}', this.at);
    const text = end < 0 ? '' : this.chars.slice(this.at + 1, end).join('');
    const match = /^(\d+)(,(\d*))?$/.exec(text);
    if (!match) this.fail('{ starts no quantifier ({n}, {n,} or {n,m}); a literal { is written \\{', start);
    if (match[3] && Number(match[3]) < Number(match[1])) this.fail(`the quantifier {${text}} allows fewer at most than at least`, start);
    this.at = end + 1;
    this.noSecondQuantifier();
    return `{${text}}`;
  }

  private noSecondQuantifier(): void {
    const c = this.peek();
    if (c === '?' || c === '*' || c === '+' || c === '{')
      this.fail(c === '?' ? 'lazy quantifiers (*?, +?) are not XML Schema regular expressions' : `the quantifier ${c} follows another`);
  }

  /** After `\`: a single character (its code point), or the characters of a multi-character, category or block escape. */
  private escape(start: number): number | Member {
    const c = this.next();
    if (Object.hasOwn(SINGLE, c)) return SINGLE[c]!;
    if (Object.hasOwn(MULTI, c)) return MULTI[c]!;
    if (c === 'p' || c === 'P') return this.categoryEscape(start, c === 'P');
    if (/[1-9]/.test(c)) this.fail(`back-references (\\${c}) are not XML Schema regular expressions`, start);
    return this.fail(`\\${c} is not an XML Schema escape`, start);
  }

  private categoryEscape(start: number, negated: boolean): Member {
    if (this.next() !== '{') this.fail(`\\${negated ? 'P' : 'p'} must be followed by {name}`, start);
    const end = this.chars.indexOf('}', this.at);
    if (end < 0) this.fail('a \\p{ is not closed', start);
    const name = this.chars.slice(this.at, end).join('');
    this.at = end + 1;
    if (name.startsWith('Is')) {
      const loose = looseName(name.slice(2));
      const blocks = (OLD_BLOCK_NAMES[loose] ?? [loose]).map((n) => BLOCKS.get(n)).filter((r): r is Range => r !== undefined);
      if (blocks.length === 0) this.fail(`${name.slice(2)} is not a Unicode block`, start);
      return ranges(...(negated ? complement(blocks) : blocks));
    }
    if (!CATEGORIES.has(name)) this.fail(`${name} is not a Unicode general category (L, Lu, Nd, ...) nor a block (IsBasicLatin, ...)`, start);
    return property(name, negated);
  }

  /** After `[`: a class, `[^...]`, `[...-[...]]`. */
  private charClass(start: number): CharSet {
    const negated = this.peek() === '^';
    if (negated) this.at++;
    const members: Member[] = [];
    let minus: CharSet | undefined;
    for (;;) {
      const c = this.peek();
      if (c === undefined) this.fail('a [ is not closed', start);
      if (c === ']') {
        if (members.length === 0) this.fail('a class must hold at least one character', start);
        this.at++;
        break;
      }
      if (c === '-' && this.peek(1) === '[' && members.length > 0) {
        const from = ++this.at;
        this.at++;
        minus = this.charClass(from);
        if (this.peek() !== ']') this.fail('a subtracted class must end its class', this.at);
        this.at++;
        break;
      }
      if (c === '[') this.fail('[ must be escaped (\\[) inside a class');
      const member = this.classMember();
      // A union of escapes (\W) is its members; a complement (\w) stays a set of its own.
      members.push(...(member.kind === 'set' && !member.negated && !member.minus ? member.members : [member]));
    }
    return { kind: 'set', negated, members, ...(minus ? { minus } : {}) };
  }

  /** One character, range or escape of a class. */
  private classMember(): Member {
    const start = this.at;
    const first = this.classChar();
    if (typeof first !== 'number') return first;
    if (this.peek() !== '-' || this.peek(1) === ']' || this.peek(1) === '[' || this.peek(1) === undefined) return ranges([first, first]);
    this.at++;
    const last = this.classChar();
    if (typeof last !== 'number') this.fail('a range must end with a character, not a class escape', start);
    if (last < first) this.fail(`the range ${String.fromCodePoint(first)}-${String.fromCodePoint(last)} ends before it starts`, start);
    return ranges([first, last]);
  }

  private classChar(): number | Member {
    const start = this.at;
    const c = this.next();
    return c === '\\' ? this.escape(start) : c.codePointAt(0)!;
  }
}

// ---------------------------------------------------------------------------------------------
// Writing JavaScript

/** Whether a translation needs the `v` flag: a class subtracts another, or holds a set of its own. */
function needsSets(node: Node | Member): boolean {
  switch (node.kind) {
    case 'alternatives':
      return node.branches.some((b) => b.some(needsSets));
    case 'group':
      return needsSets(node.inner);
    case 'quantified':
      return needsSets(node.atom);
    case 'set':
      return node.minus !== undefined || node.members.some((m) => m.kind === 'set');
    default:
      return false;
  }
}

function render(node: Node, flags: 'u' | 'v'): string {
  switch (node.kind) {
    case 'alternatives':
      return node.branches.map((b) => b.map((n) => render(n, flags)).join('')).join('|');
    case 'group':
      return `(?:${render(node.inner, flags)})`;
    case 'quantified':
      return `${render(node.atom, flags)}${node.quantifier}`;
    case 'char':
      return literal(node.code, false, flags);
    case 'set':
      return renderSet(node, flags);
  }
}

function renderSet(s: CharSet, flags: 'u' | 'v'): string {
  const only = s.members.length === 1 && !s.negated && !s.minus ? s.members[0]! : undefined;
  if (only?.kind === 'property') return renderMember(only, flags);
  const own = `[${s.negated ? '^' : ''}${s.members.map((m) => renderMember(m, flags)).join('')}]`;
  return s.minus ? `[${own}--${renderSet(s.minus, flags)}]` : own;
}

function renderMember(m: Member, flags: 'u' | 'v'): string {
  switch (m.kind) {
    case 'ranges':
      return m.ranges.map(([first, last]) => (first === last ? literal(first, true, flags) : `${literal(first, true, flags)}-${literal(last, true, flags)}`)).join('');
    case 'property':
      return `\\${m.negated ? 'P' : 'p'}{${m.name}}`;
    case 'set':
      return renderSet(m, flags);
  }
}

/** Characters that need `\` outside a class, in any mode. */
const SYNTAX = new Set([...'^$\\.*+?()[]{}|/']);
/** Inside a class under `u`. */
const CLASS_SYNTAX_U = new Set([...'\\]-[^/']);
/** Inside a class under `v`: its syntax characters and reserved punctuators. */
const CLASS_SYNTAX_V = new Set([...'()[]{}/-\\|^&!#%,:;<=>@`~$.*+?']);

/** One code point as it is written in a JavaScript pattern. */
function literal(code: number, inClass: boolean, flags: 'u' | 'v'): string {
  const c = String.fromCodePoint(code);
  if (code === 0x0a) return '\\n';
  if (code === 0x0d) return '\\r';
  if (code === 0x09) return '\\t';
  // Beyond printable ASCII, by number: the source stays ASCII, and no invisible or combining character hides in it.
  if (code < 0x20 || code > 0x7e) return `\\u{${code.toString(16).toUpperCase().padStart(4, '0')}}`;
  const special = inClass ? (flags === 'v' ? CLASS_SYNTAX_V : CLASS_SYNTAX_U) : SYNTAX;
  return special.has(c) ? `\\${c}` : c;
}
