// One clock for every rule that depends on time, so tests can move it.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock that follows real time plus an offset tests can change. */
export class AdjustableClock implements Clock {
  offsetMs = 0;
  constructor(private base: Clock = systemClock) {}
  now() {
    return new Date(this.base.now().getTime() + this.offsetMs);
  }
  set(date: Date) {
    this.offsetMs = date.getTime() - this.base.now().getTime();
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
  /** Stops time where it is (tests that count seconds: a loaded machine must not add any). */
  freeze() {
    const at = this.now().getTime();
    this.base = { now: () => new Date(at) };
    this.offsetMs = 0;
  }
  thaw() {
    const at = this.now().getTime();
    this.base = systemClock;
    this.offsetMs = at - Date.now();
  }
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const addDays = (d: Date, days: number) => new Date(d.getTime() + days * DAY_MS);
