import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import type { TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { processAnalysis } from '../../src/analysis/coverage/analysis-job.js';
import { rollupDailyStats } from '../../src/dashboard/dashboard.service.js';
import { asRequests, claims, coverageAnalyses, leads, orders } from '../../src/db/schema/index.js';
import { koreaDate } from '../../src/platform/korea-time.js';
import { coverageTermIds, manualContract, post } from '../analysis/coverage/helpers.js';
import { claimBody, createConsultant, createTerms } from '../claims/helpers.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { testClock } from '../helpers/clock.js';
import { placeOrder, registerOk } from '../helpers/fixtures.js';
import { factories } from '../helpers/given.js';
import { fileAsOk, givenReasons, reviewOk } from '../leads/after-service/helpers.js';

const DAY = 86_400_000;
const clock = testClock();
// The file's "today" is the clock's: set well before a Korea-time midnight, it stays one day throughout.
const untilMidnight = Date.parse(`${koreaDate(new Date(clock.now() + DAY))}T00:00:00+09:00`) - clock.now();
if (untilMidnight < 10 * 60_000) clock.advance(-10 * 60_000);
const { app, db } = await build({}, { clock: clock.now });
const given = factories(app);
const today = koreaDate(new Date(clock.now()));
/** Midnight starting today in Korea, as an instant. */
const midnight = new Date(`${today}T00:00:00+09:00`);

/**
 * The rows the test made "now" carry the database's time, which may have passed midnight: they are moved to the
 * app's clock, whose day the rules count by. Times the test set itself (before the clock) stay.
 */
async function pinToClock() {
  const now = new Date(clock.now());
  await db.execute(sql`update leads set created_at = ${now} where created_at > ${now}`);
  await db.execute(sql`update as_requests set created_at = least(created_at, ${now}), updated_at = least(updated_at, ${now})
    where created_at > ${now} or updated_at > ${now}`);
  await db.execute(sql`update claims set created_at = ${now} where created_at > ${now}`);
}

/** A rollup a second after the last one, as the minutely job runs: its `asOf` is new. */
async function rollup() {
  clock.advance(1000);
  await pinToClock();
  await rollupDailyStats(db, new Date(clock.now()));
}

const dashboard = async (days = 3) => {
  await pinToClock();
  const res = await app.inject({ url: `/admin/v1/dashboard?days=${days}`, headers: adminHeaders });
  assert.equal(res.statusCode, 200, res.body);
  // The answer is sent as serialized once per rollup, not through the response schema: it must have its shape exactly.
  const schema = app.getSchema('Dashboard') as TSchema;
  const shape: unknown = res.json();
  assert.deepEqual([...Value.Errors(schema, shape)], []);
  assert.deepEqual(Value.Clean(schema, structuredClone(shape)), res.json());
  return res.json();
};

async function setTime(
  table: typeof leads | typeof asRequests,
  column: 'created_at' | 'updated_at',
  id: string,
  at: Date,
) {
  await db.execute(sql`update ${table} set ${sql.identifier(column)} = ${at} where id = ${Number(id)}`);
}

/** Every figure of the dashboard computed again, naively, from the rows themselves. */
async function fromRawRows(from: string, to: string) {
  const inRange = (at: Date) => koreaDate(at) >= from && koreaDate(at) <= to;
  const leadRows = await db.select({ id: leads.id, providerId: leads.providerId, at: leads.createdAt }).from(leads);
  const provider = new Map(leadRows.map((l) => [l.id, String(l.providerId)]));
  const registrations = new Map<string, number>();
  const registered = new Map<string, number>();
  for (const l of leadRows.filter((l) => inRange(l.at))) {
    const key = `${koreaDate(l.at)}|${l.providerId}`;
    registrations.set(key, (registrations.get(key) ?? 0) + 1);
    registered.set(String(l.providerId), (registered.get(String(l.providerId)) ?? 0) + 1);
  }
  const requested = new Map<string, number>();
  const returned = new Map<string, number>();
  for (const r of await db.select().from(asRequests)) {
    const p = provider.get(r.leadId)!;
    if (inRange(r.createdAt)) requested.set(p, (requested.get(p) ?? 0) + 1);
    if (r.status === 'APPROVED' && inRange(r.updatedAt)) returned.set(p, (returned.get(p) ?? 0) + 1);
  }
  const orderRows = await db.select().from(orders);
  const open = orderRows.filter((o) => o.status === 'PENDING' || o.status === 'IN_PROGRESS');
  const claimRows = await db.select().from(claims);
  const coverageRows = await db.select().from(coverageAnalyses);
  const count = <T>(rows: T[], key: (row: T) => string) => {
    const m = new Map<string, number>();
    for (const r of rows) m.set(key(r), (m.get(key(r)) ?? 0) + 1);
    return [...m].map(([status, n]) => ({ status, count: n })).sort((a, b) => a.status.localeCompare(b.status));
  };
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00+09:00`); koreaDate(d) <= to; d = new Date(d.getTime() + DAY))
    days.push(koreaDate(d));
  const providerIds = [...new Set([...registered.keys(), ...requested.keys(), ...returned.keys()])].sort(
    (a, b) => Number(a) - Number(b),
  );
  // The chart names the 10 providers with most registrations in the window (ties: the lower id); the rest are summed.
  const named = new Set(
    [...registered]
      .sort((x, y) => y[1] - x[1] || Number(x[0]) - Number(y[0]))
      .slice(0, 10)
      .map(([id]) => id),
  );
  const perDay = new Map<string, number>();
  for (const [key, n] of registrations) {
    const [date, id] = key.split('|');
    const k = `${date}|${named.has(id) ? id : 'others'}`;
    perDay.set(k, (perDay.get(k) ?? 0) + n);
  }
  return {
    registrations: [...perDay]
      .map(([key, n]) => {
        const [date, id] = key.split('|');
        return { date, providerId: id === 'others' ? null : id, count: n };
      })
      .sort(
        (a, b) =>
          a.date.localeCompare(b.date) ||
          (a.providerId === null ? 1 : 0) - (b.providerId === null ? 1 : 0) ||
          Number(a.providerId) - Number(b.providerId),
      ),
    asReturns: providerIds.map((id) => ({
      providerId: id,
      registered: registered.get(id) ?? 0,
      requested: requested.get(id) ?? 0,
      returned: returned.get(id) ?? 0,
    })),
    orders: {
      byStatus: count(orderRows, (o) => o.status),
      openOrdered: open.reduce((s, o) => s + o.orderedQuantity, 0),
      openFilled: open.reduce((s, o) => s + o.confirmedCount + o.provisionalCount, 0),
    },
    claims: {
      byStatus: count(claimRows, (c) => c.status),
      dispatchFailures: claimRows.filter((c) => c.status === 'FAILED').length,
      receivedPerDay: days.map((date) => ({
        date,
        count: claimRows.filter((c) => koreaDate(c.createdAt) === date).length,
      })),
    },
    analysesPerDay: days.map((date) => ({
      date,
      coverage: coverageRows.filter((a) => koreaDate(a.requestedAt) === date).length,
      medical: 0,
    })),
  };
}

function assertMatches(
  shown: Record<string, unknown> & { asReturns: Record<string, unknown>[] },
  raw: Awaited<ReturnType<typeof fromRawRows>>,
) {
  const registrations = (shown.registrations as Record<string, unknown>[]).map(({ providerName: _, ...r }) => r);
  assert.deepEqual(registrations, raw.registrations);
  assert.deepEqual(
    shown.asReturns.map(({ providerName: _n, returnRate: _r, ...r }) => r),
    raw.asReturns,
  );
  for (const r of shown.asReturns) {
    assert.equal(r.returnRate, Math.round(((r.returned as number) / (r.registered as number)) * 10_000) / 10_000);
  }
  const { fillRatio, ...ordersShown } = shown.orders as Record<string, unknown>;
  assert.deepEqual(ordersShown, raw.orders);
  assert.equal(fillRatio, Math.round((raw.orders.openFilled / raw.orders.openOrdered) * 10_000) / 10_000);
  assert.deepEqual(shown.claims, raw.claims);
  assert.deepEqual(shown.analysesPerDay, raw.analysesPerDay);
}

test('every figure equals the one recomputed from the rows, on Korea-time days across midnight', async () => {
  await givenReasons(app);
  const a = await given.world();
  const b = await given.world();
  // Provider A: one lead a millisecond before midnight KST (yesterday), one at midnight (today), one 2 days ago.
  const beforeMidnight = await registerOk(app, a);
  const atMidnight = await registerOk(app, a);
  const older = await registerOk(app, a);
  await setTime(leads, 'created_at', beforeMidnight.id, new Date(midnight.getTime() - 1));
  await setTime(leads, 'created_at', atMidnight.id, midnight);
  await setTime(leads, 'created_at', older.id, new Date(midnight.getTime() - 2 * DAY));
  // Provider B: two leads owned by portal user 31, one of them returned (AS approved), one more AS filed.
  const owned1 = await given.assignedLead({ world: b, portalId: 31 });
  const owned2 = await given.assignedLead({ world: b, portalId: 31 });
  const returned = await fileAsOk(app, b, { portalId: 31, leadId: owned1.id });
  await reviewOk(app, returned.id, 'APPROVED', '결번');
  await fileAsOk(app, b, { portalId: 31, leadId: owned2.id });
  // An order waiting for leads.
  await placeOrder(app, a, { portalId: 32, regionQuantities: [{ region: '부산', quantity: 4 }] });

  // Two claims, one of them failed to dispatch; one coverage analysis.
  const fc = await createConsultant(app, 'FC', { name: '최설계' });
  const terms = await createTerms(app, 'SAMSUNG_LIFE', true);
  const filed: number[] = [];
  for (let i = 0; i < 2; i++) {
    const res = await post(app, fc.token, '/api/v1/claim/requests', claimBody(fc.ci, [terms.id]));
    assert.equal(res.statusCode, 200, res.body);
    filed.push(res.json().claimReqId);
  }
  await db.update(claims).set({ status: 'FAILED' }).where(eq(claims.id, filed[0]));
  const analysis = await post(app, fc.token, '/api/v1/coverage/analyses', {
    fcUserCi: fc.ci,
    client: { name: '홍길동', birthDate: '19850315', gender: 'M' },
    agreedTermsIds: await coverageTermIds(app, fc.token),
    contracts: [manualContract()],
  });
  assert.equal(analysis.statusCode, 200, analysis.body);
  await processAnalysis(app.deps.analysis, analysis.json().analysisId, { retryCount: 0, retryLimit: 0 });

  // Never computed: the first read computes it.
  const shown = await dashboard(3);
  assert.equal(shown.to, today);
  assert.equal(shown.from, koreaDate(new Date(midnight.getTime() - 2 * DAY)));
  assert.ok(Date.parse(shown.asOf) <= clock.now());
  const raw = await fromRawRows(shown.from, shown.to);
  assertMatches(shown, raw);
  // The fixture's own expectations, so the comparison is not between two empty sets.
  const yesterday = koreaDate(new Date(midnight.getTime() - 1));
  assert.deepEqual(
    shown.registrations
      .filter((r: { providerId: string }) => r.providerId === a.provider.id)
      .map((r: { date: string; count: number }) => [r.date, r.count]),
    [
      [shown.from, 1],
      [yesterday, 1],
      [today, 1],
    ],
  );
  assert.deepEqual(
    shown.asReturns.find((r: { providerId: string }) => r.providerId === b.provider.id),
    {
      providerId: b.provider.id,
      providerName: b.provider.name,
      registered: 2,
      requested: 2,
      returned: 1,
      returnRate: 0.5,
    },
  );
  assert.equal(shown.claims.dispatchFailures, 1);
  assert.equal(shown.analysesPerDay.at(-1).coverage, 1);
  assert.ok(shown.orders.openOrdered >= 4);
});

test('the rollup recomputes today and yesterday; older days keep the figures they were computed with', async () => {
  const w = await given.world();
  await rollup();
  const before = await dashboard(3);
  const late = await registerOk(app, w);
  const lateOlder = await registerOk(app, w);
  await setTime(leads, 'created_at', late.id, new Date(midnight.getTime() - 60_000));
  await setTime(leads, 'created_at', lateOlder.id, new Date(midnight.getTime() - 2 * DAY));
  // Served from the rollup: nothing moves until it runs.
  assert.deepEqual((await dashboard(3)).registrations, before.registrations);
  await rollup();
  const after = await dashboard(3);
  const mine = after.registrations.filter((r: { providerId: string }) => r.providerId === w.provider.id);
  assert.deepEqual(
    mine.map((r: { date: string; count: number }) => [r.date, r.count]),
    [[koreaDate(new Date(midnight.getTime() - 1)), 1]],
  );
  assert.ok(Date.parse(after.asOf) >= Date.parse(before.asOf));
});

test('days: 1 to 90 (default 14); anything else → 400 and nothing computed', async () => {
  const res = await app.inject({ url: '/admin/v1/dashboard', headers: adminHeaders });
  assert.equal(res.statusCode, 200);
  assert.equal(res.json().analysesPerDay.length, 14);
  for (const days of ['0', '91', 'x', '1.5']) {
    expectProblem(
      await app.inject({ url: `/admin/v1/dashboard?days=${days}`, headers: adminHeaders }),
      400,
      'VALIDATION_FAILED',
    );
  }
  expectProblem(await app.inject({ url: '/admin/v1/dashboard' }), 401, 'API_KEY_MISSING');
});

test('the registrations chart names the 10 providers with most registrations; the others are one entry a day', async () => {
  for (let i = 0; i < 12; i++) {
    const w = await given.world();
    for (let n = 0; n < 2 + (i % 3); n++) await registerOk(app, w);
  }
  await rollup();
  // Today alone: an earlier test left an older day as it was computed, on purpose.
  const shown = await dashboard(1);
  assertMatches(shown, await fromRawRows(shown.from, shown.to));
  const todays = shown.registrations.filter((r: { date: string }) => r.date === today);
  const named = todays.filter((r: { providerId: string | null }) => r.providerId !== null);
  assert.ok(named.length <= 10, 'at most 10 providers named a day');
  const others = todays.filter((r: { providerId: string | null }) => r.providerId === null);
  assert.equal(others.length, 1);
  assert.match(others[0].providerName, /^그 밖의 공급사 \d+곳$/);
  const total = (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from leads where created_at >= ${midnight}`)
  ).rows[0].n;
  assert.equal(
    todays.reduce((sum: number, r: { count: number }) => sum + r.count, 0),
    Number(total),
    'nothing is lost in the sum',
  );
});
