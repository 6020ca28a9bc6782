/**
 * glibc's malloc, left to itself, keeps memory a busy service has freed: after the first large
 * block (a password hash takes 16 MiB) it raises its mmap threshold to that block's size, so such
 * blocks, and request bodies with them, come from arenas it keeps, one per thread (Operating in
 * the README). A fixed threshold stops that. glibc reads it when a process starts, so `npm start`
 * and `npm run serve` set it for the server, and a cluster primary for the processes it starts.
 */
export const MALLOC_SETTINGS: Readonly<Record<string, string>> = { MALLOC_MMAP_THRESHOLD_: '131072' };

/** The settings this process was started without, on glibc (other C libraries ignore them). */
export function missingMallocSettings(): string[] {
  const report = process.report?.getReport() as { header?: { glibcVersionRuntime?: string } } | undefined;
  if (!report?.header?.glibcVersionRuntime) return [];
  return Object.keys(MALLOC_SETTINGS).filter((name) => process.env[name] === undefined);
}
