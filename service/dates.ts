/**
 * The date texts the service accepts (SearchTeeTimes' FromDate/ToDate, AddPlayerCard's
 * ExpirationDate, imported tee times). Clients send ISO dates or what .NET's DateTime.ToString()
 * gives in en-US ("11/22/2026 12:00:00 AM"); a time part carries no meaning for a date and is ignored.
 */
import { invalidParameter } from './errors.js';

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
