/**
 * Fixes the queue postgres.js 3.4.9 keeps its connections and statements in (npm's `postinstall`).
 *
 * Its `shift` only empties the array when the queue runs dry, so under steady load (two or more
 * connections always busy, a connection never without a statement in flight) the array grows by
 * one slot per statement for as long as the load lasts, and `remove`, called for every statement,
 * scans it all from the start. Pipelined `SELECT 1` on 3 connections fell from 34,000 to 5,600/s
 * within a minute; the service's busy-connection queue reached 110,000 slots in 30 s of bookings
 * (docs/performance.md, "Eighth pass"). The fixed queue drops taken slots once they are half the
 * array, and `remove` searches only the live part.
 *
 * Applied only to the exact file the pinned version ships (checked by its SHA-256); any other
 * content is left alone with a warning, so an upgrade of postgres.js never gets a stale patch.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
/** The three builds (ESM, CommonJS, Cloudflare) differ only in their first (export) line. */
const COPIES = ['src', 'cjs/src', 'cf/src'].map((dir) => join(ROOT, 'node_modules/postgres', dir, 'queue.js'));
/** SHA-256 of postgres.js 3.4.9's queue.js without its first line. */
const SHIPPED = '49adac99f2b76063637969a092d751a0af2ab0ebfc095fc1c768db10eeaeaf2e';

const FIXED = `
function Queue(initial = []) {
  let xs = initial.slice()
  let index = 0 // xs[0 .. index - 1] are taken slots

  return {
    get length() {
      return xs.length - index
    },
    remove: (x) => {
      const at = xs.indexOf(x, index)
      if (at === -1)
        return null
      xs.splice(at, 1)
      if (index === xs.length)
        index = 0, xs = []
      return x
    },
    push: (x) => (xs.push(x), x),
    shift: () => {
      if (index === xs.length)
        return undefined
      const out = xs[index++]
      if (index === xs.length)
        index = 0, xs = []
      else if (index >= 1024 && index * 2 >= xs.length)
        xs = xs.slice(index), index = 0 // amortized: copies at most as many slots as were taken
      else
        xs[index - 1] = undefined
      return out
    }
  }
}
`;

const sha256 = (text) => createHash('sha256').update(text).digest('hex');

for (const path of COPIES) {
  if (!existsSync(path)) continue;
  const text = readFileSync(path, 'utf8');
  const newline = text.indexOf('\n');
  const [exportLine, body] = [text.slice(0, newline), text.slice(newline + 1)];
  if (body === FIXED.slice(1)) continue;
  if (sha256(body) !== SHIPPED) {
    console.warn(`patches/postgres-queue.mjs: ${path} is not the file postgres.js 3.4.9 ships; left as it is (is the fix still needed?)`);
    continue;
  }
  writeFileSync(path, `${exportLine}\n${FIXED.slice(1)}`);
}
