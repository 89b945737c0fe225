import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { adminHeaders, build, onPostgres } from '../../helpers/build.js';
import { nextPhone, placeOrder, register, registerOk, world } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';
import { assertInvariants } from '../../helpers/invariants.js';

// Real parallelism needs a server: PGlite runs one transaction at a time.
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';

const { app, db } = await build();
const w = await world(app);
await factories(app).asReason({ code: 'CONTACT_SUPPRESSED', label: '연락금지' });

const suppress = (phone: string) =>
  app.inject({
    method: 'POST',
    url: '/admin/v1/suppressions',
    headers: adminHeaders,
    payload: { phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' },
  });

/** Leads of the phones that are suppressed yet show anything in clear, or hold a provisional assignment. */
async function leaks(phones: string[]) {
  const res = await app.inject({ url: '/admin/v1/leads?limit=100', headers: adminHeaders });
  const { rows } = await db.execute<{ id: string; status: string }>(sql`
    select l.id::text, l.status from leads l
    where exists (select 1 from suppressions s where s.phone_hash = l.phone_hash and s.lifted_at is null)
      and (l.status = 'PROVISIONAL'
        or exists (select 1 from assignments a where a.lead_id = l.id and a.kind = 'PROVISIONAL' and a.ended_at is null))`);
  const shown = res
    .json()
    .data.filter((l: { suppressed: boolean; phone: string }) => phones.some((p) => l.phone === p));
  return { provisional: rows, shown };
}

test('a suppression racing registrations, confirmations and distributions of that phone: nothing suppressed stays unmasked or provisional', {
  skip,
}, async () => {
  const phones = Array.from({ length: 6 }, () => nextPhone());
  const order = await placeOrder(app, w, { portalId: 9101, regionQuantities: [{ region: '서울', quantity: 50 }] });
  // Owned leads of some phones, for distributions in flight.
  const owned = await Promise.all(phones.slice(0, 3).map((phone) => registerOk(app, w, { portalId: 9102, phone })));
  const other = await world(app);
  const work: Promise<unknown>[] = [];
  for (const phone of phones) {
    work.push(register(app, other, { phone, region: '서울' }));
    work.push(suppress(phone));
  }
  for (const lead of owned) {
    work.push(
      app.inject({
        method: 'POST',
        url: '/api/v1/distribute',
        headers: w.asPortal,
        payload: { fromPortalId: 9102, toPortalId: 9103, leadIds: [lead.id] },
      }),
    );
  }
  work.push(app.inject({ method: 'POST', url: `/admin/v1/orders/${order.id}/confirm`, headers: adminHeaders }));
  await Promise.all(work);
  const { provisional, shown } = await leaks(phones);
  assert.deepEqual(provisional, [], 'no suppressed lead keeps a provisional assignment');
  assert.deepEqual(shown, [], 'no suppressed lead shows its phone');
  for (const lead of owned) {
    const single = await app.inject({ url: `/api/v1/leads/${lead.id}?portalId=9103`, headers: w.asPortal });
    if (single.statusCode === 200) assert.equal(single.json().suppressed, true);
  }
  await assertInvariants(db);
});

test('an erasure racing an AS request and a use of the lead leaves the counters exact', { skip }, async () => {
  for (let round = 0; round < 5; round++) {
    const phone = nextPhone();
    const lead = await registerOk(app, w, { portalId: 9201 + round, phone });
    await Promise.all([
      app.inject({
        method: 'POST',
        url: '/admin/v1/erasures',
        headers: adminHeaders,
        payload: { phone, reason: '삭제 요구', identityCheck: 'DOCUMENT' },
      }),
      app.inject({
        method: 'POST',
        url: '/api/v1/lead-as',
        headers: w.asPortal,
        payload: { portalId: 9201 + round, leadId: lead.id, reasonCode: 'CONTACT_SUPPRESSED' },
      }),
      app.inject({
        method: 'POST',
        url: `/api/v1/leads/${lead.id}/use`,
        headers: w.asPortal,
        payload: { portalId: 9201 + round },
      }),
    ]);
  }
  await assertInvariants(db);
});
