/**
 * Player cards: selling them (AddPlayerCard), checking them for a tee time (HasPlayerCard), their
 * profile (GetCustomerPlayerCardProfile), and paying free rounds with them (takeFreeRounds, for
 * CreateReservationWithFreeRound) and giving them back when it is cancelled. The rules are in docs/player-cards.md.
 */
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { requireOwnCustomer } from '../customers/customers.js';
import type { Queryable } from '../db/database.js';
import { BusinessError, ErrorCode, invalidParameter, notFound } from '../errors.js';
import { addDays } from '../time.js';
import * as sql from './store.js';
import type { CardOfCustomer, CardRounds, ProfileCard } from './store.js';
import { cardProblem, cardToday, CLOSENESS, describeProblem, statusOn, type CardAtFacility, type CardStatus } from './rules.js';

/** A card of the customer's profile, with its status today and its rounds per facility. */
export interface CardProfile {
  readonly card: ProfileCard;
  readonly status: CardStatus;
  readonly rounds: readonly CardRounds[];
}

/** What HasPlayerCard asks: can this customer's cards pay a round at this tee time? */
export interface CardQuestion {
  readonly customerId: string | undefined;
  readonly teeTimeId: number;
}

/** HasPlayerCard's answer: the cards that can pay a round there, or why none can and where to buy one. */
export type CardCheck = { readonly usable: readonly CardOfCustomer[] } | { readonly problem: string; readonly purchaseLink: string | undefined };

/** What AddPlayerCard sells (requests.ts reads it with the rules in rules.ts). */
export interface CardSale {
  /** A CustomerID as given, checked by requireOwnCustomer. */
  readonly customerId: string | undefined;
  /** The card program (PlayerCardID). */
  readonly programId: number;
  readonly paidCents: number;
  /** YYYY-MM-DD; undefined: the program's validity from today. */
  readonly expirationDate: string | undefined;
  readonly comment: string | null;
}

/** `customerIdText`: a CustomerID as given, checked by requireOwnCustomer. */
export async function getCustomerPlayerCardProfile(ctx: ServiceContext, session: Session, customerIdText: string | undefined): Promise<CardProfile[]> {
  const { db, clock } = ctx;
  const customerId = await requireOwnCustomer(db, session.ownerId, customerIdText);
  const [cards, rounds] = await Promise.all([sql.profileCards(db, session.ownerId, customerId), sql.profileRounds(db, session.ownerId, customerId)]);
  const now = clock();
  return cards.map((card) => {
    const own = rounds.filter((r) => r.cardId === card.id);
    return {
      card,
      status: statusOn(
        card.status,
        card.expirationDate,
        cardToday(
          now,
          own.map((r) => r.timeZone),
        ),
      ),
      rounds: own,
    };
  });
}

/** `teeTimeId`: a tee time or a hold of one. */
export async function hasPlayerCard(ctx: ServiceContext, session: Session, { customerId: customerIdText, teeTimeId }: CardQuestion): Promise<CardCheck> {
  const { db } = ctx;
  const customerId = await requireOwnCustomer(db, session.ownerId, customerIdText);
  const place = await sql.teeTimePlace(db, session.ownerId, teeTimeId);
  if (!place) throw notFound(`Tee time ${teeTimeId} does not exist.`);
  const cards = await sql.customerCardsAtFacility(db, session.ownerId, customerId, place.facility_id);
  const usable = cards.filter(({ card }) => !cardProblem(card, place.local_date, 1));
  if (usable.length > 0) return { usable };
  return {
    problem: noUsableCardMessage(
      cards.map((c) => c.card),
      place,
    ),
    purchaseLink: await sql.purchaseLink(db, place.facility_id, place.facility_purchase_link),
  };
}

/** Why none of the customer's cards can pay a round there, naming the card closest to usable. */
function noUsableCardMessage(cards: readonly CardAtFacility[], place: sql.TeeTimePlaceRow): string {
  const headline = `The customer has no active player card valid at ${place.facility_name} on ${place.local_date}.`;
  const closest = cards
    .map((card) => ({ card, problem: cardProblem(card, place.local_date, 1)! }))
    .sort((a, b) => CLOSENESS[a.problem.kind] - CLOSENESS[b.problem.kind])[0];
  return closest ? `${headline} ${describeProblem(closest.card, closest.problem, place.facility_name, place.local_date)}` : headline;
}

export async function addPlayerCard(ctx: ServiceContext, session: Session, sale: CardSale): Promise<void> {
  const { paidCents, comment, expirationDate: requestedExpiration } = sale;
  const { db, clock } = ctx;
  const now = clock();
  await db.transaction(async (tx) => {
    // Locks the customer (PostgreSQL) so two concurrent sales cannot both pass the one-live-card check.
    const customerId = await requireOwnCustomer(tx.locking(), session.ownerId, sale.customerId);
    const program = await sql.findProgram(tx, sale.programId);
    if (!program) throw notFound(`Card program ${sale.programId} (PlayerCardID) does not exist.`);
    const facilities = await sql.programFacilities(tx, program.id);
    if (facilities.length === 0) throw notFound(`Card program ${program.id} is not valid at any facility, so it cannot be sold.`);
    const today = cardToday(
      now,
      facilities.map((f) => f.time_zone),
    );
    const expirationDate = requestedExpiration ?? addDays(today, program.valid_days);
    if (expirationDate < today) throw invalidParameter(`ExpirationDate ${expirationDate} is in the past: it must be ${today} or later.`);
    await refuseSecondLiveCard(tx, customerId, program, today);
    await sql.insertCard(
      tx,
      {
        ownerId: session.ownerId,
        customerId,
        programId: program.id,
        effectiveDate: today,
        expirationDate,
        paidCents,
        comment,
        createdAt: now,
      },
      facilities,
    );
  });
}

/** One live card per program: a retried sale must not sell the same card twice; a used-up or expired card may be replaced. */
async function refuseSecondLiveCard(tx: Queryable, customerId: number, program: sql.ProgramRow, today: string): Promise<void> {
  const [live] = await sql.liveCardsOfProgram(tx, customerId, program.id, today);
  if (live !== undefined) {
    throw new BusinessError(
      ErrorCode.Forbidden,
      `The customer already has an active ${program.title} (player card ${live}) with free rounds left; a new one can be added once it is used up or expired.`,
    );
  }
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
 * Throws BusinessError(PlayerCard) unless the card can pay `players` free rounds: read only, so a
 * booking is refused before its card is charged. Validity is judged on the tee time's local date.
 */
export async function checkFreeRounds(q: Queryable, use: FreeRoundUse): Promise<void> {
  if (!Number.isInteger(use.players) || use.players < 1) throw invalidParameter('NumberOfFreePlayers must be at least 1.');
  const found = await sql.cardAtFacility(q, use.cardId, use.facilityId);
  // Another owner's or customer's card answers like a missing one: card ids are not to be probed.
  if (!found || found.ownerId !== use.ownerId || found.customerId !== use.customerId) {
    throw playerCardError(`Player card ${use.cardId} is not a card of customer ${use.customerId}.`);
  }
  const { card } = found;
  const problem = cardProblem(card, use.localDate, use.players);
  if (problem) throw playerCardError(describeProblem(card, problem, await facilityLabel(q, use.facilityId), use.localDate));
}

/** Takes the free rounds inside the caller's transaction (the reservation's), never below zero; checks them first. */
export async function takeFreeRounds(tx: Queryable, use: FreeRoundUse): Promise<void> {
  await checkFreeRounds(tx, use);
  if (!(await sql.consumeRounds(tx, use.cardId, use.facilityId, use.players))) {
    // Only reachable when a concurrent booking took the rounds between the read and the update.
    throw playerCardError(`Player card ${use.cardId} no longer has ${use.players} free round(s) left at ${await facilityLabel(tx, use.facilityId)}.`);
  }
}

/**
 * Gives a cancelled reservation's free rounds back to its card, in the cancellation's transaction,
 * even if the card has expired meanwhile (the rounds were the customer's).
 */
export async function giveBackFreeRounds(tx: Queryable, cardId: number, facilityId: number, players: number): Promise<void> {
  if (players > 0) await sql.returnRounds(tx, cardId, facilityId, players);
}

const facilityLabel = async (q: Queryable, facilityId: number): Promise<string> => (await sql.facilityName(q, facilityId)) ?? `facility ${facilityId}`;

const playerCardError = (message: string): BusinessError => new BusinessError(ErrorCode.PlayerCard, message);
