/**
 * The SQL of logins and sessions, and their rows as models. The rules (the lockout, the time
 * limits, the session cache) are in sessions.ts.
 */
import type { Queryable, Transaction } from '../db/database.js';
export { LOGIN_DECOYS } from '../db/migrations.js';

export interface UserCredentials {
  readonly id: number;
  readonly passwordHash: string;
}

export interface StoredSession {
  readonly ownerId: number;
  readonly userId: number;
  readonly lastSeenAt: number;
  readonly expiresAt: number;
}

/**
 * Whose lockout columns an attempt uses: a user's row, or for a user name that does not exist a
 * decoy row of `login_decoys` (the same columns), so both cost the same writes.
 */
export interface LoginSubject {
  readonly table: 'users' | 'login_decoys';
  readonly id: number;
}

/** Gives back an attempt's login slot. */
const RELEASE_SLOT = 'login_pending = CASE WHEN login_pending > 0 THEN login_pending - 1 ELSE 0 END';

export async function findUser(q: Queryable, ownerId: number, userName: string): Promise<UserCredentials | undefined> {
  const row = await q.get<{ id: number; password_hash: string }>('SELECT id, password_hash FROM users WHERE owner_id = ? AND user_name = ?', [
    ownerId,
    userName,
  ]);
  return row && { id: Number(row.id), passwordHash: row.password_hash };
}

/**
 * Takes a login slot in one atomic UPDATE, granted only while the user is not locked and its
 * confirmed failures plus the attempts still being checked stay below `maxFailures`. An expired
 * lock starts a new count; slots held since before `staleBefore` (a process that died while
 * checking) are forgotten.
 */
export async function takeLoginSlot(q: Queryable, { table, id }: LoginSubject, now: number, maxFailures: number, staleBefore: number): Promise<boolean> {
  const failed = 'CASE WHEN locked_until > 0 THEN 0 ELSE failed_attempts END';
  // The cut-off is a parameter, not part of the text: one statement text for every attempt, so
  // the engines' prepared-statement caches do not grow with each login.
  const pending = 'CASE WHEN login_pending_since <= CAST(? AS BIGINT) THEN 0 ELSE login_pending END';
  const slot = await q.get<{ id: number }>(
    `UPDATE ${table} SET failed_attempts = ${failed}, locked_until = 0, login_pending = ${pending} + 1, login_pending_since = CAST(? AS BIGINT)
     WHERE id = ? AND locked_until <= ? AND ${failed} + ${pending} < ? RETURNING id`,
    [Math.trunc(staleBefore), now, id, now, Math.trunc(staleBefore), maxFailures],
  );
  return slot !== undefined;
}

export async function lockedUntil(q: Queryable, { table, id }: LoginSubject): Promise<number> {
  const row = await q.get<{ locked_until: number }>(`SELECT locked_until FROM ${table} WHERE id = ?`, [id]);
  return Number(row?.locked_until ?? 0);
}

export async function releaseLoginSlot(q: Queryable, { table, id }: LoginSubject): Promise<void> {
  await q.run(`UPDATE ${table} SET ${RELEASE_SLOT} WHERE id = ?`, [id]);
}

/** The attempt's slot becomes a failure; the one reaching `maxFailures` locks the user until `lockUntil`. */
export async function recordFailure(q: Queryable, { table, id }: LoginSubject, maxFailures: number, lockUntil: number): Promise<void> {
  await q.run(
    `UPDATE ${table} SET ${RELEASE_SLOT}, failed_attempts = failed_attempts + 1,
       locked_until = CASE WHEN failed_attempts + 1 >= ? THEN CAST(? AS BIGINT) ELSE locked_until END
     WHERE id = ?`,
    [maxFailures, lockUntil, id],
  );
}

/** The attempt succeeded: its slot is freed, the failures cleared, sessions that ended deleted, the new one stored. */
export async function startSession(
  tx: Transaction,
  session: { tokenHash: string; ownerId: number; userId: number; now: number; expiresAt: number; idleBefore: number },
): Promise<void> {
  await tx.run(`UPDATE users SET ${RELEASE_SLOT}, failed_attempts = 0 WHERE id = ?`, [session.userId]);
  await tx.run('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?', [session.now, session.idleBefore]);
  await tx.run('INSERT INTO sessions (token_hash, owner_id, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)', [
    session.tokenHash,
    session.ownerId,
    session.userId,
    session.now,
    session.now,
    session.expiresAt,
  ]);
}

/** The live session with this token hash: not past `now`, and seen after `idleBefore`. */
export async function findSession(q: Queryable, tokenHash: string, now: number, idleBefore: number): Promise<StoredSession | undefined> {
  const row = await q.get<{ owner_id: number; user_id: number; last_seen_at: number; expires_at: number }>(
    'SELECT owner_id, user_id, last_seen_at, expires_at FROM sessions WHERE token_hash = ? AND expires_at > ? AND last_seen_at > ?',
    [tokenHash, now, idleBefore],
  );
  return row && { ownerId: Number(row.owner_id), userId: Number(row.user_id), lastSeenAt: Number(row.last_seen_at), expiresAt: Number(row.expires_at) };
}

/** Restarts the idle clock, under the same liveness conditions, so a touch never brings back a session that ended meanwhile. */
export async function touchSession(q: Queryable, tokenHash: string, now: number, idleBefore: number): Promise<void> {
  await q.run('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ? AND expires_at > ? AND last_seen_at > ? AND last_seen_at < ?', [
    now,
    tokenHash,
    now,
    idleBefore,
    now,
  ]);
}
