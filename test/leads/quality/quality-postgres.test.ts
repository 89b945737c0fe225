import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { leadRefusals } from '../../../src/db/schema/index.js';
import { checkRange, type QualityRange } from '../../../src/leads/quality/quality.rules.js';
import { cohortStatement, refusalStatement } from '../../../src/leads/quality/quality.service.js';
import { build, onPostgres } from '../../helpers/build.js';
import { nextPhone, register } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';
import { assertServedByIndexes } from '../../helpers/index-plans.js';

// Real concurrency and the server's planner: PostgreSQL only.
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';

const { app, db } = await build();
const given = factories(app);

const rangeOf = (from: string, to: string): QualityRange => {
  const checked = checkRange(from, to);
  assert.ok(checked.ok);
  return checked.range;
};

test('parallel registrations of one new phone: one lead, every other one refused and recorded once', {
  skip,
}, async () => {
  const w = await given.world();
  const phone = nextPhone();
  const answers = await Promise.all(Array.from({ length: 8 }, () => register(app, w, { phone })));
  const statuses = answers.map((a) => a.statusCode).sort();
  assert.deepEqual(statuses, [200, 409, 409, 409, 409, 409, 409, 409]);
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from leads where provider_id = ${Number(w.provider.id)}`,
  );
  assert.equal(Number(rows[0].n), 1);
  const records = await db
    .select({ code: leadRefusals.code })
    .from(leadRefusals)
    .where(eq(leadRefusals.providerId, Number(w.provider.id)));
  assert.deepEqual(
    records.map((r) => r.code),
    Array(7).fill('DUPLICATE_CONTACT'),
  );
});

test('every statement of source quality is served by an index', { skip }, () =>
  assertServedByIndexes(db, [
    ['the cohort and its facts', cohortStatement(1, rangeOf('2026-01-01', '2026-12-31'))],
    ['the refusals of the range', refusalStatement(1, rangeOf('2026-01-01', '2026-12-31'))],
    [
      'the kept figures',
      `select as_of from provider_quality where provider_id = 1 and from_date = '2026-01-01' and to_date = '2026-01-31'`,
    ],
  ]),
);

test('on a table of many leads, a week’s cohort is found by an index on registration time, not a scan', {
  skip,
}, async () => {
  const w = await given.world();
  const template = await given.lead({ world: w });
  // 40,000 leads of one provider over 400 days, written in time order as registrations write them; no index added.
  await db.execute(sql`
    insert into leads (provider_id, product_id, name, phone_enc, phone_hash, phone_1, phone_3, phone_masked, created_at)
    select l.provider_id, l.product_id, l.name, l.phone_enc, 'plan-' || g, l.phone_1, l.phone_3, l.phone_masked,
      timestamptz '2025-10-01 00:00+09' + g * interval '864 seconds'
    from leads l, generate_series(1, 40000) g
    where l.id = ${Number(template.id)}
    order by g`);
  await db.execute(sql`analyze leads`);
  const { rows } = await db.execute<{ 'QUERY PLAN': string }>(
    sql`explain ${cohortStatement(Number(w.provider.id), rangeOf('2026-03-01', '2026-03-07'))}`,
  );
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  if (process.env.SHOW_PLAN) console.log(plan);
  // The block-range index, or the operators' list's btree on (created_at, id): the planner takes either.
  assert.match(plan, /leads_created_brin|using leads_created on leads/, plan);
  assert.doesNotMatch(plan, /Seq Scan on leads/, plan);
});
