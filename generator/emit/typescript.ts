/** Renders TypeScript files from ts-morph structures, each file built in one call. */
import {
  IndentationText,
  NewLineKind,
  Project,
  QuoteKind,
  StructureKind,
  type ImportDeclarationStructure,
  type OptionalKind,
  type StatementStructures,
} from 'ts-morph';
import type { Model } from '../model.js';
import { generatedHeader, type GeneratedFile } from './file.js';
import { propertyKey, str } from './names.js';

const project = new Project({
  useInMemoryFileSystem: true,
  manipulationSettings: { indentationText: IndentationText.TwoSpaces, quoteKind: QuoteKind.Single, newLineKind: NewLineKind.LineFeed },
});

export type Statement = string | StatementStructures;

/** One TypeScript file: the generated header, then the statements. */
export function renderTs(model: Model, path: string, statements: readonly Statement[]): GeneratedFile {
  const file = project.createSourceFile(`/${path}`, { statements: [generatedHeader(model.source, 'ts'), ...statements] }, { overwrite: true });
  const content = file.getFullText();
  project.removeSourceFile(file);
  return { path, content };
}

/** An import of `names` (all type-only with `typeOnly`) and of `typeNames` as types beside them. */
export function importFrom(
  moduleSpecifier: string,
  names: readonly string[],
  typeOnly = false,
  typeNames: readonly string[] = [],
): OptionalKind<ImportDeclarationStructure> & { kind: StructureKind.ImportDeclaration } {
  const types = [...new Set(typeNames)].sort().map((name) => ({ name, isTypeOnly: true }));
  return { kind: StructureKind.ImportDeclaration, moduleSpecifier, namedImports: [...[...new Set(names)].sort(), ...types], isTypeOnly: typeOnly };
}

type Data = string | number | boolean | undefined | readonly Data[] | { readonly [key: string]: Data };

const isPrimitive = (value: Data): boolean => value === null || typeof value !== 'object';
/** A value that reads well on one line: a primitive, or an array or object of primitives and such arrays. */
const isFlat = (value: Data): boolean =>
  isPrimitive(value) ||
  (Array.isArray(value)
    ? value.every(isPrimitive)
    : Object.values(value as object).every((v: Data) => isPrimitive(v) || (Array.isArray(v) && v.every(isPrimitive))));

/**
 * Plain data as a TypeScript expression: what reads well on one line (primitives, flat objects, an
 * array of primitives or of one flat object) is written on one, anything else one entry per line.
 * Undefined properties are left out.
 */
export function dataLiteral(value: Data, indent = ''): string {
  if (typeof value === 'string') return str(value);
  if (typeof value !== 'object') return String(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (value.every(isPrimitive) || (value.length === 1 && isFlat(value[0]))) return `[${value.map((v: Data) => dataLiteral(v)).join(', ')}]`;
    return `[\n${value.map((v: Data) => `${inner}${dataLiteral(v, inner)},\n`).join('')}${indent}]`;
  }
  const entries = Object.entries(value as { readonly [key: string]: Data }).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return '{}';
  if (isFlat(value)) return `{ ${entries.map(([k, v]) => `${propertyKey(k)}: ${dataLiteral(v)}`).join(', ')} }`;
  return `{\n${entries.map(([k, v]) => `${inner}${propertyKey(k)}: ${dataLiteral(v, inner)},\n`).join('')}${indent}}`;
}

/** A statement and the names it uses from other modules: a file imports exactly what its statements use. */
export interface Snippet {
  readonly code: Statement;
  readonly uses?: readonly { readonly from: string; readonly name: string; readonly typeOnly?: boolean }[];
}

/** One TypeScript file of snippets: the imports they use (by module, values before types), then their code. */
export function renderSnippets(model: Model, path: string, snippets: readonly Snippet[]): GeneratedFile {
  const imports = new Map<string, { from: string; typeOnly: boolean; names: string[] }>();
  for (const use of snippets.flatMap((s) => s.uses ?? [])) {
    const key = `${use.from}\u0000${use.typeOnly === true}`;
    const entry = imports.get(key) ?? { from: use.from, typeOnly: use.typeOnly === true, names: [] };
    entry.names.push(use.name);
    imports.set(key, entry);
  }
  const ordered = [...imports.values()].sort((a, b) => a.from.localeCompare(b.from) || Number(a.typeOnly) - Number(b.typeOnly));
  return renderTs(model, path, [...ordered.map((i) => importFrom(i.from, i.names, i.typeOnly)), ...snippets.map((s) => s.code)]);
}
