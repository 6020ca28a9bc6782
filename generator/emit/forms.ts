/** Emits `forms.ts`: HTTP POST form readers (server) and writers (client) per operation. */
import { StructureKind, type FunctionDeclarationStructure } from 'ts-morph';
import type { Model, OperationModel } from '../model.js';
import type { GeneratedFile } from './file.js';
import { formDecoderOf, formEncoderOf, requestType, str } from './names.js';
import { importFrom, renderTs } from './typescript.js';

export function emitForms(model: Model, runtime: string): GeneratedFile | undefined {
  const ops = model.operations.filter((op) => op.httpPost);
  if (ops.length === 0) return undefined;
  return renderTs(model, 'forms.ts', [
    importFrom(`${runtime}form.js`, ['FormReader', 'FormWriter'], true),
    importFrom('./types.js', ops.map(requestType), true),
    ...ops.flatMap((op) => [reader(op), writer(op)]),
  ]);
}

/** Scalar parameter kinds, as FormReader / FormWriter method names. */
const kindOf = (op: OperationModel, i: number): string => op.params[i]!.type.name;

function reader(op: OperationModel): FunctionDeclarationStructure {
  const props = op.params.map((p, i) => {
    const names = `[${p.formNames.map(str).join(', ')}]`;
    return `  ${p.name}: form.${kindOf(op, i)}(${names}${p.required ? ', true' : ''}),`;
  });
  return {
    kind: StructureKind.Function,
    name: formDecoderOf(op),
    isExported: true,
    docs: [`Reads ${op.name}'s parameters from an HTTP POST form; throws FormError for a missing or unconvertible one.`],
    parameters: [{ name: op.params.length ? 'form' : '_form', type: 'FormReader' }],
    returnType: requestType(op),
    statements: op.params.length ? ['return {', ...props, '};'] : ['return {};'],
  };
}

function writer(op: OperationModel): FunctionDeclarationStructure {
  const calls = op.params.map((p, i) => `.${kindOf(op, i)}(${str(p.formNames[0]!)}, request.${p.name})`);
  return {
    kind: StructureKind.Function,
    name: formEncoderOf(op),
    isExported: true,
    docs: [`Writes ${op.name}'s parameters as HTTP POST form fields.`],
    parameters: [{ name: op.params.length ? 'request' : '_request', type: requestType(op) }, { name: 'form', type: 'FormWriter' }],
    returnType: 'FormWriter',
    statements: [`return form${calls.join('\n  ')};`],
  };
}
