/**
 * Login attempts per client address in a sliding minute, kept in this process's memory (each
 * process of a multi-process deployment counts its own; the per-user lockout lives in the database).
 */
export class LoginRateLimiter {
  private readonly attempts = new Map<string, number[]>();

  constructor(
    private readonly perMinute: number,
    private readonly now: () => number,
  ) {}

  /** Records an attempt; returns the seconds to wait when over the limit, else 0. */
  take(address: string | undefined): number {
    const key = address ?? 'unknown';
    const now = this.now();
    const recent = (this.attempts.get(key) ?? []).filter((t) => t > now - 60_000);
    if (recent.length >= this.perMinute) {
      this.attempts.set(key, recent);
      return Math.ceil((recent[0]! + 60_000 - now) / 1000);
    }
    recent.push(now);
    this.attempts.set(key, recent);
    if (this.attempts.size > 10_000) this.forgetIdle(now);
    return 0;
  }

  private forgetIdle(now: number): void {
    for (const [key, times] of this.attempts) if (times.every((t) => t <= now - 60_000)) this.attempts.delete(key);
  }
}
