/** Runs Debian's xmllint (libxml2-utils) on files: well-formedness or validation against an XSD. */
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect } from 'vitest';
import { XMLLINT } from './requirements.js';

const run = promisify(execFile);
const XML_NS = 'http://www.w3.org/XML/1998/namespace';
const XML_XSD = fileURLToPath(new URL('../fixtures/wsdl/xml.xsd', import.meta.url));

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

/** Asserts that xmllint finds every one of `files` valid against the XSD `schema`. */
export async function expectSchemaValid(schema: string, files: readonly string[]): Promise<void> {
  const result = await xmllint(['--schema', schema, ...files]);
  expect(result.ok, result.output).toBe(true);
  expect(result.output.match(/validates/g)).toHaveLength(files.length);
}

/** The WSDL's embedded schema as a standalone XSD document. */
export function schemaOf(wsdl: string, namespace: string): string {
  const schema = /<s:schema[\s\S]*<\/s:schema>/.exec(wsdl)?.[0];
  if (!schema) throw new Error('the WSDL holds no <s:schema>');
  return `<?xml version="1.0" encoding="utf-8"?>\n${schema.replace('<s:schema', `<s:schema xmlns:s="http://www.w3.org/2001/XMLSchema" xmlns:tns="${namespace}"`)}`;
}

/**
 * Every schema the WSDL embeds, as standalone XSD files named `<name>.xsd` and `<name>-<n>.xsd`: the
 * first (the service's) imports the others (ASMX's s1: types) by file. Returns the first's path.
 */
export function writeSchemasOf(wsdl: string, dir: string, name: string): string {
  const schemas = wsdl.match(/<s:schema[\s\S]*?<\/s:schema>/g) ?? [];
  if (schemas.length === 0) throw new Error('the WSDL holds no <s:schema>');
  const declarations = [...new Set(/<wsdl:definitions([^>]*)>/.exec(wsdl)?.[1]?.match(/xmlns:\w+="[^"]*"/g) ?? [])].join(' ');
  const files = schemas.map((_, i) => `${name}${i === 0 ? '' : `-${i}`}.xsd`);
  schemas.forEach((schema, i) => {
    let text = schema.replace('<s:schema', `<s:schema ${declarations}`);
    schemas.forEach((other, j) => {
      const ns = /targetNamespace="([^"]*)"/.exec(other)?.[1];
      if (j !== i && ns) text = text.replace(`<s:import namespace="${ns}" />`, `<s:import namespace="${ns}" schemaLocation="${files[j]}" />`);
    });
    // The xml namespace's schema (xml:lang...), which a WSDL imports without a location, from the fixtures.
    text = text.replace(`<s:import namespace="${XML_NS}" />`, `<s:import namespace="${XML_NS}" schemaLocation="${XML_XSD}" />`);
    writeFileSync(join(dir, files[i]!), `<?xml version="1.0" encoding="utf-8"?>\n${text}`);
  });
  return join(dir, files[0]!);
}

/**
 * Whether the WSDL's schemas compile (xmllint, validating a document none of them declares): ''
 * when they do, else xmllint's complaint. The SOAP encoding's schema, which encoded services'
 * schemas import, is read from the fixtures.
 */
export async function schemaCompileErrors(wsdl: string, dir: string): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const schema = writeSchemasOf(wsdl, dir, 'schema');
  const encoding = 'http://schemas.xmlsoap.org/soap/encoding/';
  const located = fileURLToPath(new URL('../fixtures/wsdl/soap-encoding.xsd', import.meta.url));
  writeFileSync(
    schema,
    readFileSync(schema, 'utf8').replace(`<s:import namespace="${encoding}" />`, `<s:import namespace="${encoding}" schemaLocation="${located}" />`),
  );
  const instance = join(dir, 'none.xml');
  writeFileSync(instance, '<none />');
  const { output } = await xmllint(['--schema', schema, instance]);
  return /failed to compile|schemas parser error/i.test(output) ? output : '';
}
