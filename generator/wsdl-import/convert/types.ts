/**
 * The spec's types: every complex type, simple type and enumeration a message reaches, registered
 * under the name it claims, with the types derived from an abstract one.
 */
import { SCALARS, type ScalarName } from '../../../runtime/xml/scalars.js';
import type { AttributeDraft, FieldDraft, GroupDraft, TypeDraft } from '../draft.js';
import { annotation, content as contentOf, isList, type AttributeDecl, type TypeUse } from '../schema/index.js';
import type { QName, XmlElement } from '../xml.js';
import { checkName, noteSchema, type ConvertContext } from './context.js';
import { usableDefault } from './defaults.js';
import { field, Labels, particleFields, wildcardDraft } from './fields.js';
import { anonymousName, claimName, keyOf } from './names.js';

/** The spec's name for a type use, registering every complex type and enumeration reached. */
export function typeName(ctx: ConvertContext, use: TypeUse, at: XmlElement, holder = ''): string | undefined {
  const { globals } = ctx.schemas;
  switch (use.kind) {
    case 'any':
      return globals.declaresSpecTypeNamed(use.name) ? `xs:${use.name}` : use.name;
    case 'scalar':
      // A bare name means the spec's own type of that name when there is one; xs: is always the scalar.
      return globals.declaresSpecTypeNamed(use.name) ? `xs:${use.name}` : use.name;
    case 'simple': {
      const key = use.anonymous ? (ctx.reached.get(use.decl)?.[0] ?? anonymousName(ctx, use.name, holder)) : keyOf(ctx, use.name, use.decl);
      simpleType(ctx, use, key);
      return ctx.reached.has(use.decl) ? key : undefined;
    }
    case 'complex': {
      const name = use.anonymous ? (ctx.reached.get(use.decl)?.[0] ?? anonymousName(ctx, use.name, holder)) : keyOf(ctx, use.name, use.decl);
      if (ctx.building.has(use.decl)) ctx.recursive.add(use.decl);
      complexType(ctx, name, use.decl, use.anonymous);
      return name;
    }
    case 'array': {
      if (use.item.soapEncoded && ctx.operationUse !== 'encoded') {
        ctx.issues.add(at, `${use.name}, a SOAP-encoded array (soapenc:Array), outside an rpc/encoded operation cannot be expressed in the spec`);
        return undefined;
      }
      const item = typeName(ctx, use.item.type, use.item.element);
      if (item === undefined) return undefined;
      checkName(ctx, use.item.name, use.item.element, 'list item name');
      return `${item}[]`;
    }
  }
}

/** As the spec decides it: an enumeration or a scalar that is a .NET value type, not a list. */
export function valueType(use: TypeUse): boolean {
  if (use.kind === 'scalar') return SCALARS[use.name as ScalarName].valueType;
  if (use.kind !== 'simple' || isList(use)) return false;
  let root: TypeUse = use;
  while (root.kind === 'simple') {
    if (root.def.kind === 'union') return false;
    if (root.def.kind === 'restriction' && root.def.values && root === use) return true;
    root = root.def.kind === 'restriction' ? root.def.base : root.def.item;
  }
  return SCALARS[root.name as ScalarName].valueType;
}

/** A named simple type: an enumeration of xs:string as `enum`, any other restriction or list as a simple type of the spec. */
function simpleType(ctx: ConvertContext, use: Extract<TypeUse, { kind: 'simple' }>, name: string): void {
  const { decl, def } = use;
  if (ctx.reached.has(decl) || !checkName(ctx, use.name, decl, 'type name') || !claimName(ctx, name, decl)) return;
  ctx.reached.set(decl, [name, { kind: 'enum', values: [] }]); // registered first: a base reached below comes before
  const namespace = noteSchema(ctx, decl);
  const description = annotation(decl);
  const common = {
    ...(use.anonymous ? { anonymous: true as const } : name !== use.name ? { xmlName: use.name } : {}),
    ...(namespace !== ctx.namespace ? { namespace } : {}),
    ...(description ? { description } : {}),
  };
  if (def.kind === 'union') {
    const members = def.members.map((m) => typeName(ctx, m, decl));
    if (members.every((m) => m !== undefined)) ctx.reached.set(decl, [name, { kind: 'simple', ...common, union: members as string[], facets: [] }]);
    else ctx.reached.delete(decl);
    return;
  }
  if (def.kind === 'list') {
    const item = typeName(ctx, def.item, decl);
    if (item !== undefined) ctx.reached.set(decl, [name, { kind: 'simple', ...common, list: item, facets: [] }]);
    else ctx.reached.delete(decl);
    return;
  }
  if (def.base.kind === 'scalar' && def.base.name === 'string' && def.values && def.facets.length === 0) {
    ctx.reached.set(decl, [name, { kind: 'enum', ...common, values: def.values }]);
    return;
  }
  const base = typeName(ctx, def.base, decl);
  if (base !== undefined) ctx.reached.set(decl, [name, { kind: 'simple', ...common, base, ...(def.values ? { values: def.values } : {}), facets: def.facets }]);
  else ctx.reached.delete(decl);
}

/** Reaches every type derived from `q`, and theirs. */
function derivedTypes(ctx: ConvertContext, q: QName): void {
  for (const d of ctx.schemas.globals.derivedFrom(q)) {
    complexType(ctx, keyOf(ctx, d.name, d.decl), d.decl);
    derivedTypes(ctx, { ns: q.ns, local: d.name });
  }
}

/** A type's wildcard fields (named `any`, `any2`...) renamed where a base type already has the name. */
function renameWildcards(
  ctx: ConvertContext,
  fields: readonly (readonly [string, FieldDraft | GroupDraft])[],
  base: string,
): [string, FieldDraft | GroupDraft][] {
  const inherited = new Set<string>();
  for (let name: string | undefined = base; name !== undefined;) {
    const draft = [...ctx.reached.values()].find(([n]) => n === name)?.[1];
    if (draft?.kind !== 'complex') break;
    for (const [f] of draft.fields) inherited.add(f);
    name = draft.extends;
  }
  const taken = new Set([...inherited, ...fields.map(([f]) => f)]);
  return fields.map(([f, draft]) => {
    if (!('any' in draft && draft.any) || !inherited.has(f)) return [f, draft];
    let next = 'any';
    for (let n = 2; taken.has(next); n++) next = `any${n}`;
    taken.add(next);
    return [next, draft];
  });
}

/** A complex type: its base or the type it restricts, its fields and groups, attributes, simple content and wildcard. */
/** The attributes of an element of `namespace` (a type's, a wrapper's) as the spec writes them; `owner` names them in messages. */
export function attributeDrafts(ctx: ConvertContext, attributes: readonly AttributeDecl[], owner: string, namespace: string): [string, AttributeDraft][] {
  return attributes.flatMap((a): [string, AttributeDraft][] => {
    const type = typeName(ctx, a.type, a.element, owner);
    if (type === undefined || !checkName(ctx, a.name, a.element, `attribute of ${owner}`)) return [];
    const byDefault = ctx.qualifiedAttributesIn.get(namespace) ? namespace : '';
    const fallback = usableDefault(ctx, a.type, a.default, a.element, `attribute ${owner}.${a.name}`);
    return [
      [
        a.name,
        {
          type,
          ...(a.required ? { required: true } : {}),
          ...(fallback !== undefined ? { default: fallback } : {}),
          ...(a.fixed !== undefined ? { fixed: a.fixed } : {}),
          ...(a.namespace !== byDefault ? { namespace: a.namespace } : {}),
          ...(a.description ? { description: a.description } : {}),
        },
      ],
    ];
  });
}

export function complexType(ctx: ConvertContext, name: string, decl: XmlElement, anonymous?: true): void {
  if (ctx.reached.has(decl)) return;
  if (!checkName(ctx, name, decl, 'type name') || !claimName(ctx, name, decl)) return;
  const { schemas } = ctx;
  // Registered before its fields so recursive types terminate.
  const placeholder: [string, TypeDraft] = [name, { kind: 'complex', fields: [] }];
  ctx.reached.set(decl, placeholder);
  if (anonymous) ctx.building.add(decl);
  const namespace = noteSchema(ctx, decl);
  const content = contentOf(schemas, decl);
  // An abstract type's values are of its derived types: every one of them is part of the spec.
  if (decl.attr('abstract') === 'true') derivedTypes(ctx, { ns: schemas.globals.targetNamespace(decl), local: name });
  let base: string | undefined;
  if (content.base) {
    const use = schemas.typeUse(content.base, decl);
    if (use?.kind === 'complex') base = typeName(ctx, use, decl);
    else if (use) ctx.issues.add(decl, `type ${name} extends ${use.name}, which is not a complex type`);
  }
  let restricts: string | undefined;
  if (content.restricts) {
    const use = schemas.typeUse(content.restricts, decl);
    if (use?.kind === 'complex') restricts = typeName(ctx, use, decl);
    else if (use) ctx.issues.add(decl, `type ${name} restricts ${use.name}, which is not a complex type the spec can restrict`);
  }
  const written = content.particles
    ? particleFields(ctx, content.particles, name, namespace, new Labels(content.elements.map((e) => e.name)))
    : content.elements.map((e) => field(ctx, e, `field of ${name}`, namespace, name)).filter((f): f is [string, FieldDraft] => f !== undefined);
  const fields = base ? renameWildcards(ctx, written, base) : written;
  const attributes = attributeDrafts(ctx, content.attributes, name, namespace);
  const value = content.value && typeName(ctx, content.value, decl);
  const anyAttribute = content.anyAttribute && wildcardDraft(content.anyAttribute);
  const description = annotation(decl);
  ctx.building.delete(decl);
  // An inline type cannot hold its own declaration: one that holds itself is published as a named type.
  const inline = anonymous && !ctx.recursive.has(decl);
  if (anonymous && !inline)
    ctx.warnings.add(
      decl,
      `the anonymous type of element ${name} holds itself: it will be published as the named type ${name} (type names are not on the wire)`,
    );
  ctx.reached.set(decl, [
    name,
    {
      kind: 'complex',
      ...(inline ? { anonymous } : {}),
      ...(!anonymous && decl.attr('name') !== name ? { xmlName: decl.attr('name')! } : {}),
      ...(namespace !== ctx.namespace ? { namespace } : {}),
      ...(description ? { description } : {}),
      ...(base ? { extends: base } : {}),
      ...(restricts ? { restricts } : {}),
      ...(decl.attr('abstract') === 'true' ? { abstract: true as const } : {}),
      ...(content.all ? { all: true as const } : {}),
      fields,
      ...(attributes.length ? { attributes } : {}),
      ...(value ? { value } : {}),
      ...(anyAttribute ? { anyAttribute } : {}),
    },
  ]);
}
