/** What the spec parser refuses in a small spec, as `line:column: message` lines. */
import { parseSpec, type SpecError } from '../../generator/spec/index.js';

/** A service S with one type T (a single int field A) and the given `operations:` lines. */
export const specWithOperations = (operations: string): string =>
  `service: { name: S, namespace: "urn:s", path: /s.asmx }\ntypes:\n  T: { fields: { A: { type: int } } }\noperations:\n${operations}`;

/** The issues parsing `text` reports, each as `line:column: message`; none when it parses. */
export function specIssues(text: string): string[] {
  try {
    parseSpec(text, 's.yaml');
    return [];
  } catch (error) {
    return (error as SpecError).issues.map((i) => `${i.line}:${i.column}: ${i.message}`);
  }
}
