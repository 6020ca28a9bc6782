/**
 * Player cards: selling them (AddPlayerCard), checking them for a tee time (HasPlayerCard), their
 * profile (GetCustomerPlayerCardProfile), and paying free rounds with them (takeFreeRounds, for
 * CreateReservationWithFreeRound). The rules are in docs/player-cards.md.
 */
import type * as T from '../../generated/crmteetimeapi/types.js';
import type { Session } from '../auth/sessions.js';
import type { ServiceContext } from '../context.js';
import { requireOwnCustomer } from '../customers/customers.js';
import type { Queryable } from '../db/database.js';
import { BusinessError, ErrorCode, invalidParameter, notFound } from '../errors.js';
import { addDays } from '../time.js';
import * as sql from './queries.js';
import {
  cardProblem, cardToday, CLOSENESS, describeProblem, parseComment, parseExpirationDate, parsePaidAmount, statusOn,
  type CardAtFacility,
} from './rules.js';

export async function getCustomerPlayerCardProfile(ctx: ServiceContext, session: Session, request: T.GetCustomerPlayerCardProfileRequest): Promise<T.ResponsePlayerCardProfile[]> {
  const { db, clock } = ctx;
  const customerId = await requireOwnCustomer(db, session.ownerId, request.CustomerID);
  const [cards, rounds] = await Promise.all([sql.profileCards(db, session.ownerId, customerId), sql.profileRounds(db, session.ownerId, customerId)]);
  const now = clock();
  return cards.map((card) => profileOf(card, rounds.filter((r) => Number(r.card_id) === Number(card.id)), now));
}

function profileOf(card: sql.ProfileCardRow, rounds: readonly sql.ProfileRoundsRow[], now: number): T.ResponsePlayerCardProfile {
  const today = cardToday(now, rounds.map((r) => r.time_zone));
  return {
    SpecialOfferCustomerEffectiveDate: card.effective_date,
    SpecialOfferCustomerExpirationDate: card.expiration_date,
    SpecialOfferTitle: card.title,
    SpecialOfferFreeRounds: sum(rounds.map((r) => r.rounds_total)),
    RoundsUsed: sum(rounds.map((r) => r.rounds_used)),
    CardStatus: statusOn(card.status, card.expiration_date, today),
    WebSites: card.web_sites ?? undefined,
    PlayerCardRounds: rounds.map((r) => ({
      GolfFacilityName: r.facility_name,
      FacilityRoundAvailable: r.rounds_total - r.rounds_used,
      RoundsUsed: r.rounds_used,
      Expires: card.expiration_date,
    })),
  };
}

export async function hasPlayerCard(ctx: ServiceContext, session: Session, request: T.HasPlayerCardRequest): Promise<T.ResponseHasPlayerCard> {
  const { db } = ctx;
  const customerId = await requireOwnCustomer(db, session.ownerId, request.CustomerID);
  const place = await sql.teeTimePlace(db, session.ownerId, request.TeeTimeID);
  if (!place) throw notFound(`Tee time ${request.TeeTimeID} does not exist.`);
  const cards = (await sql.customerCardsAtFacility(db, session.ownerId, customerId, place.facility_id)).map(cardView);
  const usable = cards.filter(({ card }) => !cardProblem(card, place.local_date, 1));
  if (usable.length > 0) {
    return { CustomerCards: usable.map(({ card, title }) => ({ ID: String(card.id), EffectiveDate: card.effectiveDate, ExpirationDate: card.expirationDate, Title: title })) };
  }
  const error = noUsableCardMessage(cards.map((c) => c.card), place);
  return { CustomerCards: [{ Error: error, PurchaseLink: await sql.purchaseLink(db, place.facility_id, place.facility_purchase_link) }] };
}

/** Why none of the customer's cards can pay a round there, naming the card closest to usable. */
function noUsableCardMessage(cards: readonly CardAtFacility[], place: sql.TeeTimePlaceRow): string {
  const headline = `The customer has no active player card valid at ${place.facility_name} on ${place.local_date}.`;
  const closest = cards
    .map((card) => ({ card, problem: cardProblem(card, place.local_date, 1)! }))
    .sort((a, b) => CLOSENESS[a.problem.kind] - CLOSENESS[b.problem.kind])[0];
  return closest ? `${headline} ${describeProblem(closest.card, closest.problem, place.facility_name, place.local_date)}` : headline;
}

export async function addPlayerCard(ctx: ServiceContext, session: Session, request: T.AddPlayerCardRequest): Promise<T.ResponseAddPlayerCard> {
  const paidCents = parsePaidAmount(request.TotalAmt);
  const requestedExpiration = parseExpirationDate(request.ExpirationDate);
  const comment = parseComment(request.Comment);
  const { db, clock } = ctx;
  const now = clock();
  await db.transaction(async (tx) => {
    // Locks the customer (PostgreSQL) so two concurrent sales cannot both pass the one-live-card check.
    const customerId = await requireOwnCustomer(tx.locking(), session.ownerId, request.CustomerID);
    const program = await sql.findProgram(tx, request.PlayerCardID);
    if (!program) throw notFound(`Card program ${request.PlayerCardID} (PlayerCardID) does not exist.`);
    const facilities = await sql.programFacilities(tx, program.id);
    if (facilities.length === 0) throw notFound(`Card program ${program.id} is not valid at any facility, so it cannot be sold.`);
    const today = cardToday(now, facilities.map((f) => f.time_zone));
    const expirationDate = requestedExpiration ?? addDays(today, program.valid_days);
    if (expirationDate < today) throw invalidParameter(`ExpirationDate ${expirationDate} is in the past: it must be ${today} or later.`);
    await refuseSecondLiveCard(tx, customerId, program, today);
    await sql.insertCard(tx, {
      ownerId: session.ownerId, customerId, programId: program.id, effectiveDate: today, expirationDate, paidCents, comment, createdAt: now,
    }, facilities);
  });
  return {};
}

/** One live card per program: a retried sale must not sell the same card twice; a used-up or expired card may be replaced. */
async function refuseSecondLiveCard(tx: Queryable, customerId: number, program: sql.ProgramRow, today: string): Promise<void> {
  const [live] = await sql.liveCardsOfProgram(tx, customerId, program.id, today);
  if (live !== undefined) {
    throw new BusinessError(ErrorCode.Forbidden,
      `The customer already has an active ${program.title} (player card ${live}) with free rounds left; a new one can be added once it is used up or expired.`);
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
 * Takes `players` free rounds from the card inside the caller's transaction (the reservation's),
 * never below zero; throws BusinessError(PlayerCard) when the card cannot pay them. Validity is
 * judged on the tee time's local date, so `now` is not needed for it.
 */
export async function takeFreeRounds(tx: Queryable, use: FreeRoundUse, now: number): Promise<void> {
  if (!Number.isInteger(use.players) || use.players < 1) throw invalidParameter('NumberOfFreePlayers must be at least 1.');
  const row = await sql.cardAtFacility(tx, use.cardId, use.facilityId);
  // Another owner's or customer's card answers like a missing one: card ids are not to be probed.
  if (!row || Number(row.owner_id) !== use.ownerId || Number(row.customer_id) !== use.customerId) {
    throw playerCardError(`Player card ${use.cardId} is not a card of customer ${use.customerId}.`);
  }
  const { card } = cardView(row);
  const problem = cardProblem(card, use.localDate, use.players);
  if (problem) throw playerCardError(describeProblem(card, problem, await facilityLabel(tx, use.facilityId), use.localDate));
  if (!(await sql.consumeRounds(tx, card.id, use.facilityId, use.players))) {
    // Only reachable when a concurrent booking took the rounds between the read and the update.
    throw playerCardError(`Player card ${card.id} no longer has ${use.players} free round(s) left at ${await facilityLabel(tx, use.facilityId)}.`);
  }
}

const facilityLabel = async (q: Queryable, facilityId: number): Promise<string> => (await sql.facilityName(q, facilityId)) ?? `facility ${facilityId}`;

const playerCardError = (message: string): BusinessError => new BusinessError(ErrorCode.PlayerCard, message);

function cardView(row: sql.CardAtFacilityRow): { card: CardAtFacility; title: string } {
  const rounds = (value: number | null): number | null => (value === null ? null : Number(value));
  return {
    card: {
      id: Number(row.id), status: row.status, effectiveDate: row.effective_date, expirationDate: row.expiration_date,
      roundsTotal: rounds(row.rounds_total), roundsUsed: rounds(row.rounds_used),
    },
    title: row.title,
  };
}

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + Number(b), 0);
