import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import { files } from '../../src/db/schema/index.js';
import { requireUploadedFiles } from '../../src/files/attached-files.js';
import { bearer, createConsultant, systemToken } from '../claims/helpers.js';
import { expectProblem } from '../helpers/api.js';
import { build } from '../helpers/build.js';
import { samplePng } from './fixtures.js';

const { app, db } = await build();

const issue = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/files/upload-url', headers: bearer(token), payload });

const claimDoc = { fileName: 'claim.png', mimeType: 'image/png', size: samplePng().length, purpose: 'CLAIM_DOCUMENT' };

async function upload(issued: { uploadUrl: string; headers: Record<string, string> }) {
  const url = new URL(issued.uploadUrl);
  const res = await app.inject({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: issued.headers,
    payload: samplePng(),
  });
  assert.equal(res.statusCode, 200, res.body);
}

test('a consultant token uploads claim documents it owns; another consultant cannot attach them', async () => {
  const fc = await createConsultant(app, 'FC');
  const other = await createConsultant(app, 'FC');
  const res = await issue(fc.token, claimDoc);
  assert.equal(res.statusCode, 200, res.body);
  const issued = res.json();
  const [row] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(issued.fileId)));
  assert.equal(row.ownerKind, 'consultant');
  assert.equal(row.ownerId, String(fc.id));
  await upload(issued);
  const mine = await requireUploadedFiles(db, {
    fileIds: [issued.fileId],
    caller: { kind: 'consultant', userId: fc.id, role: 'FC', orgId: null, ci: '' },
    purpose: 'CLAIM_DOCUMENT',
  });
  assert.equal(mine.length, 1);
  await assert.rejects(
    requireUploadedFiles(db, {
      fileIds: [issued.fileId],
      caller: { kind: 'consultant', userId: other.id, role: 'FC', orgId: null, ci: '' },
      purpose: 'CLAIM_DOCUMENT',
    }),
    /fileIds\.0/,
  );
  const complete = await app.inject({
    method: 'POST',
    url: `/api/v1/files/${issued.fileId}/complete`,
    headers: bearer(other.token),
    payload: {},
  });
  expectProblem(complete, 404, 'FILE_NOT_FOUND');
});

test('a system client token owns its uploads; tokens may not upload other purposes or name a portalId', async () => {
  const token = await systemToken(app);
  const res = await issue(token, claimDoc);
  assert.equal(res.statusCode, 200, res.body);
  const [row] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(res.json().fileId)));
  assert.equal(row.ownerKind, 'client');
  expectProblem(await issue(token, { ...claimDoc, purpose: 'AS_EVIDENCE' }), 403, 'TOKEN_SCOPE');
  expectProblem(await issue(token, { ...claimDoc, portalId: 1 }), 400, 'VALIDATION_FAILED');
  expectProblem(
    await app.inject({
      method: 'POST',
      url: '/api/v1/files/upload-url',
      headers: { authorization: 'Bearer not-a-token' },
      payload: claimDoc,
    }),
    401,
  );
});
