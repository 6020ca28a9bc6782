/**
 * The resolved model: what every emitter works from. Produced by `resolveSpec` after the spec file
 * has been parsed and validated, so emitters can trust every reference and never re-check the spec.
 */

import type { Transport } from '../runtime/binding.js';
import { SCALARS, type ScalarName } from '../runtime/xml/scalars.js';

export type { ScalarName, Transport };

/** Scalar XML Schema types the spec format supports, by their spec names (the runtime's registry). */
export const SCALAR_NAMES = Object.keys(SCALARS) as readonly ScalarName[];

export const TRANSPORTS: readonly Transport[] = ['soap11', 'soap12', 'httpPost'];

/** A value's type: a registry scalar, a spec enumeration (text on the wire) or a spec complex type. */
export type TypeRef =
  | { readonly kind: 'scalar'; readonly name: ScalarName }
  | { readonly kind: 'enum'; readonly name: string }
  | { readonly kind: 'complex'; readonly name: string };

/** Whether values of this type are text on the wire (a scalar or an enumeration). */
export const isSimple = (type: TypeRef): boolean => type.kind !== 'complex';

/**
 * The WSDL type of a list, as ASMX names it: `ArrayOf` + the item element name, capitalised for
 * scalars (ArrayOfString, ArrayOfInt) and as written for spec types (ArrayOftContinent).
 */
export function arrayTypeName(shape: ValueShape): string {
  const item = shape.listItem!;
  return `ArrayOf${shape.type.kind === 'scalar' ? item.charAt(0).toUpperCase() + item.slice(1) : item}`;
}

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
  /** nillable="true": the element may be `xsi:nil="true"`, which is `null` in TypeScript. */
  readonly nillable: boolean;
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

/** An enumeration: xs:restriction of xs:string with xs:enumeration values; a string union in TypeScript. */
export interface EnumModel {
  readonly name: string;
  readonly description?: string;
  readonly values: readonly string[];
}

/** The `<Op>Result` element: its value, whether it must be present, whether it may be nil. */
export interface ResultModel extends ValueShape {
  readonly required: boolean;
  readonly nillable: boolean;
  readonly description?: string;
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
  readonly result: ResultModel;
  /** Root element of the bare HTTP POST response. */
  readonly httpPostRoot: string;
  /** SOAP 1.1 SOAPAction (without quotes) and SOAP 1.2 action; "" means: route by the body element. */
  readonly soapAction: string;
  /** HTTP POST is offered when the service offers it and every parameter is simple (form fields are text). */
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
  /** The bindings the WSDL, server and client offer, in this order. */
  readonly transports: readonly Transport[];
}

export interface Model {
  /** The spec file as given (relative to the working directory); headers show it relative to the output folder. */
  readonly source: string;
  readonly service: ServiceModel;
  readonly types: readonly TypeModel[];
  readonly enums: readonly EnumModel[];
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
