/**
 * Answers of read-only operations (browse, search), kept while they are provably current: each is
 * stored under the database's data version read before it was computed, and served only while the
 * version is unchanged (no process has committed a write since) and its own deadline (a hold
 * expiring, a tee time starting) has not passed. So a cached answer is exactly what the database
 * would answer now, across processes; docs/performance.md has the argument.
 */
import type { Clock } from '../clock.js';

export interface Computed<T> {
  readonly value: T;
  /** Epoch ms from which the value may differ even without a write; absent: only a write changes it. */
  readonly validUntil?: number;
}

interface Entry {
  readonly version: string;
  readonly value: unknown;
  readonly validUntil: number;
}

export class ReadCache {
  readonly #entries = new Map<string, Entry>();

  constructor(
    private readonly dataVersion: () => Promise<string>,
    private readonly clock: Clock,
    /** Entries kept at most; the oldest go first. */
    private readonly capacity = 2000,
  ) {}

  /** The value under `key` if current, else `compute`'s (stored, frozen: callers share it). */
  async get<T>(key: string, compute: () => Promise<Computed<T>>): Promise<T> {
    const version = await this.dataVersion();
    const entry = this.#entries.get(key);
    if (entry && entry.version === version && this.clock() < entry.validUntil) return entry.value as T;
    const { value, validUntil = Infinity } = await compute();
    this.#entries.delete(key);
    if (this.#entries.size >= this.capacity) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, { version, value: deepFreeze(value), validUntil });
    return value;
  }
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
