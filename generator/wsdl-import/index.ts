/**
 * `soapgen import`: a WSDL 1.1 (SOAP 1.1, SOAP 1.2 and HTTP POST bindings; document or rpc, literal or encoded)
 * → a spec that regenerates the same wire. Throws ImportError listing every construct it refused.
 */
import { parseSpec, SpecError } from '../spec/index.js';
import { convert } from './convert/index.js';
import type { SpecDraft } from './draft.js';
import { ImportError, Issues, type ImportIssue, type Located } from './errors.js';
import { loadDocuments, type LoadOptions } from './load.js';
import { schemaSet } from './schema/index.js';
import { readService } from './wsdl.js';
import { specYaml } from './yaml.js';

export { ImportError, formatIssue, type ImportIssue } from './errors.js';

export interface ImportResult {
  readonly spec: SpecDraft;
  readonly yaml: string;
  /** Differences that do not change the wire (e.g. a renamed ArrayOf type), for the user to know. */
  readonly warnings: readonly ImportIssue[];
}

export interface ImportOptions extends LoadOptions {
  /** The one wsdl:service to import, of several (by default all of them, in one spec). */
  readonly service?: string;
}

/** @param location a file path or an http(s) URL; `source` is how the spec's header names it. */
export async function importWsdl(location: string, source = location, options: ImportOptions = {}): Promise<ImportResult> {
  const documents = await loadDocuments(location, options);
  const issues = new Issues();
  const warnings = new Issues();
  for (const schema of documents.draftSchemas) {
    warnings.add(schema, `a schema in ${schema.ns}, a draft of XML Schema before the 2001 Recommendation: read as an http://www.w3.org/2001/XMLSchema schema`);
  }
  const schemas = schemaSet(documents.schemas, issues, warnings);
  const service = readService(documents.wsdls, issues, warnings, options.service);
  const spec = service && convert(service, schemas, issues, warnings);
  issues.throwIfAny();
  const root = documents.wsdls[0]!;
  if (!spec) throw new ImportError([{ file: root.file, line: 1, column: 1, message: 'nothing to import' }]);
  const yaml = specYaml(spec, source);
  refusedByGenerate(yaml, service?.at ?? root);
  return { spec, yaml, warnings: warnings.list };
}

/**
 * The last guard of the rule that an import writes only specs that generate: what the validator
 * would refuse is reported here, at the WSDL's service, instead of being written.
 */
function refusedByGenerate(yaml: string, at: Located): void {
  try {
    parseSpec(yaml, 'spec');
  } catch (error) {
    if (!(error instanceof SpecError)) throw error;
    throw new ImportError(
      error.issues.map((i) => ({ file: at.file, line: at.line, column: at.column, message: `the spec written from this WSDL would be refused: ${i.message}` })),
    );
  }
}
