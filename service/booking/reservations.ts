/** The three reservation operations: on a hold or directly on a tee time, paid by card. */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';

export interface ReservationExtras {
  readonly trackingCode?: string;
  /** CreateReservationWithFreeRound: players paid with rounds from a player card. */
  readonly freeRound?: { readonly cardId: number; readonly players: number };
}

export async function createReservation(ctx: ServiceContext, session: Session, request: T.CreateReservationRequest, extras: ReservationExtras): Promise<T.ResponseMakeReservation> {
  throw new Error('not implemented yet');
}
