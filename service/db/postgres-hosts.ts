/** How a PostgreSQL URL listing several hosts picks the primary among them. */

/**
 * `target_session_attrs=read-write` as `primary`. postgres.js 3.4.9 judges read-write by
 * default_transaction_read_only alone, which a PostgreSQL 14+ standby reports as `off`: it would
 * take a standby of a list of hosts for the primary. `primary` asks whether the server is in
 * recovery, which is what a failover changes.
 */
export function primaryOnly(url: string): { target_session_attrs?: 'primary' } {
  return /[?&]target_session_attrs=read-write(&|$)/.test(url) ? { target_session_attrs: 'primary' } : {};
}
