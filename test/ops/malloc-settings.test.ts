/**
 * glibc's malloc setting that keeps a server within its memory budget (service/ops/malloc.ts) is
 * read only when a process starts: `npm start` sets it (test/ops/npm-start.test.ts holds the
 * budget), a process started without it says so, and a cluster primary passes it to its workers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { startServerProcess } from '../support/process.js';
import { freshDatabase } from '../support/service.js';

describe('malloc settings', () => {
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
