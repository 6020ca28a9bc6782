/**
 * The dates a search covers. Dates are facility-local; "today" is each facility's own date, so
 * the default window (and a missing FromDate) is resolved per time zone.
 */
import { invalidParameter } from '../errors.js';
import { addDays, daysBetween, localParts } from '../time.js';

/** The longest date range one search may cover, in days (both ends included). */
export const MAX_SEARCH_DAYS = 14;
/** Days covered when neither FromDate nor ToDate is given: today and the next six. */
export const DEFAULT_SEARCH_DAYS = 7;

export interface DateWindow {
  /** Lowest and highest local date any facility may match (an index range). */
  readonly from: string;
  readonly to: string;
  /** For the default window: the last date per facility time zone (today there + 6). */
  readonly toByZone?: ReadonlyMap<string, string>;
}

/**
 * `zones`: the time zones of the facilities searched (their "today" starts the default window);
 * `from` and `to`: the requested dates (YYYY-MM-DD), either or both left out.
 */
export function resolveDateWindow(zones: Iterable<string>, from: string | undefined, to: string | undefined, now: number): DateWindow {
  if (from !== undefined) return checkedRange(from, to ?? from, 'FromDate');

  // No FromDate: the search starts today at each facility (the query's starts_at > now does that).
  const todayByZone = new Map([...new Set(zones)].map((zone) => [zone, localParts(now, zone).date]));
  const todays = [...todayByZone.values()].sort();
  const earliest = todays[0] ?? localParts(now, 'UTC').date;
  const latest = todays.at(-1) ?? earliest;
  if (to !== undefined) return checkedRange(earliest, to, 'today');
  const toByZone = new Map([...todayByZone].map(([zone, today]) => [zone, addDays(today, DEFAULT_SEARCH_DAYS - 1)]));
  return { from: earliest, to: addDays(latest, DEFAULT_SEARCH_DAYS - 1), toByZone };
}

function checkedRange(from: string, to: string, fromName: string): DateWindow {
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw invalidParameter(`ToDate ${to} is before ${fromName} ${from}.`);
  if (days > MAX_SEARCH_DAYS) throw invalidParameter(`FromDate to ToDate covers ${days} days; search at most ${MAX_SEARCH_DAYS} days at a time.`);
  return { from, to };
}
