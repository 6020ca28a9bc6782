/**
 * What the help pages say about a service: the data the generator writes into a service's
 * `documents.ts`. Text is plain (the pages escape it); samples are XML with type names as
 * placeholders, written once per operation: the pages wrap them in each transport's message.
 */
import type { SoapTransport, Transport } from '../transports.js';

/** A row of a field table: a parameter, a field, an attribute, a result or a header block. */
export interface FieldHelp {
  readonly name: string;
  /** How the type is shown: `int`, `Area[]`, `Percent (int: minInclusive 0)`. */
  readonly type: string;
  readonly required?: boolean;
  readonly description?: string;
}

export interface ParamHelp extends FieldHelp {
  /** The HTTP POST form fields that name it, the first the one the form writes; absent when that is the name alone. */
  readonly formNames?: readonly string[];
}

/** A complex type's table: its text (simple content), then its fields, then its attributes as `@name`. */
export interface TypeHelp {
  readonly description?: string;
  /** The base type, whose fields come first and whose attributes come before this type's own. */
  readonly base?: string;
  /** The type of the text of a type with simple content. */
  readonly text?: string;
  readonly fields?: readonly FieldHelp[];
  readonly attributes?: readonly FieldHelp[];
}

/** One SOAP message's sample: the Body's content and the Header's blocks, each unindented ('' for none). */
export interface MessageSample {
  readonly body: string;
  readonly headers?: string;
}

export interface OperationHelp {
  readonly name: string;
  readonly description?: string;
  /** The operation whose parameters come before this one's own. */
  readonly base?: string;
  /** The operation that answers this one's requests (they cannot be told apart). */
  readonly servedAs?: string;
  /** Its name in its port type and bindings, and that port type, where the name is not `name` (another port type's operation has it). */
  readonly wsdl?: { readonly name: string; readonly portType: string };
  readonly params?: readonly ParamHelp[];
  /** A single result: how its type is shown, and the type whose table describes it. */
  readonly result?: { readonly type: string; readonly table?: string };
  /** Several results (a response element holding more than one). */
  readonly results?: readonly FieldHelp[];
  readonly requestHeaders?: readonly FieldHelp[];
  readonly responseHeaders?: readonly FieldHelp[];
  /** The fault details: `required` is not shown. */
  readonly faults?: readonly FieldHelp[];
  /** The complex types a reader meets below the parameters and the result, in the order first met. */
  readonly types?: readonly string[];
  readonly soapAction: string;
  readonly request: MessageSample;
  /** Absent for a one-way operation. */
  readonly response?: MessageSample;
  /**
   * Offered over HTTP POST: the form's sample body, the response document's root and, where it is
   * not the SOAP response's result element under that root (`postedResult`), its sample.
   */
  readonly httpPost?: { readonly form: string; readonly root: string; readonly response?: string };
}

/** A SOAP binding: its transport, its name and where its first port is, when not at the service's path. */
export interface BindingHelp {
  readonly transport: SoapTransport;
  readonly name: string;
  readonly path?: string;
  /** The operations it offers (its port type's), when not all. */
  readonly operations?: readonly string[];
}

export interface ServiceHelp {
  readonly name: string;
  readonly namespace: string;
  readonly description?: string;
  readonly transports: readonly Transport[];
  /** The WSDL's SOAP bindings, in the WSDL's order, for the disco document and the pages. */
  readonly bindings: readonly BindingHelp[];
  /** The WSDL's target namespace, the bindings', where it is not the service's. */
  readonly wsdlNamespace?: string;
  readonly types: { readonly [name: string]: TypeHelp };
  readonly operations: readonly OperationHelp[];
}

/** A link shown on the help pages, e.g. to business rules and error codes. */
export interface HelpLink {
  readonly title: string;
  readonly href: string;
}

/** Links for the help pages: a list in display order, or a record of title to href (in insertion order). */
export type HelpLinks = readonly HelpLink[] | { readonly [title: string]: string };

/** The URL of a binding's first port: the service's, or the service's origin and the port's own path. */
export function bindingUrl(binding: BindingHelp, serviceUrl: string): string {
  if (binding.path === undefined) return serviceUrl;
  try {
    return new URL(binding.path, serviceUrl).href;
  } catch {
    return binding.path;
  }
}
