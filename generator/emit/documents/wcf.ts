/**
 * The views of the documents WCF publishes a WSDL as, from the view of the one document: `?wsdl`,
 * the service's definitions (its bindings and services), importing the contract (`?wsdl=wsdl0`: its
 * messages and port types, in the service namespace, the contract's) where that namespace is not
 * the WSDL's; the contract's types, a schema of `xsd:import`s of the others (`.../Imports`); and a
 * document per schema (`?xsd=xsd0`, …): the service namespace's first, the serialization schema
 * next, then the others, each importing the others at their addresses, as WCF numbers them.
 */
import { wcfImportsNamespace } from '../../model.js';
import type { SchemaView, wsdlView } from './wsdl.js';

type WsdlView = ReturnType<typeof wsdlView>;

/** A schema document's view: its schema, with the addresses of the documents it imports. */
interface SchemaDocumentView {
  readonly namespace: string;
  readonly elementFormDefault: SchemaView['elementFormDefault'];
  readonly attributesQualified: boolean;
  readonly imports: readonly { readonly namespace: string; readonly location?: string }[];
  readonly items: SchemaView['items'];
  readonly microsoft?: WsdlView['microsoft'];
}

/** The views of WCF's documents: `?wsdl`, `?wsdl=wsdl0` (none where `?wsdl` holds the contract), and `?xsd=xsdN`, in order. */
export interface WcfViews {
  readonly root: object;
  readonly contract?: object;
  readonly schemas: readonly object[];
}

/** The schemas of the single document, in WCF's order, without the `.../Imports` one it writes itself. */
function schemaDocuments(view: WsdlView): SchemaDocumentView[] {
  const own: (SchemaView & { microsoft?: WsdlView['microsoft'] })[] =
    view.serviceSchema === true
      ? [
          {
            namespace: view.service.namespace,
            elementFormDefault: view.schemaForm!,
            attributesQualified: view.schemaAttributesQualified!,
            imports: view.imports!,
            items: view.schema!,
          },
        ]
      : [];
  const { microsoft } = view;
  const alone =
    microsoft && !microsoft.inSchema
      ? [{ namespace: microsoft.namespace, elementFormDefault: 'qualified' as const, attributesQualified: microsoft.wcf, imports: [], items: [], microsoft }]
      : [];
  const skipped = wcfImportsNamespace(view.service.namespace);
  const all = [...own, ...view.schemas, ...alone].filter((s) => s.namespace !== skipped);
  const serialization = all.findIndex((s, i) => i > 0 && s.namespace === microsoft?.namespace);
  const ordered = serialization > 0 ? [all[0]!, all[serialization]!, ...all.filter((_, i) => i !== 0 && i !== serialization)] : all;
  const location = new Map(ordered.map((s, i) => [s.namespace, `${view.url}?xsd=xsd${i}`]));
  return ordered.map((s) => ({
    ...s,
    imports: s.imports
      .filter((n) => n !== skipped)
      .map((namespace) => ({ namespace, ...(location.has(namespace) ? { location: location.get(namespace)! } : {}) })),
  }));
}

/** WCF's documents of the single document's view: the sections each holds, and the addresses they import one another at. */
export function wcfViews(view: WsdlView): WcfViews {
  const schemas = schemaDocuments(view);
  const schemaImports = {
    namespace: wcfImportsNamespace(view.service.namespace),
    schemas: schemas.map((s, i) => ({ namespace: s.namespace, location: `${view.url}?xsd=xsd${i}` })),
  };
  const contractPrefix = 'tns';
  const schemaViews = schemas.map((schemaDocument) => ({
    schemaDocument,
    service: view.service,
    namespaces: view.namespaces,
    microsoft: view.microsoft,
    declaresSoapEncoding: view.declaresSoapEncoding,
  }));
  if (view.names.targetNamespace === view.service.namespace) return { root: { ...view, types: false, schemaImports }, schemas: schemaViews };
  return {
    root: { ...view, types: false, contractImport: `${view.url}?wsdl=wsdl0`, abstractPrefix: contractPrefix, sections: { abstract: false, concrete: true } },
    contract: {
      ...view,
      names: { targetNamespace: view.service.namespace },
      // Its own namespace is the service's, prefixed tns; the WSDL's is the root's.
      wsdlNamespace: undefined,
      documentation: '',
      types: false,
      wsdlPrefix: contractPrefix,
      abstractPrefix: contractPrefix,
      schemaImports,
      sections: { abstract: true, concrete: false },
    },
    schemas: schemaViews,
  };
}
