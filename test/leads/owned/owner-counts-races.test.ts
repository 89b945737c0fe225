import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { eraseExpiredLeads } from '../../../src/leads/suppressions/erasures.service.js';
import { internalCaller } from '../../../src/platform/access/caller.js';
import { adminHeaders, build, onPostgres } from '../../helpers/build.js';
import { nextPhone, world } from '../../helpers/fixtures.js';
import { recomputeOwnerCounts } from '../../helpers/invariants.js';
import { givenReasons } from '../after-service/helpers.js';

/**
 * The owned list's kept totals (`lead_owner_counts`, migration 0051) under concurrency: batches of random operations
 * on leads, sent in parallel, then every counter row compared with a recount of the leads. On PostgreSQL the requests
 * really overlap (the counters' rows are locked in key order, so none waits for another in a cycle); on PGlite they
 * run one transaction at a time and the same must hold.
 */

const { app, db } = await build();
const w = await world(app);
await givenReasons(app);

const OWNERS = [7801, 7802, 7803];
const REGIONS = ['서울', '부산', null] as const;
const GENDERS = ['M', 'F', null] as const;
const REVIEWS = ['HOLD', 'REJECTED', 'APPROVED', 'WAITING'] as const;
/** The phone each lead of this file was registered with, for the erasures. */
const phones = new Map<number, string>();

type Op =
  | { kind: 'register'; owner: number | null; region: number; gender: number }
  | { kind: 'order'; owner: number; quantity: number }
  | { kind: 'allocate' }
  | { kind: 'confirm'; pick: number }
  | { kind: 'use'; pick: number }
  | { kind: 'fileAs'; pick: number }
  | { kind: 'review'; pick: number; to: number }
  | { kind: 'cancelAs'; pick: number }
  | { kind: 'distribute'; pick: number; count: number; to: number }
  | { kind: 'recall'; pick: number }
  | { kind: 'erase'; pick: number }
  | { kind: 'retention'; pick: number };

const pick = fc.nat({ max: 1000 });
const owner = fc.nat({ max: OWNERS.length - 1 });
const op: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('register' as const),
      owner: fc.option(owner, { nil: null }),
      region: fc.nat({ max: REGIONS.length - 1 }),
      gender: fc.nat({ max: GENDERS.length - 1 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('order' as const), owner, quantity: fc.integer({ min: 1, max: 3 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('allocate' as const) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('confirm' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('use' as const), pick }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('fileAs' as const), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('review' as const), pick, to: fc.nat({ max: REVIEWS.length - 1 }) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancelAs' as const), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('distribute' as const),
      pick,
      count: fc.integer({ min: 1, max: 3 }),
      to: owner,
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('recall' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('erase' as const), pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('retention' as const), pick }) },
);

/** What the operations of a batch choose from: the state before the batch (others of the batch may change it). */
async function state() {
  const provider = Number(w.provider.id);
  const rows = async <T extends Record<string, unknown>>(query: ReturnType<typeof sql>) =>
    (await db.execute<T>(query)).rows;
  const owned = await rows<{ id: number | string; owner: number }>(sql`
    select id, owner_portal_id as owner from leads
    where provider_id = ${provider} and status = 'ASSIGNED' order by id`);
  const openAs = await rows<{ id: number | string; portal_id: number }>(sql`
    select a.id, a.portal_id from as_requests a join leads l on l.id = a.lead_id
    where l.provider_id = ${provider} and a.status in ('WAITING', 'HOLD') order by a.id`);
  const distributed = await rows<{ lead_id: number | string; from_portal_id: number }>(sql`
    select i.lead_id, d.from_portal_id from distribution_items i join distributions d on d.id = i.distribution_id
    where d.provider_id = ${provider} and i.recalled_at is null order by i.lead_id`);
  const provisional = await rows<{ id: number | string }>(sql`
    select id from orders where provider_id = ${provider} and provisional_count > 0 order by id`);
  return {
    owned: owned.map((r) => ({ id: Number(r.id), owner: Number(r.owner) })),
    openAs: openAs.map((r) => ({ id: Number(r.id), portalId: Number(r.portal_id) })),
    distributed: distributed.map((r) => ({ leadId: Number(r.lead_id), from: Number(r.from_portal_id) })),
    provisional: provisional.map((r) => Number(r.id)),
  };
}

type State = Awaited<ReturnType<typeof state>>;
const at = <T>(list: T[], i: number): T | undefined => (list.length ? list[i % list.length] : undefined);

const send = (method: 'POST' | 'PATCH', url: string, payload: Record<string, unknown>, admin = false) =>
  app.inject({ method, url, headers: admin ? adminHeaders : w.asPortal, payload });

/** Runs one operation; answers the HTTP status (0 when it had nothing to act on). */
async function run(o: Op, s: State): Promise<{ status: number; body?: string }> {
  const answer = (res: { statusCode: number; body: string }) => ({ status: res.statusCode, body: res.body });
  switch (o.kind) {
    case 'register': {
      const phone = nextPhone();
      const body: Record<string, unknown> = {
        productId: w.product.id,
        providerId: w.provider.id,
        name: '홍길동',
        phone,
      };
      if (o.owner !== null) body.portalId = OWNERS[o.owner];
      if (REGIONS[o.region]) body.region = REGIONS[o.region];
      if (GENDERS[o.gender]) body.gender = GENDERS[o.gender];
      const res = await app.inject({ method: 'POST', url: '/api/v1/leads', headers: w.asProvider, payload: body });
      if (res.statusCode === 200) phones.set(Number(res.json().id), phone);
      return answer(res);
    }
    case 'order':
      return answer(
        await send('POST', '/api/v1/orders', {
          productId: w.product.id,
          ordererName: '김설계',
          ordererContact: '010-0000-0000',
          portalId: OWNERS[o.owner],
          regionQuantities: [{ region: '서울', quantity: o.quantity }],
        }),
      );
    case 'allocate':
      return answer(await send('POST', '/admin/v1/allocations/run', { productId: w.product.id }, true));
    case 'confirm': {
      const order = at(s.provisional, o.pick);
      return order === undefined
        ? { status: 0 }
        : answer(await send('POST', `/admin/v1/orders/${order}/confirm`, {}, true));
    }
    case 'use': {
      const lead = at(s.owned, o.pick);
      return lead
        ? answer(await send('POST', `/api/v1/leads/${lead.id}/use`, { portalId: lead.owner }))
        : { status: 0 };
    }
    case 'fileAs': {
      const lead = at(s.owned, o.pick);
      if (!lead) return { status: 0 };
      return answer(
        await send('POST', '/api/v1/lead-as', {
          portalId: lead.owner,
          leadId: String(lead.id),
          reasonCode: 'WRONG_NUMBER',
        }),
      );
    }
    case 'review': {
      const request = at(s.openAs, o.pick);
      if (!request) return { status: 0 };
      const status = REVIEWS[o.to];
      const payload = status === 'REJECTED' ? { status, adminNote: '정상 번호 확인' } : { status };
      return answer(await send('PATCH', `/admin/v1/lead-as/${request.id}`, payload, true));
    }
    case 'cancelAs': {
      const request = at(s.openAs, o.pick);
      if (!request) return { status: 0 };
      return answer(await send('POST', `/api/v1/lead-as/${request.id}/cancel`, { portalId: request.portalId }));
    }
    case 'distribute': {
      const first = at(s.owned, o.pick);
      if (!first) return { status: 0 };
      const leadIds = s.owned
        .filter((l) => l.owner === first.owner && l.id >= first.id)
        .slice(0, o.count)
        .map((l) => String(l.id));
      const to = OWNERS[o.to] === first.owner ? OWNERS[(o.to + 1) % OWNERS.length] : OWNERS[o.to];
      return answer(await send('POST', '/api/v1/distribute', { fromPortalId: first.owner, toPortalId: to, leadIds }));
    }
    case 'recall': {
      const item = at(s.distributed, o.pick);
      if (!item) return { status: 0 };
      return answer(
        await send('POST', '/api/v1/distribute/recall', { portalId: item.from, leadIds: [String(item.leadId)] }),
      );
    }
    case 'erase': {
      const lead = at(s.owned, o.pick);
      const phone = lead && phones.get(lead.id);
      if (!phone) return { status: 0 };
      return answer(
        await send('POST', '/admin/v1/erasures', { phone, reason: '본인 삭제 요구', identityCheck: 'CALLBACK' }, true),
      );
    }
    case 'retention': {
      const lead = at(s.owned, o.pick);
      if (!lead) return { status: 0 };
      await db.execute(sql`update leads set created_at = now() - interval '400 days' where id = ${lead.id}`);
      await eraseExpiredLeads({ ...app.deps.leads, storage: app.deps.storage }, internalCaller('test'), 365);
      return { status: 200 };
    }
  }
}

test('random operations sent in parallel: every counter row equals a recount of the leads, every owner’s list total its leads', async () => {
  let batches = 0;
  const statuses = new Map<string, number>();
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 24 }), async (ops) => {
      const s = await state();
      const results = await Promise.all(ops.map((o) => run(o, s)));
      const failed = results.map((r, i) => ({ ...r, op: ops[i] })).filter((r) => r.status >= 500 && r.status !== 503);
      assert.deepEqual(failed, [], 'no operation failed on the server');
      for (const [i, r] of results.entries()) {
        const key = `${ops[i].kind} ${r.status}`;
        statuses.set(key, (statuses.get(key) ?? 0) + 1);
      }
      assert.deepEqual(await recomputeOwnerCounts(db), []);
      for (const portalId of OWNERS) {
        const res = await app.inject({ url: `/api/v1/leads?portalId=${portalId}&limit=1`, headers: w.asPortal });
        const { rows } = await db.execute<{ n: number }>(
          sql`select count(*)::int as n from leads where owner_portal_id = ${portalId} and status = 'ASSIGNED'`,
        );
        assert.equal(res.json().pagination.total, Number(rows[0].n), `portal user ${portalId}`);
      }
      batches++;
    }),
    { numRuns: onPostgres ? 40 : 15, endOnFailure: true },
  );
  assert.equal(batches, onPostgres ? 40 : 15);
  // The batches did change ownership: some of every kind of operation succeeded.
  const succeeded = new Set([...statuses.keys()].filter((k) => k.endsWith(' 200')).map((k) => k.split(' ')[0]));
  for (const kind of ['register', 'use', 'fileAs', 'review', 'distribute']) {
    assert.ok(succeeded.has(kind), `some ${kind} succeeded: ${JSON.stringify([...statuses])}`);
  }
});
