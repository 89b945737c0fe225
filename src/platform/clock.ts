/**
 * The time of the service: every rule that needs "now" reads it from the `Clock` in the app's dependencies
 * (`AppDeps.clock`), never from the system, so that tests move time instead of waiting for it.
 * `test/platform/one-clock.test.ts` keeps this file the only one of `src/` that reads the system's time.
 */

/** Milliseconds since the epoch. `new Date(clock())` where a rule needs a `Date`. */
export type Clock = () => number;

/** The system's time: what the entry points (server, command line) give the app. */
export const systemClock: Clock = () => Date.now();

/**
 * A monotonic reading in milliseconds, for measuring how long something took (pacing, elapsed time in logs). It is no
 * time of day and no rule depends on it, so it stays real in tests.
 */
export const monotonic = (): number => performance.now();
