/** Problems found while importing a WSDL, each located at file:line:column of the WSDL or schema. */

export interface ImportIssue {
  readonly file: string;
  /** Absent for a problem of the whole file (missing, not XML). */
  readonly line?: number;
  readonly column?: number;
  readonly message: string;
  /**
   * The input itself is broken (not well-formed XML, an undeclared prefix, a file that cannot be
   * read, a reference to nothing), as opposed to a valid WSDL using what the spec cannot express.
   */
  readonly broken?: true;
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

  /** Broken input found while reading on: a reference to something no document declares. */
  broken(at: Located, message: string): void {
    this.list.push({ file: at.file, line: at.line, column: at.column, message, broken: true });
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ImportError(this.list);
  }
}
