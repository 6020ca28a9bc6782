/** The hosts a PostgreSQL URL lists, as the service routes connections among them. */
import { describe, expect, it } from 'vitest';
import { hostsOf, routing } from '../../service/db/postgres-hosts.js';

describe('hostsOf', () => {
  it('reads each host and port in order, 5432 where none is given, past credentials and options', () => {
    expect(hostsOf('postgres://app:s3cr@t@db1:5433,db2/teetimes?target_session_attrs=primary')).toEqual([
      { host: 'db1', port: 5433 },
      { host: 'db2', port: 5432 },
    ]);
    expect(hostsOf('postgresql://[::1]:6432,[fd00::2]/db')).toEqual([
      { host: '::1', port: 6432 },
      { host: 'fd00::2', port: 5432 },
    ]);
    expect(hostsOf('postgres:///db')).toEqual([]);
  });

  it('leaves one host to the driver, and routes several through a socket of its own', () => {
    expect(routing('postgres://u@db1/db?target_session_attrs=read-write', 1000)).toEqual({ target_session_attrs: 'primary' });
    expect(routing('postgres://u@db1/db', 1000)).toEqual({});
    const several = routing('postgres://u@db1:5433,db2/db?target_session_attrs=read-write', 1000);
    expect(several).toMatchObject({ host: 'db1', port: 5433, target_session_attrs: 'primary' });
    expect(typeof several.socket).toBe('function');
  });
});
