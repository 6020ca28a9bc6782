/**
 * Every SQL statement of the player-card operations, in one place, and the rows the rules work
 * on turned into models. Each function takes the Queryable to run on (the database, or the
 * transaction it must be part of).
 */
import type { Queryable } from '../db/database.js';
import { isHoldId } from '../teetimes/ids.js';
import type { CardAtFacility } from './rules.js';

export const ACTIVE = 'Active';

export interface ProgramRow {
  id: number;
  title: string;
  valid_days: number;
}

export interface ProgramFacilityRow {
  facility_id: number;
  free_rounds: number;
  time_zone: string;
}

/** A card as seen from one facility, with its program's title and whose it is. */
export interface CardOfCustomer {
  readonly card: CardAtFacility;
  readonly title: string;
  readonly ownerId: number;
  readonly customerId: number;
}

/** A card of the profile: its program's title and web sites. */
export interface ProfileCard {
  readonly id: number;
  readonly status: string;
  readonly effectiveDate: string;
  readonly expirationDate: string;
  readonly title: string;
  readonly webSites: string | undefined;
}

/** A card's rounds at one facility. */
export interface CardRounds {
  readonly cardId: number;
  readonly roundsTotal: number;
  readonly roundsUsed: number;
  readonly facilityName: string;
  readonly timeZone: string;
}

/** A card with its rounds at one facility (null when the card has none there). */
interface CardAtFacilityRow {
  id: number;
  owner_id: number;
  customer_id: number;
  status: string;
  effective_date: string;
  expiration_date: string;
  title: string;
  rounds_total: number | null;
  rounds_used: number | null;
}

export interface TeeTimePlaceRow {
  local_date: string;
  facility_id: number;
  facility_name: string;
  facility_purchase_link: string | null;
}

interface ProfileCardRow {
  id: number;
  status: string;
  effective_date: string;
  expiration_date: string;
  title: string;
  web_sites: string | null;
}

interface ProfileRoundsRow {
  card_id: number;
  rounds_total: number;
  rounds_used: number;
  facility_name: string;
  time_zone: string;
}

export function findProgram(q: Queryable, programId: number): Promise<ProgramRow | undefined> {
  return q.get<ProgramRow>('SELECT id, title, valid_days FROM card_programs WHERE id = ?', [programId]);
}

export function programFacilities(q: Queryable, programId: number): Promise<ProgramFacilityRow[]> {
  return q.all<ProgramFacilityRow>(
    `SELECT pf.facility_id, pf.free_rounds, f.time_zone
       FROM card_program_facilities pf JOIN facilities f ON f.id = pf.facility_id
      WHERE pf.program_id = ? ORDER BY pf.facility_id`,
    [programId],
  );
}

/** Ids of the customer's cards of a program that are active, not expired on `today`, and have a round left somewhere. */
export async function liveCardsOfProgram(q: Queryable, customerId: number, programId: number, today: string): Promise<number[]> {
  const rows = await q.all<{ id: number }>(
    `SELECT c.id FROM player_cards c
      WHERE c.customer_id = ? AND c.program_id = ? AND c.status = ? AND c.expiration_date >= ?
        AND EXISTS (SELECT 1 FROM player_card_rounds r WHERE r.card_id = c.id AND r.rounds_used < r.rounds_total)`,
    [customerId, programId, ACTIVE, today],
  );
  return rows.map((row) => Number(row.id));
}

export interface NewCard {
  ownerId: number;
  customerId: number;
  programId: number;
  effectiveDate: string;
  expirationDate: string;
  paidCents: number;
  comment: string | null;
  createdAt: number;
}

export async function insertCard(q: Queryable, card: NewCard, rounds: readonly ProgramFacilityRow[]): Promise<number> {
  const cardId = await q.insert(
    `INSERT INTO player_cards (owner_id, customer_id, program_id, effective_date, expiration_date, status, paid_cents, comment, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [card.ownerId, card.customerId, card.programId, card.effectiveDate, card.expirationDate, ACTIVE, card.paidCents, card.comment, card.createdAt],
  );
  for (const r of rounds) {
    await q.run('INSERT INTO player_card_rounds (card_id, facility_id, rounds_total, rounds_used) VALUES (?, ?, ?, 0)', [cardId, r.facility_id, r.free_rounds]);
  }
  return cardId;
}

/**
 * Where a tee time is played and on which local date. A hold id (NewTeeTimeID from HoldTeeTime)
 * names the held tee time, but only for the owner who made the hold.
 */
export function teeTimePlace(q: Queryable, ownerId: number, teeTimeId: number): Promise<TeeTimePlaceRow | undefined> {
  const place = `SELECT t.local_date, f.id AS facility_id, f.short_name AS facility_name, f.purchase_link AS facility_purchase_link
                   FROM tee_times t JOIN courses c ON c.id = t.course_id JOIN facilities f ON f.id = c.facility_id`;
  return isHoldId(teeTimeId)
    ? q.get<TeeTimePlaceRow>(`${place} JOIN holds h ON h.tee_time_id = t.id WHERE h.id = ? AND h.owner_id = ?`, [teeTimeId, ownerId])
    : q.get<TeeTimePlaceRow>(`${place} WHERE t.id = ?`, [teeTimeId]);
}

/** A card with its rounds at the facility given as the first parameter. */
const CARD_AT_FACILITY = `
  SELECT c.id, c.owner_id, c.customer_id, c.status, c.effective_date, c.expiration_date, p.title, r.rounds_total, r.rounds_used
    FROM player_cards c
    JOIN card_programs p ON p.id = c.program_id
    LEFT JOIN player_card_rounds r ON r.card_id = c.id AND r.facility_id = ?`;

/** The customer's cards with their rounds at one facility, soonest expiring first. */
export async function customerCardsAtFacility(q: Queryable, ownerId: number, customerId: number, facilityId: number): Promise<CardOfCustomer[]> {
  const rows = await q.all<CardAtFacilityRow>(`${CARD_AT_FACILITY} WHERE c.owner_id = ? AND c.customer_id = ? ORDER BY c.expiration_date, c.id`, [
    facilityId,
    ownerId,
    customerId,
  ]);
  return rows.map(cardOfCustomer);
}

export async function cardAtFacility(q: Queryable, cardId: number, facilityId: number): Promise<CardOfCustomer | undefined> {
  const row = await q.get<CardAtFacilityRow>(`${CARD_AT_FACILITY} WHERE c.id = ?`, [facilityId, cardId]);
  return row && cardOfCustomer(row);
}

function cardOfCustomer(row: CardAtFacilityRow): CardOfCustomer {
  const rounds = (value: number | null): number | null => (value === null ? null : Number(value));
  return {
    card: {
      id: Number(row.id),
      status: row.status,
      effectiveDate: row.effective_date,
      expirationDate: row.expiration_date,
      roundsTotal: rounds(row.rounds_total),
      roundsUsed: rounds(row.rounds_used),
    },
    title: row.title,
    ownerId: Number(row.owner_id),
    customerId: Number(row.customer_id),
  };
}

/**
 * Takes rounds in one statement that only succeeds while enough are left, so concurrent takers
 * can never push a card below zero (the row lock serializes them; the loser sees no row).
 */
export async function consumeRounds(q: Queryable, cardId: number, facilityId: number, rounds: number): Promise<boolean> {
  const { changes } = await q.run(
    'UPDATE player_card_rounds SET rounds_used = rounds_used + ? WHERE card_id = ? AND facility_id = ? AND rounds_total - rounds_used >= ?',
    [rounds, cardId, facilityId, rounds],
  );
  return changes === 1;
}

/** Gives back rounds a reservation took (never below zero used). */
export async function returnRounds(q: Queryable, cardId: number, facilityId: number, rounds: number): Promise<void> {
  await q.run('UPDATE player_card_rounds SET rounds_used = rounds_used - ? WHERE card_id = ? AND facility_id = ? AND rounds_used >= ?', [
    rounds,
    cardId,
    facilityId,
    rounds,
  ]);
}

export async function facilityName(q: Queryable, facilityId: number): Promise<string | undefined> {
  return (await q.get<{ short_name: string }>('SELECT short_name FROM facilities WHERE id = ?', [facilityId]))?.short_name;
}

/** Where to buy a card valid at the facility: the first such program's link, else the facility's own. */
export async function purchaseLink(q: Queryable, facilityId: number, facilityLink: string | null): Promise<string | undefined> {
  const program = await q.get<{ purchase_link: string }>(
    `SELECT p.purchase_link FROM card_program_facilities pf JOIN card_programs p ON p.id = pf.program_id
      WHERE pf.facility_id = ? AND p.purchase_link IS NOT NULL AND p.purchase_link <> '' ORDER BY p.id LIMIT 1`,
    [facilityId],
  );
  return program?.purchase_link ?? (facilityLink || undefined);
}

export async function profileCards(q: Queryable, ownerId: number, customerId: number): Promise<ProfileCard[]> {
  const rows = await q.all<ProfileCardRow>(
    `SELECT c.id, c.status, c.effective_date, c.expiration_date, p.title, p.web_sites
       FROM player_cards c JOIN card_programs p ON p.id = c.program_id
      WHERE c.owner_id = ? AND c.customer_id = ? ORDER BY c.id DESC`,
    [ownerId, customerId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    status: r.status,
    effectiveDate: r.effective_date,
    expirationDate: r.expiration_date,
    title: r.title,
    webSites: r.web_sites ?? undefined,
  }));
}

export async function profileRounds(q: Queryable, ownerId: number, customerId: number): Promise<CardRounds[]> {
  const rows = await q.all<ProfileRoundsRow>(
    `SELECT r.card_id, r.rounds_total, r.rounds_used, f.long_name AS facility_name, f.time_zone
       FROM player_card_rounds r
       JOIN player_cards c ON c.id = r.card_id
       JOIN facilities f ON f.id = r.facility_id
      WHERE c.owner_id = ? AND c.customer_id = ? ORDER BY r.card_id, r.facility_id`,
    [ownerId, customerId],
  );
  return rows.map((r) => ({
    cardId: Number(r.card_id),
    roundsTotal: Number(r.rounds_total),
    roundsUsed: Number(r.rounds_used),
    facilityName: r.facility_name,
    timeZone: r.time_zone,
  }));
}
