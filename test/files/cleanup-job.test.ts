import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { files } from '../../src/db/schema/index.js';
import { FILE_CLEANUP_QUEUE } from '../../src/files/files.cleanup.js';
import { createUpload } from '../../src/files/files.service.js';
import { build } from '../helpers/build.js';
import { waitFor } from '../helpers/wait-for.js';

const { app, db } = await build({ JOB_WORKERS: 'true', JOB_POLL_INTERVAL_SECONDS: '1' });

test('the clean-up runs as a job on the queue and removes expired pending files', async () => {
  const longAgo = new Date(Date.now() - 3 * 60 * 60 * 1000);
  const issued = await createUpload(
    db,
    app.deps.storage,
    { owner: { kind: 'portal', id: 51 }, fileName: 'x.png', mimeType: 'image/png', size: 10, purpose: 'AS_EVIDENCE' },
    longAgo,
  );
  // The cron tick is minutes away; the same job is sent by hand.
  await app.deps.jobs.send(FILE_CLEANUP_QUEUE, {});
  await waitFor('the expired pending file to be removed by the job', async () => {
    const rows = await db
      .select({ id: files.id })
      .from(files)
      .where(eq(files.id, Number(issued.fileId)));
    return rows.length === 0;
  });
});
