/**
 * Structured logs (pino), one JSON line per event. Secrets are redacted by key wherever they
 * appear, as a second line of defence: request bodies are never logged in the first place.
 */
import pino, { type DestinationStream, type Logger } from 'pino';

/** Keys whose values never reach a log line. */
export const SECRET_KEYS = ['CreditCardNumber', 'Password', 'OldPassword', 'SessionID', 'password', 'authorization', 'cookie'] as const;

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const paths = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);
  // pid tells apart the processes of a multi-process deployment writing to one log.
  return pino({ level, base: { pid: process.pid }, redact: { paths, censor: '[redacted]' } }, destination);
}

export type { Logger };
