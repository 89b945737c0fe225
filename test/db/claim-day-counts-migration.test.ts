import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { bearer, claimBody, createConsultant, createTerms } from '../claims/helpers.js';
import { build } from '../helpers/build.js';
import { recomputeClaimDayCounts } from '../helpers/invariants.js';

const { app, db } = await build();
const terms = await createTerms(app, 'SAMSUNG_LIFE', true);

/** Migration 0052's day counts taken away: their triggers, functions and table. */
async function schemaBeforeDayCounts() {
  for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
    await db.execute(sql.raw(`drop trigger claim_day_counts_${trigger} on claims`));
  }
  await db.execute(
    sql`drop function claim_day_counts_inserted(), claim_day_counts_changed(), claim_day_counts_truncated(),
      claim_day_counts_recount()`,
  );
  await db.execute(sql`drop table claim_day_counts`);
}

const kstDay = (daysAgo: number) =>
  new Date(Date.now() + 9 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);

test('migration 0052 counts the claims already there per consultant and day, and its triggers keep them from then on', async () => {
  const [first, second] = [await createConsultant(app, 'FC'), await createConsultant(app, 'FC')];
  const file = async (c: typeof first) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/claim/requests',
      headers: bearer(c.token),
      payload: claimBody(c.ci, [terms.id]),
    });
    assert.equal(res.statusCode, 200, res.body);
    return Number(res.json().claimReqId);
  };
  const ids = [await file(first), await file(first), await file(first), await file(second)];
  await schemaBeforeDayCounts();
  // Changes made before the migration, with no trigger to see them: claims received on other days, one filed.
  await db.execute(sql`update claims set claim_date = ${kstDay(2)}::date where id in (${ids[0]}, ${ids[3]})`);
  await db.execute(sql`update claims set claim_date = ${kstDay(5)}::date where id = ${ids[1]}`);
  ids.push(await file(second));

  const migration = readFileSync(
    new URL('../../src/db/migrations/0052_claim_history_counts.sql', import.meta.url),
    'utf8',
  );
  // Its statements of the day counts (the index changes are already applied).
  for (const statement of migration.split('--> statement-breakpoint')) {
    if (statement.includes('claim_day_counts')) await db.execute(sql.raw(statement));
  }

  assert.deepEqual(await recomputeClaimDayCounts(db), []);
  const { rows } = await db.execute<{ user_id: number; claim_date: string; n: number }>(sql`
    select user_id, claim_date::text as claim_date, n from claim_day_counts
    where user_id in (${first.id}, ${second.id}) order by 1, 2`);
  assert.deepEqual(
    rows.map((r) => [r.user_id, r.claim_date, r.n]),
    [
      [first.id, kstDay(5), 1],
      [first.id, kstDay(2), 1],
      [first.id, kstDay(0), 1],
      [second.id, kstDay(2), 1],
      [second.id, kstDay(0), 1],
    ],
  );

  // From now on the triggers keep them: a claim filed, one moved to another consultant and day, one deleted.
  await file(first);
  await db.execute(sql`update claims set user_id = ${second.id}, claim_date = ${kstDay(5)}::date where id = ${ids[2]}`);
  await db.execute(sql`delete from claim_consents where claim_id = ${ids[4]}`);
  await db.execute(sql`delete from claims where id = ${ids[4]}`);
  assert.deepEqual(await recomputeClaimDayCounts(db), []);
  const total = async (c: typeof first, from: number, to: number) =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/v1/claim/histories',
        headers: bearer(c.token),
        payload: { fcUserCi: c.ci, startDate: kstDay(from).replace(/-/g, ''), endDate: kstDay(to).replace(/-/g, '') },
      })
    ).headers['x-total-count'];
  assert.equal(await total(first, 5, 0), '3');
  assert.equal(await total(first, 1, 0), '1');
  assert.equal(await total(second, 5, 5), '1');
  assert.equal(await total(second, 1, 0), '0');
  assert.equal(await total(second, 9, 0), '2');
});

test('a decrement of a day no counter holds is refused: the counters were wrong', async () => {
  const c = await createConsultant(app, 'FC');
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/claim/requests',
    headers: bearer(c.token),
    payload: claimBody(c.ci, [terms.id]),
  });
  assert.equal(res.statusCode, 200, res.body);
  const id = Number(res.json().claimReqId);
  await db.execute(sql`delete from claim_day_counts where user_id = ${c.id}`);
  await assert.rejects(
    db.execute(sql`update claims set claim_date = ${kstDay(1)}::date where id = ${id}`),
    (err: Error & { cause?: Error }) => /claim_day_counts: no row/.test(err.cause?.message ?? err.message),
  );
  await db.execute(sql`select claim_day_counts_recount()`);
  assert.deepEqual(await recomputeClaimDayCounts(db), []);
});
