/**
 * `soapgen import`: a WSDL 1.1 (document/literal wrapped, as ASMX and WCF basicHttpBinding publish)
 * → a spec that regenerates the same wire. Throws ImportError listing every construct it refused.
 */
import { Converter } from './convert.js';
import type { SpecDraft } from './draft.js';
import { ImportError, Issues, type ImportIssue } from './errors.js';
import { loadDocuments } from './load.js';
import { SchemaSet } from './schema.js';
import { readService } from './wsdl.js';
import { specYaml } from './yaml.js';

export { ImportError, formatIssue, type ImportIssue } from './errors.js';

export interface ImportResult {
  readonly spec: SpecDraft;
  readonly yaml: string;
  /** Differences that do not change the wire (e.g. a renamed ArrayOf type), for the user to know. */
  readonly warnings: readonly ImportIssue[];
}

/** @param location a file path or an http(s) URL; `source` is how the spec's header names it. */
export async function importWsdl(location: string, source = location): Promise<ImportResult> {
  const documents = await loadDocuments(location);
  const issues = new Issues();
  const warnings = new Issues();
  const schemas = new SchemaSet(documents.schemas, issues);
  const service = readService(documents.wsdls, issues);
  const spec = service && new Converter(schemas, issues, warnings).convert(service);
  issues.throwIfAny();
  if (!spec) throw new ImportError([{ file: documents.wsdls[0]!.file, line: 1, column: 1, message: 'nothing to import' }]);
  return { spec, yaml: specYaml(spec, source), warnings: warnings.list };
}
