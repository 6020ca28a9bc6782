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
 * Applied only to the files postgres.js 3.4.9 ships (patches/shipped-file.mjs).
 */
import { patchShippedFiles, postgresBuilds } from './shipped-file.mjs';

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

/** The builds differ only in their first line, the export: it is kept, and the rest replaced. */
const exportLine = (text) => text.slice(0, text.indexOf('\n'));

patchShippedFiles('patches/postgres-queue.mjs', postgresBuilds('queue.js'), {
  // SHA-256 of queue.js in postgres.js 3.4.9: ESM and Cloudflare, CommonJS.
  shipped: ['15e6345adb6708bf3b99ad39fc2231c2fb61de5f6cba4b7a7a6be881482a4ec3', '7d20fa53a3930be070609d7912ecd14c347df3526805bca2f6cb7eb35d2e62cf'],
  isPatched: (text) => text.includes(FIXED),
  patch: (text) => `${exportLine(text)}${FIXED}`,
});
