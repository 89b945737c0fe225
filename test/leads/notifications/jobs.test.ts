import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { NOTICE_SEND_QUEUE } from '../../../src/leads/notifications/notifications.jobs.js';
import { build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { registerOk } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';
import { waitFor } from '../../helpers/wait-for.js';
import { noticeHelpers } from './helpers.js';

// Job workers on: the drain runs after the registration's commit (the webhooks' relay), the sender as a job.
const clock = testClock(Date.now());
const { app, db } = await build({ JOB_WORKERS: 'true', JOB_POLL_INTERVAL_SECONDS: '1' }, { clock: clock.now });
const w = await factories(app).world();
const { putSettings, log } = noticeHelpers(app, w, clock);

test('a message opened wakes the sender at its due time; the sender runs as a job', async () => {
  const portalId = 31;
  await putSettings({ portalId, channel: 'KAKAO', phone: '010-2345-6789', quietHours: { from: '00:00', to: '00:00' } });
  const start = clock.now();
  await registerOk(app, w, { portalId, region: '서울' });
  const queued = await waitFor('the notice to be queued', async () => (await log(portalId)).data[0]);
  assert.equal(queued.status, 'QUEUED');

  const dueAt = new Date(start + 60_000);
  const wakeUp = await waitFor('the wake-up job', async () => {
    const { rows } = await db.execute<{ start_after: Date | string }>(sql`
      select start_after from pgboss.job where name = ${NOTICE_SEND_QUEUE} and singleton_key like 'due:%'`);
    return rows[0];
  });
  const startsIn = new Date(wakeUp.start_after).getTime() - Date.now();
  assert.ok(
    startsIn > 50_000 && startsIn <= 61_000,
    `the wake-up starts about when the message is due (${startsIn} ms)`,
  );

  // The minute's cron or the wake-up: the same job, sent by hand once the test clock says the message is due.
  clock.set(dueAt);
  await app.deps.jobs.send(NOTICE_SEND_QUEUE, {});
  const sent = await waitFor('the message to be sent', async () =>
    (await log(portalId)).data.find((m) => m.status === 'SENT'),
  );
  assert.equal(sent.sentAt, dueAt.toISOString());
});
