/**
 * Simple types: their TypeScript aliases (a string union for an enumeration, the base's type for a
 * type restricted by facets, documented with its facets) and `simple-types.ts`, their codecs.
 */
import { FACET_NAMES } from '../../runtime/xml/facets.js';
import { SCALARS } from '../../runtime/xml/scalars.js';
import type { Model, SimpleTypeModel } from '../model.js';
import type { GeneratedFile } from './file.js';
import { doc, str } from './names.js';
import { importFrom, renderTs } from './typescript.js';

/** The facets of a simple type as people read them: `minInclusive 0`, `pattern [A-Z]{3}`. */
export function facetList(type: SimpleTypeModel): string[] {
  return FACET_NAMES.flatMap((facet) => (type.facets[facet] === undefined ? [] : [`${facet} ${type.facets[facet]}`]));
}

/** The facets as an object literal: `{ minInclusive: '0', maxLength: 5 }`. */
function facetsLiteral(type: SimpleTypeModel): string {
  const entries = FACET_NAMES.flatMap((facet) => {
    const value = type.facets[facet];
    return value === undefined ? [] : [`${facet}: ${typeof value === 'number' ? value : str(value)}`];
  });
  return `{ ${entries.join(', ')} }`;
}

/** `export type Colour = 'Red' | 'Green';`, `export type Percent = number;` with its facets in its comment. */
export function simpleTypeAlias(type: SimpleTypeModel): string {
  const facets = facetList(type);
  const comment = [...doc(type.description), ...(facets.length ? [`XML Schema ${type.base} restricted to: ${facets.join(', ')}.`] : [])];
  const ts = type.values ? type.values.map(str).join(' | ') : SCALARS[type.base].ts;
  return `\n${comment.length ? `/** ${comment.join(' ')} */\n` : ''}export type ${type.ts} = ${ts};`;
}

/** `simple-types.ts`, when the spec has simple types: their codecs, which refuse values outside them both ways. */
export function emitSimpleTypes(model: Model, runtime: string): GeneratedFile | undefined {
  if (model.simpleTypes.length === 0) return undefined;
  const restricted = model.simpleTypes.some((t) => !t.values);
  const entries = model.simpleTypes.map((t) =>
    t.values
      ? `  ${t.ts}: enumScalar<${t.ts}>(${str(t.name)}, [${t.values.map(str).join(', ')}]),`
      : `  ${t.ts}: restrictedScalar<${t.ts}>(${str(t.name)}, SCALARS.${t.base}, ${facetsLiteral(t)}),`,
  );
  return renderTs(model, 'simple-types.ts', [
    importFrom(`${runtime}xml/scalars.js`, [...(model.simpleTypes.some((t) => t.values) ? ['enumScalar'] : []), ...(restricted ? ['SCALARS'] : [])]),
    ...(restricted ? [importFrom(`${runtime}xml/facets.js`, ['restrictedScalar'])] : []),
    importFrom(
      './types.js',
      model.simpleTypes.map((t) => t.ts),
      true,
    ),
    `\n/** The codec of each simple type: values outside it are refused both ways. */\nexport const simpleTypes = {\n${entries.join('\n')}\n};`,
  ]);
}
