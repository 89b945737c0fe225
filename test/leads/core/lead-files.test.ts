import assert from 'node:assert/strict';
import { test } from 'node:test';
import { at, listen, samplePng } from '../../files/fixtures.js';
import { expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { register, registerOk, world } from '../../helpers/fixtures.js';

const { app } = await build();
const base = await listen(app);
const w = await world(app);

/** A real upload over HTTP: upload URL from the provider key, then PUT the bytes. */
async function uploadAsProvider(purpose = 'LEAD_ATTACHMENT') {
  const png = samplePng(8);
  const res = await fetch(`${base}/api/v1/files/upload-url`, {
    method: 'POST',
    headers: { ...w.asProvider, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: '녹취.png', mimeType: 'image/png', size: png.length, purpose }),
  });
  assert.equal(res.status, 200, await res.clone().text());
  const issued = (await res.json()) as { fileId: string; uploadUrl: string; headers: Record<string, string> };
  const put = await fetch(at(base, issued.uploadUrl), {
    method: 'PUT',
    body: new Uint8Array(png),
    headers: issued.headers,
  });
  assert.ok(put.ok, await put.text());
  return issued.fileId;
}

test('metadata.fileIds: uploaded files of the provider are attached and listed with their URLs', async () => {
  const fileId = await uploadAsProvider();
  const lead = await registerOk(app, w, { portalId: 77, metadata: { fileIds: [fileId], source: 'web' } });
  const res = await app.inject({ url: `/api/v1/leads/${lead.id}?portalId=77`, headers: w.asPortal });
  assert.equal(res.statusCode, 200, res.body);
  const { metadata } = res.json();
  assert.equal(metadata.source, 'web');
  assert.deepEqual(metadata.fileIds, [fileId]);
  assert.equal(metadata.files.length, 1);
  assert.equal(metadata.files[0].id, fileId);
  assert.equal(metadata.files[0].originalName, '녹취.png');
  assert.equal(metadata.files[0].mimeType, 'image/png');
  const served = await fetch(at(base, metadata.files[0].cdnUrl));
  assert.equal(served.status, 200);
});

test('a pending, unknown or wrongly purposed file cannot be attached', async () => {
  expectProblem(await register(app, w, { metadata: { fileIds: ['999999'] } }), 400, 'FILE_NOT_FOUND');
  expectProblem(await register(app, w, { metadata: { fileIds: 'x' } }), 400, 'VALIDATION_FAILED');
  const pending = await fetch(`${base}/api/v1/files/upload-url`, {
    method: 'POST',
    headers: { ...w.asProvider, 'content-type': 'application/json' },
    body: JSON.stringify({ fileName: 'a.png', mimeType: 'image/png', size: 10, purpose: 'LEAD_ATTACHMENT' }),
  });
  const { fileId } = (await pending.json()) as { fileId: string };
  expectProblem(await register(app, w, { metadata: { fileIds: [fileId] } }), 400, 'FILE_NOT_UPLOADED');
});
