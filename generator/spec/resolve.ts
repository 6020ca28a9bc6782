/**
 * Stage 2: the shape-checked spec → the resolved model. Checks every reference (types, bases,
 * list items) and every name the generated code and WSDL would otherwise clash on.
 */
import { XML_NS } from '../../runtime/xml/parse.js';
import { SCALARS } from '../../runtime/xml/scalars.js';
import { listOf, SOAP_TRANSPORT_IDS, type SoapTransport } from '../../runtime/transports.js';
import { ANY_TYPE, arrayTypeName, declaredFaults, nillable, xmlNameOf, isQName, isSimple, isValueType, SCALAR_NAMES, TRANSPORTS, type FieldModel, type HeaderModel, type MessageNames, type Model, type OperationModel, type ParamModel, type ResultModel, type ScalarName, type SoapActionModel, type Transport, type TypeModel, type TypeRef, type ValueShape, type WrapperModel, type WsdlNames } from '../model.js';
import { didYouMean, inParentheses } from '../suggest.js';
import type { SpecIssue } from './errors.js';
import { requestHeadersType, requestType, responseHeadersType, responseType } from '../emit/names.js';
import { allocateIdentifiers, identifierOf } from './identifiers.js';
import { checkWsdlNames, meeting, wsdlNames } from './wsdl-names.js';
import { resolveSimpleTypes, simpleCodec, simpleRef } from './simple-types.js';
import { markEncodedTypes } from './encoded-types.js';
import { faultModel, headerModel, resolveHeaders, sharesElement, type HeaderRegistry, type OwnBodyMessage } from './headers.js';
import type { Located, RawAction, RawAttribute, RawField, RawOperation, RawSpec, RawType, RawWildcard } from './read.js';
import { ANY_ATTRIBUTES, choicesOf, type AttributeModel, type ChoiceModel, type Particle, type SchemaModel, type WildcardModel } from '../model.js';

/** The attributes of the xml namespace (`xml:lang`...), which need no declaration. */
const XML_ATTRIBUTES = ['lang', 'space', 'base', 'id'];

/** Resolves as much as it can and reports every problem; the model is usable only when none was found. */
export function resolveSpec(raw: RawSpec, file: string, issues: SpecIssue[]): Model {
  const report = (where: Located, message: string): void => {
    issues.push({ file, line: where.line, column: where.column, message });
  };
  const isSimpleType = (t: RawType): boolean => t.enum !== undefined || t.restriction !== undefined || t.list !== undefined || t.union !== undefined;
  const rawTypes = new Map(raw.types.filter((t) => !isSimpleType(t)).map((t) => [t.name, t]));
  const ids = allocateIdentifiers(raw.service.name, raw.types.map((t) => t.name), raw.operations.map((o) => o.name));
  const tsOf = (name: string): string => ids.types.get(name)!;
  const simpleTypes = resolveSimpleTypes(raw.types.filter(isSimpleType), tsOf, raw.service.namespace, report);
  const simpleNamed = new Map(simpleTypes.map((t) => [t.name, t]));
  const simpleNames = new Set(raw.types.filter(isSimpleType).map((t) => t.name));
  const isScalar = (name: string): name is ScalarName => Object.hasOwn(SCALARS, name);

  // Polymorphic hierarchies: below a type marked abstract or polymorphic, each type's descendants.
  const ancestors = (t: RawType): RawType[] => {
    const out: RawType[] = [];
    for (let b = t.extends === undefined ? undefined : rawTypes.get(t.extends); b && !out.includes(b); b = b.extends === undefined ? undefined : rawTypes.get(b.extends)) out.push(b);
    return out;
  };
  const inPolymorphic = (t: RawType): boolean => [t, ...ancestors(t)].some((x) => x.abstract || x.polymorphic);
  const polymorphic = new Map<string, { name: string; ts: string; namespace: string }[]>();
  for (const t of rawTypes.values()) {
    if (!inPolymorphic(t)) continue;
    for (const a of ancestors(t)) {
      if (!inPolymorphic(a)) continue;
      const list = polymorphic.get(a.name) ?? [];
      list.push({ name: t.name, ts: tsOf(t.name), namespace: t.namespace ?? raw.service.namespace });
      polymorphic.set(a.name, list);
    }
  }

  // `xs:T` is always the registry's scalar T; a bare name is the spec's own type of that name when
  // there is one (a WSDL may well call a type Name or ID), else the scalar.
  const shape = (written: string, item: string | undefined, where: Located, what: string, inline = false): ValueShape | undefined => {
    if (written === '') return undefined; // missing or malformed: reported with the shape
    // "T[][]": a list of lists, each repeated element (inline: true) a list of T.
    const nested = written.endsWith('[][]');
    const isList = written.endsWith('[]');
    const reference = written.slice(0, written.length - (nested ? 4 : isList ? 2 : 0));
    if (reference.endsWith('[]')) {
      report(where, `${what} is ${written}: a list of lists is the deepest list ("T[][]")`);
      return undefined;
    }
    if (nested && !inline) {
      report(where, `${what} is a list of lists: only a list without a wrapper (inline: true) can repeat its element as a list of ${reference}`);
      return undefined;
    }
    const scalarOnly = reference.startsWith('xs:');
    const name = scalarOnly ? reference.slice(3) : reference;
    let type: TypeRef;
    const simple = scalarOnly ? undefined : simpleNamed.get(name);
    if (simple) type = simpleRef(simpleTypes, simple);
    else if (!scalarOnly && simpleNames.has(name)) return undefined; // a simple type already reported
    else if (!scalarOnly && rawTypes.has(name)) {
      const derived = polymorphic.get(name);
      type = { kind: 'complex', name, ts: tsOf(name), ...(derived?.length ? { derived } : {}) };
    }
    else if (isScalar(name)) type = { kind: 'scalar', name };
    else if (name === ANY_TYPE.name) type = ANY_TYPE;
    else {
      const known = [...SCALAR_NAMES, ANY_TYPE.name, ...simpleNames, ...rawTypes.keys()];
      report(where, `${what} refers to unknown type "${name}" (${didYouMean(name, known)}known: ${known.join(', ')})`);
      return undefined;
    }
    if (item !== undefined && !isList) report(where, `${what} has "item" but is not a list (write "${reference}[]")`);
    // A wrapped list's array type names its item type; an anonymous type has no name to give.
    if (isList && (type.kind === 'complex' || type.kind === 'simple') && raw.types.find((t) => t.name === name)!.anonymous && !inline) {
      report(where, `${what} is a list of the anonymous type ${name}: a list's items need a named type (or write the list inline: true)`);
    }
    return nested ? { type, listItem: item ?? name, repeated: true } : isList ? { type, listItem: item ?? name } : { type };
  };

  // Target namespaces: the service's, then those the spec names, each once.
  const schemas = resolveSchemas(raw);
  const qualified = new Map(schemas.map((s) => [s.namespace, s.elementsQualified]));
  // SOAP encoding is an rpc style's alternative to literal parts.
  const encodedOp = (op: RawOperation): boolean => useOf(raw, op) === 'encoded';
  // Checks of what SOAP encoding cannot write apply to every type where any operation is encoded.
  const encoded = raw.operations.some(encodedOp) || raw.service.use === 'encoded';
  const documentOp = raw.operations.find((op) => styleOf(raw, op) === 'document' && op.use === undefined);
  const documentStyle = documentOp && (raw.service.style === 'rpc' ? ` (operation ${documentOp.name} is document style)` : '');
  if (raw.service.use === 'encoded' && documentStyle !== undefined)
    report(raw.service.useAt ?? { line: 1, column: 1 }, `service use encoded needs style rpc (SOAP encoding describes rpc parts)${documentStyle}`);
  for (const op of raw.operations)
    if (op.use === 'encoded' && styleOf(raw, op) === 'document') report(op, `operation ${op.name}: use encoded needs style rpc (SOAP encoding describes rpc parts)`);
  // Unqualified wrappers declare no default namespace: their parts are unqualified unless they name one.
  const unqualifiedWrappers = raw.service.rpcWrappers === 'unqualified';
  if (unqualifiedWrappers && documentStyle !== undefined)
    report(raw.service.rpcWrappersAt ?? { line: 1, column: 1 }, `service rpcWrappers is for style rpc (document style names its body elements)${documentStyle}`);
  // A local element is in its owner's namespace when that schema qualifies local elements; a
  // namespace written on the field wins (another namespace makes it a global element of that one).
  const field = (f: RawField, owner: string, ownerNs: string): FieldModel | undefined => {
    // A wildcard's elements are tested against its owner's target namespace (##other, ##targetNamespace).
    if (f.any) return { name: f.name, namespace: ownerNs, description: f.description, required: f.required, nillable: false, type: ANY_TYPE, repeated: true, wildcard: wildcardModel(f.any, f.required) };
    const s = shape(f.type, f.item, f, `${owner}.${f.name}`, f.inline);
    // A global element is qualified whatever its holder's schema says of local elements.
    const namespace = f.namespace ?? (f.ref || qualified.get(ownerNs) ? ownerNs : '');
    if (!s) return undefined;
    if (f.ref && namespace === '') report(f, `${owner}.${f.name} has "ref" but is in no namespace: a global element is in its schema's namespace`);
    const ref = f.ref && namespace !== '' ? { ref: true as const } : {};
    if (encoded && s.repeated) {
      report(f, `${owner}.${f.name} is a list of lists: SOAP encoding's arrays of arrays cannot be expressed in the spec`);
      return undefined;
    }
    if (encoded && s.listItem !== undefined && (f.item !== undefined || f.itemNamespace !== undefined)) {
      report(f, `${owner}.${f.name} is a SOAP-encoded array (its items are <item> elements, in no namespace): no "item" or "itemNamespace"`);
      return undefined;
    }
    if (f.itemNamespace !== undefined && (s.listItem === undefined || f.inline)) {
      report(f, `${owner}.${f.name} has "itemNamespace" but is not a list in a wrapper element`);
    }
    // A bound is the repeated element's maxOccurs: a wrapped list's array type is shared by every list of its items.
    if (f.maxOccurs !== undefined && !f.inline) report(f.maxOccursAt ?? f, `${owner}.${f.name} has "maxOccurs": only a list without a wrapper (inline: true) can have an upper bound`);
    if (f.minOccurs !== undefined && !f.inline) report(f.minOccursAt ?? f, `${owner}.${f.name} has "minOccurs": only a list without a wrapper (inline: true) can have a lower bound`);
    if (f.minOccurs !== undefined && !f.required) report(f.minOccursAt ?? f, `${owner}.${f.name} has "minOccurs" ${f.minOccurs}: it is required (add required: true)`);
    if (f.minOccurs !== undefined && f.maxOccurs !== undefined && f.minOccurs > f.maxOccurs)
      report(f.minOccursAt ?? f, `${owner}.${f.name}: minOccurs ${f.minOccurs} is more than maxOccurs ${f.maxOccurs}`);
    if (f.inline) {
      // A list without a wrapper: the field's element itself repeats.
      if (s.listItem === undefined) report(f, `${owner}.${f.name} has "inline" but is not a list (write "${f.type}[]")`);
      else if (f.item !== undefined && !s.repeated) report(f, `${owner}.${f.name} is inline: its items are ${f.name} elements, so it has no "item"`);
      else {
        const max = { ...(f.maxOccurs !== undefined ? { maxOccurs: f.maxOccurs } : {}), ...(f.minOccurs !== undefined ? { minOccurs: f.minOccurs } : {}) };
        // A list of lists: each repeated element holds its items.
        const nillableItems = s.repeated ? itemNillable(f.itemNillable, s, f, `${owner}.${f.name}`) : {};
        const items = s.repeated ? { listItem: s.listItem, ...nillableItems, ...listType(f.listType, { ...s, ...nillableItems }, f, `${owner}.${f.name}`), ...listNamespace(f.listNamespace, s, namespace, f, `${owner}.${f.name}`) } : {};
        const arrayKey = (['listType', 'listNamespace', 'itemNillable'] as const).find((k) => f[k] !== undefined);
        if (!s.repeated && arrayKey !== undefined) report(f, `${owner}.${f.name} has "${arrayKey}" but is not a list in a wrapper element`);
        return { name: f.name, namespace, ...ref, description: f.description, required: f.required, nillable: f.nillable, type: s.type, repeated: true, ...items, ...max };
      }
    }
    const itemNamespace = f.itemNamespace !== undefined && f.itemNamespace !== namespace ? { itemNamespace: f.itemNamespace } : {};
    const nillableItems = itemNillable(f.itemNillable, s, f, `${owner}.${f.name}`);
    return {
      name: f.name,
      namespace,
      ...ref,
      ...(f.part !== undefined && f.part !== f.name ? { part: f.part } : {}),
      ...itemNamespace,
      description: f.description,
      required: f.required,
      nillable: f.nillable,
      ...s,
      ...nillableItems,
      ...listType(f.listType, { ...s, ...nillableItems }, f, `${owner}.${f.name}`),
      ...listNamespace(f.listNamespace, s, f.itemNamespace ?? namespace, f, `${owner}.${f.name}`),
      ...valueConstraints(f, s, `${owner}.${f.name}`),
    };
  };
  // A wrapped list's array type is ASMX's ArrayOf<Item> unless named; one name is one array type.
  const listTypes = new Map<string, string>();
  const listType = (given: string | undefined, s: ValueShape, where: Located, what: string): { listType?: string } => {
    if (given === undefined) return {};
    if (s.listItem === undefined) {
      report(where, `${what} has "listType" but is not a list in a wrapper element`);
      return {};
    }
    if (given === arrayTypeName(s) && s.itemNillable === undefined) return {};
    const items = `${s.type.name}[] (item ${s.listItem}${s.itemNillable !== undefined ? `, itemNillable: ${s.itemNillable}` : ''})`;
    const other = listTypes.get(given);
    if (rawTypes.has(given) || simpleNames.has(given)) report(where, `${what}: listType ${given} is the name of a type of the spec`);
    else if (other !== undefined && other !== items) report(where, `${what}: listType ${given} is the array type of ${other} already`);
    listTypes.set(given, items);
    return { listType: given };
  };
  // A list's items are nillable as .NET's reference types are, unless it says otherwise.
  const itemNillable = (given: boolean | undefined, s: ValueShape, where: Located, what: string): { itemNillable?: boolean } => {
    if (given === undefined) return {};
    if (s.listItem === undefined) {
      report(where, `${what} has "itemNillable" but is not a list in a wrapper element`);
      return {};
    }
    return given === nillable({ type: s.type }) ? {} : { itemNillable: given };
  };
  // A list's array type is in its items' schema, unless it names another: then the items are in no namespace (a
  // local element of that schema cannot be in a third), as SOAP encoding's always are.
  const listNamespace = (given: string | undefined, s: ValueShape, items: string, where: Located, what: string): { listNamespace?: string } => {
    if (given === undefined) return {};
    if (s.listItem === undefined) {
      report(where, `${what} has "listNamespace" but is not a list in a wrapper element`);
      return {};
    }
    if (given === '') report(where, `${what}: listNamespace "" names no namespace; an array type is declared in a schema of a namespace`);
    else if (!encoded && items !== '' && items !== given) report(where, `${what}: listNamespace ${given} is not its items' namespace ${items}: an array type of another namespace holds items in none`);
    return given === (items === '' ? raw.service.namespace : items) ? {} : { listNamespace: given };
  };
  // default and fixed: of a simple element (not a list of elements), not both, each a value of its type.
  const valueConstraints = (f: RawField | RawAttribute, s: ValueShape, what: string): { default?: string; fixed?: string } => {
    const given = (['default', 'fixed'] as const).filter((k) => f[k] !== undefined);
    if (given.length === 0) return {};
    if (s.listItem !== undefined || !isSimple(s.type)) {
      report(f, `${what}: ${given.join(' and ')} apply to elements of a scalar or simple type only`);
      return {};
    }
    if (isQName(s.type)) {
      report(f, `${what}: ${given.join(' and ')} of a ${s.type.name} cannot be given (the schema would have to declare its prefix)`);
      return {};
    }
    if (given.length === 2) report(f, `${what} has a default and a fixed value: an XML Schema element or attribute has one or the other`);
    for (const k of given) if (!validValue(s.type, f[k]!)) report(f, `${k} "${f[k]}" of ${what} is not a valid ${s.type.name}`);
    return Object.fromEntries(given.map((k) => [k, f[k]!]));
  };
  // An rpc operation's parts are its wrappers' children, unqualified unless a part names its namespace.
  const rpc = (op: RawOperation): boolean => styleOf(raw, op) === 'rpc';
  // A document operation's body elements, and so their local elements, are in its own namespaces where it names them.
  const requestNs = (op: RawOperation): string => op.requestNamespace ?? raw.service.namespace;
  const responseNs = (op: RawOperation): string => op.responseNamespace ?? raw.service.namespace;
  const partField = (op: RawOperation, f: RawField, owner: string, ns: string): FieldModel | undefined => {
    // A part is one element: SOAP encoding writes its list as an array (a type's field may repeat its element).
    if (encodedOp(op) && f.inline) {
      report(f, `${owner}.${f.name} is a part written as a list without a wrapper: SOAP encoding writes a part's list as an array (soapenc:Array); leave out "inline"`);
      return undefined;
    }
    return rpc(op) ? field(f, owner, '') : field(f, owner, ns);
  };
  const attributesQualified = new Map(schemas.map((s) => [s.namespace, s.attributesQualified]));
  const globalAttributes = new Map<string, string>();
  // An attribute is unqualified unless its schema qualifies attributes or it names its type's namespace.
  const attribute = (a: RawAttribute, owner: string, ownerNs: string): AttributeModel | undefined => {
    const s = shape(a.type, undefined, a, `${owner}.${a.name}`);
    if (!s) return undefined;
    if (s.listItem !== undefined || !isSimple(s.type)) {
      report(a, `attribute ${owner}.${a.name} must be of a scalar or simple type (an attribute holds text)`);
      return undefined;
    }
    const namespace = a.namespace ?? (attributesQualified.get(ownerNs) ? ownerNs : '');
    if (namespace === XML_NS && !XML_ATTRIBUTES.includes(a.name)) {
      report(a, `attribute ${owner}.${a.name}: the xml namespace has no attribute ${a.name} (only ${XML_ATTRIBUTES.join(', ')})`);
      return undefined;
    }
    // An attribute of a third namespace is a global attribute of that namespace's schema: one type for every use.
    if (namespace !== '' && namespace !== ownerNs && namespace !== XML_NS) {
      const key = `{${namespace}}${a.name}`;
      const seen = globalAttributes.get(key);
      if (seen !== undefined && seen !== s.type.name) report(a, `attribute ${owner}.${a.name} of ${namespace} is ${s.type.name} here but ${seen} elsewhere: a global attribute has one type`);
      globalAttributes.set(key, s.type.name);
    }
    if (a.required && a.default !== undefined) report(a, `attribute ${owner}.${a.name} is required and has a default: an XML Schema attribute cannot be both`);
    return { name: a.name, namespace, type: s.type, required: a.required, ...valueConstraints(a, s, `attribute ${owner}.${a.name}`), ...(a.description ? { description: a.description } : {}) };
  };
  const validValue = (type: TypeRef, text: string): boolean => {
    if (type.kind === 'scalar') return SCALARS[type.name].parse(text) !== undefined;
    return type.kind === 'simple' && simpleCodec(simpleTypes, type.name).parse(text) !== undefined;
  };

  /**
   * The own content of a type (or of an operation's request or results, `owner`): its fields (a
   * choice's alternatives among them, optional) and, when it has groups, its particles. A required
   * sequence is its elements in place; an optional sequence of one element is that element,
   * optional; any other optional sequence is a choice of one alternative. A union is named `stem` +
   * its label.
   */
  const particles = (
    fields: readonly RawField[],
    owner: string,
    stem: string,
    resolveField: (f: RawField) => FieldModel | undefined,
  ): { own: FieldModel[]; content?: Particle[] } => {
    const own: FieldModel[] = [];
    const content: Particle[] = [];
    const element = (f: RawField): void => {
      const resolvedField = resolveField(f);
      if (!resolvedField) return;
      own.push(resolvedField);
      content.push({ kind: 'element', field: resolvedField });
    };
    const add = (f: RawField): void => {
      const group = f.group;
      if (!group) {
        element(f);
        return;
      }
      const where = `${group.kind} ${owner}.${f.name}`;
      if (group.kind === 'sequence' && (f.required || group.members.length === 1) && !group.repeated) {
        for (const m of group.members) add(f.required ? m : { ...m, required: false });
        return;
      }
      if (group.kind === 'sequence' && group.repeated) {
        report(f, `${where} is repeated: a repeated sequence cannot be expressed (make its elements a type and list that)`);
        return;
      }
      const alternatives: FieldModel[][] = [];
      const alternativeContent: (Particle[] | null)[] = [];
      for (const m of group.kind === 'sequence' ? [{ ...f, group: { ...group, kind: 'sequence' as const } }] : group.members) {
        if (m.group?.kind === 'choice') {
          report(m, `${where}: a choice directly inside a choice; list its alternatives in the outer one`);
          continue;
        }
        if (m.group && group.repeated) {
          report(m, `${where} is repeated: each of its alternatives must be one element`);
          continue;
        }
        const members = m.group ? m.group.members : [{ ...m, required: true }];
        // A sequence holding groups: its elements (the groups' optional) and its particles.
        const nested = members.some((x) => x.group) ? particles(members, owner, stem, resolveField) : undefined;
        const resolvedMembers = nested ? nested.own : members.map(resolveField).filter((x): x is FieldModel => x !== undefined);
        if (group.repeated && resolvedMembers.some((x) => x.repeated)) report(m, `${where} is repeated: its alternative ${m.name} must be a single element (the choice repeats)`);
        alternatives.push(resolvedMembers);
        alternativeContent.push(nested?.content ?? null);
      }
      const ts = `${stem}${identifierOf(f.name).replace(/^_/, '')}`;
      if (typeIdentifiers.has(ts)) report(f, `${where}: its TypeScript union ${ts} clashes with another generated type; rename the group`);
      typeIdentifiers.add(ts);
      const choice: ChoiceModel = {
        name: f.name,
        ts,
        alternatives,
        required: group.kind === 'choice' && f.required,
        repeated: group.repeated,
        ...(group.kind === 'sequence' ? { sequence: true } : {}),
        ...(alternativeContent.some((c) => c !== null) ? { alternativeContent } : {}),
        ...(f.description ? { description: f.description } : {}),
      };
      content.push({ kind: 'choice', choice });
      if (!choice.repeated) own.push(...alternatives.flat().map((x) => ({ ...x, required: false })));
    };
    fields.forEach(add);
    return content.some((p) => p.kind === 'choice') ? { own, content } : { own };
  };
  // A union's name must not be another generated type's (a type, a request, its headers, ...).
  const typeIdentifiers = new Set([
    ...ids.types.values(),
    ...[...ids.operations.values()].flatMap((op) => [requestType(op), responseType(op), requestHeadersType(op), responseHeadersType(op)]),
  ]);

  /**
   * A restriction keeps some of its base's elements, in the base's order, each of the base's type
   * and list shape, every required one still required: what XML Schema asks of a restriction
   * (without groups or attributes, which it treats apart).
   */
  const checkRestriction = (t: RawType, own: readonly FieldModel[], grouped: boolean, value: TypeRef | undefined): void => {
    const where = t.restrictsAt ?? t;
    const rawBase = rawTypes.get(t.restricts!);
    const base = rawBase && resolveType(rawBase);
    if (!base) {
      report(where, `type ${t.name} restricts unknown type "${t.restricts}"${inParentheses(didYouMean(t.restricts!, rawTypes.keys()))}`);
      return;
    }
    const why = t.extends
      ? 'it cannot also extend a type'
      : grouped || base.content || base.all || t.all
        ? 'a restriction of groups or xs:all cannot be expressed; restrict a sequence of elements'
        : base.value && t.fields.length > 0
          ? 'a restriction of simple content restricts its value and attributes; it has no fields'
          : !base.value && t.value !== undefined
            ? 'a type of elements cannot be restricted into simple content (value)'
          : base.anyAttribute || t.anyAttribute
            ? 'a restriction of xs:anyAttribute cannot be expressed'
            : '';
    if (why) {
      report(where, `type ${t.name} restricts ${base.name}: ${why}`);
      return;
    }
    checkRestrictedAttributes(t, base);
    if (base.value && value) {
      if (!narrows(value, base.value))
        report(t.valueAt ?? where, `type ${t.name} restricts ${base.name}: its value must be ${base.value.name} or a simple type restricting ${base.value.name} by facets (base: ${base.value.name}), not ${value.name}`);
      return;
    }
    let at = 0;
    for (const f of own) {
      const i = base.fields.findIndex((b) => b.name === f.name && b.namespace === f.namespace);
      const b = base.fields[i];
      const shapeOf = (x: FieldModel): string => `${x.type.name}${x.listItem ? `[] (item ${x.listItem})` : x.repeated ? '[] inline' : ''}`;
      const problem = !b
        ? `${base.name} has no element ${f.name}`
        : i < at
          ? `${f.name} comes before elements it follows in ${base.name}`
          : shapeOf(b) !== shapeOf(f)
            ? `${f.name} is ${shapeOf(f)} here but ${shapeOf(b)} in ${base.name}`
            : f.nillable && !b.nillable
              ? `${f.name} is nillable here but not in ${base.name}`
              : '';
      if (problem) report(t.fields.find((r) => r.name === f.name) ?? where, `type ${t.name} restricts ${base.name}: ${problem}`);
      at = Math.max(at, i + 1);
    }
    for (const b of base.fields) {
      if (b.required && !own.some((f) => f.name === b.name && f.required)) report(where, `type ${t.name} restricts ${base.name}: its required element ${b.name} must stay, required`);
    }
  };

  /**
   * A restriction of simple content narrows its base's value: the same type, or a simple type
   * restricting it directly by facets, whose own facets the WSDL writes inside the restriction.
   */
  const narrows = (value: TypeRef, baseValue: TypeRef): boolean => {
    if (value.kind === baseValue.kind && value.name === baseValue.name) return true;
    const simple = value.kind === 'simple' ? simpleNamed.get(value.name) : undefined;
    if (!simple || simple.item !== undefined || simple.members !== undefined) return false;
    return baseValue.kind === 'scalar' ? simple.restricts === undefined && simple.base === baseValue.name : simple.restricts === baseValue.name;
  };

  /**
   * A restriction's attributes are all of the attributes it has, as its fields are: each one of its
   * base's, of the same type, required where the base's is and of the base's fixed value; a base's
   * attribute it leaves out is prohibited, which only an optional one may be.
   */
  const checkRestrictedAttributes = (t: RawType, base: TypeModel): void => {
    const where = t.restrictsAt ?? t;
    for (const a of t.attributes) {
      const b = base.attributes.find((x) => x.name === a.name);
      const problem = !b
        ? `${base.name} has no attribute ${a.name}`
        : b.type.name !== a.type.replace(/^xs:/, '')
          ? `attribute ${a.name} is ${a.type} here but ${b.type.name} in ${base.name}`
          : b.required && !a.required
            ? `attribute ${a.name} is required in ${base.name}, so here too`
            : b.fixed !== undefined && a.fixed !== b.fixed
              ? `attribute ${a.name} is fixed to ${b.fixed} in ${base.name}, so here too`
              : '';
      if (problem) report(a, `type ${t.name} restricts ${base.name}: ${problem}`);
    }
    for (const b of base.attributes) {
      if (b.required && !t.attributes.some((a) => a.name === b.name))
        report(where, `type ${t.name} restricts ${base.name}: its required attribute ${b.name} must stay, required (only an optional one may be left out, use="prohibited")`);
    }
  };

  /**
   * The attributes of an operation's wrapper elements: properties of its request beside the
   * parameters, of its response beside the results (so it answers `results`, not one `result`).
   */
  const wrapperAttributes = (op: RawOperation, params: readonly FieldModel[], results: readonly FieldModel[], single: boolean): [AttributeModel[], AttributeModel[]] => {
    const of = (role: 'request' | 'response', given: readonly RawAttribute[], fields: readonly FieldModel[]): AttributeModel[] => {
      if (given.length === 0) return [];
      const key = `${role}Attributes`;
      if (op.bare || rpc(op)) {
        report(given[0]!, `operation ${op.name}: ${key} are attributes of a document-style wrapper element; ${op.bare ? 'a bare' : 'an rpc'} operation has none to carry them`);
        return [];
      }
      if (role === 'response' && (single || op.oneWay)) {
        report(given[0]!, `operation ${op.name}: responseAttributes come back beside the response's elements, so it answers "results"${op.oneWay ? ', and a one-way operation has no response' : ''}`);
        return [];
      }
      const owner = `${op.name}${role === 'request' ? '' : 'Response'}`;
      const ns = role === 'response' ? responseNs(op) : requestNs(op);
      const out = given.map((a) => attribute(a, owner, ns)).filter((a): a is AttributeModel => a !== undefined);
      for (const a of given) if (fields.some((f) => f.name === a.name)) report(a, `operation ${op.name}: attribute ${a.name} and an element of its ${role} share a name (both are properties of one object)`);
      return out;
    };
    return [of('request', op.requestAttributes, params), of('response', op.responseAttributes, results)];
  };

  // Types: inherited fields first, no cycles, no field declared twice along the chain.
  const resolved = new Map<string, TypeModel>();
  const resolving = new Set<string>();
  const resolveType = (t: RawType): TypeModel | undefined => {
    const done = resolved.get(t.name);
    if (done) return done;
    if (resolving.has(t.name)) {
      report(t.extendsAt ?? t, `type ${t.name} extends itself through its bases`);
      return undefined;
    }
    resolving.add(t.name);
    let inherited: readonly FieldModel[] = [];
    let inheritedAttributes: readonly AttributeModel[] = [];
    let inheritedAnyAttribute: WildcardModel | undefined;
    let inheritedValue: TypeRef | undefined;
    // xsi:type names a derived value's type; unprefixed, a type of no namespace would be read in the element's default namespace.
    for (const [other, at] of [[t.extends, t.extendsAt], [t.restricts, t.restrictsAt]] as const) {
      if (other !== undefined && (t.namespace === '' || rawTypes.get(other)?.namespace === ''))
        report(at ?? t, `type ${t.name} derives from ${other}: a type in no namespace cannot derive or be derived from (xsi:type cannot name it where a default namespace is in scope)`);
    }
    if (t.extends) {
      const base = rawTypes.get(t.extends);
      if (base?.anonymous) report(t.extendsAt ?? t, `type ${t.name} extends the anonymous type ${t.extends}: a base type needs a name`);
      if (!base) report(t.extendsAt ?? t, simpleNames.has(t.extends) ? `type ${t.name} cannot extend the simple type ${t.extends}` : `type ${t.name} extends unknown type "${t.extends}"${inParentheses(didYouMean(t.extends, rawTypes.keys()))}`);
      else {
        const resolvedBase = resolveType(base);
        inherited = resolvedBase?.fields ?? [];
        inheritedAttributes = resolvedBase?.attributes ?? [];
        inheritedAnyAttribute = resolvedBase?.anyAttribute;
        // Simple content extends simple content by attributes (xs:simpleContent/xs:extension of the base type).
        inheritedValue = resolvedBase?.value;
        if (base.value !== undefined && (t.value !== undefined || t.fields.length > 0))
          report(t.extendsAt ?? t, `type ${t.name} extends ${base.name}, a type with simple content: it adds attributes only, and has ${base.name}'s value (no value, no fields)`);
        else if (base.value === undefined && t.value !== undefined)
          report(t.extendsAt ?? t, `type ${t.name}: a type with simple content (value) cannot extend ${base.name}, a type of elements`);
      }
    }
    const namespace = t.namespace ?? raw.service.namespace;
    const { own, content } = particles(t.fields, t.name, tsOf(t.name), (f) => {
      if (f.part !== undefined) report(f, `${t.name}.${f.name} has "part": only a bare operation's parts have part names`);
      return field(f, t.name, namespace);
    });
    for (const f of t.fields) {
      if (inherited.some((i) => i.name === f.name)) report(f, `field ${t.name}.${f.name} is already inherited from ${t.extends}`);
    }
    for (const name of clashingProperties(own, content, inherited)) report(t, `type ${t.name} has two elements or lists named ${name}: both would be one TypeScript property`);
    // XML Schema 1.1 (and PHP's WSDLs) let an element of xs:all repeat; groups it never holds.
    if (t.all && t.fields.some((f) => f.group)) report(t, `type ${t.name} is "all": its fields must be elements (xs:all holds no groups)`);
    let value: TypeRef | undefined = inheritedValue;
    // A restriction of simple content has its base's value unless it narrows it.
    const restrictedRaw = t.restricts === undefined ? undefined : rawTypes.get(t.restricts);
    if (restrictedRaw?.value !== undefined && t.value === undefined && !t.extends) value = resolveType(restrictedRaw)?.value;
    if (t.value !== undefined) {
      const s = shape(t.value, undefined, t.valueAt ?? t, `value of ${t.name}`);
      if (s && (s.listItem !== undefined || !isSimple(s.type))) report(t.valueAt ?? t, `value of ${t.name} must be a scalar or simple type: it is the element's text`);
      else if (s) value = s.type;
    }
    const attributes = [...inheritedAttributes];
    const taken = new Set([...inherited, ...own].map((f) => f.name));
    if (value !== undefined) taken.add('value');
    const anyAttribute = t.anyAttribute ? wildcardModel(t.anyAttribute, false) : inheritedAnyAttribute;
    if (t.anyAttribute && taken.has(ANY_ATTRIBUTES)) report(t.anyAttributeAt ?? t, `type ${t.name} has anyAttribute, held by the TypeScript property ${ANY_ATTRIBUTES}: a field of that name would be the same property`);
    if (anyAttribute) taken.add(ANY_ATTRIBUTES);
    for (const a of t.attributes) {
      const resolvedAttribute = attribute(a, t.name, namespace);
      if (!resolvedAttribute) continue;
      if (taken.has(a.name) || attributes.some((x) => x.name === a.name)) {
        report(a, `attribute ${t.name}.${a.name}: the type already has a ${a.name === 'value' && value !== undefined ? 'value (its simple content)' : `field or attribute ${a.name}`}; both would be one TypeScript property`);
        continue;
      }
      attributes.push(resolvedAttribute);
    }
    if (t.restricts !== undefined) checkRestriction(t, own, content !== undefined, value);
    const model: TypeModel = {
      name: t.name,
      ...(t.xmlName !== undefined && t.xmlName !== t.name ? { xmlName: t.xmlName } : {}),
      namespace,
      ts: tsOf(t.name),
      description: t.description,
      base: t.extends,
      ...(t.restricts !== undefined ? { restricts: t.restricts } : {}),
      fields: [...inherited, ...own],
      ...(content ? { content } : {}),
      ...(t.all ? { all: true } : {}),
      ...(t.abstract ? { abstract: true } : {}),
      ...(inPolymorphic(t) ? { family: [t.name, ...(polymorphic.get(t.name) ?? []).map((d) => d.name)] } : {}),
      attributes,
      ...(value ? { value } : {}),
      ...(anyAttribute ? { anyAttribute } : {}),
      ...(t.anonymous ? { anonymous: true as const } : {}),
    };
    resolving.delete(t.name);
    resolved.set(t.name, model);
    return model;
  };
  const types = [...rawTypes.values()].map(resolveType).filter((t): t is TypeModel => t !== undefined);
  // One declaration per XML name and namespace: the WSDL could not tell two apart.
  const declared = new Map<string, string>();
  for (const t of [...types, ...simpleTypes]) {
    const key = `{${t.namespace}}${xmlNameOf(t)}`;
    const other = declared.get(key);
    if (other !== undefined) report(raw.types.find((r) => r.name === t.name)!, `type ${t.name} has the XML name ${xmlNameOf(t)} of ${other} in ${t.namespace}; give one of them another xmlName or namespace`);
    else declared.set(key, t.name);
  }

  const namespace = raw.service.namespace;
  const operations: OperationModel[] = [];
  // WSDL global elements: one per request, one per response, one per HTTP POST root type.
  const globalElements = new Map<string, string>();
  const rootShapes = new Map<string, { op: string; shape: string }>();
  const bareShapes = new Map<string, { op: string; shape: string }>();
  // Parameters: an operation that extends another takes that one's parameters first.
  const rawOps = new Map(raw.operations.map((o) => [o.name, o]));
  /** An rpc operation's parts and a bare one's body elements are message parts, which hold no groups: those are reported and left out. */
  const messageParts = (op: RawOperation, fields: readonly RawField[], what: 'parameters' | 'results'): readonly RawField[] => {
    if (!rpc(op) && !op.bare) return fields;
    const grouped = fields.find((f) => f.group);
    if (grouped) report(grouped, `operation ${op.name}: ${grouped.group!.kind} ${grouped.name} groups elements of a document/literal wrapper; ${rpc(op) ? 'an rpc' : 'a bare'} operation's ${what} are message parts`);
    return fields.filter((f) => !f.group);
  };
  type Params = { readonly params: readonly ParamModel[]; readonly content?: readonly Particle[] };
  const paramsCache = new Map<string, Params>();
  const inProgress = new Set<string>();
  const paramsOf = (op: RawOperation): Params => {
    const done = paramsCache.get(op.name);
    if (done) return done;
    if (inProgress.has(op.name)) {
      report(op.extendsAt ?? op, `operation ${op.name} extends itself through its bases`);
      return { params: [] };
    }
    inProgress.add(op.name);
    let inherited: readonly ParamModel[] = [];
    if (op.extends) {
      const base = rawOps.get(op.extends);
      if (!base) report(op.extendsAt ?? op, `operation ${op.name} extends unknown operation "${op.extends}"${inParentheses(didYouMean(op.extends, rawOps.keys()))}`);
      else {
        const resolvedBase = paramsOf(base);
        inherited = resolvedBase.params;
        // A derived request repeats its base's parameters in its own wrapper, as elements: the base's groups would be lost.
        if (resolvedBase.content) report(op.extendsAt ?? op, `operation ${op.name} extends ${op.extends}, whose parameters hold groups: an operation extends one of plain parameters only`);
      }
    }
    const params: ParamModel[] = [...inherited];
    const formNames = new Map<string, string>(inherited.flatMap((p) => p.formNames.map((n): [string, string] => [n.toLowerCase(), p.name])));
    const { own, content } = particles(messageParts(op, op.params, 'parameters'), op.name, requestType(ids.operations.get(op.name)!), (f) => partField(op, f, op.name, requestNs(op)));
    const written = new Map(elementsOf(op.params).map((p) => [p.name, p]));
    // Two plain parameters of one name are a duplicate key, reported where the spec is read.
    if (content) for (const name of clashingProperties(own, content, inherited)) report(op, `operation ${op.name} has two parameters or lists named ${name}: both would be one TypeScript property`);
    for (const f of own) {
      const p = written.get(f.name)!;
      if (inherited.some((i) => i.name === p.name)) report(p, `parameter ${op.name}.${p.name} is already inherited from ${op.extends}`);
      const names = p.form ?? [p.name];
      for (const n of names) {
        const clash = formNames.get(n.toLowerCase());
        if (clash) report(p, `form name "${n}" of ${op.name}.${p.name} is already used by ${clash}`);
        formNames.set(n.toLowerCase(), p.name);
      }
      if (p.form && (!isSimple(f.type) || f.listItem || f.repeated)) report(p, `${op.name}.${p.name}: "form" names apply only to scalar parameters`);
      params.push({ ...f, formNames: names });
    }
    inProgress.delete(op.name);
    const resolvedParams = { params, ...(content ? { content } : {}) };
    paramsCache.set(op.name, resolvedParams);
    return resolvedParams;
  };
  const transports = resolveTransports(raw.service.transports, raw.service.transportsAt, report);
  // SOAP 1.2's encoding is defined for SOAP 1.2 messages only.
  if (raw.service.encoding === 'soap12') {
    const where = raw.service.encodingAt!;
    if (!encoded) report(where, 'service encoding soap12 is an encoding of use encoded (write use: encoded, or leave encoding out)');
    else if (transports.includes('soap11')) report(where, 'service encoding soap12 is SOAP 1.2\'s encoding, for SOAP 1.2 messages only: offer no soap11 (transports: [soap12])');
  }
  const actionRoutes = new Map<string, string[]>();
  const actionlessBodies = new Map<string, string[]>();
  const wsdl = wsdlNames(raw);
  // Requests come to a port: operations no port offers together are told apart by the port.
  const meet = meeting(wsdl, raw.operations.map((op) => op.name));
  const messageNames = new Map(raw.operations.map((op) => [op.name, bodyMessageNames(op, wsdl, rpc(op), report)]));
  const bodyMessages = new Map<string, string>();
  // What each body message holds: operations may share one of the same content (a wrapper element and its part, or the same parts).
  const messageContents = new Map<string, string>();
  for (const op of raw.operations) {
    const names = messageNames.get(op.name)!;
    for (const [direction, n] of [['input', names.input], ['output', names.output]] as const) {
      if (!n) continue;
      const content = bodyContentOf(op, direction, rpc(op), n.part);
      const earlier = messageContents.get(n.message);
      if (earlier === undefined) {
        messageContents.set(n.message, content);
        bodyMessages.set(n.message, `the ${direction} of ${op.name}`);
      } else if (earlier !== content) {
        report(op.wsdl ?? op, `operation ${op.name}: WSDL message ${n.message} is already the message of ${bodyMessages.get(n.message)}; operations may share a message of the same content only`);
      }
    }
    if (transports.includes('httpPost')) for (const suffix of ['HttpPostIn', 'HttpPostOut']) bodyMessages.set(`${op.name}${suffix}`, `HTTP POST of ${op.name}`);
  }
  const headers: HeaderRegistry = { globalElements, declared: new Map(), bodyMessages, blockMessages: new Map(), encoded: (name) => encodedOp(rawOps.get(name)!), contents: new Map(), typedContent: (f) => typedContent(f, types) };
  /** What the response wrapper holds: one result element, or its elements as the result's fields (none for a void result or a one-way operation). */
  const resultOf = (op: RawOperation): { result?: ResultModel; results: readonly FieldModel[]; content?: readonly Particle[] } | undefined => {
    if (op.oneWay) return { results: [] };
    if (op.results) {
      const owner = `${op.name} results`;
      let resolvable = true;
      const resolveField = (f: RawField): FieldModel | undefined => {
        const resolvedField = partField(op, f, owner, responseNs(op));
        if (!resolvedField) resolvable = false;
        return resolvedField;
      };
      const { own, content } = particles(messageParts(op, op.results, 'results'), owner, responseType(ids.operations.get(op.name)!), resolveField);
      if (!resolvable) return undefined;
      if (content) for (const name of clashingProperties(own, content, [])) report(op, `operation ${op.name} has two results or lists named ${name}: both would be one TypeScript property`);
      return { results: own, ...(content ? { content } : {}) };
    }
    const shaped = shape(op.result, undefined, op.resultAt, `result of ${op.name}`);
    if (!shaped) return undefined;
    // As ASMX emits a bare result: a .NET value type must be present, a string or object may be absent.
    const valueType = !shaped.listItem && shaped.type.kind !== 'complex' && isValueType(shaped.type);
    const namespace = op.resultNamespace ?? (rpc(op) ? '' : responseNs(op));
    const resultItems = itemNillable(op.resultItemNillable, shaped, op.resultAt, `result of ${op.name}`);
    const result: ResultModel = {
      name: op.resultElement ?? `${op.name}Result`,
      namespace,
      ...shaped,
      ...resultItems,
      ...listType(op.resultListType, { ...shaped, ...resultItems }, op.resultAt, `result of ${op.name}`),
      ...listNamespace(op.resultListNamespace, shaped, namespace, op.resultAt, `result of ${op.name}`),
      required: op.resultRequired ?? valueType,
      nillable: op.resultNillable ?? false,
      ...(op.resultDescription ? { description: op.resultDescription } : {}),
    };
    // A list result's items are written in the result element's namespace, which the decoders read in the service's.
    if (result.listItem && !encodedOp(op) && result.namespace !== raw.service.namespace) {
      report(op.resultAt, `result of ${op.name}: a list result is in the service's namespace; give the list as one of "results" instead`);
    }
    return { result, results: [] };
  };
  // Named wrapper types live beside the spec's types in the WSDL's schema: the wrappers of one are of one content.
  const wrapperTypes = new Map<string, { by: string; content: string | undefined }>();
  /** Wrapper elements by name: the first operation using each, its content, and the action of the last. */
  const sharedBodies = new Map<string, { op: string; content: string; sharers: { op: string; actionless: boolean }[] }>();
  // Two wrapper elements may be of one named type (SAP publishes one for a request and its check), which the WSDL declares once.
  /** A plain named type's content as a wrapper of it would have it, to compare. */
  const namedTypeContent = (name: string): string | undefined => {
    const t = types.find((x) => x.name === name && x.xmlName === undefined);
    const content = t && plainContent(t);
    return content === undefined ? undefined : `{${t!.namespace}}${name} ${content}`;
  };
  const claimWrapperType = (type: string | undefined, op: RawOperation, what: string, content: string | undefined): void => {
    if (type === undefined) return;
    const earlier = wrapperTypes.get(type);
    if (earlier && content !== undefined && earlier.content === content) return;
    // A wrapper may be of a named type of the spec's whose content it is (JAX-WS's echoType, also a header's): the WSDL declares it once.
    if (!earlier && content !== undefined && content === namedTypeContent(type)) return;
    const clash = earlier?.by ?? (rawTypes.has(type) || simpleNames.has(type) ? `type ${type} of types` : undefined);
    if (clash) report(op, `${what} of ${op.name} is the complexType ${type}, already used by ${clash}${earlier ? ' with another content' : ''}`);
    wrapperTypes.set(type, { by: `the ${what} of ${op.name}`, content });
  };
  for (const op of raw.operations) {
    const { params, content: paramContent } = paramsOf(op);
    const answer = resultOf(op);
    if (!answer) continue;
    const { result, results, content: resultContent } = answer;
    if (op.bare) checkBare(op, params, answer, rpc(op), requestNs(op), responseNs(op), report);
    checkPartNames(op, op.bare && !rpc(op), report);
    // A request wrapper is in the service's namespace unless the operation names another (an rpc one: its soap:body's).
    const requestNamespace = op.requestNamespace !== undefined && op.requestNamespace !== raw.service.namespace ? { namespace: op.requestNamespace } : {};
    // rpc wrappers are named after the operation's name in its port type, its key's unless `wsdl.name` says another.
    const wrapper = rpc(op) ? (op.wsdl?.name ?? op.name) : op.name;
    const request: WrapperModel = op.bare
      ? bareRequest(params, raw.service.namespace)
      : { element: op.requestElement ?? wrapper, ...(op.requestWrapperType ? { type: op.requestWrapperType } : {}), ...requestNamespace };
    const response = op.bare && result ? { element: result.name } : op.oneWay ? undefined : {
            element: op.responseElement ?? `${wrapper}Response`,
            ...(op.responseWrapperType ? { type: op.responseWrapperType } : {}),
            ...(op.responseNamespace !== undefined && op.responseNamespace !== raw.service.namespace ? { namespace: op.responseNamespace } : {}),
          };
    const servedAs = op.servedAs === undefined ? undefined : servedAsOperation(op, op.servedAs, request, params, paramContent, operations, rawOps, report);
    if (op.responseNamespace !== undefined && (op.oneWay || (rpc(op) && unqualifiedWrappers)))
      report(op, `operation ${op.name}: responseNamespace is the namespace of a response element (document style, or rpc with qualified wrappers); ${op.oneWay ? 'a one-way operation has none' : 'unqualified rpc wrappers are in none'}`);
    if (op.requestNamespace !== undefined && rpc(op) && unqualifiedWrappers)
      report(op, `operation ${op.name}: requestNamespace is the namespace of a request element (document style, or rpc with qualified wrappers); unqualified rpc wrappers are in none`);
    // "": an rpc operation whose soap:body names no namespace among qualified ones; its wrappers are in none.
    for (const [key, ns] of [['requestNamespace', op.requestNamespace], ['responseNamespace', op.responseNamespace]] as const)
      if (ns === '' && !rpc(op)) report(op, `operation ${op.name}: ${key} "" (no namespace) is an rpc wrapper's only (a document operation's body elements are schema elements, of a namespace)`);
    if (op.extends !== undefined && rawOps.get(op.extends) && requestNs(rawOps.get(op.extends)!) !== requestNs(op))
      report(op.extendsAt ?? op, `operation ${op.name} extends ${op.extends}, whose request is in another namespace: the inherited parameters are elements of their request's namespace`);
    // A one-way operation may declare faults (Axis2's robust in-only): answered 202, or a fault.
    if (op.oneWay && (op.responseElement || op.responseWrapperType || op.responseHeaders.length)) {
      report(op, `operation ${op.name} is one-way: it has no response, so no responseElement, responseWrapperType or responseHeaders`);
    }
    if (rpc(op) && (op.requestElement || op.responseElement || op.requestWrapperType || op.responseWrapperType)) {
      report(op, `operation ${op.name}: an rpc operation's wrappers are its name and ${wrapper}Response; requestElement, responseElement and wrapper types are for document style`);
    }
    const actions = operationActions(op, namespace, transports, report);
    // The actions requests carry over the SOAP versions offered: each routes them, or "" leaves it to the body element.
    const offeredActions = SOAP_TRANSPORT_IDS.filter((t) => transports.includes(t)).map((t) => ({ transport: t, action: actions[t].soapAction }));
    const actionless = offeredActions.some((a) => a.action === '');
    const bodies: [typeof request | undefined, readonly FieldModel[], 'request' | 'response', readonly Particle[] | undefined][] = [
      [request, params, 'request', paramContent],
      [response, result ? [result] : results, 'response', resultContent],
    ];
    // A bare operation's body elements are its parts' (the unqualified ones are no schema elements):
    // one element may be the part of several messages, holding one shape.
    const bareElements = op.bare ? [...params, ...(result ? [result] : []), ...results].filter((f) => f.namespace !== '') : [];
    for (const f of bareElements) {
      const shapeText = `${f.listItem ? `${f.type.name}[] (item ${f.listItem})` : f.type.name}${f.nillable ? ', nillable' : ''}`;
      const earlier = bareShapes.get(f.name);
      if (earlier?.shape === shapeText) continue;
      const clash = earlier ? `operation ${earlier.op} for ${earlier.shape}` : globalElements.get(f.name);
      const content = headers.typedContent(f);
      const shared = !earlier && sharesElement(headers, f.namespace, f.name, content === undefined ? undefined : { content, request: params.includes(f as ParamModel) });
      if (clash && !shared) report(op, `operation ${op.name} needs the schema element ${f.name} for ${shapeText}, already used by ${clash}`);
      globalElements.set(f.name, `operation ${op.name}`);
      bareShapes.set(f.name, { op: op.name, shape: shapeText });
    }
    // Requests without an action go by their body element: a bare one's first part, or an empty Body.
    // An operation served as another shares its request: told apart by nothing, which is the point.
    if (actionless && op.bare && op.servedAs === undefined) {
      const route = `{${request.namespace ?? raw.service.namespace}}${request.element}`;
      const other = actionlessBodies.get(route)?.find((o) => meet(o, op.name));
      if (other)
        report(
          op,
          `operation ${op.name} has no soapAction and the request body of ${other} (${request.element ? `first element ${request.element}` : 'an empty Body'}): requests could not be told apart`,
        );
      actionlessBodies.set(route, [...(actionlessBodies.get(route) ?? []), op.name]);
    }
    // An rpc wrapper is named after its operation in its soap:body's namespace, and the schema declares no element for it.
    for (const [body, fields, role, content] of op.bare || rpc(op) ? [] : bodies) {
      if (!body || (role === 'request' && op.servedAs !== undefined)) continue;
      const owner = globalElements.get(body.element);
      const shared = sharedBodies.get(body.element);
      // Operations may share a body element of the same content (as WS-Addressing services do): a
      // request is then told apart by its action alone, so each sharing operation must have one.
      if (owner && shared && shared.content === bodyContent(body.type, fields, content)) {
        const met = role === 'request' ? shared.sharers.find((s) => (actionless || s.actionless) && meet(s.op, op.name)) : undefined;
        if (met)
          report(
            op,
            `operation ${op.name} shares the request element ${body.element} with ${met.op}: requests are then told apart by their SOAP action, so each needs a soapAction other than ""`,
          );
        if (role === 'request') shared.sharers.push({ op: op.name, actionless });
        continue;
      }
      // A wrapper without attributes or groups, anonymous or of a named type of the spec's, holds a sequence of elements, as an element of a plain type does.
      const attributed = (role === 'request' ? op.requestAttributes : op.responseAttributes).length > 0;
      const namespace = body.namespace ?? raw.service.namespace;
      const wrapperContent = `{${namespace}}${bodyContent(body.type, fields, content)}`;
      const plain = body.type === undefined || namedTypeContent(body.type) === wrapperContent;
      const sequence = plain && !attributed && !content && !rpc(op) ? { content: sequenceContent(fields), request: role === 'request' } : undefined;
      if (!sharesElement(headers, body.namespace ?? raw.service.namespace, body.element, sequence) && owner)
        report(op, `operation ${op.name} needs the schema element ${body.element}, already used by ${owner}`);
      globalElements.set(body.element, `operation ${op.name}`);
      if (!op.bare && !rpc(op)) sharedBodies.set(body.element, { op: op.name, content: bodyContent(body.type, fields, content), sharers: role === 'request' ? [{ op: op.name, actionless }] : [] });
      // A wrapper with attributes is refused a shared type: its attributes are part of the type.
      claimWrapperType(body.type, op, `${role} element`, attributed ? undefined : wrapperContent);
    }
    const httpPostRoot = result && result.type.kind !== 'any' && (op.httpPostRoot ?? (result.listItem ? (result.listType ?? arrayTypeName(result)) : result.type.kind === 'scalar' ? SCALARS[result.type.name].xsd : result.type.name));
    if (op.httpPostRoot && !result) report(op, `operation ${op.name} has "httpPostRoot" but no single result: only an operation answering one result is offered over HTTP POST`);
    // Open content has no form field, and HTTP POST's indented answer would change its text.
    const httpPost =
      result !== undefined &&
      !holdsOpenContent(result.type, types) &&
      transports.includes('httpPost') &&
      // A form field holds text, where no prefix of a QName is declared; it has no wrapper element to carry attributes.
      // A form is routed by the operation's name, to its handler method, which one served as another has not.
      op.servedAs === undefined &&
      params.every((p) => isSimple(p.type) && !isQName(p.type) && !p.listItem && !p.repeated) &&
      // A form's fields are flat: it says nothing of which alternative it gives.
      paramContent === undefined &&
      op.requestAttributes.length === 0 &&
      !op.requestHeaders.some((h) => h.required);
    // Only an operation offered over HTTP POST declares its root in the WSDL.
    if (result && httpPostRoot && httpPost) {
      const shapeText = result.listItem ? `${result.type.name}[] (item ${result.listItem})` : result.type.name;
      // A bare part's element of the same type may be the root as well: one element, declared once.
      const bareRoot = bareShapes.get(httpPostRoot)?.shape.replace(/, nillable$/, '') === shapeText;
      const rootOwner = globalElements.get(httpPostRoot);
      if (rootOwner && rootOwner !== 'an HTTP POST root' && !bareRoot) report(op, `HTTP POST root ${httpPostRoot} of ${op.name} clashes with the schema element of ${rootOwner}`);
      if (!bareRoot) globalElements.set(httpPostRoot, 'an HTTP POST root');
      const earlier = rootShapes.get(httpPostRoot);
      if (earlier && earlier.shape !== shapeText) {
        report(op, `HTTP POST root ${httpPostRoot} of ${op.name} holds ${shapeText}, but ${earlier.op} uses the same root for ${earlier.shape}`);
      }
      rootShapes.set(httpPostRoot, earlier ?? { op: op.name, shape: shapeText });
    }
    // Operations may share an action when their request elements differ: the element tells them apart.
    for (const { transport, action } of op.servedAs === undefined ? offeredActions.filter((a) => a.action !== '') : []) {
      const routed = `${transport}\u0000${action}\u0000${request.element}`;
      const other = actionRoutes.get(routed)?.find((o) => o !== op.name && meet(o, op.name));
      if (other) report(op, `operation ${op.name} has the soapAction "${action}" and the request element ${request.element} of ${other}: requests could not be told apart`);
      actionRoutes.set(routed, [...(actionRoutes.get(routed) ?? []), op.name]);
    }
    const [requestAttributes, responseAttributes] = wrapperAttributes(op, params, results, result !== undefined);
    // Header blocks and fault details are global elements of the service's namespace unless they name another.
    const globalField = (f: RawField, owner: string): FieldModel | undefined => field({ ...f, namespace: f.namespace ?? raw.service.namespace }, owner, raw.service.namespace);
    // A header's faults are header blocks of a fault response, each with a class as a fault has.
    const ownBodies = ownBodyMessages(messageNames.get(op.name)!, rpc(op) || op.bare, params, result ? [result] : results);
    const blocks = (direction: 'request' | 'response', raws: readonly RawField[]): HeaderModel[] =>
      resolveHeaders(op.name, ownBodies, direction, raws, globalField, headers, report).map((h) => {
        const own = raws.find((r) => r.name === h.name)?.faults ?? [];
        const faults = resolveHeaders(op.name, [], direction, own, globalField, headers, report, false).map((f) => ({ ...faultModel(f, ids.types, report, own.find((r) => r.name === f.name)!), header: true as const }));
        return { ...headerModel(h), ...(faults.length ? { faults } : {}) };
      });
    const requestHeaders = blocks('request', op.requestHeaders);
    const responseHeaders = blocks('response', op.responseHeaders);
    checkPartOrder(op, messageNames.get(op.name)!, ownBodies, [...requestHeaders, ...responseHeaders], report);
    const faults = resolveHeaders(op.name, [], 'fault', op.faults, globalField, headers, report).map((f) => faultModel(f, ids.types, report, op.faults.find((r) => r.name === f.name)!));
    operations.push({
      name: op.name,
      ts: ids.operations.get(op.name)!,
      method: ids.methods.get(op.name)!,
      description: op.description,
      base: op.extends,
      ...(servedAs ? { servedAs } : {}),
      style: styleOf(raw, op),
      use: useOf(raw, op),
      request,
      bare: op.bare,
      ...(response ? { response } : {}),
      params,
      ...(paramContent ? { paramContent } : {}),
      ...(result ? { result } : {}),
      results,
      ...(resultContent ? { resultContent } : {}),
      ...(httpPostRoot ? { httpPostRoot } : {}),
      ...actions.soap11,
      ...(!sameAction(actions.soap11, actions.soap12) ? { soap12Action: actions.soap12 } : {}),
      httpPost,
      requestHeaders,
      responseHeaders,
      faults,
      requestAttributes,
      responseAttributes,
      wsdl: messageNames.get(op.name)!,
    });
  }

  const usedTypes = markEncodedTypes(types, operations, (name) => rawOps.get(name)!, report);
  const elements = resolveElements(raw, usedTypes, operations, (f) => field({ ...f, namespace: f.namespace ?? raw.service.namespace }, 'elements', raw.service.namespace), report);
  checkAnonymousTypes(raw, usedTypes, operations, elements, report);
  const { name, namespace: ns, path, description, nameAt } = raw.service;
  checkWsdlNames(raw, wsdl, transports, report);
  const service = { name, namespace: ns, schemas, path, style: raw.service.style ?? 'document', use: raw.service.use ?? 'literal', encoding: raw.service.encoding ?? 'soap11', unqualifiedWrappers, ...(description ? { description } : {}), ...(nameAt ? { nameAt } : {}), transports, ts: ids.service, wsdl };
  return { source: file, service, types: usedTypes, simpleTypes, operations, elements };
}

/**
 * The operation one is served as: an earlier one of the same request (body element, namespace and
 * content), as a server answers a request it cannot tell apart as the first operation declaring it.
 * Undefined (reported) when there is none.
 */
function servedAsOperation(
  op: RawOperation,
  name: string,
  request: WrapperModel,
  params: readonly FieldModel[],
  content: readonly Particle[] | undefined,
  earlier: readonly OperationModel[],
  declared: ReadonlyMap<string, RawOperation>,
  report: (where: Located, message: string) => void,
): string | undefined {
  const where = op.servedAsAt ?? op;
  const target = earlier.find((o) => o.name === name);
  if (!target) {
    if (declared.has(name) && name !== op.name)
      report(where, `operation ${op.name} is served as ${name}, which must be declared before it: a server answers a request as the first operation declaring it`);
    else report(where, `operation ${op.name} is served as unknown operation "${name}"${inParentheses(didYouMean(name, [...declared.keys()].filter((n) => n !== op.name)))}`);
    return undefined;
  }
  if (target.servedAs !== undefined) {
    report(where, `operation ${op.name} is served as ${name}, which is itself served as ${target.servedAs}: write servedAs: ${target.servedAs}`);
    return undefined;
  }
  const body = (w: WrapperModel): string => (w.element === '' ? 'an empty Body' : `${w.namespace === undefined ? '' : `{${w.namespace}}`}${w.element}`);
  if (body(request) !== body(target.request) || op.bare !== target.bare)
    report(where, `operation ${op.name} is served as ${name}, but its request body (${body(request)}${op.bare ? ', bare' : ''}) is not ${name}'s (${body(target.request)}${target.bare ? ', bare' : ''}): only an operation of the same request is served as another`);
  else if (bodyContent(request.type, params, content) !== bodyContent(target.request.type, target.params, target.paramContent))
    report(where, `operation ${op.name} is served as ${name}, but its request ${body(request)} holds other parameters than ${name}'s: only an operation of the same request is served as another`);
  return name;
}

/**
 * The target namespaces: the service's first, then every other one the spec names (a schema
 * entry, a type's namespace, a field's), in the order written. Local elements are qualified
 * unless the schema entry says otherwise.
 */
/** An operation's SOAP binding style: its own where it gives one, else the service's. */
function styleOf(raw: RawSpec, op: RawOperation): 'document' | 'rpc' {
  return op.style ?? raw.service.style ?? 'document';
}

/** An operation's use: its own where it gives one, else the service's. */
function useOf(raw: RawSpec, op: RawOperation): 'literal' | 'encoded' {
  return op.use ?? raw.service.use ?? 'literal';
}

function resolveSchemas(raw: RawSpec): SchemaModel[] {
  const fieldNamespaces = (f: RawField): string[] => [f.namespace ?? '', f.itemNamespace ?? '', f.listNamespace ?? ''];
  const settings = new Map(raw.schemas.map((s) => [s.namespace, s]));
  const named = [
    raw.service.namespace,
    ...raw.schemas.map((s) => s.namespace),
    ...raw.types.flatMap((t) => [
      ...(t.namespace === undefined ? [] : [t.namespace]),
      ...elementsOf(t.fields).flatMap(fieldNamespaces),
      // The xml namespace has a schema of its own, which the WSDL imports.
      ...t.attributes.flatMap((a) => (a.namespace === undefined || a.namespace === XML_NS ? [] : [a.namespace])),
    ]),
    // An rpc wrapper's namespace has no schema: rpc wrappers are no schema elements.
    ...raw.operations.flatMap((o) => (styleOf(raw, o) === 'rpc' ? [] : [o.requestNamespace, o.responseNamespace].filter((ns) => ns !== undefined))),
    // An encoded block's namespace has no schema: its part is declared by type=, and its binding names the namespace.
    ...raw.operations.flatMap((o) =>
      [...elementsOf(o.params), ...(useOf(raw, o) === 'encoded' ? [] : [...o.requestHeaders, ...o.responseHeaders, ...o.faults, ...[...o.requestHeaders, ...o.responseHeaders].flatMap((h) => h.faults ?? [])])].flatMap(fieldNamespaces),
    ),
    // A global element of `elements` is in its namespace's schema.
    ...raw.elements.flatMap((e) => [e.namespace ?? raw.service.namespace, e.listNamespace ?? '']),
    // A result in a namespace of its own is a global element of that namespace's schema, as a parameter is.
    ...raw.operations.flatMap((o) => [...(o.resultNamespace === undefined ? [] : [o.resultNamespace]), ...(o.resultListNamespace === undefined ? [] : [o.resultListNamespace]), ...elementsOf(o.results ?? []).flatMap(fieldNamespaces)]),
  ];
  const schemas = [...new Set(named.filter((n) => n !== ''))].map((namespace) => ({
    namespace,
    elementsQualified: settings.get(namespace)?.elementFormDefault !== 'unqualified',
    attributesQualified: settings.get(namespace)?.attributeFormDefault === 'qualified',
    listed: settings.has(namespace),
  }));
  // Types in no namespace are declared by a schema without a targetNamespace, whose local elements are in none.
  const noNamespace = raw.types.some((t) => t.namespace === '');
  return noNamespace ? [...schemas, { namespace: '', elementsQualified: false, attributesQualified: false, listed: false }] : schemas;
}

/**
 * The names two TypeScript properties of one object would have: of its elements (a choice's
 * alternatives among them) and repeated choices' lists, or of such a list and an inherited element.
 */
function clashingProperties(own: readonly FieldModel[], content: readonly Particle[] | undefined, inherited: readonly FieldModel[]): string[] {
  const properties = [...own.map((f) => f.name), ...(content ?? []).flatMap((p) => (p.kind === 'choice' && p.choice.repeated ? [p.choice.name] : []))];
  return properties.filter((name, i) => properties.indexOf(name) < i || (i >= own.length && inherited.some((f) => f.name === name)));
}

/** The elements of fields as written, those inside groups included. */
function elementsOf(fields: readonly RawField[]): RawField[] {
  return fields.flatMap((f) => (f.group ? elementsOf(f.group.members) : [f]));
}

/**
 * An anonymous type is written inline in the declaration of the element that has it, so it is the
 * type of one element (one name and namespace, however many fields refer to it), declared in the
 * schema of the type's namespace; an inline type cannot hold itself, nor name its type on the wire.
 */
/**
 * `elements`: global elements no message names. One the operations declare already (a wrapper, a
 * bare or rpc part, a header block, a fault detail, an HTTP POST root), or that fields of another
 * namespace refer to with another type, would be declared twice.
 */
function resolveElements(
  raw: RawSpec,
  types: readonly TypeModel[],
  operations: readonly OperationModel[],
  resolve: (f: RawField) => FieldModel | undefined,
  report: (where: Located, message: string) => void,
): FieldModel[] {
  const svc = raw.service.namespace;
  const key = (namespace: string, name: string): string => `${namespace}\u0000${name}`;
  const declared = new Set(
    operations.flatMap((op) => [
      ...(op.bare || op.style === 'rpc' ? [] : [key(op.request.namespace ?? svc, op.request.element), ...(op.response ? [key(op.response.namespace ?? svc, op.response.element)] : [])]),
      ...(op.bare || op.style === 'rpc' ? [...op.params, ...(op.result ? [op.result] : []), ...op.results].map((f) => key(op.bare ? svc : f.namespace, f.name)) : []),
      ...[...op.requestHeaders, ...op.responseHeaders, ...declaredFaults(op)].map((h) => key(h.namespace, h.name)),
      ...(op.httpPost && op.httpPostRoot ? [key(svc, op.httpPostRoot)] : []),
    ]),
  );
  const referred = new Map(
    types.flatMap((t) => t.fields.filter((f) => f.namespace !== '' && (f.namespace !== t.namespace || f.ref)).map((f) => [key(f.namespace, f.name), f] as const)),
  );
  return raw.elements.flatMap((e) => {
    const element = resolve(e);
    if (!element) return [];
    const k = key(element.namespace, element.name);
    if (declared.has(k)) {
      report(e, `element ${e.name} of ${element.namespace} is one an operation declares already: leave it out of elements`);
      return [];
    }
    const other = referred.get(k);
    if (other && (other.type.name !== element.type.name || other.listItem !== element.listItem)) {
      report(e, `element ${e.name} of ${element.namespace} is referred to by fields of type ${other.type.name}${other.listItem ? '[]' : ''}: it must be of that type`);
      return [];
    }
    return [element];
  });
}

function checkAnonymousTypes(raw: RawSpec, types: readonly TypeModel[], operations: readonly OperationModel[], elements: readonly FieldModel[], report: (where: Located, message: string) => void): void {
  const anonymous = new Map(raw.types.filter((t) => t.anonymous).map((t) => [t.name, t]));
  if (anonymous.size === 0) return;
  const svc = raw.service.namespace;
  const uses = new Map<string, { element: string; schema: string; by: string }[]>();
  // The schema an element is declared in: its holder's for a local element, its own namespace's for a global one.
  const use = (f: FieldModel, holderNs: string, by: string, global = false): void => {
    if ((f.type.kind !== 'complex' && f.type.kind !== 'simple') || !anonymous.has(f.type.name)) return;
    const schema = global || (f.namespace !== '' && f.namespace !== holderNs) ? f.namespace : holderNs;
    const list = uses.get(f.type.name) ?? [];
    list.push({ element: `{${f.namespace}}${f.name}`, schema, by });
    uses.set(f.type.name, list);
  };
  const byName = new Map(types.map((t) => [t.name, t]));
  // A type's own fields: inherited ones are declared by its base.
  for (const t of types) for (const f of t.fields.slice(t.base === undefined ? 0 : (byName.get(t.base)?.fields.length ?? 0))) use(f, t.namespace, `${t.name}.${f.name}`);
  // An attribute declares its simple type inside it too: a local one in its holder's schema, one of another namespace globally in that one's.
  const attributeUse = (a: AttributeModel, holderNs: string, by: string): void => {
    if (a.type.kind !== 'simple' || !anonymous.has(a.type.name)) return;
    const list = uses.get(a.type.name) ?? [];
    list.push({ element: `@{${a.namespace}}${a.name}`, schema: a.namespace !== '' && a.namespace !== holderNs ? a.namespace : holderNs, by: `attribute ${by}` });
    uses.set(a.type.name, list);
  };
  for (const t of types) for (const a of t.attributes.slice(t.base === undefined ? 0 : (byName.get(t.base)?.attributes.length ?? 0))) attributeUse(a, t.namespace, `${t.name}.${a.name}`);
  // An element's text has a type, not an element to declare it in.
  for (const t of types) {
    // A restriction of simple content writes its value's facets inside it.
    if (t.value?.kind === 'simple' && anonymous.has(t.value.name) && t.restricts === undefined) report(anonymous.get(t.value.name)!.anonymousAt ?? anonymous.get(t.value.name)!, `type ${t.value.name} is anonymous, but the value of ${t.name} refers to it: a simple content's type needs a name`);
  }
  for (const op of operations) {
    for (const f of [...op.params, ...(op.result ? [op.result] : []), ...op.results]) {
      if (op.style === 'rpc' && f.namespace === '' && (f.type.kind === 'complex' || f.type.kind === 'simple') && anonymous.has(f.type.name)) {
        report(anonymous.get(f.type.name)!, `type ${f.type.name} is anonymous, but ${op.name}.${f.name} is an rpc part declared by its type (type=); give the type a name`);
      }
      use(f, svc, `${op.name}.${f.name}`, op.bare || op.style === 'rpc');
    }
    for (const f of [...op.requestHeaders, ...op.responseHeaders, ...declaredFaults(op).map((d) => ({ ...d, required: false, nillable: false }))])
      use(f, svc, `${op.name}.${f.name}`, true);
    for (const a of op.requestAttributes) attributeUse(a, svc, `${op.name}.${a.name}`);
    for (const a of op.responseAttributes) attributeUse(a, op.response?.namespace ?? svc, `${op.name}.${a.name}`);
  }
  for (const e of elements) use(e, svc, `elements.${e.name}`, true);
  for (const [name, t] of anonymous) {
    const found = uses.get(name) ?? [];
    const namespace = t.namespace ?? svc;
    if (types.find((x) => x.name === name)?.encoded) report(t.anonymousAt ?? t, `type ${name} is anonymous: SOAP encoding names every value's type (xsi:type), so an encoded service's types need names`);
    const elements = [...new Set(found.map((u) => u.element))];
    if (elements.length > 1) report(t.anonymousAt ?? t, `type ${name} is anonymous, so it is the type of one element; it is used by ${found.map((u) => u.by).join(', ')} (elements ${elements.join(', ')})`);
    const elsewhere = found.find((u) => u.schema !== namespace);
    if (elsewhere) report(t.anonymousAt ?? t, `type ${name} is anonymous and declared where ${elsewhere.by} is, in the schema of ${elsewhere.schema}: its namespace must be that one, not ${namespace}`);
  }
  // An inline type inside itself would be written forever: a cycle through anonymous types only.
  const holdsItself = (start: string): boolean => {
    const seen = new Set<string>();
    const walk = (name: string): boolean =>
      byName.get(name)!.fields.some((f) => f.type.kind === 'complex' && byName.has(f.type.name) && anonymous.has(f.type.name) && (f.type.name === start || (!seen.has(f.type.name) && (seen.add(f.type.name), walk(f.type.name)))));
    return walk(start);
  };
  for (const [name, t] of anonymous) {
    if (byName.has(name) && holdsItself(name)) report(t.anonymousAt ?? t, `type ${name} is anonymous and holds itself: an inline type cannot contain its own declaration; give it a name`);
  }
}

/**
 * A bare operation's parts (parameters, results) are the body's children: elements of its request's
 * or response's namespace or unqualified (a part declared by type=), one element each, and it has no wrapper names.
 */
function checkBare(
  op: RawOperation,
  params: readonly FieldModel[],
  answer: { result?: ResultModel; results: readonly FieldModel[] },
  rpc: boolean,
  requestNs: string,
  responseNs: string,
  report: (where: Located, message: string) => void,
): void {
  const results = [...(answer.result ? [answer.result] : []), ...answer.results];
  const parts = [...params, ...results];
  const outside = (fields: readonly FieldModel[], ns: string): boolean => fields.some((f) => f.namespace !== ns && f.namespace !== '');
  const why = rpc
    ? 'an rpc service has wrappers'
    : op.extends
      ? 'its parts are its own parameters (no "extends")'
      : op.requestElement || op.responseElement || op.requestWrapperType || op.responseWrapperType
        ? 'it has no wrappers to name'
        : outside(params, requestNs) || outside(results, responseNs)
          ? `its parts are elements of its request's namespace, ${requestNs}, and its response's, ${responseNs} (the service's unless requestNamespace or responseNamespace says another), or unqualified (namespace: "")`
          : parts.some((f) => 'repeated' in f && f.repeated)
            ? 'each part is one element (no "inline" lists)'
            : '';
  if (why) report(op, `operation ${op.name} is bare: ${why}`);
}

/**
 * A value's own part name is a bare message's of several parts: a wrapped message's one part and a
 * bare one's of one value are named by the operation's `wsdl`, an rpc part is named as its element.
 */
function checkPartNames(op: RawOperation, bare: boolean, report: (where: Located, message: string) => void): void {
  for (const [direction, fields] of [['input', op.params], ['output', op.results ?? []]] as const)
    for (const f of fields.filter((x) => x.part !== undefined)) {
      if (!bare) report(f, `${op.name}.${f.name} has "part": only a bare operation's parts are named apart from their elements`);
      else if (fields.length < 2) report(f, `${op.name}.${f.name} has "part": a message of one part names it in the operation's wsdl (${direction}: { part: ${f.part} })`);
    }
}

/** Whether values of a type hold open content (anyType, a wildcard) anywhere, its fields' types too. */
function holdsOpenContent(type: TypeRef, types: readonly TypeModel[], seen = new Set<string>()): boolean {
  if (type.kind === 'any') return true;
  if (type.kind !== 'complex' || seen.has(type.name)) return false;
  seen.add(type.name);
  const t = types.find((x) => x.name === type.name);
  const fields = [...(t?.fields ?? []), ...(t?.content ?? []).flatMap((p) => (p.kind === 'choice' ? p.choice.alternatives.flat() : []))];
  return fields.some((f) => holdsOpenContent(f.type, types, seen));
}

/** A wildcard with XML Schema's defaults: processContents strict, maxOccurs 1. */
function wildcardModel(raw: RawWildcard, required: boolean): WildcardModel {
  return { namespace: raw.namespace, processContents: raw.processContents ?? 'strict', min: required ? 1 : 0, max: raw.maxOccurs ?? 1 };
}

/** A bare request's body element, by which requests without an action are routed: its first part's, or none ('') for an empty body. */
function bareRequest(params: readonly FieldModel[], namespace: string): WrapperModel {
  const first = params[0];
  if (!first) return { element: '' };
  return { element: first.name, ...(first.namespace !== namespace ? { namespace: first.namespace } : {}) };
}

/** A message's `parts` order names each of its parts once: the body's and its in-band header blocks'. */
function checkPartOrder(op: RawOperation, names: OperationModel['wsdl'], bodies: readonly OwnBodyMessage[], headers: readonly HeaderModel[], report: (where: Located, message: string) => void): void {
  for (const direction of ['input', 'output'] as const) {
    const n = names[direction];
    const body = bodies.find((b) => b.message === n?.message);
    if (!n?.parts || !body) continue;
    const held = [...new Set([...body.parts, ...headers.filter((h) => h.wsdl.message === n.message).map((h) => h.wsdl.part)])];
    const given = n.parts;
    if (given.length !== held.length || new Set(given).size !== given.length || !held.every((p) => given.includes(p)))
      report(op.wsdl ?? op, `operation ${op.name}: wsdl ${direction} parts [${given.join(', ')}] must name each part of message ${n.message} once: ${held.join(', ')}`);
  }
}

/** An operation's body messages with their body's part names: a wrapped message's one part, an rpc or bare one's named after its values unless named. */
function ownBodyMessages(names: OperationModel['wsdl'], partsOfValues: boolean, params: readonly FieldModel[], results: readonly FieldModel[]): OwnBodyMessage[] {
  const parts = (n: MessageNames, values: readonly FieldModel[]): string[] => (n.part !== undefined ? [n.part] : partsOfValues ? values.map((v) => v.part ?? v.name) : []);
  return [{ message: names.input.message, parts: parts(names.input, params) }, ...(names.output ? [{ message: names.output.message, parts: parts(names.output, results) }] : [])];
}

/** What a body message holds, as text to compare: a wrapped one its element and part, an rpc or bare one its parts (an input and an output may be one message). */
function bodyContentOf(op: RawOperation, direction: 'input' | 'output', rpc: boolean, part: string | undefined): string {
  // An rpc wrapper's namespace is its binding's (soap:body namespace), not its message's.
  const namespace = rpc ? '' : ((direction === 'input' ? op.requestNamespace : op.responseNamespace) ?? '');
  if (!rpc && !op.bare) return direction === 'input' ? `{${namespace}}${op.requestElement ?? op.name} ${part}` : `{${namespace}}${op.responseElement ?? `${op.name}Response`} ${part}`;
  const fields = direction === 'input' ? op.params : (op.results ?? [{ name: op.resultElement ?? `${op.name}Result`, type: op.result, namespace: op.resultNamespace }]);
  return JSON.stringify([op.extends ?? '', part ?? null, namespace, ...fields.map((f) => [f.name, f.type, f.namespace ?? null, 'part' in f ? (f.part ?? null) : null])]);
}

/**
 * An operation's body messages' names: those it gives, else the service's patterns'. A wrapped
 * message's one part is `parameters` unless named; a bare message of one element part may name
 * its part (WSDLs call it `parameters` or `body`); rpc parts, and bare ones otherwise, are named after their values.
 */
function bodyMessageNames(op: RawOperation, wsdl: WsdlNames, rpc: boolean, report: (where: Located, message: string) => void): OperationModel['wsdl'] {
  const given = op.wsdl;
  if (given?.output && op.oneWay) report(given, `operation ${op.name} is one-way: it has no output message to name`);
  const wrapped = !rpc && !op.bare;
  const names = (direction: 'input' | 'output'): MessageNames => {
    const { action, name, parts } = given?.[direction] ?? {};
    return { ...named(direction), ...(action !== undefined ? { action } : {}), ...(name !== undefined ? { name } : {}), ...(parts !== undefined ? { parts } : {}) };
  };
  const named = (direction: 'input' | 'output'): MessageNames => {
    const message = given?.[direction]?.message ?? wsdl.messages[direction].replaceAll('{operation}', op.name);
    const part = given?.[direction]?.part;
    if (wrapped) return { message, part: part ?? 'parameters' };
    const values = direction === 'input' ? op.params : (op.results ?? [{ namespace: op.resultNamespace }]);
    if (part === undefined) return { message };
    if (rpc || values.length !== 1 || values[0]!.namespace === '')
      report(given!, `operation ${op.name}: the parts of its ${direction} message are its values, named after them; "part" names the one part of a wrapped message, or of a bare message of one element`);
    return { message, part };
  };
  return { name: given?.name ?? op.name, input: names('input'), ...(op.oneWay ? {} : { output: names('output') }), actions: given?.actions ?? wsdl.actions };
}

/**
 * An operation's action in each SOAP version's bindings: the one the spec gives for all, or each
 * version's own; namespace + name where it gives none.
 */
function operationActions(op: RawOperation, namespace: string, transports: readonly Transport[], report: (where: Located, message: string) => void): Record<SoapTransport, SoapActionModel> {
  const given = op.soapAction;
  const perVersion = given !== null && typeof given === 'object' ? given : { soap11: given, soap12: given };
  for (const t of given !== null && typeof given === 'object' ? (Object.keys(given) as SoapTransport[]) : [])
    if (!transports.includes(t)) report(op, `operation ${op.name}: soapAction ${t} names the action of bindings the service does not offer (transports)`);
  const action = (a: RawAction | undefined): SoapActionModel =>
    a === null ? { soapAction: '', soapActionUnnamed: true } : { soapAction: a ?? (namespace.endsWith('/') ? namespace + op.name : `${namespace}/${op.name}`) };
  return { soap11: action(perVersion.soap11), soap12: action(perVersion.soap12) };
}

const sameAction = (a: SoapActionModel, b: SoapActionModel): boolean => a.soapAction === b.soapAction && a.soapActionUnnamed === b.soapActionUnnamed;

/** The spec's transports, in the canonical order; all three when the spec names none. */
function resolveTransports(written: readonly string[] | undefined, where: Located | undefined, report: (where: Located, message: string) => void): Transport[] {
  if (!written) return [...TRANSPORTS];
  for (const t of written) {
    if (!(TRANSPORTS as readonly string[]).includes(t)) report(where!, `unknown transport "${t}" (${didYouMean(t, TRANSPORTS)}expected some of: ${TRANSPORTS.join(', ')})`);
  }
  const chosen = TRANSPORTS.filter((t) => written.includes(t));
  if (!chosen.some((t) => (SOAP_TRANSPORT_IDS as readonly Transport[]).includes(t)) && chosen.length) {
    report(where!, `transports must include ${listOf(SOAP_TRANSPORT_IDS, 'or')} (the WSDL describes the operations through a SOAP port type)`);
  }
  return chosen;
}

/**
 * The elements of a sequence, as the wire has them (a parameter's form names are not on the SOAP
 * wire: a request and a response may share an element): what a wrapper and an element of a plain type may share.
 */
function sequenceContent(fields: readonly FieldModel[]): string {
  return JSON.stringify(fields.map(({ description: _d, note: _n, ...wire }) => ({ ...wire, formNames: undefined })));
}

/**
 * The content of a body, header or fault element of a complex type that is a plain sequence of
 * elements (no base, attributes, choice or simple content), which a wrapper of the same elements
 * may share; undefined for any other element (a list, nillable, a scalar).
 */
function typedContent(f: FieldModel, types: readonly TypeModel[]): string | undefined {
  if (f.type.kind !== 'complex' || f.listItem !== undefined || f.repeated || f.nillable) return undefined;
  const t = types.find((x) => x.name === f.type.name);
  return t && plainContent(t);
}

/** A complex type's elements when it is a plain sequence of them (no base, attributes, choice or simple content). */
function plainContent(t: TypeModel): string | undefined {
  const plain = !t.base && !t.restricts && !t.content && !t.value && !t.anyAttribute && !t.abstract && t.attributes.length === 0 && !t.family;
  return plain ? sequenceContent(t.fields) : undefined;
}

/** What a wrapper element holds, as a key: two operations may share a wrapper element only when equal. */
function bodyContent(type: string | undefined, fields: readonly FieldModel[], content: readonly Particle[] | undefined): string {
  // Of its groups what is on the wire: which elements are alternatives, which may be absent or repeat (labels are not).
  const groups = choicesOf(content).map((c) => [c.required, c.repeated, c.sequence === true, c.alternatives.map((a) => a.map((f) => f.name))]);
  return `${type ?? ''} ${sequenceContent(fields)}${groups.length ? ` ${JSON.stringify(groups)}` : ''}`;
}
