/**
 * A hostile mix of requests for memory tests: made-up logins (each one hashes a password),
 * searches with made-up sessions, truncated and 5,000-deep XML, 900 KB bodies, unknown
 * operations, unknown namespaces, hundreds of attributes.
 */
import { readFileSync } from 'node:fs';

const NS = 'http://onlinereservationsystems.com/api/';
const PATH = '/api/CRMTeeTimeAPI.asmx';

const envelope = (body: string): string =>
  `<?xml version="1.0" encoding="utf-8"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body>${body}</soap:Body></soap:Envelope>`;
const made = (): string => Math.random().toString(36).slice(2);
const large = 'x'.repeat(900_000);

/** Each request of the mix: path, body, SOAP operation (none: an HTTP POST form). */
const MIX: (() => [string, string, string | undefined])[] = [
  () => [PATH, envelope(`<Login xmlns="${NS}"><OwnerID>1</OwnerID><UserID>u${made()}</UserID><Password>${made()}</Password></Login>`), 'Login'],
  () => [
    PATH,
    envelope(
      `<SearchTeeTimes xmlns="${NS}"><SessionID>${made()}${made()}</SessionID><AreaID>0</AreaID><FacilityID>0</FacilityID><NumberOfPlayers>2</NumberOfPlayers><DiscountPercent>0</DiscountPercent></SearchTeeTimes>`,
    ),
    'SearchTeeTimes',
  ],
  () => [PATH, envelope(`<GetAreaList xmlns="${NS}"><SessionID>${made()}</SessionID><StateProv>${made()}</StateProv></GetAreaList>`), 'GetAreaList'],
  () => [
    PATH,
    `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Body><Login xmlns="${NS}"><OwnerID>1</Own`,
    'Login',
  ],
  () => [PATH, envelope('<a>'.repeat(5000) + '</a>'.repeat(5000)), 'Login'],
  () => [PATH, envelope(`<Login xmlns="${NS}"><UserID>${large}</UserID></Login>`), 'Login'],
  () => [PATH, envelope(`<Op${made()} xmlns="${NS}"><X>${made()}</X></Op${made()}>`), `Op${made()}`],
  () => [`${PATH}/Op${made()}?a=${made()}`, `a=${made()}`, undefined],
  () => [PATH, envelope(`<GetFacilitiesByArea xmlns="urn:${made()}"><SessionID>${made()}</SessionID></GetFacilitiesByArea>`), 'GetFacilitiesByArea'],
  () => [PATH, envelope(`<Login xmlns="${NS}" ${Array.from({ length: 200 }, (_, i) => `a${i}="${made()}"`).join(' ')}><OwnerID>1</OwnerID></Login>`), 'Login'],
];

export interface HostileLoad {
  readonly requests: number;
  /** Requests in flight at once. */
  readonly concurrency: number;
  /** Called after each answered request with how many have been answered. */
  readonly answered?: (count: number) => Promise<void> | void;
}

/** Sends the mix to the service at `origin`, round and round; resolves once every request is answered (or refused). */
export async function sendHostileLoad(origin: string, { requests, concurrency, answered }: HostileLoad): Promise<void> {
  let sent = 0;
  let count = 0;
  const client = async (): Promise<void> => {
    while (sent < requests) {
      const [path, body, operation] = MIX[sent++ % MIX.length]!();
      const headers: Record<string, string> = operation
        ? { 'content-type': 'text/xml; charset=utf-8', soapaction: `"${NS}${operation}"` }
        : { 'content-type': 'application/x-www-form-urlencoded' };
      await fetch(origin + path, { method: 'POST', headers, body }).then(
        (r) => r.arrayBuffer(),
        () => undefined,
      );
      await answered?.(++count);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
}

/** Resident memory of process `pid` now (VmRSS) and at its peak (VmHWM), in bytes (Linux /proc). */
export function residentMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const bytes = (key: string): number => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1]) * 1024;
  return { rss: bytes('VmRSS'), peak: bytes('VmHWM') };
}
