/** The spec's names for the WSDL's types: their XML names where free, else numbered or made up after what holds them. */
import type { XmlElement } from '../xml.js';
import type { ConvertContext } from './context.js';

export function ucfirst(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/**
 * The spec's name of a named type: its XML name, unless a type of another namespace has it
 * already; then the XML name numbered (`Address2`), the XML name kept as `xmlName`.
 */
export function keyOf(ctx: ConvertContext, name: string, decl: XmlElement): string {
  const reached = ctx.reached.get(decl)?.[0];
  if (reached !== undefined) return reached;
  const free = (key: string): boolean => (ctx.named.get(key) ?? decl) === decl && (key === name || !ctx.schemas.globals.declaresSpecTypeNamed(key));
  if (free(name)) return name;
  let n = 2;
  while (!free(`${name}${n}`)) n++;
  return `${name}${n}`;
}

/** Whether `name` can name this declaration in the spec: no other type has it. */
export function claimName(ctx: ConvertContext, name: string, decl: XmlElement): boolean {
  const other = ctx.named.get(name);
  if (other === undefined) ctx.named.set(name, decl);
  else if (other !== decl) {
    const { globals } = ctx.schemas;
    ctx.issues.add(
      decl,
      `type ${name} of ${globals.targetNamespace(decl) || 'no namespace'} has the name of type ${name} of ${globals.targetNamespace(other) || 'no namespace'}; the spec names types by their local names`,
    );
    return false;
  }
  return true;
}

/**
 * The spec's name for an element's anonymous type: the element's, else prefixed with what holds
 * it, else numbered; never the name of a type the schemas declare (the WSDL shows no name for it).
 */
export function anonymousName(ctx: ConvertContext, element: string, holder: string): string {
  const free = (name: string): boolean => !ctx.named.has(name) && !ctx.schemas.globals.declaresSpecTypeNamed(name);
  const held = `${holder}${ucfirst(element)}`;
  if (free(element)) return element;
  if (holder !== '' && free(held)) return held;
  let n = 2;
  while (!free(`${element}${n}`)) n++;
  return `${element}${n}`;
}
