/**
 * Emits `types.ts`: one interface per spec type, one string union per enumeration, one request
 * interface per operation; and `enums.ts`: the runtime codec of each enumeration.
 */
import { StructureKind, type InterfaceDeclarationStructure, type PropertySignatureStructure, type OptionalKind } from 'ts-morph';
import { baseOperationTs, baseTs, ownFields, ownParams, type EnumModel, type FieldModel, type Model } from '../model.js';
import type { GeneratedFile } from './file.js';
import { doc, isIdentifier, requestHeadersType, requestType, responseHeadersType, str } from './names.js';
import { importFrom, renderTs, type Statement } from './typescript.js';
import { tsValue, typeImports } from './values.js';

export function emitTypes(model: Model, runtime: string): GeneratedFile {
  const fields = [...model.types.flatMap((t) => t.fields), ...model.operations.flatMap((o) => [...o.params, ...o.requestHeaders, ...o.responseHeaders])];
  const statements: Statement[] = [...typeImports(model, runtime, fields.map((f) => f.type).filter((t) => t.kind === 'scalar'))];

  for (const e of model.enums) statements.push(union(e));
  for (const type of model.types) {
    statements.push(declare(type.ts, type.description, ownFields(model, type), baseTs(model, type)));
  }
  for (const op of model.operations) {
    const description = `Parameters of ${op.name}${op.description ? `: ${lowerFirst(op.description)}` : '.'}`;
    const base = baseOperationTs(model, op);
    statements.push(declare(requestType(op.ts), description, ownParams(model, op), base && requestType(base)));
    if (op.requestHeaders.length) statements.push(declare(requestHeadersType(op.ts), `SOAP header blocks of ${op.name}'s request.`, op.requestHeaders));
    if (op.responseHeaders.length) statements.push(declare(responseHeadersType(op.ts), `SOAP header blocks of ${op.name}'s response.`, op.responseHeaders));
  }
  return renderTs(model, 'types.ts', statements);
}

/** `enums.ts`, when the spec has enumerations: their codecs, which check values against the list. */
export function emitEnums(model: Model, runtime: string): GeneratedFile | undefined {
  if (model.enums.length === 0) return undefined;
  const entries = model.enums.map((e) => `  ${e.ts}: enumScalar<${e.ts}>(${str(e.name)}, [${e.values.map(str).join(', ')}]),`);
  return renderTs(model, 'enums.ts', [
    importFrom(`${runtime}xml/scalars.js`, ['enumScalar']),
    importFrom('./types.js', model.enums.map((e) => e.ts), true),
    `\n/** The codec of each enumeration: values outside the list are refused both ways. */\nexport const enums = {\n${entries.join('\n')}\n};`,
  ]);
}

function union(e: EnumModel): string {
  const docs = doc(e.description);
  return `\n${docs.length ? `/** ${docs[0]} */\n` : ''}export type ${e.ts} = ${e.values.map(str).join(' | ')};`;
}

function declare(name: string, description: string | undefined, fields: readonly FieldModel[], base?: string): InterfaceDeclarationStructure {
  return {
    kind: StructureKind.Interface,
    name,
    isExported: true,
    docs: doc(description),
    extends: base ? [base] : [],
    properties: fields.map(property),
  };
}

/**
 * An optional field is `?: T | undefined`: decoders set every field, absent ones to undefined, and
 * projects compiling with exactOptionalPropertyTypes must accept that (and may pass it).
 */
function property(field: FieldModel): OptionalKind<PropertySignatureStructure> {
  const type = tsValue(field);
  return { name: isIdentifier(field.name) ? field.name : str(field.name), type: field.required ? type : `${type} | undefined`, hasQuestionToken: !field.required, docs: doc(field.description) };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
