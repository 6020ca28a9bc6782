/** Password hashing with scrypt (node:crypto): only `scrypt$N$r$p$salt$hash` is ever stored. */
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const N = 16384;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), expected.length, { N: Number(n), r: Number(r), p: Number(p) });
  return timingSafeEqual(key, expected);
}

/** A hash to verify against when the user does not exist, so both cases take the same time. */
export const DUMMY_HASH = 'scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=';

/**
 * One hash at a time per process: each takes 16 MiB (128·N·r bytes) and a core while it runs. So
 * a burst of logins holds 16 MiB, not 16 MiB on each thread-pool thread (glibc gives it back once
 * done: service/ops/malloc.ts), and the other cores and pool threads (file reads, host name
 * lookups) stay free for the requests. The rest wait their turn, real and unknown users alike.
 */
let hashing: Promise<unknown> = Promise.resolve();

function scrypt(password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  const key = hashing.then(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCallback(password, salt, keyLength, options, (error, derived) => (error ? reject(error) : resolve(derived))),
      ),
  );
  hashing = key.catch(() => undefined);
  return key;
}
