/** The current time in epoch milliseconds; injected so tests can move time without sleeping. */
export type Clock = () => number;

export const systemClock: Clock = () => Date.now();

/** A clock tests set and advance by hand. */
export function manualClock(start: number): Clock & { advance(ms: number): void; set(ms: number): void } {
  let now = start;
  const clock = (() => now) as Clock & { advance(ms: number): void; set(ms: number): void };
  clock.advance = (ms) => {
    now += ms;
  };
  clock.set = (ms) => {
    now = ms;
  };
  return clock;
}
