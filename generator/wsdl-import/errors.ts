/** Problems found while importing a WSDL, each located at file:line:column of the WSDL or schema. */

export interface ImportIssue {
  readonly file: string;
  /** Absent for a problem of the whole file (missing, not XML). */
  readonly line?: number;
  readonly column?: number;
  readonly message: string;
  /**
   * The input itself is broken (not namespace-well-formed XML, an undeclared prefix, a file that
   * cannot be read, not a WSDL), as opposed to a valid WSDL using what the spec cannot express.
   */
  readonly broken?: true;
  /**
   * A reference to a type, element, message, binding or port type no document declares: the
   * WSDL is well-formed all the same (gSOAP's wsdl2h and node-soap read it), so this is not broken.
   */
  readonly dangling?: true;
}

/** Where a problem is: anything with a file and a 1-based line and column. */
export interface Located {
  readonly file: string;
  readonly line: number;
  readonly column: number;
}

export function formatIssue(issue: ImportIssue): string {
  return issue.line === undefined ? `${issue.file}: ${issue.message}.` : `${issue.file}:${issue.line}:${issue.column}: ${issue.message}`;
}

/** One issue about broken input, for the places that stop at the first (reading and parsing). */
export function brokenInput(at: Located | { readonly file: string }, message: string): ImportError {
  return new ImportError([{ ...at, message, broken: true }]);
}

export class ImportError extends Error {
  constructor(readonly issues: readonly ImportIssue[]) {
    super([...new Set(issues.map(formatIssue))].join('\n')); // a type refused once per use is said once
    this.name = 'ImportError';
  }

  /** Whether some problem is broken input rather than an unsupported construct. */
  get broken(): boolean {
    return this.issues.some((i) => i.broken === true);
  }
}

/** Collects every problem instead of stopping at the first, as the spec validator does. */
export class Issues {
  readonly list: ImportIssue[] = [];

  add(at: Located, message: string): void {
    this.list.push({ file: at.file, line: at.line, column: at.column, message });
  }

  /** Broken input found while reading on (an attribute's QName with an undeclared prefix). */
  broken(at: Located, message: string): void {
    this.list.push({ file: at.file, line: at.line, column: at.column, message, broken: true });
  }

  /** A reference to something no document declares (said once, however often it is read). */
  dangling(at: Located, message: string): void {
    const said = this.list.some((i) => i.file === at.file && i.line === at.line && i.column === at.column && i.message === message);
    if (!said) this.list.push({ file: at.file, line: at.line, column: at.column, message, dangling: true });
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ImportError(this.list);
  }
}
