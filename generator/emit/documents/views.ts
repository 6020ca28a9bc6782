/** The views the help page templates render: the service page's and each operation page's. */
import type { FieldModel, Model, OperationModel, ParamModel } from '../../model.js';
import type { ModelIndex } from './model-index.js';
import { samples } from './samples.js';
import { SENTINEL } from './templates.js';

export function pageBase(model: Model): object {
  return { service: model.service, url: SENTINEL.url, links: SENTINEL.links };
}

/** Says how the HTTP POST form names a parameter when that is not just its name. */
function formNote(p: ParamModel): string {
  const [first, ...rest] = p.formNames;
  if (first === p.name && rest.length === 0) return '';
  return `HTTP POST form field ${first}` + (rest.length ? ` (also accepted: ${rest.join(', ')})` : '');
}

export function operationView(index: ModelIndex, op: OperationModel): object {
  const resultType = op.result.type.kind === 'complex' ? index.type(op.result.type.name) : undefined;
  const row = (f: FieldModel) => ({ name: f.name, type: index.displayType(f), required: f.required, description: f.description ?? '' });
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
    result: {
      type: op.result.listItem !== undefined ? index.displayType(op.result) : op.result.type.name,
      description: resultType?.description,
      fields: resultType ? resultType.fields.map(row) : [],
    },
    samples: samples(index, op),
  };
}
