/**
 * The holds this process took lately, so that converting one (CreateReservation) need not read
 * it back before charging the card: a round trip less per booking on PostgreSQL. Only a
 * shortcut: the write that converts a hold checks that it is still active, unexpired and priced
 * the same (store.ts insertReservation), and a reservation that finds otherwise reads the hold
 * from the database (reservations.ts).
 */
import type { BookingTeeTime, HoldRecord } from './store.js';

export interface HeldSeats {
  readonly ownerId: number;
  readonly hold: HoldRecord;
  readonly teeTime: BookingTeeTime;
}

export class HoldMemory {
  private readonly held = new Map<number, HeldSeats>();

  /** Holds never booked are forgotten oldest first beyond `capacity`. */
  constructor(private readonly capacity = 4096) {}

  remember(entry: HeldSeats): void {
    if (this.held.size >= this.capacity) this.held.delete(this.held.keys().next().value!);
    this.held.set(entry.hold.id, entry);
  }

  /** The hold, if this process took it for this owner; forgotten from now on. */
  take(holdId: number, ownerId: number): HeldSeats | undefined {
    const entry = this.held.get(holdId);
    if (entry?.ownerId !== ownerId) return undefined;
    this.held.delete(holdId);
    return entry;
  }
}
