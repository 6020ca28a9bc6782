/** A tee time ready to insert, and its columns in the order every insert names them. */
import type { SqlValue } from '../db/database.js';

export interface NewTeeTime {
  readonly courseId: number;
  readonly startsAt: number;
  readonly localDate: string;
  readonly localTime: string;
  readonly holes: number;
  readonly capacity: number;
  readonly rackRateCents: number;
  readonly rateCents: number;
  readonly icons: string;
  readonly information: string | null;
}

export const TEE_TIME_COLUMNS = 'course_id, starts_at, local_date, local_time, holes, capacity, rack_rate_cents, rate_cents, icons, information';

/** A tee time's values in the order of TEE_TIME_COLUMNS. */
export const teeTimeValues = (r: NewTeeTime): SqlValue[] => [
  r.courseId,
  r.startsAt,
  r.localDate,
  r.localTime,
  r.holes,
  r.capacity,
  r.rackRateCents,
  r.rateCents,
  r.icons,
  r.information,
];
