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

export async function login(ctx: ServiceContext, request: LoginRequest): Promise<ResponseLogin> {
  const { db, clock, config } = ctx;
  const now = clock();
  const user = await db.get<{ id: number; password_hash: string; failed_attempts: number; locked_until: number }>(
    'SELECT id, password_hash, failed_attempts, locked_until FROM users WHERE owner_id = ? AND user_name = ?',
    [request.OwnerID, request.UserID ?? ''],
  );
  // Verify even for an unknown user, so timing does not tell which user names exist.
  const matches = await verifyPassword(request.Password ?? '', user?.password_hash ?? DUMMY_HASH);
  if (user && user.locked_until > now) {
    const minutes = Math.ceil((user.locked_until - now) / MINUTE);
    throw new BusinessError(ErrorCode.LockedOut, `Too many failed logins: this user is locked out; try again in ${minutes} minute(s).`);
  }
  if (!user || !matches) {
    if (user) {
      const failures = user.failed_attempts + 1;
      const lockedUntil = failures >= config.loginMaxFailures ? now + config.loginLockMinutes * MINUTE : 0;
      await db.run('UPDATE users SET failed_attempts = ?, locked_until = ? WHERE id = ?', [lockedUntil ? 0 : failures, lockedUntil, user.id]);
    }
    throw new BusinessError(ErrorCode.BadCredentials, 'OwnerID, UserID or Password is wrong.');
  }
  const token = randomBytes(32).toString('base64url');
  const expiresAt = now + config.sessionMaxHours * 60 * MINUTE;
  await db.transaction(async (tx) => {
    await tx.run('UPDATE users SET failed_attempts = 0, locked_until = 0 WHERE id = ?', [user.id]);
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
