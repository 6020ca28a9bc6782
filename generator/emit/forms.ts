/** Emits `forms.ts`: HTTP POST form readers (server) and writers (client) per operation. */
import { StructureKind, type FunctionDeclarationStructure } from 'ts-morph';
import type { Model, OperationModel, ParamModel } from '../model.js';
import type { GeneratedFile } from './file.js';
import { formDecoderOf, formEncoderOf, requestType, str } from './names.js';
import { importFrom, renderTs } from './typescript.js';

export function emitForms(model: Model, runtime: string): GeneratedFile | undefined {
  const ops = model.operations.filter((op) => op.httpPost);
  if (ops.length === 0) return undefined;
  const byName = new Map(model.operations.map((op) => [op.name, op]));
  const baseOf = (op: OperationModel): OperationModel | undefined => (op.base ? byName.get(op.base) : undefined);
  return renderTs(model, 'forms.ts', [
    importFrom(`${runtime}form.js`, ['FormReader', 'FormWriter'], true),
    importFrom('./types.js', ops.map(requestType), true),
    ...ops.flatMap((op) => [reader(op, baseOf(op)), writer(op, baseOf(op))]),
  ]);
}

/** The parameters an operation adds to its base's (all of them without a base). */
const ownParams = (op: OperationModel, base: OperationModel | undefined): readonly ParamModel[] => op.params.slice(base?.params.length ?? 0);

function reader(op: OperationModel, base: OperationModel | undefined): FunctionDeclarationStructure {
  const props = ownParams(op, base).map((p) => {
    const names = `[${p.formNames.map(str).join(', ')}]`;
    return `  ${p.name}: form.${p.type.name}(${names}${p.required ? ', true' : ''}),`;
  });
  if (base) props.unshift(`  ...${formDecoderOf(base)}(form),`);
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

function writer(op: OperationModel, base: OperationModel | undefined): FunctionDeclarationStructure {
  const calls = ownParams(op, base).map((p) => `.${p.type.name}(${str(p.formNames[0]!)}, request.${p.name})`);
  const start = base ? `${formEncoderOf(base)}(request, form)` : 'form';
  return {
    kind: StructureKind.Function,
    name: formEncoderOf(op),
    isExported: true,
    docs: [`Writes ${op.name}'s parameters as HTTP POST form fields.`],
    parameters: [{ name: op.params.length ? 'request' : '_request', type: requestType(op) }, { name: 'form', type: 'FormWriter' }],
    returnType: 'FormWriter',
    statements: [`return ${start}${calls.join('\n  ')};`],
  };
}
