/** Player cards: selling them, checking them for a tee time, their profile, and free rounds. */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import type { Queryable } from '../db/database.js';

export async function getCustomerPlayerCardProfile(ctx: ServiceContext, session: Session, request: T.GetCustomerPlayerCardProfileRequest): Promise<T.ResponsePlayerCardProfile[]> {
  throw new Error('not implemented yet');
}

export async function hasPlayerCard(ctx: ServiceContext, session: Session, request: T.HasPlayerCardRequest): Promise<T.ResponseHasPlayerCard> {
  throw new Error('not implemented yet');
}

export async function addPlayerCard(ctx: ServiceContext, session: Session, request: T.AddPlayerCardRequest): Promise<T.ResponseAddPlayerCard> {
  throw new Error('not implemented yet');
}

export interface FreeRoundUse {
  readonly ownerId: number;
  readonly customerId: number;
  readonly cardId: number;
  readonly facilityId: number;
  /** The tee time's local date, YYYY-MM-DD: the card must be valid on it. */
  readonly localDate: string;
  readonly players: number;
}

/**
 * Takes `players` free rounds from the card inside the caller's transaction (the reservation's),
 * never below zero; throws BusinessError(PlayerCard) when the card cannot pay them.
 */
export async function takeFreeRounds(tx: Queryable, use: FreeRoundUse, now: number): Promise<void> {
  throw new Error('not implemented yet');
}
