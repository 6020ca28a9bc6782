/**
 * Emits `types.ts`: one interface per spec type, one alias per simple type, one request interface
 * per operation.
 */
import { StructureKind, type InterfaceDeclarationStructure, type PropertySignatureStructure, type OptionalKind } from 'ts-morph';
import {
  ANY_ATTRIBUTES,
  alternativeFields,
  answersResults,
  operationElements,
  baseOperationTs,
  baseTs,
  allChoicesOf,
  choicesOf,
  isUnionContent,
  isUnionType,
  ownAttributes,
  ownFields,
  ownParams,
  type AttributeModel,
  type ChoiceModel,
  type FieldModel,
  type Model,
  type Particle,
} from '../model.js';
import type { GeneratedFile } from './file.js';
import { doc, isIdentifier, requestHeadersType, requestType, responseHeadersType, responseType, str } from './names.js';
import { renderTs, type Statement } from './typescript.js';
import { simpleTypeAlias } from './simple-types.js';
import { tsValue, typeImports } from './values.js';

export function emitTypes(model: Model, runtime: string): GeneratedFile {
  const fields = [...model.types.flatMap((t) => [...t.fields, ...alternativeFields(t.content)]), ...model.operations.flatMap(operationElements)];
  const texts = [
    ...model.types.flatMap((t) => [...t.attributes.map((a) => a.type), ...(t.value ? [t.value] : [])]),
    ...model.operations.flatMap((o) => [...o.requestAttributes, ...o.responseAttributes].map((a) => a.type)),
  ];
  const scalars = [
    ...fields.filter((f) => !f.wildcard).map((f) => f.type),
    ...texts,
    ...model.simpleTypes.map((t) => ({ kind: 'scalar', name: t.base }) as const),
  ].filter((t) => t.kind === 'scalar' || t.kind === 'any');
  // xs:any fields hold elements, xs:anyAttribute properties attributes (the runtime's open content).
  const open = [...(fields.some((f) => f.wildcard) ? ['AnyElement'] : []), ...(model.types.some((t) => t.anyAttribute) ? ['AnyAttributes'] : [])];
  const statements: Statement[] = [...typeImports(model, runtime, scalars, [], [], open)];

  for (const t of model.simpleTypes) statements.push(simpleTypeAlias(model, t));
  for (const type of model.types) {
    const base = type.base === undefined ? undefined : model.types.find((t) => t.name === type.base);
    // Simple content and attributes are properties beside the fields: `value` first (declared where
    // it first appears along the bases), attributes last.
    const value: FieldModel[] =
      type.value && !base?.value
        ? [{ name: 'value', namespace: '', type: type.value, required: true, nillable: false, description: "The element's text." }]
        : [];
    const attributes = ownAttributes(model, type).map(attributeProperty);
    for (const choice of allChoicesOf(type.content)) statements.push(unionAlias(choice));
    // anyAttribute is declared once, where it first appears along the bases.
    const anyAttributes: Property[] =
      type.anyAttribute && !base?.anyAttribute
        ? [
            {
              name: ANY_ATTRIBUTES,
              type: 'AnyAttributes | undefined',
              hasQuestionToken: true,
              docs: [`Attributes of other names (xs:anyAttribute ${type.anyAttribute.namespace}), by \`name\` or \`{namespace}name\`.`],
            },
          ]
        : [];
    // A polymorphic hierarchy's values say which of its types they are: `$type`, declared at its top, optional for the top's own.
    const tag: Property[] =
      type.family && !model.types.find((b) => b.name === type.base)?.family
        ? [
            {
              name: '$type',
              type: `${type.family.map(str).join(' | ')} | undefined`,
              hasQuestionToken: true,
              docs: [`Which type of its hierarchy the value is (xsi:type on the wire); absent, ${type.name}.`],
            },
          ]
        : [];
    const properties = [...tag, ...value.map(property), ...ownProperties(type.content, ownFields(model, type)), ...attributes.map(property), ...anyAttributes];
    const baseName = baseTs(model, type);
    if (isUnionType(model, type)) statements.push(intersection(type.ts, type.description, baseName, properties, type.content));
    else statements.push(declareProperties(type.ts, type.description, properties, baseName));
  }
  for (const op of model.operations) {
    const description = `Parameters of ${op.name}${op.description ? `: ${lowerFirst(op.description)}` : '.'}`;
    const base = baseOperationTs(model, op);
    for (const choice of [...allChoicesOf(op.paramContent), ...allChoicesOf(op.resultContent)]) statements.push(unionAlias(choice));
    // The wrapper elements' attributes are properties beside the parameters and the results.
    statements.push(
      holder(
        requestType(op.ts),
        description,
        [...ownProperties(op.paramContent, ownParams(model, op)), ...op.requestAttributes.map(attributeProperty).map(property)],
        op.paramContent,
        base && requestType(base),
      ),
    );
    if (answersResults(op))
      statements.push(
        holder(
          responseType(op.ts),
          `Results of ${op.name}.`,
          [...ownProperties(op.resultContent, op.results), ...op.responseAttributes.map(attributeProperty).map(property)],
          op.resultContent,
        ),
      );
    if (op.requestHeaders.length) statements.push(declare(requestHeadersType(op.ts), `SOAP header blocks of ${op.name}'s request.`, op.requestHeaders));
    if (op.responseHeaders.length) statements.push(declare(responseHeadersType(op.ts), `SOAP header blocks of ${op.name}'s response.`, op.responseHeaders));
  }
  return renderTs(model, 'types.ts', spaced(statements));
}

/** An attribute as a property: a value of its simple type, optional unless required. */
function attributeProperty(a: AttributeModel): FieldModel {
  return {
    name: a.name,
    namespace: a.namespace,
    type: a.type,
    required: a.required,
    nillable: false,
    ...(a.description ? { description: a.description } : {}),
  };
}

/** ts-morph sets declarations apart by a blank line but writes text statements as they are: a blank line between two texts too. */
function spaced(statements: readonly Statement[]): Statement[] {
  return statements.map((s, i) => (typeof s === 'string' && typeof statements[i - 1] === 'string' ? `\n${s}` : s));
}

function declare(name: string, description: string | undefined, fields: readonly FieldModel[], base?: string): InterfaceDeclarationStructure {
  return declareProperties(name, description, fields.map(property), base);
}

function declareProperties(name: string, description: string | undefined, properties: readonly Property[], base?: string): InterfaceDeclarationStructure {
  return {
    kind: StructureKind.Interface,
    name,
    isExported: true,
    docs: doc(description),
    extends: base ? [base] : [],
    properties: [...properties],
  };
}

type Property = OptionalKind<PropertySignatureStructure>;

/**
 * An operation's request or results: an interface of its properties, or where its particles hold a
 * union, the intersection a type of them is.
 */
function holder(
  name: string,
  description: string | undefined,
  properties: readonly Property[],
  content: readonly Particle[] | undefined,
  base?: string,
): Statement {
  if (isUnionContent(content)) return intersection(name, description, base, properties, content);
  return declareProperties(name, description, properties, base);
}

/**
 * Own properties outside the unions: the elements (`own`, without particles a plain sequence) and,
 * for a repeated choice, the list of its alternatives, in schema order.
 */
function ownProperties(content: readonly Particle[] | undefined, own: readonly FieldModel[]): Property[] {
  if (!content) return own.map(property);
  return content.flatMap((p): Property[] => {
    if (p.kind === 'element') return [property(p.field)];
    const choice = p.choice;
    if (!choice.repeated) return [];
    const list = `${choice.ts}[]`;
    return [
      {
        name: propertyName(choice.name),
        type: choice.required ? list : `${list} | undefined`,
        hasQuestionToken: !choice.required,
        docs: doc(choice.description),
      },
    ];
  });
}

/**
 * A choice's union: per alternative an object giving its elements and `?: undefined` for every
 * other alternative's, so that `'A' in value` or `value.A !== undefined` tells them apart and
 * giving two is a type error. A choice that may be absent adds the object giving none.
 */
function unionAlias(choice: ChoiceModel): string {
  const all = choice.alternatives.flat();
  // An alternative holding choices is its own elements intersected with their unions, which type their elements.
  const member = (given: readonly FieldModel[], content: readonly Particle[] | null = null): string => {
    const inner = choicesOf(content ?? undefined);
    const innerFields = new Set(inner.flatMap((c) => c.alternatives.flat().map((f) => f.name)));
    const entries = all.flatMap((f) => {
      if (given.includes(f) && innerFields.has(f.name)) return [];
      if (!given.includes(f)) return [`${propertyName(f.name)}?: undefined`];
      const type = tsValue(f);
      return [f.required ? `${propertyName(f.name)}: ${type}` : `${propertyName(f.name)}?: ${type} | undefined`];
    });
    return [`{ ${entries.join('; ')} }`, ...inner.map((c) => c.ts)].join(' & ');
  };
  const members = [
    ...choice.alternatives.map((a, i) => member(a, choice.alternativeContent?.[i])),
    ...(choice.required || choice.repeated ? [] : [member([])]),
  ];
  const what = choice.sequence
    ? 'All of these elements or none (an optional sequence)'
    : `One of ${choice.alternatives.map((a) => a.map((f) => f.name).join(' + ')).join(', ')} (a choice)`;
  const comment = [...doc(choice.description), `${what}.`].join(' ');
  return `/** ${comment} */\nexport type ${choice.ts} =\n${members.map((m) => `  | ${m}`).join('\n')};`;
}

/** A holder with a union among its particles or its base's: the base, its own properties and its unions, intersected. */
function intersection(
  name: string,
  description: string | undefined,
  base: string | undefined,
  properties: readonly Property[],
  content: readonly Particle[] | undefined,
): string {
  const unions = choicesOf(content)
    .filter((c) => !c.repeated)
    .map((c) => c.ts);
  const parts = [...(base ? [base] : []), ...(properties.length || (!base && !unions.length) ? [objectType(properties)] : []), ...unions];
  const comment = doc(description);
  return `${comment.length ? `/** ${comment.join(' ')} */\n` : ''}export type ${name} = ${parts.join(' & ')};`;
}

/** An object type literal of properties, one per line. */
function objectType(properties: readonly Property[]): string {
  if (!properties.length) return '{}';
  const lines = properties.map((p) => {
    const comment = p.docs?.length ? `  /** ${String(p.docs[0])} */\n` : '';
    return `${comment}  ${p.name}${p.hasQuestionToken ? '?' : ''}: ${String(p.type)};`;
  });
  return `{\n${lines.join('\n')}\n}`;
}

const propertyName = (name: string): string => (isIdentifier(name) ? name : str(name));

/**
 * An optional field is `?: T | undefined`: decoders set every field, absent ones to undefined, and
 * projects compiling with exactOptionalPropertyTypes must accept that (and may pass it).
 */
function property(field: FieldModel): Property {
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
