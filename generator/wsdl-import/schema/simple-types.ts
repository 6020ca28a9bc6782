/** Named and anonymous xs:simpleTypes: restrictions by facets (enumerations among them), lists and unions. */
import { FACET_NAMES } from '../../../runtime/xml/facets.js';
import { SCALARS, type ScalarName } from '../../../runtime/xml/scalars.js';
import { patternProblem } from '../../spec/xsd-pattern.js';
import { NS } from '../namespaces.js';
import type { QName, XmlElement } from '../xml.js';
import type { SchemaSet } from './context.js';
import type { SimpleDef, TextUse } from './declarations.js';

/** Facets the spec keeps (enumeration aside). */
const FACETS: ReadonlySet<string> = new Set(FACET_NAMES);

/**
 * What a simple type derives from and how: a restriction by facets (of a scalar or another
 * named simple type), a list or a union; undefined when the spec cannot express it (reported).
 */
export function simpleDef(schemas: SchemaSet, simple: XmlElement): SimpleDef | undefined {
  const cached = schemas.simpleDefs.get(simple);
  if (cached !== undefined || schemas.simpleDefs.has(simple)) return cached;
  if (schemas.deriving.has(simple)) {
    schemas.issues.add(simple, `simpleType ${simple.attr('name')} is derived from itself`);
    return undefined;
  }
  schemas.deriving.add(simple);
  const def = readSimpleDef(schemas, simple);
  schemas.deriving.delete(simple);
  schemas.simpleDefs.set(simple, def);
  return def;
}

/** Whether a simple type's values are QNames (xs:QName, xs:NOTATION, or a restriction of one). */
function isQNameUse(use: TextUse): boolean {
  if (use.kind === 'scalar') return SCALARS[use.name as ScalarName]?.qname === true;
  return use.def.kind === 'restriction' && isQNameUse(use.def.base);
}

const clark = (q: QName): string => `{${q.ns}}${q.local}`;

/** Whether a simple type's values are lists (an xs:list, or a restriction of one). */
export function isList(use: TextUse): boolean {
  if (use.kind === 'scalar' || use.def.kind === 'union') return false;
  return use.def.kind === 'list' || isList(use.def.base);
}

function readSimpleDef(schemas: SchemaSet, simple: XmlElement): SimpleDef | undefined {
  const { issues } = schemas;
  const name = simple.attr('name') ?? '(anonymous)';
  const [how, ...more] = simple.children.filter((c) => c.ns === NS.xsd && c.local !== 'annotation');
  if (!how || more.length) {
    issues.add(simple, `simpleType ${name}: expected one xs:restriction, xs:list or xs:union`);
    return undefined;
  }
  const named = (q: QName | undefined, at: XmlElement, what: string): TextUse | undefined => {
    if (!q) {
      const inline = at.children.some((c) => c.ns === NS.xsd && c.local === 'simpleType');
      issues.add(at, `simpleType ${name}: ${inline ? `an anonymous ${what} cannot be expressed in the spec; give it a named type` : `no ${what}`}`);
      return undefined;
    }
    const use = schemas.typeUse(q, at);
    if (use && use.kind !== 'scalar' && use.kind !== 'simple') {
      issues.add(at, `simpleType ${name}: its ${what} ${use.name} is a complex type`);
      return undefined;
    }
    return use;
  };
  if (how.local === 'list') {
    const item = named(how.qname('itemType'), how, 'item type');
    if (item?.kind === 'simple' && isList(item)) {
      issues.add(how, `simpleType ${name}: a list of lists (${item.name}) cannot be expressed in the spec`);
      return undefined;
    }
    return item && { kind: 'list', item };
  }
  if (how.local === 'union') {
    if (how.children.some((c) => c.ns === NS.xsd && c.local === 'simpleType')) {
      issues.add(how, `simpleType ${name}: an anonymous member type of xs:union cannot be expressed in the spec; give it a named type`);
      return undefined;
    }
    const written = (how.attr('memberTypes') ?? '').split(/\s+/).filter((m) => m !== '');
    const members = written.map((m) => named(how.resolve(m, 'memberTypes'), how, 'member type'));
    if (written.length === 0) issues.add(how, `simpleType ${name}: xs:union names no memberTypes`);
    return written.length && members.every((m) => m !== undefined) ? { kind: 'union', members: members as TextUse[] } : undefined;
  }
  if (how.local !== 'restriction') {
    issues.add(how, `simpleType ${name}: xs:${how.local} cannot be expressed in the spec (only xs:restriction, xs:list and xs:union)`);
    return undefined;
  }
  const base = named(how.qname('base'), how, 'base type');
  return base && restrictionDef(schemas, how, `simpleType ${name}`, base);
}

/**
 * An xs:restriction's enumeration and other facets narrowing `base`; undefined when the spec cannot
 * express them (reported). `others`: the children the caller reads itself (simple content's attributes).
 */
export function restrictionDef(
  schemas: SchemaSet,
  how: XmlElement,
  name: string,
  base: TextUse,
  others: ReadonlySet<string> = new Set(),
): SimpleDef | undefined {
  const { issues } = schemas;
  const values: string[] = [];
  const patterns: string[] = [];
  const facets: [string, string][] = [];
  let ok = true;
  const qnames = isQNameUse(base);
  for (const facet of how.children) {
    if (facet.ns !== NS.xsd || facet.local === 'annotation' || others.has(facet.local)) continue;
    const value = facet.attr('value') ?? '';
    // A QName's value is resolved where it is written, and kept as {namespace}local.
    if (facet.local === 'enumeration') values.push(qnames ? clark(facet.resolve(value, 'value')) : value);
    else if (facet.local === 'pattern') patterns.push(value);
    else if (FACETS.has(facet.local)) facets.push([facet.local, value]);
    else {
      issues.add(facet, `${name}: xs:${facet.local} cannot be expressed in the spec`);
      ok = false;
    }
  }
  // Each pattern must translate; several of one restriction are alternatives: one regular expression, each a group.
  for (const facet of how.children.filter((c) => c.ns === NS.xsd && c.local === 'pattern')) {
    const problem = patternProblem(facet.attr('value') ?? '');
    if (problem) {
      issues.add(facet, `${name}: pattern ${facet.attr('value') ?? ''} ${problem}`);
      ok = false;
    }
  }
  if (patterns.length) facets.push(['pattern', patterns.length === 1 ? patterns[0]! : patterns.map((p) => `(${p})`).join('|')]);
  if (values.includes('')) {
    issues.add(how, `${name}: an empty enumeration value cannot be expressed in the spec`);
    ok = false;
  }
  return ok ? { kind: 'restriction', base, ...(values.length ? { values } : {}), facets } : undefined;
}
