import type { Db, Tx } from '../db/client.js';
import { wroteOutboxEvents } from './events.js';

const RETRYABLE = new Set(['40001', '40P01']);

function sqlState(error: unknown): string | undefined {
  let current = error as { code?: unknown; cause?: unknown } | undefined;
  for (let depth = 0; current && depth < 5; depth++) {
    if (typeof current.code === 'string') return current.code;
    current = current.cause as typeof current;
  }
  return undefined;
}

type CommitListener = () => void;
const outboxListeners = new Set<CommitListener>();

/**
 * Called after every commit of a transaction that wrote public events (the webhooks relay sends its job there).
 * Listeners must not throw and must not wait: the change's caller is not held for them. Returns the remover.
 */
export function onOutboxCommitted(listener: CommitListener): () => void {
  outboxListeners.add(listener);
  return () => outboxListeners.delete(listener);
}

/** Tells the outbox listeners that a change which wrote public events has committed. */
export function outboxCommitted() {
  for (const listener of outboxListeners) listener();
}

/** Runs `work` again a few times when PostgreSQL reports a serialization failure or a deadlock. */
export async function withRetries<T>(work: () => Promise<T>, attempts = 4): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const state = sqlState(error);
      if (attempt >= attempts || !state || !RETRYABLE.has(state)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * attempt + Math.random() * 20));
    }
  }
}

/** One transaction; retried a few times when PostgreSQL reports a serialization failure or a deadlock. */
export async function withTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>, attempts = 4): Promise<T> {
  return withRetries(async () => {
    let written = false;
    const result = await db.transaction(async (tx) => {
      const value = await work(tx);
      written = wroteOutboxEvents(tx);
      return value;
    });
    if (written) outboxCommitted();
    return result;
  }, attempts);
}

export function isUniqueViolation(error: unknown) {
  return sqlState(error) === '23505';
}
