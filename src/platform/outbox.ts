import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import { outboxEvents } from '../db/schema/index.js';
import type { JobQueue } from './jobs.js';
import { withTransaction } from './transactions.js';

/** A public event as consumers receive it (`payload`: ids, statuses and masked values only). */
export interface OutboxEvent {
  id: number;
  type: string;
  payload: Record<string, unknown>;
  actor: string;
  occurredAt: Date;
}

/**
 * Takes one batch, in id order, with the drain's transaction (writes through it commit with the batch being marked
 * published; nothing else may be used inside it). Throwing leaves the whole batch unpublished: it is handed over
 * again later.
 */
export type OutboxConsumer = (events: OutboxEvent[], tx: Tx) => Promise<void>;

const consumers = new Map<string, OutboxConsumer>();

/**
 * Subscribes `handler` to every public event (the webhooks feature registers one). Delivery is at least once: a
 * batch that failed, in this or another consumer, is handed over again, so a consumer recognizes events by id.
 * Returns a function that removes the consumer.
 */
export function registerOutboxConsumer(name: string, handler: OutboxConsumer): () => void {
  consumers.set(name, handler);
  return () => {
    if (consumers.get(name) === handler) consumers.delete(name);
  };
}

export const OUTBOX_DRAIN_QUEUE = 'platform.outbox-drain';
export const OUTBOX_BATCH = 100;
/** Published events are kept this long (for a look back), then deleted by the drain. */
export const OUTBOX_RETENTION_DAYS = 7;

/**
 * Hands unpublished events to every registered consumer in batches, oldest first, and marks them published, each
 * batch in one transaction that locks its rows (`FOR UPDATE SKIP LOCKED`: two drains never take the same event).
 * A consumer's error rolls the batch back (it stays unpublished; the next drain retries it) and is thrown. Then
 * deletes events published more than `OUTBOX_RETENTION_DAYS` ago.
 */
export async function drainOutbox(db: Db, batchSize = OUTBOX_BATCH): Promise<{ published: number; deleted: number }> {
  let published = 0;
  for (;;) {
    const taken = await withTransaction(db, async (tx) => {
      const { rows } = await tx.execute<{
        id: number | string;
        type: string;
        payload: Record<string, unknown> | string;
        actor: string;
        occurred_at: Date | string;
      }>(sql`
        select id, type, payload, actor, occurred_at from ${outboxEvents}
        where published_at is null order by id limit ${batchSize} for update skip locked`);
      if (rows.length === 0) return 0;
      const events: OutboxEvent[] = rows.map((r) => ({
        id: Number(r.id),
        type: r.type,
        payload: typeof r.payload === 'string' ? (JSON.parse(r.payload) as Record<string, unknown>) : r.payload,
        actor: r.actor,
        occurredAt: r.occurred_at instanceof Date ? r.occurred_at : new Date(r.occurred_at),
      }));
      for (const handler of consumers.values()) await handler(events, tx);
      await tx.execute(sql`
        update ${outboxEvents} set published_at = now()
        where id = any(${`{${events.map((e) => e.id).join(',')}}`}::bigint[])`);
      return events.length;
    });
    published += taken;
    if (taken < batchSize) break;
  }
  const { rows } = await db.execute<{ n: number }>(sql`
    with gone as (
      delete from ${outboxEvents}
      where published_at < now() - make_interval(days => ${OUTBOX_RETENTION_DAYS}::int)
      returning 1
    )
    select count(*)::int as n from gone`);
  return { published, deleted: Number(rows[0]?.n ?? 0) };
}

/**
 * The drain as a job on the queue, every minute (one instance per tick). Events are written in the transactions of
 * their changes and never sent from inside one (the queue uses another connection): the periodic drain picks them
 * up after their commit.
 */
export async function startOutboxDrain(jobs: JobQueue, db: Db, log: FastifyBaseLogger) {
  await jobs.define(OUTBOX_DRAIN_QUEUE, { expireInSeconds: 10 * 60 });
  await jobs.work(OUTBOX_DRAIN_QUEUE, async () => {
    const { published, deleted } = await drainOutbox(db);
    if (published > 0 || deleted > 0) log.info({ published, deleted }, 'outbox drained');
  });
  await jobs.schedule(OUTBOX_DRAIN_QUEUE, '* * * * *');
}
