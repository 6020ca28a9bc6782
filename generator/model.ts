/**
 * The resolved model: what every emitter works from. Produced by `resolveSpec` after the spec file
 * has been parsed and validated, so emitters can trust every reference and never re-check the spec.
 */

/** Scalar XML Schema types the spec format supports, by their spec names. */
export type ScalarName = 'int' | 'decimal' | 'string' | 'boolean';

export const SCALARS: readonly ScalarName[] = ['int', 'decimal', 'string', 'boolean'];

export type TypeRef =
  | { readonly kind: 'scalar'; readonly name: ScalarName }
  | { readonly kind: 'complex'; readonly name: string };

/** How a value sits in XML: a single element, or a list of item elements. */
export interface ValueShape {
  readonly type: TypeRef;
  /** Present for lists: the repeated element's name (the wrapper is the field's own element). */
  readonly listItem?: string;
}

export interface FieldModel extends ValueShape {
  readonly name: string;
  readonly description?: string;
  /** minOccurs="1": the element must be present. */
  readonly required: boolean;
  /** A note on a decision the spec made where the source document was silent. */
  readonly note?: string;
}

export interface TypeModel {
  readonly name: string;
  readonly description?: string;
  readonly base?: string;
  /** Every field, inherited ones first, in element order. */
  readonly fields: readonly FieldModel[];
}

export interface ParamModel extends FieldModel {
  /** The HTTP POST form field names accepted for this parameter; the first is the one documented. */
  readonly formNames: readonly string[];
}

export interface OperationModel {
  readonly name: string;
  readonly description?: string;
  /** The operation whose parameters come first (its request type is this one's base). */
  readonly base?: string;
  /** Every parameter, inherited ones first, in element order. */
  readonly params: readonly ParamModel[];
  /** Content of the `<Op>Result` element (SOAP) and of the HTTP POST root element. */
  readonly result: ValueShape;
  /** Root element of the bare HTTP POST response. */
  readonly httpPostRoot: string;
  /** SOAP 1.1 SOAPAction (without quotes) and SOAP 1.2 action. */
  readonly soapAction: string;
  /** HTTP POST is offered only when every parameter is a scalar (form fields are text). */
  readonly httpPost: boolean;
}

export interface ServiceModel {
  readonly name: string;
  readonly namespace: string;
  /** Path of the service resource, e.g. `/api/CRMTeeTimeAPI.asmx`. */
  readonly path: string;
  readonly description?: string;
  /** Where the spec writes the service's name, for issues about it. */
  readonly nameAt?: { readonly line: number; readonly column: number };
}

export interface Model {
  /** The spec file as given (relative to the working directory); headers show it relative to the output folder. */
  readonly source: string;
  readonly service: ServiceModel;
  readonly types: readonly TypeModel[];
  readonly operations: readonly OperationModel[];
}

/** The fields a type declares itself: those after its base's (TypeModel.fields lists inherited ones first). */
export function ownFields(model: Model, type: TypeModel): readonly FieldModel[] {
  const base = type.base ? model.types.find((t) => t.name === type.base) : undefined;
  return type.fields.slice(base?.fields.length ?? 0);
}

/** The parameters an operation adds to its base operation's (all of them without a base). */
export function ownParams(model: Model, op: OperationModel): readonly ParamModel[] {
  const base = op.base ? model.operations.find((o) => o.name === op.base) : undefined;
  return op.params.slice(base?.params.length ?? 0);
}
