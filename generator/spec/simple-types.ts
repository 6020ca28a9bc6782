/**
 * Resolves the spec's simple types: enumerations, and registry scalars restricted by facets. Facets
 * must suit their base (ranges on numbers, lengths on text and binary data) and be values of it, and
 * a pattern must be a regular expression the runtime can run.
 */
import { SCALARS, type ScalarName } from '../../runtime/xml/scalars.js';
import type { SimpleTypeModel } from '../model.js';
import type { Located, RawType } from './read.js';

const NUMERIC = new Set(['number', 'bigint', 'Decimal']);
const NOT_MEASURED = new Set(['number', 'bigint', 'Decimal', 'boolean']);

export function resolveSimpleType(t: RawType, ts: string, report: (where: Located, message: string) => void): SimpleTypeModel | undefined {
  const description = t.description === undefined ? {} : { description: t.description };
  if (t.enum) return { name: t.name, ts, ...description, base: 'string', values: t.enum, facets: {} };
  const { base: written, baseAt, facets, facetsAt } = t.restriction!;
  const name = written.startsWith('xs:') ? written.slice(3) : written;
  if (!Object.hasOwn(SCALARS, name)) {
    report(baseAt, `simple type ${t.name}: base "${written}" is not a scalar (known: ${Object.keys(SCALARS).join(', ')})`);
    return undefined;
  }
  const base = name as ScalarName;
  const scalar = SCALARS[base];
  const ranges = (['minInclusive', 'maxInclusive', 'minExclusive', 'maxExclusive'] as const).filter((f) => facets[f] !== undefined);
  if (ranges.length && !NUMERIC.has(scalar.ts)) report(facetsAt, `simple type ${t.name}: ${ranges.join(', ')} apply to numeric bases only, not ${base}`);
  for (const facet of ranges) {
    if (NUMERIC.has(scalar.ts) && scalar.parse(facets[facet]!) === undefined) report(facetsAt, `simple type ${t.name}: ${facet} ${facets[facet]} is not a valid ${base}`);
  }
  const lengths = (['length', 'minLength', 'maxLength'] as const).filter((f) => facets[f] !== undefined);
  if (lengths.length && NOT_MEASURED.has(scalar.ts)) report(facetsAt, `simple type ${t.name}: ${lengths.join(', ')} apply to text and binary bases only, not ${base}`);
  if (facets.pattern !== undefined) {
    try {
      new RegExp(`^(?:${facets.pattern})$`, 'u');
    } catch (error) {
      report(facetsAt, `simple type ${t.name}: pattern ${facets.pattern} is not a regular expression soapgen can check (${(error as Error).message})`);
    }
  }
  return { name: t.name, ts, ...description, base, facets };
}
