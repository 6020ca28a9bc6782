import { readFile } from 'node:fs/promises';
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
  if (!model || issues.length > 0) throw new SpecError(issues);
  return model;
}

export async function loadSpec(path: string, displayName = path): Promise<Model> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new SpecError([{ file: displayName, line: 1, column: 1, message: `cannot read the spec: ${(error as Error).message}` }]);
  }
  return parseSpec(text, displayName);
}
