/** The spec an import produces, in spec order, before it is written as YAML (see SPEC.md). */
import type { ActionStyle } from '../model.js';
import type { SoapTransport, Transport } from '../../runtime/transports.js';

export type { Transport };

export interface FieldDraft {
  readonly type: string;
  readonly item?: string;
  /** A list's items' namespace, where not the list element's ('' = unqualified). */
  readonly itemNamespace?: string;
  /** A list's array type name, where not ArrayOf<item>. */
  readonly listType?: string;
  /** A list's array type namespace, where not its items' (the service's for items in none). */
  readonly listNamespace?: string;
  /** Whether a list's items are nillable, where not as the spec defaults them (reference types are). */
  readonly itemNillable?: boolean;
  /** A bare message's part of several: the part's name, where not its element's. */
  readonly part?: string;
  readonly required?: boolean;
  readonly nillable?: boolean;
  /** A list without a wrapper: the element repeats (maxOccurs above 1). */
  readonly inline?: boolean;
  /** An inline list's maxOccurs, where it is a number. */
  readonly maxOccurs?: number;
  /** An inline list's minOccurs, where above 1 (`required` says 1). */
  readonly minOccurs?: number;
  /** The element's default= or fixed= value. */
  readonly default?: string;
  readonly fixed?: string;
  /** Where the element's namespace is not the one the spec gives it by default ('' = unqualified). */
  readonly namespace?: string;
  /** The element is the global element of its owner's namespace (`ref=`). */
  readonly ref?: true;
  readonly description?: string;
  /** Headers and faults: their WSDL message, part and wsdl:fault names where not the defaults, a fault's WS-Addressing action. */
  readonly wsdl?: { readonly name?: string; readonly message?: string; readonly part?: string; readonly action?: string };
  /** A header block's header faults (soap:headerfault), by element name. */
  readonly faults?: ReadonlyArray<readonly [string, FieldDraft]>;
  /** An xs:any wildcard (then `type` is ''): its namespace test, and processContents and maxOccurs where not the defaults. */
  readonly any?: WildcardDraft;
}

/** An xs:any or xs:anyAttribute: its namespace test, processContents where not strict, (xs:any) maxOccurs where not 1. */
export interface WildcardDraft {
  readonly namespace: string;
  readonly processContents?: string;
  readonly maxOccurs?: string;
}

/** A group among a type's fields: a choice of alternatives, or an optional sequence (SPEC.md, "Choices, optional sequences and xs:all"). */
export interface GroupDraft {
  readonly group: 'choice' | 'sequence';
  readonly required?: boolean;
  readonly repeated?: boolean;
  readonly members: ReadonlyArray<readonly [string, FieldDraft | GroupDraft]>;
}

export interface AttributeDraft {
  readonly type: string;
  readonly required?: boolean;
  readonly default?: string;
  readonly fixed?: string;
  /** Where it is qualified against its schema's attributeFormDefault. */
  readonly namespace?: string;
  readonly description?: string;
}

export type TypeDraft =
  | {
      readonly kind: 'complex';
      /** The XML name, where the spec names the type otherwise (a local name two namespaces use). */
      readonly xmlName?: string;
      /** An element's inline type: the spec's name for it is made up (after the element), the WSDL gives none. */
      readonly anonymous?: true;
      /** The type's target namespace, when not the service's. */
      readonly namespace?: string;
      readonly description?: string;
      readonly extends?: string;
      /** abstract="true" (a polymorphic hierarchy's top). */
      readonly abstract?: true;
      /** xs:complexContent/xs:restriction of a complex type. */
      readonly restricts?: string;
      /** xs:all. */
      readonly all?: true;
      readonly fields: ReadonlyArray<readonly [string, FieldDraft | GroupDraft]>;
      readonly attributes?: ReadonlyArray<readonly [string, AttributeDraft]>;
      /** Simple content: the type of the element's text. */
      readonly value?: string;
      readonly anyAttribute?: WildcardDraft;
    }
  | {
      readonly kind: 'enum';
      readonly xmlName?: string;
      readonly anonymous?: true;
      readonly namespace?: string;
      readonly description?: string;
      readonly values: readonly string[];
    }
  | {
      /** A restriction by facets (`base`) or a list type (`list`): SPEC.md's restricted simple types and list types. */
      readonly kind: 'simple';
      readonly xmlName?: string;
      readonly anonymous?: true;
      readonly namespace?: string;
      readonly description?: string;
      readonly base?: string;
      readonly list?: string;
      readonly union?: readonly string[];
      readonly values?: readonly string[];
      readonly facets: ReadonlyArray<readonly [string, string]>;
    };

/** A bare type name, or the long form when presence or nillability differ from the defaults. */
export type ResultDraft = string | (FieldDraft & { readonly element?: string });

export interface OperationDraft {
  readonly description?: string;
  /** The earlier operation of the same request, which answers this one's (SPEC.md, "Operations served as another"). */
  readonly servedAs?: string;
  /** null: the WSDL's soap:operation names no soapAction; a map: each SOAP version's bindings' own. */
  readonly soapAction?: string | null | Readonly<Record<SoapTransport, string>>;
  /** The wrapper elements and their named types, where not ASMX's (SPEC.md, "Message shapes"). */
  readonly requestElement?: string;
  readonly requestWrapperType?: string;
  /** Elements, and groups (SPEC.md, "Choices, optional sequences and xs:all") as a type's fields hold them. */
  readonly params: ReadonlyArray<readonly [string, FieldDraft | GroupDraft]>;
  readonly responseElement?: string;
  readonly responseWrapperType?: string;
  /** The response element's namespace, where not the service's. */
  readonly responseNamespace?: string;
  /** The request wrapper's namespace (bare: its parts'), where not the service's. */
  readonly requestNamespace?: string;
  /** Its style where it is not the service's (the first operation's). */
  readonly style?: 'document' | 'rpc';
  /** Its use where it is not the service's (the first rpc operation's). */
  readonly use?: 'literal' | 'encoded';
  /** One of: a single result, the response's elements, no response. */
  readonly result?: ResultDraft;
  readonly results?: ReadonlyArray<readonly [string, FieldDraft | GroupDraft]>;
  readonly oneWay?: true;
  /** document/literal bare: the one parameter's and the result's elements are the messages. */
  readonly bare?: true;
  readonly httpPostRoot?: string;
  /** SOAP header blocks by element name (SPEC.md, "SOAP headers"). */
  readonly requestHeaders?: ReadonlyArray<readonly [string, FieldDraft]>;
  readonly responseHeaders?: ReadonlyArray<readonly [string, FieldDraft]>;
  /** Declared faults by detail element name (SPEC.md, "Faults"). */
  readonly faults?: ReadonlyArray<readonly [string, FieldDraft]>;
  /** Attributes of the wrapper elements (SPEC.md, "Message shapes"). */
  readonly requestAttributes?: ReadonlyArray<readonly [string, AttributeDraft]>;
  readonly responseAttributes?: ReadonlyArray<readonly [string, AttributeDraft]>;
  /** Its body messages' names and wrapped parts' names, where not the service's (SPEC.md, `operations`). */
  readonly wsdl?: MessageNamesDraft;
}

/** A port of the transport's first binding at the service's path by name, or one of another binding, path or service. */
export type PortDraft = string | { readonly name: string; readonly binding?: string; readonly path?: string; readonly service?: string };

/** A binding of the default port type by name, or one of another port type. */
export type BindingDraft = string | { readonly name: string; readonly portType: string };

/** An operation's body messages' names where not the defaults, and the namespace of its WS-Addressing actions where not the service's. */
export interface MessageNamesDraft {
  /** Its name in its port type, where not the spec's for it. */
  readonly name?: string;
  readonly input?: DirectionNamesDraft;
  readonly output?: DirectionNamesDraft;
  readonly actions?: ActionStyle;
}

export interface DirectionNamesDraft {
  readonly message?: string;
  readonly part?: string;
  readonly name?: string;
  readonly action?: string;
  /** The message's parts in order, where it holds in-band header parts in another order than the body's, then the headers'. */
  readonly parts?: readonly string[];
}

export interface WsdlNamesDraft {
  /** The WSDL's own target namespace, where not the service's. */
  readonly targetNamespace?: string;
  /** The definitions' name=, where the WSDL gives one. */
  readonly name?: string;
  /** The definitions' documentation, where not the service's ('' for none). */
  readonly documentation?: string;
  readonly portType?: string;
  /** Further port types and the operations each holds. */
  readonly portTypes?: ReadonlyArray<readonly [string, readonly string[]]>;
  /** A binding name, or several bindings of the transport. */
  readonly bindings?: Partial<Record<SoapTransport, string | readonly BindingDraft[]>>;
  /** A port name, or several ports (of the transport's first binding unless they name another). */
  readonly ports?: Partial<Record<SoapTransport, string | readonly PortDraft[]>>;
  readonly messages?: Partial<Record<'input' | 'output', string>>;
  /** The namespace of the WS-Addressing actions, where not wsam's. */
  readonly actions?: ActionStyle;
  /** The schema of the .NET scalars, where WCF's. */
  readonly microsoftTypes?: 'wcf';
  /** How the WSDL is served, where as WCF publishes it. */
  readonly documents?: 'wcf';
  /** Further wsdl:service elements and the ports each holds. */
  readonly services?: ReadonlyArray<readonly [string, readonly string[]]>;
}

export interface SpecDraft {
  readonly service: {
    readonly name: string;
    readonly namespace: string;
    readonly path: string;
    readonly description?: string;
    /** rpc when every operation is. */
    readonly style?: 'rpc';
    /** encoded when the first rpc operation's bodies are SOAP-encoded (another operation may say its own). */
    readonly use?: 'encoded';
    /** soap12 when they are in SOAP 1.2's encoding. */
    readonly encoding?: 'soap12';
    /** unqualified when no rpc operation's soap:body names a namespace. */
    readonly rpcWrappers?: 'unqualified';
    readonly transports: readonly Transport[];
    /** The WSDL's own names where they differ from the spec's defaults (SPEC.md, `service.wsdl`). */
    readonly wsdl?: WsdlNamesDraft;
  };
  /** Target namespaces whose schemas are not the spec's defaults: local elements unqualified, attributes qualified. */
  readonly schemas: ReadonlyArray<readonly [string, { readonly unqualifiedElements: boolean; readonly qualifiedAttributes: boolean }]>;
  /** Global elements no operation uses, by name. */
  readonly elements: ReadonlyArray<readonly [string, FieldDraft]>;
  readonly types: ReadonlyArray<readonly [string, TypeDraft]>;
  readonly operations: ReadonlyArray<readonly [string, OperationDraft]>;
}
