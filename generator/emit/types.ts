/** Emits `types.ts`: one interface per spec type and one request interface per operation. */
import { StructureKind, type InterfaceDeclarationStructure, type PropertySignatureStructure, type OptionalKind } from 'ts-morph';
import { ownFields, ownParams, type FieldModel, type Model } from '../model.js';
import type { GeneratedFile } from './file.js';
import { doc, requestType, tsShape } from './names.js';
import { importFrom, renderTs, type Statement } from './typescript.js';

export function emitTypes(model: Model, runtime: string): GeneratedFile {
  const statements: Statement[] = [];
  const usesDecimal = [...model.types.flatMap((t) => t.fields), ...model.operations.flatMap((o) => o.params)].some((f) => f.type.name === 'decimal');
  if (usesDecimal) statements.push(importFrom(`${runtime}xml/scalars.js`, ['Decimal'], true));

  for (const type of model.types) {
    statements.push(declare(type.name, type.description, ownFields(model, type), type.base));
  }
  for (const op of model.operations) {
    const description = `Parameters of ${op.name}${op.description ? `: ${lowerFirst(op.description)}` : '.'}`;
    statements.push(declare(requestType(op.name), description, ownParams(model, op), op.base && requestType(op.base)));
  }
  return renderTs(model, 'types.ts', statements);
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

function property(field: FieldModel): OptionalKind<PropertySignatureStructure> {
  return { name: field.name, type: tsShape(field), hasQuestionToken: !field.required, docs: doc(field.description) };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
