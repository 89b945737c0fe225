import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inArray } from 'drizzle-orm';
import { noticeItems, noticeMessages } from '../../../src/db/schema/index.js';
import type { NoticeMessage } from '../../../src/leads/notifications/notice-provider.js';
import { sendDueNotices } from '../../../src/leads/notifications/notices.sender.js';
import { type NoticeDeps, queueNotices } from '../../../src/leads/notifications/notices.service.js';
import { withTransaction } from '../../../src/platform/transactions.js';
import { build, onPostgres } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { factories } from '../../helpers/given.js';
import { kst, noticeHelpers } from './helpers.js';

const needsPostgres = { skip: !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)' };

const clock = testClock(kst('2026-12-07T10:00'));
const { app, db } = await build({}, { clock: clock.now });
const given = factories(app);
const w = await given.world();
const { kakao } = noticeHelpers(app, w, clock);

/** A provider that counts what it is handed and takes a while, so that two senders overlap. */
function slowProvider() {
  const sent: NoticeMessage[] = [];
  const deps: NoticeDeps = {
    ...app.notices,
    provider: {
      name: 'counting',
      async send(message) {
        await new Promise((resolve) => setTimeout(resolve, 15));
        sent.push(message);
      },
    },
  };
  return { sent, deps };
}

async function leadsOf(portalId: number, n: number) {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) ids.push(Number((await given.assignedLead({ world: w, portalId })).id));
  return ids;
}

test('two senders at once send each due message once', needsPostgres, async () => {
  const portals = Array.from({ length: 12 }, (_, i) => 900 + i);
  const now = new Date(clock.now());
  for (const portalId of portals) {
    await kakao(portalId);
    const leadIds = await leadsOf(portalId, 2);
    await withTransaction(db, (tx) => queueNotices(tx, now, [{ portalId, kind: 'ASSIGNED', leadIds, source: 'race' }]));
  }
  clock.advance(60_000);
  const { sent, deps } = slowProvider();
  const at = new Date(clock.now());
  const [a, b] = await Promise.all([sendDueNotices(deps, at), sendDueNotices(deps, at)]);
  assert.equal(a.SENT + b.SENT, portals.length);
  assert.ok(a.SENT > 0 && b.SENT > 0, `both senders took messages (${a.SENT}, ${b.SENT})`);
  const references = sent.map((m) => m.reference);
  assert.equal(new Set(references).size, references.length, 'no message sent twice');
  assert.equal(references.length, portals.length);
  const rows = await db.select().from(noticeMessages).where(inArray(noticeMessages.portalId, portals));
  assert.deepEqual(
    rows.map((r) => [r.status, r.leadCount]),
    portals.map(() => ['SENT', 2]),
  );
});

test('leads queued while their message is being sent go into the next message, none lost', needsPostgres, async () => {
  const portalId = 950;
  await kakao(portalId);
  const first = await leadsOf(portalId, 1);
  const later = await leadsOf(portalId, 6);
  await withTransaction(db, (tx) =>
    queueNotices(tx, new Date(clock.now()), [{ portalId, kind: 'ASSIGNED', leadIds: first, source: 'first' }]),
  );
  clock.advance(60_000);
  const { sent, deps } = slowProvider();
  const sending = sendDueNotices(deps, new Date(clock.now()));
  await Promise.all(
    later.map((leadId, i) =>
      withTransaction(db, (tx) =>
        queueNotices(tx, new Date(clock.now()), [{ portalId, kind: 'ASSIGNED', leadIds: [leadId], source: `l${i}` }]),
      ),
    ),
  );
  await sending;
  clock.advance(60_000);
  await sendDueNotices(deps, new Date(clock.now()));
  const items = await db
    .select()
    .from(noticeItems)
    .where(inArray(noticeItems.leadId, [...first, ...later]));
  const messages = await db
    .select()
    .from(noticeMessages)
    .where(inArray(noticeMessages.id, [...new Set(items.map((i) => i.messageId))]));
  assert.ok(
    messages.every((m) => m.status === 'SENT'),
    'every item is in a message that went out',
  );
  assert.equal(
    messages.reduce((n, m) => n + m.leadCount, 0),
    7,
  );
  assert.equal(new Set(sent.map((m) => m.reference)).size, sent.length);
});
