/**
 * Element declarations as the spec's fields, and a type's particles as fields and groups (SPEC.md,
 * "Choices, optional sequences and xs:all").
 */
import { SCALARS, type ScalarName } from '../../../runtime/xml/scalars.js';
import type { FieldDraft, GroupDraft, WildcardDraft } from '../draft.js';
import { key } from '../schema/declarations.js';
import type { ElementDecl, GroupDecl, ParticleDecl, TypeUse, Wildcard } from '../schema/index.js';
import { checkName, type ConvertContext } from './context.js';
import { usableDefault } from './defaults.js';
import { ucfirst } from './names.js';

/** Labels of a type's groups: Choice, Choice2, ..., none an element's name. */
export class Labels {
  private readonly taken: Set<string>;

  constructor(elements: readonly string[]) {
    this.taken = new Set(elements);
  }

  next(stem: string): string {
    let label = stem;
    for (let n = 2; this.taken.has(label); n++) label = `${stem}${n}`;
    this.taken.add(label);
    return label;
  }
}

/**
 * The names a list of spec type `type` in an element of `elementNs` needs, where not the spec's
 * defaults: `item`, its items' element name (default the item type's name as written),
 * `itemNamespace`, theirs (default the list element's; SOAP encoding's are always in none),
 * `listType`, its array type's name (default ASMX's ArrayOf<item>, a scalar's capitalised), and
 * `listNamespace`, its array type's namespace (default its items', the service's for items in none), and
 * `itemNillable`, whether its items are nillable (default: those of .NET's reference types are).
 */
export function listNames(
  ctx: ConvertContext,
  use: TypeUse,
  type: string | undefined,
  elementNs: string,
): Pick<FieldDraft, 'item' | 'itemNamespace' | 'listType' | 'listNamespace' | 'itemNillable'> {
  if (use.kind !== 'array' || type === undefined) return {};
  const items = use.item.soapEncoded ? elementNs : use.item.namespace;
  const itemNamespace = items !== elementNs ? { itemNamespace: items } : {};
  const namespace = use.namespace !== (items === '' ? ctx.namespace : items) ? { listNamespace: use.namespace } : {};
  const written = type.slice(0, -2).replace(/^xs:/, '');
  // SOAP encoding's arrays name their items as they like: the spec says nothing of them.
  const item = use.item.soapEncoded || use.item.name === written ? undefined : use.item.name;
  const listItem = item ?? written;
  const scalar = use.item.type.kind === 'scalar' || use.item.type.kind === 'any';
  const byDefault = `ArrayOf${scalar ? ucfirst(listItem) : listItem}`;
  // SOAP encoding's arrays, which the served WSDL makes of an encoded operation's lists, declare no item element to be nillable.
  const nillable = use.item.element.attr('nillable') === 'true';
  const literal = !use.item.soapEncoded && ctx.operationUse !== 'encoded';
  const itemNillable = literal && nillable !== referenceType(use.item.type) ? { itemNillable: nillable } : {};
  return {
    ...(item !== undefined ? { item } : {}),
    ...itemNamespace,
    ...(use.name !== byDefault ? { listType: use.name } : {}),
    ...namespace,
    ...itemNillable,
  };
}

/** The keys of a list's array type a result's long form carries from its field. */
export function arrayTypeKeys(field: FieldDraft): Pick<FieldDraft, 'listType' | 'listNamespace' | 'itemNillable'> {
  return {
    ...(field.listType !== undefined ? { listType: field.listType } : {}),
    ...(field.listNamespace !== undefined ? { listNamespace: field.listNamespace } : {}),
    ...(field.itemNillable !== undefined ? { itemNillable: field.itemNillable } : {}),
  };
}

/** Whether the spec defaults an element of this type to nillable, as .NET does its reference types. */
function referenceType(use: Exclude<TypeUse, { kind: 'array' }>): boolean {
  return use.kind === 'complex' || use.kind === 'any' || (use.kind === 'scalar' && !SCALARS[use.name as ScalarName].valueType);
}

/** A field of a type (or a parameter) of the namespace `ownerNs`; its own namespace is written where it is not the spec's default. */
export function field(ctx: ConvertContext, decl: ElementDecl, what: string, ownerNs: string, holder = ''): [string, FieldDraft] | undefined {
  if (decl.wildcard) return [decl.name, wildcardField(decl)];
  if (!checkName(ctx, decl.name, decl.element, what)) return undefined;
  // A repeated list is a list of lists ("T[][]"), its items in the repeated element's namespace.
  if (decl.repeated && decl.type.kind === 'array' && (decl.type.item.soapEncoded || decl.type.item.namespace !== decl.namespace)) {
    const why = decl.type.item.soapEncoded ? 'a SOAP-encoded array of arrays' : 'a list of lists whose items are in another namespace than their list';
    ctx.issues.add(decl.element, `element ${decl.name} repeats a list (${decl.type.name}): ${why} cannot be expressed in the spec`);
    return undefined;
  }
  const type = ctx.typeName(decl.type, decl.element, holder);
  if (type === undefined) return undefined;
  const names = listNames(ctx, decl.type, type, decl.namespace);
  // A reference to a global element of the owner's namespace says so (one of another namespace is one by its
  // namespace), unless a message names the element: the operation declares it, the field is a local element of its name.
  const ref = decl.ref && decl.namespace !== '' && decl.namespace === ownerNs && !ctx.messageElements.has(key({ ns: decl.namespace, local: decl.name }));
  const byDefault = ref || ctx.qualifiedIn.get(ownerNs) ? ownerNs : '';
  const fallback = usableDefault(ctx, decl.type, decl.default, decl.element, `element ${decl.name}`);
  const constraint = { ...(fallback !== undefined ? { default: fallback } : {}), ...(decl.fixed !== undefined ? { fixed: decl.fixed } : {}) };
  if (Object.keys(constraint).length && ((decl.type.kind !== 'scalar' && decl.type.kind !== 'simple') || decl.repeated)) {
    ctx.issues.add(
      decl.element,
      `element ${decl.name}: a default or fixed value of ${decl.repeated ? 'a repeated element' : `the type ${decl.type.name}`} cannot be expressed in the spec`,
    );
    return undefined;
  }
  return [
    decl.name,
    {
      type: decl.repeated ? `${type}[]` : type,
      ...(decl.repeated ? { inline: true } : {}),
      ...(decl.repeated && decl.minOccurs >= 2 ? { minOccurs: decl.minOccurs } : {}),
      ...(decl.repeated && decl.maxOccurs !== undefined ? { maxOccurs: decl.maxOccurs } : {}),
      ...names,
      ...(decl.minOccurs >= 1 ? { required: true } : {}),
      ...(decl.nillable ? { nillable: true } : {}),
      ...constraint,
      ...(decl.namespace !== byDefault ? { namespace: decl.namespace } : {}),
      ...(ref ? { ref: true } : {}),
      ...(decl.description ? { description: decl.description } : {}),
    },
  ];
}

/** A type's particles as spec fields: elements, and groups where they keep a meaning of their own. */
export function particleFields(
  ctx: ConvertContext,
  particles: readonly ParticleDecl[],
  type: string,
  namespace: string,
  labels: Labels,
): [string, FieldDraft | GroupDraft][] {
  return particles.flatMap((p): [string, FieldDraft | GroupDraft][] => {
    if (!('group' in p)) {
      const one = field(ctx, p, `field of ${type}`, namespace, type);
      return one ? [one] : [];
    }
    return p.group === 'choice' ? choiceFields(ctx, p, type, namespace, labels) : sequenceFields(ctx, p, type, namespace, labels);
  });
}

/** A sequence group: once, its elements in place; optional, its one element optional, or several as an optional sequence. */
function sequenceFields(ctx: ConvertContext, g: GroupDecl, type: string, namespace: string, labels: Labels): [string, FieldDraft | GroupDraft][] {
  if (g.repeated) {
    ctx.issues.add(
      g.element,
      `xs:sequence maxOccurs="${g.element.attr('maxOccurs')}" (a repeated group) cannot be expressed in the spec; make its elements a type and repeat an element of it`,
    );
    return [];
  }
  const members = particleFields(ctx, g.particles, type, namespace, labels);
  if (g.minOccurs >= 1) return members;
  // An optional sequence of one choice is that choice, optional.
  const [only] = members;
  if (members.length === 1 && 'group' in only![1] && only![1].group === 'choice') {
    const { required: _required, ...optional } = only![1];
    return [[only![0], optional]];
  }
  const nested = members.find(([, m]) => 'group' in m);
  if (nested) {
    ctx.issues.add(g.element, `type ${type}: a group inside an optional xs:sequence cannot be expressed in the spec`);
    return [];
  }
  if (members.length === 1) {
    const [name, { required: _required, ...optional }] = members[0] as [string, FieldDraft];
    return [[name, optional]];
  }
  return members.length ? [[labels.next('Sequence'), { group: 'sequence', members }]] : [];
}

/**
 * A choice: each alternative an element, or a sequence of elements and groups; a choice nested in
 * it adds its alternatives. A choice of one element is that element. Repeated, each alternative is one element.
 */
function choiceFields(ctx: ConvertContext, g: GroupDecl, type: string, namespace: string, labels: Labels): [string, FieldDraft | GroupDraft][] {
  const alternatives: [string, FieldDraft | GroupDraft][] = [];
  let mayBeEmpty = g.minOccurs === 0;
  const add = (p: ParticleDecl): void => {
    if (!('group' in p)) {
      if (p.minOccurs === 0) mayBeEmpty = true;
      // In a repeated choice each occurrence is one item: an element that repeats inside it adds nothing.
      const one = field(ctx, g.repeated ? ({ ...p, repeated: undefined } as ElementDecl) : p, `field of ${type}`, namespace, type);
      if (!one) return;
      const { required: _required, ...alternative } = one[1];
      alternatives.push([one[0], alternative]);
      return;
    }
    if (p.group === 'choice' && !p.repeated) {
      if (p.minOccurs === 0) mayBeEmpty = true;
      p.particles.forEach(add);
      return;
    }
    if (p.group === 'sequence' && !p.repeated && !g.repeated) {
      // Its members may be groups themselves (a choice among its elements): the spec nests them.
      const members = particleFields(ctx, p.particles, type, namespace, labels);
      if (p.minOccurs === 0 || members.every(([, m]) => !(m as FieldDraft).required)) mayBeEmpty = true;
      alternatives.push([labels.next('Sequence'), { group: 'sequence', members }]);
      return;
    }
    ctx.issues.add(
      p.element,
      `type ${type}: xs:${p.group}${p.repeated ? ' repeated' : ''} inside ${g.repeated ? 'a repeated' : 'an'} xs:choice cannot be expressed in the spec (a repeated choice's alternatives are single elements)`,
    );
  };
  g.particles.forEach(add);
  const required = !mayBeEmpty;
  const only = alternatives.length === 1 ? alternatives[0]! : undefined;
  if (only && !g.repeated && !('group' in only[1])) return [[only[0], { ...only[1], ...(required ? { required: true } : {}) }]];
  if (only && !g.repeated && 'group' in only[1])
    return required ? only[1].members.map(([n, m]): [string, FieldDraft | GroupDraft] => [n, m]) : [[only[0], only[1]]];
  if (alternatives.length === 0) return [];
  return [
    [labels.next('Choice'), { group: 'choice', ...(required ? { required: true } : {}), ...(g.repeated ? { repeated: true } : {}), members: alternatives }],
  ];
}

/** A wildcard's draft: its namespace test, processContents and maxOccurs where not XML Schema's defaults. */
export function wildcardDraft(w: Wildcard): WildcardDraft {
  return {
    namespace: w.namespace,
    ...(w.processContents !== 'strict' ? { processContents: w.processContents } : {}),
    ...(w.maxOccurs !== '1' ? { maxOccurs: w.maxOccurs } : {}),
  };
}

/** An xs:any as a field: its wildcard, required when minOccurs is 1 or more. */
function wildcardField(decl: ElementDecl): FieldDraft {
  return {
    type: '',
    any: wildcardDraft(decl.wildcard!),
    ...(decl.minOccurs >= 1 ? { required: true } : {}),
    ...(decl.description ? { description: decl.description } : {}),
  };
}
