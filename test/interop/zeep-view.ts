/**
 * What zeep makes of a WSDL (test/interop/zeep_dump.py), as lines to compare: each port with its
 * binding, each operation's input and output signatures, each global element and type.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PYTHON } from '../support/requirements.js';

const ZEEP_DUMP = fileURLToPath(new URL('./zeep_dump.py', import.meta.url));

export interface ZeepDump {
  readonly error?: string;
  readonly services?: Record<string, Record<string, { binding: string; operations: Record<string, { input: string | null; output: string | null }> }>>;
  readonly elements?: readonly string[];
  readonly types?: readonly string[];
}

/** zeep's reading of each file, by path; one Python process reads them all. */
export async function zeepDumps(files: readonly string[]): Promise<Record<string, ZeepDump>> {
  const { stdout } = await promisify(execFile)(PYTHON, [ZEEP_DUMP, ...files], {
    encoding: 'utf8',
    timeout: 240_000,
    maxBuffer: 64 * 1024 * 1024,
    cwd: fileURLToPath(new URL('.', import.meta.url)),
  });
  return JSON.parse(stdout) as Record<string, ZeepDump>;
}

/** A reading as lines; `skipBindings` leaves out the ports of those bindings ({namespace}name). */
export function zeepLines(dump: ZeepDump, skipBindings: ReadonlySet<string> = new Set()): string[] {
  if (dump.error !== undefined) return [`error ${dump.error}`];
  const lines: string[] = [];
  for (const [service, ports] of Object.entries(dump.services ?? {}))
    for (const [port, { binding, operations }] of Object.entries(ports)) {
      if (skipBindings.has(binding)) continue;
      lines.push(`service ${service} port ${port} binding ${binding}`);
      for (const [op, { input, output }] of Object.entries(operations)) lines.push(`${binding} ${op}(${input ?? ''}) -> ${output ?? 'one-way'}`);
    }
  return [...lines, ...(dump.elements ?? []).map((e) => `element ${e}`), ...(dump.types ?? []).map((t) => `type ${t}`)];
}

/** Lines only one side has, each marked `original only:` or `served only:`. */
export function lineDifferences(original: readonly string[], ours: readonly string[]): string[] {
  const mine = new Set(ours);
  const theirs = new Set(original);
  return [...original.filter((l) => !mine.has(l)).map((l) => `original only: ${l}`), ...ours.filter((l) => !theirs.has(l)).map((l) => `served only: ${l}`)];
}
