import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { files } from '../../src/db/schema/index.js';
import { createKey, createProvider, expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';

const { app, db, logs } = await build();
const portalKey = (await createKey(app, 'portal')).key;
const restrictedKey = (await createKey(app, 'portal', { portalIds: [11, 12] })).key;
const provider = await createProvider(app);
const providerKey = (await createKey(app, 'provider', { providerId: provider.id })).key;

const valid = { portalId: 11, fileName: '진단서.pdf', mimeType: 'application/pdf', size: 1234, purpose: 'AS_EVIDENCE' };

const issue = (key: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/files/upload-url', headers: { 'x-api-key': key }, payload });

const countFiles = async () => (await db.select({ id: files.id }).from(files)).length;

test('a portal key gets a PUT URL that expires in 15 minutes, and the file is recorded PENDING for its owner', async () => {
  const before = Date.now();
  const res = await issue(portalKey, valid);
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.deepEqual(Object.keys(body).sort(), ['expiresAt', 'fileId', 'headers', 'method', 'uploadUrl']);
  assert.equal(body.method, 'PUT');
  assert.match(body.fileId, /^[1-9][0-9]*$/);
  assert.deepEqual(body.headers, { 'Content-Type': 'application/pdf' });
  assert.match(body.uploadUrl, new RegExp(`/api/v1/files/${body.fileId}/content\\?expires=\\d+&signature=`));
  assert.match(body.expiresAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  const ttl = Date.parse(body.expiresAt) - before;
  assert.ok(ttl > 14.9 * 60_000 && ttl <= 15 * 60_000 + 5_000, `ttl ${ttl}`);
  const [row] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(body.fileId)));
  assert.equal(row.status, 'PENDING');
  assert.equal(row.ownerKind, 'portal');
  assert.equal(row.ownerId, '11');
  assert.equal(row.purpose, 'AS_EVIDENCE');
  assert.equal(row.originalName, '진단서.pdf');
  assert.equal(row.size, 1234);
  assert.match(row.storageKey, /^[0-9a-f]{32}\.pdf$/);
  assert.ok(row.cdnUrl.endsWith(`/files/${row.storageKey}`));
});

test('every field is validated: 400 problem+json naming the field, and nothing is recorded', async () => {
  const before = await countFiles();
  const cases: [Record<string, unknown>, string][] = [
    [{ ...valid, mimeType: 'image/gif' }, 'mimeType'],
    [{ ...valid, mimeType: 'text/plain' }, 'mimeType'],
    [{ ...valid, size: 0 }, 'size'],
    [{ ...valid, size: 20 * 1024 * 1024 + 1 }, 'size'],
    [{ ...valid, size: 1.5 }, 'size'],
    [{ ...valid, purpose: 'SELFIE' }, 'purpose'],
    [{ ...valid, fileName: '' }, 'fileName'],
    [{ ...valid, fileName: 'a'.repeat(256) }, 'fileName'],
    [{ ...valid, fileName: 'bad\nname.pdf' }, 'fileName'],
    [{ ...valid, portalId: 0 }, 'portalId'],
    [{ ...valid, portalId: 'x' }, 'portalId'],
    [{ ...valid, extra: 1 }, 'extra'],
    [{ portalId: 11, mimeType: 'application/pdf', size: 1, purpose: 'AS_EVIDENCE' }, 'fileName'],
  ];
  for (const [payload, field] of cases) {
    const body = expectProblem(await issue(portalKey, payload), 400, 'VALIDATION_FAILED');
    const fields = (body.errors as { field: string }[]).map((e) => e.field);
    assert.ok(fields.includes(field), `${JSON.stringify(payload)} → ${JSON.stringify(body.errors)}`);
  }
  const { portalId: _omitted, ...withoutPortal } = valid;
  const missing = expectProblem(await issue(portalKey, withoutPortal), 400, 'VALIDATION_FAILED');
  assert.deepEqual(missing.errors, [{ field: 'portalId', message: 'is required' }]);
  assert.equal(await countFiles(), before);
});

test('20 MiB exactly and each allowed type are accepted', async () => {
  for (const mimeType of ['image/jpeg', 'image/png', 'image/heic', 'application/pdf']) {
    const res = await issue(portalKey, { ...valid, mimeType, size: 20 * 1024 * 1024 });
    assert.equal(res.statusCode, 200, `${mimeType}: ${res.body}`);
  }
});

test('a restricted portal key may not act for another portalId (403 KEY_SCOPE)', async () => {
  const before = await countFiles();
  expectProblem(await issue(restrictedKey, { ...valid, portalId: 13 }), 403, 'KEY_SCOPE');
  assert.equal(await countFiles(), before);
  assert.equal((await issue(restrictedKey, { ...valid, portalId: 12 })).statusCode, 200);
});

test('a provider key uploads lead attachments for its provider, without portalId; anything else is 403', async () => {
  const { portalId: _omitted, ...withoutPortal } = valid;
  const ok = await issue(providerKey, { ...withoutPortal, purpose: 'LEAD_ATTACHMENT' });
  assert.equal(ok.statusCode, 200, ok.body);
  const [row] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(ok.json().fileId)));
  assert.equal(row.ownerKind, 'provider');
  assert.equal(row.ownerId, provider.id);
  const before = await countFiles();
  expectProblem(await issue(providerKey, { ...withoutPortal, purpose: 'AS_EVIDENCE' }), 403, 'KEY_SCOPE');
  expectProblem(await issue(providerKey, { ...withoutPortal, purpose: 'CLAIM_DOCUMENT' }), 403, 'KEY_SCOPE');
  expectProblem(await issue(providerKey, { ...valid, purpose: 'LEAD_ATTACHMENT' }), 403, 'KEY_SCOPE');
  assert.equal(await countFiles(), before);
});

test('no key is 401; an admin key acts for a portal user', async () => {
  expectProblem(
    await app.inject({ method: 'POST', url: '/api/v1/files/upload-url', payload: valid }),
    401,
    'API_KEY_MISSING',
  );
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: adminHeaders,
    payload: valid,
  });
  assert.equal(res.statusCode, 200);
});

test('the JSON API still refuses a text body', async () => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: { 'x-api-key': portalKey, 'content-type': 'text/plain' },
    payload: JSON.stringify(valid),
  });
  expectProblem(res, 400, 'UNSUPPORTED_MEDIA_TYPE');
});

test('the file name never reaches the log', async () => {
  const secretName = '홍길동_주민등록증_사본.pdf';
  assert.equal((await issue(portalKey, { ...valid, fileName: secretName })).statusCode, 200);
  expectProblem(await issue(portalKey, { ...valid, fileName: secretName, size: 0 }), 400, 'VALIDATION_FAILED');
  assert.ok(logs.length > 0);
  assert.ok(!logs.some((line) => line.includes('홍길동')));
});
