import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { retryingUnavailable } from '../../helpers/api.js';
import { adminHeaders, build, onPostgres } from '../../helpers/build.js';
import { nextPhone, placeOrder, register, registerOk, world } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { waitFor } from '../../helpers/wait-for.js';

// Real parallelism needs a server: PGlite runs one transaction at a time.
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';

const t = await build();
const { app, db } = t;
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

test('registrations racing a suppression of their phone: each either answers 409 or its lead is one the suppression took (SUPPRESSED in its history)', {
  skip,
}, async () => {
  const other = await world(app);
  // An open order of a portal user, so that registrations with portalId take the one-statement path into it.
  await placeOrder(app, other, { portalId: 9301, regionQuantities: [{ region: '서울', quantity: 500 }] });
  const phones = Array.from({ length: 60 }, () => nextPhone());
  const answers = await Promise.all(
    phones.flatMap((phone, i) => [
      retryingUnavailable(() =>
        register(app, other, { phone, region: '서울', ...(i % 2 === 0 ? { portalId: 9301 } : {}) }),
      ),
      retryingUnavailable(() => suppress(phone)),
    ]),
  );
  for (const res of answers) assert.ok([200, 409].includes(res.statusCode), res.body);
  const { rows } = await db.execute<{ id: string }>(sql`
    select l.id::text from leads l
    where l.phone_hash in (select phone_hash from suppressions where lifted_at is null)
      and not exists (select 1 from lead_events e where e.lead_id = l.id and e.event = 'SUPPRESSED')`);
  assert.deepEqual(rows, [], 'a lead registered while its phone was being suppressed, unseen by the suppression');
  await assertInvariants(db);
});

test('a registration held up after it found no suppression, while the suppression commits, is refused or seen by it', {
  skip,
}, async () => {
  const other = await world(app);
  const order = await placeOrder(app, other, { portalId: 9401, regionQuantities: [{ region: '서울', quantity: 10 }] });
  const phone = nextPhone();
  const holder = new pg.Client({ connectionString: t.url! });
  const watcher = new pg.Client({ connectionString: t.url! });
  await holder.connect();
  await watcher.connect();
  try {
    // The order's row held: the registration into it waits in the middle of its work.
    await holder.query('begin');
    await holder.query('select 1 from orders where id = $1 for update', [Number(order.id)]);
    const registration = register(app, other, { phone, region: '서울', portalId: 9401 });
    await waitFor('the registration waiting for the order', async () => {
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and wait_event in ('transactionid', 'tuple')`,
      );
      return rows[0].n >= 1;
    });
    // The suppression either commits at once (the registration would then insert unseen) or waits for the phone's
    // lock the registration already holds.
    let suppressionDone = false;
    const suppression = suppress(phone).finally(() => {
      suppressionDone = true;
    });
    await waitFor('the suppression committed or waiting for the phone', async () => {
      if (suppressionDone) return true;
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock' and wait_event = 'advisory'`,
      );
      return rows[0].n >= 1;
    });
    await holder.query('commit');
    const [suppressed, res] = await Promise.all([suppression, registration]);
    assert.equal(suppressed.statusCode, 200, suppressed.body);
    if (res.statusCode === 200) {
      const { rows } = await db.execute<{ n: number }>(sql`
        select count(*)::int as n from lead_events where lead_id = ${Number(res.json().id)} and event = 'SUPPRESSED'`);
      assert.equal(rows[0].n, 1, 'the suppression took the lead registered beside it');
    } else {
      assert.equal(res.statusCode, 409, res.body);
      assert.equal(res.json().code, 'CONTACT_SUPPRESSED');
    }
  } finally {
    await holder.end();
    await watcher.end();
  }
  await assertInvariants(db);
});
