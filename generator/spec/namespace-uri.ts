/**
 * What a spec namespace may hold: the rule the spec's reader checks and the importer applies to the
 * namespaces it writes, so that neither writes what the other refuses.
 */

/** Why `value` cannot be a spec namespace (to follow its quoted value), or undefined where it can. */
export function namespaceProblem(value: string): string | undefined {
  if (/\s/.test(value)) return 'must be a URI, without spaces, e.g. http://example.org/service/ or urn:example:service';
  if (/[&<>"'\\]/.test(value)) return `must not contain & < > " ' or \\: it is written unescaped into messages and SOAPAction headers`;
  // Not URI characters: XML readers that check namespace names (libxml2, so lxml and zeep) refuse the messages.
  if (/[{}|^`]/.test(value)) return "must be a URI: { } | ^ and ` are not URI characters (a template's placeholder?), and XML readers such as libxml2 refuse such a namespace";
  return undefined;
}
