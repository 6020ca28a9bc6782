/** The views the help page templates render: the service page's and each operation page's. */
import type { FieldModel, Model, OperationModel, ParamModel, TypeModel, ValueShape } from '../../model.js';
import type { ModelIndex } from './model-index.js';
import { samples } from './samples.js';
import { SENTINEL } from './templates.js';

export function pageBase(model: Model): object {
  return { service: model.service, url: SENTINEL.url, links: SENTINEL.links, formStart: SENTINEL.formStart, formEnd: SENTINEL.formEnd };
}

/** Says how the HTTP POST form names a parameter when that is not just its name. */
function formNote(p: ParamModel): string {
  const [first, ...rest] = p.formNames;
  if (first === p.name && rest.length === 0) return '';
  return `HTTP POST form field ${first}` + (rest.length ? ` (also accepted: ${rest.join(', ')})` : '');
}

export function operationView(index: ModelIndex, op: OperationModel): object {
  const result = op.result;
  const resultType = result?.type.kind === 'complex' ? index.type(result.type.name) : undefined;
  const row = (f: FieldModel) => ({ name: f.name, type: index.displayType(f), required: f.required, description: f.description ?? '' });
  // A type's rows: its text (simple content), its fields, then its attributes as @name.
  const rows = (t: TypeModel) => [
    ...(t.value ? [{ name: '(text)', type: index.displayType({ type: t.value }), required: true, description: '' }] : []),
    ...t.fields.map(row),
    ...t.attributes.map((a) => ({
      name: `@${a.name}`,
      type: index.displayType({ type: a.type }),
      required: a.required,
      description: [a.description, a.default !== undefined ? `Default: ${a.default}.` : undefined].filter(Boolean).join(' '),
    })),
  ];
  return {
    ...pageBase(index.model),
    title: `${op.name} · ${index.model.service.name}`,
    operation: { name: op.name, description: op.description },
    httpPost: op.httpPost,
    params: op.params.map((p) => ({
      ...row(p),
      formName: p.formNames[0]!,
      formNote: formNote(p),
    })),
    result: result && {
      type: result.listItem !== undefined ? index.displayType(result) : result.type.name,
      description: resultType?.description,
      fields: resultType ? rows(resultType) : [],
    },
    results: op.results.map(row),
    oneWay: !op.response,
    requestHeaders: op.requestHeaders.map(row),
    responseHeaders: op.responseHeaders.map(row),
    faults: op.faults.map((f) => ({ name: f.name, type: index.displayType(f), description: f.description ?? '' })),
    nested: nestedTypes(index, op).map((t) => ({ name: t.name, description: t.description, fields: rows(t) })),
    samples: samples(index, op),
  };
}

/**
 * The complex types a reader meets below the parameters and the result, in the order first met
 * (depth first), each once: the help page shows their fields rather than leaving them to samples.
 */
function nestedTypes(index: ModelIndex, op: OperationModel): TypeModel[] {
  const result = op.result;
  const seen = new Set<string>(result?.type.kind === 'complex' && result.listItem === undefined ? [result.type.name] : []);
  const out: TypeModel[] = [];
  const visit = (shape: ValueShape): void => {
    if (shape.type.kind !== 'complex' || seen.has(shape.type.name)) return;
    seen.add(shape.type.name);
    const type = index.type(shape.type.name);
    out.push(type);
    type.fields.forEach(visit);
  };
  [...op.params, ...op.results, ...op.requestHeaders, ...op.responseHeaders, ...op.faults].forEach(visit);
  if (result?.listItem !== undefined) visit({ type: result.type });
  else if (result?.type.kind === 'complex') index.type(result.type.name).fields.forEach(visit);
  return out;
}
