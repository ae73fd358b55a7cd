/** Time as a port, so deadlines and timeouts can be tested without waiting. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

export const systemClock: Clock = { now: () => new Date() };
