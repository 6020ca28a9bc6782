/**
 * Answers of read-only operations (browse, search), kept while they are provably current: each is
 * kept until a change committed by any process touches what it covers (its facilities on its
 * days; any change when it says nothing of what it covers) and until its own deadline (a hold
 * expiring, a tee time starting). Changes are read (Database.changes) after each caller asks, so
 * a cached answer is exactly what the database would answer now, across processes;
 * docs/performance.md has the argument.
 */
import { reusable } from 'soapgen/runtime/reusable.js';
import type { Changes, FacilityDay } from '../db/database.js';
import type { Clock } from '../time.js';

/** The facility-days an answer depends on: only changes to those (or to the catalog) can change it. */
export interface Coverage {
  readonly facilities: ReadonlySet<number>;
  /** YYYY-MM-DD, facility-local, both included. */
  readonly from: string;
  readonly to: string;
}

export interface Computed<T> {
  readonly value: T;
  /** Epoch ms from which the value may differ even without a write; absent: only a write changes it. */
  readonly validUntil?: number;
  /** About how many bytes keeping it costs (the objects and their encoded answer); default 2 KB. */
  readonly bytes?: number;
  /** Absent: any committed change may change it. */
  readonly covers?: Coverage;
}

interface Entry {
  readonly value: unknown;
  readonly validUntil: number;
  readonly bytes: number;
  readonly covers: Coverage | undefined;
}

/** Changes applied, newest last: how a computation that began before some of them learns whether to keep its answer. */
const LOGGED_CHANGES = 256;

/** A source of version strings as Changes: every new version may have changed everything. */
export function everyVersionChangesAll(version: () => Promise<string>): () => Promise<Changes> {
  let last: string | undefined;
  return async () => {
    const since = last;
    last = await version();
    return { version: last, since, changed: 'everything' };
  };
}

const touches = (covers: Coverage | undefined, changed: Changes['changed']): boolean =>
  changed === 'everything' ||
  covers === undefined ||
  changed.some((day: FacilityDay) => covers.facilities.has(day.facilityId) && day.localDate >= covers.from && day.localDate <= covers.to);

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  /** Computations begun since the last change: callers of one key share one. */
  readonly #pending = new Map<string, Promise<unknown>>();
  /** The version of the last changes applied. */
  #version: string | undefined;
  /** Counts the changes applied. */
  #generation = 0;
  #log: Array<{ readonly generation: number; readonly changed: Changes['changed'] }> = [];
  #bytes = 0;
  #computations = 0;

  constructor(
    private readonly changes: () => Promise<Changes>,
    private readonly clock: Clock,
    /** Bytes kept at most (about); the oldest entries go first. */
    private readonly budget = 8 * 2 ** 20,
  ) {}

  /** How many values were computed (not served from the cache) so far. */
  get computations(): number {
    return this.#computations;
  }

  /**
   * The value under `key` if current, else `compute`'s (frozen: callers share it). A caller that
   * finds the key being computed since the last change waits for that computation instead of
   * starting another: it began after that change was read, so it sees every commit the caller
   * could know of. Without this, every write sent all the callers of a popular search to the
   * database at once.
   */
  async get<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T> {
    this.#apply(await this.changes());
    const entry = this.#entries.get(key);
    if (entry && this.clock() < entry.validUntil) return entry.value as T;
    let pending = this.#pending.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = this.#compute(key, this.#generation, compute);
      this.#pending.set(key, pending);
      const done = (): void => {
        if (this.#pending.get(key) === pending) this.#pending.delete(key);
      };
      pending.then(done, done);
    }
    return pending;
  }

  /**
   * Drops what the changes touch. Changes are read one after another, so a newer version is never
   * followed by an older one; changes that do not follow the version applied last (a first read,
   * a missed read) may have touched anything.
   */
  #apply(changes: Changes): void {
    if (changes.version === this.#version) return;
    const changed = changes.since !== undefined && changes.since === this.#version ? changes.changed : 'everything';
    this.#version = changes.version;
    this.#generation++;
    // They may cover what changed: callers from now on start anew. A new version that changed
    // none of what answers cover (on PostgreSQL, any transaction of the server moves it) leaves
    // them exact, so its callers still share them.
    if (changed === 'everything' || changed.length > 0) this.#pending.clear();
    this.#log.push({ generation: this.#generation, changed });
    if (this.#log.length > LOGGED_CHANGES) this.#log.shift();
    for (const [key, entry] of this.#entries) if (touches(entry.covers, changed)) this.#forget(key);
  }

  /** Whether no change applied after `generation` touches `covers` (unknown when the log no longer reaches back). */
  #untouchedSince(generation: number, covers: Coverage | undefined): boolean {
    if (generation === this.#generation) return true;
    const first = this.#log[0];
    if (!first || first.generation > generation + 1) return false;
    return this.#log.every((logged) => logged.generation <= generation || !touches(covers, logged.changed));
  }

  async #compute<T>(key: string, generation: number, compute: () => Promise<Computed<T>>): Promise<T> {
    this.#computations++;
    const { value, validUntil = Infinity, bytes = 2048, covers } = await compute();
    // Callers share it, and the layers above keep what they derive from it (its view, its answer).
    reusable(value);
    // A change that touches it was read meanwhile: answer with it (it was current when asked), keep nothing.
    if (this.#untouchedSince(generation, covers)) this.#store(key, { value, validUntil, bytes, covers });
    return value;
  }

  #store(key: string, entry: Entry): void {
    this.#forget(key);
    while (this.#bytes + entry.bytes > this.budget && this.#entries.size > 0) this.#forget(this.#entries.keys().next().value!);
    if (entry.bytes > this.budget) return;
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
  }

  #forget(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }
}
