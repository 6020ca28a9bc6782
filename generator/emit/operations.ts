/** Emits `operations.ts`: the binding of each operation to its codecs, shared by server and client. */
import type { Model, OperationModel, ValueShape } from '../model.js';
import type { GeneratedFile } from './file.js';
import { decoderOf, encoderOf, formDecoderOf, formEncoderOf, doc, freeIdentifier, requestType, str, tsShape } from './names.js';
import { importFrom, renderTs, type Statement } from './typescript.js';

export function emitOperations(model: Model, runtime: string): GeneratedFile {
  const listResults = model.operations.some((op) => op.result.listItem);
  const formOps = model.operations.filter((op) => op.httpPost);
  const resultTypes = model.operations.filter((op) => op.result.type.kind === 'complex').map((op) => op.result.type.name);
  const imports = [
    importFrom(`${runtime}binding.js`, ['OperationBinding', 'ServiceBinding'], true),
    ...(listResults ? [importFrom(`${runtime}xml/decode.js`, ['decodeItems']), importFrom(`${runtime}xml/encode.js`, ['xmlItems'])] : []),
    importFrom('./decoders.js', [...model.operations.map((op) => decoderOf(requestType(op.name))), ...resultTypes.map(decoderOf)]),
    importFrom('./encoders.js', [...model.operations.map((op) => encoderOf(requestType(op.name))), ...resultTypes.map(encoderOf)]),
    ...(formOps.length ? [importFrom('./forms.js', formOps.flatMap((op) => [formDecoderOf(op.name), formEncoderOf(op.name)]))] : []),
    importFrom('./types.js', [...model.operations.map((op) => requestType(op.name)), ...resultTypes], true),
  ];
  // Each operation's constant is named after it unless that name is a keyword or already taken here.
  const taken = new Set(['operations', 'binding', ...imports.flatMap((i) => i.namedImports as string[])]);
  const constName = new Map(model.operations.map((op) => [op.name, freeIdentifier(op.name, taken)]));
  const statements: Statement[] = [
    ...imports,
    ...model.operations.map((op) => operation(op, constName.get(op.name)!)),
    constant('Every operation, by name.', 'operations', undefined,
      model.operations.map((op) => (constName.get(op.name) === op.name ? `${op.name},` : `${op.name}: ${constName.get(op.name)},`))),
    constant(`${model.service.name}: where it lives and what it offers.`, 'binding', 'ServiceBinding',
      [`name: ${str(model.service.name)},`, `namespace: ${str(model.service.namespace)},`, `path: ${str(model.service.path)},`, 'operations,']),
  ];
  return renderTs(model, 'operations.ts', statements);
}

function operation(op: OperationModel, constName: string): string {
  const request = requestType(op.name);
  return constant(op.description, constName, `OperationBinding<${request}, ${tsShape(op.result)}>`, [
    `name: ${str(op.name)},`,
    `soapAction: ${str(op.soapAction)},`,
    `httpPostRoot: ${str(op.httpPostRoot)},`,
    `decodeRequest: ${decoderOf(request)},`,
    `encodeRequest: ${encoderOf(request)},`,
    `encodeResult: ${resultEncoder(op.result)},`,
    `decodeResult: ${resultDecoder(op.result)},`,
    ...(op.httpPost ? [`form: { decode: ${formDecoderOf(op.name)}, encode: ${formEncoderOf(op.name)} },`] : []),
  ], false);
}

function resultEncoder(result: ValueShape): string {
  const item = encoderOf(result.type.name);
  return result.listItem ? `(items) => xmlItems(${str(result.listItem)}, items, ${item})` : item;
}

function resultDecoder(result: ValueShape): string {
  const item = decoderOf(result.type.name);
  return result.listItem ? `(element) => decodeItems(element, ${str(result.listItem)}, ${item})` : item;
}

/** A documented `const` holding an object literal, one entry per line, preceded by a blank line. */
function constant(description: string | undefined, name: string, type: string | undefined, entries: readonly string[], exported = true): string {
  const docs = description ? `/** ${doc(description)[0]} */\n` : '';
  const body = entries.map((e) => `  ${e}`).join('\n');
  return `\n${docs}${exported ? 'export ' : ''}const ${name}${type ? `: ${type}` : ''} = {\n${body}\n};`;
}
