import { setPriority } from 'node:os';
import {
  type HeaderResult,
  type HeaderTask,
  PLAN_AHEAD,
  type PlanMessage,
  type PlanTask,
  plainProblem,
  planSteps,
  readHeader,
} from './import-plan.js';

/**
 * A thread of the import pool: it reads a file's header when an import is started (`readImportHeader`), and posts a
 * job's steps through the task's port (`planInWorker`), each batch only while fewer than `PLAN_AHEAD` are waiting
 * to be written (the job's thread answers each batch it takes).
 */
// A lower priority for this thread only (on Linux the nice value of "process" 0 is the calling thread's): when the
// cores are busy, the requests' event loop and the database go first and the import waits instead.
try {
  setPriority(10);
} catch {
  // Not allowed here (some containers): the import reads at normal priority.
}

export default async function importTask(task: PlanTask | HeaderTask): Promise<HeaderResult | undefined> {
  if (task.kind === 'header') return readHeader(task);
  await plan(task);
}

async function plan({ job, port }: PlanTask): Promise<void> {
  let credits = PLAN_AHEAD;
  let release: (() => void) | null = null;
  port.on('message', () => {
    credits++;
    release?.();
    release = null;
  });
  const post = (message: PlanMessage) => port.postMessage(message);
  try {
    for await (const step of planSteps(job)) {
      if (step.kind === 'batch') {
        while (credits === 0) {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        }
        credits--;
      }
      post(step);
    }
    post({ kind: 'end' });
  } catch (error) {
    // A refusal of the file keeps its code; anything else is the import's failure, without the file's content.
    const problem = plainProblem(error);
    post({ kind: 'failed', problem, detail: (error as Error).message });
  } finally {
    port.close();
  }
}
