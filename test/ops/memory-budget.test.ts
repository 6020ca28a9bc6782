/**
 * The memory budget: a server process started the default way (`npm start`, SQLite with the demo
 * data, no setting added) stays under 200 MB resident through a hostile load, password hashing
 * included. Without the bounds (one hash at a time, glibc's fixed mmap threshold) the same load
 * takes it past 210 MiB within the first thousand requests.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { residentMemory, sendHostileLoad } from '../support/hostile-load.js';
import { startServerProcess } from '../support/process.js';
import { freshDatabase } from '../support/service.js';

const BUDGET_BYTES = 200_000_000;
const MiB = 2 ** 20;

describe('memory budget', () => {
  it('npm start stays under 200 MB resident through 2,000 hostile requests, 32 at a time', { timeout: 180_000 }, async () => {
    const npm = spawn('npm', ['start'], {
      env: {
        ...process.env,
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: await freshDatabase('sqlite'),
        SEED_DEMO: 'true',
        WORKERS: '1',
        // Every request comes from 127.0.0.1: without this nearly every login would be refused unhashed.
        LOGIN_IP_MAX_PER_MINUTE: '100000000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (chunk: Buffer): void => {
      tail = (tail + chunk.toString()).slice(-20_000); // a line per request: keep only the end
    };
    npm.stdout.on('data', keep);
    npm.stderr.on('data', keep);
    const exited = new Promise<number | null>((resolve) => npm.on('exit', (code) => resolve(code)));
    let server: number | undefined;
    try {
      const port = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const match = /listening on [\d.]+:(\d+)/.exec(tail);
          if (match) resolve(match[1]!);
          else if (npm.exitCode !== null) reject(new Error(`npm start exited:\n${tail}`));
          else return;
          clearInterval(timer);
        }, 100);
      });
      server = Number(readFileSync(`/proc/${npm.pid}/task/${npm.pid}/children`, 'utf8').trim());

      let highest = 0;
      await sendHostileLoad(`http://127.0.0.1:${port}`, {
        requests: 2_000,
        concurrency: 32,
        answered: (count) => {
          if (count % 100 === 0) highest = Math.max(highest, residentMemory(server!).peak);
        },
      });
      const { rss, peak } = residentMemory(server);
      const mib = (bytes: number): string => `${(bytes / MiB).toFixed(0)} MiB`;
      expect(peak, `peak ${mib(peak)}, now ${mib(rss)} (budget ${mib(BUDGET_BYTES)})`).toBeLessThan(BUDGET_BYTES);
      expect(highest).toBeLessThanOrEqual(peak);
      // The load was served, not refused: the server is still up and answers.
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      if (npm.exitCode === null) npm.kill('SIGTERM');
      await exited;
      if (server) {
        try {
          process.kill(server, 'SIGKILL');
        } catch {
          // already gone
        }
      }
    }
  });

  it('node started directly, without the malloc setting, says so; with WORKERS=2 its server processes get it', async () => {
    const environOf = (pid: number): string[] => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    const alone = await startServerProcess(await freshDatabase('sqlite'));
    try {
      expect(environOf(alone.child.pid!)).not.toContainEqual(expect.stringMatching(/^MALLOC_MMAP_THRESHOLD_=/));
      await alone.waitFor(/started without MALLOC_MMAP_THRESHOLD_/);
    } finally {
      await alone.stop();
    }
    const primary = await startServerProcess(await freshDatabase('sqlite'), { WORKERS: '2' });
    try {
      const workers = readFileSync(`/proc/${primary.child.pid}/task/${primary.child.pid}/children`, 'utf8').trim().split(' ').map(Number);
      expect(workers).toHaveLength(2);
      for (const pid of workers) expect(environOf(pid)).toContain('MALLOC_MMAP_THRESHOLD_=131072');
      expect(primary.output()).not.toContain('started without');
    } finally {
      await primary.stop();
    }
  });
});
