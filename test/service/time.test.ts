/** Facility-local time: the per-hour offset cache in localParts must agree with Intl at every minute, DST changes included. */
import { describe, expect, it } from 'vitest';
import { localParts } from '../../service/time.js';

const ZONES = ['America/Phoenix', 'America/Denver', 'America/New_York', 'America/Los_Angeles', 'Europe/London', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'UTC'];

const formatters = new Map(
  ZONES.map((zone) => [
    zone,
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    }),
  ]),
);

function viaIntl(ms: number, zone: string): { date: string; time: string } {
  const p = Object.fromEntries(
    formatters
      .get(zone)!
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

describe('localParts', () => {
  it('agrees with Intl every few minutes around the 2026 and 2027 daylight-saving changes', () => {
    // Days holding a change somewhere in these zones (US: Mar 8 / Nov 1 2026; EU: Mar 29 / Oct 25; Lord Howe: Apr 5 / Oct 4).
    const days = ['2026-03-08', '2026-03-29', '2026-04-05', '2026-10-04', '2026-10-25', '2026-11-01', '2027-03-14', '2027-11-07'];
    for (const zone of ZONES) {
      for (const day of days) {
        const start = Date.parse(`${day}T00:00:00Z`) - 86_400_000;
        for (let ms = start; ms < start + 3 * 86_400_000; ms += 4 * 60_000 + 7_000) {
          const mine = localParts(ms, zone);
          const intl = viaIntl(ms, zone);
          if (mine.date !== intl.date || mine.time !== intl.time) expect(mine, `${zone} ${new Date(ms).toISOString()}`).toEqual(intl);
        }
      }
    }
  });
});
