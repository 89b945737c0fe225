import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.js';

/** How a queue retries a failed job; set when the queue is defined. */
export interface QueueOptions {
  /** Retries after the first attempt (0: none). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Doubles the delay on each retry (with jitter). */
  retryBackoff?: boolean;
  /** A job running longer than this is failed (and retried). */
  expireInSeconds?: number;
}

export interface SendOptions {
  /** At most one queued or active job with this key per queue. */
  singletonKey?: string;
  startAfterSeconds?: number;
}

export interface JobContext {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
}

export type JobHandler<T> = (data: T, job: JobContext) => Promise<void>;

/**
 * The background job queue: PostgreSQL-backed (pg-boss), on the server and on embedded PGlite alike.
 * Jobs survive restarts, are fetched with `FOR UPDATE SKIP LOCKED` (one worker per job, however many instances
 * run), retried with backoff, and `schedule` runs cron jobs once per tick across all instances.
 */
export interface JobQueue {
  start(): Promise<void>;
  /** Creates the queue (or updates its options). Senders and workers both call it; it is idempotent. */
  define(name: string, options?: QueueOptions): Promise<void>;
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  work<T extends object>(name: string, handler: JobHandler<T>): Promise<void>;
  /** Cron in UTC (`*\/5 * * * *`); sends `data` to queue `name` at every tick. */
  schedule<T extends object>(name: string, cron: string, data?: T): Promise<void>;
  stop(): Promise<void>;
}

/**
 * pg-boss's bring-your-own-database hook, over the app's pg pool or its PGlite instance. Once the queue is closed
 * (`isClosed`), a statement pg-boss still sends is dropped, never settled: a worker whose fetch was in flight when
 * the queue stopped completes or fails its job without awaiting it, and the closed pool's rejection would be
 * unhandled. Such a job stays active until it expires and is then run again (at least once).
 */
function executorOf(database: Database, isClosed: () => boolean) {
  const client = (database.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const dropped = () => new Promise<never>(() => {});
  if (database.kind === 'postgres') {
    const pool = client as pg.Pool;
    return {
      executeSql: (text: string, values?: unknown[]) => (isClosed() ? dropped() : pool.query(text, values)),
    };
  }
  const lite = client as PGlite;
  return {
    // PGlite runs statements one call at a time; a text without parameters may hold several statements
    // (pg-boss's schema creation and its locked sections), which only `exec` accepts.
    async executeSql(text: string, values?: unknown[]) {
      if (isClosed()) return dropped();
      if (values && values.length > 0) return lite.query(text, values);
      const results = await lite.exec(text);
      return results[results.length - 1] ?? { rows: [] };
    },
  };
}

export interface JobQueueOptions {
  /** How often an idle worker looks for jobs (pg-boss accepts 0.5 and up). */
  pollingIntervalSeconds?: number;
  /** Whether this process runs the supervisor (maintenance) and the cron scheduler. */
  supervise?: boolean;
  onError?: (error: Error) => void;
}

export class PgBossQueue implements JobQueue {
  private readonly boss: PgBoss;
  private started: Promise<void> | null = null;
  /** Once stopped (the process is shutting down) the queue never starts again. */
  private stopped = false;
  /** Stopped and done: pg-boss may no longer use the database, which the app closes next. */
  private closed = false;
  private readonly defining = new Map<string, Promise<void>>();
  private creating: Promise<void> = Promise.resolve();
  /** This process's workers per queue, woken when this process sends to their queue. */
  private readonly workerIds = new Map<string, string[]>();

  constructor(
    database: Database,
    private readonly options: JobQueueOptions = {},
  ) {
    const supervise = options.supervise ?? true;
    this.boss = new PgBoss({
      db: executorOf(database, () => this.closed) as unknown as PgBoss.Db,
      schema: 'pgboss',
      supervise,
      schedule: supervise,
      migrate: true,
    });
    this.boss.on('error', (error) => options.onError?.(error));
  }

  start() {
    if (this.stopped) return Promise.reject(new Error('The job queue is stopped'));
    this.started ??= this.boss.start().then(() => undefined);
    return this.started;
  }

  /**
   * Creates the queue, or updates its options. Concurrent definitions of one queue in this process share one call;
   * another instance creating it at the same moment (a unique violation, or a deadlock between the two creations)
   * is waited for.
   */
  define(name: string, options: QueueOptions = {}) {
    let pending = this.defining.get(name);
    if (!pending) {
      // One creation at a time in this process: pg-boss's creations of two different queues can deadlock each other
      // on PostgreSQL (both lock the queue table to add their partition's foreign key).
      pending = this.creating.then(() => this.createOrUpdateQueue(name, options));
      this.creating = pending.catch(() => undefined);
      this.defining.set(name, pending);
      pending.catch(() => this.defining.delete(name));
    }
    return pending;
  }

  private async createOrUpdateQueue(name: string, options: QueueOptions) {
    await this.start();
    const queueOptions = {
      name,
      retryLimit: options.retryLimit ?? 0,
      retryDelay: options.retryDelaySeconds ?? 0,
      retryBackoff: options.retryBackoff ?? false,
      expireInSeconds: options.expireInSeconds ?? 15 * 60,
    };
    if (await this.boss.getQueue(name)) {
      await this.boss.updateQueue(name, queueOptions);
      return;
    }
    for (let creation = 1; ; creation++) {
      try {
        await this.boss.createQueue(name, queueOptions);
        return;
      } catch (error) {
        for (let attempt = 0; attempt < 20; attempt++) {
          if (await this.boss.getQueue(name)) return;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        // A deadlock with another instance creating another queue: this creation was the victim; try again.
        if ((error as { code?: string }).code !== '40P01' || creation >= 3) throw error;
      }
    }
  }

  async send<T extends object>(name: string, data: T, options: SendOptions = {}) {
    // A request that commits while the process shuts down: the job is left to the sweeps (run by the next start or
    // another instance), not sent through a queue restarted on a closing database.
    if (this.stopped) return null;
    await this.start();
    const id = await this.boss.send(name, data, {
      ...(options.singletonKey ? { singletonKey: options.singletonKey } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
    });
    // A job sent for now is picked up at once by this process's idle worker instead of at its next poll; the
    // other instances still find it at theirs.
    if (id && !options.startAfterSeconds) {
      for (const workerId of this.workerIds.get(name) ?? []) this.boss.notifyWorker(workerId);
    }
    return id;
  }

  async work<T extends object>(name: string, handler: JobHandler<T>) {
    await this.start();
    const workerId = await this.boss.work<T>(
      name,
      { pollingIntervalSeconds: this.options.pollingIntervalSeconds ?? 2, batchSize: 1, includeMetadata: true },
      async (jobs) => {
        for (const job of jobs) await handler(job.data, { id: job.id, retryCount: job.retryCount });
      },
    );
    this.workerIds.set(name, [...(this.workerIds.get(name) ?? []), workerId]);
  }

  async schedule<T extends object>(name: string, cron: string, data?: T) {
    await this.start();
    await this.boss.schedule(name, cron, data ?? {}, { tz: 'UTC' });
  }

  async stop() {
    this.stopped = true;
    if (!this.started) return;
    await this.started.catch(() => {});
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    this.closed = true;
    this.workerIds.clear();
    this.started = null;
  }
}
