/** SearchTeeTimes: one indexed query, grouped facility → course → tee time. */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';

export async function searchTeeTimes(ctx: ServiceContext, session: Session, request: T.SearchTeeTimesRequest): Promise<T.ResponseSearchTeeTime> {
  throw new Error('not implemented yet');
}
