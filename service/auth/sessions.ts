/**
 * Login and sessions. A session id is 256 random bits (base64url); only its SHA-256 is stored.
 * Sessions end after an idle time-out and an absolute lifetime, and belong to one owner.
 */
import { hash as digest, randomBytes, randomInt } from 'node:crypto';
import type { ServiceContext } from '../context.js';
import { BusinessError, ErrorCode } from '../errors.js';
import { DUMMY_HASH, verifyPassword } from './passwords.js';
import type { Session } from './session-cache.js';
import * as store from './store.js';

export type { Session } from './session-cache.js';

const MINUTE = 60_000;
// One-shot hashing (crypto.hash): about half the cost of createHash().update().digest() per call.
const hashToken = (token: string): string => digest('sha256', token, 'hex');

/**
 * Login with a lockout that holds under concurrency. Before its password is checked (slow:
 * scrypt), an attempt takes a slot in one atomic UPDATE, granted only while confirmed failures
 * plus attempts still being checked stay below `loginMaxFailures`. A wrong password turns its
 * slot into a failure (the one reaching the limit locks the user); a right one frees its slot and
 * clears the failures. So however many attempts arrive together, in one process or several, at
 * most `loginMaxFailures` wrong passwords are ever checked before the lock, and a burst of right
 * ones is never taken for failures: an attempt finding every slot busy waits for one.
 * Returns the new session's id (the token itself; only its hash is stored).
 */
/** What Login is given (requests.ts); a missing UserID or Password is empty. */
export interface Credentials {
  readonly ownerId: number;
  readonly userId: string;
  readonly password: string;
}

export async function login(ctx: ServiceContext, request: Credentials): Promise<string> {
  const { db, clock, config } = ctx;
  const user = await store.findUser(db, request.ownerId, request.userId);
  // A user name that does not exist goes through the same steps on a decoy row, which never
  // locks: the same hash, the same writes, so neither timing nor load tells which names exist.
  const subject: store.LoginSubject = user ? { table: 'users', id: user.id } : { table: 'login_decoys', id: randomInt(store.LOGIN_DECOYS) + 1 };
  const maxFailures = user ? config.loginMaxFailures : DECOY_NEVER_LOCKS;
  await takeLoginSlot(ctx, subject, maxFailures);
  let right: boolean;
  try {
    right = (await verifyPassword(request.password, user?.passwordHash ?? DUMMY_HASH)) && user !== undefined;
  } catch (error) {
    await store.releaseLoginSlot(db, subject);
    throw error;
  }
  if (!right || !user) {
    await store.recordFailure(db, subject, maxFailures, clock() + config.loginLockMinutes * MINUTE);
    throw badCredentials();
  }
  const now = clock();
  const token = randomBytes(32).toString('base64url');
  await db.transaction((tx) =>
    store.startSession(tx, {
      tokenHash: hashToken(token),
      ownerId: request.ownerId,
      userId: user.id,
      now,
      expiresAt: now + config.sessionMaxHours * 60 * MINUTE,
      idleBefore: now - config.sessionIdleMinutes * MINUTE,
    }),
  );
  return token;
}

/** A failure limit a decoy row never reaches (the largest INTEGER). */
const DECOY_NEVER_LOCKS = 2 ** 31 - 1;

/** How long an attempt waits for a busy slot, and how often it looks again. */
const SLOT_WAIT_MS = 10_000;
const SLOT_POLL_MS = { first: 10, max: 200 };
/** A slot held longer than this belongs to a process that died while checking; it is freed. */
const SLOT_STALE_MS = 60_000;

/** Takes a login slot for the user, waiting while every slot is busy; LockedOut when locked. */
async function takeLoginSlot(ctx: ServiceContext, subject: store.LoginSubject, maxFailures: number): Promise<void> {
  const { db, clock } = ctx;
  const giveUpAt = clock() + SLOT_WAIT_MS;
  for (let pause = SLOT_POLL_MS.first; ; pause = Math.min(SLOT_POLL_MS.max, pause * 2)) {
    const now = clock();
    if (await store.takeLoginSlot(db, subject, now, maxFailures, now - SLOT_STALE_MS)) return;
    const lockedUntil = await store.lockedUntil(db, subject);
    if (lockedUntil > now) {
      const minutes = Math.max(1, Math.ceil((lockedUntil - now) / MINUTE));
      throw new BusinessError(ErrorCode.LockedOut, `Too many failed logins: this user is locked out; try again in ${minutes} minute(s).`);
    }
    if (now >= giveUpAt) throw new BusinessError(ErrorCode.LockedOut, 'Too many logins of this user at once; try again in a few seconds.');
    // Jittered, so waiters do not all come back at once.
    await new Promise((resolve) => setTimeout(resolve, pause * (0.5 + Math.random())));
  }
}

/**
 * How often a session's idle clock is written: at most once per twentieth of the idle time-out
 * (a minute of the default 20). A call within it writes nothing, so a session may end up to this
 * much sooner than the idle time-out (docs/business-rules.md); a fraction of it, so that even a
 * one-minute time-out leaves a session used every few seconds alive.
 */
export const sessionTouchIntervalMs = (idleMinutes: number): number => (idleMinutes * MINUTE) / 20;

const badCredentials = (): BusinessError => new BusinessError(ErrorCode.BadCredentials, 'OwnerID, UserID or Password is wrong.');

/** The session a SessionID names, refreshed; throws InvalidSession when it is unknown or has ended. */
export async function requireSession(ctx: ServiceContext, sessionId: string | undefined): Promise<Session> {
  const { db, clock, config, sessions } = ctx;
  if (!sessionId) throw new BusinessError(ErrorCode.InvalidSession, 'SessionID is missing: call Login first and pass its SessionID.');
  const now = clock();
  const idleLimit = now - config.sessionIdleMinutes * MINUTE;
  const hash = hashToken(sessionId);
  let session = sessions.get(hash);
  if (!session || session.expiresAt <= now || session.lastSeenAt <= idleLimit) {
    sessions.forget(hash);
    const stored = await store.findSession(db, hash, now, idleLimit);
    if (!stored) throw new BusinessError(ErrorCode.InvalidSession, 'SessionID is invalid or has expired: call Login again.');
    session = { ...stored };
    sessions.set(hash, session);
  }
  if (now - session.lastSeenAt >= sessionTouchIntervalMs(config.sessionIdleMinutes)) {
    await store.touchSession(db, hash, now, idleLimit);
    session.lastSeenAt = now;
  }
  return { ownerId: session.ownerId, userId: session.userId };
}
