/**
 * A PostgreSQL URL listing several hosts (`postgres://h1:5432,h2:5433/db?target_session_attrs=primary`):
 * which one every connection goes to. postgres.js 3.4.9 goes round such a list by itself, but a
 * statement waiting for a connection then waits until some host takes it, with no bound (a connect
 * time-out ends only a try that hangs, and a refused try or a standby only sends it on to the next
 * host): through a failover every caller hangs. So with several hosts the service finds the
 * primary itself, asking every host at once with a bounded wait, and gives the driver a socket to
 * it: the driver sees one host, and fails a statement as soon as a connection to it cannot be opened.
 */
import { connect, type Socket } from 'node:net';
import postgres from 'postgres';

export interface Host {
  readonly host: string;
  readonly port: number;
}

/** What the driver is given besides the URL: routing through `socket`, and the check that it reached a primary. */
export interface HostOptions {
  readonly host?: string;
  readonly port?: number;
  readonly socket?: () => Promise<Socket>;
  readonly target_session_attrs?: 'primary';
}

/** The hosts of a PostgreSQL URL, in its order (port 5432 when a host names none). */
export function hostsOf(url: string): Host[] {
  const list = /^[^:]+:\/\/(?:[^/]*@)?([^/?#]*)/.exec(url)?.[1] ?? '';
  return list
    .split(',')
    .filter(Boolean)
    .map((entry) => {
      const [, host = '', port] = /^\[([^\]]*)\](?::(\d+))?$/.exec(entry) ?? /^([^:]*)(?::(\d+))?$/.exec(entry) ?? [];
      return { host: decodeURIComponent(host) || 'localhost', port: port ? Number(port) : 5432 };
    });
}

/** Whether the URL asks for the primary: `target_session_attrs=primary`, or `read-write` (see below). */
function wantsPrimary(url: string): boolean {
  return /[?&]target_session_attrs=(read-write|primary)(&|$)/.test(url);
}

/**
 * `target_session_attrs=read-write` as `primary`. postgres.js 3.4.9 judges read-write by
 * default_transaction_read_only alone, which a PostgreSQL 14+ standby reports as `off`: it would
 * take a standby for the primary. `primary` asks whether the server is in recovery, which is what
 * a failover changes.
 */
export function primaryOnly(url: string): { target_session_attrs?: 'primary' } {
  return wantsPrimary(url) ? { target_session_attrs: 'primary' } : {};
}

/** The URL without its target_session_attrs, for asking one host directly. */
const withoutSessionAttrs = (url: string): string => url.replace(/([?&])target_session_attrs=[^&]*&?/, '$1').replace(/[?&]$/, '');

/**
 * The driver options that route every connection of `url`: none for one host (the driver's own
 * connect time-out bounds it). For several, each new connection (they are opened rarely: the
 * pools keep theirs) first asks every host at once, each within `connectTimeoutMs`, which is
 * the primary (or, without target_session_attrs, which answers), and connects to the first that
 * says so. When none does, it connects to the last primary found (or the first host), so the
 * statement fails as that host fails: refused or timed out, the service's "cannot be reached".
 * The driver still checks that the server it reached is the primary (a promotion between the
 * question and the connection), and fails the statement if not.
 */
export function routing(url: string, connectTimeoutMs: number): HostOptions {
  const hosts = hostsOf(url);
  if (hosts.length < 2) return primaryOnly(url);
  const primary = wantsPrimary(url);
  const direct = withoutSessionAttrs(url);
  let known: Host | undefined;
  let finding: Promise<Host> | undefined;

  const find = async (): Promise<Host> => {
    const asked = hosts.map(async (host) => {
      if (!(await suits(direct, host, primary, connectTimeoutMs))) throw new Error('not suitable');
      return host;
    });
    try {
      known = await Promise.any(asked);
    } catch {
      // None answered as wanted: the last one that did, which fails the statement as it fails.
    }
    return known ?? hosts[0]!;
  };
  const socket = async (): Promise<Socket> => {
    finding ??= find().finally(() => (finding = undefined));
    return socketTo(await finding);
  };
  // One host for the driver (only named in its messages), so that it fails a statement instead of going on to the next.
  return { host: hosts[0]!.host, port: hosts[0]!.port, socket, ...primaryOnly(url) };
}

/**
 * Whether `host` answers within `timeoutMs`, and (if `primary` is wanted) is not in recovery.
 * A connection of its own, closed at once: it is asked only when a pool opens a connection.
 */
async function suits(url: string, host: Host, primary: boolean, timeoutMs: number): Promise<boolean> {
  const options = {
    host: host.host,
    port: host.port,
    socket: async () => socketTo(host),
    max: 1,
    connect_timeout: timeoutMs / 1000,
    fetch_types: false,
    max_lifetime: null,
    onnotice: () => undefined,
  };
  const sql = postgres(url, options);
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  const answer = sql
    .unsafe<{ standby: boolean }[]>('SELECT pg_is_in_recovery() AS standby')
    .then(([row]) => !primary || row?.standby === false)
    .catch(() => false);
  try {
    return await Promise.race([answer, late]);
  } finally {
    clearTimeout(timer);
    void sql.end({ timeout: 0 }).catch(() => undefined);
  }
}

/** A connection being opened to `host`, as the driver wants it from a `socket` option (it is not in its typings). */
function socketTo({ host, port }: Host): Socket {
  const socket = connect(port, host);
  // The driver takes over the socket's events; until it does, an early failure must not go unhandled.
  socket.once('error', () => undefined);
  // The driver names the server for TLS by `socket.host`.
  return Object.assign(socket, { host, port });
}
