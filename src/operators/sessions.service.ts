import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Executor } from '../db/client.js';
import { operatorSessions, operators } from '../db/schema/index.js';
import type { OperatorPrincipal, OperatorRole, SessionAuthenticator } from '../platform/auth.js';
import type { CodeFor } from '../platform/error-codes.js';
import { AppError, forbidden, unauthorized } from '../platform/errors.js';
import type { ConsoleConfig } from './operators.config.js';
import type { OperatorDeps } from './operators.deps.js';
import { permissionOf, roleAllows } from './permissions.js';

/** A session unused this long ends. */
export const SESSION_IDLE_MS = 30 * 60 * 1000;
/** A session ends this long after sign-in, used or not. */
export const SESSION_MAX_MS = 12 * 60 * 60 * 1000;
/** Between the password and the second factor. */
export const PENDING_MS = 5 * 60 * 1000;

export type SessionRow = typeof operatorSessions.$inferSelect;
export type SessionStage = SessionRow['stage'];
type OperatorRow = typeof operators.$inferSelect;

/** A console session and its operator. */
export interface OperatorSession {
  session: SessionRow;
  operator: OperatorRow;
}

/** A new session and its cookie token (only the token's hash is kept). */
export interface StartedSession {
  token: string;
  session: SessionRow;
}

export const tokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sessionEnded = (): AppError<CodeFor<401>> =>
  unauthorized('SESSION_INVALID', 'No console session, or it has ended: sign in again');

/** A new session of `stage` for the operator; returns the cookie token (only its hash is kept). */
export async function startSession(
  deps: OperatorDeps,
  tx: Executor,
  operatorId: number,
  stage: SessionStage,
  enrolSecretEnc: string | null = null,
): Promise<StartedSession> {
  const token = newToken();
  const now = new Date(deps.clock());
  const [row] = await tx
    .insert(operatorSessions)
    .values({
      operatorId,
      tokenHash: tokenHash(token),
      stage,
      csrfToken: newToken(),
      enrolSecretEnc,
      createdAt: now,
      lastSeenAt: now,
    })
    .returning();
  return { token, session: row };
}

/** Ends every session of the operator (deactivation, a role change, a password reset). */
export async function endSessionsOf(tx: Executor, operatorId: number): Promise<void> {
  await tx.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId));
}

export async function endSessionByToken(tx: Executor, token: string): Promise<void> {
  await tx.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash(token)));
}

/** The session of a cookie token with its operator, whatever its stage; null when unknown. */
export async function findSession(db: Executor, token: string): Promise<OperatorSession | null> {
  const [row] = await db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, tokenHash(token)));
  return row ?? null;
}

/**
 * The active session of a cookie token, its operator's role read now. An ended one (idle, too old, its operator
 * inactive) is removed and answered 401.
 */
export async function liveSession(deps: OperatorDeps, token: string | undefined): Promise<OperatorSession> {
  if (!token) throw sessionEnded();
  const found = await findSession(deps.db, token);
  if (found?.session.stage !== 'ACTIVE') throw sessionEnded();
  const now = deps.clock();
  const { session, operator } = found;
  if (
    !operator.active ||
    now - session.lastSeenAt.getTime() > SESSION_IDLE_MS ||
    now - session.createdAt.getTime() > SESSION_MAX_MS
  ) {
    await deps.db.delete(operatorSessions).where(eq(operatorSessions.id, session.id));
    throw sessionEnded();
  }
  return { session, operator };
}

/** A use of the session: its idle clock restarts. */
export async function touchSession(deps: OperatorDeps, sessionId: number): Promise<void> {
  await deps.db
    .update(operatorSessions)
    .set({ lastSeenAt: new Date(deps.clock()) })
    .where(eq(operatorSessions.id, sessionId));
}

/** `liveSession`, used: for requests that need no further check before they count. */
export async function currentSession(deps: OperatorDeps, token: string | undefined): Promise<OperatorSession> {
  const found = await liveSession(deps, token);
  await touchSession(deps, found.session.id);
  return found;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const csrfRejected = (detail: string) => new AppError('CSRF_REJECTED', detail);

/** Says where the console is: reloading a page opened at another address never helps. */
function notFromConsole(config: Pick<ConsoleConfig, 'origin' | 'origins'>) {
  const others = config.origins.filter((o) => o !== config.origin);
  const also = others.length === 0 ? '' : ` (or ${others.join(', ')})`;
  return csrfRejected(
    `Changes are accepted from the console's origin ${config.origin}${also} only: open the console there. ` +
      'PUBLIC_BASE_URL sets that origin.',
  );
}

/**
 * A change made with a session cookie must come from the console itself: `Sec-Fetch-Site: same-origin` and/or an
 * `Origin` among the console's (at least one of them: every browser sends one on a change), and a JSON body (a form
 * or text/plain body is what a cross-site page can send without a preflight).
 */
export function requireSameOriginJson(
  request: FastifyRequest,
  config: Pick<ConsoleConfig, 'origin' | 'origins'>,
): void {
  const site = request.headers['sec-fetch-site'];
  const from = request.headers.origin;
  if (site === undefined && from === undefined) throw notFromConsole(config);
  if (site !== undefined && site !== 'same-origin') throw notFromConsole(config);
  if (from !== undefined && !config.origins.includes(from)) throw notFromConsole(config);
  const length = request.headers['content-length'];
  const hasBody = (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
  const type = request.headers['content-type'] ?? '';
  if (hasBody && !/^application\/json\s*(;|$)/i.test(type)) throw csrfRejected('A console change sends JSON');
}

/** The session's CSRF token must come back in `X-CSRF-Token`. */
export function requireCsrfToken(given: string | undefined, expected: string): void {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  if (a.length !== b.length || !timingSafeEqual(a, b)) throw csrfRejected('Send the session\u2019s X-CSRF-Token');
}

export function csrfHeaderOf(request: FastifyRequest): string | undefined {
  const given = request.headers['x-csrf-token'];
  return Array.isArray(given) ? given[0] : given;
}

export const isChange = (method: string): boolean => !SAFE_METHODS.has(method);

/** The session cookie of a request, if any. */
export function sessionCookieOf(request: FastifyRequest, deps: OperatorDeps): string | undefined {
  const value = request.cookies?.[deps.config.cookieName];
  return value === undefined || value === '' ? undefined : value;
}

export function setSessionCookie(reply: FastifyReply, deps: OperatorDeps, token: string): void {
  reply.setCookie(deps.config.cookieName, token, {
    path: '/',
    httpOnly: true,
    secure: deps.config.secureCookie,
    sameSite: 'strict',
  });
}

export function clearSessionCookie(reply: FastifyReply, deps: OperatorDeps): void {
  reply.clearCookie(deps.config.cookieName, {
    path: '/',
    httpOnly: true,
    secure: deps.config.secureCookie,
    sameSite: 'strict',
  });
}

/** Console sessions on the routes the permission table opens to them. */
export class OperatorSessions implements SessionAuthenticator {
  constructor(private readonly deps: OperatorDeps) {}

  async authenticate(request: FastifyRequest): Promise<OperatorPrincipal | null> {
    const token = sessionCookieOf(request, this.deps);
    if (token === undefined) return null;
    const needed = permissionOf(request.method, request.routeOptions.url);
    if (needed === null) return null;
    // Checked before the session counts as used: a refused request changes nothing.
    const { session, operator } = await liveSession(this.deps, token);
    if (isChange(request.method)) {
      requireSameOriginJson(request, this.deps.config);
      requireCsrfToken(csrfHeaderOf(request), session.csrfToken);
    }
    const role = operator.role as OperatorRole;
    if (!roleAllows(role, needed)) {
      throw forbidden('OPERATOR_SCOPE', `A ${role} operator may not call this operation`);
    }
    await touchSession(this.deps, session.id);
    return { type: 'operator', operatorId: operator.id, role, sessionId: session.id };
  }
}
