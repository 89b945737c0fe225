import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { sendDueNotices } from '../../src/leads/notifications/notices.sender.js';
import { drainOutbox } from '../../src/platform/outbox.js';
import { claimBody, createConsultant, createTerms } from '../claims/helpers.js';
import { adminHeaders, build } from '../helpers/build.js';
import { registerOk, world } from '../helpers/fixtures.js';

// After a workload that stores and reads personal data through every interface, no phone number, resident
// registration number or bank account is in the database in clear, and none is in any log line.
const { app, db, logs } = await build({ LOG_LEVEL: 'debug' });
const w = await world(app);

const rnd = (n: number) =>
  Array.from({ length: n }, () => Math.floor(Math.random() * 10))
    .join('')
    .replace(/^0/, '7');
const leadPhones = Array.from({ length: 6 }, () => `010-${rnd(4)}-${rnd(4)}`);
const ssns = leadPhones.map(
  () => `9${rnd(1)}0${1 + Math.floor(Math.random() * 9)}1${1 + Math.floor(Math.random() * 8)}-1${rnd(6)}`,
);
const claimTel = `010-${rnd(4)}-${rnd(4)}`;
const callbackTel = `010${rnd(8)}`;
const consultantTel = `010-${rnd(4)}-${rnd(4)}`;
const account = `${rnd(3)}-${rnd(3)}-${rnd(6)}`;

const digits = (s: string) => s.replace(/\D/g, '');
/** The forms a value could be stored or logged in: as given, digits only, and the part after the prefix. */
function needles(value: string, kind: 'phone' | 'ssn' | 'account') {
  const d = digits(value);
  const out = new Set([value, d]);
  if (kind === 'phone') out.add(d.slice(3)).add(`${d.slice(3, 7)}-${d.slice(7)}`);
  if (kind === 'ssn') out.add(d.slice(6));
  return [...out];
}

type Secret = { what: string; needle: string };
const secrets: Secret[] = [
  ...leadPhones.flatMap((p) => needles(p, 'phone').map((n) => ({ what: 'lead phone', needle: n }))),
  ...ssns.flatMap((s) => needles(s, 'ssn').map((n) => ({ what: 'ssn', needle: n }))),
  ...needles(account, 'account').map((n) => ({ what: 'bank account', needle: n })),
  ...needles(claimTel, 'phone').map((n) => ({ what: 'claim clientTel', needle: n })),
  ...needles(callbackTel, 'phone').map((n) => ({ what: 'claim callbackTel', needle: n })),
  ...needles(consultantTel, 'phone').map((n) => ({ what: 'consultant phone', needle: n })),
];

// ---- the workload ----
// The consultant's phone, told of every lead below.
const settings = await app.inject({
  method: 'PUT',
  url: '/api/v1/notification-settings',
  headers: w.asPortal,
  payload: { portalId: 11, channel: 'KAKAO', phone: consultantTel, quietHours: { from: '00:00', to: '00:00' } },
});
assert.equal(settings.statusCode, 200, settings.body);
const owned = [];
for (const [i, phone] of leadPhones.entries()) {
  owned.push(
    await registerOk(app, w, {
      portalId: 11,
      region: '서울',
      phone,
      ssn: ssns[i],
      email: `person${i}@example.com`,
      memo: '상담 희망',
    }),
  );
}
for (const lead of owned.slice(0, 3)) {
  const used = await app.inject({
    method: 'POST',
    url: `/api/v1/leads/${lead.id}/use`,
    headers: w.asPortal,
    payload: { portalId: 11 },
  });
  assert.equal(used.statusCode, 200, used.body);
}
const contacts = await app.inject({
  method: 'POST',
  url: '/api/v1/leads/contacts',
  headers: { ...w.asPortal, 'idempotency-key': 'contacts-1' },
  payload: { portalId: 11, leadIds: owned.map((l) => l.id) },
});
assert.equal(contacts.statusCode, 200, contacts.body);
assert.ok(contacts.body.includes(digits(leadPhones[0]).slice(3, 7)), 'the workload did reveal phone numbers');
// A duplicate (409) and an invalid phone (400) carry personal data into error paths.
await app.inject({
  method: 'POST',
  url: '/api/v1/leads',
  headers: w.asProvider,
  payload: { productId: w.product.id, providerId: w.provider.id, name: '홍길동', phone: leadPhones[0] },
});
await app.inject({
  method: 'POST',
  url: '/api/v1/leads',
  headers: w.asProvider,
  payload: {
    productId: w.product.id,
    providerId: w.provider.id,
    name: '홍길동',
    phone: `${leadPhones[1]}9`,
    ssn: ssns[1],
  },
});
// Distribution moves leads with their data.
await app.inject({
  method: 'POST',
  url: '/api/v1/distribute',
  headers: w.asPortal,
  payload: { fromPortalId: 11, toPortalId: 12, leadIds: [owned[5].id] },
});

// Claims: a client's phone, a callback phone and a bank account.
await createTerms(app, 'SAMSUNG_LIFE', true);
const fc = await createConsultant(app, 'FC');
const bearer = { authorization: `Bearer ${fc.token}` };
const terms = (await app.inject({ url: '/api/v1/claim/terms/SAMSUNG_LIFE', headers: bearer })).json() as {
  termsId?: number;
  id?: number;
}[];
const claim = await app.inject({
  method: 'POST',
  url: '/api/v1/claim/requests',
  headers: bearer,
  payload: claimBody(
    fc.ci,
    terms.map((x) => Number(x.termsId ?? x.id)),
    { clientTel: claimTel, callbackTel, bankAccount: account },
  ),
});
assert.equal(claim.statusCode, 200, claim.body);
const history = await app.inject({
  method: 'POST',
  url: '/api/v1/claim/histories',
  headers: bearer,
  payload: { fcUserCi: fc.ci, clientTel: claimTel },
});
assert.ok(history.statusCode < 500, history.body);
await app.inject({ url: '/admin/v1/audit?limit=100', headers: adminHeaders });
// The consultant is told of the leads: notices made from the events, the message sent.
await drainOutbox(db);
const told = await sendDueNotices(app.notices, new Date(app.deps.clock() + 61_000));
assert.ok(told.SENT > 0, 'the workload did send a message to the consultant');

/** Every text, JSON and array column of every table, outside the system schemas, as one string per column. */
async function dumpDatabase() {
  const cols = await db.execute<{ table_schema: string; table_name: string; column_name: string }>(sql`
    select c.table_schema, c.table_name, c.column_name
    from information_schema.columns c join information_schema.tables t
      on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
    where c.table_schema not in ('pg_catalog', 'information_schema')
      and (c.data_type in ('text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY', 'bytea'))`);
  const out: { where: string; text: string }[] = [];
  for (const c of cols.rows) {
    const res = await db.execute<{ v: string | null }>(
      sql`select string_agg(${sql.identifier(c.column_name)}::text, ' | ') as v from ${sql.identifier(c.table_schema)}.${sql.identifier(c.table_name)}`,
    );
    const v = res.rows[0]?.v;
    if (v) out.push({ where: `${c.table_schema}.${c.table_name}.${c.column_name}`, text: v });
  }
  return out;
}

test('no phone number, resident registration number or bank account in clear in the database', async () => {
  const found: string[] = [];
  for (const col of await dumpDatabase()) {
    for (const s of secrets) if (col.text.includes(s.needle)) found.push(`${s.what} in ${col.where}`);
  }
  assert.deepEqual([...new Set(found)], []);
});

test('no personal data, API key or token in any log line of the workload', () => {
  assert.ok(logs.length > 20, `${logs.length} log lines`);
  const found: string[] = [];
  const credentials = [w.portalKey, w.providerKey, fc.token].map((c) => ({ what: 'credential', needle: c.slice(-20) }));
  for (const line of logs) {
    for (const s of [...secrets, ...credentials])
      if (line.includes(s.needle)) found.push(`${s.what}: ${line.slice(0, 300)}`);
    if (/person\d@example\.com/.test(line)) found.push(`email: ${line.slice(0, 300)}`);
  }
  assert.deepEqual(found.slice(0, 10), []);
});
