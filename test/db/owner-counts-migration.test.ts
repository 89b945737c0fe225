import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { build } from '../helpers/build.js';
import { registerOk, world } from '../helpers/fixtures.js';
import { factories } from '../helpers/given.js';
import { recomputeOwnerCounts } from '../helpers/invariants.js';

const { app, db } = await build();
const w = await world(app);
const given = factories(app);

/** Migration 0051 taken away: its triggers, functions and table. */
async function schemaBefore0051() {
  for (const trigger of ['insert', 'update', 'delete', 'truncate']) {
    await db.execute(sql.raw(`drop trigger lead_owner_counts_${trigger} on leads`));
  }
  await db.execute(
    sql`drop function lead_owner_counts_kept(), lead_owner_counts_inserted(), lead_owner_counts_truncated(),
      lead_owner_counts_recount()`,
  );
  await db.execute(
    sql`drop function lead_owner_counts_add(integer[], integer[], text[], boolean[], boolean[], integer[])`,
  );
  await db.execute(sql`drop table lead_owner_counts`);
}

test('migration 0051 counts the owned leads already there, of every key, and its triggers keep them from then on', async () => {
  const owned: string[] = [];
  for (const [portalId, region, gender] of [
    [8101, '서울', 'M'],
    [8101, '서울', 'M'],
    [8101, '부산', 'F'],
    [8101, null, undefined],
    [8102, '제주', 'F'],
    [8102, '서울', undefined],
  ] as const) {
    owned.push((await given.assignedLead({ world: w, portalId, region, gender })).id);
  }
  await given.lead({ world: w });
  await schemaBefore0051();
  // Changes made before the migration, with no trigger to see them: a use, AS statuses (a rejected request counts as
  // one, as `hasAs=true` reads it; a cancelled one does not), a lead taken back.
  const ids = (i: number) => Number(owned[i]);
  await db.execute(sql`update leads set used_at = now() where id in (${ids(0)}, ${ids(4)})`);
  await db.execute(sql`update leads set latest_as_status = 'HOLD' where id = ${ids(1)}`);
  await db.execute(sql`update leads set latest_as_status = 'CANCELLED' where id = ${ids(2)}`);
  await db.execute(sql`update leads set latest_as_status = 'REJECTED' where id = ${ids(5)}`);
  await db.execute(sql`
    update leads set status = 'RETURNED', owner_portal_id = null, order_id = null, assignment_id = null
    where id = ${ids(3)}`);
  await db.execute(sql`update assignments set ended_at = now(), end_reason = 'RETURNED' where lead_id = ${ids(3)}`);

  const migration = readFileSync(
    new URL('../../src/db/migrations/0051_lead_owner_counts.sql', import.meta.url),
    'utf8',
  );
  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

  assert.deepEqual(await recomputeOwnerCounts(db), []);
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select owner_portal_id, region_id, gender, used, has_as, n from lead_owner_counts
    where owner_portal_id in (8101, 8102) order by 1, 2, 3, 4, 5`);
  const region = async (name: string) => (await app.deps.leads.regions.resolve(name)).id;
  const [seoul, busan, jeju] = [await region('서울'), await region('부산'), await region('제주')];
  assert.deepEqual(
    rows.map((r) => [r.owner_portal_id, r.region_id, r.gender, r.used, r.has_as, r.n]),
    [
      [8101, seoul, 'M', false, true, 1],
      [8101, seoul, 'M', true, false, 1],
      [8101, busan, 'F', false, false, 1],
      [8102, seoul, '', false, true, 1],
      [8102, jeju, 'F', true, false, 1],
    ].sort((a, b) => Number(a[0]) - Number(b[0]) || Number(a[1]) - Number(b[1])),
  );

  // From now on the triggers keep them.
  await registerOk(app, w, { portalId: 8102, region: '서울' });
  await db.execute(sql`update leads set latest_as_status = 'CANCELLED' where id = ${ids(5)}`);
  assert.deepEqual(await recomputeOwnerCounts(db), []);
  const total = async (query: string) =>
    (await app.inject({ url: `/api/v1/leads?portalId=8102&${query}`, headers: w.asPortal })).json().pagination.total;
  assert.equal(await total('region=서울'), 2);
  assert.equal(await total('hasAs=N'), 3);
  assert.equal(await total('hasAs=Y'), 0);
  assert.equal(await total('used=true'), 1);
});
