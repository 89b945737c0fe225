import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';
import type { PiiAccessAction } from './actions.js';

/** One record of `pii_access_log`: who read which decrypted or unmasked personal data. */
export interface PiiAccess {
  /** The API key that read (null: the environment's admin key, or a token). */
  keyId: number | null;
  portalId: number | null;
  /** A token's subject (`user:<id>`, `client:<clientId>`); null for an API key. */
  actor: string | null;
  /** `GET_LEAD`, `MARK_USED`, `GET_CLAIM`, ... (`PII_READ_ACTIONS`); a replayed response's records end in `_REPLAY`. */
  action: PiiAccessAction;
  leadIds: number[];
  claimIds: number[];
  /** The analyses' objects by their opaque ids: analyses (`ca_`, `ma_`), verifications (`cv_`), auth requests (`ar_`). */
  analysisIds?: string[];
  /** Uploaded files shown or downloaded. */
  fileIds?: number[];
  fields: string[];
  /** Why an operator revealed the data, when the route asks for a reason. */
  reason?: string | null;
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

/** Adds access records written by `emit` to the current request's list (when it keeps one). */
export function rememberPiiAccesses(entries: PiiAccess[]) {
  written.getStore()?.push(...entries);
}
