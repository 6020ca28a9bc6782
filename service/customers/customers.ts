/** SaveCustomer and SaveActiveCustomer. */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';

export async function saveCustomer(ctx: ServiceContext, session: Session, request: T.SaveCustomerRequest): Promise<T.CustomerResponse> {
  throw new Error('not implemented yet');
}

export async function saveActiveCustomer(ctx: ServiceContext, session: Session, request: T.SaveActiveCustomerRequest): Promise<T.CustomerResponse> {
  throw new Error('not implemented yet');
}
