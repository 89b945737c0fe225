import { randomBytes } from 'node:crypto';
import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db, Executor } from '../db/client.js';
import { operatorPasswordLinks, operators } from '../db/schema/index.js';
import type { Caller } from '../platform/access/caller.js';
import type { OperatorRole } from '../platform/auth.js';
import { conflict, notFound } from '../platform/errors.js';
import { type DomainEvent, emit } from '../platform/events.js';
import { iso, parseIntId } from '../platform/schemas.js';
import { withTransaction } from '../platform/transactions.js';
import type { OperatorDeps } from './operators.deps.js';
import type {
  CreatedOperator,
  CreateOperatorBody,
  Operator,
  OperatorList,
  PasswordLink,
  UpdateOperatorBody,
} from './operators.schemas.js';
import { hashPassword } from './passwords.js';
import { endSessionsOf, tokenHash } from './sessions.service.js';

/** How long a password link works. */
export const PASSWORD_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export type OperatorRow = typeof operators.$inferSelect;
type OperatorView = Static<typeof Operator>;

const operatorNotFound = () => notFound('Operator', 'OPERATOR_NOT_FOUND');

export function operatorView(row: OperatorRow): OperatorView {
  return {
    id: String(row.id),
    email: row.email,
    name: row.name,
    role: row.role,
    active: row.active,
    locked: row.lockedAt !== null,
    totpEnrolled: row.totpSecretEnc !== null,
    ssoBound: row.ssoSubject !== null,
    createdAt: iso(row.createdAt)!,
  };
}

export const target = (id: number): string => `operator:${id}`;
export const asOperator = (row: OperatorRow): Caller => ({
  kind: 'operator',
  operatorId: row.id,
  role: row.role as OperatorRole,
});

export async function lockOperator(tx: Executor, id: number): Promise<OperatorRow> {
  const [row] = await tx.select().from(operators).where(eq(operators.id, id)).for('update');
  if (!row) throw operatorNotFound();
  return row;
}

/** A new one-time password link for the operator; earlier unused ones stop working. */
async function newPasswordLink(deps: OperatorDeps, tx: Executor, operatorId: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(deps.clock() + PASSWORD_LINK_TTL_MS);
  await tx.delete(operatorPasswordLinks).where(eq(operatorPasswordLinks.operatorId, operatorId));
  await tx.insert(operatorPasswordLinks).values({ operatorId, tokenHash: tokenHash(token), expiresAt });
  // In the fragment, so the token never reaches a server log or a Referer.
  return { url: `${deps.publicBaseUrl}/console/set-password#token=${token}`, expiresAt: iso(expiresAt)! };
}

export async function createOperator(
  deps: OperatorDeps,
  caller: Caller,
  input: Static<typeof CreateOperatorBody>,
): Promise<Static<typeof CreatedOperator>> {
  return withTransaction(deps.db, async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ email: input.email.toLowerCase(), name: input.name, role: input.role })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict('OPERATOR_EMAIL_TAKEN', 'An operator with this e-mail exists');
    const passwordLink = await newPasswordLink(deps, tx, row.id);
    await emit(tx, caller, [
      { type: 'audit', action: 'OPERATOR_CREATED', target: target(row.id), detail: { role: row.role } },
    ]);
    return { operator: operatorView(row), passwordLink };
  });
}

/** An operator with a password already set (the demo's): no link, audited like any creation. */
export async function createOperatorWithPassword(
  db: Db,
  caller: Caller,
  input: Static<typeof CreateOperatorBody> & { password: string },
): Promise<OperatorView> {
  const passwordHash = await hashPassword(input.password);
  return withTransaction(db, async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({ email: input.email.toLowerCase(), name: input.name, role: input.role, passwordHash })
      .returning();
    await emit(tx, caller, [
      { type: 'audit', action: 'OPERATOR_CREATED', target: target(row.id), detail: { role: row.role } },
    ]);
    return operatorView(row);
  });
}

export async function listOperators(deps: OperatorDeps, _caller: Caller): Promise<Static<typeof OperatorList>> {
  const rows = await deps.db.select().from(operators).orderBy(asc(operators.id));
  return { data: rows.map(operatorView) };
}

export async function getOperator(deps: OperatorDeps, _caller: Caller, rawId: string): Promise<OperatorView> {
  const id = parseIntId(rawId);
  const [row] = id === null ? [] : await deps.db.select().from(operators).where(eq(operators.id, id));
  if (!row) throw operatorNotFound();
  return operatorView(row);
}

/**
 * Name, role and active flag. A role change or a deactivation ends the operator's sessions at once (the next request
 * reads the role anyway; ending them makes the change visible as a sign-out).
 */
export async function updateOperator(
  deps: OperatorDeps,
  caller: Caller,
  input: { id: string } & Static<typeof UpdateOperatorBody>,
): Promise<OperatorView> {
  const id = parseIntId(input.id);
  if (id === null) throw operatorNotFound();
  return withTransaction(deps.db, async (tx) => {
    const current = await lockOperator(tx, id);
    const [row] = await tx
      .update(operators)
      .set({
        name: input.name ?? current.name,
        role: input.role ?? current.role,
        active: input.active ?? current.active,
        updatedAt: sql`now()`,
      })
      .where(eq(operators.id, id))
      .returning();
    const events: DomainEvent[] = [];
    if (row.role !== current.role) {
      events.push({
        type: 'audit',
        action: 'OPERATOR_ROLE_CHANGED',
        target: target(id),
        detail: { from: current.role, to: row.role },
      });
    }
    if (row.active !== current.active) {
      const action = row.active ? 'OPERATOR_ACTIVATED' : 'OPERATOR_DEACTIVATED';
      events.push({ type: 'audit', action, target: target(id) });
    }
    if (row.name !== current.name) events.push({ type: 'audit', action: 'OPERATOR_RENAMED', target: target(id) });
    if (row.role !== current.role || !row.active) await endSessionsOf(tx, id);
    await emit(tx, caller, events);
    return operatorView(row);
  });
}

/** A reset: a new one-time link; the operator's sessions end and the current password stays until it is used. */
export async function issuePasswordLink(
  deps: OperatorDeps,
  caller: Caller,
  rawId: string,
): Promise<Static<typeof PasswordLink>> {
  const id = parseIntId(rawId);
  if (id === null) throw operatorNotFound();
  return withTransaction(deps.db, async (tx) => {
    await lockOperator(tx, id);
    await endSessionsOf(tx, id);
    const link = await newPasswordLink(deps, tx, id);
    await emit(tx, caller, [{ type: 'audit', action: 'OPERATOR_PASSWORD_RESET', target: target(id) }]);
    return link;
  });
}

/**
 * Clears the operator's second factor, so that their next sign-in enrols a new one (a lost phone), and ends their
 * sessions (`OPERATOR_TOTP_RESET`, a permission change). The password and any lock stay as they are.
 */
export async function resetTotp(deps: OperatorDeps, caller: Caller, rawId: string): Promise<OperatorView> {
  const id = parseIntId(rawId);
  if (id === null) throw operatorNotFound();
  return withTransaction(deps.db, async (tx) => {
    const current = await lockOperator(tx, id);
    const [row] = await tx
      .update(operators)
      // A new secret starts its own sequence of steps.
      .set({ totpSecretEnc: null, totpLastStep: null, updatedAt: sql`now()` })
      .where(eq(operators.id, id))
      .returning();
    await endSessionsOf(tx, id);
    await emit(tx, caller, [
      {
        type: 'audit',
        action: 'OPERATOR_TOTP_RESET',
        target: target(id),
        detail: { wasEnrolled: current.totpSecretEnc !== null },
      },
    ]);
    return operatorView(row);
  });
}

/**
 * Lifts a lock after too many wrong passwords: the wrong-password count goes back to zero (`OPERATOR_UNLOCKED`). The
 * password, the second factor and the sessions stay as they are; an operator that is not locked is answered as it is.
 */
export async function unlockOperatorById(deps: OperatorDeps, caller: Caller, rawId: string): Promise<OperatorView> {
  const id = parseIntId(rawId);
  if (id === null) throw operatorNotFound();
  return withTransaction(deps.db, async (tx) => {
    const current = await lockOperator(tx, id);
    if (current.lockedAt === null) return operatorView(current);
    const row = await unlock(tx, caller, eq(operators.id, id));
    return operatorView(row ?? current);
  });
}

/** The CLI's unlock: wrong-password count back to zero. Returns false for an unknown e-mail. */
export async function unlockOperator(deps: Pick<OperatorDeps, 'db'>, caller: Caller, email: string): Promise<boolean> {
  return withTransaction(
    deps.db,
    async (tx) => (await unlock(tx, caller, eq(operators.email, email.toLowerCase()))) !== undefined,
  );
}

async function unlock(tx: Executor, caller: Caller, which: SQL): Promise<OperatorRow | undefined> {
  const [row] = await tx
    .update(operators)
    .set({ lockedAt: null, failedSignIns: 0, updatedAt: sql`now()` })
    .where(which)
    .returning();
  if (row) await emit(tx, caller, [{ type: 'audit', action: 'OPERATOR_UNLOCKED', target: target(row.id) }]);
  return row;
}
