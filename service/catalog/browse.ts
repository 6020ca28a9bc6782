/** Browse: areas, facilities, icons and the count of bookable tee times. */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';

export async function getTotalTeeTimesCount(ctx: ServiceContext, session: Session, request: T.GetTotalTeeTimesCountRequest): Promise<T.ResponseGetTotalTeeTimesCount> {
  throw new Error('not implemented yet');
}

export async function getAreaList(ctx: ServiceContext, session: Session, request: T.GetAreaListRequest): Promise<T.ResponseGetArea> {
  throw new Error('not implemented yet');
}

export async function getFacilitiesByArea(ctx: ServiceContext, session: Session, request: T.GetFacilitiesByAreaRequest): Promise<T.ResponseGetFacilityList> {
  throw new Error('not implemented yet');
}

export async function getIcons(ctx: ServiceContext, session: Session, request: T.GetIconsRequest): Promise<T.ResponseIcon> {
  throw new Error('not implemented yet');
}
