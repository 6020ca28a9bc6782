/** Emits `forms.ts`: HTTP POST form readers (server) and writers (client) per operation. */
import { StructureKind, type FunctionDeclarationStructure } from 'ts-morph';
import { baseOperationTs, ownParams, type Model, type OperationModel, type ParamModel } from '../model.js';
import type { GeneratedFile } from './file.js';
import { formDecoderOf, formEncoderOf, ownProperty, propertyKey, requestType, str } from './names.js';
import { importFrom, renderTs } from './typescript.js';
import { codecImports, constrainedCodec, simpleCodec } from './values.js';

export function emitForms(model: Model, runtime: string): GeneratedFile | undefined {
  const ops = model.operations.filter((op) => op.httpPost);
  if (ops.length === 0) return undefined;
  const functions = ops.flatMap((op) => [
    reader(op, ownParams(model, op), baseOperationTs(model, op)),
    writer(op, ownParams(model, op), baseOperationTs(model, op)),
  ]);
  return renderTs(model, 'forms.ts', [
    importFrom(`${runtime}form.js`, ['FormReader', 'FormWriter'], true),
    ...codecImports(runtime, functions.map((f) => (f.statements as string[]).join('\n')).join('\n')),
    importFrom(
      './types.js',
      ops.map((op) => requestType(op.ts)),
      true,
    ),
    ...functions,
  ]);
}

function reader(op: OperationModel, own: readonly ParamModel[], base: string | undefined): FunctionDeclarationStructure {
  const props = own.map((p) => {
    const names = `[${p.formNames.map(str).join(', ')}]`;
    const fallback = p.fixed ?? p.default;
    if (fallback !== undefined) return `  ${propertyKey(p.name)}: form.scalar(${names}, ${constrainedCodec(p)}, ${p.required}, ${str(fallback)}),`;
    return `  ${propertyKey(p.name)}: form.scalar(${names}, ${simpleCodec(p.type)}${p.required ? ', true' : ''}),`;
  });
  // An operation with a base reads and writes the base's parameters through the base's functions.
  if (base) props.unshift(`  ...${formDecoderOf(base)}(form),`);
  return {
    kind: StructureKind.Function,
    name: formDecoderOf(op.ts),
    isExported: true,
    docs: [`Reads ${op.name}'s parameters from an HTTP POST form; throws FormError for a missing or unconvertible one.`],
    parameters: [{ name: op.params.length ? 'form' : '_form', type: 'FormReader' }],
    returnType: requestType(op.ts),
    statements: op.params.length ? ['return {', ...props, '};'] : ['return {};'],
  };
}

function writer(op: OperationModel, own: readonly ParamModel[], base: string | undefined): FunctionDeclarationStructure {
  const calls = own.map((p) =>
    p.fixed === undefined
      ? `.scalar(${str(p.formNames[0]!)}, ${simpleCodec(p.type)}, ${ownProperty('request', p.name)})`
      : `.scalar(${str(p.formNames[0]!)}, ${constrainedCodec(p)}, ${ownProperty('request', p.name)} ?? ${constrainedCodec(p)}.value)`,
  );
  const start = base ? `${formEncoderOf(base)}(request, form)` : 'form';
  return {
    kind: StructureKind.Function,
    name: formEncoderOf(op.ts),
    isExported: true,
    docs: [`Writes ${op.name}'s parameters as HTTP POST form fields.`],
    parameters: [
      { name: op.params.length ? 'request' : '_request', type: requestType(op.ts) },
      { name: 'form', type: 'FormWriter' },
    ],
    returnType: 'FormWriter',
    statements: [`return ${start}${calls.join('\n  ')};`],
  };
}
