import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { normalizeLeadFields } from '../../../src/leads/core/lead-fields.js';
import { type NewLeadRow, newLeadRow } from '../../../src/leads/intake/new-lead-row.js';
import { registerAlone, registerIntoOpenOrders } from '../../../src/leads/intake/placement.js';
import { adminPost } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { nextPhone, placeOrder, registerOk, type World, world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';

// The group statements called with groups made up here: what concurrent registrations are gathered into.
const { app, db } = await build();
const { vault, regions } = app.deps.leads;

async function rowFor(w: World, phone: string, region: string): Promise<NewLeadRow> {
  const result = normalizeLeadFields({ name: '홍길동', phone, region }, await regions.current());
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const ids = { providerId: Number(w.provider.id), productId: Number(w.product.id) };
  return newLeadRow(vault, ids, result.fields, { metadata: null, detail: { portalId: null }, registeredKeyId: null });
}

async function suppressed(phone: string) {
  await adminPost(app, '/admin/v1/suppressions', { phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' });
  return phone;
}

const leadsOfPhones = async (w: World, rows: NewLeadRow[]) =>
  (
    await db.execute<{ n: number }>(sql`select count(*)::int as n from leads
      where provider_id = ${Number(w.provider.id)} and phone_hash = any(${sql.param(rows.map((r) => r.phone_hash))}::text[])`)
  ).rows[0].n;

test('with portalId: one statement places a group in its portal users’ orders, each lead as alone would', async () => {
  const w = await world(app, '묶음 등록 DB');
  const small = await placeOrder(app, w, { portalId: 801, regionQuantities: [{ region: '서울', quantity: 2 }] });
  const large = await placeOrder(app, w, { portalId: 802, regionQuantities: [{ region: '부산', quantity: 5 }] });
  const existing = (await registerOk(app, w, { phone: nextPhone(), region: '제주' })).id;
  const existingPhone = (
    await db.execute<{ phone_hash: string }>(sql`select phone_hash from leads where id = ${Number(existing)}`)
  ).rows[0].phone_hash;
  const at = new Date('2026-11-29T01:02:03.000Z');
  const item = async (portalId: number, phone = nextPhone(), region = '서울') => ({
    row: await rowFor(w, phone, region),
    portalId,
    actor: 'key:1',
  });
  const group = [
    await item(801),
    await item(802, nextPhone(), '부산'),
    await item(801, await suppressed(nextPhone())),
    await item(801),
    await item(801),
    await item(802),
    await item(803),
  ];
  group[5].row.phone_hash = existingPhone;

  const answers = await registerIntoOpenOrders(db, group, at);
  const kinds = answers.map((a) => (a === null || typeof a === 'string' ? a : Number(a.orderId)));
  assert.deepEqual(kinds, [
    Number(small.id),
    Number(large.id),
    'suppressed',
    Number(small.id),
    null,
    'duplicate',
    null,
  ]);
  const placed = answers.filter((a) => a !== null && typeof a !== 'string');
  assert.deepEqual(
    placed.map((p) => p.id),
    [...placed.map((p) => p.id)].sort((a, b) => a - b),
    'ids in the group’s order',
  );
  const [first, second, fourth] = placed;

  // Nothing is written for the refused ones and for those the transaction takes.
  assert.equal(await leadsOfPhones(w, [group[2].row, group[4].row, group[6].row]), 0);
  const counters = await db.execute(sql`select o.id::int as id, o.status, o.confirmed_count as confirmed,
      r.confirmed_count as region_confirmed, o.sent_today
    from orders o join order_regions r on r.order_id = o.id
    where o.id in (${Number(small.id)}, ${Number(large.id)}) order by o.id`);
  assert.deepEqual(counters.rows, [
    { id: Number(small.id), status: 'COMPLETED', confirmed: 2, region_confirmed: 2, sent_today: 2 },
    { id: Number(large.id), status: 'IN_PROGRESS', confirmed: 1, region_confirmed: 1, sent_today: 1 },
  ]);

  const ids = placed.map((p) => p.id);
  const leadsRows =
    await db.execute(sql`select id::int as id, status, owner_portal_id as owner, order_id::int as "order",
      assignment_id::int as assignment, assigned_at = ${at.toISOString()}::timestamptz as at
    from leads where id = any(${sql.param(ids)}::bigint[]) order by id`);
  assert.deepEqual(
    leadsRows.rows,
    placed.map((p, i) => ({
      id: p.id,
      status: 'ASSIGNED',
      owner: [801, 802, 801][i],
      order: p.orderId,
      assignment: p.assignmentId,
      at: true,
    })),
  );
  const assignmentsRows = await db.execute(sql`select lead_id::int as lead, order_id::int as "order", kind
    from assignments where lead_id = any(${sql.param(ids)}::bigint[]) order by lead_id`);
  assert.deepEqual(
    assignmentsRows.rows,
    placed.map((p) => ({ lead: p.id, order: p.orderId, kind: 'CONFIRMED' })),
  );
  const history = await db.execute(sql`select lead_id::int as lead, event, portal_id from lead_events
    where lead_id = any(${sql.param(ids)}::bigint[]) order by id`);
  assert.deepEqual(
    history.rows,
    placed.flatMap((p, i) => [
      { lead: p.id, event: 'REGISTERED', portal_id: null },
      { lead: p.id, event: 'CONFIRMED', portal_id: [801, 802, 801][i] },
    ]),
  );
  // order.completed once, right after the lead.assigned of the lead that completed the order.
  const outbox = await db.execute<{ type: string; lead: string | null; order: string; actor: string }>(sql`
    select type, payload->>'leadId' as lead, payload->>'orderId' as "order", actor from outbox_events
    where payload->>'orderId' in (${small.id}, ${large.id}) order by id`);
  assert.deepEqual(
    outbox.rows.map((o) => [o.type, o.lead, o.order, o.actor]),
    [
      ['lead.assigned', String(first.id), small.id, 'key:1'],
      ['lead.assigned', String(second.id), large.id, 'key:1'],
      ['lead.assigned', String(fourth.id), small.id, 'key:1'],
      ['order.completed', null, small.id, 'key:1'],
    ],
  );
  await assertInvariants(db);
});

test('without portalId: one statement writes the group’s leads no open order has room for', async () => {
  const w = await world(app, '묶음 단독 DB');
  await placeOrder(app, w, { portalId: 811, regionQuantities: [{ region: '부산', quantity: 5 }] });
  const existing = await registerOk(app, w, { region: '제주' });
  const existingPhone = (
    await db.execute<{ phone_hash: string }>(sql`select phone_hash from leads where id = ${Number(existing.id)}`)
  ).rows[0].phone_hash;
  const rows = [
    await rowFor(w, nextPhone(), '제주'),
    await rowFor(w, nextPhone(), '부산'),
    await rowFor(w, await suppressed(nextPhone()), '제주'),
    await rowFor(w, nextPhone(), '제주'),
    await rowFor(w, nextPhone(), '강원'),
  ];
  rows[3].phone_hash = existingPhone;

  const answers = await registerAlone(db, rows);
  const kinds = answers.map((a) => (a === null || typeof a === 'string' ? a : a.status));
  assert.deepEqual(kinds, ['UNASSIGNED', null, 'suppressed', 'duplicate', 'UNASSIGNED']);
  const placed = answers.filter((a) => a !== null && typeof a !== 'string');
  assert.ok(placed[0].id < placed[1].id, 'ids in the group’s order');
  assert.equal(await leadsOfPhones(w, [rows[1], rows[2]]), 0);
  const history = await db.execute(sql`select lead_id::int as lead, event, detail from lead_events
    where lead_id = any(${sql.param(placed.map((p) => p.id))}::bigint[]) order by id`);
  assert.deepEqual(
    history.rows,
    placed.map((p) => ({ lead: p.id, event: 'REGISTERED', detail: { portalId: null } })),
  );
  await assertInvariants(db);
});
