import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { after, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { type App, buildApp } from '../../../src/app.js';
import { connectPostgres } from '../../../src/db/client.js';
import { distributions, leads } from '../../../src/db/schema/index.js';
import { adminHeaders, build, onPostgres } from '../../helpers/build.js';
import { nextPhone, placeOrder, world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';

// Two service instances on two connection pools over one PostgreSQL database: real parallelism. Each phase sends
// fewer requests at once than a pool has connections (20), so a wait for a connection never turns into a 503.
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';

test('two instances allocating, confirming, cancelling, distributing and recalling at once keep every invariant', {
  skip,
}, async () => {
  // Thousands of requests in seconds from one key: this test is not about rate limits.
  const { app: a, db, url, logs } = await build({ RATE_LIMIT_RPS: '100000' });
  const second = connectPostgres(url as string, 20);
  const logStream = new Writable({
    write(chunk, _enc, cb) {
      logs.push(...String(chunk).split('\n').filter(Boolean));
      cb();
    },
  });
  const b = await buildApp({ config: a.deps.config, database: second, logStream });
  await b.ready();
  after(async () => {
    await b.close();
    await second.close();
  });
  const apps: App[] = [a, b];
  /** The refused answers and what the instances logged about them. */
  const failures = (responses: { statusCode: number; body: string }[]) =>
    [
      ...responses.filter((r) => r.statusCode !== 200).map((r) => r.body),
      ...logs.filter((l) => /"level":(50|40)/.test(l)),
    ].join('\n');
  const pick = (i: number) => apps[i % 2];
  const w = await world(a);

  const quantities = [
    { region: '서울', quantity: 100 },
    { region: '부산', quantity: 80 },
    { region: '경기', quantity: 60 },
  ];
  const orderIds: string[] = [];
  for (let i = 0; i < 6; i++) {
    orderIds.push((await placeOrder(a, w, { portalId: 101 + i, regionQuantities: quantities })).id);
  }
  // 2,000 leads of the backlog: 800 서울, 600 부산, 600 경기 — more than the orders can take.
  await db.execute(sql`
    insert into leads (provider_id, product_id, name, phone_enc, phone_hash, phone_1, phone_3, phone_masked, region_id)
    select ${Number(w.provider.id)}, ${Number(w.product.id)}, '김고객', 'x', 'two-' || g, '010', '0000',
      '010-****-0000',
      (select id from regions where name = case when g <= 800 then '서울' when g <= 1400 then '부산' else '경기' end)
    from generate_series(1, 2000) g`);

  const run = (i: number) =>
    pick(i).inject({ method: 'POST', url: '/admin/v1/allocations/run', headers: adminHeaders, payload: {} });
  const registerLead = (i: number) =>
    pick(i).inject({
      method: 'POST',
      url: '/api/v1/leads',
      headers: w.asProvider,
      payload: {
        productId: w.product.id,
        providerId: w.provider.id,
        name: '이고객',
        phone: nextPhone(),
        region: '서울',
      },
    });

  // Phase 1: four runs and twenty-four registrations at once on both instances.
  const phase1 = await Promise.all([
    ...[0, 1, 2, 3].map(run),
    ...Array.from({ length: 24 }, (_, i) => registerLead(i)),
  ]);
  assert.ok(
    phase1.every((r) => r.statusCode === 200),
    failures(phase1),
  );
  const [{ provisional }] = await db
    .select({ provisional: sql<number>`count(*)::int` })
    .from(leads)
    .where(eq(leads.status, 'PROVISIONAL'));
  assert.equal(provisional, 6 * 240, 'every region of every order filled exactly');
  await assertInvariants(db);

  // Phase 2: confirm four orders, cancel one, place a new one and allocate, all at once.
  const phase2 = await Promise.all([
    ...orderIds
      .slice(0, 4)
      .map((id, i) => pick(i).inject({ method: 'POST', url: `/admin/v1/orders/${id}/confirm`, headers: adminHeaders })),
    pick(1).inject({
      method: 'POST',
      url: `/api/v1/orders/${orderIds[4]}/cancel`,
      headers: w.asPortal,
      payload: { portalId: 105 },
    }),
    placeOrder(b, w, { portalId: 107, regionQuantities: quantities }).then(() => run(0)),
    run(1),
  ]);
  assert.ok(
    phase2.every((r) => r.statusCode === 200),
    failures(phase2),
  );
  await Promise.all([run(0), run(1)]);
  await assertInvariants(db);

  // Phase 3: each owner sends overlapping slices of its leads to others from both instances at once.
  const owned = new Map<number, string[]>();
  for (let p = 101; p <= 104; p++) {
    const rows = await db.select({ id: leads.id }).from(leads).where(eq(leads.ownerPortalId, p)).orderBy(leads.id);
    owned.set(
      p,
      rows.map((r) => String(r.id)),
    );
    assert.equal(rows.length, 240);
  }
  const distribute = (i: number, from: number, to: number, leadIds: string[]) =>
    pick(i).inject({
      method: 'POST',
      url: '/api/v1/distribute',
      headers: w.asPortal,
      payload: { fromPortalId: from, toPortalId: to, leadIds },
    });
  const sends: { from: number; to: number; leadIds: string[] }[] = [];
  for (let p = 101; p <= 104; p++) {
    const ids = owned.get(p) as string[];
    for (let s = 0; s < 6; s++) sends.push({ from: p, to: 201 + s, leadIds: ids.slice(s * 30, s * 30 + 60) });
  }
  const phase3 = await Promise.all(sends.map((s, i) => distribute(i, s.from, s.to, s.leadIds)));
  const ok = phase3.filter((r) => r.statusCode === 200);
  assert.ok(ok.length > 0);
  for (const r of phase3.filter((x) => x.statusCode !== 200)) {
    assert.equal(r.statusCode, 400, r.body);
    assert.equal(r.json().code, 'LEAD_NOT_OWNED');
  }
  const rows = await db.select().from(distributions);
  assert.equal(rows.length, ok.length, 'a refused distribution leaves no record');
  for (const r of ok) {
    const record = rows.find((d) => String(d.toOrderId) === r.json().toOrderId);
    assert.equal(record?.leadCount, r.json().transferredCount);
  }
  await assertInvariants(db);

  // Phase 4: distributors recall while recipients pass the same leads on, and allocation runs.
  const moved = await db
    .select({ id: leads.id, owner: leads.ownerPortalId, from: leads.lastDistributedFrom })
    .from(leads)
    .where(sql`${leads.lastDistributedFrom} is not null and ${leads.ownerPortalId} between 201 and 206`);
  const byRecipient = new Map<number, typeof moved>();
  for (const m of moved) byRecipient.set(m.owner as number, [...(byRecipient.get(m.owner as number) ?? []), m]);
  // Twenty recalls of ten leads each (all or nothing).
  const recalls: { portalId: number; leadIds: string[] }[] = [];
  for (let i = 0; i < 200; i += 10) {
    const group = moved.slice(i, i + 10).filter((m) => m.from === moved[i]?.from);
    if (group.length) recalls.push({ portalId: group[0].from as number, leadIds: group.map((m) => String(m.id)) });
  }
  const phase4 = await Promise.all([
    ...recalls.map((payload, i) =>
      pick(i).inject({ method: 'POST', url: '/api/v1/distribute/recall', headers: w.asPortal, payload }),
    ),
    ...[...byRecipient].map(([owner, list], i) =>
      distribute(
        i + 1,
        owner,
        301,
        list.slice(0, 40).map((m) => String(m.id)),
      ),
    ),
    run(0),
    run(1),
  ]);
  for (const r of phase4.filter((x) => x.statusCode !== 200)) {
    assert.equal(r.statusCode, 400, r.body);
    assert.ok(['LEAD_NOT_OWNED', 'NOT_DISTRIBUTED_BY_PORTAL'].includes(r.json().code), r.body);
  }
  assert.ok(phase4.some((r) => r.statusCode === 200 && 'recalledCount' in r.json()));
  await assertInvariants(db);
  const [{ n }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(distributions)
    .where(eq(distributions.toPortalId, 301));
  assert.equal(n, phase4.filter((r) => r.statusCode === 200 && 'toOrderId' in r.json()).length);
});
