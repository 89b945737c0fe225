import type { ContactOutcome } from '../../db/schema/index.js';
import type { FieldError } from '../../platform/errors.js';

/**
 * The pure rules of contact outcomes (routing.md §5): which fields an outcome needs, and which `at` is accepted.
 * The service passes "now" (the app's clock) and when the lead became the caller's.
 */

/** Clock skew allowed for an `at` sent by the consultant's device (as for a suppression's `requestedAt`). */
export const FUTURE_SKEW_MS = 60_000;
/** A `DO_NOT_CALL` suppresses the phone as of `at`: a suppression may be dated at most this far back. */
export const DO_NOT_CALL_MAX_BACKDATE_DAYS = 30;
const DAY_MS = 86_400_000;

export interface OutcomeTimesInput {
  outcome: ContactOutcome;
  at?: string;
  callbackAt?: string;
  appointmentAt?: string;
}

export interface OutcomeTimes {
  at: Date;
  callbackAt: Date | null;
  appointmentAt: Date | null;
}

const dateOf = (text: string | undefined): Date | null | 'invalid' => {
  if (text === undefined) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? 'invalid' : at;
};

/**
 * The outcome's times as given, `at` defaulting to now: `callbackAt` is required for `CALLBACK`, `appointmentAt`
 * for `APPOINTMENT` (either is kept as given on any other outcome: a NO_ANSWER may plan the next call); `at` is not in the future, and for `DO_NOT_CALL` at most 30 days back.
 * Returns the times, or every field it refuses.
 */
export function outcomeTimes(
  input: OutcomeTimesInput,
  now: number,
): { ok: true; times: OutcomeTimes } | { ok: false; errors: FieldError[] } {
  const errors: FieldError[] = [];
  const at = dateOf(input.at) ?? new Date(now);
  const callbackAt = dateOf(input.callbackAt);
  const appointmentAt = dateOf(input.appointmentAt);
  if (at === 'invalid') errors.push({ field: 'at', message: 'must be a date-time' });
  else if (at.getTime() > now + FUTURE_SKEW_MS) errors.push({ field: 'at', message: 'must not be in the future' });
  else if (input.outcome === 'DO_NOT_CALL' && at.getTime() < now - DO_NOT_CALL_MAX_BACKDATE_DAYS * DAY_MS) {
    errors.push({ field: 'at', message: `must be at most ${DO_NOT_CALL_MAX_BACKDATE_DAYS} days ago for DO_NOT_CALL` });
  }
  if (callbackAt === 'invalid') errors.push({ field: 'callbackAt', message: 'must be a date-time' });
  else if (input.outcome === 'CALLBACK' && callbackAt === null) {
    errors.push({ field: 'callbackAt', message: 'is required for CALLBACK' });
  }
  if (appointmentAt === 'invalid') errors.push({ field: 'appointmentAt', message: 'must be a date-time' });
  else if (input.outcome === 'APPOINTMENT' && appointmentAt === null) {
    errors.push({ field: 'appointmentAt', message: 'is required for APPOINTMENT' });
  }
  if (errors.length > 0 || at === 'invalid' || callbackAt === 'invalid' || appointmentAt === 'invalid') {
    return { ok: false, errors };
  }
  return {
    ok: true,
    times: { at, callbackAt, appointmentAt },
  };
}

/** An outcome is recorded only from when the lead became the caller's (the start of its current assignment). */
export const beforeOwnership = (at: Date, ownedSince: Date): boolean => at.getTime() < ownedSince.getTime();
