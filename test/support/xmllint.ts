/** Runs Debian's xmllint (libxml2-utils) on files: well-formedness or validation against an XSD. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { XMLLINT } from './requirements.js';

const run = promisify(execFile);

export interface LintResult {
  readonly ok: boolean;
  readonly output: string;
}

export async function xmllint(args: readonly string[]): Promise<LintResult> {
  try {
    const { stdout, stderr } = await run(XMLLINT, ['--noout', ...args]);
    return { ok: true, output: stdout + stderr };
  } catch (error) {
    const e = error as { stdout?: string; stderr?: string };
    return { ok: false, output: `${e.stdout ?? ''}${e.stderr ?? ''}` };
  }
}

/** The WSDL's embedded schema as a standalone XSD document. */
export function schemaOf(wsdl: string, namespace: string): string {
  const schema = /<s:schema[\s\S]*<\/s:schema>/.exec(wsdl)?.[0];
  if (!schema) throw new Error('the WSDL holds no <s:schema>');
  return `<?xml version="1.0" encoding="utf-8"?>\n${schema.replace('<s:schema', `<s:schema xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:tns="${namespace}"`)}`;
}
