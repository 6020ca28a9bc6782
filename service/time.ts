/**
 * Time, in one place: the clock (epoch milliseconds, injected so tests can move time without
 * sleeping), the calendar-date texts the service accepts, and facility-local dates and times.
 * Each facility has an IANA time zone; tee times are stored as a UTC instant plus the local date
 * and time the course's clock shows.
 */
import { invalidParameter } from './errors.js';

/** The current time in epoch milliseconds. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** A clock tests set and advance by hand. */
export function manualClock(start: number): Clock & { advance(ms: number): void; set(ms: number): void } {
  let now = start;
  const clock = (() => now) as Clock & { advance(ms: number): void; set(ms: number): void };
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (ms) => {
    now = ms;
  };
  return clock;
}

// Date texts: SearchTeeTimes' FromDate/ToDate, AddPlayerCard's ExpirationDate, imported tee
// times. Clients send ISO dates or what .NET's DateTime.ToString() gives in en-US
// ("11/22/2026 12:00:00 AM"); a time part carries no meaning for a date and is ignored.

export const ACCEPTED_DATE_FORMATS =
  'YYYY-MM-DD, MM/DD/YYYY or M/D/YYYY, optionally followed by a time that is ignored (2026-11-22T00:00:00, 11/22/2026 12:00:00 AM)';

/** An optional time part after the date: H:MM[:SS[.fff]] with AM/PM, or an ISO offset, or neither. */
const TIME = String.raw`(?:[T ]\d{1,2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?: ?[AaPp][Mm])?(?:Z|[+-]\d{2}:?\d{2})?)?`;
const ISO = new RegExp(String.raw`^(\d{4})-(\d{2})-(\d{2})${TIME}$`);
const US = new RegExp(String.raw`^(\d{1,2})/(\d{1,2})/(\d{4})${TIME}$`);

/**
 * `text` as YYYY-MM-DD, or undefined when it is missing or blank; InvalidParameter naming
 * `field` when it is not a real calendar date in an accepted format.
 */
export function parseDate(text: string | undefined, field: string): string | undefined {
  const trimmed = text?.trim() ?? '';
  if (trimmed === '') return undefined;
  const iso = ISO.exec(trimmed);
  const us = iso ? undefined : US.exec(trimmed);
  const [year, month, day] = iso ? [iso[1], iso[2], iso[3]] : us ? [us[3], us[1], us[2]] : [];
  const date = year && month && day ? calendarDate(Number(year), Number(month), Number(day)) : undefined;
  if (!date) throw invalidParameter(`${field} "${trimmed}" is not a date: use ${ACCEPTED_DATE_FORMATS}.`);
  return date;
}

/** YYYY-MM-DD when the three numbers name a real day (no 02/30), else undefined. */
export function calendarDate(year: number, month: number, day: number): string | undefined {
  const at = new Date(Date.UTC(year, month - 1, day));
  const real = at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real && year >= 1000 ? at.toISOString().slice(0, 10) : undefined;
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

// Facility-local dates and times.

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The wall-clock date and time in `zone` at instant `ms`, from Intl (slow: a few µs a call). */
function intlParts(ms: number, zone: string): { date: string; time: string } {
  const p = Object.fromEntries(
    formatter(zone)
      .formatToParts(new Date(ms))
      .map((x) => [x.type, x.value]),
  );
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
