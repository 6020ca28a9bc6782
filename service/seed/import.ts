/**
 * Operator imports: a catalog file (demo-catalog.yaml's shape) with its schedules, and explicit
 * tee times from CSV. Everything a run writes goes in one transaction, after every row has been
 * checked, so a bad file writes nothing. File formats: docs/catalog.md.
 */
import type { Database, Queryable } from '../db/database.js';
import { decimalToCents } from '../money.js';
import { calendarDate, localParts, zonedToUtc } from '../time.js';
import { MAX_PLAYERS } from '../teetimes/pricing.js';
import { CatalogError, readCatalog, type Catalog } from './catalog.js';
import { insertNewTeeTimes, scheduledByFacility, type NewTeeTime } from './schedule.js';

export const TEE_TIMES_HEADER = 'course_id,date,time,holes,capacity,rack_rate,rate,icons,information';
const COLUMNS = TEE_TIMES_HEADER.split(',');
/** Errors listed before the rest are summarised as "… and N more". */
const MAX_ERRORS_SHOWN = 20;

/** A file that cannot be imported; the message names file:line for each problem. */
export class ImportError extends Error {
  override name = 'ImportError';
}

/** A tee time ready to insert. */
/** A CSV row that passed the checks needing no database; `line` is its 1-based line number. */
export interface CsvTeeTime extends Omit<NewTeeTime, 'startsAt'> {
  readonly line: number;
}

/** Collects problems as `source:line: message` and throws them all at once. */
class Problems {
  private readonly list: string[] = [];
  constructor(private readonly source: string) {}

  add(line: number, message: string): void {
    this.list.push(`${this.source}:${line}: ${message}`);
  }

  get count(): number {
    return this.list.length;
  }

  throwIfAny(): void {
    if (this.list.length === 0) return;
    const shown = this.list.slice(0, MAX_ERRORS_SHOWN);
    const more = this.list.length - shown.length;
    throw new ImportError([...shown, ...(more > 0 ? [`… and ${more} more`] : [])].join('\n'));
  }
}

// ---------------------------------------------------------------------------------------------
// CSV

/**
 * Parses the tee-time CSV: the exact header line, then one tee time per line. Fields are
 * separated by commas; a field containing a comma (icons "1,6", an information text) is put in
 * double quotes, with "" for a quote inside. Blank lines are skipped.
 */
export function parseTeeTimesCsv(text: string, source: string): CsvTeeTime[] {
  const problems = new Problems(source);
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const headerIndex = lines.findIndex((l) => l.trim() !== '');
  if (headerIndex < 0 || lines[headerIndex]!.trim().toLowerCase() !== TEE_TIMES_HEADER) {
    problems.add(headerIndex < 0 ? 1 : headerIndex + 1, `the first line must be the header ${TEE_TIMES_HEADER}`);
    problems.throwIfAny();
  }
  const rows: CsvTeeTime[] = [];
  for (let i = headerIndex + 1; i < lines.length; i++) {
    if (lines[i]!.trim() === '') continue;
    const row = parseRow(lines[i]!, i + 1, problems);
    if (row) rows.push(row);
  }
  problems.throwIfAny();
  return rows;
}

function parseRow(text: string, line: number, problems: Problems): CsvTeeTime | undefined {
  const fields = splitCsvLine(text);
  if (typeof fields === 'string') {
    problems.add(line, fields);
    return undefined;
  }
  if (fields.length !== COLUMNS.length) {
    problems.add(line, `expected ${COLUMNS.length} fields (${TEE_TIMES_HEADER}), found ${fields.length}; quote a field that contains commas`);
    return undefined;
  }
  const [courseId, date, time, holes, capacity, rackRate, rate, icons, information] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  const before = problems.count;
  const check = <T>(value: T | undefined, message: string): T => {
    if (value === undefined) problems.add(line, message);
    return value as T;
  };
  const row: CsvTeeTime = {
    line,
    courseId: check(positiveInt(courseId), `course_id must be a positive integer, got "${courseId}"`),
    localDate: check(isoDate(date), `date must be a date YYYY-MM-DD, got "${date}"`),
    localTime: check(/^([01]\d|2[0-3]):[0-5]\d$/.test(time) ? time : undefined, `time must be HH:MM (24-hour), got "${time}"`),
    holes: check(holes === '9' || holes === '18' ? Number(holes) : undefined, `holes must be 9 or 18, got "${holes}"`),
    capacity: check(inRange(positiveInt(capacity), 1, MAX_PLAYERS), `capacity must be from 1 to ${MAX_PLAYERS}, got "${capacity}"`),
    rackRateCents: check(dollars(rackRate), `rack_rate must be an amount like 129.00, got "${rackRate}"`),
    rateCents: check(dollars(rate), `rate must be an amount like 77.40, got "${rate}"`),
    icons: check(iconList(icons), `icons must be icon ids separated by commas (quoted: "1,6") or empty, got "${icons}"`),
    information: information === '' ? null : information,
  };
  if (row.rateCents > row.rackRateCents) problems.add(line, `rate ${rate} is above rack_rate ${rackRate}`);
  // PostgreSQL cannot store it in a text.
  if (information.includes('\0')) problems.add(line, 'information must not contain a NUL character');
  return problems.count === before ? row : undefined;
}

/** The fields of one CSV line, or a message saying why it cannot be read. */
export function splitCsvLine(line: string): string[] | string {
  const fields: string[] = [];
  let i = 0;
  for (;;) {
    if (line[i] === '"') {
      let value = '';
      for (i++; ; i++) {
        if (i >= line.length) return 'a quoted field is not closed';
        if (line[i] === '"' && line[i + 1] === '"') {
          value += '"';
          i++;
        } else if (line[i] === '"') break;
        else value += line[i];
      }
      i++;
      fields.push(value);
      if (i < line.length && line[i] !== ',') return 'a closing quote must be followed by a comma or the end of the line';
    } else {
      const end = line.indexOf(',', i);
      const raw = line.slice(i, end < 0 ? line.length : end);
      if (raw.includes('"')) return 'a quote may only start a field';
      fields.push(raw.trim());
      i = end < 0 ? line.length : end;
    }
    if (i >= line.length) return fields;
    i++; // the comma
    if (i === line.length) return [...fields, ''];
  }
}

const positiveInt = (text: string): number | undefined => (/^\d{1,9}$/.test(text) && Number(text) > 0 ? Number(text) : undefined);
const inRange = (n: number | undefined, min: number, max: number): number | undefined => (n !== undefined && n >= min && n <= max ? n : undefined);
const isoDate = (text: string): string | undefined => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  return m ? calendarDate(Number(m[1]), Number(m[2]), Number(m[3])) : undefined;
};
const dollars = (text: string): number | undefined => (/^\d{1,7}(\.\d{1,2})?$/.test(text) ? decimalToCents(text) : undefined);
/** "6, 1" → "1,6"; empty stays empty; undefined when not a list of ids. */
const iconList = (text: string): string | undefined => {
  if (text.trim() === '') return '';
  const ids = text.split(',').map((s) => s.trim());
  if (!ids.every((id) => positiveInt(id) !== undefined)) return undefined;
  return [...new Set(ids.map(Number))].sort((a, b) => a - b).join(',');
};

/**
 * The checks that need the catalog (run inside the import transaction, so courses and icons
 * the same run's catalog adds count): the course and icons exist, and the local time exists
 * on that date in the facility's time zone (not skipped by a daylight-saving change).
 */
export async function resolveCsvTeeTimes(tx: Queryable, rows: readonly CsvTeeTime[], source: string): Promise<NewTeeTime[]> {
  const courses = new Map(
    (await tx.all<{ id: number; time_zone: string }>('SELECT c.id, f.time_zone FROM courses c JOIN facilities f ON f.id = c.facility_id')).map((c) => [
      Number(c.id),
      c.time_zone,
    ]),
  );
  const icons = new Set((await tx.all<{ id: number }>('SELECT id FROM icons')).map((i) => Number(i.id)));
  const problems = new Problems(source);
  const resolved: NewTeeTime[] = [];
  for (const { line, ...row } of rows) {
    const zone = courses.get(row.courseId);
    if (!zone) {
      problems.add(line, `course_id ${row.courseId} is not a course in the catalog`);
      continue;
    }
    const unknownIcons = row.icons === '' ? [] : row.icons.split(',').filter((id) => !icons.has(Number(id)));
    if (unknownIcons.length > 0) problems.add(line, `icons ${unknownIcons.join(', ')} are not in the catalog`);
    const startsAt = zonedToUtc(row.localDate, row.localTime, zone);
    const shown = localParts(startsAt, zone);
    if (shown.date !== row.localDate || shown.time !== row.localTime) {
      problems.add(line, `${row.localDate} ${row.localTime} does not exist in ${zone} (daylight-saving change)`);
    }
    resolved.push({ ...row, startsAt });
  }
  problems.throwIfAny();
  return resolved;
}

// ---------------------------------------------------------------------------------------------
// Catalog

/** Reads a catalog file; YAML syntax errors get the file name (their message has line and column). */
export function readCatalogFile(text: string, source: string): Catalog {
  try {
    return readCatalog(text, source);
  } catch (error) {
    if (error instanceof CatalogError) throw error;
    throw new ImportError(`${source}: ${(error as Error).message}`);
  }
}

/** The catalog's scheduled tee times from each facility's today for `days` days. */
export interface ImportRequest {
  readonly catalog?: { readonly source: string; readonly catalog: Catalog };
  readonly teeTimes?: { readonly source: string; readonly rows: readonly CsvTeeTime[] };
  /** Days of scheduled tee times to top up from the catalog. */
  readonly days: number;
  readonly now: number;
}

export interface ImportSummary {
  readonly facilities: number;
  readonly scheduledAdded: number;
  readonly csvRows: number;
  readonly csvAdded: number;
}

/** Saves the catalog, tops up its schedules and adds the CSV tee times, all in one transaction. */
export async function importFiles(db: Database, request: ImportRequest): Promise<ImportSummary> {
  return db.transaction(async (tx) => {
    let scheduledAdded = 0;
    if (request.catalog) {
      await request.catalog.catalog.save(tx);
      scheduledAdded = await insertNewTeeTimes(tx, scheduledByFacility(request.catalog.catalog, request.now, request.days));
    }
    let csvAdded = 0;
    if (request.teeTimes) {
      csvAdded = await insertNewTeeTimes(tx, [await resolveCsvTeeTimes(tx, request.teeTimes.rows, request.teeTimes.source)]);
    }
    return { facilities: request.catalog?.catalog.facilities.length ?? 0, scheduledAdded, csvRows: request.teeTimes?.rows.length ?? 0, csvAdded };
  });
}
