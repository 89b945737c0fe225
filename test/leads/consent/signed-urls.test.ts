/**
 * consumer-rights.md §1: the evidence pack hands out the consent's terms and evidence at signed addresses valid at
 * most 15 minutes (900 s), on both storages: the service's own signed route on local disk, a presigned GET on S3
 * (against s3rver on loopback, which honours the expiry but not the signature, so the signature is recomputed here).
 * Time is moved on the app's clock, never waited for.
 */
import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import S3rver from 's3rver';
import type { App } from '../../../src/app.js';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { registerOk, type World, world } from '../../helpers/fixtures.js';
import { registerTerms, TERMS, uploadProviderFile, WAV, webConsent } from './helpers.js';

const TTL_SECONDS = 900;
const DAY = 24 * 60 * 60_000;

interface SignedFiles {
  lead: string;
  files: { name: string; fileId: string; bytes: Buffer }[];
}

/** A lead registered with a PHONE consent and its recording: its terms' and evidence's files. */
async function leadWithEvidence(app: App, w: World, now: number): Promise<SignedFiles> {
  const termsId = await registerTerms(app, w);
  const evidenceId = await uploadProviderFile(app, w, WAV, 'audio/wav', 'CONSENT_EVIDENCE');
  const consent = webConsent(new Date(now - DAY).toISOString(), { channel: 'PHONE', evidenceFileId: evidenceId });
  const lead = await registerOk(app, w, { consent });
  return {
    lead: lead.id,
    files: [
      { name: 'terms', fileId: termsId, bytes: TERMS },
      { name: 'evidence', fileId: evidenceId, bytes: WAV },
    ],
  };
}

/** The signed addresses of the evidence pack, read now: terms first, then the evidence. */
async function signedUrls(app: App, lead: string): Promise<URL[]> {
  const res = await app.inject({ url: `/admin/v1/leads/${lead}/provenance`, headers: adminHeaders });
  assert.equal(res.statusCode, 200, res.body);
  const { consent } = res.json();
  return [new URL(consent.terms.url), new URL(consent.evidence.url)];
}

// Both apps are built before any test runs (a test file's tests start once its top level has run).

const BUCKET = 'leadline-consent';
const SECRET = 'S3RVER';
const s3server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory: mkdtempSync(join(tmpdir(), 'leadline-s3-consent-')),
  configureBuckets: [{ name: BUCKET }],
});
const { port } = await s3server.run();
after(() => s3server.close());

/** s3rver checks an expiry against the real time, so this clock starts at it; a test sets it back to age a URL. */
const s3Clock = testClock();
const s3 = await build(
  {
    CONSENT_RECIPIENTS: '리드라인 주식회사',
    STORAGE: 's3',
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_REGION: 'ap-northeast-2',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: SECRET,
    S3_FORCE_PATH_STYLE: 'true',
  },
  { clock: s3Clock.now },
);
assert.equal(s3.app.deps.storage.kind, 's3');
const s3World = await world(s3.app);
const s3Signed = await leadWithEvidence(s3.app, s3World, s3Clock.now());

// ---- local disk ----

const localClock = testClock(Date.parse('2026-11-25T03:00:00.000Z'));
const local = await build({ CONSENT_RECIPIENTS: '리드라인 주식회사' }, { clock: localClock.now });
const localWorld = await world(local.app);

const fetchLocal = (url: URL | string) => local.app.inject({ method: 'GET', url: String(url) });
const pathOf = (url: URL) => `${url.pathname}${url.search}`;

test('local disk: each address names its file, expires 900 s after it was handed out, and is signed', async () => {
  const signed = await leadWithEvidence(local.app, localWorld, localClock.now());
  const urls = await signedUrls(local.app, signed.lead);
  for (const [i, url] of urls.entries()) {
    const { fileId, name } = signed.files[i];
    assert.equal(url.pathname, `/api/v1/files/${fileId}/signed-content`, name);
    const expires = Number(url.searchParams.get('expires'));
    assert.equal(expires * 1000 - localClock.now(), TTL_SECONDS * 1000, name);
    const signature = url.searchParams.get('signature');
    // The signature covers the expiry and the file: a later expiry, or the other file, is refused.
    const later = `${url.pathname}?expires=${expires + 3600}&signature=${signature}`;
    expectProblem(await fetchLocal(later), 403, 'DOWNLOAD_URL_INVALID');
    const other = urls[1 - i];
    const swapped = `${other.pathname}?expires=${other.searchParams.get('expires')}&signature=${signature}`;
    expectProblem(await fetchLocal(swapped), 403, 'DOWNLOAD_URL_INVALID');
  }
});

test('local disk: both addresses serve their bytes until the 900th second, and are refused from it', async () => {
  const signed = await leadWithEvidence(local.app, localWorld, localClock.now());
  const handedOutAt = localClock.now();
  const urls = await signedUrls(local.app, signed.lead);
  localClock.set(handedOutAt + (TTL_SECONDS - 1) * 1000);
  for (const [i, url] of urls.entries()) {
    const res = await fetchLocal(pathOf(url));
    assert.equal(res.statusCode, 200, `${signed.files[i].name}: ${res.body}`);
    assert.deepEqual(res.rawPayload, signed.files[i].bytes);
    assert.equal(res.headers['cache-control'], 'private, no-store');
  }
  localClock.set(handedOutAt + TTL_SECONDS * 1000);
  for (const url of urls) expectProblem(await fetchLocal(pathOf(url)), 403, 'DOWNLOAD_URL_INVALID');
  // A new read of the pack hands out new addresses, valid again.
  const fresh = await signedUrls(local.app, signed.lead);
  for (const url of fresh) assert.equal((await fetchLocal(pathOf(url))).statusCode, 200);
});

// ---- S3 ----

const sha256 = (data: string) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
const awsEncode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The AWS Signature Version 4 of a presigned GET whose only signed header is the host, computed from scratch. */
function sigV4(url: URL): string {
  const query = [...url.searchParams.entries()]
    .filter(([k]) => k !== 'X-Amz-Signature')
    .map(([k, v]) => [awsEncode(k), awsEncode(v)])
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonical = ['GET', url.pathname, query, `host:${url.host}\n`, 'host', 'UNSIGNED-PAYLOAD'].join('\n');
  const [, date, region, service] = url.searchParams.get('X-Amz-Credential')!.split('/');
  const scope = `${date}/${region}/${service}/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', url.searchParams.get('X-Amz-Date'), scope, sha256(canonical)].join('\n');
  let key = hmac(`AWS4${SECRET}`, date);
  for (const part of [region, service, 'aws4_request']) key = hmac(key, part);
  return createHmac('sha256', key).update(toSign).digest('hex');
}

/** `yyyyMMddTHHmmssZ`, the form of `X-Amz-Date`. */
const amzDate = (ms: number) =>
  new Date(ms)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

test("S3: presigned GETs of the terms and the evidence, signed at the app's time for at most 900 s", async () => {
  // Two minutes behind the system's time: the signing time is the app's clock, not the SDK's reading of the system.
  s3Clock.set(Date.now() - 120_000);
  const urls = await signedUrls(s3.app, s3Signed.lead);
  for (const url of urls) {
    assert.ok(url.pathname.startsWith(`/${BUCKET}/`), url.pathname);
    assert.ok(Number(url.searchParams.get('X-Amz-Expires')) <= TTL_SECONDS, url.search);
    assert.equal(url.searchParams.get('X-Amz-Date'), amzDate(s3Clock.now()));
    assert.equal(url.searchParams.get('X-Amz-SignedHeaders'), 'host');
    assert.equal(sigV4(url), url.searchParams.get('X-Amz-Signature'));
    // The expiry is part of what is signed: a longer one no longer matches the signature.
    const longer = new URL(url);
    longer.searchParams.set('X-Amz-Expires', '3600');
    assert.notEqual(sigV4(longer), url.searchParams.get('X-Amz-Signature'));
  }
});

test('S3: an address handed out 880 s ago still serves its bytes; one handed out 901 s ago is refused', async () => {
  s3Clock.set(Date.now() - 880_000);
  for (const [i, url] of (await signedUrls(s3.app, s3Signed.lead)).entries()) {
    const res = await fetch(url);
    assert.equal(res.status, 200, await res.clone().text());
    assert.deepEqual(Buffer.from(await res.arrayBuffer()), s3Signed.files[i].bytes);
  }
  s3Clock.set(Date.now() - (TTL_SECONDS + 1) * 1000);
  for (const url of await signedUrls(s3.app, s3Signed.lead)) {
    const res = await fetch(url);
    assert.equal(res.status, 403, `${url.pathname}: an expired address`);
    assert.match(await res.text(), /Request has expired/);
  }
});
