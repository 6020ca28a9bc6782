/**
 * Stage 3: the resolved model → every file of a service's wire layer, in memory. One emitter per
 * concern; this module only decides which files exist and how they reach the runtime.
 */
import { posix } from 'node:path';
import type { Model } from './model.js';
import { RUNTIME_IMPORT } from './package-root.js';
import { emitDecoders, emitEncoders } from './emit/codecs.js';
import { emitDocuments } from './emit/documents.js';
import { emitFaults } from './emit/faults.js';
import type { GeneratedFile } from './emit/file.js';
import { emitForms } from './emit/forms.js';
import { emitOperations } from './emit/operations.js';
import { emitPackage } from './emit/package.js';
import { emitClient, emitHandler, emitIndex, emitServer } from './emit/service.js';
import { emitSimpleTypes } from './emit/simple-types.js';
import { emitTypes } from './emit/types.js';

/** Folder name of a service's generated code: its name in lower case. */
export function serviceFolder(model: Model): string {
  return model.service.name.toLowerCase();
}

/**
 * @param spec the model; its `source` relative to the same folder as `outDir`
 * @param outDir the service's output folder, relative to the project root (posix separators)
 * @param runtime how generated code imports the runtime: the package's export, so the code works
 *   in any project that depends on soapgen
 */
export function generateFiles(spec: Model, outDir: string, runtime = RUNTIME_IMPORT): GeneratedFile[] {
  // Headers name the spec by its path from the output folder: the same from any working directory.
  const model: Model = { ...spec, source: posix.relative(outDir, spec.source.split('\\').join('/')) };
  const files = [
    emitTypes(model, runtime),
    emitSimpleTypes(model, runtime),
    emitEncoders(model, runtime),
    emitDecoders(model, runtime),
    emitForms(model, runtime),
    emitFaults(model, runtime),
    emitOperations(model, runtime),
    emitHandler(model, runtime),
    emitServer(model, runtime),
    emitClient(model, runtime),
    ...emitDocuments(model, runtime),
    emitIndex(model),
    ...emitPackage(model, serviceFolder(model)),
  ];
  return files.filter((f): f is GeneratedFile => f !== undefined).sort((a, b) => a.path.localeCompare(b.path));
}
