import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { leads, regions } from '../../../src/db/schema/index.js';
import { runImport } from '../../../src/leads/imports/import-job.js';
import { eraseExpiredLeads } from '../../../src/leads/suppressions/erasures.service.js';
import { internalCaller } from '../../../src/platform/access/caller.js';
import { adminPost } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { placeOrder, registerOk, world } from '../../helpers/fixtures.js';
import { recomputeOwnerCounts } from '../../helpers/invariants.js';
import { fileAsOk, givenReasons, reviewOk } from '../after-service/helpers.js';
import { csvOf, jobDeps, startImportOk, uploadImportFile } from '../imports/helpers.js';

/**
 * The owned list's total without `search` comes from `lead_owner_counts`, kept by triggers on `leads` (migration
 * 0051). After each kind of change a lead goes through, the counters equal a recount of the leads, and the list's
 * total for every combination of its filters equals the number of the owner's leads that match.
 */

const { app, db } = await build();
const w = await world(app);
await givenReasons(app);

const [A, B, C, D] = [7701, 7702, 7703, 7704];
const OWNERS = [A, B, C, D];

const asPortal = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: w.asPortal, payload });

async function countersExact(step: string) {
  assert.deepEqual(await recomputeOwnerCounts(db), [], `after ${step}`);
}

/** The owner's ASSIGNED leads as the list filters them: region name, gender, used, latest AS status. */
async function ownedOf(portalId: number) {
  return db
    .select({ region: regions.name, gender: leads.gender, usedAt: leads.usedAt, as: leads.latestAsStatus })
    .from(leads)
    .leftJoin(regions, eq(regions.id, leads.regionId))
    .where(and(eq(leads.ownerPortalId, portalId), eq(leads.status, 'ASSIGNED')));
}

const USED = [undefined, 'true', 'false'] as const;
const HAS_AS = [undefined, 'true', 'false', 'Y', 'N'] as const;
// 울산: a region none of the owners' leads is in.
const REGIONS = [undefined, '서울', '부산광역시', '제주', '울산'] as const;
const GENDERS = [undefined, 'M', 'F', '여'] as const;

/** Every combination of the list's filters but `search`, for every owner: the total against the leads. */
async function everyTotalMatches() {
  const regionName = async (r: string) => app.deps.leads.regions.normalize(r);
  const genderOf = (g: string) => (g === '여' ? 'F' : g);
  for (const portalId of OWNERS) {
    const owned = await ownedOf(portalId);
    for (const used of USED)
      for (const hasAs of HAS_AS)
        for (const region of REGIONS)
          for (const gender of GENDERS) {
            const query = new URLSearchParams({ portalId: String(portalId), limit: '1' });
            if (used) query.set('used', used);
            if (hasAs) query.set('hasAs', hasAs);
            if (region) query.set('region', region);
            if (gender) query.set('gender', gender);
            const res = await app.inject({ url: `/api/v1/leads?${query}`, headers: w.asPortal });
            assert.equal(res.statusCode, 200, res.body);
            const wantedRegion = region ? await regionName(region) : undefined;
            const expected = owned.filter(
              (l) =>
                (used === undefined || (used === 'true') === (l.usedAt !== null)) &&
                (hasAs === undefined ||
                  (hasAs === 'true' || hasAs === 'Y') === (l.as !== null && l.as !== 'CANCELLED')) &&
                (wantedRegion === undefined || l.region === wantedRegion) &&
                (gender === undefined || l.gender === genderOf(gender)),
            ).length;
            const { pagination } = res.json();
            assert.equal(pagination.total, expected, `${query}`);
            assert.equal(pagination.totalPages, expected, `${query}: one lead a page`);
          }
  }
}

test('after registrations, confirmations, an import, uses, AS requests, distributions, recalls, an erasure and retention, every counter equals a recount and every filter combination its leads', async () => {
  // Registrations with portalId: regions and genders of every kind, none included.
  const registered = new Map<string, { id: string; phone: string }>();
  const shapes = [
    { region: '서울', gender: 'M' },
    { region: '서울', gender: 'F' },
    { region: '부산', gender: 'F' },
    { region: '제주' },
    { gender: 'M' },
    {},
  ];
  let n = 0;
  for (const portalId of [A, B]) {
    for (const shape of shapes) {
      const phone = `010-5511-${String(1000 + n++)}`;
      const lead = await registerOk(app, w, { portalId, phone, ...shape });
      registered.set(`${portalId}:${registered.size}`, { id: lead.id, phone });
    }
  }
  await countersExact('registrations with portalId');
  const ofA = [...registered.entries()].filter(([k]) => k.startsWith(`${A}:`)).map(([, v]) => v);
  const ofB = [...registered.entries()].filter(([k]) => k.startsWith(`${B}:`)).map(([, v]) => v);

  // Without portalId: provisional in C's order (not counted), then confirmed (counted); one in no order's region.
  const order = await placeOrder(app, w, {
    portalId: C,
    regionQuantities: [
      { region: '서울', quantity: 2 },
      { region: '부산', quantity: 1 },
    ],
  });
  const provisional = [
    await registerOk(app, w, { region: '서울', gender: 'M', phone: '010-5512-0001' }),
    await registerOk(app, w, { region: '서울', phone: '010-5512-0002' }),
    await registerOk(app, w, { region: '부산', gender: 'F', phone: '010-5512-0003' }),
  ];
  assert.deepEqual(
    provisional.map((l) => l.status),
    ['PROVISIONAL', 'PROVISIONAL', 'PROVISIONAL'],
  );
  assert.equal((await registerOk(app, w, { region: '대구', phone: '010-5512-0004' })).status, 'UNASSIGNED');
  await countersExact('registrations without portalId');
  await adminPost(app, `/admin/v1/orders/${order.id}/confirm`, {});
  await countersExact('an order confirmed');

  // An import's rows offered to D's order, then confirmed.
  const importOrder = await placeOrder(app, w, { portalId: D, regionQuantities: [{ region: '제주', quantity: 2 }] });
  const fileId = await uploadImportFile(
    app,
    w.providerKey,
    csvOf([
      ['김가영', '010-5513-0001', '제주'],
      ['이나래', '010-5513-0002', '제주특별자치도'],
      ['박다솜', '010-5513-0003', '서울'],
    ]),
  );
  const started = await startImportOk(app, w.providerKey, {
    fileId,
    providerId: w.provider.id,
    productId: w.product.id,
  });
  assert.equal(await runImport(jobDeps(app), Number(started.id)), 'COMPLETED');
  await countersExact('an import');
  await adminPost(app, `/admin/v1/orders/${importOrder.id}/confirm`, {});
  await countersExact("the import's order confirmed");

  // Uses.
  for (const lead of ofA.slice(0, 3)) {
    const used = await asPortal(`/api/v1/leads/${lead.id}/use`, { portalId: A });
    assert.equal(used.statusCode, 200, used.body);
  }
  await countersExact('uses');

  // AS requests: open, on hold, rejected, cancelled, approved (the lead goes back), and one left open.
  const held = await fileAsOk(app, w, { portalId: A, leadId: ofA[0].id });
  await countersExact('an AS request filed');
  await reviewOk(app, held.id, 'HOLD');
  await countersExact('an AS request held');
  await reviewOk(app, held.id, 'REJECTED', '통화 녹취 확인 결과 정상 번호');
  await countersExact('an AS request rejected');
  const cancelled = await fileAsOk(app, w, { portalId: A, leadId: ofA[1].id });
  assert.equal((await asPortal(`/api/v1/lead-as/${cancelled.id}/cancel`, { portalId: A })).statusCode, 200);
  await countersExact('an AS request cancelled');
  const approved = await fileAsOk(app, w, { portalId: A, leadId: ofA[3].id });
  await reviewOk(app, approved.id, 'APPROVED');
  await countersExact('an AS request approved');
  await fileAsOk(app, w, { portalId: A, leadId: ofA[2].id });
  await fileAsOk(app, w, { portalId: B, leadId: ofB[0].id });
  await countersExact('AS requests left open');

  // A distribution from A to B of a used lead with a rejected AS request and two untouched ones; one recalled.
  const moved = [ofA[0].id, ofA[4].id, ofA[5].id];
  const distributed = await asPortal('/api/v1/distribute', { fromPortalId: A, toPortalId: B, leadIds: moved });
  assert.equal(distributed.statusCode, 200, distributed.body);
  await countersExact('a distribution');
  const recalled = await asPortal('/api/v1/distribute/recall', { portalId: A, leadIds: [ofA[5].id] });
  assert.equal(recalled.statusCode, 200, recalled.body);
  await countersExact('a recall');

  await everyTotalMatches();

  // An erasure empties the gender of B's lead (still owned); retention erases C's oldest.
  const erasure = await app.inject({
    method: 'POST',
    url: '/admin/v1/erasures',
    headers: adminHeaders,
    payload: { phone: ofB[1].phone, reason: '본인 삭제 요구(전화)', identityCheck: 'CALLBACK' },
  });
  assert.equal(erasure.statusCode, 200, erasure.body);
  await countersExact('an erasure');
  await db.execute(
    sql`update leads set created_at = now() - interval '400 days' where id = ${Number(provisional[0].id)}`,
  );
  const erased = await eraseExpiredLeads({ ...app.deps.leads, storage: app.deps.storage }, internalCaller('test'), 365);
  assert.ok(erased >= 1);
  await countersExact('retention');

  await everyTotalMatches();
});

test('a page past the last lead still answers the total; with search it is counted as before', async () => {
  const portalId = 7711;
  for (let i = 0; i < 3; i++) await registerOk(app, w, { portalId, region: '서울', gender: 'F', name: `검색${i}` });
  await registerOk(app, w, { portalId, region: '부산', name: '다른이' });
  const list = async (query: string) => {
    const res = await app.inject({ url: `/api/v1/leads?portalId=${portalId}&${query}`, headers: w.asPortal });
    assert.equal(res.statusCode, 200, res.body);
    return res.json() as { data: unknown[]; pagination: Record<string, number> };
  };
  const past = await list('page=9&limit=2&region=서울');
  assert.deepEqual(past.data, []);
  assert.deepEqual(past.pagination, { page: 9, limit: 2, total: 3, totalPages: 2 });
  assert.deepEqual((await list('gender=M')).pagination, { page: 1, limit: 20, total: 0, totalPages: 0 });
  const nobody = await app.inject({ url: '/api/v1/leads?portalId=7712', headers: w.asPortal });
  assert.deepEqual(nobody.json(), { data: [], pagination: { page: 1, limit: 20, total: 0, totalPages: 0 } });
  const searched = await list('search=검&limit=1');
  assert.equal(searched.pagination.total, 3, 'the masked name 검*0 matches');
  assert.equal((await list('search=검&region=부산')).pagination.total, 0);
});

test('statements the service never sends keep the counters too: several keys in one update, a change and its undoing, deletes, a truncate undone', async () => {
  const portalId = 7721;
  const ids: number[] = [];
  for (const shape of [{ region: '서울', gender: 'M' }, { region: '서울', gender: 'F' }, { region: '부산' }, {}]) {
    ids.push(Number((await registerOk(app, w, { portalId, ...shape })).id));
  }
  // Every lead to another key in one statement, two of them to the same one.
  await db.execute(sql`
    update leads set gender = case when gender = 'M' then 'F' when gender = 'F' then null else 'M' end,
      region_id = case when region_id is null then (select id from regions where name = '제주') else region_id end,
      used_at = case when id = ${ids[0]} then now() else used_at end
    where id = any(${`{${ids.join(',')}}`}::bigint[])`);
  await countersExact('an update of several keys');
  // A change and its undoing in one statement (two updates of one table in one statement are one trigger call).
  await db.execute(sql`
    with flipped as (update leads set latest_as_status = 'WAITING' where id = ${ids[1]} returning id)
    select count(*) from flipped`);
  await countersExact('an open AS status written directly');
  await db.execute(sql`update leads set latest_as_status = 'CANCELLED' where id = ${ids[1]}`);
  await db.execute(sql`update leads set memo = '변경' where owner_portal_id = ${portalId}`);
  await countersExact('updates that change no key');
  // Deleting owned leads (what the benchmark's clean-up does), in a transaction rolled back.
  await assert.rejects(
    db.transaction(async (tx) => {
      const list = sql`${`{${ids.join(',')}}`}::bigint[]`;
      await tx.execute(sql`delete from lead_events where lead_id = any(${list})`);
      await tx.execute(sql`delete from assignments where lead_id = any(${list})`);
      await tx.execute(sql`delete from leads where id = any(${list})`);
      assert.deepEqual(await recomputeOwnerCounts(tx), [], 'after the delete');
      const { rows } = await tx.execute<{ n: number }>(
        sql`select coalesce(sum(n), 0)::int as n from lead_owner_counts where owner_portal_id = ${portalId}`,
      );
      assert.equal(Number(rows[0].n), 0);
      throw new Error('undo');
    }),
    /undo/,
  );
  await countersExact('a delete rolled back');
  // A truncate empties them; a recount builds them again.
  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.execute(sql`truncate leads cascade`);
      const { rows } = await tx.execute<{ n: number }>(sql`select count(*)::int as n from lead_owner_counts`);
      assert.equal(Number(rows[0].n), 0);
      throw new Error('undo');
    }),
    /undo/,
  );
  // Counters made wrong on purpose: the list answers them (its total is read from them), the recount restores them.
  await db.execute(sql`
    update lead_owner_counts set n = n + 5
    where (owner_portal_id, region_id, gender, used, has_as) =
      (select owner_portal_id, region_id, gender, used, has_as from lead_owner_counts
       where owner_portal_id = ${portalId} and n > 0 order by 1, 2, 3, 4, 5 limit 1)`);
  assert.notDeepEqual(await recomputeOwnerCounts(db), []);
  const total = async () =>
    (await app.inject({ url: `/api/v1/leads?portalId=${portalId}`, headers: w.asPortal })).json().pagination.total;
  assert.equal(await total(), 9);
  await db.execute(sql`select lead_owner_counts_recount()`);
  await countersExact('a recount');
  assert.equal(await total(), 4);
});

test('a counter that would go below zero refuses the change', async () => {
  const portalId = 7731;
  const lead = await registerOk(app, w, { portalId, region: '서울' });
  await db.execute(sql`update lead_owner_counts set n = 0 where owner_portal_id = ${portalId}`);
  await assert.rejects(
    db.execute(sql`update leads set used_at = now() where id = ${Number(lead.id)}`),
    (error: Error & { cause?: { message?: string } }) =>
      /lead_owner_counts_n/.test(`${error.message} ${error.cause?.message ?? ''}`),
  );
  await db.execute(sql`select lead_owner_counts_recount()`);
  await countersExact('a recount');
});
