/*
 * Free seats, as every query counts them (search, the total count, holds and bookings):
 * capacity − booked − seats of active holds that have not expired. An expired hold keeps its
 * status 'active' (nothing tidies it up), so the expiry is checked here, not the status alone.
 */

/**
 * Seats held right now on tee time `t`. A correlated subquery (not a join over all holds) so
 * each candidate tee time is one seek on the holds_active (tee_time_id, expires_at) index of
 * active holds. Takes one parameter: now (epoch ms). PostgreSQL's free_seats() function
 * (db/migrations.ts), which a hold counts with, is the same count.
 */
export const HELD_SEATS_SQL = `(SELECT COALESCE(SUM(h.players), 0) FROM holds h
     WHERE h.tee_time_id = t.id AND h.status = 'active' AND h.expires_at > ?)`;

/** Free seats of tee time `t`; takes one parameter: now (epoch ms). */
export const FREE_SEATS_SQL = `t.capacity - t.booked - ${HELD_SEATS_SQL}`;
