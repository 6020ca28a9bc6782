/**
 * A README's shell examples as a newcomer follows them: a section's `$ ` commands, each with the
 * lines shown under it, run one by one in a folder (`npx soapgen` as the generator's CLI, `cat` as
 * the file it names).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { ROOT, runProcess } from './cli.js';

const TSX = join(ROOT, 'node_modules/.bin/tsx');

/** The text of the README's section under `heading`, up to the next heading of level 2 or 3. */
export function readmeSection(heading: string, file = join(ROOT, 'README.md')): string {
  const text = readFileSync(file, 'utf8');
  const at = text.indexOf(`\n${heading}\n`);
  expect(at, `${file} has no section ${heading}`).toBeGreaterThanOrEqual(0);
  const start = at + heading.length + 2;
  const end = text.slice(start).search(/\n#{2,3} /);
  return text.slice(start, end < 0 ? undefined : start + end);
}

/** The first shell block's commands (`$ ` lines, a trailing `# comment` left out), each with the lines shown under it. */
export function shellSteps(section: string): { command: string; output: string[] }[] {
  const block = /```sh\n([^]*?)```/.exec(section)?.[1] ?? '';
  const steps: { command: string; output: string[] }[] = [];
  for (const line of block.trimEnd().split('\n')) {
    if (line.startsWith('$ ')) steps.push({ command: line.slice(2).replace(/\s+#.*$/, ''), output: [] });
    else steps.at(-1)?.output.push(line);
  }
  return steps;
}

/** Runs one step in `work`: what it prints (stderr's lines, then stdout's, empty ones left out), or the file `cat` shows. */
export async function runStep(command: string, work: string): Promise<string[]> {
  const [program, ...args] = command.split(/\s+/);
  if (program === 'cat') return readFileSync(join(work, args[0]!), 'utf8').trimEnd().split('\n');
  expect([program, args[0]]).toEqual(['npx', 'soapgen']);
  const result = await runProcess(TSX, [join(ROOT, 'generator/cli.ts'), ...args.slice(1)], work);
  expect(result.status, result.stderr).toBe(0);
  return [...result.stderr.split('\n'), ...result.stdout.split('\n')].filter((l) => l !== '');
}

/** Output lines with a generation's time in milliseconds, which varies, left out. */
export const timeless = (lines: readonly string[]): string[] => lines.map((l) => l.replace(/ in \d+ ms\.$/, ' in … ms.'));
