/** Child processes for tests: a command's exit status and output, and the generator's CLI as `npm run generate` starts it. */
import { spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = join(ROOT, 'node_modules/.bin/tsx');

export interface Run {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a command to its end without blocking, so independent runs can overlap; `input` goes to its stdin. */
export function runProcess(command: string, args: readonly string[], cwd = ROOT, input?: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd });
    child.stdin.end(input);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
}

/** The generator's command line, run from the project root. */
export const soapgen = (...args: string[]): Promise<Run> => runProcess(TSX, ['generator/cli.ts', ...args]);
