/**
 * The inventory file (demo-catalog.yaml's shape): areas, facilities, courses with their daily
 * schedules, icons, player-card programs. Read, checked, and written to the database.
 */
import { parse } from 'yaml';
import type { Database, Queryable } from '../db/database.js';
import { MAX_CUTOFF_HOURS } from '../config.js';
import { decimalToCents } from '../money.js';

export interface Schedule {
  readonly first: string;
  readonly last: string;
  readonly every: number;
  readonly rateCents: number;
  readonly weekendPercent: number;
  readonly twilightFrom: string;
  readonly twilightPercent: number;
  readonly icons: readonly number[];
}

export interface CourseEntry extends Schedule {
  readonly id: number;
  readonly name: string;
  readonly holes: number;
}

export interface FacilityEntry {
  readonly id: number;
  readonly areaId: number;
  readonly zone: string;
  readonly courses: readonly CourseEntry[];
}

export interface Catalog {
  readonly facilities: readonly FacilityEntry[];
  readonly hotDeals: { readonly sharePercent: number; readonly discountPercent: number };
  /** Writes (inserts or updates) every catalog row. */
  save(tx: Queryable): Promise<void>;
}

/** A problem in the inventory file, with the path of the offending entry. */
export class CatalogError extends Error {
  override name = 'CatalogError';
}

type Raw = Record<string, unknown>;

export function readCatalog(text: string, source: string): Catalog {
  const doc = parse(text) as Raw | null;
  if (!doc || typeof doc !== 'object') throw new CatalogError(`${source}: not a YAML mapping`);
  const check = new Checker(source);
  const zones = new Map<number, string>();
  const rows: Array<[string, (string | number | null)[]]> = [];
  const upsert = (table: string, columns: string[], values: (string | number | null)[]): void => {
    const updates = columns
      .slice(1)
      .map((c) => `${c} = excluded.${c}`)
      .join(', ');
    rows.push([
      `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')}) ON CONFLICT (${columns[0]}) DO UPDATE SET ${updates}`,
      values,
    ]);
  };

  for (const [i, icon] of check.list(doc.icons, 'icons').entries()) {
    const at = `icons[${i}]`;
    upsert('icons', ['id', 'path', 'name'], [check.int(icon.id, `${at}.id`), check.text(icon.path, `${at}.path`), check.text(icon.name, `${at}.name`)]);
  }
  for (const [i, area] of check.list(doc.areas, 'areas').entries()) {
    const at = `areas[${i}]`;
    const id = check.int(area.id, `${at}.id`);
    zones.set(id, check.zone(area.zone, `${at}.zone`));
    upsert(
      'areas',
      ['id', 'short_name', 'long_name', 'state', 'country'],
      [
        id,
        check.text(area.short, `${at}.short`),
        check.text(area.long, `${at}.long`),
        check.text(area.state, `${at}.state`),
        check.text(area.country, `${at}.country`),
      ],
    );
  }
  const facilities: FacilityEntry[] = [];
  for (const [i, f] of check.list(doc.facilities, 'facilities').entries()) {
    const at = `facilities[${i}]`;
    const id = check.int(f.id, `${at}.id`);
    const areaId = check.int(f.area, `${at}.area`);
    const zone = zones.get(areaId);
    if (!zone) throw new CatalogError(`${source}: ${at}.area ${areaId} is not an area of this file`);
    const address = Array.isArray(f.address) ? f.address.map((part) => (part === '' ? null : String(part))) : [];
    while (address.length < 6) address.push(null);
    upsert(
      'facilities',
      [
        'id',
        'area_id',
        'short_name',
        'long_name',
        'address1',
        'address2',
        'city',
        'state_prov',
        'country',
        'postal_code',
        'phone',
        'fax',
        'url',
        'policy',
        'time_zone',
        'tax_rate_bp',
        'booking_fee_cents',
        'purchase_link',
        'cancel_cutoff_hours',
      ],
      [
        id,
        areaId,
        check.text(f.short, `${at}.short`),
        check.text(f.long, `${at}.long`),
        ...address.slice(0, 6),
        check.optional(f.phone),
        check.optional(f.fax),
        check.optional(f.url),
        check.optional(f.policy),
        zone,
        /* percent with two decimals = basis points */ check.money(f.tax, `${at}.tax`),
        check.money(f.booking_fee, `${at}.booking_fee`),
        check.optional(f.purchase_link),
        // Absent: the service's CANCEL_CUTOFF_HOURS.
        f.cancel_cutoff_hours === undefined ? null : check.int(f.cancel_cutoff_hours, `${at}.cancel_cutoff_hours`, 0, MAX_CUTOFF_HOURS),
      ],
    );
    const courses = check.list(f.courses, `${at}.courses`).map((c, j) => {
      const cat = `${at}.courses[${j}]`;
      const twilight = Array.isArray(c.twilight) ? c.twilight : [];
      const course: CourseEntry = {
        id: check.int(c.id, `${cat}.id`),
        name: check.text(c.name, `${cat}.name`),
        holes: check.oneOf(c.holes, [9, 18], `${cat}.holes`),
        first: check.time(c.first, `${cat}.first`),
        last: check.time(c.last, `${cat}.last`),
        every: check.int(c.every, `${cat}.every`, 5, 60),
        rateCents: check.money(c.rate, `${cat}.rate`),
        weekendPercent: check.int(c.weekend ?? 0, `${cat}.weekend`, 0, 100),
        twilightFrom: check.time(twilight[0] ?? '23:59', `${cat}.twilight[0]`),
        twilightPercent: check.int(twilight[1] ?? 0, `${cat}.twilight[1]`, 0, 90),
        icons: Array.isArray(c.icons) ? c.icons.map((n, k) => check.int(n, `${cat}.icons[${k}]`)) : [],
      };
      upsert('courses', ['id', 'facility_id', 'name'], [course.id, id, course.name]);
      return course;
    });
    facilities.push({ id, areaId, zone, courses });
  }
  for (const [i, p] of check.list(doc.card_programs ?? [], 'card_programs').entries()) {
    const at = `card_programs[${i}]`;
    const id = check.int(p.id, `${at}.id`);
    upsert(
      'card_programs',
      ['id', 'title', 'price_cents', 'valid_days', 'web_sites', 'purchase_link'],
      [
        id,
        check.text(p.title, `${at}.title`),
        check.money(p.price, `${at}.price`),
        check.int(p.valid_days, `${at}.valid_days`, 1, 3650),
        check.optional(p.web_sites),
        check.optional(p.purchase_link),
      ],
    );
    for (const [facility, rounds] of Object.entries((p.rounds ?? {}) as Raw)) {
      rows.push([
        'INSERT INTO card_program_facilities (program_id, facility_id, free_rounds) VALUES (?, ?, ?) ON CONFLICT (program_id, facility_id) DO UPDATE SET free_rounds = excluded.free_rounds',
        [id, check.int(Number(facility), `${at}.rounds key`), check.int(rounds, `${at}.rounds.${facility}`, 0, 1000)],
      ]);
    }
  }
  const hot = (doc.hot_deals ?? {}) as Raw;
  return {
    facilities,
    hotDeals: {
      sharePercent: check.int(hot.share_percent ?? 0, 'hot_deals.share_percent', 0, 100),
      discountPercent: check.int(hot.discount_percent ?? 0, 'hot_deals.discount_percent', 0, 90),
    },
    save: async (tx) => {
      for (const [sql, values] of rows) await tx.run(sql, values);
    },
  };
}

/** Saves the catalog in one transaction. */
export async function saveCatalog(db: Database, catalog: Catalog): Promise<void> {
  await db.transaction((tx) => catalog.save(tx));
}

class Checker {
  constructor(private readonly source: string) {}

  private fail(at: string, what: string, value: unknown): never {
    throw new CatalogError(`${this.source}: ${at} must be ${what}, got ${JSON.stringify(value)}`);
  }

  list(value: unknown, at: string): Raw[] {
    if (!Array.isArray(value)) this.fail(at, 'a list', value);
    return value as Raw[];
  }

  int(value: unknown, at: string, min = 1, max = 2_147_483_647): number {
    if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) this.fail(at, `an integer from ${min} to ${max}`, value);
    return value;
  }

  oneOf(value: unknown, allowed: number[], at: string): number {
    if (!allowed.includes(value as number)) this.fail(at, `one of ${allowed.join(', ')}`, value);
    return value as number;
  }

  text(value: unknown, at: string): string {
    if (typeof value !== 'string' || value.trim() === '') this.fail(at, 'a non-empty string', value);
    return value;
  }

  optional(value: unknown): string | null {
    return value === undefined || value === null || value === '' ? null : String(value);
  }

  time(value: unknown, at: string): string {
    if (typeof value !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(value)) this.fail(at, 'a time HH:MM', value);
    return value;
  }

  /** Dollars with at most two decimals (as YAML numbers or strings) → cents; percentages here too. */
  money(value: unknown, at: string): number {
    const cents = typeof value === 'number' || typeof value === 'string' ? decimalToCents(String(value)) : undefined;
    if (cents === undefined || cents < 0 || !/^\d+(\.\d{1,2})?$/.test(String(value))) this.fail(at, 'an amount like 12.50', value);
    return cents;
  }

  zone(value: unknown, at: string): string {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: this.text(value, at) });
    } catch {
      this.fail(at, 'an IANA time zone such as America/Phoenix', value);
    }
    return value as string;
  }
}
