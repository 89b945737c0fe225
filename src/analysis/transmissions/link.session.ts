import { timingSafeEqual } from 'node:crypto';
import type { AnalysisDeps } from '../core/analysis.deps.js';

/** A right birth date opens the report for this long on that browser: reloads and going back ask nothing again. */
export const LINK_SESSION_MS = 15 * 60_000;
export const LINK_SESSION_COOKIE = 'link_session';

/** What a session is bound to: the link (its transmission and the hash of its token). */
export interface SessionLink {
  id: string;
  tokenHash: string;
  expiresAt: Date;
}

const signature = (deps: AnalysisDeps, link: SessionLink, endsAt: number) =>
  deps.vault.blindIndex(`link-session:${link.id}:${link.tokenHash}:${endsAt}`);

/**
 * A new session of `link`: the cookie's value (its end and a keyed signature of the link and that end; nothing to
 * look up, nothing stored) and its lifetime in seconds. It ends after 15 minutes or with the link's own end,
 * whichever is first; the link's state is read on every request besides, so revocation, a lock, the analysis's
 * end or retention end it at once.
 */
export function newSession(deps: AnalysisDeps, link: SessionLink): { value: string; maxAgeSeconds: number } {
  const now = deps.clock();
  const endsAt = Math.min(now + LINK_SESSION_MS, link.expiresAt.getTime());
  return {
    value: `${endsAt}.${signature(deps, link, endsAt)}`,
    maxAgeSeconds: Math.max(1, Math.ceil((endsAt - now) / 1000)),
  };
}

/** Whether a cookie's value is a live session of `link`. */
export function isSessionOf(deps: AnalysisDeps, link: SessionLink, value: string | undefined): boolean {
  const match = value ? /^(\d{13})\.([A-Za-z0-9_-]{43})$/.exec(value) : null;
  if (!match) return false;
  const endsAt = Number(match[1]);
  const now = deps.clock();
  if (endsAt <= now || endsAt > now + LINK_SESSION_MS) return false;
  const expected = Buffer.from(signature(deps, link, endsAt));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
