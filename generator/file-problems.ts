/**
 * Why a file named on the command line (or by an import) could not be read, as one sentence
 * without a position: there is no line in a file that is missing.
 */
export function unreadable(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return 'no such file';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied: the file cannot be read';
    case 'EISDIR':
      return 'a folder, where a file is needed';
    default:
      return `cannot be read (${(error as Error).message})`;
  }
}

/** Why a text is not the kind of document expected, or undefined when it may be. */
export function notA(kind: 'YAML spec' | 'WSDL', text: string, file: string): string | undefined {
  if (text.includes('\0')) return `not a text file, so not a ${kind}`;
  if (kind === 'YAML spec' && /^\s*(<\?xml|<)/.test(text)) return `XML, not a YAML spec; to start from a WSDL run soapgen import ${file}`;
  if (kind === 'WSDL' && !/^\s*</.test(text))
    return `not XML, so not a WSDL${/\.ya?ml$/i.test(file) ? `; to generate from a YAML spec run soapgen generate --spec ${file}` : ''}`;
  return undefined;
}
