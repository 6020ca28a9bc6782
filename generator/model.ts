/**
 * The resolved model: what every emitter works from. Produced by `resolveSpec` after the spec file
 * has been parsed and validated, so emitters can trust every reference and never re-check the spec.
 */

import { TRANSPORT_IDS, type SoapTransport, type Transport } from '../runtime/transports.js';
import type { Facets } from '../runtime/xml/facets.js';
import { SCALARS, type ScalarName } from '../runtime/xml/scalars.js';

export type { Facets, ScalarName, Transport };

/** Scalar XML Schema types the spec format supports, by their spec names (the runtime's registry). */
export const SCALAR_NAMES = Object.keys(SCALARS) as readonly ScalarName[];

/** The transports the spec format offers (the runtime's descriptors), in canonical order. */
export const TRANSPORTS = TRANSPORT_IDS;

/**
 * A value's type: a registry scalar, a spec simple type (an enumeration or a scalar restricted by
 * facets; text on the wire), a spec complex type, or xs:anyType (open content: any attributes and
 * children, the runtime's `AnyContent`).
 * `name` is the XML name (WSDL, help pages); `ts` the identifier generated code names it by.
 */
export type TypeRef =
  | { readonly kind: 'scalar'; readonly name: ScalarName }
  | {
      readonly kind: 'simple';
      readonly name: string;
      readonly ts: string;
      /** The registry scalar at the root of its derivation (of its items, for a list type). */
      readonly base: ScalarName;
      readonly enumeration: boolean;
      /** A list type: its values are arrays (a .NET reference type). */
      readonly list?: true;
    }
  | {
      readonly kind: 'complex';
      readonly name: string;
      readonly ts: string;
      /**
       * The types derived from it, when its hierarchy is polymorphic (`abstract` or `polymorphic`):
       * a value of it may be one of theirs, written with xsi:type and told apart by `$type`.
       */
      readonly derived?: readonly { readonly name: string; readonly ts: string; readonly namespace: string }[];
    }
  | AnyTypeRef;

export type AnyTypeRef = { readonly kind: 'any'; readonly name: 'anyType'; readonly ts: 'AnyContent' };

/** xs:anyType, the spec's `anyType`. */
export const ANY_TYPE: AnyTypeRef = { kind: 'any', name: 'anyType', ts: 'AnyContent' };

/** Whether values of this type are text on the wire (a scalar or a simple type). */
export const isSimple = (type: TypeRef): boolean => type.kind === 'scalar' || type.kind === 'simple';

/** A QName (or NOTATION): its text's prefix is resolved where it is read and declared where it is written. */
/** A QName (or NOTATION), or a simple type narrowing one: its text's prefix is declared where it is written. */
export const isQName = (type: TypeRef): boolean =>
  (type.kind === 'scalar' ? SCALARS[type.name].qname : type.kind === 'simple' && !type.list && SCALARS[type.base].qname) === true;

/** A .NET value type (an enumeration, a number, a date...): a bare result of it must be present, and a missing one is reported as such. */
export function isValueType(type: TypeRef): boolean {
  if (type.kind === 'simple') return !type.list && (type.enumeration || SCALARS[type.base].valueType);
  return type.kind === 'scalar' && SCALARS[type.name].valueType;
}

/**
 * The WSDL type of a list, as ASMX names it: `ArrayOf` + the item element name, capitalised for
 * scalars (ArrayOfString, ArrayOfInt) and as written for spec types (ArrayOftContinent).
 */
export function arrayTypeName(shape: ValueShape): string {
  const item = shape.listItem!;
  return `ArrayOf${shape.type.kind === 'scalar' || shape.type.kind === 'any' ? item.charAt(0).toUpperCase() + item.slice(1) : item}`;
}

/** Whether an element of this shape may carry xsi:nil (reference types in .NET terms). */
export function nillable(shape: ValueShape): boolean {
  return (
    shape.listItem !== undefined ||
    shape.type.kind === 'complex' ||
    shape.type.kind === 'any' ||
    (shape.type.kind === 'scalar' && !SCALARS[shape.type.name].valueType)
  );
}

/** Whether a list's items are nillable in the WSDL: as the spec says, else as .NET's reference types are. */
export function itemsNillable(shape: ValueShape): boolean {
  return shape.itemNillable ?? nillable({ type: shape.type });
}

/** How a value sits in XML: a single element, or a list of item elements. */
export interface ValueShape {
  readonly type: TypeRef;
  /** Present for lists: the repeated element's name (the wrapper is the field's own element). */
  readonly listItem?: string;
  /** A list's WSDL array type name where it is not arrayTypeName's (as the WSDL imported named it). */
  readonly listType?: string;
  /** A list's WSDL array type namespace where it is not its items' (the service's for items in none). */
  readonly listNamespace?: string;
  /** A wrapped list's items' nillable in the WSDL where it is not `nillable`'s of their type (as the WSDL imported declared them). */
  readonly itemNillable?: boolean;
  /**
   * A list without a wrapper (maxOccurs="unbounded"): the field's own element, repeated once per item.
   * With `listItem` too, a list of lists: each repeated element a list of `listItem` elements.
   */
  readonly repeated?: true;
  /** A list without a wrapper of at most this many items (maxOccurs="n"); unbounded when absent. */
  readonly maxOccurs?: number;
  /** A list without a wrapper of at least this many items (minOccurs="n", 2 or more; `required` is one). */
  readonly minOccurs?: number;
}

export interface FieldModel extends ValueShape {
  /** The element's name, also the TypeScript property's (quoted where it is not an identifier). */
  readonly name: string;
  /** The element's XML namespace: '' for an unqualified local element. */
  readonly namespace: string;
  /** A list's items' namespace where it is not its wrapper's ('' = unqualified items). */
  readonly itemNamespace?: string;
  /** The global element of its namespace and name (`ref=`), as one of another namespace than its holder's always is. */
  readonly ref?: true;
  /** A bare message's part of several: the part's name in the WSDL, where not its element's. */
  readonly part?: string;
  readonly description?: string;
  /** minOccurs="1": the element must be present. */
  readonly required: boolean;
  /** nillable="true": the element may be `xsi:nil="true"`, which is `null` in TypeScript. */
  readonly nillable: boolean;
  /** default="...": what an absent or empty element reads as, as written in the schema (simple types only). */
  readonly default?: string;
  /** fixed="...": the only value the element may hold, read for an absent or empty one and written when none is given. */
  readonly fixed?: string;
  /** A note on a decision the spec made where the source document was silent. */
  readonly note?: string;
  /**
   * An xs:any wildcard rather than an element: its value is the list of elements it admits (type
   * anyType, `repeated`); `name` is then only the TypeScript property's.
   */
  readonly wildcard?: WildcardModel;
}

/** An xs:any or xs:anyAttribute: which namespaces it admits and how strictly a validator checks what it admits. */
export interface WildcardModel {
  /** `##any`, `##other`, or a space-separated list of URIs, `##targetNamespace` and `##local`. */
  readonly namespace: string;
  readonly processContents: 'strict' | 'lax' | 'skip';
  /** xs:any only: minOccurs and maxOccurs (unbounded is Infinity). */
  readonly min: number;
  readonly max: number;
}

export interface TypeModel {
  /** The spec's name of the type, which references use; also its XML name (the WSDL's complexType) unless `xmlName` says otherwise. */
  readonly name: string;
  /** The XML name when it is not `name`: two types of one local name in two namespaces. */
  readonly xmlName?: string;
  /** The target namespace the type belongs to (the schema that declares it); '' for none (a schema without a targetNamespace). */
  readonly namespace: string;
  /** The TypeScript interface's name; its codecs are encode<ts> and decode<ts>. */
  readonly ts: string;
  readonly description?: string;
  /** The XML name of the base type. */
  readonly base?: string;
  /**
   * The XML name of the type this one restricts (xs:complexContent/xs:restriction): in TypeScript
   * and on the wire a type of its own, whose fields are some of that one's, as written.
   */
  readonly restricts?: string;
  /**
   * Every field, inherited ones first, in element order: the elements of its own object, a choice's
   * alternatives among them (each optional, as it is from outside the choice). A repeated choice's
   * elements are not fields: they are the items of its list.
   */
  readonly fields: readonly FieldModel[];
  /**
   * The type's own content when it holds more than a sequence of elements (a choice, an optional
   * sequence): its particles in schema order. Absent, the own fields are a plain sequence.
   */
  readonly content?: readonly Particle[];
  /** xs:all: the own fields may come in any order (they are written in schema order). */
  readonly all?: true;
  /** abstract="true": a value of it is always one of a derived type's (polymorphic). */
  readonly abstract?: true;
  /** Its values are SOAP-encoded: the encoded operations' messages hold it (a type is of one use, as its codecs are). */
  readonly encoded?: true;
  /**
   * The XML names of every type of its polymorphic hierarchy it may stand for (its own and its
   * descendants'): its TypeScript `$type`. Absent outside polymorphic hierarchies.
   */
  readonly family?: readonly string[];
  /** Every attribute, inherited ones first. */
  readonly attributes: readonly AttributeModel[];
  /** Simple content (xs:simpleContent): the type of the element's text, the TypeScript property `value`. Then there are no fields. */
  readonly value?: TypeRef;
  /** xs:anyAttribute: attributes of other names, the TypeScript property `anyAttributes` (inherited like attributes). */
  readonly anyAttribute?: WildcardModel;
  /**
   * An anonymous type: the WSDL declares it inline in the element that has it (`name` is the spec's
   * and TypeScript's only). Its elements all have one name and namespace, and `namespace` is the
   * schema that element is declared in.
   */
  readonly anonymous?: true;
}

/** One part of a type's content: an element, or a choice among alternatives. */
export type Particle = { readonly kind: 'element'; readonly field: FieldModel } | { readonly kind: 'choice'; readonly choice: ChoiceModel };

/**
 * An xs:choice: one of its alternatives, each one element or a sequence of elements. In TypeScript
 * a union (`ts`) of objects that each give one alternative's properties and leave the others'
 * undefined. An optional sequence (xs:sequence minOccurs="0") is a choice of one alternative that
 * may be absent: all of its elements or none.
 */
export interface ChoiceModel {
  /** The spec's label: for a repeated choice, the property holding its list. */
  readonly name: string;
  /** The TypeScript union's name: `<Type><Label>`. */
  readonly ts: string;
  /**
   * Each alternative's elements in order; an element chosen must be present (`required`), a
   * sequence's elements are as written.
   */
  readonly alternatives: readonly (readonly FieldModel[])[];
  /** minOccurs="1": one alternative must be given. */
  readonly required: boolean;
  /** maxOccurs="unbounded": a list of alternatives in any mix, each one element. */
  readonly repeated: boolean;
  /** Written as xs:sequence minOccurs="0" (one alternative, all or nothing). */
  readonly sequence?: true;
  /**
   * Per alternative, its particles in schema order where it holds a group (a sequence holding a
   * choice); `alternatives` then lists its elements, those of the groups optional. Absent (or null
   * for an alternative), the alternative is a plain sequence of its elements.
   */
  readonly alternativeContent?: readonly (readonly Particle[] | null)[];
  readonly description?: string;
}
/** The TypeScript property holding a type's xs:anyAttribute attributes. */
export const ANY_ATTRIBUTES = 'anyAttributes';

/** An xs:attribute of a complex type: a scalar or simple type, in the start tag of the type's element. */
export interface AttributeModel {
  /** The attribute's name, also the TypeScript property's. */
  readonly name: string;
  /** '' (unqualified, the default) or the type's target namespace (qualified). */
  readonly namespace: string;
  readonly type: TypeRef;
  /** use="required". */
  readonly required: boolean;
  /** default="...": the value an absent attribute has, as written in the schema. */
  readonly default?: string;
  /** fixed="...": the only value the attribute may have, read for an absent one and always written. */
  readonly fixed?: string;
  readonly description?: string;
}

/**
 * A simple type: an xs:restriction of a registry scalar or of another simple type (`restricts`), or
 * an xs:list of one (`item`). An enumeration of a text or number base is a union of literals in
 * TypeScript; any other restriction is its base's TypeScript type; a list is an array of its items'.
 */
export interface SimpleTypeModel {
  /** The spec's name, which references use; also the XML name (the WSDL's simpleType) unless `xmlName` says otherwise. */
  readonly name: string;
  /** The XML name when it is not `name`. */
  readonly xmlName?: string;
  /** The target namespace of the schema that declares it. */
  readonly namespace: string;
  /** The TypeScript type alias's name. */
  readonly ts: string;
  readonly description?: string;
  /** The registry scalar at the root of its derivation (of its items, for a list type). */
  readonly base: ScalarName;
  /** The simple type it restricts, by XML name, whose facets apply too; absent when it restricts `base` (or is a list). */
  readonly restricts?: string;
  /** A list type (xs:list): the type of its items, a scalar or another simple type (not a list). */
  readonly item?: TypeRef;
  /** A union type (xs:union): its member types, scalars or simple types; its values are their texts (base string). */
  readonly members?: readonly TypeRef[];
  /** Its own xs:enumeration values, as written. */
  readonly values?: readonly string[];
  /** Its own facets (enumeration aside). */
  readonly facets: Facets;
  /** An anonymous simple type: the WSDL declares it inline in the element that has it. */
  readonly anonymous?: true;
}

/** The one result element of a response wrapper: its name, its value, whether it must be present, whether it may be nil. */
export interface ResultModel extends ValueShape {
  /** The element's name: `<Op>Result` by default (ASMX's), `return` in JAX-WS services. */
  readonly name: string;
  /** The element's namespace: the service's unless given ('' = unqualified, as rpc parts and JAX-WS's `return` are). */
  readonly namespace: string;
  readonly required: boolean;
  readonly nillable: boolean;
  readonly description?: string;
}

export interface ParamModel extends FieldModel {
  /** The HTTP POST form field names accepted for this parameter; the first is the one documented. */
  readonly formNames: readonly string[];
}

/** An operation's action in the bindings of one SOAP version. */
export type SoapActionModel = Pick<OperationModel, 'soapAction' | 'soapActionUnnamed'>;

/** The action of an operation's bindings of a SOAP version. */
export function soapActionOf(op: OperationModel, transport: SoapTransport): SoapActionModel {
  return (transport === 'soap12' ? op.soap12Action : undefined) ?? op;
}

export interface OperationModel {
  /** The XML name: the request element, the SOAPAction's last part, the help page's title. */
  readonly name: string;
  /** The stem of its TypeScript names: `<ts>Request`, its codecs, its binding constant. */
  readonly ts: string;
  /** The handler's and the client's method. */
  readonly method: string;
  readonly description?: string;
  /** The operation whose parameters come first (its request type is this one's base), by XML name. */
  readonly base?: string;
  /**
   * An earlier operation of the same request (element and content), by XML name: requests cannot
   * tell the two apart, so the server answers this one's as that one's and has no method for it.
   */
  readonly servedAs?: string;
  /** Its SOAP binding style: the service's unless the spec gives the operation its own. */
  readonly style: 'document' | 'rpc';
  /** How its rpc messages are written (see ServiceModel.use): the service's unless the spec gives the operation its own. */
  readonly use: 'literal' | 'encoded';
  /** The request's body element, whose children are the parameters (bare: the one parameter's element). */
  readonly request: WrapperModel;
  /**
   * document/literal bare: no wrappers; the Body's children are the parameters (none: an empty
   * Body) and the result's element or the results (none: an empty Body), each an element of the
   * service's namespace or unqualified. `request.element` is the first parameter's ('' for none).
   */
  readonly bare: boolean;
  /** The response's body element; absent for a one-way operation (answered by HTTP 202 without a body). */
  readonly response?: WrapperModel;
  /** Every parameter, inherited ones first, in element order (a choice's alternatives among them, optional, as in TypeModel.fields). */
  readonly params: readonly ParamModel[];
  /** The own parameters' particles when they hold a choice or an optional sequence (as TypeModel.content); absent, a plain sequence. */
  readonly paramContent?: readonly Particle[];
  /**
   * The response wrapper's one result element (SOAP), whose content is also the HTTP POST root's.
   * Absent when the wrapper's children are `results` (several result elements, or none).
   */
  readonly result?: ResultModel;
  /** The response wrapper's elements when there is no single `result`: the handler returns them as one object; none is a void result. */
  readonly results: readonly FieldModel[];
  /** The results' particles when they hold a choice or an optional sequence (as TypeModel.content). */
  readonly resultContent?: readonly Particle[];
  /** Root element of the bare HTTP POST response; present when the operation has a single result. */
  readonly httpPostRoot?: string;
  /** SOAP 1.1 SOAPAction (without quotes) and SOAP 1.2 action, of the SOAP 1.1 bindings alone where `soap12Action` is set; "" means: route by the body element. */
  readonly soapAction: string;
  /** The WSDL's soap:operation has no soapAction attribute (clients then send ""), where "" writes soapAction="". */
  readonly soapActionUnnamed?: true;
  /** The SOAP 1.2 bindings' action, where it is not the SOAP 1.1 bindings'. */
  readonly soap12Action?: SoapActionModel;
  /**
   * HTTP POST is offered when the service offers it, every parameter is simple (form fields are
   * text), no request header is required (a form cannot carry one) and the operation answers with
   * a single result (the root element's content).
   */
  readonly httpPost: boolean;
  /** SOAP header blocks the request may carry, each an element of the service's namespace, in order. */
  readonly requestHeaders: readonly HeaderModel[];
  /** SOAP header blocks the response may carry. */
  readonly responseHeaders: readonly HeaderModel[];
  /** Declared faults, each a detail element of the service's namespace or another. */
  readonly faults: readonly FaultModel[];
  /** Attributes of the request wrapper element: properties of the request beside the parameters. */
  readonly requestAttributes: readonly AttributeModel[];
  /** Attributes of the response wrapper element: properties of the results (an operation with them answers `results`). */
  readonly responseAttributes: readonly AttributeModel[];
  /**
   * Its body messages' WSDL names (not on the wire; proxies name request and response classes after
   * them); no output when one-way. `name`: its name in its port type and bindings (its key unless
   * another port type's operation has the key's name). `actions`: the namespace its WS-Addressing actions are written in.
   */
  readonly wsdl: { readonly name: string; readonly input: MessageNames; readonly output?: MessageNames; readonly actions: ActionStyle };
}

/**
 * A body message's WSDL name and the name of its one part where the part's name is its own: a
 * wrapped message's (`parameters` by default), or a bare message's of one element part where it
 * is not the element's name. The other parts (rpc, bare) are named after their values.
 */
export interface MessageNames {
  readonly message: string;
  readonly part?: string;
  /** The WS-Addressing action its port type's input or output names (wsam:Action), where the spec gives one. */
  readonly action?: string;
  /** The port type's wsdl:input or wsdl:output `name`, where the spec gives one (the default WS-Addressing action ends with it). */
  readonly name?: string;
  /** Its parts in order, where it holds in-band header parts and the spec gives an order (default: the body's, then the headers'). */
  readonly parts?: readonly string[];
}

/**
 * A SOAP header block: its element (`name`) and value, and the WSDL message and part that declare it
 * (not on the wire; proxies generated from the WSDL name their header members after them).
 */
export interface HeaderModel extends FieldModel {
  readonly wsdl: { readonly message: string; readonly part: string };
  /**
   * Its header faults (soap:headerfault): the header blocks a fault response carries when this block
   * could not be processed, each with the class a handler throws (its `wsdl.name` is the element's).
   */
  readonly faults?: readonly FaultModel[];
}

/** An operation's header faults, of its request's and its response's header blocks, in order. */
export function headerFaultsOf(op: Pick<OperationModel, 'requestHeaders' | 'responseHeaders'>): readonly FaultModel[] {
  return [...op.requestHeaders, ...op.responseHeaders].flatMap((h) => h.faults ?? []);
}

/** Every fault an operation declares: its own (by detail element), then its headers' (header faults). */
export function declaredFaults(op: Pick<OperationModel, 'faults' | 'requestHeaders' | 'responseHeaders'>): readonly FaultModel[] {
  return [...op.faults, ...headerFaultsOf(op)];
}

/**
 * A body element of a wrapped message: its name (by default the operation's, or `<Op>Response`) and
 * the name of the WSDL complexType it has, when it has a named one (JAX-WS and WCF write
 * `<element name="getQuote" type="tns:getQuote"/>`); an anonymous type otherwise, as ASMX writes.
 */
export interface WrapperModel {
  readonly element: string;
  readonly type?: string;
  /**
   * Bare: the namespace of the first part's element when it is not the service's ('' = unqualified,
   * a part declared by type=). A wrapped response: its element's namespace when not the service's.
   */
  readonly namespace?: string;
}

/** A declared fault: its detail element (`name`, `type`) and the generated class (`ts`) a handler throws. */
export interface FaultModel extends ValueShape {
  readonly name: string;
  /** The detail element's namespace: the service's unless the spec gives another. */
  readonly namespace: string;
  readonly ts: string;
  readonly description?: string;
  /**
   * The names of its wsdl:fault, message and part in the WSDL (not on the wire; proxies name fault
   * classes after them), and the WS-Addressing action its wsdl:fault names, where the spec gives one.
   */
  readonly wsdl: { readonly name: string; readonly message: string; readonly part: string; readonly action?: string };
  /** A header fault: its element is a header block of the fault response, not its detail (SOAP 1.1 §4.4: a fault about a header has no detail). */
  readonly header?: true;
}

export interface ServiceModel {
  readonly name: string;
  /** The target namespace of the operations' elements, headers and faults (and of types by default). */
  readonly namespace: string;
  /** Every target namespace with its schema's settings, the service's first. */
  readonly schemas: readonly SchemaModel[];
  /** Path of the service resource, e.g. `/api/CRMTeeTimeAPI.asmx`. */
  readonly path: string;
  /**
   * The SOAP binding style the WSDL describes. rpc: each message's parts are the wrapper's children
   * (the wrapper is the operation's name and `<Op>Response` in the service's namespace), by default
   * unqualified; on the wire this is a wrapped message like document/literal's.
   */
  readonly style: 'document' | 'rpc';
  /**
   * How an rpc service's messages are written (an operation may write its own otherwise). encoded: SOAP encoding as PHP's SoapServer and Axis
   * write it: every part and value element says its type (`xsi:type`), the wrappers carry
   * `soap:encodingStyle` (SOAP 1.1), and requests may share values through `href`/`id`.
   */
  readonly use: 'literal' | 'encoded';
  /**
   * Which SOAP encoding an encoded service writes and reads: SOAP 1.1's (section 5), or SOAP 1.2's
   * (Part 2 section 3: enc:itemType/enc:arraySize arrays, enc:ref/enc:id references), which needs
   * SOAP 1.2 messages, so the service offers no SOAP 1.1.
   */
  readonly encoding: 'soap11' | 'soap12';
  /**
   * rpc: the wrappers are in no namespace (the WSDL's soap:body names none). zeep sends them so,
   * node-soap in the WSDL's targetNamespace, the service's: the server reads both.
   */
  readonly unqualifiedWrappers: boolean;
  readonly description?: string;
  /** Where the spec writes the service's name, for issues about it. */
  readonly nameAt?: { readonly line: number; readonly column: number };
  /** The bindings the WSDL, server and client offer, in this order. */
  readonly transports: readonly Transport[];
  /** The generated names derived from the service's: `<Name>Handler`, `<Name>Client`, `create<Name>Service`. */
  readonly ts: { readonly handler: string; readonly client: string; readonly factory: string };
  /** Names of the served WSDL's own parts, defaults filled in. */
  readonly wsdl: WsdlNames;
}

/** One target namespace: one xs:schema in the WSDL. */
export interface SchemaModel {
  /** The target namespace; '' for a schema without one, whose local elements are in no namespace. */
  readonly namespace: string;
  /** elementFormDefault: whether local elements are in the target namespace by default. */
  readonly elementsQualified: boolean;
  /** attributeFormDefault: whether attributes are in the target namespace by default. */
  readonly attributesQualified: boolean;
  /** The spec's `schemas` names it: the WSDL declares its schema even when it holds nothing (as the WSDL it was imported from did). */
  readonly listed: boolean;
}

/**
 * Names the WSDL gives its port type, SOAP bindings, ports and messages. They never reach the wire,
 * but proxies generated from the WSDL (wsimport, svcutil, wsdl.exe) name their classes after them.
 * Defaults are ASMX's: `<Service>Soap`, `<Service>Soap12`, `{operation}SoapIn`/`{operation}SoapOut`.
 */
export interface WsdlNames {
  /** The definitions' target namespace, of the messages, port type, bindings and services: the service's unless given. */
  readonly targetNamespace: string;
  /** The definitions' name= (proxy generators may name the service after it); none unless given. */
  readonly name?: string;
  /** The definitions' own wsdl:documentation: the service's description unless given ('' for none). */
  readonly documentation?: string;
  /** The default port type's name: of every operation no other port type holds. */
  readonly portType: string;
  /**
   * The port types the WSDL declares, each with its operations (by name), in order: usually the
   * default one alone; several where the WSDL's bindings offer different sets of operations.
   */
  readonly portTypes: readonly WsdlPortType[];
  /**
   * Per transport its bindings: usually one; more where a WSDL offers one wire under several
   * bindings (WCF's, told apart by their policies), or bindings of several port types.
   */
  readonly bindings: Readonly<Record<SoapTransport, readonly WsdlBinding[]>>;
  /** Message names with `{operation}` standing for the operation's name. */
  readonly messages: { readonly input: string; readonly output: string };
  /** The namespace of the WS-Addressing actions the operations name (`action` of their messages): wsam unless given; an operation may say another. */
  readonly actions: ActionStyle;
  /** The schema publishing the .NET scalars (guid, char; WCF's duration too): ASMX's unless given. */
  readonly microsoftTypes: MicrosoftTypes;
  /**
   * How the WSDL is served: `single`, one document; `wcf`, as WCF publishes it (`?wsdl`, the
   * contract at `?wsdl=wsdl0`, a schema per namespace at `?xsd=xsdN`, all in one at `?singleWsdl`).
   */
  readonly documents: WsdlDocuments;
  /**
   * Further wsdl:service elements, each holding some of the ports (those whose `service` it is, by
   * name, in the WSDL's order), as a WSDL publishing a SOAP 1.1 service and a SOAP 1.2 one of the
   * same port type does; the service itself holds the others. Usually none.
   */
  readonly services: readonly { readonly name: string; readonly ports: readonly string[] }[];
}

/**
 * The WS-Addressing namespaces whose `Action` attribute names a port type message's action, by the
 * spec's name for each: the W3C metadata's (wsam), the W3C WSDL binding's (wsaw, WCF's), the 2004
 * submission's (wsa) and WS-Addressing 1.0's core one (wsa10, which Axis2 writes). Proxy generators
 * read them differently (wsimport annotates only wsam's; wsdl2h reads all but the 2004 submission's).
 */
export const ACTION_NAMESPACES = {
  wsam: 'http://www.w3.org/2007/05/addressing/metadata',
  wsaw: 'http://www.w3.org/2006/05/addressing/wsdl',
  wsa: 'http://schemas.xmlsoap.org/ws/2004/08/addressing',
  wsa10: 'http://www.w3.org/2005/08/addressing',
} as const;
export type ActionStyle = keyof typeof ACTION_NAMESPACES;

/**
 * The schemas publishing the .NET scalars that XML Schema lacks, by the spec's name for each:
 * ASMX's (`s1:guid`, `s1:char`) and WCF's serialization schema (`ser:guid`, `ser:char`, and
 * `ser:duration` for TimeSpan where ASMX writes `s:duration`), with the scalars each publishes.
 */
export const MICROSOFT_TYPES = {
  asmx: { namespace: 'http://microsoft.com/wsdl/types/', scalars: ['guid', 'char'] },
  wcf: { namespace: 'http://schemas.microsoft.com/2003/10/Serialization/', scalars: ['guid', 'char', 'duration'] },
} as const;
export type MicrosoftTypes = keyof typeof MICROSOFT_TYPES;

/** The ways of serving the WSDL (see WsdlNames.documents). */
export const WSDL_DOCUMENTS = { single: {}, wcf: {} } as const;
export type WsdlDocuments = keyof typeof WSDL_DOCUMENTS;

/** The namespace of the schema WCF imports a contract's schemas in (its WSDL's types): the contract's, `/Imports` added. */
export function wcfImportsNamespace(contract: string): string {
  return `${contract}${contract.endsWith('/') ? '' : '/'}Imports`;
}

/** A port type: its name and the operations it holds, in operation order. */
export interface WsdlPortType {
  readonly name: string;
  readonly operations: readonly string[];
}

/** A SOAP binding of a port type and its ports. */
export interface WsdlBinding {
  readonly name: string;
  readonly portType: string;
  /** Usually one port; more where the binding has several addresses (HTTP and HTTPS, other paths). */
  readonly ports: readonly WsdlPort[];
}

/**
 * A port: its name, its path, the service's unless it has one of its own (where the server answers
 * it too), and the further wsdl:service holding it, if any. A port's name is unique within its
 * wsdl:service only, so (service, name) identifies it.
 */
export interface WsdlPort {
  readonly name: string;
  readonly path: string;
  readonly service?: string;
}

/** The operations a binding offers: its port type's. */
export function bindingOperations(wsdl: WsdlNames, binding: WsdlBinding): readonly string[] {
  return wsdl.portTypes.find((p) => p.name === binding.portType)?.operations ?? [];
}

export interface Model {
  /** The spec file as given (relative to the working directory); headers show it relative to the output folder. */
  readonly source: string;
  readonly service: ServiceModel;
  readonly types: readonly TypeModel[];
  readonly simpleTypes: readonly SimpleTypeModel[];
  readonly operations: readonly OperationModel[];
  /** Global elements no message names, declared in the WSDL all the same (an imported WSDL's, kept for its proxies). */
  readonly elements: readonly FieldModel[];
}

/** The XML name of a spec type or simple type. */
export function xmlNameOf(type: { readonly name: string; readonly xmlName?: string }): string {
  return type.xmlName ?? type.name;
}

/** The TypeScript name of a type's base (its XML name is `type.base`). */
export function baseTs(model: Model, type: TypeModel): string | undefined {
  return type.base === undefined ? undefined : model.types.find((t) => t.name === type.base)!.ts;
}

/** The TypeScript stem of an operation's base operation. */
export function baseOperationTs(model: Model, op: OperationModel): string | undefined {
  return op.base === undefined ? undefined : model.operations.find((o) => o.name === op.base)!.ts;
}

/** The fields a type declares itself: those after its base's (TypeModel.fields lists inherited ones first). */
export function ownFields(model: Model, type: TypeModel): readonly FieldModel[] {
  const base = type.base ? model.types.find((t) => t.name === type.base) : undefined;
  return type.fields.slice(base?.fields.length ?? 0);
}

/** The choices among a type's own particles. */
export function ownChoices(type: TypeModel): readonly ChoiceModel[] {
  return choicesOf(type.content);
}

/** The choices among particles (a type's, an operation's parameters' or results'). */
export function choicesOf(content: readonly Particle[] | undefined): readonly ChoiceModel[] {
  return (content ?? []).flatMap((p) => (p.kind === 'choice' ? [p.choice] : []));
}

/** The choices among particles and, within them, those their alternatives hold, outer ones first. */
export function allChoicesOf(content: readonly Particle[] | undefined): readonly ChoiceModel[] {
  return choicesOf(content).flatMap((c) => [c, ...(c.alternativeContent ?? []).flatMap((a) => allChoicesOf(a ?? undefined))]);
}

/** Every element of the choices among particles, each alternative's (a repeated choice's items too). */
export function alternativeFields(content: readonly Particle[] | undefined): readonly FieldModel[] {
  return choicesOf(content).flatMap((c) => c.alternatives.flat());
}

/** Every element of an operation's wrappers and header blocks, its choices' alternatives too (a repeated choice's items). */
export function operationElements(op: OperationModel): readonly FieldModel[] {
  return [
    ...op.params,
    ...op.results,
    ...alternativeFields(op.paramContent),
    ...alternativeFields(op.resultContent),
    ...op.requestHeaders,
    ...op.responseHeaders,
  ];
}

/** Whether an operation's request, or its results, is a union: its particles hold a choice that is not a list. */
export function isUnionContent(content: readonly Particle[] | undefined): boolean {
  return choicesOf(content).some((c) => !c.repeated);
}

/** Whether a type's TypeScript form is a union: it or a base has a choice that is not a list. */
export function isUnionType(model: Model, type: TypeModel): boolean {
  if (isUnionContent(type.content)) return true;
  const base = type.base === undefined ? undefined : model.types.find((t) => t.name === type.base);
  return base !== undefined && isUnionType(model, base);
}

/** A type's fields with, of each of its (and its bases') choices, the first alternative's only: what a sample value gives. */
export function firstAlternativeFields(model: Model, type: TypeModel): readonly FieldModel[] {
  const choices: ChoiceModel[] = [];
  for (let t: TypeModel | undefined = type; t; t = t.base === undefined ? undefined : model.types.find((x) => x.name === t!.base))
    choices.push(...ownChoices(t));
  return firstAlternatives(type.fields, choices);
}

/** An operation's parameters with, of each choice among them, the first alternative's only: what a sample request gives. */
export function firstAlternativeParams(op: OperationModel): readonly ParamModel[] {
  return firstAlternatives(op.params, choicesOf(op.paramContent));
}

/** An operation's results with, of each choice among them, the first alternative's only: what a sample response gives. */
export function firstAlternativeResults(op: OperationModel): readonly FieldModel[] {
  return firstAlternatives(op.results, choicesOf(op.resultContent));
}

/** Fields holding choices' alternatives without, of each choice, the alternatives after the first: what a sample value gives. */
function firstAlternatives<F extends FieldModel>(fields: readonly F[], outer: readonly ChoiceModel[]): readonly F[] {
  // The choices an alternative holds give their first alternative too.
  const choices = outer.flatMap((c) => allChoicesOf([{ kind: 'choice', choice: c }]));
  const others = new Set(
    choices.flatMap((c) =>
      c.alternatives
        .slice(1)
        .flat()
        .map((f) => f.name),
    ),
  );
  return others.size ? fields.filter((f) => !others.has(f.name)) : fields;
}

/** The attributes a type declares itself. */
export function ownAttributes(model: Model, type: TypeModel): readonly AttributeModel[] {
  const base = type.base ? model.types.find((t) => t.name === type.base) : undefined;
  return type.attributes.slice(base?.attributes.length ?? 0);
}

/** Whether an operation answers an object of results: several result elements, or attributes of its response wrapper. */
export function answersResults(op: OperationModel): boolean {
  return op.results.length > 0 || op.responseAttributes.length > 0;
}

/** The parameters an operation adds to its base operation's (all of them without a base). */
export function ownParams(model: Model, op: OperationModel): readonly ParamModel[] {
  const base = op.base ? model.operations.find((o) => o.name === op.base) : undefined;
  return op.params.slice(base?.params.length ?? 0);
}
