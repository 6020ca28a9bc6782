/**
 * postgres.js's connection and statement queues, as installed (patches/postgres+3.4.9.patch fixes
 * them at `npm install`): under steady load they must stay as small as what is in them.
 */
import { createRequire } from 'node:module';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

interface Queue<T> {
  readonly length: number;
  push(x: T): T;
  shift(): T | undefined;
  remove(x: T): T | null;
}

const require = createRequire(import.meta.url);
const builds = ['postgres/src/queue.js', 'postgres/cjs/src/queue.js', 'postgres/cf/src/queue.js'].map((path) => require.resolve(`../../node_modules/${path}`));

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

async function load(path: string): Promise<() => Queue<string>> {
  const mod = (await import(path)) as { default: () => Queue<string> };
  return mod.default;
}

/** What the pool does per statement while every connection is busy: take the next, move it back in at the end. */
function rotate(queue: Queue<string>, times: number): void {
  for (let i = 0; i < times; i++) {
    const connection = queue.shift()!;
    queue.remove(connection); // move(): out of the queue it was in (no longer this one)
    queue.push(connection);
  }
}

describe.each(builds)('%s', (path) => {
  it('keeps first-in first-out order through shifts and removals', async () => {
    const queue = (await load(path))();
    for (const c of ['a', 'b', 'c', 'd']) queue.push(c);
    rotate(queue, 100_001);
    expect(queue.length).toBe(4);
    expect(queue.remove('c')).toBe('c');
    expect(queue.remove('c')).toBeNull();
    expect([queue.shift(), queue.shift(), queue.shift(), queue.length]).toEqual(['b', 'd', 'a', 0]);
    expect(queue.shift()).toBeUndefined();
    expect(queue.length).toBe(0);
    queue.push('e');
    expect([queue.length, queue.shift(), queue.length]).toEqual([1, 'e', 0]);
  });

  it('does not grow with the statements it has handled', async () => {
    // A connection's statements in flight while it is never idle: one sent, one answered, forever.
    const queue = (await load(path))();
    for (const s of ['1', '2', '3']) queue.push(s);
    const pipeline = (times: number): void => {
      for (let i = 0; i < times; i++) queue.push(queue.shift()!);
    };
    pipeline(10_000);
    gc();
    const before = process.memoryUsage().heapUsed;
    // As shipped, each of these left a taken slot behind (several MB in all), which every remove() scanned.
    pipeline(2_000_000);
    gc();
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(1_000_000);
    expect(queue.length).toBe(3);
  });
});
