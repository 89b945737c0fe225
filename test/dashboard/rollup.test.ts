import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { MAX_DAYS, rollupDailyStats, STAMP_TTL_MS } from '../../src/dashboard/dashboard.service.js';
import { dailyStats } from '../../src/db/schema/index.js';
import { adminHeaders, build } from '../helpers/build.js';
import { testClock } from '../helpers/clock.js';
import { factories } from '../helpers/given.js';

const clock = testClock();
const { app, db } = await build({}, { clock: clock.now });
/** A rollup a second after the last one, as the minutely job runs: its `asOf` is new. */
const rollup = () => {
  clock.advance(1000);
  return rollupDailyStats(db, new Date(clock.now()));
};
const given = factories(app);

test('a rollup of more figures than one statement takes parameters (90 days × 160 providers) is written whole', async () => {
  const w = await given.world();
  const { id } = await given.lead({ world: w });
  // 160 providers, each with a lead on every day of the last 90: 14,400 registration figures, 72,000 parameters.
  await db.execute(sql`insert into providers (code, name)
    select 'ROLLUP-' || g, 'Rollup ' || g from generate_series(1, 160) g`);
  await db.execute(sql`insert into leads (provider_id, product_id, name, phone_enc, phone_hash, phone_1, phone_3,
      phone_masked, created_at)
    select p.id, t.product_id, t.name, t.phone_enc, t.phone_hash || '-' || d, t.phone_1, t.phone_3, t.phone_masked,
      now() - d * interval '1 day'
    from leads t cross join providers p cross join generate_series(0, ${MAX_DAYS - 1}) d
    where t.id = ${Number(id)} and p.code like 'ROLLUP-%'`);

  await rollup();

  const [{ figures }] = (
    await db.execute<{ figures: number }>(sql`select count(*)::int as figures from daily_stats
      where metric = 'leads.registered' and dimension in (select id::text from providers where code like 'ROLLUP-%')`)
  ).rows;
  assert.equal(figures, 160 * MAX_DAYS);
  const computed = await db
    .select()
    .from(dailyStats)
    .where(and(eq(dailyStats.metric, '_computed'), eq(dailyStats.dimension, '')));
  assert.equal(computed.length, MAX_DAYS, 'every day of the window is marked computed');
});

test('an answer built from one rollup is served until the next rollup, which the next answer then shows', async () => {
  const w = await given.world();
  const registeredToday = async () => {
    const res = await app.inject({ url: '/admin/v1/dashboard?days=1', headers: adminHeaders });
    assert.equal(res.statusCode, 200, res.body);
    const body = res.json() as { asOf: string; registrations: { count: number }[] };
    // The day's total: the provider may be summed among the others (160 providers registered today above).
    return { asOf: body.asOf, count: body.registrations.reduce((n, r) => n + r.count, 0) };
  };
  await rollup();
  const before = (await registeredToday()).count;
  await given.lead({ world: w });
  await rollup();
  const first = await registeredToday();
  assert.equal(first.count, before + 1);
  await given.lead({ world: w });
  assert.deepEqual(await registeredToday(), first, 'the rollup has not run since');
  await rollup();
  const second = await registeredToday();
  assert.equal(second.count, before + 2);
  assert.notEqual(second.asOf, first.asOf);
});

test("another instance's rollup is shown within a second: today's stamp is read again after STAMP_TTL_MS", async () => {
  const asOf = async () => {
    const res = await app.inject({ url: '/admin/v1/dashboard?days=1', headers: adminHeaders });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { asOf: string }).asOf;
  };
  await rollup();
  const first = await asOf();
  // What a rollup by another process leaves: today's `_computed` row with a new time (this process forgets nothing).
  const later = new Date(Date.parse(first) + 60_000);
  await db
    .update(dailyStats)
    .set({ computedAt: later })
    .where(
      and(eq(dailyStats.metric, '_computed'), eq(dailyStats.dimension, ''), eq(dailyStats.computedAt, new Date(first))),
    );
  clock.advance(STAMP_TTL_MS);
  assert.equal(await asOf(), later.toISOString());
});
