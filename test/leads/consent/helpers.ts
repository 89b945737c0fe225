import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import type { App } from '../../../src/app.js';
import type { World } from '../../helpers/fixtures.js';

export const TERMS = Buffer.from('개인정보 수집·이용 및 제3자 제공 동의서 v1\n리드라인 주식회사에 제공합니다.\n');
export const TERMS_SHA = createHash('sha256').update(TERMS).digest('hex');
/** The first bytes of a WAV recording (RIFF … WAVE), then silence. */
export const WAV = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0x08, 0, 0]),
  Buffer.from('WAVEfmt '),
  Buffer.alloc(1024, 0),
]);

/**
 * A provider's file of `purpose`, uploaded and UPLOADED, whatever the storage: the bytes go to the URL the service
 * issued (the service's own route on local disk, injected; the bucket on S3, over the network), then `complete`.
 */
export async function uploadProviderFile(app: App, who: World, bytes: Buffer, mimeType: string, purpose: string) {
  const issued = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: who.asProvider,
    payload: { fileName: 'consent', mimeType, size: bytes.length, purpose },
  });
  assert.equal(issued.statusCode, 200, issued.body);
  const { fileId, uploadUrl, headers } = issued.json() as {
    fileId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  };
  const url = new URL(uploadUrl);
  if (app.deps.storage.kind === 'local') {
    const put = await app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers, payload: bytes });
    assert.equal(put.statusCode, 200, put.body);
  } else {
    const put = await fetch(uploadUrl, { method: 'PUT', body: new Uint8Array(bytes), headers });
    assert.equal(put.status, 200, await put.text());
  }
  const done = await app.inject({
    method: 'POST',
    url: `/api/v1/files/${fileId}/complete`,
    headers: who.asProvider,
    payload: {},
  });
  assert.equal(done.statusCode, 200, done.body);
  return fileId;
}

/** Registers `TERMS` as the provider's terms `version` (again: the same terms); answers the registered file's id. */
export async function registerTerms(app: App, who: World, version = 'v1') {
  const fileId = await uploadProviderFile(app, who, TERMS, 'text/plain', 'CONSENT_TERMS');
  const res = await app.inject({
    method: 'PUT',
    url: `/admin/v1/providers/${who.provider.id}/consent-terms/${version}`,
    headers: who.asProvider,
    payload: { fileId },
  });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { fileId: string }).fileId;
}

/** A consent a WEB registration passes with, collected `collectedAt`; `over` replaces fields. */
export function webConsent(collectedAt: string, over: Record<string, unknown> = {}) {
  return {
    channel: 'WEB',
    collectedAt,
    sourceName: '○○보험비교',
    sourceUrl: 'https://compare.example/landing',
    termsVersion: 'v1',
    termsSha256: TERMS_SHA,
    recipients: ['리드라인 주식회사'],
    items: ['NAME', 'PHONE', 'REGION'],
    purposes: ['COLLECTION', 'THIRD_PARTY_PROVISION', 'SOLICITATION', 'NIGHT_CONTACT'],
    retentionDays: 365,
    ...over,
  };
}
