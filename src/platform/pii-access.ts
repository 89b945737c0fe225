import { AsyncLocalStorage } from 'node:async_hooks';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.js';
import { piiAccessLog } from '../db/schema/index.js';

/** One record of `pii_access_log`: who read which decrypted or unmasked personal data. */
export interface PiiAccess {
  /** The API key that read (null: the environment's admin key, or a token). */
  keyId: number | null;
  portalId: number | null;
  /** A token's subject (`user:<id>`, `client:<clientId>`); null for an API key. */
  actor: string | null;
  /** UPPER_SNAKE: `GET_LEAD`, `MARK_USED`, `GET_CLAIM`, ...; a replayed response's records end in `_REPLAY`. */
  action: string;
  leadIds: number[];
  claimIds: number[];
  /** Coverage and medical analyses (opaque ids). */
  analysisIds?: string[];
  fields: string[];
}

/** The records the current request wrote, so that a stored response can record them again when replayed. */
const written = new AsyncLocalStorage<PiiAccess[]>();

/**
 * Runs each request that carries an `Idempotency-Key` with its own list of the access records it writes
 * (`recordedByThisRequest`): only a stored response is replayed, so other requests need no list (and the hot
 * paths no async context).
 */
export function registerPiiAccessTracking(app: FastifyInstance) {
  // A callback hook: the rest of the request (later hooks, the handler, onSend) runs inside `run`.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.headers['idempotency-key'] === undefined) done();
    else written.run([], done);
  });
}

export function recordedByThisRequest(): PiiAccess[] {
  return written.getStore() ?? [];
}

const array = (values: (number | string)[]) => `{${values.join(',')}}`;

/** Writes access records, in the caller's transaction when it passes one. Records naming nothing are skipped. */
export async function recordPiiAccesses(db: Executor, entries: PiiAccess[]) {
  const named = entries.filter((e) => e.leadIds.length > 0 || e.claimIds.length > 0 || e.analysisIds?.length);
  if (named.length === 0) return;
  const values = named.map(
    (e) => sql`(${e.keyId}::int, ${e.portalId}::int, ${e.actor}, ${e.action}, ${array(e.leadIds)}::bigint[],
      ${array(e.claimIds)}::int[], ${array(e.analysisIds ?? [])}::text[], ${array(e.fields)}::text[])`,
  );
  await db.execute(sql`
    insert into ${piiAccessLog} (key_id, portal_id, actor, action, lead_ids, claim_ids, analysis_ids, fields)
    values ${sql.join(values, sql`, `)}`);
  written.getStore()?.push(...named);
}
