/** Shared pieces of the booking tests: cards, requests, and tee times picked straight from the database. */
import type { CRMTeeTimeAPIClient } from '../../generated/crmteetimeapi/client.js';
import type { CreateReservationRequest } from '../../generated/crmteetimeapi/types.js';
import type { Queryable } from '../../service/db/database.js';

/** A Visa test number that passes Luhn and is not declined. */
export const GOOD_CARD = '4111111111111111';
/** Passes Luhn; the test gateway declines it (payments.ts DECLINED_TEST_NUMBERS). */
export const DECLINED_CARD = '4000000000000002';
/** 4111111111111111 with a wrong check digit. */
export const LUHN_FAIL_CARD = '4111111111111112';
/** A valid MasterCard number, for brand-mismatch tests with CreditCardType Visa. */
export const MASTERCARD = '5555555555554444';

export type CardFields = Pick<
  CreateReservationRequest,
  'CreditCardNumber' | 'CreditCardType' | 'CreditCardExpMo' | 'CreditCardExpYr' | 'CreditCardName' | 'CreditCardPostalCode'
>;

export function card(overrides: Partial<CardFields> = {}): CardFields {
  return {
    CreditCardNumber: GOOD_CARD,
    CreditCardType: 'Visa',
    CreditCardExpMo: 12,
    CreditCardExpYr: 2030,
    CreditCardName: 'Pat Golfer',
    CreditCardPostalCode: '85255',
    ...overrides,
  };
}

export async function loginAs(client: CRMTeeTimeAPIClient, owner: 1 | 2 = 1): Promise<string> {
  const response =
    owner === 1 ? await client.login({ OwnerID: 1, UserID: 'demo', Password: 'demo' }) : await client.login({ OwnerID: 2, UserID: 'other', Password: 'other' });
  if (response.ErrorCode !== 0 || !response.SessionID) throw new Error(`login failed: ${response.ErrorCode} ${response.ErrorMessage}`);
  return response.SessionID;
}

const DAY = 86_400_000;

/**
 * A tee time no test has touched yet (nothing booked, no hold), starting at least a day after
 * `now`, so clock moves in a test cannot make it start; `skip` spreads parallel callers apart.
 */
export async function untouchedTeeTime(db: Queryable, now: number, { skip = 0, facilityId = 0 } = {}): Promise<number> {
  const row = await db.get<{ id: number }>(
    `SELECT t.id FROM tee_times t JOIN courses c ON c.id = t.course_id
     WHERE t.starts_at > ? AND t.booked = 0 AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.tee_time_id = t.id)
       AND (? = 0 OR c.facility_id = ?)
     ORDER BY t.starts_at, t.id LIMIT 1 OFFSET ?`,
    [now + DAY, facilityId, facilityId, skip],
  );
  if (!row) throw new Error('no untouched tee time left in the demo data');
  return Number(row.id);
}

export async function seatsOf(db: Queryable, teeTimeId: number): Promise<{ booked: number; capacity: number }> {
  const row = await db.get<{ booked: number; capacity: number }>('SELECT booked, capacity FROM tee_times WHERE id = ?', [teeTimeId]);
  return { booked: Number(row!.booked), capacity: Number(row!.capacity) };
}

/** The seats SearchTeeTimes shows free on a tee time (0 when it is not offered), as any reseller sees them through the read cache. */
export async function freeInSearch(db: Queryable, client: CRMTeeTimeAPIClient, SessionID: string, teeTimeId: number): Promise<number> {
  const row = await db.get<{ facility_id: number; local_date: string }>(
    'SELECT c.facility_id, t.local_date FROM tee_times t JOIN courses c ON c.id = t.course_id WHERE t.id = ?',
    [teeTimeId],
  );
  const found = await client.searchTeeTimes({
    SessionID,
    AreaID: 0,
    FacilityID: Number(row!.facility_id),
    FromDate: row!.local_date,
    ToDate: row!.local_date,
    NumberOfPlayers: 1,
    DiscountPercent: 0,
  });
  if (found.ErrorCode !== 0) throw new Error(`search failed: ${found.ErrorCode} ${found.ErrorMessage}`);
  const offered = found
    .Facilities!.flatMap((f) => f.Courses!)
    .flatMap((course) => course.TeeTimes!)
    .find((t) => t.ID === teeTimeId);
  return offered ? Number(offered.PlayersAllowed) : 0;
}
