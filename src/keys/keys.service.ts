import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db, Executor } from '../db/client.js';
import { apiKeys, providers } from '../db/schema/index.js';
import type { Caller } from '../platform/access/caller.js';
import type { ApiKeyPrincipal, KeyKind, KeyLookup, KeyVerifier } from '../platform/auth.js';
import { pageWindow } from '../platform/bounded-list.js';
import { type BulkResults, eachId } from '../platform/bulk.js';
import type { Clock } from '../platform/clock.js';
import { badRequest, notFound } from '../platform/errors.js';
import { emit } from '../platform/events.js';
import { ExpiringMap } from '../platform/expiring-map.js';
import { revoked } from '../platform/revocations.js';
import { iso, MAX_INT_ID, pagination, parseIntId } from '../platform/schemas.js';
import { withTransaction } from '../platform/transactions.js';
import type { ApiKeyView, CreatedKey, KeyList } from './keys.schemas.js';

export type { ApiKeyPrincipal, KeyKind, KeyLookup };

export const hashKey = (key: string): string => createHash('sha256').update(key).digest('hex');

export interface NewKey {
  name: string;
  kind: KeyKind;
  providerId?: number | null;
  portalIds?: number[] | null;
  rateLimitRps?: number | null;
  rateLimitBurst?: number | null;
}

type KeyRow = typeof apiKeys.$inferSelect;

/** A key's audit-log detail. */
type KeyAuditDetail = Pick<
  KeyRow,
  'name' | 'kind' | 'prefix' | 'providerId' | 'portalIds' | 'rateLimitRps' | 'rateLimitBurst'
>;

/** A key just created: the key itself (shown once) and its row. */
export interface CreatedApiKey {
  key: string;
  row: KeyRow;
}

/** What the audit log keeps about a key: never the key, only what tells it apart. */
export const keyAuditDetail = (row: KeyRow): KeyAuditDetail => ({
  name: row.name,
  kind: row.kind,
  prefix: row.prefix,
  providerId: row.providerId,
  portalIds: row.portalIds,
  rateLimitRps: row.rateLimitRps,
  rateLimitBurst: row.rateLimitBurst,
});

/** What the key services need: the database, and the verifier whose cache forgets a changed key at once. */
export interface KeyDeps {
  db: Db;
  clock: Clock;
  verifier?: Pick<ApiKeyVerifier, 'forget'>;
}

/** A key as the API shows it: never the key, never its hash. */
export const keyView = (row: KeyRow): Static<typeof ApiKeyView> => ({
  id: String(row.id),
  name: row.name,
  kind: row.kind,
  providerId: row.providerId === null ? null : String(row.providerId),
  portalIds: row.portalIds,
  prefix: row.prefix,
  createdAt: iso(row.createdAt)!,
  revokedAt: iso(row.revokedAt),
  lastUsedAt: iso(row.lastUsedAt),
  rateLimitRps: row.rateLimitRps,
  rateLimitBurst: row.rateLimitBurst,
});

const keyNotFound = () => notFound('API key');

function keyIdOf(raw: string) {
  const id = parseIntId(raw);
  if (id === null) throw keyNotFound();
  return id;
}

/**
 * Creates a key, audited (`API_KEY_CREATED`) as done by `caller` in the same transaction: an admin request, the CLI
 * or the demo seed (internal callers `cli`, `system:demo-seed`). The key is in the answer only.
 */
export async function createKey(
  deps: KeyDeps,
  caller: Caller,
  input: Omit<NewKey, 'providerId'> & { providerId?: string | number | null },
): Promise<Static<typeof CreatedKey>> {
  const providerId = input.providerId == null ? null : Number(input.providerId);
  const { key, row } = await withTransaction(deps.db, async (tx) => {
    const created = await createApiKey(tx, { ...input, providerId });
    await emit(tx, caller, [
      {
        type: 'audit',
        action: 'API_KEY_CREATED',
        target: `api_key:${created.row.id}`,
        detail: keyAuditDetail(created.row),
      },
    ]);
    return created;
  });
  return { ...keyView(row), key };
}

/** A page of keys, newest first. */
export async function listKeys(
  deps: KeyDeps,
  _caller: Caller,
  q: { page?: number; limit?: number },
): Promise<Static<typeof KeyList>> {
  const { page, limit, offset } = pageWindow(q);
  const [rows, [{ total }]] = await Promise.all([
    listApiKeys(deps.db, limit, offset),
    deps.db.select({ total: count() }).from(apiKeys),
  ]);
  return { data: rows.map(keyView), pagination: pagination(page, limit, total) };
}

/** Revokes a key (`API_KEY_REVOKED`); this instance stops trusting it at once. */
export async function revokeKey(deps: KeyDeps, caller: Caller, rawId: string): Promise<void> {
  const id = keyIdOf(rawId);
  const keyHash = await withTransaction(deps.db, async (tx) => {
    const hash = await revokeApiKey(tx, id);
    // Contract §5: revoking a key disables its webhook endpoints (the owner sees why), in this transaction.
    await revoked(tx, { keyId: id });
    await emit(tx, caller, [{ type: 'audit', action: 'API_KEY_REVOKED', target: `api_key:${id}` }]);
    return hash;
  });
  deps.verifier?.forget(keyHash);
}

/**
 * Revokes several keys, each as `DELETE /admin/v1/api-keys/{id}` does (its own transaction and audit entry), with a
 * result per key (an unknown one → `NOT_FOUND`; one already revoked stays revoked since its first revocation).
 */
export async function revokeKeys(deps: KeyDeps, caller: Caller, ids: string[]): Promise<Static<typeof BulkResults>> {
  return eachId(ids, (id) => revokeKey(deps, caller, id));
}

/** Sets or clears a key's rate-limit override (`API_KEY_UPDATED`). */
export async function updateKeyRateLimit(
  deps: KeyDeps,
  caller: Caller,
  input: { id: string; rateLimitRps?: number | null; rateLimitBurst?: number | null },
): Promise<Static<typeof ApiKeyView>> {
  const { id: rawId, ...limit } = input;
  const id = keyIdOf(rawId);
  const row = await withTransaction(deps.db, async (tx) => {
    const updated = await setApiKeyRateLimit(tx, id, limit);
    await emit(tx, caller, [
      {
        type: 'audit',
        action: 'API_KEY_UPDATED',
        target: `api_key:${id}`,
        detail: { rateLimitRps: updated.rateLimitRps, rateLimitBurst: updated.rateLimitBurst },
      },
    ]);
    return updated;
  });
  deps.verifier?.forget(row.keyHash);
  return keyView(row);
}

export async function createApiKey(db: Executor, input: NewKey): Promise<CreatedApiKey> {
  const providerId = input.kind === 'provider' ? (input.providerId ?? null) : null;
  if (input.kind === 'provider') {
    if (providerId === null) throw badRequest('VALIDATION_FAILED', 'providerId: is required for a provider key');
    const [provider] =
      providerId > MAX_INT_ID
        ? []
        : await db.select({ id: providers.id }).from(providers).where(eq(providers.id, providerId));
    if (!provider) throw badRequest('PROVIDER_NOT_FOUND', 'providerId: no such provider');
  } else if (input.providerId != null) {
    throw badRequest('VALIDATION_FAILED', 'providerId: only a provider key is bound to a provider');
  }
  if (input.kind !== 'portal' && input.portalIds != null) {
    throw badRequest('VALIDATION_FAILED', 'portalIds: only a portal key is restricted to portal users');
  }
  const key = `lk_${input.kind}_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(apiKeys)
    .values({
      name: input.name,
      kind: input.kind,
      providerId,
      portalIds: input.kind === 'portal' && input.portalIds ? [...new Set(input.portalIds)] : null,
      keyHash: hashKey(key),
      prefix: key.slice(0, 14),
      rateLimitRps: input.rateLimitRps ?? null,
      rateLimitBurst: input.rateLimitBurst ?? null,
    })
    .returning();
  return { key, row };
}

export async function revokeApiKey(db: Executor, id: number): Promise<string> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`coalesce(${apiKeys.revokedAt}, now())` })
    .where(eq(apiKeys.id, id))
    .returning({ keyHash: apiKeys.keyHash });
  if (!row) throw keyNotFound();
  return row.keyHash;
}

/** Sets or clears (null) a key's rate-limit override; seen by every instance within the key cache time. */
export async function setApiKeyRateLimit(
  db: Executor,
  id: number,
  limit: { rateLimitRps?: number | null; rateLimitBurst?: number | null },
): Promise<KeyRow> {
  const [row] = await db
    .update(apiKeys)
    .set({
      ...(limit.rateLimitRps !== undefined ? { rateLimitRps: limit.rateLimitRps } : {}),
      ...(limit.rateLimitBurst !== undefined ? { rateLimitBurst: limit.rateLimitBurst } : {}),
    })
    .where(eq(apiKeys.id, id))
    .returning();
  if (!row) throw notFound('API key');
  return row;
}

export function listApiKeys(db: Executor, limit: number, offset: number): Promise<KeyRow[]> {
  return db.select().from(apiKeys).orderBy(desc(apiKeys.id)).limit(limit).offset(offset);
}

/**
 * Verifies keys, trusting a verified key for `ttlMs` so that most requests cost no database round trip and no
 * hashing: the cache is keyed by the presented key. A revocation is seen at once by the instance that made it and
 * within `ttlMs` by every other one.
 */
export class ApiKeyVerifier implements KeyVerifier {
  private readonly cache = new ExpiringMap<{ principal: ApiKeyPrincipal; keyHash: string }>();
  private readonly adminKeyHash: Buffer | null;

  constructor(
    private readonly db: Executor,
    private readonly ttlMs: number,
    adminApiKey: string | null,
    private readonly clock: Clock,
  ) {
    this.adminKeyHash = adminApiKey ? Buffer.from(hashKey(adminApiKey), 'hex') : null;
  }

  async verify(key: string): Promise<KeyLookup> {
    const now = this.clock();
    const cached = this.trusted(key);
    if (cached) return { status: 'ok', principal: cached };
    const hash = hashKey(key);
    if (this.adminKeyHash && timingSafeEqual(this.adminKeyHash, Buffer.from(hash, 'hex'))) {
      return { status: 'ok', principal: this.remember(key, hash, ADMIN_PRINCIPAL, now) };
    }
    const [row] = await this.db
      .update(apiKeys)
      .set({ lastUsedAt: sql`now()` })
      .where(eq(apiKeys.keyHash, hash))
      .returning();
    if (!row) return { status: 'unknown' };
    if (row.revokedAt) {
      this.cache.delete(key);
      return { status: 'revoked' };
    }
    const principal: ApiKeyPrincipal = {
      type: 'apiKey',
      keyId: row.id,
      kind: row.kind,
      providerId: row.providerId,
      portalIds: row.portalIds,
      rateLimit:
        row.rateLimitRps === null && row.rateLimitBurst === null
          ? null
          : { rps: row.rateLimitRps, burst: row.rateLimitBurst },
    };
    return { status: 'ok', principal: this.remember(key, hash, principal, now) };
  }

  /** The principal of a key verified recently, trusted without a new check (what `verify` answers from its cache). */
  trusted(key: string): ApiKeyPrincipal | undefined {
    return this.cache.get(key, this.clock())?.principal;
  }

  private remember(key: string, keyHash: string, principal: ApiKeyPrincipal, now: number) {
    if (this.ttlMs > 0) this.cache.set(key, { principal, keyHash }, now + this.ttlMs);
    return principal;
  }

  /** Drops the cached key with this hash (revocation, new limits); rare enough to look it up by scanning. */
  forget(keyHash: string): void {
    this.cache.deleteWhere((entry) => entry.keyHash === keyHash);
  }
}

const ADMIN_PRINCIPAL: ApiKeyPrincipal = {
  type: 'apiKey',
  keyId: null,
  kind: 'admin',
  providerId: null,
  portalIds: null,
  rateLimit: null,
};

export async function activeKeyExists(db: Executor, kind: KeyKind): Promise<boolean> {
  const [row] = await db
    .select({ id: apiKeys.id })
    .from(apiKeys)
    .where(and(eq(apiKeys.kind, kind), isNull(apiKeys.revokedAt)))
    .limit(1);
  return Boolean(row);
}
