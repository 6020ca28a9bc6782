/**
 * Answers of read-only operations (browse, search), kept while they are provably current: each is
 * stored under the database's data version read before it was computed, and served only while the
 * version is unchanged (no process has committed a write since) and its own deadline (a hold
 * expiring, a tee time starting) has not passed. So a cached answer is exactly what the database
 * would answer now, across processes; docs/performance.md has the argument.
 */
import { reusable } from 'soapgen/runtime/reusable.js';
import type { Clock } from '../time.js';

export interface Computed<T> {
  readonly value: T;
  /** Epoch ms from which the value may differ even without a write; absent: only a write changes it. */
  readonly validUntil?: number;
  /** About how many bytes keeping it costs (the objects and their encoded answer); default 2 KB. */
  readonly bytes?: number;
}

interface Entry {
  readonly value: unknown;
  readonly validUntil: number;
  readonly bytes: number;
}

export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  /** Computations under way for the current version: callers of one key share one. */
  readonly #pending = new Map<string, Promise<unknown>>();
  /** The data version the entries were computed under: the latest one seen. */
  #version: string | undefined;
  #bytes = 0;

  constructor(
    private readonly dataVersion: () => Promise<string>,
    private readonly clock: Clock,
    /** Bytes kept at most (about); the oldest entries go first. */
    private readonly budget = 8 * 2 ** 20,
  ) {}

  /**
   * The value under `key` if current, else `compute`'s (frozen: callers share it). A caller that
   * finds the key being computed under its version waits for that computation instead of
   * starting another: it began after that version was read, so it sees every commit the caller
   * could know of. Without this, every write (in any process, on PostgreSQL in any database of
   * the server) sent all the callers of a popular search to the database at once.
   */
  async get<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T> {
    const version = await this.dataVersion();
    if (version !== this.#version) {
      // Versions are read one after another, so a newer one is never followed by an older one:
      // every entry of an earlier version is useless from now on.
      this.#version = version;
      this.#entries.clear();
      this.#pending.clear();
      this.#bytes = 0;
    }
    const entry = this.#entries.get(key);
    if (entry && this.clock() < entry.validUntil) return entry.value as T;
    let pending = this.#pending.get(key) as Promise<T> | undefined;
    if (!pending) {
      pending = this.#compute(key, version, compute);
      this.#pending.set(key, pending);
      const done = (): void => {
        if (this.#pending.get(key) === pending) this.#pending.delete(key);
      };
      pending.then(done, done);
    }
    return pending;
  }

  async #compute<T>(key: string, version: string, compute: () => Promise<Computed<T>>): Promise<T> {
    const { value, validUntil = Infinity, bytes = 2048 } = await compute();
    // Callers share it, and the layers above keep what they derive from it (its view, its answer).
    reusable(value);
    // Computed under a version that has been superseded meanwhile: answer with it, keep nothing.
    if (version === this.#version) this.#store(key, { value, validUntil, bytes });
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
