/**
 * Structured logs (pino), one JSON line per event. Secrets are redacted by key wherever they
 * appear, as a second line of defence: request bodies are never logged in the first place.
 * Text fields (an error message may echo what a caller sent) are also scrubbed of anything that
 * looks like a card number, whatever the parameter it came in.
 */
import { writeSync } from 'node:fs';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Keys whose values never reach a log line. */
export const SECRET_KEYS = ['CreditCardNumber', 'Password', 'OldPassword', 'SessionID', 'password', 'authorization', 'cookie'] as const;

/** 13 to 19 digits, optionally grouped by single spaces or dashes: the shape of a payment card number. */
const CARD_NUMBER = /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g;

/** `text` with every card-number-shaped run of digits replaced. */
export function scrubCardNumbers(text: string): string {
  // Shorter text cannot hold thirteen digits: most values of a request line.
  return text.length < 13 ? text : text.replace(CARD_NUMBER, '[redacted]');
}

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubCardNumbers(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  // An error's message and stack can echo input: a scrubbed copy, still an Error for pino's serializer.
  if (value instanceof Error) {
    const copy = new Error(scrubCardNumbers(value.message));
    copy.name = value.name;
    copy.stack = value.stack && scrubCardNumbers(value.stack);
    return copy;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = scrub(item, depth + 1);
  return copy;
}

/**
 * A log file or pipe (standard output by default), written in batches rather than once per line:
 * a line waits at most `maxDelayMs`, or until `maxBytes` are waiting. Under load one write then
 * carries the lines of hundreds of requests (a write per request line was a sixth of a browse
 * call's time in-process, and a write per event-loop turn still a twentieth, docs/performance.md).
 * What is left is written when the process exits, so only a crash of the runtime itself (or
 * SIGKILL) can lose the last `maxDelayMs` of lines.
 */
export function batchedLines(fd: number, { maxDelayMs = 100, maxBytes = 64 * 1024 } = {}): DestinationStream {
  let pending = '';
  let timer: NodeJS.Timeout | undefined;
  const flush = (): void => {
    clearTimeout(timer);
    timer = undefined;
    const text = pending;
    pending = '';
    writeAll(fd, text);
  };
  process.on('exit', flush);
  return {
    write(line: string) {
      // Unref'd: waiting lines never keep the process alive; the exit handler writes them.
      if (pending === '') timer = setTimeout(flush, maxDelayMs).unref();
      pending += line;
      if (pending.length >= maxBytes) flush();
    },
  };
}

/** Writes all of `text`, waiting out a full pipe; a closed one drops it (a log must never stop the service). */
function writeAll(fd: number, text: string): void {
  let bytes = Buffer.from(text, 'utf8');
  while (bytes.length > 0) {
    try {
      bytes = bytes.subarray(writeSync(fd, bytes));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') return;
      Atomics.wait(PAUSE, 0, 0, 1);
    }
  }
}

const PAUSE = new Int32Array(new SharedArrayBuffer(4));

export function createLogger(level: string, destination?: DestinationStream): Logger {
  const paths = SECRET_KEYS.flatMap((key) => [key, `*.${key}`, `*.*.${key}`]);
  return pino(
    {
      level,
      // pid tells apart the processes of a multi-process deployment writing to one log.
      base: { pid: process.pid },
      redact: { paths, censor: '[redacted]' },
      formatters: { log: (object) => scrub(object) as Record<string, unknown> },
      hooks: {
        logMethod(args, method) {
          method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubCardNumbers(arg) : arg)) as Parameters<typeof method>);
        },
      },
    },
    destination ?? batchedLines(1),
  );
}

/** The one line every request writes: flat, with no key that SECRET_KEYS names. */
export type RequestLine = Record<string, string | number | undefined>;

/**
 * A writer of request lines into `logger`'s destination, in pino's format, without pino: the
 * line's keys are fixed and none is a secret, so only its text values need scrubbing, and its
 * values are flat. Pino's wildcard redaction and deep scrub were ~8 % of the service's busy time
 * under browse load, its generic serializer ~5 % more (docs/performance.md).
 */
export function requestLog(logger: Logger): (line: RequestLine, failed: boolean) => void {
  const stream = (logger as unknown as Record<symbol, DestinationStream>)[pino.symbols.streamSym]!;
  const opening = (level: 'info' | 'warn'): string => `{"level":${pino.levels.values[level]},"time":`;
  const openings = { info: opening('info'), warn: opening('warn') };
  const pid = `,"pid":${process.pid}`;
  return (line, failed) => {
    const level = failed ? 'warn' : 'info';
    if (!logger.isLevelEnabled(level)) return;
    let text = openings[level] + Date.now() + pid;
    for (const key in line) {
      const value = line[key];
      if (value !== undefined) text += `,"${key}":${typeof value === 'string' ? JSON.stringify(scrubCardNumbers(value)) : value}`;
    }
    stream.write(`${text},"msg":"${failed ? 'request failed' : 'request'}"}\n`);
  };
}

export type { Logger };
