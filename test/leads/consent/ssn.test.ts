import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { auditLog, idempotencyKeys, leads } from '../../../src/db/schema/index.js';
import { createProvider } from '../../../src/leads/catalog/catalog.service.js';
import { loadLeadsConfig } from '../../../src/leads/catalog/lead-settings.js';
import { runImport } from '../../../src/leads/imports/import-job.js';
import { internalCaller } from '../../../src/platform/access/caller.js';
import { ConfigError } from '../../../src/platform/env.js';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { nextPhone, register, world } from '../../helpers/fixtures.js';
import { errorsCsv, jobDeps, startImportOk, uploadImportFile } from '../imports/helpers.js';

const t = await build();
const { app, db, logs } = t;
const w = await world(app);

const setPolicy = (providerId: string, ssnPolicy: string) =>
  app.inject({
    method: 'PATCH',
    url: `/admin/v1/providers/${providerId}`,
    headers: adminHeaders,
    payload: { ssnPolicy },
  });

test('under DISCARD (the default) an ssn is validated and used for gender and birth date, and stored nowhere', async () => {
  const digits = '8507152345671';
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/leads',
    headers: { ...w.asProvider, 'idempotency-key': 'ssn-discard-1' },
    payload: {
      productId: w.product.id,
      providerId: w.provider.id,
      name: '박주민',
      phone: nextPhone(),
      ssn: '850715-2345671',
    },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().birth_date, '850715');
  assert.equal(res.json().gender, 'F');
  expectProblem(await register(app, w, { ssn: '851315-2345671' }), 400, 'VALIDATION_FAILED');

  const importDigits = '9202031456789';
  const csv = Buffer.from(`이름,휴대폰,주민번호\n김수입,${nextPhone()},920203-1456789\n`);
  const fileId = await uploadImportFile(app, w.providerKey, csv);
  const started = await startImportOk(app, w.providerKey, {
    fileId,
    productId: w.product.id,
    providerId: w.provider.id,
  });
  assert.equal(await runImport(jobDeps(app), Number(started.id)), 'COMPLETED');
  const imported = await db.execute<{ birth_date: string; gender: string }>(sql`
    select l.birth_date, l.gender from ${leads} l join lead_events e on e.lead_id = l.id and e.event = 'REGISTERED'
    where e.detail->>'importId' = ${started.id}`);
  assert.deepEqual(imported.rows, [{ birth_date: '920203', gender: 'M' }]);

  // Every table of every schema (the job queue's included), every column as text; and every log line.
  const { rows: tables } = await db.execute<{ schema: string; name: string }>(sql`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`);
  assert.ok(tables.length > 30, `${tables.length} tables`);
  const found: string[] = [];
  for (const { schema, name } of tables) {
    const table = sql.raw(`"${schema}"."${name}"`);
    for (const needle of [digits, '850715-2345671', importDigits, '920203-1456789']) {
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from ${table} t where t::text like ${`%${needle}%`}`,
      );
      if (rows[0].n > 0) found.push(`${schema}.${name}: ${needle}`);
    }
  }
  assert.deepEqual(found, []);
  const { rows: stored } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${leads} where ssn_enc is not null`,
  );
  assert.equal(stored[0].n, 0);
  assert.deepEqual(
    logs.filter((line) => line.includes(digits) || line.includes(importDigits) || line.includes('2345671')),
    [],
  );
});

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** A registration with an ssn under an Idempotency-Key; answers the request and its stored record. */
async function registerOnce(key: string, ssn: string, phone = nextPhone()) {
  const payload = { productId: w.product.id, providerId: w.provider.id, name: '박주민', phone, ssn };
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/leads',
    headers: { ...w.asProvider, 'idempotency-key': key },
    payload,
  });
  const [record] = await db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  return { res, record, payload };
}

test('the idempotency record keeps a keyed hash of the request, never the plain SHA-256 of a body with an ssn', async () => {
  const { res, record, payload } = await registerOnce('ssn-hash-1', '850715-2345671');
  assert.equal(res.statusCode, 200, res.body);
  // Hashing every possible number with the body around it would find the one whose plain hash this is.
  const body = JSON.stringify(payload);
  assert.notEqual(record.requestHash, sha256(`POST /api/v1/leads\n${body}`));
  assert.notEqual(record.requestHash, sha256(body));
  // The same body is still the same request: replayed, not registered again.
  const again = await registerOnce('ssn-hash-1', '850715-2345671', payload.phone);
  assert.equal(again.res.statusCode, 200, again.res.body);
  assert.equal(again.res.headers['idempotent-replayed'], 'true');
  assert.equal(again.res.json().id, res.json().id);
  // Another number under the same key is another request.
  expectProblem((await registerOnce('ssn-hash-1', '850715-2345672', payload.phone)).res, 400, 'IDEMPOTENCY_KEY_REUSED');
});

test('a record stored with the plain hash before the change still replays its own request, and only that', async () => {
  const { res, payload } = await registerOnce('ssn-hash-2', '850715-1345671');
  assert.equal(res.statusCode, 200, res.body);
  await db
    .update(idempotencyKeys)
    .set({ requestHash: sha256(`POST /api/v1/leads\n${JSON.stringify(payload)}`) })
    .where(eq(idempotencyKeys.key, 'ssn-hash-2'));
  const again = await registerOnce('ssn-hash-2', '850715-1345671', payload.phone);
  assert.equal(again.res.headers['idempotent-replayed'], 'true');
  assert.equal(again.res.json().id, res.json().id);
  expectProblem((await registerOnce('ssn-hash-2', '850715-1345672', payload.phone)).res, 400, 'IDEMPOTENCY_KEY_REUSED');
});

test('ssnPolicy: shown, set by PATCH (audited); REJECT refuses an ssn after the field formats', async () => {
  const other = await world(app);
  const set = await setPolicy(other.provider.id, 'REJECT');
  assert.equal(set.statusCode, 200, set.body);
  assert.deepEqual(set.json(), { ...other.provider, ssnPolicy: 'REJECT' });
  const [audited] = await db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = 'PROVIDER_UPDATED' and ${auditLog.target} = ${`provider:${other.provider.id}`}`);
  assert.deepEqual(audited.detail, { ssnPolicy: 'REJECT' });

  const before = (await db.select().from(leads)).length;
  const refused = expectProblem(await register(app, other, { ssn: '850715-2345671' }), 400, 'SSN_NOT_ACCEPTED');
  assert.equal((refused.errors as { field: string }[])[0].field, 'ssn');
  assert.ok(!JSON.stringify(refused).includes('2345671'));
  // A malformed one is a field format: answered first.
  expectProblem(await register(app, other, { ssn: '12' }), 400, 'VALIDATION_FAILED');
  // Before the consent rules.
  expectProblem(
    await register(app, other, {
      ssn: '850715-2345671',
      consent: {
        channel: 'PHONE',
        collectedAt: new Date().toISOString(),
        sourceName: '콜',
        termsVersion: 'none',
        termsSha256: 'a'.repeat(64),
        recipients: ['x'],
        items: ['NAME'],
        purposes: ['COLLECTION'],
        retentionDays: 1,
      },
    }),
    400,
    'SSN_NOT_ACCEPTED',
  );
  assert.equal((await db.select().from(leads)).length, before);
  assert.equal((await register(app, other)).statusCode, 200);

  const csv = Buffer.from(`이름,휴대폰,주민번호\n김수입,${nextPhone()},920203-1456789\n이없음,${nextPhone()},\n`);
  const fileId = await uploadImportFile(app, other.providerKey, csv);
  const started = await startImportOk(app, other.providerKey, {
    fileId,
    productId: other.product.id,
    providerId: other.provider.id,
  });
  assert.equal(await runImport(jobDeps(app), Number(started.id)), 'COMPLETED');
  const lines = await errorsCsv(app, other.providerKey, started.id);
  assert.equal(lines.length, 2);
  assert.match(lines[1], /^2,C \(ssn\),SSN_NOT_ACCEPTED,/);

  expectProblem(await setPolicy(other.provider.id, 'KEEP'), 400, 'VALIDATION_FAILED');
  expectProblem(await setPolicy('999999', 'REJECT'), 404, 'NOT_FOUND');
  const listed = await app.inject({ url: '/admin/v1/providers?limit=100', headers: adminHeaders });
  const shown = listed.json().data.find((p: { id: string }) => p.id === other.provider.id);
  assert.equal(shown.ssnPolicy, 'REJECT');
});

test('the migration deletes stored numbers and writes how many to the audit log; a database that held none has no entry', async () => {
  const entries = () => db.select().from(auditLog).where(eq(auditLog.action, 'LEAD_SSNS_DELETED'));
  assert.deepEqual(await entries(), [], 'this database was created empty');
  // The migration's statement again, over numbers stored the way they were before it.
  const migration = readFileSync(new URL('../../../src/db/migrations/0032_consent.sql', import.meta.url), 'utf8');
  const statement = migration.split('--> statement-breakpoint').find((s) => s.includes("'LEAD_SSNS_DELETED'"));
  assert.ok(statement);
  await db.execute(sql`alter table ${leads} drop constraint leads_no_ssn`);
  await db.execute(
    sql`update ${leads} set ssn_enc = 'v1:stored' where id in (select id from ${leads} order by id limit 2)`,
  );
  await db.execute(sql.raw(statement));
  await db.execute(sql`alter table ${leads} add constraint leads_no_ssn check (ssn_enc is null)`);
  const rows = await entries();
  assert.equal(rows.length, 1);
  assert.deepEqual(rows[0].detail, { count: 2 });
  assert.equal(rows[0].actor, 'migration');
  // And none can be stored again.
  await assert.rejects(db.execute(sql`update ${leads} set ssn_enc = 'x' where id = (select min(id) from ${leads})`));
});

test('LEAD_SSN_POLICY is the default of new providers', async () => {
  assert.equal(loadLeadsConfig({}).ssnPolicy, 'DISCARD');
  const settings = loadLeadsConfig({ LEAD_SSN_POLICY: 'REJECT', CONSENT_RECIPIENTS: ' A사 | B사 |' });
  assert.deepEqual(settings, { ssnPolicy: 'REJECT', consentRecipients: ['A사', 'B사'] });
  assert.throws(() => loadLeadsConfig({ LEAD_SSN_POLICY: 'KEEP' }), ConfigError);
  const created = await createProvider({ db, settings }, internalCaller('test'), { code: 'SSNREJ', name: '거절사' });
  assert.equal(created.ssnPolicy, 'REJECT');
});
