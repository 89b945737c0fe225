import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { asRequests, idempotencyKeys, leads } from '../../../src/db/schema/index.js';
import { eraseExpiredLeads } from '../../../src/leads/suppressions/erasures.service.js';
import { leadStoreCondition } from '../../../src/leads/suppressions/replay-guard.js';
import { internalCaller } from '../../../src/platform/access/caller.js';
import { adminHeaders, build, onPostgres } from '../../helpers/build.js';
import { giveConsent, nextPhone, registerOk, world } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';
import { waitFor } from '../../helpers/wait-for.js';

// Real parallelism needs a server: PGlite runs one transaction at a time.
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';

const t = await build();
const { app, db } = t;
const w = await world(app);
await factories(app).asReason({ code: 'CONTACT_SUPPRESSED', label: '연락금지' });

/** The advisory key of the gate below: held by the test, taken (shared) by every read of a consent. */
const GATE = 71_71;

/**
 * Makes every read of `consent_sources` wait while the test holds the gate: the table is renamed and a view of the
 * same name reads it through a function taking the gate's shared lock. The retention's selecting statement reads the
 * consents after it took its snapshot and before it locks the leads, so it waits exactly in that window. This file's
 * database is its own; `close` puts the table back.
 */
async function gateConsentReads(client: pg.Client) {
  await client.query(`
    alter table consent_sources rename to consent_sources_gated;
    create function consent_gate() returns boolean language plpgsql volatile as $$
      begin perform pg_advisory_xact_lock_shared(${GATE}); return true; end $$;
    create view consent_sources as select * from consent_sources_gated where consent_gate();`);
  return async () => {
    await client.query(`
      drop view consent_sources;
      drop function consent_gate();
      alter table consent_sources_gated rename to consent_sources;`);
  };
}

test('retention: an AS request committed while the job selects a lead past its retention keeps that lead', {
  skip,
}, async () => {
  const lead = await registerOk(app, w, { portalId: 9501, phone: nextPhone(), name: '김보존' });
  // Collected 40 days ago, kept 30: its retention ended 10 days ago.
  await giveConsent(db, lead.id, new Date(Date.now() - 40 * 86_400_000));
  const holder = new pg.Client({ connectionString: t.url! });
  const watcher = new pg.Client({ connectionString: t.url! });
  await holder.connect();
  await watcher.connect();
  const ungate = await gateConsentReads(holder);
  try {
    await holder.query('select pg_advisory_lock($1)', [GATE]);
    const job = eraseExpiredLeads({ ...app.deps.leads, storage: app.deps.storage }, internalCaller('test'), null);
    await waitFor('the retention selecting, its snapshot taken, held at the consents', async () => {
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event = 'advisory' and query ilike '%skip locked%'`,
      );
      return rows[0].n >= 1;
    });
    // The owner files an AS request meanwhile; it commits before the job reaches the lead's row.
    const filed = await app.inject({
      method: 'POST',
      url: '/api/v1/lead-as',
      headers: w.asPortal,
      payload: { portalId: 9501, leadId: lead.id, reasonCode: 'CONTACT_SUPPRESSED', customerMemo: '통화 전 반품' },
    });
    assert.equal(filed.statusCode, 200, filed.body);
    await holder.query('select pg_advisory_unlock($1)', [GATE]);
    await job;

    const [row] = await db
      .select()
      .from(leads)
      .where(eq(leads.id, Number(lead.id)));
    assert.equal(row.erasedAt, null, 'a lead with an open AS request waits for it to close');
    assert.equal(row.name, '김보존');
    const [request] = await db
      .select()
      .from(asRequests)
      .where(eq(asRequests.id, Number(filed.json().id)));
    assert.equal(request.customerMemo, '통화 전 반품');
  } finally {
    await holder.query('select pg_advisory_unlock_all()');
    await ungate();
    await holder.end();
    await watcher.end();
  }
});

/** The advisory key of the store's gate: held by the test, taken (shared) by a response being stored. */
const STORE_GATE = 72_72;

/**
 * Makes the storing of an idempotent response wait while the test holds the gate: a trigger on the update that
 * marks a key `DONE`, which runs once the storing statement has checked its conditions and before it writes.
 */
async function gateStores(client: pg.Client) {
  await client.query(`
    create function store_gate() returns trigger language plpgsql as $$
      begin perform pg_advisory_xact_lock_shared(${STORE_GATE}); return new; end $$;
    create trigger store_gate before update on idempotency_keys
      for each row when (new.state = 'DONE') execute function store_gate();`);
  return async () => {
    await client.query('drop trigger store_gate on idempotency_keys; drop function store_gate();');
  };
}

const waitingFor = (watcher: pg.Client, what: string, query: string) =>
  waitFor(what, async () => {
    const { rows } = await watcher.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike $1`,
      [query],
    );
    return rows[0].n >= 1;
  });

test("an erasure that lands while a registration's response is being stored leaves no copy of it", {
  skip,
}, async () => {
  const phone = nextPhone();
  const key = `reg-in-flight-${phone}`;
  const holder = new pg.Client({ connectionString: t.url! });
  const watcher = new pg.Client({ connectionString: t.url! });
  await holder.connect();
  await watcher.connect();
  const ungate = await gateStores(holder);
  try {
    await holder.query('select pg_advisory_lock($1)', [STORE_GATE]);
    // The registration commits its lead and answers; its response waits to be stored.
    const registration = app.inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: { ...w.asProvider, 'idempotency-key': key },
      payload: { productId: w.product.id, providerId: w.provider.id, name: '김비행', phone },
    });
    await waitFor('the response held before it is written', async () => {
      const { rows } = await watcher.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event = 'advisory' and query ilike '%idempotency_keys%'`,
      );
      return rows[0].n >= 1;
    });
    const erasure = app.inject({
      method: 'POST',
      url: '/admin/v1/erasures',
      headers: adminHeaders,
      payload: { phone, reason: '본인 삭제 요구', identityCheck: 'PHONE_AUTH' },
    });
    // The erasure waits for the lead the storing statement holds, so it runs after the response is written.
    await waitingFor(watcher, 'the erasure waiting for the lead', '%for update%');
    await holder.query('select pg_advisory_unlock($1)', [STORE_GATE]);
    assert.equal((await registration).statusCode, 200);
    const erased = await erasure;
    assert.equal(erased.statusCode, 200, erased.body);
    assert.equal(erased.json().erasedLeadCount, 1);
    const left = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    assert.deepEqual(left, [], 'the erasure found the stored response and deleted it');
  } finally {
    await holder.query('select pg_advisory_unlock_all()');
    await ungate();
    await holder.end();
    await watcher.end();
  }
});

test('a response stored while an erasure of its lead is in progress waits for it, then is not stored', {
  skip,
}, async () => {
  const lead = await registerOk(app, w, { phone: nextPhone(), name: '김대기' });
  const key = `store-after-erasure-${lead.id}`;
  await db.insert(idempotencyKeys).values({
    scope: 'key:test',
    key,
    requestHash: 'x',
    state: 'IN_PROGRESS',
    lockedAt: new Date(),
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  const erasing = new pg.Client({ connectionString: t.url! });
  const watcher = new pg.Client({ connectionString: t.url! });
  await erasing.connect();
  await watcher.connect();
  try {
    // An erasure's transaction as it stands before its commit: the lead locked and its data gone.
    await erasing.query('begin');
    await erasing.query(`select id from leads where id = $1 for update`, [lead.id]);
    await erasing.query(`update leads set name = '', erased_at = now() where id = $1`, [lead.id]);
    const condition = leadStoreCondition([
      {
        keyId: null,
        portalId: null,
        actor: null,
        action: 'REGISTER_LEAD',
        leadIds: [Number(lead.id)],
        claimIds: [],
        fields: ['name'],
      },
    ]);
    assert.ok(condition);
    const store = db
      .update(idempotencyKeys)
      .set({ state: 'DONE', responseStatus: 200, responseBody: 'the response' })
      .where(sql`${idempotencyKeys.key} = ${key} and ${condition}`)
      .returning({ key: idempotencyKeys.key })
      .execute();
    await waitingFor(watcher, 'the store waiting for the lead', '%for share%');
    await erasing.query('commit');
    assert.deepEqual(await store, [], 'nothing stored: the lead it showed is erased');
  } finally {
    await erasing.query('rollback').catch(() => {});
    await erasing.end();
    await watcher.end();
  }
});
