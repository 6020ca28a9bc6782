/**
 * Stage 2: the shape-checked spec → the resolved model. Checks every reference (types, bases,
 * list items) and every name the generated code and WSDL would otherwise clash on.
 */
import { SCALARS, type FieldModel, type Model, type OperationModel, type ParamModel, type ScalarName, type TypeModel, type TypeRef, type ValueShape } from '../model.js';
import type { SpecIssue } from './errors.js';
import type { Located, RawField, RawOperation, RawSpec, RawType } from './read.js';

export function resolveSpec(raw: RawSpec, file: string, issues: SpecIssue[]): Model | undefined {
  const before = issues.length;
  const report = (where: Located, message: string): void => {
    issues.push({ file, line: where.line, column: where.column, message });
  };
  const rawTypes = new Map(raw.types.map((t) => [t.name, t]));

  const shape = (written: string, item: string | undefined, where: Located, what: string): ValueShape | undefined => {
    const isList = written.endsWith('[]');
    const name = isList ? written.slice(0, -2) : written;
    let type: TypeRef;
    if ((SCALARS as readonly string[]).includes(name)) type = { kind: 'scalar', name: name as ScalarName };
    else if (rawTypes.has(name)) type = { kind: 'complex', name };
    else {
      report(where, `${what} refers to unknown type "${name}" (known: ${[...SCALARS, ...rawTypes.keys()].join(', ')})`);
      return undefined;
    }
    if (item !== undefined && !isList) report(where, `${what} has "item" but is not a list (write "${name}[]")`);
    return isList ? { type, listItem: item ?? name } : { type };
  };

  const field = (f: RawField, owner: string): FieldModel | undefined => {
    const s = shape(f.type, f.item, f, `${owner}.${f.name}`);
    return s && { name: f.name, description: f.description, required: f.required, ...s };
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
    if (t.extends) {
      const base = rawTypes.get(t.extends);
      if (!base) report(t.extendsAt ?? t, `type ${t.name} extends unknown type "${t.extends}"`);
      else inherited = resolveType(base)?.fields ?? [];
    }
    const own = t.fields.map((f) => field(f, t.name)).filter((f): f is FieldModel => f !== undefined);
    for (const f of t.fields) {
      if (inherited.some((i) => i.name === f.name)) report(f, `field ${t.name}.${f.name} is already inherited from ${t.extends}`);
    }
    const model: TypeModel = { name: t.name, description: t.description, base: t.extends, fields: [...inherited, ...own] };
    resolving.delete(t.name);
    resolved.set(t.name, model);
    return model;
  };
  const types = raw.types.map(resolveType).filter((t): t is TypeModel => t !== undefined);

  const namespace = raw.service.namespace;
  const operations: OperationModel[] = [];
  // WSDL global elements: one per request, one per response, one per HTTP POST root type.
  const globalElements = new Map<string, string>();
  const rootShapes = new Map<string, { op: string; shape: string }>();
  // Parameters: an operation that extends another takes that one's parameters first.
  const rawOps = new Map(raw.operations.map((o) => [o.name, o]));
  const paramsCache = new Map<string, readonly ParamModel[]>();
  const inProgress = new Set<string>();
  const paramsOf = (op: RawOperation): readonly ParamModel[] => {
    const done = paramsCache.get(op.name);
    if (done) return done;
    if (inProgress.has(op.name)) {
      report(op.extendsAt ?? op, `operation ${op.name} extends itself through its bases`);
      return [];
    }
    inProgress.add(op.name);
    let inherited: readonly ParamModel[] = [];
    if (op.extends) {
      const base = rawOps.get(op.extends);
      if (!base) report(op.extendsAt ?? op, `operation ${op.name} extends unknown operation "${op.extends}"`);
      else inherited = paramsOf(base);
    }
    const params: ParamModel[] = [...inherited];
    const formNames = new Map<string, string>(inherited.flatMap((p) => p.formNames.map((n): [string, string] => [n.toLowerCase(), p.name])));
    for (const p of op.params) {
      if (inherited.some((i) => i.name === p.name)) report(p, `parameter ${op.name}.${p.name} is already inherited from ${op.extends}`);
      const f = field(p, op.name);
      if (!f) continue;
      const names = p.form ?? [p.name];
      for (const n of names) {
        const clash = formNames.get(n.toLowerCase());
        if (clash) report(p, `form name "${n}" of ${op.name}.${p.name} is already used by ${clash}`);
        formNames.set(n.toLowerCase(), p.name);
      }
      if (p.form && (f.type.kind !== 'scalar' || f.listItem)) report(p, `${op.name}.${p.name}: "form" names apply only to scalar parameters`);
      params.push({ ...f, formNames: names });
    }
    inProgress.delete(op.name);
    paramsCache.set(op.name, params);
    return params;
  };
  for (const op of raw.operations) {
    const params = paramsOf(op);
    const result = shape(op.result, undefined, op.resultAt, `result of ${op.name}`);
    if (!result) continue;
    if (result.type.kind === 'scalar') {
      report(op.resultAt, `result of ${op.name} must be a complex type or a list of one, not the scalar "${result.type.name}"`);
      continue;
    }
    const httpPostRoot = op.httpPostRoot ?? (result.listItem ? `ArrayOf${capitalize(result.listItem)}` : result.type.name);
    for (const element of [op.name, `${op.name}Response`]) {
      const clash = globalElements.get(element);
      if (clash) report(op, `operation ${op.name} needs the schema element ${element}, already used by ${clash}`);
      globalElements.set(element, `operation ${op.name}`);
    }
    const rootOwner = globalElements.get(httpPostRoot);
    if (rootOwner && rootOwner !== 'an HTTP POST root') report(op, `HTTP POST root ${httpPostRoot} of ${op.name} clashes with the schema element of ${rootOwner}`);
    globalElements.set(httpPostRoot, 'an HTTP POST root');
    const shapeText = result.listItem ? `${result.type.name}[] (item ${result.listItem})` : result.type.name;
    const earlier = rootShapes.get(httpPostRoot);
    if (earlier && earlier.shape !== shapeText) {
      report(op, `HTTP POST root ${httpPostRoot} of ${op.name} holds ${shapeText}, but ${earlier.op} uses the same root for ${earlier.shape}`);
    }
    rootShapes.set(httpPostRoot, earlier ?? { op: op.name, shape: shapeText });
    if (rawTypes.has(`${op.name}Request`)) report(op, `operation ${op.name} generates the TypeScript type ${op.name}Request, already a type in the spec`);
    operations.push({
      name: op.name,
      description: op.description,
      base: op.extends,
      params,
      result,
      httpPostRoot,
      soapAction: namespace.endsWith('/') ? namespace + op.name : `${namespace}/${op.name}`,
      httpPost: params.every((p) => p.type.kind === 'scalar' && !p.listItem),
    });
  }
  if (raw.operations.length === 0) report({ line: 1, column: 1 }, 'the spec has no operations');

  return issues.length > before ? undefined : { source: file, service: raw.service, types, operations };
}

function capitalize(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
