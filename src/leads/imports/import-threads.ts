import { on } from 'node:events';
import { MessageChannel } from 'node:worker_threads';
import type { ErrorCode } from '../../platform/error-codes.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { lazyWorkerPool } from '../../platform/worker-pool.js';
import type {
  HeaderResult,
  HeaderTask,
  PlainProblem,
  PlanJob,
  PlanMessage,
  PlanStep,
  PlanTask,
} from './import-plan.js';

/** The threads that read, check and encrypt the rows of imports (`import-plan.worker.ts`). */
const planPool = lazyWorkerPool<PlanTask | HeaderTask, HeaderResult | undefined>(
  import.meta.url,
  './import-plan.worker',
  {
    // A small young generation, collected often (cheap at this thread's priority), so the service's memory grows
    // little during an import; the old one has room for the largest file's shared strings and phone numbers.
    resourceLimits: { maxOldGenerationSizeMb: 256, maxYoungGenerationSizeMb: 4 },
    // A running import holds its thread until it ends: an import started meanwhile (its header read) or a second
    // job must not queue behind it. Imports are few at a time (one job per worker process).
    maxThreads: 4,
  },
);

/** Stops the import threads (the app's close). */
export const closeImportPool = () => planPool.close();

/** The thread stopped at its heap limit: the same file would stop it again, so the import fails rather than retries. */
const outOfMemory = (error: unknown) => (error as { code?: string } | null)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

/** An AppError again from its plain form. */
const problemOf = (p: PlainProblem) =>
  new AppError(p.code as ErrorCode, p.detail, { status: p.status, errors: p.errors } as never);

/** `readHeader` in a thread of the pool: the file's format and encoding, or its refusal (400, 415). */
export async function readImportHeader(task: HeaderTask) {
  const result = (await planPool.run(task, { transferList: movable(task.file.bytes) })) as HeaderResult;
  if (!result.ok) throw problemOf(result.problem);
  return result;
}

/** The file's bytes are moved to the thread, not copied, when nothing else shares their memory. */
const movable = (bytes: Uint8Array) =>
  bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? [bytes.buffer as ArrayBuffer] : [];

/**
 * Runs `planSteps(job)` in a thread of the pool and yields its steps, the thread staying at most `PLAN_AHEAD`
 * batches ahead. A file the parser refuses is thrown as its 400 with the same code. Leaving the loop early (or an
 * error) stops the thread.
 */
export async function* planInWorker(job: PlanJob): AsyncGenerator<PlanStep> {
  const { port1, port2 } = new MessageChannel();
  const abort = new AbortController();
  const task = planPool.run(
    { kind: 'plan', job, port: port2 },
    { signal: abort.signal, transferList: [port2, ...movable(job.file.bytes)] },
  );
  // A thread that dies (at its heap limit, or of a crash) ends the loop below as its own messages would.
  task.catch((error: unknown) => {
    if (abort.signal.aborted) return;
    const failure = outOfMemory(error)
      ? badRequest('IMPORT_FILE_UNREADABLE', 'The file needs more memory to read than an import may use')
      : error;
    port1.emit('message', { kind: 'died', error: failure } satisfies Received);
  });
  let ended = false;
  try {
    for await (const [message] of on(port1, 'message') as AsyncIterable<[Received]>) {
      if (message.kind === 'end') {
        ended = true;
        return;
      }
      ended = message.kind === 'failed' || message.kind === 'died';
      if (message.kind === 'died') throw message.error;
      if (message.kind === 'failed') throw message.problem ? problemOf(message.problem) : new Error(message.detail);
      yield message;
      if (message.kind === 'batch') port1.postMessage('next');
    }
  } finally {
    port1.close();
    if (!ended) abort.abort();
    await task.catch(() => {});
  }
}

/** What the job's thread receives: the import thread's messages, or word that the thread died. */
type Received = PlanMessage | { kind: 'died'; error: unknown };
