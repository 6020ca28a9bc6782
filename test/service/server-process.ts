/** The real service as a separate process (`node --import tsx service/main.ts`), with everything it prints. */
import { spawn, type ChildProcess } from 'node:child_process';
import { CRMTeeTimeAPIClient } from '../../generated/crmteetimeapi/client.js';
import type { Transport } from '../../runtime/binding.js';

export interface ServerProcess {
  readonly origin: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  client(transport?: Transport): CRMTeeTimeAPIClient;
  /** SIGTERM, then waits for the process to exit. */
  stop(): Promise<void>;
}

const STARTUP_MS = 30_000;

export async function startServerProcess(database: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'service/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATABASE_URL: database, SEED_DEMO: 'true', WORKERS: '1', LOGIN_IP_MAX_PER_MINUTE: '1000', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await listeningPort(child, () => output);
  const origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    output: () => output,
    client: (transport = 'soap11') => new CRMTeeTimeAPIClient({ baseUrl: origin, transport }),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** The port from main.ts's first line, 'CRMTeeTimeAPI is listening on HOST:PORT …'. */
function listeningPort(child: ChildProcess, output: () => string): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`the server did not start within ${STARTUP_MS} ms:\n${output()}`)), STARTUP_MS);
    const onData = (): void => {
      const match = /listening on [^\s:]+:(\d+)/.exec(output());
      if (match) done(() => resolve(Number(match[1])));
    };
    const onExit = (code: number | null): void => fail(new Error(`the server exited (${code}) before listening:\n${output()}`));
    const done = (settle: () => void): void => {
      clearTimeout(timer);
      child.stdout!.off('data', onData);
      child.off('exit', onExit);
      settle();
    };
    const fail = (error: Error): void => {
      done(() => reject(error));
      child.kill('SIGKILL');
    };
    child.stdout!.on('data', onData);
    child.once('exit', onExit);
  });
}
