/** Runs service/main.ts as a real child process and follows what it prints. */
import { spawn, type ChildProcess } from 'node:child_process';

export interface ServerProcess {
  readonly child: ChildProcess;
  /** Everything printed so far, stdout and stderr. */
  output(): string;
  /** Resolves when the output matches `pattern` (rejects after `timeoutMs`). */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code. */
  exited(): Promise<number | null>;
}

export function startServerProcess(env: Record<string, string>): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'service/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const append = (chunk: Buffer): void => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    waitFor: (pattern, timeoutMs = 30_000) => new Promise((resolve, reject) => {
      const check = (): void => {
        const match = output.match(pattern);
        if (match) {
          listeners.delete(check);
          clearTimeout(timer);
          resolve(match);
        }
      };
      const timer = setTimeout(() => {
        listeners.delete(check);
        reject(new Error(`timed out waiting for ${pattern}; output so far:\n${output}`));
      }, timeoutMs);
      listeners.add(check);
      check();
    }),
    exited: () => exit,
  };
}

/** The origin a started service listens on, from its first line. */
export async function originOf(server: ServerProcess): Promise<string> {
  const match = await server.waitFor(/listening on ([\d.]+):(\d+)/);
  return `http://${match[1]}:${match[2]}`;
}
