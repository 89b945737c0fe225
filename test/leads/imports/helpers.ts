import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { App } from '../../../src/app.js';
import { importDeps } from '../../../src/leads/imports/imports.routes.js';
import type { ImportDeps } from '../../../src/leads/imports/imports.service.js';

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

/** Uploads `bytes` for LEAD_IMPORT with a provider key, through the signed local URL; returns the file id. */
export function uploadImportFile(app: App, providerKey: string, bytes: Buffer, mimeType = 'text/csv') {
  return uploadFile(app, providerKey, bytes, mimeType, 'LEAD_IMPORT');
}

/** Uploads `bytes` for `purpose` with a provider key, through the signed local URL; returns the file id. */
export async function uploadFile(app: App, providerKey: string, bytes: Buffer, mimeType: string, purpose: string) {
  const issued = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: { 'x-api-key': providerKey },
    payload: { fileName: purpose === 'LEAD_IMPORT' ? 'leads.csv' : 'consent', mimeType, size: bytes.length, purpose },
  });
  assert.equal(issued.statusCode, 200, issued.body);
  const { fileId, uploadUrl, headers } = issued.json() as {
    fileId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  };
  const url = new URL(uploadUrl);
  const put = await app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers, payload: bytes });
  assert.equal(put.statusCode, 200, put.body);
  return fileId;
}

/** The deps the import job runs with, as the app builds them (no queue: tests run the job themselves). */
export function jobDeps(app: App): ImportDeps {
  return { ...importDeps(app), enqueue: undefined };
}

export function startImport(app: App, key: string, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/v1/leads/imports', headers: { 'x-api-key': key }, payload: body });
}

export async function startImportOk(app: App, key: string, body: Record<string, unknown>) {
  const res = await startImport(app, key, body);
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { id: string; status: string } & Record<string, unknown>;
}

export async function importOf(app: App, key: string, id: string) {
  const res = await app.inject({ method: 'GET', url: `/api/v1/leads/imports/${id}`, headers: { 'x-api-key': key } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Record<string, unknown>;
}

/** errors.csv as lines, the byte-order mark checked and removed. */
export async function errorsCsv(app: App, key: string, id: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/v1/leads/imports/${id}/errors.csv`,
    headers: { 'x-api-key': key },
  });
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
  assert.equal(res.rawPayload.subarray(0, 3).toString('hex'), 'efbbbf');
  return res.body
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
}

/** A CSV of `rows` with the header `이름,휴대폰,지역`. */
export const csvOf = (rows: string[][], header = ['이름', '휴대폰', '지역']) =>
  Buffer.from(`${[header, ...rows].map((r) => r.join(',')).join('\n')}\n`);
