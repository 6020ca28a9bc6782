/**
 * Emits `faults.ts`, when operations declare faults: one class per fault detail element, which a
 * handler throws (`throw new NoteMissingFault({ Title }, 'No such note')`) and the client rejects
 * with, its detail decoded.
 */
import { declaredFaults, type FaultModel, type Model } from '../model.js';
import type { GeneratedFile } from './file.js';
import { doc, str } from './names.js';
import { importFrom, renderTs } from './typescript.js';
import { tsValue, typeImports } from './values.js';

/** Every declared fault once (operations may share one), in the order first declared; header faults after an operation's own. */
export function faultsOf(model: Model): FaultModel[] {
  const seen = new Map<string, FaultModel>();
  for (const f of model.operations.flatMap(declaredFaults)) if (!seen.has(f.name)) seen.set(f.name, f);
  return [...seen.values()];
}

export function emitFaults(model: Model, runtime: string): GeneratedFile | undefined {
  const faults = faultsOf(model);
  if (faults.length === 0) return undefined;
  return renderTs(model, 'faults.ts', [
    importFrom(`${runtime}faults.js`, ['DeclaredFault']),
    ...typeImports(
      model,
      runtime,
      faults.map((f) => f.type),
    ),
    `\n${faults.map(faultClass).join('\n\n')}`,
  ]);
}

function faultClass(f: FaultModel): string {
  const docs = doc(f.description ?? `The ${f.name} fault: its detail is the ${f.name} element${f.header ? ', a header block of the fault response' : ''}.`);
  return `/** ${docs[0]} */\nexport class ${f.ts} extends DeclaredFault<${tsValue(f)}> {\n  override name = ${str(f.ts)};\n}`;
}
