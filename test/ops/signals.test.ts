/**
 * The documented start command under a process manager: `npm start` gets SIGTERM (what Docker,
 * systemd and Kubernetes send) while requests are in flight. The server must be npm's only child
 * (so the signal reaches it), answer every request that had fully arrived, and exit 0.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freshDatabase } from '../support/service.js';

/** Child process ids of `pid` (Linux). */
function childrenOf(pid: number): number[] {
  const tasks = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim();
  return tasks ? tasks.split(' ').map(Number) : [];
}

/** Opens a connection and sends one whole request; resolves once it is written. */
async function sendWhole(port: number, request: string): Promise<{ socket: Socket; response: Promise<string> }> {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  const response = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('error', reject);
    socket.write(request, () => resolve());
  });
  return { socket, response };
}

describe('npm start and SIGTERM', () => {
  it('runs node as the only process, and on SIGTERM under load answers every request that had arrived', async () => {
    const database = await freshDatabase('sqlite');
    const npm = spawn('npm', ['start'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: database,
        SEED_DEMO: 'true',
        WORKERS: '1',
        LOG_LEVEL: 'info',
        LOGIN_IP_MAX_PER_MINUTE: '100000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    npm.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    npm.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    let serverPid: number | undefined;
    try {
      const port = await new Promise<number>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = /listening on [\d.]+:(\d+)/.exec(output);
          if (match) {
            clearInterval(timer);
            resolve(Number(match[1]));
          } else if (npm.exitCode !== null) {
            clearInterval(timer);
            reject(new Error(`npm start exited:\n${output}`));
          }
        }, 100);
      });

      // npm → node, nothing between: the signal npm forwards reaches the server.
      const children = childrenOf(npm.pid!);
      expect(children).toHaveLength(1);
      serverPid = children[0];
      expect(readFileSync(`/proc/${children[0]}/cmdline`, 'utf8').split('\0').filter(Boolean)).toEqual([
        expect.stringMatching(/node$/),
        'dist/service/main.js',
      ]);
      expect(childrenOf(children[0]!)).toEqual([]);

      // Load: keep-alive clients calling all along.
      let stop = false;
      let served = 0;
      const loops = Array.from({ length: 6 }, async () => {
        while (!stop) {
          try {
            const r = await fetch(`http://127.0.0.1:${port}/api/CRMTeeTimeAPI.asmx/GetIcons`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: 'SessionID=x',
            });
            await r.text();
            served++;
          } catch {
            return; // refused once the server has stopped accepting
          }
        }
      });
      await new Promise((resolve) => setTimeout(resolve, 500));

      // 40 requests fully sent, then SIGTERM to npm before they are answered.
      const body = 'OwnerID=1&UserID=demo&Password=demo';
      const request = `POST /api/CRMTeeTimeAPI.asmx/Login HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n${body}`;
      const inFlight = await Promise.all(Array.from({ length: 40 }, () => sendWhole(port, request)));
      npm.kill('SIGTERM');

      const responses = await Promise.all(inFlight.map((r) => r.response));
      stop = true;
      await Promise.all(loops);
      const answered = responses.filter((r) => /^HTTP\/1\.1 200 OK/.test(r) && r.includes('<ErrorCode>0</ErrorCode>'));
      expect(answered.length, `answered ${answered.length} of 40; ${served} load requests served`).toBe(40);
      expect(await exited).toBe(0);
      expect(output).toContain('"msg":"stopped"');
      expect(served).toBeGreaterThan(0);
    } finally {
      if (npm.exitCode === null) npm.kill('SIGKILL');
      // Never leave a server behind, even if npm did not pass the signal on.
      if (serverPid) {
        try {
          process.kill(serverPid, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  }, 120_000);
});
