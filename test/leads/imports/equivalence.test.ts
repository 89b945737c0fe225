import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { assignments, leadEvents, leads, orderRegions, orders } from '../../../src/db/schema/index.js';
import { runImport } from '../../../src/leads/imports/import-job.js';
import { build } from '../../helpers/build.js';
import { placeOrder, register, registerOk, type World, world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { errorsCsv, importOf, jobDeps, startImportOk, uploadImportFile } from './helpers.js';

/**
 * The same 1,000 rows registered one by one through POST /api/v1/leads (world A) and imported from a file (world B)
 * end in the same state: leads, assignments, orders and their counters, lead history and public events.
 */

const { app, db } = await build();
const a = await world(app);
const b = await world(app);

const FIELDS = ['name', 'phone', 'email', 'region', 'address', 'memo', 'birth_date', 'gender', 'ssn'] as const;
type Row = Partial<Record<(typeof FIELDS)[number], string>>;

const REGIONS = ['서울', '부산', '경기도', '대전광역시', '', '제주', '평양'];
function rowsOf(count: number): Row[] {
  const rows: Row[] = [];
  for (let i = 0; i < count; i++) {
    const d = String(i).padStart(4, '0');
    const row: Row = { name: `고객${i}`, phone: `010-31${d.slice(0, 2)}-${d}` };
    row.region = REGIONS[i % REGIONS.length];
    if (i % 3 === 0) row.email = `c${i}@example.com`;
    if (i % 4 === 0) row.gender = i % 8 === 0 ? '남' : 'F';
    if (i % 5 === 0) row.birth_date = `19${String(60 + (i % 40)).padStart(2, '0')}-0${1 + (i % 9)}-1${i % 10}`;
    if (i % 11 === 0) row.memo = `메모 ${i}`;
    if (i % 13 === 0) row.address = `주소 ${i}`;
    if (i % 17 === 0) row.ssn = `8501${String(10 + (i % 18))}-${i % 2 === 0 ? 1 : 2}234567`;
    if (i % 37 === 5) row.phone = '010-12'; // invalid
    if (i % 41 === 7) row.phone = rows[i - 3]?.phone ?? row.phone; // repeats an earlier row
    if (i % 97 === 3) row.phone = '010-3999-0001'; // registered before
    rows.push(row);
  }
  return rows;
}

const ROWS = rowsOf(1000);
const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const csv = Buffer.from(
  `${['이름', '휴대폰', '이메일', '지역', '주소', '메모', '생년월일', '성별', '주민번호'].join(',')}\n${ROWS.map((r) =>
    FIELDS.map((f) => csvCell(r[f] ?? '')).join(','),
  ).join('\n')}\n`,
);

/** The same open orders for each world: quantities that fill up part-way through the rows. */
async function ordersFor(w: World) {
  await placeOrder(app, w, { portalId: 41, regionQuantities: [{ region: '서울', quantity: 60 }] });
  await placeOrder(app, w, {
    portalId: 42,
    regionQuantities: [
      { region: '부산', quantity: 30 },
      { region: '서울', quantity: 40 },
    ],
  });
  await placeOrder(app, w, { portalId: 43, regionQuantities: [{ region: '경기', quantity: 500 }] });
  await registerOk(app, w, { phone: '010-3999-0001' });
}

async function snapshot(w: World) {
  const vault = app.deps.vault;
  const providerId = Number(w.provider.id);
  const orderRows = await db.select().from(orders).where(eq(orders.providerId, providerId)).orderBy(asc(orders.id));
  const orderIndex = new Map(orderRows.map((o, i) => [o.id, i]));
  const leadRows = await db.select().from(leads).where(eq(leads.providerId, providerId)).orderBy(asc(leads.id));
  const leadIndex = new Map(leadRows.map((l, i) => [l.id, i]));
  const ids = leadRows.map((l) => l.id);
  const order = (id: number | null) => (id === null ? null : orderIndex.get(id));
  const lead = (id: number | null) => (id === null ? null : leadIndex.get(id));
  const assignmentRows = await db
    .select()
    .from(assignments)
    .where(inArray(assignments.leadId, ids))
    .orderBy(asc(assignments.id));
  const events = await db
    .select()
    .from(leadEvents)
    .where(inArray(leadEvents.leadId, ids))
    .orderBy(asc(leadEvents.leadId), asc(leadEvents.id));
  const regionRows = await db
    .select()
    .from(orderRegions)
    .where(
      inArray(
        orderRegions.orderId,
        orderRows.map((o) => o.id),
      ),
    );
  const { rows: outbox } = await db.execute<{ type: string; payload: unknown }>(sql`
    select type, payload from outbox_events
    where type in ('lead.assigned', 'order.completed')
      and (payload->>'leadId')::bigint = any(${sql.param(ids)}::bigint[]) order by id`);
  return {
    leads: leadRows.map((l) => ({
      name: l.name,
      phone: vault.decrypt(l.phoneEnc),
      phone1: l.phone1,
      phone3: l.phone3,
      masked: l.phoneMasked,
      email: l.email,
      regionId: l.regionId,
      address: l.address,
      memo: l.memo,
      birthDate: l.birthDate,
      gender: l.gender,
      ssn: l.ssnEnc ? vault.decrypt(l.ssnEnc) : null,
      metadata: l.metadata,
      status: l.status,
      owner: l.ownerPortalId,
      order: order(l.orderId),
      assigned: l.assignedAt !== null,
    })),
    assignments: assignmentRows.map((x) => ({
      lead: lead(x.leadId),
      order: order(x.orderId),
      kind: x.kind,
      ended: x.endedAt !== null,
    })),
    orders: orderRows.map((o) => ({
      portalId: o.portalId,
      source: o.source,
      status: o.status,
      ordered: o.orderedQuantity,
      provisional: o.provisionalCount,
      confirmed: o.confirmedCount,
      used: o.usedCount,
      regions: regionRows
        .filter((r) => r.orderId === o.id)
        .map((r) => [r.regionId, r.quantity, r.provisionalCount, r.confirmedCount])
        .sort(),
    })),
    events: events.map((e) => {
      const { importId: _ignored, ...detail } = (e.detail ?? {}) as Record<string, unknown>;
      return { lead: lead(e.leadId), event: e.event, portalId: e.portalId, order: order(e.orderId), detail };
    }),
    outbox: outbox.map((e) => {
      const p = (typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload) as Record<string, unknown>;
      return {
        type: e.type,
        lead: lead(Number(p.leadId)),
        order: order(Number(p.orderId)),
        portalId: p.portalId,
        assignment: p.assignment,
      };
    }),
  };
}

test('1,000 rows registered one by one and imported from a file end in the same leads, orders, events and counters', async () => {
  await ordersFor(a);
  await ordersFor(b);

  const answers = { ok: 0, invalid: 0, duplicate: 0 };
  for (const row of ROWS) {
    const fields = Object.fromEntries(Object.entries(row).filter(([, v]) => v !== ''));
    const res = await register(app, a, fields);
    if (res.statusCode === 200) answers.ok++;
    else if (res.statusCode === 409) answers.duplicate++;
    else if (res.statusCode === 400) answers.invalid++;
    else assert.fail(`${res.statusCode} ${res.body}`);
  }

  const fileId = await uploadImportFile(app, b.providerKey, csv);
  const started = await startImportOk(app, b.providerKey, {
    fileId,
    providerId: b.provider.id,
    productId: b.product.id,
  });
  assert.equal(await runImport(jobDeps(app), Number(started.id), { batchSize: 250 }), 'COMPLETED');
  const done = await importOf(app, b.providerKey, started.id);
  assert.deepEqual(
    { ok: done.registered, invalid: done.invalid, duplicate: done.duplicates },
    answers,
    'the import counts what the single registrations answered',
  );
  assert.ok(answers.ok > 700 && answers.invalid > 100 && answers.duplicate > 10, JSON.stringify(answers));
  assert.equal(
    (await errorsCsv(app, b.providerKey, started.id)).length - 1 >= answers.invalid + answers.duplicate,
    true,
  );

  const [left, right] = [await snapshot(a), await snapshot(b)];
  assert.ok(left.assignments.length > 100, `${left.assignments.length} assignments`);
  assert.deepEqual(right.leads, left.leads);
  assert.deepEqual(right.assignments, left.assignments);
  assert.deepEqual(right.orders, left.orders);
  assert.deepEqual(right.events, left.events);
  assert.deepEqual(right.outbox, left.outbox);
  await assertInvariants(db);
});
