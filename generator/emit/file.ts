/** One file the generator emits, relative to the service's output folder. */
export interface GeneratedFile {
  readonly path: string;
  readonly content: string;
}

/**
 * The first lines of every generated file: where it came from and that it must not be edited.
 * No timestamps or versions, so regenerating an unchanged spec changes nothing.
 */
export function generatedHeader(source: string, comment: 'ts' | 'xml' | 'html'): string {
  const text = `Generated from ${source} by the generator in generator/. Do not edit: change the spec and run npm run generate.`;
  return comment === 'ts' ? `// ${text}\n` : `<!-- ${text} -->\n`;
}
