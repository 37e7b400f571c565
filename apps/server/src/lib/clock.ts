/** The time source of every rule that depends on time; tests pass a clock they control. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
