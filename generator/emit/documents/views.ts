/** What the help pages say about the service: the data the runtime renders them from. */
import type { FieldHelp, OperationHelp, ParamHelp, ServiceHelp, TypeHelp } from '../../../runtime/documents/help.js';
import { SOAP_TRANSPORT_IDS } from '../../../runtime/transports.js';
import {
  bindingOperations,
  declaredFaults,
  operationElements,
  ownAttributes,
  ownFields,
  ownParams,
  type AttributeModel,
  type ChoiceModel,
  type FieldModel,
  type Model,
  type OperationModel,
  type ParamModel,
  type Particle,
  type TypeModel,
  type ValueShape,
} from '../../model.js';
import type { ModelIndex } from './model-index.js';
import { samples } from './samples.js';

/** A field's row; what is false or empty is left out, as the runtime reads it. */
function row(index: ModelIndex, f: FieldModel): FieldHelp {
  return { name: f.name, type: index.displayType(f), ...(f.required ? { required: true } : {}), ...(f.description ? { description: f.description } : {}) };
}

function param(index: ModelIndex, p: ParamModel): ParamHelp {
  const named = p.formNames.length === 1 && p.formNames[0] === p.name;
  return { ...row(index, p), ...(named ? {} : { formNames: p.formNames }) };
}

/** The rows of a choice's elements, each saying which alternatives it is one of (optional: a message holds one alternative). */
function choiceRows(index: ModelIndex, choice: ChoiceModel): FieldHelp[] {
  const names = choice.alternatives.map((a) => a.map((f) => f.name).join(' + ')).join(', ');
  const what = choice.sequence
    ? `All of ${names} or none.`
    : choice.repeated
      ? `Any number of ${names.replaceAll(', ', ' or ')}, in any order.`
      : `${choice.required ? 'One' : 'At most one'} of ${names}.`;
  return choice.alternatives.flat().map((f) => {
    const description = [what, f.description].filter(Boolean).join(' ');
    return { name: f.name, type: index.displayType(f), description };
  });
}

/** An attribute's row: its type, whether it is required, its description and default. */
function attributeRow(index: ModelIndex, a: AttributeModel): FieldHelp {
  const description = [a.description, a.default !== undefined ? `Default: ${a.default}.` : undefined].filter(Boolean).join(' ');
  return { name: a.name, type: index.displayType({ type: a.type }), ...(a.required ? { required: true } : {}), ...(description ? { description } : {}) };
}

/** The rows of particles: each element's, each choice's elements' (saying which alternatives they are). */
function particleRows(index: ModelIndex, content: readonly Particle[]): FieldHelp[] {
  return content.flatMap((p) => (p.kind === 'element' ? [row(index, p.field)] : choiceRows(index, p.choice)));
}

/** A type's table: its own fields and attributes (its base's come from the base's table). */
function typeHelp(index: ModelIndex, t: TypeModel): TypeHelp {
  const fields = t.content ? particleRows(index, t.content) : ownFields(index.model, t).map((f) => row(index, f));
  const attributes = ownAttributes(index.model, t).map((a) => attributeRow(index, a));
  // xs:anyAttribute is a row of its own, `@*`, where the type declares it (derived types inherit it).
  const base = t.base === undefined ? undefined : index.type(t.base);
  if (t.anyAttribute && !base?.anyAttribute) attributes.push({ name: '*', type: `any attributes (${t.anyAttribute.namespace})` });
  const description = [t.description, t.all ? 'Its fields may come in any order.' : undefined].filter(Boolean).join(' ');
  return {
    ...(description ? { description } : {}),
    ...(t.base ? { base: t.base } : {}),
    ...(t.value ? { text: index.displayType({ type: t.value }) } : {}),
    ...(fields.length ? { fields } : {}),
    ...(attributes.length ? { attributes } : {}),
  };
}

function operationHelp(index: ModelIndex, op: OperationModel, tables: Set<string>): OperationHelp {
  const result = op.result;
  const table = result?.type.kind === 'complex' ? result.type.name : undefined;
  const types = nestedTypes(index, op).map((t) => t.name);
  for (const name of [...(table ? [table] : []), ...types]) tables.add(name);
  // The wrappers' attributes are rows of their own, `@name`, after the parameters and the results.
  const attributeRows = (attributes: OperationModel['requestAttributes']) => attributes.map((a) => attributeRow(index, { ...a, name: `@${a.name}` }));
  // Parameters in a choice have no form names: the operation is offered over SOAP only.
  const paramRows = op.paramContent ? particleRows(index, op.paramContent) : ownParams(index.model, op).map((p) => param(index, p));
  const params = [...paramRows, ...attributeRows(op.requestAttributes)];
  const list = <T>(key: string, items: readonly T[]): { [key: string]: readonly T[] } => (items.length ? { [key]: items } : {});
  return {
    name: op.name,
    ...(op.description ? { description: op.description } : {}),
    ...(op.base ? { base: op.base } : {}),
    ...(op.servedAs ? { servedAs: op.servedAs } : {}),
    ...(op.wsdl.name !== op.name ? { wsdl: { name: op.wsdl.name, portType: portTypeOf(index.model, op.name) } } : {}),
    ...list('params', params),
    ...(result ? { result: { type: result.listItem !== undefined ? index.displayType(result) : result.type.name, ...(table ? { table } : {}) } } : {}),
    ...list('results', [
      ...(op.resultContent ? particleRows(index, op.resultContent) : op.results.map((f) => row(index, f))),
      ...attributeRows(op.responseAttributes),
    ]),
    ...list(
      'requestHeaders',
      op.requestHeaders.map((f) => row(index, f)),
    ),
    ...list(
      'responseHeaders',
      op.responseHeaders.map((f) => row(index, f)),
    ),
    ...list(
      'faults',
      op.faults.map((f) => ({ name: f.name, type: index.displayType(f), ...(f.description ? { description: f.description } : {}) })),
    ),
    ...list('types', types),
    soapAction: op.soapAction,
    ...samples(index, op),
  };
}

export function serviceHelp(index: ModelIndex): ServiceHelp {
  const { service } = index.model;
  const tables = new Set<string>();
  const operations = index.model.operations.map((op) => operationHelp(index, op, tables));
  // A table's base types are shown through it.
  const withBases = (name: string): string[] => {
    const base = index.type(name).base;
    return [name, ...(base ? withBases(base) : [])];
  };
  const types = new Set([...tables].flatMap(withBases));
  return {
    name: service.name,
    namespace: service.namespace,
    ...(service.description ? { description: service.description } : {}),
    transports: service.transports,
    bindings: SOAP_TRANSPORT_IDS.filter((t) => service.transports.includes(t)).flatMap((t) =>
      service.wsdl.bindings[t].map((b) => {
        const path = b.ports[0]!.path;
        const offered = bindingOperations(service.wsdl, b);
        return {
          transport: t,
          name: b.name,
          ...(path !== service.path ? { path } : {}),
          ...(offered.length < index.model.operations.length ? { operations: offered } : {}),
        };
      }),
    ),
    ...(service.wsdl.targetNamespace !== service.namespace ? { wsdlNamespace: service.wsdl.targetNamespace } : {}),
    types: Object.fromEntries(index.model.types.filter((t) => types.has(t.name)).map((t) => [t.name, typeHelp(index, t)])),
    operations,
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
  [...operationElements(op), ...declaredFaults(op)].forEach(visit);
  if (result?.listItem !== undefined) visit({ type: result.type });
  else if (result?.type.kind === 'complex') index.type(result.type.name).fields.forEach(visit);
  return out;
}

/** The port type holding an operation: the one listing it, else the default one. */
function portTypeOf(model: Model, operation: string): string {
  const { wsdl } = model.service;
  return wsdl.portTypes.find((p) => p.operations.includes(operation))?.name ?? wsdl.portType;
}
