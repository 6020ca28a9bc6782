/**
 * One WSDL of the corpus through import → generate, in a child process (test/generator/wsdl-corpus.test.ts
 * runs a pool of these, so that a hang is a time-out of one file, not of the suite). Type-checking
 * is left to the caller, which checks every generated folder in one tsc run.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateFiles, serviceFolder } from '../../generator/generate.js';
import { parseSpec, SpecError } from '../../generator/spec/index.js';
import { ImportError, importWsdl } from '../../generator/wsdl-import/index.js';
import { loadDocuments } from '../../generator/wsdl-import/load.js';
import { NS } from '../../generator/wsdl-import/namespaces.js';

export interface CorpusJob {
  /** The WSDL's path. */
  readonly file: string;
  /** A folder of its own to generate into. */
  readonly out: string;
}

/** What happened to one WSDL before type-checking. `generated` still has to pass tsc. */
export type Outcome = 'generated' | 'refused' | 'broken' | 'no-soap' | 'crash' | 'generate-refused' | 'hang' | 'type-error';

export interface CorpusResult {
  readonly outcome: Outcome;
  /** The first refusal, or the error. */
  readonly reason: string;
  /** The generated service's folder, for `generated`. */
  readonly folder?: string;
  /** Import and generation, in milliseconds. */
  readonly ms: number;
  /** Some refusal or warning is a reference to what no document declares. */
  readonly dangling?: boolean;
}

function firstLine(error: unknown): string {
  return String((error as Error)?.message ?? error).split('\n')[0]!;
}

/**
 * Whether the WSDL (with the WSDLs it imports) is a SOAP service: a SOAP 1.1 or 1.2 binding, and a
 * wsdl:service. A WSDL of bindings alone describes no service to import.
 */
async function isSoapService(file: string): Promise<boolean> {
  const { wsdls } = await loadDocuments(file, { offline: true });
  const soap = wsdls.some((defs) => defs.elements(NS.wsdl, 'binding').some((b) => b.first(NS.soap11, 'binding') ?? b.first(NS.soap12, 'binding')));
  return soap && wsdls.some((defs) => defs.elements(NS.wsdl, 'service').length > 0);
}

export async function runJob(job: CorpusJob): Promise<CorpusResult> {
  const started = performance.now();
  let dangling = false;
  const done = (outcome: Outcome, reason: string, folder?: string): CorpusResult => ({
    outcome,
    reason,
    ...(folder ? { folder } : {}),
    ms: Math.round(performance.now() - started),
    dangling,
  });
  let yaml: string;
  try {
    const imported = await importWsdl(job.file, 'corpus.wsdl', { offline: true });
    yaml = imported.yaml;
    dangling = imported.warnings.some((w) => w.dangling);
  } catch (error) {
    if (!(error instanceof ImportError)) return done('crash', firstLine(error));
    const first = error.issues.find((i) => i.broken) ?? error.issues[0]!;
    const reason = `${first.line}:${first.column}: ${first.message}`;
    if (error.broken) return done('broken', reason);
    dangling = error.issues.some((i) => i.dangling);
    return done((await isSoapService(job.file)) ? 'refused' : 'no-soap', reason);
  }
  try {
    const model = parseSpec(yaml, 'spec.yaml');
    const folder = join(job.out, serviceFolder(model));
    rmSync(folder, { recursive: true, force: true });
    for (const f of generateFiles(model, folder)) {
      mkdirSync(dirname(join(folder, f.path)), { recursive: true });
      writeFileSync(join(folder, f.path), f.content);
    }
    return done('generated', '', folder);
  } catch (error) {
    return done(error instanceof SpecError ? 'generate-refused' : 'crash', firstLine(error));
  }
}

process.on('message', (job: CorpusJob) => {
  runJob(job).then(
    (result) => process.send!(result),
    (error: unknown) => process.send!({ outcome: 'crash', reason: firstLine(error), ms: 0 } satisfies CorpusResult),
  );
});
