import type { Clock } from '../../src/platform/clock.js';

/** A clock a test sets and moves (`build(env, { clock: clock.now })`): it stands still between moves. */
export interface TestClock {
  now: Clock;
  advance(ms: number): void;
  set(at: number | Date): void;
}

export function testClock(start: number | Date = Date.now()): TestClock {
  let now = Number(start);
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
    set(at) {
      now = Number(at);
    },
  };
}
