import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { files } from '../../../src/db/schema/index.js';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { factories } from '../../helpers/given.js';

// The console uploads a provider's consent terms itself (issue #32): a signed URL for a file of the provider's, the
// bytes PUT there, then the version registered with it.
const { app, db } = await build();
const given = factories(app);
const w = await given.world();
const other = await given.world();

const issue = (payload: Record<string, unknown>, providerId = w.provider.id, headers = adminHeaders) =>
  app.inject({
    method: 'POST',
    url: `/admin/v1/providers/${providerId}/consent-terms/upload-url`,
    headers,
    payload,
  });

test('an admin uploads a terms file for the provider through a signed URL, then registers a version with it', async () => {
  const bytes = Buffer.from('개인정보 수집·이용 동의서 v9\n', 'utf8');
  const res = await issue({ fileName: '동의서-v9.txt', mimeType: 'text/plain', size: bytes.length });
  assert.equal(res.statusCode, 200, res.body);
  const { fileId, uploadUrl, headers, method } = res.json();
  assert.equal(method, 'PUT');
  const [pending] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(fileId)));
  assert.deepEqual(
    [pending.ownerKind, pending.ownerId, pending.purpose, pending.status],
    ['provider', w.provider.id, 'CONSENT_TERMS', 'PENDING'],
  );
  assert.equal(pending.cdnUrl, '', 'no public address');
  const url = new URL(uploadUrl);
  const put = await app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers, payload: bytes });
  assert.equal(put.statusCode, 200, put.body);
  const registered = await app.inject({
    method: 'PUT',
    url: `/admin/v1/providers/${w.provider.id}/consent-terms/v9`,
    headers: adminHeaders,
    payload: { fileId },
  });
  assert.equal(registered.statusCode, 200, registered.body);
  assert.equal(registered.json().sha256, createHash('sha256').update(bytes).digest('hex'));
  // The file is the provider's: another provider cannot register it.
  const elsewhere = await app.inject({
    method: 'PUT',
    url: `/admin/v1/providers/${other.provider.id}/consent-terms/v9`,
    headers: adminHeaders,
    payload: { fileId },
  });
  await expectProblem(elsewhere, 400, 'FILE_NOT_USABLE');
});

test('registering a file whose bytes never arrived → 400 FILE_NOT_USABLE', async () => {
  const res = await issue({ fileName: 'terms.pdf', mimeType: 'application/pdf', size: 100 });
  const registered = await app.inject({
    method: 'PUT',
    url: `/admin/v1/providers/${w.provider.id}/consent-terms/never`,
    headers: adminHeaders,
    payload: { fileId: res.json().fileId },
  });
  await expectProblem(registered, 400, 'FILE_NOT_USABLE');
});

test('only PDF or text of at most 20 MiB, for a provider that exists; admin keys only', async () => {
  await expectProblem(await issue({ fileName: 'a.png', mimeType: 'image/png', size: 10 }), 400, 'VALIDATION_FAILED');
  await expectProblem(
    await issue({ fileName: 'a.pdf', mimeType: 'application/pdf', size: 20 * 1024 * 1024 + 1 }),
    400,
    'VALIDATION_FAILED',
  );
  await expectProblem(await issue({ fileName: 'a.pdf', mimeType: 'application/pdf', size: 10 }, '999999'), 404);
  const provider = await issue(
    { fileName: 'a.pdf', mimeType: 'application/pdf', size: 10 },
    w.provider.id,
    w.asProvider,
  );
  assert.equal(provider.statusCode, 403);
});
