import type { Clock } from "../lib/clock";

/** A clock the test moves by hand. */
export function createFakeClock(start = new Date("2026-04-01T09:00:00Z")) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    advanceMinutes(minutes: number) {
      current += minutes * 60_000;
    },
    set(to: Date) {
      current = to.getTime();
    },
  } satisfies Clock & Record<string, unknown>;
}
