/**
 * Sample values for any generated service, from its model: what a handler answers with (decoded
 * values, as the generated code types them) and what a client sends (text and nested objects, as
 * Python zeep takes them). Every field is filled, recursion stops at a depth, lists hold one item.
 */
import { SCALARS, type ScalarName } from 'soapgen/runtime/xml/scalars.js';
import { firstAlternativeFields, type Model, type ValueShape } from '../../generator/model.js';

/** Texts tried in order: the first one a scalar parses is its sample. */
const CANDIDATES = [
  '7',
  'true',
  '2026-11-22T07:30:00',
  '2026-11-22',
  '07:30:00',
  'P1D',
  'AQID',
  '0f8fad5b-d9cb-469f-a165-70867728950e',
  '---22',
  '--11-22',
  '--11',
  '2026-11',
  '2026',
  'http://example.org/x',
  'sample',
];

export function sampleText(scalar: ScalarName): string {
  const text = CANDIDATES.find((t) => SCALARS[scalar].parse(t) !== undefined);
  if (text === undefined) throw new Error(`no sample text for the scalar ${scalar}`);
  return text;
}

const MAX_DEPTH = 3;

function build(
  model: Model,
  shape: ValueShape,
  depth: number,
  scalar: (name: ScalarName) => unknown,
  list: (items: unknown[], shape: ValueShape) => unknown,
  valueKey = 'value',
): unknown {
  const one = (): unknown => {
    const type = shape.type;
    if (type.kind === 'scalar') return scalar(type.name);
    if (type.kind === 'simple') return model.simpleTypes.find((e) => e.name === type.name)!.values?.[0] ?? scalar(type.base);
    const t = model.types.find((x) => x.name === type.name)!;
    const fields = firstAlternativeFields(model, t).filter((f) => depth < MAX_DEPTH || (f.required && f.type.kind !== 'complex'));
    // Simple content and attributes are filled too: the text under `value` (zeep's `_value_1`).
    return Object.fromEntries([
      ...(t.value ? [[valueKey, build(model, { type: t.value }, depth + 1, scalar, list, valueKey)]] : []),
      ...fields.map((f) => [f.name, build(model, f, depth + 1, scalar, list, valueKey)]),
      ...t.attributes.map((a) => [a.name, build(model, { type: a.type }, depth + 1, scalar, list)]),
    ]);
  };
  // A list without a wrapper is a plain list on both sides (zeep too).
  if (shape.repeated) return [build(model, { type: shape.type }, depth + 1, scalar, list, valueKey)];
  if (shape.listItem === undefined) return one();
  return list([build(model, { type: shape.type }, depth + 1, scalar, list, valueKey)], shape);
}

/** A decoded value of the shape, as a handler returns it. */
export function handlerValue(model: Model, shape: ValueShape): unknown {
  return build(
    model,
    shape,
    0,
    (name) => SCALARS[name].parse(sampleText(name)),
    (items) => items,
  );
}

/** The value as zeep takes it: scalars as text, a list wrapper as { item: [...] }. */
export function zeepValue(model: Model, shape: ValueShape): unknown {
  return build(
    model,
    shape,
    0,
    (name) => sampleText(name),
    (items, s) => ({ [s.listItem!]: items }),
    '_value_1',
  );
}

/**
 * The value as a node-soap server's handler answers it: scalars as text, a list wrapper as
 * { item: [...] }, attributes under `attributes`, simple content as `$value` (filled as above).
 */
export function nodeSoapValue(model: Model, shape: ValueShape, depth = 0): unknown {
  const text = (type: ValueShape['type']): unknown => zeepValue(model, { type });
  const one = (): unknown => {
    const type = shape.type;
    if (type.kind !== 'complex') return text(type);
    const t = model.types.find((x) => x.name === type.name)!;
    const fields = firstAlternativeFields(model, t).filter((f) => depth < MAX_DEPTH || (f.required && f.type.kind !== 'complex'));
    return Object.fromEntries([
      ...(t.attributes.length > 0 ? [['attributes', Object.fromEntries(t.attributes.map((a) => [a.name, text(a.type)]))]] : []),
      ...(t.value ? [['$value', text(t.value)]] : []),
      ...fields.map((f) => [f.name, nodeSoapValue(model, f, depth + 1)]),
    ]);
  };
  // A list without a wrapper: a plain list.
  if (shape.repeated) return [nodeSoapValue(model, { type: shape.type }, depth + 1)];
  if (shape.listItem === undefined) return one();
  return { [shape.listItem]: [nodeSoapValue(model, { type: shape.type }, depth + 1)] };
}
