/**
 * One problem found in a spec file, located for the person who has to fix it. A problem of the
 * whole file (missing, not YAML) has no line and column.
 */
export interface SpecIssue {
  readonly file: string;
  readonly line?: number;
  readonly column?: number;
  readonly message: string;
}

/** Thrown when a spec cannot be generated from; carries every issue found, not just the first. */
export class SpecError extends Error {
  constructor(readonly issues: readonly SpecIssue[]) {
    super(issues.map(formatIssue).join('\n'));
    this.name = 'SpecError';
  }
}

/** `file:line:column: message`, the form editors and terminals turn into links; `file: message` for the whole file. */
export function formatIssue(issue: SpecIssue): string {
  return issue.line === undefined ? `${issue.file}: ${issue.message}.` : `${issue.file}:${issue.line}:${issue.column}: ${issue.message}`;
}
