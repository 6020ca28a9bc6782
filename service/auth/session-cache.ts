/** Who a valid SessionID speaks for. */
export interface Session {
  readonly ownerId: number;
  readonly userId: number;
}

export interface KnownSession extends Session {
  readonly expiresAt: number;
  /** The idle clock as this process last read or wrote it (another process may have moved it on). */
  lastSeenAt: number;
}

/**
 * Sessions this process has seen, by token hash, so a call reads no row. Nothing ends a session
 * early (there is no logout, and Login deletes only sessions that have already ended), so what
 * a row said stays true until its time limits: an entry is used while both leave it alive, and
 * otherwise the row is read again (another process may have refreshed its idle clock).
 */
export class SessionCache {
  readonly #known = new Map<string, KnownSession>();

  constructor(private readonly capacity = 10_000) {}

  get(hash: string): KnownSession | undefined {
    return this.#known.get(hash);
  }

  set(hash: string, session: KnownSession): void {
    this.#known.delete(hash);
    if (this.#known.size >= this.capacity) this.#known.delete(this.#known.keys().next().value!);
    this.#known.set(hash, session);
  }

  forget(hash: string): void {
    this.#known.delete(hash);
  }
}
