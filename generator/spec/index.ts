import { readFile } from 'node:fs/promises';
import { notA, unreadable } from '../file-problems.js';
import type { Model } from '../model.js';
import { SpecError, type SpecIssue } from './errors.js';
import { readSpec } from './read.js';
import { resolveSpec } from './resolve.js';

export { SpecError, formatIssue, type SpecIssue } from './errors.js';

/** Parses and validates spec text. `file` is the name issues and generated headers use. */
export function parseSpec(text: string, file: string): Model {
  const issues: SpecIssue[] = [];
  const raw = readSpec(text, file, issues);
  const model = raw && resolveSpec(raw, file, issues);
  // In the file's order, whichever stage found them.
  if (!model || issues.length > 0) throw new SpecError([...issues].sort((a, b) => (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0)));
  return model;
}

export async function loadSpec(path: string, displayName = path): Promise<Model> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new SpecError([{ file: displayName, message: unreadable(error) }]);
  }
  const wrongKind = notA('YAML spec', text, displayName);
  if (wrongKind) throw new SpecError([{ file: displayName, message: wrongKind }]);
  return parseSpec(text, displayName);
}
