/**
 * Throw-away PostgreSQL clusters for one test: a primary and a streaming replica on free ports
 * in a temporary folder, made with the server binaries installed on the machine (initdb,
 * pg_basebackup, pg_ctl). As root they run as the `postgres` user, as PostgreSQL requires.
 */
import { execFile, execFileSync } from 'node:child_process';
import { appendFileSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest installed server's bin folder (Debian's layout), or undefined. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(root, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface Cluster {
  readonly port: number;
  readonly dataDir: string;
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  promote(): Promise<void>;
}

export interface ReplicatedPair {
  readonly primary: Cluster;
  readonly replica: Cluster;
  /** Stops whatever still runs and deletes the folder. */
  remove(): Promise<void>;
}

/**
 * A primary and a replica streaming from it. With `synchronous`, a commit is acknowledged only
 * once the replica has flushed it, so a promoted replica holds every acknowledged commit.
 */
export async function replicatedPair(bin: string, { synchronous = true } = {}): Promise<ReplicatedPair> {
  const asRoot = process.getuid?.() === 0;
  const root = mkdtempSync(join(tmpdir(), 'pg-failover-'));
  if (asRoot) chownSync(root, uidOf('postgres'), gidOf('postgres'));
  const tool = (name: string, args: string[]) => (asRoot ? run('runuser', ['-u', 'postgres', '--', join(bin, name), ...args]) : run(join(bin, name), args));
  const started: Cluster[] = [];

  const cluster = (dataDir: string, port: number): Cluster => ({
    port,
    dataDir,
    stop: async (mode = 'fast') => {
      await tool('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']).catch(() => undefined);
    },
    promote: async () => {
      await tool('pg_ctl', ['-D', dataDir, '-w', 'promote']);
    },
  });
  /**
   * Starts the cluster in `dataDir` on a free port. A port found free may be taken before the
   * server binds it (by any process's outgoing connection on a busy machine): then another.
   */
  const start = async (dataDir: string, taken: number[] = []): Promise<Cluster> => {
    for (let attempt = 1; ; attempt++) {
      let port = await freePort();
      while (taken.includes(port)) port = await freePort();
      const c = cluster(dataDir, port);
      try {
        await tool('pg_ctl', ['-D', dataDir, '-o', `-p ${port}`, '-l', join(root, `${port}.log`), '-w', '-t', '30', 'start']);
        started.push(c);
        return c;
      } catch (error) {
        if (attempt >= 3) throw error;
      }
    }
  };
  const remove = async (): Promise<void> => {
    for (const c of started) await c.stop('immediate');
    rmSync(root, { recursive: true, force: true });
  };

  try {
    const primaryDir = join(root, 'primary');
    const replicaDir = join(root, 'replica');
    await tool('initdb', ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--no-sync', '-E', 'UTF8']);
    appendFileSync(
      join(primaryDir, 'postgresql.conf'),
      [
        "listen_addresses = '127.0.0.1'",
        `unix_socket_directories = '${root}'`,
        'wal_level = replica',
        'max_wal_senders = 4',
        'wal_keep_size = 64MB',
        synchronous ? "synchronous_standby_names = '*'" : '',
        // Throw-away clusters: no need to survive a power cut, so no flush to disk.
        'fsync = off',
        'full_page_writes = off',
        '',
      ].join('\n'),
    );
    const primary = await start(primaryDir);
    // -R writes standby.signal and the connection to the primary; -X stream copies the WAL meanwhile.
    await tool('pg_basebackup', ['-h', '127.0.0.1', '-p', String(primary.port), '-U', 'postgres', '-D', replicaDir, '-R', '-X', 'stream', '--no-sync']);
    // Promoted, it is a primary without a standby: it must not wait for one to acknowledge commits.
    appendFileSync(join(replicaDir, 'postgresql.conf'), `hot_standby = on\nsynchronous_standby_names = ''\n`);
    const replica = await start(replicaDir, [primary.port]);
    return { primary, replica, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** A user's numeric id (`id -u`) or group's (`id -g`); the postgres user exists once the server is installed. */
const idOf = (flag: '-u' | '-g', user: string): number => Number(execFileSync('id', [flag, user], { encoding: 'utf8' }).trim());
const uidOf = (user: string): number => idOf('-u', user);
const gidOf = (user: string): number => idOf('-g', user);
