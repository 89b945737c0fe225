import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { count, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { auditLog, files, leadConsentEvidence, leads, piiAccessLog } from '../../../src/db/schema/index.js';
import { clearConsentEvidence } from '../../../src/leads/consent/consent.service.js';
import { consentRecords } from '../../../src/leads/core/lead-consent.js';
import { runImport } from '../../../src/leads/imports/import-job.js';
import { createKey, createProduct, createProvider, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build, onPostgres } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { nextPhone, placeOrder, register, type World, world } from '../../helpers/fixtures.js';
import { waitFor } from '../../helpers/wait-for.js';
import { errorsCsv, jobDeps, startImportOk, uploadImportFile } from '../imports/helpers.js';
import { TERMS, TERMS_SHA, uploadProviderFile, WAV } from './helpers.js';

const clock = testClock(Date.parse('2026-11-25T03:00:00.000Z'));
const t = await build({ CONSENT_RECIPIENTS: '리드라인 주식회사|(주)다른대리점' }, { clock: clock.now });
const { app, db } = t;
const w = await world(app);

const upload = (who: World, bytes: Buffer, mimeType: string, purpose: string) =>
  uploadProviderFile(app, who, bytes, mimeType, purpose);

const putTerms = (who: World, version: string, fileId: string, headers = who.asProvider) =>
  app.inject({
    method: 'PUT',
    url: `/admin/v1/providers/${who.provider.id}/consent-terms/${version}`,
    headers,
    payload: { fileId },
  });

const termsFile = await upload(w, TERMS, 'text/plain', 'CONSENT_TERMS');
const registered = await putTerms(w, 'v1', termsFile);

const consent = (over: Record<string, unknown> = {}) => ({
  channel: 'WEB',
  collectedAt: '2026-11-20T01:02:03.000Z',
  sourceName: '○○보험비교',
  sourceUrl: 'https://compare.example/landing?utm_source=x#top',
  termsVersion: 'v1',
  termsSha256: TERMS_SHA,
  recipients: ['㈜리드라인'],
  items: ['NAME', 'PHONE', 'REGION'],
  purposes: ['COLLECTION', 'THIRD_PARTY_PROVISION', 'SOLICITATION', 'AD_SMS'],
  retentionDays: 365,
  ...over,
});

const leadCount = async () => (await db.select({ n: count() }).from(leads))[0].n;

test('consent terms: the service hashes the stored bytes; a version is immutable', async () => {
  assert.equal(registered.statusCode, 200, registered.body);
  const body = registered.json();
  assert.deepEqual(
    { ...body, createdAt: typeof body.createdAt },
    { providerId: w.provider.id, termsVersion: 'v1', sha256: TERMS_SHA, fileId: termsFile, createdAt: 'string' },
  );
  // The same bytes again (another upload of them): the registered terms, unchanged.
  const again = await putTerms(w, 'v1', await upload(w, TERMS, 'text/plain', 'CONSENT_TERMS'));
  assert.equal(again.statusCode, 200, again.body);
  assert.equal(again.json().fileId, termsFile);
  const other = await upload(w, Buffer.from('다른 약관'), 'text/plain', 'CONSENT_TERMS');
  expectProblem(await putTerms(w, 'v1', other), 409, 'CONSENT_TERMS_EXISTS');
  const list = await app.inject({
    method: 'GET',
    url: `/admin/v1/providers/${w.provider.id}/consent-terms`,
    headers: adminHeaders,
  });
  assert.equal(list.statusCode, 200, list.body);
  assert.deepEqual(
    list.json().data.map((d: { termsVersion: string }) => d.termsVersion),
    ['v1'],
  );
  const audited = await db.select().from(auditLog).where(eq(auditLog.action, 'CONSENT_TERMS_REGISTERED'));
  assert.equal(audited.length, 1);
});

test("consent terms: another provider's key → 403 KEY_SCOPE; a file that is not CONSENT_TERMS → FILE_NOT_USABLE", async () => {
  const other = await world(app);
  expectProblem(await putTerms(w, 'v9', termsFile, other.asProvider), 403, 'KEY_SCOPE');
  const evidence = await upload(w, WAV, 'audio/wav', 'CONSENT_EVIDENCE');
  expectProblem(await putTerms(w, 'v9', evidence), 400, 'FILE_NOT_USABLE');
  const notUtf8 = await upload(w, Buffer.from([0x41, 0xc3, 0x28, 0x42]), 'text/plain', 'CONSENT_TERMS');
  expectProblem(await putTerms(w, 'v9', notUtf8), 400, 'FILE_NOT_USABLE');
  const unknown = await app.inject({
    method: 'PUT',
    url: '/admin/v1/providers/999999/consent-terms/v1',
    headers: adminHeaders,
    payload: { fileId: termsFile },
  });
  expectProblem(unknown, 404, 'NOT_FOUND');
});

test('a consent file is private: no cdnUrl, and a portal key may not upload one', async () => {
  const [row] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(termsFile)));
  assert.equal(row.cdnUrl, '');
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: w.asPortal,
    payload: { portalId: 1, fileName: 'x', mimeType: 'audio/wav', size: 10, purpose: 'CONSENT_EVIDENCE' },
  });
  expectProblem(res, 403, 'KEY_SCOPE');
  const audioElsewhere = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: w.asProvider,
    payload: { fileName: 'x', mimeType: 'audio/wav', size: 10, purpose: 'LEAD_ATTACHMENT' },
  });
  expectProblem(audioElsewhere, 400, 'VALIDATION_FAILED');
});

test('a registration with a consent stores it and every lead shape shows its summary', async () => {
  const res = await register(app, w, { region: '서울', consent: consent(), portalId: 41 });
  assert.equal(res.statusCode, 200, res.body);
  const lead = res.json();
  const summary = {
    channel: 'WEB',
    sourceName: '○○보험비교',
    collectedAt: '2026-11-20T01:02:03.000Z',
    termsVersion: 'v1',
    items: ['NAME', 'PHONE', 'REGION'],
    purposes: ['COLLECTION', 'THIRD_PARTY_PROVISION', 'SOLICITATION', 'AD_SMS'],
    retainUntil: '2027-11-20T01:02:03.000Z',
    hasEvidence: false,
  };
  assert.deepEqual(lead.consent, summary);
  const row = await recordOf(lead.id);
  assert.equal(row.sourceUrl, 'https://compare.example/landing', 'stored without its query and fragment');
  assert.deepEqual(row.recipients, ['㈜리드라인']);

  const single = await app.inject({ method: 'GET', url: `/api/v1/leads/${lead.id}?portalId=41`, headers: w.asPortal });
  assert.equal(single.statusCode, 200, single.body);
  assert.deepEqual(single.json().consent, summary);
  const list = await app.inject({ method: 'GET', url: '/api/v1/leads?portalId=41', headers: w.asPortal });
  assert.deepEqual(list.json().data[0].consent, summary);
  const admin = await app.inject({ method: 'GET', url: `/admin/v1/leads?id=${lead.id}`, headers: adminHeaders });
  assert.deepEqual(admin.json().data[0].consent, summary);
  const history = await app.inject({ method: 'GET', url: `/admin/v1/leads/${lead.id}/history`, headers: adminHeaders });
  assert.deepEqual(history.json().consent, summary);

  const without = await register(app, w);
  assert.equal(without.statusCode, 200, without.body);
  assert.equal(without.json().consent, null);
});

test('malformed consent fields → 400 VALIDATION_FAILED naming consent.<field>; nothing stored', async () => {
  const before = await leadCount();
  const cases: [Record<string, unknown>, string][] = [
    [{ sourceUrl: 'http://compare.example/' }, 'consent.sourceUrl'],
    [{ sourceUrl: undefined }, 'consent.sourceUrl'],
    [{ collectedAt: new Date(clock.now() + 120_000).toISOString() }, 'consent.collectedAt'],
    [{ channel: 'FAX' }, 'consent.channel'],
    [{ termsSha256: 'X'.repeat(64) }, 'consent.termsSha256'],
    [{ items: [] }, 'consent.items'],
    [{ retentionDays: 0 }, 'consent.retentionDays'],
  ];
  for (const [over, field] of cases) {
    const body = expectProblem(await register(app, w, { consent: consent(over) }), 400, 'VALIDATION_FAILED');
    assert.equal((body.errors as { field: string }[])[0].field, field, JSON.stringify(over));
  }
  assert.equal(await leadCount(), before);
});

test('the consent rules in order: terms, age, items; nothing stored', async () => {
  const before = await leadCount();
  expectProblem(await register(app, w, { consent: consent({ termsVersion: 'v2' }) }), 400, 'CONSENT_TERMS_UNKNOWN');
  expectProblem(
    await register(app, w, { consent: consent({ termsSha256: 'b'.repeat(64) }) }),
    400,
    'CONSENT_TERMS_MISMATCH',
  );
  expectProblem(
    await register(app, w, { consent: consent({ collectedAt: '2025-11-01T00:00:00Z' }) }),
    400,
    'CONSENT_STALE',
  );
  const missing = expectProblem(
    await register(app, w, { email: 'a@example.com', consent: consent() }),
    400,
    'CONSENT_ITEM_MISSING',
  );
  assert.equal((missing.errors as { field: string }[])[0].field, 'email');
  // Another provider's terms are not this provider's.
  const other = await world(app);
  expectProblem(await register(app, other, { consent: consent() }), 400, 'CONSENT_TERMS_UNKNOWN');
  assert.equal(await leadCount(), before);
});

test('a consent is stored with a lead registered straight into an open order and with one registered alone', async () => {
  await placeOrder(app, w, { portalId: 9601, regionQuantities: [{ region: '부산', quantity: 3 }] });
  const into = await register(app, w, { phone: nextPhone(), region: '부산', consent: consent(), portalId: 9601 });
  assert.equal(into.statusCode, 200, into.body);
  assert.equal(into.json().status, 'ASSIGNED');
  const alone = await register(app, w, { phone: nextPhone(), region: '제주', consent: consent() });
  assert.equal(alone.statusCode, 200, alone.body);
  for (const lead of [into.json(), alone.json()]) {
    const { termsVersion, recipients } = await recordOf(lead.id);
    assert.deepEqual({ termsVersion, recipients }, { termsVersion: 'v1', recipients: ['㈜리드라인'] });
    assert.equal(lead.consent.termsVersion, 'v1');
  }
});

test('a version refused as unknown is found once it is registered (only registered terms are remembered)', async () => {
  const later = await world(app);
  expectProblem(
    await register(app, later, { phone: nextPhone(), consent: consent({ termsVersion: 'v7' }) }),
    400,
    'CONSENT_TERMS_UNKNOWN',
  );
  await putTerms(later, 'v7', await upload(later, TERMS, 'text/plain', 'CONSENT_TERMS'));
  const res = await register(app, later, { phone: nextPhone(), consent: consent({ termsVersion: 'v7' }) });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().consent.termsVersion, 'v7');
});

test('product settings: shown, audited, and applied (required, purposes, evidence, recipients)', async () => {
  const strict = await world(app);
  await putTerms(strict, 'v1', await upload(strict, TERMS, 'text/plain', 'CONSENT_TERMS'));
  const shown = await app.inject({ method: 'GET', url: '/admin/v1/products', headers: adminHeaders });
  const product = shown.json().data.find((p: { id: string }) => p.id === strict.product.id);
  assert.equal(product.consentRequired, false);
  assert.equal(product.consentMaxAgeDays, 365);
  assert.deepEqual(product.consentRecipients, ['리드라인 주식회사', '(주)다른대리점'], 'the deployment default');
  const patched = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/products/${strict.product.id}`,
    headers: adminHeaders,
    payload: { consentRequired: true, consentMaxAgeDays: 30 },
  });
  assert.equal(patched.statusCode, 200, patched.body);
  assert.equal(patched.json().consentRequired, true);
  const audited = await db
    .select()
    .from(auditLog)
    .where(sql`${auditLog.action} = 'PRODUCT_UPDATED' and ${auditLog.target} = ${`product:${strict.product.id}`}`);
  assert.deepEqual(audited[0].detail, { consentRequired: true, consentMaxAgeDays: 30 });

  const before = await leadCount();
  expectProblem(await register(app, strict), 400, 'CONSENT_REQUIRED');
  expectProblem(
    await register(app, strict, { consent: consent({ purposes: ['COLLECTION', 'SOLICITATION'] }) }),
    400,
    'CONSENT_PURPOSE_MISSING',
  );
  expectProblem(
    await register(app, strict, { consent: consent({ channel: 'PHONE' }) }),
    400,
    'CONSENT_EVIDENCE_REQUIRED',
  );
  expectProblem(
    await register(app, strict, { consent: consent({ recipients: ['제휴 보험대리점', '리드라인 등'] }) }),
    400,
    'CONSENT_RECIPIENT_MISMATCH',
  );
  expectProblem(
    await register(app, strict, { consent: consent({ channel: 'PHONE', evidenceFileId: '999999' }) }),
    400,
    'FILE_NOT_USABLE',
  );
  assert.equal(await leadCount(), before);
  const ok = await register(app, strict, { consent: consent({ recipients: ['리드 라인'] }) });
  assert.equal(ok.statusCode, 200, ok.body);
  const own = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/products/${strict.product.id}`,
    headers: adminHeaders,
    payload: { consentRecipients: ['새대리점'] },
  });
  assert.deepEqual(own.json().consentRecipients, ['새대리점']);
  expectProblem(await register(app, strict, { consent: consent() }), 400, 'CONSENT_RECIPIENT_MISMATCH');
});

test('the evidence pack: registrant, consent with signed addresses (15 minutes), custody; the read is logged', async () => {
  const evidence = await upload(w, WAV, 'audio/wav', 'CONSENT_EVIDENCE');
  const res = await register(app, w, { consent: consent({ channel: 'PHONE', evidenceFileId: evidence }) });
  assert.equal(res.statusCode, 200, res.body);
  const lead = res.json();
  assert.equal(lead.consent.hasEvidence, true);
  const got = await app.inject({ method: 'GET', url: `/admin/v1/leads/${lead.id}/provenance`, headers: adminHeaders });
  assert.equal(got.statusCode, 200, got.body);
  const pack = got.json();
  const keyId = String(
    (
      await db
        .select()
        .from(leads)
        .where(eq(leads.id, Number(lead.id)))
    )[0].registeredKeyId,
  );
  assert.notEqual(keyId, 'null', 'the provider key is recorded');
  assert.deepEqual(pack.registeredBy, { kind: 'API_KEY', keyId, importId: null });
  assert.equal(pack.providerName, w.provider.name);
  assert.equal(pack.consent.evidence.sha256, createHash('sha256').update(WAV).digest('hex'));
  assert.equal(pack.consent.evidence.size, WAV.length);
  assert.equal(pack.consent.evidence.mimeType, 'audio/wav');
  assert.equal(pack.consent.evidence.deletedAt, null);
  assert.equal(pack.consent.terms.fileId, termsFile);
  assert.deepEqual(
    pack.custody.map((c: { event: string }) => c.event),
    ['REGISTERED'],
  );
  const signed = new URL(pack.consent.evidence.url);
  const fetched = await app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` });
  assert.equal(fetched.statusCode, 200);
  assert.deepEqual(fetched.rawPayload, WAV);
  const terms = new URL(pack.consent.terms.url);
  assert.deepEqual((await app.inject({ method: 'GET', url: `${terms.pathname}${terms.search}` })).rawPayload, TERMS);
  const expires = Number(signed.searchParams.get('expires')) * 1000;
  assert.ok(expires - clock.now() <= 15 * 60_000, 'expires within 15 minutes');
  const tampered = `${signed.pathname}?expires=${Number(signed.searchParams.get('expires')) + 60}&signature=${signed.searchParams.get('signature')}`;
  expectProblem(await app.inject({ method: 'GET', url: tampered }), 403, 'DOWNLOAD_URL_INVALID');
  clock.advance(15 * 60_000 + 1_000);
  const late = await app.inject({ method: 'GET', url: `${signed.pathname}${signed.search}` });
  expectProblem(late, 403, 'DOWNLOAD_URL_INVALID');
  const logged = await db
    .select()
    .from(piiAccessLog)
    .where(sql`${piiAccessLog.action} = 'GET_LEAD_PROVENANCE' and ${Number(lead.id)} = any(${piiAccessLog.leadIds})`);
  assert.equal(logged.length, 1);
  assert.deepEqual(logged[0].fileIds.sort(), [Number(termsFile), Number(evidence)].sort());

  // An erasure clears the evidence: the bytes and the file go, the record keeps its type, size and hash.
  const keys = await db.transaction((tx) => clearConsentEvidence(tx, [Number(lead.id)]));
  assert.equal(keys.length, 1);
  await app.deps.storage.remove(keys);
  const after = (
    await app.inject({ method: 'GET', url: `/admin/v1/leads/${lead.id}/provenance`, headers: adminHeaders })
  ).json();
  assert.equal(after.consent.evidence.fileId, null);
  assert.equal(after.consent.evidence.url, null);
  assert.equal(after.consent.evidence.sha256, pack.consent.evidence.sha256);
  assert.equal(typeof after.consent.evidence.deletedAt, 'string');
  assert.equal(
    (
      await db
        .select()
        .from(files)
        .where(eq(files.id, Number(evidence)))
    ).length,
    0,
  );
  assert.equal(await app.deps.storage.read(keys[0]), null);
  assert.deepEqual(await db.transaction((tx) => clearConsentEvidence(tx, [Number(lead.id)])), [], 'once');
});

test('the evidence pack of an unknown lead → 404; of a lead without consent: consent null', async () => {
  expectProblem(
    await app.inject({ method: 'GET', url: '/admin/v1/leads/99999999/provenance', headers: adminHeaders }),
    404,
    'NOT_FOUND',
  );
  const plain = (await register(app, w)).json();
  const pack = (
    await app.inject({ method: 'GET', url: `/admin/v1/leads/${plain.id}/provenance`, headers: adminHeaders })
  ).json();
  assert.equal(pack.consent, null);
});

test('an import row takes the consent_* columns: stored with its lead, or reported in errors.csv', async () => {
  const header = [
    '이름',
    '휴대폰',
    'consent_channel',
    'consent_collected_at',
    'consent_source_name',
    'consent_terms_version',
    'consent_terms_sha256',
    'consent_recipients',
    'consent_items',
    'consent_purposes',
    'consent_retention_days',
  ];
  const row = (version: string, items = 'NAME|PHONE') => [
    '김동의',
    nextPhone(),
    'EVENT',
    '2026-11-20T01:02:03Z',
    '박람회',
    version,
    TERMS_SHA,
    '리드라인',
    items,
    'COLLECTION|THIRD_PARTY_PROVISION|SOLICITATION',
    '90',
  ];
  const csv = Buffer.from(
    `${[header, row('v1'), row('v7'), row('v1', 'NAME'), ['무동의', nextPhone(), '', '', '', '', '', '', '', '', '']]
      .map((r) => r.join(','))
      .join('\n')}\n`,
  );
  const fileId = await uploadImportFile(app, w.providerKey, csv);
  const started = await startImportOk(app, w.providerKey, {
    fileId,
    productId: w.product.id,
    providerId: w.provider.id,
  });
  assert.equal(await runImport(jobDeps(app), Number(started.id)), 'COMPLETED');
  const lines = await errorsCsv(app, w.providerKey, started.id);
  assert.equal(lines.length, 3, lines.join('\n'));
  assert.match(lines[1], /^3,consent_terms_version,CONSENT_TERMS_UNKNOWN,/);
  assert.match(lines[2], /^4,phone,CONSENT_ITEM_MISSING,/);
  const stored = await db.execute<{
    source_name: string;
    retention_days: number;
    registered_key_id: number | null;
  }>(sql`
    select c.source_name, c.retention_days, l.registered_key_id from ${leads} l
    join consent_sources c on c.id = l.consent_source_id
    join lead_events e on e.lead_id = l.id and e.event = 'REGISTERED' where e.detail->>'importId' = ${started.id}`);
  assert.equal(stored.rows.length, 1);
  assert.equal(stored.rows[0].source_name, '박람회');
  const imported = await db.execute<{ id: string }>(sql`
    select lead_id as id from lead_events where event = 'REGISTERED' and detail->>'importId' = ${started.id}
    order by lead_id limit 1`);
  const pack = (
    await app.inject({
      method: 'GET',
      url: `/admin/v1/leads/${imported.rows[0].id}/provenance`,
      headers: adminHeaders,
    })
  ).json();
  assert.equal(pack.registeredBy.kind, 'IMPORT');
  assert.equal(pack.registeredBy.importId, started.id);
  assert.equal(pack.registeredBy.keyId, String(stored.rows[0].registered_key_id));
});

test('a provider and product of their own: defaults keep the specification working', async () => {
  const provider = await createProvider(app);
  const product = await createProduct(app, [provider.id]);
  assert.equal((provider as { ssnPolicy?: string }).ssnPolicy, 'DISCARD');
  const key = (await createKey(app, 'provider', { providerId: provider.id })).key;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/leads',
    headers: { 'x-api-key': key },
    payload: { productId: product.id, providerId: provider.id, name: '홍길동', phone: nextPhone() },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().consent, null);
});

test('10 parallel registrations of one phone with a consent → one 200 with one consent record, nine 409', {
  skip: !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)',
}, async () => {
  const phone = nextPhone();
  const answers = await Promise.all(
    Array.from({ length: 10 }, (_, i) =>
      register(app, w, { phone, consent: consent(), portalId: i % 2 ? 61 : undefined }),
    ),
  );
  const statuses = answers.map((r) => r.statusCode).sort();
  assert.deepEqual(statuses, [200, ...Array(9).fill(409)]);
  const winner = answers.find((r) => r.statusCode === 200)!.json();
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from ${leads} l
        where l.consent_source_id is not null and l.phone_3 = ${phone.slice(-4)} and l.provider_id = ${Number(w.provider.id)}`,
  );
  assert.equal(rows[0].n, 1);
  assert.equal(winner.consent.termsVersion, 'v1');
});

test('10 parallel registrations with one consent never seen before → one source, named by all ten leads', {
  skip: !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)',
}, async () => {
  // Each registration finds the content unknown to the service and makes its source at the same moment.
  const fresh = consent({ sourceName: `동시 캠페인 ${Date.now()}` });
  const answers = await Promise.all(Array.from({ length: 10 }, () => register(app, w, { consent: fresh })));
  assert.deepEqual(
    answers.map((r) => r.statusCode),
    Array(10).fill(200),
  );
  const { rows } = await db.execute<{ sources: number; named: number }>(sql`
    select (select count(*)::int from consent_sources where source_name = ${fresh.sourceName}) as sources,
      count(distinct l.consent_source_id)::int as named
    from ${leads} l where l.id = any(${sql.param(answers.map((r) => Number(r.json().id)))}::bigint[])`);
  assert.deepEqual(rows[0], { sources: 1, named: 1 });
});

/** A lead's consent record as stored (it must have one). */
async function recordOf(leadId: string | number) {
  const record = (await consentRecords(db, [Number(leadId)])).get(Number(leadId));
  assert.ok(record, `lead ${leadId} has a consent record`);
  return record;
}

/** A world of its own with the terms registered, and a lead whose consent names an evidence file. */
async function evidenceWorld() {
  const own = await world(app);
  assert.equal((await putTerms(own, 'v1', await upload(own, TERMS, 'text/plain', 'CONSENT_TERMS'))).statusCode, 200);
  const evidence = await upload(own, WAV, 'audio/wav', 'CONSENT_EVIDENCE');
  const withEvidence = () => consent({ channel: 'PHONE', evidenceFileId: evidence });
  const first = await register(app, own, { consent: withEvidence() });
  assert.equal(first.statusCode, 200, first.body);
  return { own, evidence, withEvidence, firstLeadId: Number(first.json().id) };
}

/** Consents that still say they have their evidence, yet name no file that is there (or name none). */
async function evidenceLost() {
  const { rows } = await db.execute<{ lead_id: string }>(sql`
    select e.lead_id::text from ${leadConsentEvidence} e
    where e.deleted_at is null and not exists (select 1 from ${files} f where f.id = e.file_id)`);
  return rows.map((r) => r.lead_id);
}

/** An erasure's clearing of these leads' evidence, the bytes removed after its commit as the erasure does. */
async function clearEvidence(leadIds: number[]) {
  const keys = await db.transaction((tx) => clearConsentEvidence(tx, leadIds));
  await app.deps.storage.remove(keys);
  return keys;
}

test('an evidence file cleared after a registration checked it: 400 FILE_NOT_USABLE, nothing of the lead stored', async () => {
  const { own, evidence, withEvidence, firstLeadId } = await evidenceWorld();
  const [file] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(evidence)));
  const storage = app.deps.storage;
  const read = storage.read;
  // The registration has found the file and reads its bytes; meanwhile an erasure of the first lead (the only
  // consent naming it) clears and deletes it.
  storage.read = async (key) => {
    const bytes = await read.call(storage, key);
    if (key === file.storageKey) {
      storage.read = read;
      assert.equal((await clearEvidence([firstLeadId])).length, 1);
    }
    return bytes;
  };
  const before = await leadCount();
  try {
    const res = await register(app, own, { consent: withEvidence() });
    const problem = expectProblem(res, 400, 'FILE_NOT_USABLE');
    assert.equal((problem.errors as { field: string }[])[0].field, 'consent.evidenceFileId');
  } finally {
    storage.read = read;
  }
  assert.equal(await leadCount(), before);
  assert.deepEqual(await evidenceLost(), []);
});

test('a registration naming an evidence file, held mid-transaction while an erasure clears that file’s other consent: the file stays with the new consent', {
  skip: !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)',
}, async () => {
  const { own, evidence, withEvidence, firstLeadId } = await evidenceWorld();
  // An open order the registration is offered to: holding its row stops the registration after its consent is written.
  const order = await placeOrder(app, own, { portalId: 9501, regionQuantities: [{ region: '서울', quantity: 5 }] });
  const holder = new pg.Client({ connectionString: t.url! });
  const watcher = new pg.Client({ connectionString: t.url! });
  await holder.connect();
  await watcher.connect();
  const waiting = async (like: string) => {
    const { rows } = await watcher.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock' and query ilike $1`,
      [like],
    );
    return rows[0].n >= 1;
  };
  try {
    await holder.query('begin');
    await holder.query('select 1 from orders where id = $1 for update', [Number(order.id)]);
    const registration = register(app, own, { region: '서울', consent: withEvidence() });
    await waitFor('the registration waiting for the order', () => waiting('%orders%'));
    const clearing = clearEvidence([firstLeadId]);
    await waitFor('the erasure waiting for the evidence file', () => waiting('%files%'));
    await holder.query('commit');
    const [res, removed] = await Promise.all([registration, clearing]);
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(removed, [], 'the new consent still names the file: its bytes stay');
    const stored = (await recordOf(res.json().id)).evidence;
    assert.equal(stored?.fileId, Number(evidence));
    assert.equal(stored?.deletedAt, null);
    const [file] = await db
      .select()
      .from(files)
      .where(eq(files.id, Number(evidence)));
    assert.ok(await app.deps.storage.read(file.storageKey), 'the bytes are there');
    const cleared = (await recordOf(firstLeadId)).evidence;
    assert.equal(cleared?.fileId, null);
    assert.ok(cleared?.deletedAt);
  } finally {
    await holder.query('rollback').catch(() => {});
    await holder.end();
    await watcher.end();
  }
  assert.deepEqual(await evidenceLost(), []);
});
