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

export function importFrom(
  moduleSpecifier: string,
  names: readonly string[],
  typeOnly = false,
): OptionalKind<ImportDeclarationStructure> & { kind: StructureKind.ImportDeclaration } {
  return { kind: StructureKind.ImportDeclaration, moduleSpecifier, namedImports: [...new Set(names)].sort(), isTypeOnly: typeOnly };
}
