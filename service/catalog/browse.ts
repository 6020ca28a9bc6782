/**
 * Browse: areas, facilities, icons and the count of bookable tee times. The catalog is shared
 * by every owner (reseller), so nothing here is scoped to the session's owner.
 */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { ErrorCode, notFound } from '../errors.js';
import { FREE_SEATS_SQL } from './availability.js';
import { byName, optional } from './names.js';

/** Future tee times (starting after now) with at least one free seat. */
export async function getTotalTeeTimesCount(ctx: ServiceContext, _session: Session, _request: T.GetTotalTeeTimesCountRequest): Promise<T.ResponseGetTotalTeeTimesCount> {
  const now = ctx.clock();
  const row = await ctx.db.get<{ n: number }>(
    `SELECT COUNT(*) AS n FROM tee_times t WHERE t.starts_at > ? AND ${FREE_SEATS_SQL} > 0`,
    [now, now],
  );
  return { ErrorCode: ErrorCode.Success, TotalTeeTimes: Number(row?.n ?? 0) };
}

interface AreaRow { id: number; short_name: string; long_name: string; state: string; country: string }

/** Areas in name order; StateProv (any case) narrows to one state, and an unknown state is simply an empty list. */
export async function getAreaList(ctx: ServiceContext, _session: Session, request: T.GetAreaListRequest): Promise<T.ResponseGetArea> {
  const state = request.StateProv?.trim().toUpperCase() ?? '';
  return ctx.reads.get(`GetAreaList ${state}`, async () => ({ value: await readAreas(ctx, state) }));
}

async function readAreas(ctx: ServiceContext, state: string): Promise<T.ResponseGetArea> {
  const rows = state === ''
    ? await ctx.db.all<AreaRow>('SELECT id, short_name, long_name, state, country FROM areas')
    : await ctx.db.all<AreaRow>('SELECT id, short_name, long_name, state, country FROM areas WHERE UPPER(state) = ?', [state]);
  const areas = rows.map((r) => ({ id: Number(r.id), name: r.short_name, row: r })).sort(byName);
  return {
    ErrorCode: ErrorCode.Success,
    Areas: areas.map(({ row }) => ({ ID: Number(row.id), ShortName: row.short_name, LongName: row.long_name, State: row.state, Country: row.country })),
  };
}

/** The facilities of an existing area, in name order; an unknown AreaID is NotFound. */
export async function getFacilitiesByArea(ctx: ServiceContext, _session: Session, request: T.GetFacilitiesByAreaRequest): Promise<T.ResponseGetFacilityList> {
  return ctx.reads.get(`GetFacilitiesByArea ${request.AreaID}`, async () => ({ value: await readFacilities(ctx, request.AreaID) }));
}

async function readFacilities(ctx: ServiceContext, areaId: number): Promise<T.ResponseGetFacilityList> {
  await requireArea(ctx.db, areaId);
  const rows = await ctx.db.all<{ id: number; short_name: string; long_name: string }>(
    'SELECT id, short_name, long_name FROM facilities WHERE area_id = ?',
    [areaId],
  );
  const facilities = rows.map((r) => ({ id: Number(r.id), name: r.short_name, row: r })).sort(byName);
  return {
    ErrorCode: ErrorCode.Success,
    Facilities: facilities.map(({ id, row }) => ({ ID: id, ShortName: row.short_name, LongName: row.long_name })),
  };
}

/** Every icon, by ID. */
export async function getIcons(ctx: ServiceContext, _session: Session, _request: T.GetIconsRequest): Promise<T.ResponseIcon> {
  return ctx.reads.get('GetIcons', async () => {
    const rows = await ctx.db.all<{ id: number; path: string; name: string }>('SELECT id, path, name FROM icons ORDER BY id');
    return { value: { ErrorCode: ErrorCode.Success, Icons: rows.map((r) => ({ ID: Number(r.id), Path: optional(r.path), Name: optional(r.name) })) } };
  });
}

/** Throws NotFound unless the area exists. */
export async function requireArea(q: Queryable, areaId: number): Promise<void> {
  const row = await q.get('SELECT 1 AS found FROM areas WHERE id = ?', [areaId]);
  if (!row) throw notFound(`AreaID ${areaId} does not exist: take an ID from GetAreaList.`);
}

/** Throws NotFound unless the facility exists: the one rule for every operation that takes a FacilityID. */
export async function requireFacility(q: Queryable, facilityId: number): Promise<void> {
  const row = await q.get('SELECT 1 AS found FROM facilities WHERE id = ?', [facilityId]);
  if (!row) throw notFound(`FacilityID ${facilityId} does not exist: take an ID from GetFacilitiesByArea.`);
}
