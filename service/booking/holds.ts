/** HoldTeeTime: takes seats for a limited time and prices them. */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';

export async function holdTeeTime(ctx: ServiceContext, session: Session, request: T.HoldTeeTimeRequest): Promise<T.ResponseHoldTeeTime> {
  throw new Error('not implemented yet');
}
