/**
 * Emits `types.ts`: one interface per spec type, one alias per simple type, one request interface
 * per operation.
 */
import { StructureKind, type InterfaceDeclarationStructure, type PropertySignatureStructure, type OptionalKind } from 'ts-morph';
import { baseOperationTs, baseTs, ownAttributes, ownFields, ownParams, type FieldModel, type Model } from '../model.js';
import type { GeneratedFile } from './file.js';
import { doc, isIdentifier, requestHeadersType, requestType, responseHeadersType, responseType, str } from './names.js';
import { renderTs, type Statement } from './typescript.js';
import { simpleTypeAlias } from './simple-types.js';
import { tsValue, typeImports } from './values.js';

export function emitTypes(model: Model, runtime: string): GeneratedFile {
  const fields = [
    ...model.types.flatMap((t) => t.fields),
    ...model.operations.flatMap((o) => [...o.params, ...o.results, ...o.requestHeaders, ...o.responseHeaders]),
  ];
  const texts = model.types.flatMap((t) => [...t.attributes.map((a) => a.type), ...(t.value ? [t.value] : [])]);
  const scalars = [...fields.map((f) => f.type), ...texts, ...model.simpleTypes.map((t) => ({ kind: 'scalar', name: t.base }) as const)].filter(
    (t) => t.kind === 'scalar',
  );
  const statements: Statement[] = [...typeImports(model, runtime, scalars)];

  for (const t of model.simpleTypes) statements.push(simpleTypeAlias(t));
  for (const type of model.types) {
    // Simple content and attributes are properties beside the fields: `value` first, attributes last.
    const value: FieldModel[] = type.value
      ? [{ name: 'value', namespace: '', type: type.value, required: true, nillable: false, description: "The element's text." }]
      : [];
    const attributes = ownAttributes(model, type).map((a): FieldModel => ({
      name: a.name,
      namespace: a.namespace,
      type: a.type,
      required: a.required,
      nillable: false,
      ...(a.description ? { description: a.description } : {}),
    }));
    statements.push(declare(type.ts, type.description, [...value, ...ownFields(model, type), ...attributes], baseTs(model, type)));
  }
  for (const op of model.operations) {
    const description = `Parameters of ${op.name}${op.description ? `: ${lowerFirst(op.description)}` : '.'}`;
    const base = baseOperationTs(model, op);
    statements.push(declare(requestType(op.ts), description, ownParams(model, op), base && requestType(base)));
    if (op.results.length) statements.push(declare(responseType(op.ts), `Results of ${op.name}.`, op.results));
    if (op.requestHeaders.length) statements.push(declare(requestHeadersType(op.ts), `SOAP header blocks of ${op.name}'s request.`, op.requestHeaders));
    if (op.responseHeaders.length) statements.push(declare(responseHeadersType(op.ts), `SOAP header blocks of ${op.name}'s response.`, op.responseHeaders));
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

/**
 * An optional field is `?: T | undefined`: decoders set every field, absent ones to undefined, and
 * projects compiling with exactOptionalPropertyTypes must accept that (and may pass it).
 */
function property(field: FieldModel): OptionalKind<PropertySignatureStructure> {
  const type = tsValue(field);
  return {
    name: isIdentifier(field.name) ? field.name : str(field.name),
    type: field.required ? type : `${type} | undefined`,
    hasQuestionToken: !field.required,
    docs: doc(field.description),
  };
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}
