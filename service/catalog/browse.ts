/**
 * Browse: areas, facilities, icons and the count of bookable tee times. The catalog is shared
 * by every owner (reseller), so nothing here is scoped to the session's owner. The lists are
 * kept in ctx.catalog while the catalog is unchanged (service/cache/read-cache.ts,
 * Database.catalogVersion).
 */
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { requireArea } from './known-ids.js';
import { byName } from './names.js';
import * as store from './store.js';
import type { Area, FacilitySummary, Icon } from './store.js';

/** Future tee times (starting after now) with at least one free seat. */
export async function getTotalTeeTimesCount(ctx: ServiceContext, _session: Session): Promise<number> {
  return store.bookableTeeTimes(ctx.db, ctx.clock());
}

/** Areas in name order; a state (upper case) narrows to that state, and an unknown state is simply an empty list. */
export async function getAreaList(ctx: ServiceContext, _session: Session, state: string | undefined): Promise<readonly Area[]> {
  return ctx.catalog.get(`GetAreaList ${state ?? ''}`, async () => ({
    value: (await store.areas(ctx.db, state)).sort(byName((a) => a.shortName)),
  }));
}

/** The facilities of an existing area, in name order; an unknown AreaID is NotFound. */
export async function getFacilitiesByArea(ctx: ServiceContext, _session: Session, areaId: number): Promise<readonly FacilitySummary[]> {
  return ctx.catalog.get(`GetFacilitiesByArea ${areaId}`, async () => {
    await requireArea(ctx.db, areaId);
    const facilities = await store.facilitiesOfArea(ctx.db, areaId);
    return { value: facilities.sort(byName((f) => f.shortName)) };
  });
}

/** Every icon, by ID. */
export async function getIcons(ctx: ServiceContext, _session: Session): Promise<readonly Icon[]> {
  return ctx.catalog.get('GetIcons', async () => ({ value: await store.icons(ctx.db) }));
}
