/**
 * Facility-local dates and times. Each facility has an IANA time zone; tee times are stored as
 * a UTC instant plus the local date and time the course's clock shows.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock date and time in `zone` at instant `ms`, from Intl (slow: a few µs a call). */
function intlParts(ms: number, zone: string): { date: string; time: string } {
  const p = Object.fromEntries(formatter(zone).formatToParts(new Date(ms)).map((x) => [x.type, x.value]));
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

const HOUR = 3_600_000;
/** Per zone and UTC hour: the zone's offset (ms) when it is the same at both ends of the hour. */
const hourOffsets = new Map<string, Map<number, number | null>>();

/** The offset of `zone` throughout the UTC hour holding `ms`, or null when it changes within that hour. */
function steadyOffset(ms: number, zone: string): number | null {
  let byHour = hourOffsets.get(zone);
  if (!byHour) hourOffsets.set(zone, (byHour = new Map()));
  const hour = Math.floor(ms / HOUR);
  let offset = byHour.get(hour);
  if (offset === undefined) {
    const at = (instant: number): number => {
      const { date, time } = intlParts(instant, zone);
      return Date.parse(`${date}T${time}:00Z`) - instant;
    };
    // Offsets are whole minutes and change at most once in an hour: equal at both ends means steady.
    const start = at(hour * HOUR);
    offset = start === at(hour * HOUR + HOUR - 60_000) ? start : null;
    if (byHour.size > 50_000) byHour.clear();
    byHour.set(hour, offset);
  }
  return offset;
}

/** The wall-clock date (YYYY-MM-DD) and time (HH:MM) in `zone` at instant `ms`. */
export function localParts(ms: number, zone: string): { date: string; time: string } {
  const offset = steadyOffset(ms, zone);
  if (offset === null) return intlParts(ms, zone);
  const iso = new Date(Math.floor(ms / 60_000) * 60_000 + offset).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** The UTC instant at which `zone`'s clock shows `date` `time` (HH:MM). */
export function zonedToUtc(date: string, time: string, zone: string): number {
  const asUtc = Date.parse(`${date}T${time}:00Z`);
  let guess = asUtc;
  // Two passes settle the offset, including across a daylight-saving change.
  for (let i = 0; i < 2; i++) guess = asUtc - offsetMinutes(guess, zone) * 60_000;
  return guess;
}

/** Minutes `zone` is ahead of UTC at instant `ms` (e.g. -420 for Phoenix). */
export function offsetMinutes(ms: number, zone: string): number {
  const { date, time } = localParts(ms, zone);
  return Math.round((Date.parse(`${date}T${time}:00Z`) - Math.floor(ms / 60_000) * 60_000) / 60_000);
}

/**
 * The format of every date-time the service returns (Time, NewDateTime, ActualDateTime): ISO 8601
 * facility-local time with its UTC offset, e.g. `2026-11-22T07:30:00-07:00`.
 */
export function formatLocalDateTime(localDate: string, localTime: string, startsAt: number): string {
  const offset = Math.round((Date.parse(`${localDate}T${localTime}:00Z`) - startsAt) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  return `${localDate}T${localTime}:00${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
}

/** `date` plus `days` calendar days, both YYYY-MM-DD. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
