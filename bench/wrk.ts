/** Runs wrk against a URL with the measured SOAP request and parses its report. */
import { execFile, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { REQUEST_BODY, REQUEST_HEADERS } from './shared.js';

const run = promisify(execFile);

export interface WrkResult {
  requestsPerSecond: number;
  requests: number;
  p50Ms?: number;
  p99Ms?: number;
  non2xx: number;
  socketErrors: number;
  raw: string;
}

/** The wrk version line, or undefined when wrk is not installed. */
export function wrkVersion(): string | undefined {
  const probe = spawnSync('wrk', ['-v'], { encoding: 'utf8' });
  if (probe.error) return undefined;
  return (
    `${probe.stdout}${probe.stderr}`
      .split('\n')[0]
      ?.replace(/\s*Copyright.*/, '')
      .trim() || 'wrk'
  );
}

const luaString = (s: string): string => JSON.stringify(s); // the body is ASCII: JSON escapes are valid Lua escapes

/** Removes the directory writeLuaScript made. */
export function removeLuaScript(path: string): void {
  rmSync(dirname(path), { recursive: true, force: true });
}

/** Writes post.lua (method, body, headers of the measured request; ASCII only) to a temporary directory. */
export function writeLuaScript(body: string = REQUEST_BODY, headers: Record<string, string> = REQUEST_HEADERS): string {
  const lines = [
    'wrk.method = "POST"',
    `wrk.body = ${luaString(body)}`,
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[${luaString(name)}] = ${luaString(value)}`),
  ];
  const path = join(mkdtempSync(join(tmpdir(), 'crmteetimeapi-bench-')), 'post.lua');
  writeFileSync(path, lines.join('\n') + '\n');
  return path;
}

function toMs(value: string, unit: string): number {
  const n = Number(value);
  return unit === 'us' ? n / 1000 : unit === 's' ? n * 1000 : unit === 'm' ? n * 60_000 : n;
}

export async function wrk(url: string, script: string, seconds: number, connections = 32): Promise<WrkResult> {
  const { stdout } = await run('wrk', ['-t1', `-c${connections}`, `-d${seconds}s`, '--latency', '-s', script, url], {
    timeout: (seconds + 20) * 1000,
  });
  const latency = (pct: string): number | undefined => {
    const m = new RegExp(`^\\s*${pct}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(stdout);
    return m ? toMs(m[1]!, m[2]!) : undefined;
  };
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(stdout);
  return {
    requestsPerSecond: Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN),
    requests: Number(/(\d+) requests in/.exec(stdout)?.[1] ?? NaN),
    p50Ms: latency('50'),
    p99Ms: latency('99'),
    non2xx: Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0),
    socketErrors: socket ? socket.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    raw: stdout,
  };
}
