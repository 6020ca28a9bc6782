/**
 * The existence checks of catalog identifiers, one rule for every operation that takes an AreaID
 * or a FacilityID (browse, search, customers).
 */
import type { Queryable } from '../db/database.js';
import { notFound } from '../errors.js';
import * as store from './store.js';

/** Throws NotFound unless the area exists. */
export async function requireArea(q: Queryable, areaId: number): Promise<void> {
  if (!(await store.areaExists(q, areaId))) throw notFound(`AreaID ${areaId} does not exist: take an ID from GetAreaList.`);
}

/** Throws NotFound unless the facility exists: the one rule for every operation that takes a FacilityID. */
export async function requireFacility(q: Queryable, facilityId: number): Promise<void> {
  if (!(await store.facilityExists(q, facilityId))) throw notFound(`FacilityID ${facilityId} does not exist: take an ID from GetFacilitiesByArea.`);
}
