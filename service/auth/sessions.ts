/**
 * Login and sessions. A session id is 256 random bits (base64url); only its SHA-256 is stored.
 * Sessions end after an idle time-out and an absolute lifetime, and belong to one owner.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { LoginRequest, ResponseLogin } from '../../generated/crmteetimeapi/types.js';
import type { ServiceContext } from '../context.js';
import { BusinessError, ErrorCode } from '../errors.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';

export interface Session {
  readonly ownerId: number;
  readonly userId: number;
}

const MINUTE = 60_000;
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * Login with a lockout that holds under concurrency. Each attempt on a known user first takes a
 * slot — `failed_attempts + 1` in one atomic UPDATE, refused while the user is locked — and only
 * then checks the password, which is slow (scrypt). The attempt that takes the last slot locks
 * the user at once. So however many attempts arrive together, in one process or several, at
 * most `loginMaxFailures` passwords are checked; the rest are refused unchecked. A wrong
 * password leaves its slot counted; the right one clears the count, and lifts the lock only if
 * its own slot set it (as if it had come last), never a lock other attempts set.
 */
export async function login(ctx: ServiceContext, request: LoginRequest): Promise<ResponseLogin> {
  const { db, clock, config } = ctx;
  const now = clock();
  const user = await db.get<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE owner_id = ? AND user_name = ?',
    [request.OwnerID, request.UserID ?? ''],
  );
  if (!user) {
    // Verify anyway, so timing does not tell which user names exist.
    await verifyPassword(request.Password ?? '', DUMMY_HASH);
    throw badCredentials();
  }
  // An expired lock (locked_until in the past) starts a new count at this attempt.
  const count = 'CASE WHEN locked_until > 0 THEN 1 ELSE failed_attempts + 1 END';
  const slot = await db.get<{ locked_until: number }>(
    `UPDATE users SET failed_attempts = ${count}, locked_until = CASE WHEN ${count} >= ? THEN CAST(? AS BIGINT) ELSE 0 END
     WHERE id = ? AND locked_until <= ? RETURNING locked_until`,
    [config.loginMaxFailures, now + config.loginLockMinutes * MINUTE, user.id, now],
  );
  if (!slot) {
    const row = await db.get<{ locked_until: number }>('SELECT locked_until FROM users WHERE id = ?', [user.id]);
    const minutes = Math.max(1, Math.ceil((Number(row?.locked_until ?? now) - now) / MINUTE));
    throw new BusinessError(ErrorCode.LockedOut, `Too many failed logins: this user is locked out; try again in ${minutes} minute(s).`);
  }
  if (!(await verifyPassword(request.Password ?? '', user.password_hash))) throw badCredentials();
  const ownLock = Number(slot.locked_until);
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + config.sessionMaxHours * 60 * MINUTE;
  await db.transaction(async (tx) => {
    await tx.run('UPDATE users SET failed_attempts = 0, locked_until = 0 WHERE id = ? AND locked_until IN (0, ?)', [user.id, ownLock]);
    await tx.run('DELETE FROM sessions WHERE expires_at <= ? OR last_seen_at <= ?', [now, now - config.sessionIdleMinutes * MINUTE]);
    await tx.run('INSERT INTO sessions (token_hash, owner_id, user_id, created_at, last_seen_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)',
      [hashToken(token), request.OwnerID, user.id, now, now, expiresAt]);
  });
  return { ErrorCode: ErrorCode.Success, SessionID: token };
}

/**
 * How often a session's idle clock is written: at most once this long. A call within it writes
 * nothing, so a session may end up to this much sooner than the idle time-out (docs/business-rules.md).
 */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE;

const badCredentials = (): BusinessError => new BusinessError(ErrorCode.BadCredentials, 'OwnerID, UserID or Password is wrong.');

/** The session a SessionID names, refreshed; throws InvalidSession when it is unknown or has ended. */
export async function requireSession(ctx: ServiceContext, sessionId: string | undefined): Promise<Session> {
  const { db, clock, config } = ctx;
  if (!sessionId) throw new BusinessError(ErrorCode.InvalidSession, 'SessionID is missing: call Login first and pass its SessionID.');
  const now = clock();
  const idleLimit = now - config.sessionIdleMinutes * MINUTE;
  const hash = hashToken(sessionId);
  const row = await db.get<{ owner_id: number; user_id: number; last_seen_at: number }>(
    'SELECT owner_id, user_id, last_seen_at FROM sessions WHERE token_hash = ? AND expires_at > ? AND last_seen_at > ?',
    [hash, now, idleLimit],
  );
  if (!row) throw new BusinessError(ErrorCode.InvalidSession, 'SessionID is invalid or has expired: call Login again.');
  if (now - Number(row.last_seen_at) >= SESSION_TOUCH_INTERVAL_MS) {
    // The same liveness conditions again, so a touch can never bring back a session that ended meanwhile.
    await db.run('UPDATE sessions SET last_seen_at = ? WHERE token_hash = ? AND expires_at > ? AND last_seen_at > ? AND last_seen_at < ?',
      [now, hash, now, idleLimit, now]);
  }
  return { ownerId: Number(row.owner_id), userId: Number(row.user_id) };
}
