import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { connectPostgres } from '../../../src/db/client.js';
import { runAllocation } from '../../../src/leads/allocation/allocation.service.js';
import { systemClock } from '../../../src/platform/clock.js';
import { adminHeaders, build, onPostgres } from '../../helpers/build.js';
import { nextPhone, placeOrder, registerOk, type World, world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { waitFor } from '../../helpers/wait-for.js';

// Real parallelism needs a server: PGlite runs one transaction at a time.
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';

const t = await build();
const { app, db } = t;
const admin = { kind: 'admin', keyId: null } as const;

const suppress = (phone: string) =>
  app.inject({
    method: 'POST',
    url: '/admin/v1/suppressions',
    headers: adminHeaders,
    payload: { phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' },
  });

const use = (w: World, leadId: string, portalId: number) =>
  app.inject({ method: 'POST', url: `/api/v1/leads/${leadId}/use`, headers: w.asPortal, payload: { portalId } });

const runAllocationOf = (w: World) =>
  app.inject({
    method: 'POST',
    url: '/admin/v1/allocations/run',
    headers: adminHeaders,
    payload: { productId: w.product.id },
  });

const shuffled = <T>(items: T[]) =>
  items
    .map((item) => ({ item, key: Math.random() }))
    .sort((a, b) => a.key - b.key)
    .map((x) => x.item);

/** Runs the tasks `width` at a time (the app's pool has 20 connections and gives up waiting for one after 3 s). */
async function inParallel<T>(tasks: (() => Promise<T>)[], width: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const i = next++;
      results[i] = await tasks[i]();
    }
  };
  await Promise.all(Array.from({ length: width }, worker));
  return results;
}

async function connected(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: t.url! });
  await client.connect();
  return client;
}

/** How many sessions of this database wait for a lock (`wait_event` narrows it: `advisory`, `transactionid`, …). */
async function waitingOnLocks(watcher: pg.Client, waitEvent?: string): Promise<number> {
  const { rows } = await watcher.query<{ n: number }>(
    `select count(*)::int as n from pg_stat_activity
      where datname = current_database() and wait_event_type = 'Lock' and ($1::text is null or wait_event = $1)`,
    [waitEvent ?? null],
  );
  return rows[0].n;
}

/** Leads of suppressed phones used by a `use` that committed after the suppression (its USED after SUPPRESSED). */
async function usedAfterSuppression(leadIds: number[]) {
  const { rows } = await db.execute<{ id: string }>(sql`
    select l.id::text from leads l
    join lead_events s on s.lead_id = l.id and s.event = 'SUPPRESSED'
    join lead_events u on u.lead_id = l.id and u.event = 'USED'
    where l.id = any(${`{${leadIds.join(',')}}`}::bigint[]) and u.id > s.id`);
  return rows.map((r) => r.id);
}

/** Leads of a product whose phone is under a suppression in force, yet provisional or holding a provisional assignment. */
async function suppressedYetOffered(w: World) {
  const { rows } = await db.execute<{ id: string }>(sql`
    select l.id::text from leads l
    where l.product_id = ${Number(w.product.id)}
      and exists (select 1 from suppressions s where s.phone_hash = l.phone_hash and s.lifted_at is null)
      and (l.status = 'PROVISIONAL'
        or exists (select 1 from assignments a where a.lead_id = l.id and a.kind = 'PROVISIONAL' and a.ended_at is null))`);
  return rows.map((r) => r.id);
}

test('a use held up while a suppression of its phone commits is refused, and the lead stays unused', {
  skip,
}, async () => {
  const w = await world(app);
  const other = await world(app);
  const phone = nextPhone();
  const portalId = 9501;
  const owned = await registerOk(app, w, { phone, portalId });
  // The same phone at another provider, registered after: its lead comes second in the suppression's locking order.
  const second = await registerOk(app, other, { phone });
  const holder = await connected();
  const watcher = await connected();
  try {
    // The second lead held: the suppression locks the owned lead, then waits for the second in the middle of its
    // work; the use of the owned lead starts meanwhile and waits for the suppression.
    await holder.query('begin');
    await holder.query('select 1 from leads where id = $1 for update', [Number(second.id)]);
    const suppression = suppress(phone);
    await waitFor('the suppression waiting for the second lead', async () => (await waitingOnLocks(watcher)) >= 1);
    const used = use(w, owned.id, portalId);
    await waitFor('the use waiting for the suppression', async () => (await waitingOnLocks(watcher)) >= 2);
    await holder.query('commit');
    const [suppressed, res] = await Promise.all([suppression, used]);
    assert.equal(suppressed.statusCode, 200, suppressed.body);
    assert.equal(res.statusCode, 400, res.body);
    assert.equal(res.json().code, 'CONTACT_SUPPRESSED');
    const { rows } = await db.execute<{ used_at: Date | null; used_events: number }>(sql`
      select used_at, (select count(*)::int from lead_events where lead_id = leads.id and event = 'USED') as used_events
      from leads where id = ${Number(owned.id)}`);
    assert.deepEqual(rows[0], { used_at: null, used_events: 0 }, 'the suppressed lead was not used');
  } finally {
    await holder.end();
    await watcher.end();
  }
  await assertInvariants(db);
});

test('uses racing suppressions of their phones: each use is refused or came first (the suppression found it used)', {
  skip,
}, async () => {
  const w = await world(app);
  const leads: { id: string; phone: string; portalId: number }[] = [];
  for (let i = 0; i < 40; i++) {
    const phone = nextPhone();
    const portalId = 9600 + (i % 4);
    leads.push({ id: (await registerOk(app, w, { phone, portalId })).id, phone, portalId });
  }
  // Each lead used and its phone suppressed at once, some used twice, in a shuffled order.
  const work = leads.flatMap((l, i) => [
    () => use(w, l.id, l.portalId),
    () => suppress(l.phone),
    ...(i % 3 === 0 ? [() => use(w, l.id, l.portalId)] : []),
  ]);
  const answers = await inParallel(shuffled(work), 12);
  for (const res of answers) {
    assert.ok(res.statusCode === 200 || (res.statusCode === 400 && res.json().code === 'CONTACT_SUPPRESSED'), res.body);
  }
  const ids = leads.map((l) => Number(l.id));
  assert.deepEqual(await usedAfterSuppression(ids), [], 'no lead was used after its suppression committed');
  const { rows } = await db.execute<{ id: string }>(sql`
    select l.id::text from leads l where l.id = any(${`{${ids.join(',')}}`}::bigint[])
      and (l.used_at is null) <> not exists (select 1 from lead_events e where e.lead_id = l.id and e.event = 'USED')`);
  assert.deepEqual(rows, [], 'a lead has used_at exactly when its use was recorded');
  await assertInvariants(db);
});

test('a consultant’s DO_NOT_CALL racing uses of the lead: each use is refused or came first, and every outcome is kept', {
  skip,
}, async () => {
  const w = await world(app);
  const leads: { id: string; portalId: number }[] = [];
  for (let i = 0; i < 30; i++) {
    const portalId = 9700 + (i % 3);
    leads.push({ id: (await registerOk(app, w, { phone: nextPhone(), portalId })).id, portalId });
  }
  const doNotCall = (l: { id: string; portalId: number }) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/leads/${l.id}/outcomes`,
      headers: w.asPortal,
      payload: { portalId: l.portalId, outcome: 'DO_NOT_CALL' },
    });
  const work = leads.flatMap((l) => [() => use(w, l.id, l.portalId), () => doNotCall(l)]);
  const answers = await inParallel(shuffled(work), 12);
  for (const res of answers) {
    assert.ok(res.statusCode === 200 || (res.statusCode === 400 && res.json().code === 'CONTACT_SUPPRESSED'), res.body);
  }
  const ids = leads.map((l) => Number(l.id));
  assert.deepEqual(await usedAfterSuppression(ids), [], 'no lead was used after its DO_NOT_CALL suppression committed');
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from lead_outcomes where lead_id = any(${`{${ids.join(',')}}`}::bigint[])`);
  assert.equal(rows[0].n, leads.length, 'every DO_NOT_CALL was recorded');
  await assertInvariants(db);
});

/**
 * The allocation's batch is read and locked by one `for update skip locked` statement, which never waits for a row:
 * nothing another session holds can pause it between its snapshot and its locks. The test gives the allocation a
 * session of its own whose search path puts a view in front of `order_regions` (read by that statement's room
 * check); the view waits at a gate (an advisory lock) that a separate client holds, so the statement pauses after
 * its snapshot and before it locks the batch.
 */
async function gatedDatabase() {
  const GATE = 7_700_001;
  const setup = await connected();
  await setup.query(`
    create schema if not exists race_gate;
    create or replace function race_gate.pass() returns boolean language plpgsql volatile as $$
    begin
      perform pg_advisory_lock_shared(${GATE});
      perform pg_advisory_unlock_shared(${GATE});
      return true;
    end $$;
    create or replace view race_gate.order_regions as select * from public.order_regions where race_gate.pass();`);
  await setup.end();
  const url = new URL(t.url!);
  url.searchParams.set('options', '-c search_path=race_gate,public');
  const database = connectPostgres(url.toString(), 1);
  return {
    db: database.db,
    close: () => database.close(),
    closeGate: (client: pg.Client) => client.query('select pg_advisory_lock($1)', [GATE]),
    openGate: (client: pg.Client) => client.query('select pg_advisory_unlock($1)', [GATE]),
  };
}

test('an allocation batch read before a suppression of its lead committed, and locked after, does not offer that lead', {
  skip,
}, async () => {
  const w = await world(app);
  const phone = nextPhone();
  const lead = await registerOk(app, w, { phone, region: '서울' });
  await placeOrder(app, w, { portalId: 9701, regionQuantities: [{ region: '서울', quantity: 5 }] });
  const gated = await gatedDatabase();
  const gate = await connected();
  const watcher = await connected();
  try {
    await gated.closeGate(gate);
    const allocation = runAllocation({ db: gated.db, clock: systemClock }, admin, { productId: w.product.id });
    await waitFor(
      'the allocation statement paused after its snapshot',
      async () => (await waitingOnLocks(watcher, 'advisory')) >= 1,
    );
    const suppressed = await suppress(phone);
    assert.equal(suppressed.statusCode, 200, suppressed.body);
    await gated.openGate(gate);
    assert.deepEqual(await allocation, { assigned: 0 });
    assert.deepEqual(await suppressedYetOffered(w), [], 'the suppressed lead was offered to the order');
    const { rows } = await db.execute<{ status: string }>(sql`select status from leads where id = ${Number(lead.id)}`);
    assert.equal(rows[0].status, 'UNASSIGNED');
  } finally {
    await gate.end();
    await watcher.end();
    await gated.close();
  }
  await assertInvariants(db);
});

test('allocation runs racing suppressions of the backlog: no suppressed lead is offered, every other one is', {
  skip,
}, async () => {
  const w = await world(app);
  const backlog: { id: string; phone: string }[] = [];
  for (let i = 0; i < 15; i++) {
    const phones = Array.from({ length: 20 }, () => nextPhone());
    const registered = await Promise.all(phones.map((phone) => registerOk(app, w, { phone, region: '부산' })));
    backlog.push(...registered.map((lead, j) => ({ id: lead.id, phone: phones[j] })));
  }
  await placeOrder(app, w, { portalId: 9702, regionQuantities: [{ region: '부산', quantity: 400 }] });
  const suppressedPhones = backlog.filter((_, i) => i % 2 === 0).map((l) => l.phone);
  const work: (() => Promise<unknown>)[] = [
    ...suppressedPhones.map((phone) => () => suppress(phone)),
    // Batches of several sizes from the service, whole-backlog runs from the route: many statements interleave.
    ...[3, 25, 100].flatMap((size) =>
      [0, 1].map(() => () => runAllocation({ db, clock: systemClock }, admin, { productId: w.product.id }, size)),
    ),
    ...Array.from({ length: 6 }, () => () => runAllocationOf(w)),
  ];
  await inParallel(shuffled(work), 12);
  assert.deepEqual(await suppressedYetOffered(w), [], 'no lead of a suppressed phone holds a provisional assignment');
  // Whatever the order of events, once done every lead not suppressed is offered.
  await runAllocationOf(w);
  const { rows } = await db.execute<{ id: string; status: string }>(sql`
    select id::text, status from leads where product_id = ${Number(w.product.id)} order by id`);
  const suppressedIds = new Set(backlog.filter((l) => suppressedPhones.includes(l.phone)).map((l) => l.id));
  for (const row of rows) {
    assert.equal(row.status, suppressedIds.has(row.id) ? 'UNASSIGNED' : 'PROVISIONAL', `lead ${row.id}`);
  }
  await assertInvariants(db);
});
