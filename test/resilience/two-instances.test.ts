import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { sql } from 'drizzle-orm';
import { adminHeaders, createTestDatabase, onPostgres, type TestDatabase } from '../helpers/build.js';
import { nextPhone } from '../helpers/fixtures.js';
import { assertInvariants } from '../helpers/invariants.js';
import { call, type Instance, sharedSecrets, startInstance, stopInstance } from './processes.js';

// Two service processes on one PostgreSQL database under a mixed workload; one is killed with SIGKILL halfway.
// Afterwards every acknowledged write is there and every invariant holds. Bounded: 10 s of load, 127.0.0.1 only.
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';
const LOAD_MS = 10_000;
const WORKERS = 8;

let testDb: TestDatabase | null = null;
const instances: Instance[] = [];
after(async () => {
  for (const i of instances) await stopInstance(i);
  await testDb?.close();
});

async function deployment() {
  testDb = await createTestDatabase();
  const env = { ...sharedSecrets(), DATABASE_URL: testDb.url!, RATE_LIMIT_RPS: '0', API_KEY_CACHE_TTL_MS: '1000' };
  // One after the other: two instances starting at the same moment on a fresh database can fail with
  // "deadlock detected" (reported; see docs/security.md, "Known gaps").
  const a = await startInstance(env);
  instances.push(a);
  const b = await startInstance(env);
  instances.push(b);
  return { a, b, env };
}

async function must(base: string, method: string, path: string, headers: Record<string, string>, body?: unknown) {
  const res = await call(base, method, path, headers, body);
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as Record<string, unknown> & { id: string };
}

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)];

test('two instances, one database: mixed load, SIGKILL of one, every acknowledged write kept, invariants hold', {
  skip,
  timeout: 120_000,
}, async () => {
  const { a, b } = await deployment();
  const provider = await must(a.url, 'POST', '/admin/v1/providers', adminHeaders, {
    code: `R${Date.now()}`,
    name: '공급사',
  });
  const product = await must(a.url, 'POST', '/admin/v1/products', adminHeaders, {
    name: '건강보험 DB',
    providerIds: [provider.id],
  });
  const providerKey = {
    'x-api-key': (
      await must(a.url, 'POST', '/admin/v1/api-keys', adminHeaders, {
        name: 'p',
        kind: 'provider',
        providerId: provider.id,
      })
    ).key as string,
  };
  const portalKey = {
    'x-api-key': (await must(b.url, 'POST', '/admin/v1/api-keys', adminHeaders, { name: 'q', kind: 'portal' }))
      .key as string,
  };
  await must(a.url, 'POST', '/admin/v1/lead-as/reasons', adminHeaders, { code: 'WRONG_NUMBER', label: '결번' });

  // What the service acknowledged (200).
  const ack = {
    leads: new Set<string>(),
    orders: new Map<string, number>(),
    cancelled: new Set<string>(),
    used: new Set<string>(),
    asRequests: new Set<string>(),
    approved: new Set<string>(),
    distributions: [] as { from: number; to: number; leadIds: string[]; toOrderId: string }[],
    recalled: 0,
    confirmed: 0,
  };
  const statuses = new Map<string, number>();
  let killedAt = 0;
  let okOnAAfterKill = 0;
  const started = Date.now();
  const alive = () => (killedAt ? [a] : [a, b]);

  async function step() {
    const inst = pick(alive());
    const base = inst.url;
    const r = Math.random();
    let action = '';
    let res: Awaited<ReturnType<typeof call>>;
    if (r < 0.25) {
      action = 'register+portal';
      const portalId = pick([1, 2, 3]);
      res = await call(base, 'POST', '/api/v1/leads', providerKey, {
        productId: product.id,
        providerId: provider.id,
        portalId,
        name: '홍길동',
        phone: nextPhone(),
        region: pick(['서울', '부산']),
      });
      if (res.status === 200) ack.leads.add(String(res.body.id));
    } else if (r < 0.45) {
      action = 'register';
      res = await call(base, 'POST', '/api/v1/leads', providerKey, {
        productId: product.id,
        providerId: provider.id,
        name: '김영희',
        phone: nextPhone(),
        region: pick(['서울', '부산']),
      });
      if (res.status === 200) ack.leads.add(String(res.body.id));
    } else if (r < 0.53) {
      action = 'order';
      const portalId = pick([4, 5, 6]);
      res = await call(base, 'POST', '/api/v1/orders', portalKey, {
        productId: product.id,
        ordererName: '김설계',
        ordererContact: '010-0000-0000',
        portalId,
        regionQuantities: [
          { region: '서울', quantity: 1 + Math.floor(Math.random() * 4) },
          { region: '부산', quantity: 1 + Math.floor(Math.random() * 4) },
        ],
      });
      if (res.status === 200) ack.orders.set(String(res.body.id), portalId);
    } else if (r < 0.57 && ack.orders.size) {
      action = 'cancel';
      const [id, portalId] = pick([...ack.orders]);
      res = await call(base, 'POST', `/api/v1/orders/${id}/cancel`, portalKey, { portalId });
      if (res.status === 200) ack.cancelled.add(id);
    } else if (r < 0.62) {
      action = 'allocate';
      res = await call(base, 'POST', '/admin/v1/allocations/run', adminHeaders, {});
    } else if (r < 0.67 && ack.orders.size) {
      action = 'confirm';
      res = await call(base, 'POST', `/admin/v1/orders/${pick([...ack.orders.keys()])}/confirm`, adminHeaders);
      if (res.status === 200) ack.confirmed += 1;
    } else {
      // Operations on leads someone owns: use, AS request, distribution, recall, review.
      const portalId = pick([1, 2, 3, 4, 5, 6]);
      const list = await call(base, 'GET', `/api/v1/leads?portalId=${portalId}&limit=10`, portalKey);
      const owned = ((list.body.data as { id: string }[] | undefined) ?? []).map((l) => l.id);
      const r2 = Math.random();
      if (!owned.length) {
        action = 'list';
        res = list;
      } else if (r2 < 0.3) {
        action = 'use';
        const id = pick(owned);
        res = await call(base, 'POST', `/api/v1/leads/${id}/use`, portalKey, { portalId });
        if (res.status === 200) ack.used.add(id);
      } else if (r2 < 0.5) {
        action = 'as-request';
        res = await call(base, 'POST', '/api/v1/lead-as', portalKey, {
          portalId,
          leadId: pick(owned),
          reasonCode: 'WRONG_NUMBER',
        });
        if (res.status === 200) ack.asRequests.add(String(res.body.id));
      } else if (r2 < 0.65 && ack.asRequests.size) {
        action = 'review';
        const id = pick([...ack.asRequests]);
        const status = pick(['APPROVED', 'REJECTED', 'HOLD']);
        res = await call(base, 'PATCH', `/admin/v1/lead-as/${id}`, adminHeaders, { status, adminNote: '검수 완료' });
        if (res.status === 200 && status === 'APPROVED') ack.approved.add(id);
      } else if (r2 < 0.85) {
        action = 'distribute';
        const to = pick([1, 2, 3, 4, 5, 6].filter((p) => p !== portalId));
        const leadIds = owned.slice(0, 1 + Math.floor(Math.random() * 2));
        res = await call(base, 'POST', '/api/v1/distribute', portalKey, {
          fromPortalId: portalId,
          toPortalId: to,
          leadIds,
        });
        if (res.status === 200)
          ack.distributions.push({ from: portalId, to, leadIds, toOrderId: String(res.body.toOrderId) });
      } else if (ack.distributions.length) {
        action = 'recall';
        const d = pick(ack.distributions);
        res = await call(base, 'POST', '/api/v1/distribute/recall', portalKey, {
          portalId: d.from,
          leadIds: d.leadIds,
        });
        if (res.status === 200) ack.recalled += 1;
      } else {
        action = 'list';
        res = list;
      }
    }
    const key = `${action} ${res.status}`;
    statuses.set(key, (statuses.get(key) ?? 0) + 1);
    if (killedAt && inst === a && res.status === 200) okOnAAfterKill += 1;
    // Refusals by the rules (400/404/409) are expected under a random workload; a 5xx never is, and a
    // connection failure only on the killed instance.
    if (res.status >= 500)
      throw new Error(`${action} on ${inst === a ? 'A' : 'B'} → ${res.status} ${JSON.stringify(res.body)}`);
    if (res.status === 0 && inst === a) throw new Error(`${action}: instance A did not answer`);
  }

  const killer = setTimeout(() => {
    killedAt = Date.now();
    b.proc.kill('SIGKILL');
  }, LOAD_MS / 2);
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (Date.now() - started < LOAD_MS) await step();
    }),
  );
  clearTimeout(killer);
  await b.exited;
  assert.ok(killedAt > 0, 'instance B was killed');
  assert.ok(okOnAAfterKill > 0, 'instance A went on serving after B died');
  const summary = Object.fromEntries([...statuses].sort());
  assert.ok(ack.leads.size >= 20, `too little load: ${JSON.stringify(summary)}`);

  // ---- afterwards, from the raw rows ----
  const db = testDb!.database.db;
  const ids = (xs: Iterable<string>) =>
    sql.join(
      [...xs].map((x) => sql`${Number(x)}`),
      sql`, `,
    );
  const countIn = async (table: string, xs: Set<string>, extra = sql``) => {
    if (!xs.size) return 0;
    const r = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)} where id in (${ids(xs)}) ${extra}`,
    );
    return Number(r.rows[0].n);
  };
  assert.equal(await countIn('leads', ack.leads), ack.leads.size, 'every acknowledged lead is stored');
  assert.equal(
    await countIn('orders', new Set(ack.orders.keys())),
    ack.orders.size,
    'every acknowledged order is stored',
  );
  assert.equal(
    await countIn('orders', ack.cancelled, sql`and status = 'CANCELLED'`),
    ack.cancelled.size,
    'acknowledged cancels',
  );
  assert.equal(await countIn('as_requests', ack.asRequests), ack.asRequests.size, 'acknowledged AS requests');
  assert.equal(
    await countIn('as_requests', ack.approved, sql`and status = 'APPROVED'`),
    ack.approved.size,
    'acknowledged approvals',
  );
  assert.equal(
    await countIn('orders', new Set(ack.distributions.map((d) => d.toOrderId)), sql`and source = 'DISTRIBUTION'`),
    new Set(ack.distributions.map((d) => d.toOrderId)).size,
    'every acknowledged distribution has its order',
  );
  if (ack.used.size) {
    const used = await db.execute<{ n: number }>(
      sql`select count(distinct lead_id)::int as n from lead_events where event = 'USED' and lead_id in (${ids(ack.used)})`,
    );
    assert.equal(Number(used.rows[0].n), ack.used.size, 'every acknowledged use is recorded');
  }
  // One owner and one live assignment per lead, counters and region counters equal to their recomputation,
  // no region over its quantity, every distribution whole.
  await assertInvariants(db);
  const dupes = await db.execute(sql`select provider_id, phone_hash from leads group by 1, 2 having count(*) > 1`);
  assert.equal(dupes.rows.length, 0, 'no two leads of one provider share a contact');
  // Every summary equals its recomputation from the orders.
  for (const portalId of [1, 2, 3, 4, 5, 6]) {
    const list = await must(a.url, 'GET', `/api/v1/orders?portalId=${portalId}&limit=1`, portalKey);
    const s = list.summary as Record<string, number>;
    const r = await db.execute<Record<string, number>>(sql`
      select count(*)::int as "totalOrders", coalesce(sum(ordered_quantity), 0)::int as "totalOrderedDbQuantity",
        coalesce(sum(provisional_count), 0)::int as "totalProvisionalAssigned",
        coalesce(sum(confirmed_count), 0)::int as "totalConfirmedAssigned", coalesce(sum(used_count), 0)::int as "totalUsedDb"
      from orders where portal_id = ${portalId}`);
    const expected = Object.fromEntries(Object.entries(r.rows[0]).map(([k, v]) => [k, Number(v)]));
    assert.deepEqual(
      { ...s, portalId: undefined },
      { ...expected, portalId: undefined },
      `summary of portal ${portalId}`,
    );
  }
  console.log(`# load: ${JSON.stringify(summary)}`);
});

test('SIGTERM under load: requests already accepted complete, then the process exits 0', {
  skip,
  timeout: 60_000,
}, async () => {
  if (!testDb) testDb = await createTestDatabase();
  const env = { ...sharedSecrets(), DATABASE_URL: testDb.url!, RATE_LIMIT_RPS: '0' };
  const c = await startInstance(env);
  instances.push(c);
  const provider = await must(c.url, 'POST', '/admin/v1/providers', adminHeaders, {
    code: `S${Date.now()}`,
    name: '공급사',
  });
  const product = await must(c.url, 'POST', '/admin/v1/products', adminHeaders, {
    name: 'DB',
    providerIds: [provider.id],
  });
  const key = {
    'x-api-key': (
      await must(c.url, 'POST', '/admin/v1/api-keys', adminHeaders, {
        name: 'p',
        kind: 'provider',
        providerId: provider.id,
      })
    ).key as string,
  };
  const inflight = Array.from({ length: 30 }, () =>
    call(c.url, 'POST', '/api/v1/leads', key, {
      productId: product.id,
      providerId: provider.id,
      name: '홍길동',
      phone: nextPhone(),
      portalId: 1,
    }),
  );
  await new Promise((r) => setTimeout(r, 150));
  const signalled = Date.now();
  c.proc.kill('SIGTERM');
  const results = await Promise.all(inflight);
  const code = await c.exited;
  assert.equal(code, 0, c.output.join('').slice(-1000));
  assert.ok(Date.now() - signalled < 10_000, `exit took ${Date.now() - signalled} ms`);
  // Accepted requests complete (200); those that came after the close began were refused before any work
  // (no connection: 0, or 503 on a connection still open); none failed half-way.
  const byStatus = results.map((r) => r.status);
  assert.ok(
    byStatus.every((s) => s === 200 || s === 0 || s === 503),
    JSON.stringify(byStatus),
  );
  const completed = byStatus.filter((s) => s === 200).length;
  assert.ok(completed > 0, 'some requests were in flight when SIGTERM came');
  const db = testDb.database.db;
  const stored = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from leads where provider_id = ${Number(provider.id)}`,
  );
  assert.equal(Number(stored.rows[0].n), completed, 'every completed registration is stored, no refused one');
  await assertInvariants(db);
});
