/** Configuration from environment variables, each with a default that works out of the box. */

export interface Config {
  /** HTTP port. */
  readonly port: number;
  /** Interface to listen on. */
  readonly host: string;
  /** `postgres://…` for PostgreSQL, otherwise a SQLite file path. */
  readonly database: string;
  /** PostgreSQL connections per server process (statements are pipelined on them). */
  readonly databasePoolSize: number;
  /** How long a request waits for a PostgreSQL connection to open before it is answered "unavailable". */
  readonly databaseConnectTimeoutMs: number;
  /** Public URL of the service resource for WSDL addresses; default: from each request's Host. */
  readonly publicUrl?: string;
  readonly holdMinutes: number;
  /** Hours before a tee time at which cancelling its reservations closes, unless its facility says otherwise. */
  readonly cancelCutoffHours: number;
  readonly sessionIdleMinutes: number;
  readonly sessionMaxHours: number;
  /** Failed logins in a row before a user is locked out, and for how long. */
  readonly loginMaxFailures: number;
  readonly loginLockMinutes: number;
  /** NODE_ENV=production: never load demo data, whatever SEED_DEMO says. */
  readonly production: boolean;
  /** Load demo data into an empty database on start (never in production). */
  readonly seedDemo: boolean;
  readonly bodyLimitBytes: number;
  readonly requestTimeoutMs: number;
  readonly headersTimeoutMs: number;
  /** Login attempts one client address may make per minute (per process). */
  readonly loginPerIpPerMinute: number;
  /** pino level: fatal, error, warn, info, debug, trace or silent. */
  readonly logLevel: string;
  /** Server processes `npm start` runs (node:cluster); more than 1 suits PostgreSQL. */
  readonly workers: number;
  /** Browser origins allowed to call the service (CORS); empty: none, `*`: any. */
  readonly corsOrigins: readonly string[];
  /** After SIGTERM, how long the server keeps accepting while /healthz says it is stopping. */
  readonly shutdownDrainMs: number;
}

/** A setting that cannot be used; main.ts prints its message as one line and exits 1. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Every variable the service reads, its default and meaning: the README's table is this list. */
export const VARIABLES = {
  PORT: ['8080', 'HTTP port'],
  HOST: ['0.0.0.0', 'Interface to listen on'],
  DATABASE_URL: ['./data/teetimes.sqlite', 'postgres://user@host/db for PostgreSQL; otherwise a SQLite file path'],
  DATABASE_POOL_SIZE: [
    '3',
    'PostgreSQL connections per server process; statements are pipelined on them, so a few serve many callers; one of them commits reservations in groups',
  ],
  DATABASE_CONNECT_TIMEOUT_MS: [
    '2000',
    'How long a request waits for a PostgreSQL connection to open (with several hosts, as long again to find the primary); then it is answered ErrorCode 14 (unavailable), and the next ones at once until the database answers again',
  ],
  PUBLIC_URL: ['', 'Public URL of the service resource used in the WSDL (default: from the request Host header)'],
  HOLD_MINUTES: ['10', 'How long HoldTeeTime keeps the seats'],
  CANCEL_CUTOFF_HOURS: ['24', 'CancelReservation is refused this many hours before the tee time, unless the facility sets its own cut-off'],
  SESSION_IDLE_MINUTES: ['20', 'A session ends after this long without a call'],
  SESSION_MAX_HOURS: ['8', 'A session ends this long after Login, whatever its use'],
  LOGIN_MAX_FAILURES: ['5', 'Failed logins in a row that lock a user out'],
  LOGIN_LOCK_MINUTES: ['15', 'How long a locked-out user must wait'],
  NODE_ENV: ['', '`production` never loads demo data (SEED_DEMO is ignored) and says so in the log'],
  SEED_DEMO: ['true', 'Load the demo data into an empty database on start (not in production)'],
  BODY_LIMIT_BYTES: ['1048576', 'Largest request body accepted (larger: 413)'],
  REQUEST_TIMEOUT_MS: ['30000', 'Time allowed for a whole request to arrive'],
  HEADERS_TIMEOUT_MS: ['10000', 'Time allowed for request headers to arrive'],
  LOGIN_IP_MAX_PER_MINUTE: ['30', 'Login attempts one client address may make per minute (per process)'],
  LOG_LEVEL: ['info', 'Log level: fatal, error, warn, info, debug, trace or silent'],
  WORKERS: ['1', 'Server processes to run; more than 1 is meant for PostgreSQL'],
  SHUTDOWN_DRAIN_MS: ['1000', 'After SIGTERM: how long to keep accepting while /healthz answers 503, so a load balancer can take the process out first'],
  CORS_ORIGINS: ['', 'Comma-separated browser origins allowed to call the service (e.g. https://shop.example.com), or *'],
} as const;

type Name = keyof typeof VARIABLES;

/** The longest cancellation cut-off, a year: also the catalog's limit per facility. */
export const MAX_CUTOFF_HOURS = 8760;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const text = (name: Name): string => env[name]?.trim() || VARIABLES[name][0];
  const number = (name: Name, min: number, max = Number.MAX_SAFE_INTEGER): number => {
    const value = Number(text(name));
    if (!/^\d+$/.test(text(name)) || value < min || value > max) {
      const range = max === Number.MAX_SAFE_INTEGER ? `of at least ${min}` : `from ${min} to ${max}`;
      throw new ConfigError(`${name} must be a whole number ${range}, got "${env[name]}"`);
    }
    return value;
  };
  const flag = (name: Name): boolean => {
    const value = text(name).toLowerCase();
    if (!['true', 'false', '1', '0'].includes(value)) throw new ConfigError(`${name} must be true or false, got "${env[name]}"`);
    return value === 'true' || value === '1';
  };
  const oneOf = (name: Name, allowed: string[]): string => {
    const value = text(name).toLowerCase();
    if (!allowed.includes(value)) throw new ConfigError(`${name} must be one of ${allowed.join(', ')}, got "${env[name]}"`);
    return value;
  };
  const production = env.NODE_ENV?.trim() === 'production';
  return {
    port: number('PORT', 0, 65535),
    host: text('HOST'),
    database: databaseLocation(text('DATABASE_URL')),
    // Three at least: one commits groups; a migration holds another while its work runs on a third.
    databasePoolSize: number('DATABASE_POOL_SIZE', 3, 100),
    databaseConnectTimeoutMs: number('DATABASE_CONNECT_TIMEOUT_MS', 100, 60_000),
    publicUrl: text('PUBLIC_URL') || undefined,
    holdMinutes: number('HOLD_MINUTES', 1),
    cancelCutoffHours: number('CANCEL_CUTOFF_HOURS', 0, MAX_CUTOFF_HOURS),
    sessionIdleMinutes: number('SESSION_IDLE_MINUTES', 1),
    sessionMaxHours: number('SESSION_MAX_HOURS', 1),
    loginMaxFailures: number('LOGIN_MAX_FAILURES', 1),
    loginLockMinutes: number('LOGIN_LOCK_MINUTES', 1),
    production,
    seedDemo: !production && flag('SEED_DEMO'),
    bodyLimitBytes: number('BODY_LIMIT_BYTES', 1024),
    requestTimeoutMs: number('REQUEST_TIMEOUT_MS', 1000),
    headersTimeoutMs: number('HEADERS_TIMEOUT_MS', 1000),
    loginPerIpPerMinute: number('LOGIN_IP_MAX_PER_MINUTE', 1),
    logLevel: oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    workers: number('WORKERS', 1, 64),
    corsOrigins: origins(text('CORS_ORIGINS')),
    shutdownDrainMs: number('SHUTDOWN_DRAIN_MS', 0, 600_000),
  };
}

/** PostgreSQL URLs and SQLite paths pass; a URL of any other database is refused rather than taken for a file name. */
function databaseLocation(location: string): string {
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(location)?.[1];
  if (scheme && !/^postgres(ql)?$/i.test(scheme)) {
    throw new ConfigError(`DATABASE_URL must be postgres://… or a SQLite file path; ${scheme}:// is not supported`);
  }
  return location;
}

function origins(list: string): string[] {
  const values = list
    .split(',')
    .map((origin) => origin.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of values) {
    if (origin !== '*' && !/^https?:\/\/[^/\s]+$/.test(origin))
      throw new ConfigError(`CORS_ORIGINS must list origins like https://shop.example.com (or *), got "${origin}"`);
  }
  return values;
}
