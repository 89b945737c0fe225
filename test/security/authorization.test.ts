import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { type App, buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { claimBody, createConsultant, createTerms } from '../claims/helpers.js';
import { createKey } from '../helpers/api.js';
import { adminHeaders, build, testEnv } from '../helpers/build.js';
import { nextPhone, placeOrder, registerOk, world } from '../helpers/fixtures.js';
import { ResponseChecker } from '../helpers/openapi-responses.js';
import { fillPath, type Operation, operationsOf, resolveSchema, sample } from './openapi-ops.js';

// OWASP API1 (object level), API3 (property level: personal data) and API5 (function level), generated from the
// service's own OpenAPI document: a new route is checked without anyone adding it here.
const t = await build({ API_KEY_CACHE_TTL_MS: '1000' });
const { app } = t;
const w = await world(app);
const A = 501;
const B = 502;
const SECRET_NAME = '권비밀';
const SECRET_PHONE = nextPhone();

// Portal user A's resources.
const leadA = await registerOk(app, w, { portalId: A, region: '서울', name: SECRET_NAME, phone: SECRET_PHONE });
const orderA = await placeOrder(app, w, { portalId: A });
await app.inject({
  method: 'POST',
  url: '/admin/v1/lead-as/reasons',
  headers: adminHeaders,
  payload: { code: 'WRONG_NUMBER', label: '결번' },
});
const asA = await app.inject({
  method: 'POST',
  url: '/api/v1/lead-as',
  headers: w.asPortal,
  payload: { portalId: A, leadId: leadA.id, reasonCode: 'WRONG_NUMBER' },
});
assert.equal(asA.statusCode, 200, asA.body);
const fileA = await app.inject({
  method: 'POST',
  url: '/api/v1/files/upload-url',
  headers: w.asPortal,
  payload: { portalId: A, fileName: 'a.pdf', mimeType: 'application/pdf', size: 10, purpose: 'AS_EVIDENCE' },
});
assert.equal(fileA.statusCode, 200, fileA.body);
const restrictedB = (await createKey(app, 'portal', { portalIds: [B] })).key;

// Consultants: two FCs; B has a claim.
await createTerms(app, 'SAMSUNG_LIFE', true);
const terms = (
  await app.inject({
    url: '/api/v1/claim/terms/SAMSUNG_LIFE',
    headers: { authorization: `Bearer ${(await createConsultant(app, 'ADMIN')).token}` },
  })
).json() as { termsId?: number; id?: number }[];
const fcA = await createConsultant(app, 'FC');
const fcB = await createConsultant(app, 'FC');
const termIds = terms.map((x) => Number(x.termsId ?? x.id));
const claimB = await app.inject({
  method: 'POST',
  url: '/api/v1/claim/requests',
  headers: { authorization: `Bearer ${fcB.token}` },
  payload: claimBody(fcB.ci, termIds),
});
assert.equal(claimB.statusCode, 200, claimB.body);
const claimBId = String((claimB.json() as { claimReqId: unknown }).claimReqId);

/** What each kind of key may call besides admin routes (contract, section 5 "Keys and acting user"). */
const PROVIDER_ALLOWED = new Set([
  'POST /api/v1/leads',
  'POST /api/v1/files/upload-url',
  // Completing one's own upload; another owner's file is 404.
  'POST /api/v1/files/{fileId}/complete',
  'GET /api/v1/regions',
  'GET /api/v1/products/{productId}/as-policy',
  // Lead imports of the key's own provider (another provider's is 404: test/leads/imports/imports.test.ts).
  'POST /api/v1/leads/imports',
  'GET /api/v1/leads/imports/{id}',
  'POST /api/v1/leads/imports/{id}/cancel',
  'GET /api/v1/leads/imports/{id}/errors.csv',
]);
/**
 * Admin routes a provider key may call for its own provider (another provider's is 403 KEY_SCOPE:
 * test/leads/consent/consent.test.ts): the consent terms it registers (consumer-rights §1).
 */
const PROVIDER_OWN_ADMIN = new Set([
  'PUT /admin/v1/providers/{id}/consent-terms/{termsVersion}',
  'GET /admin/v1/providers/{id}/consent-terms',
]);
/** Routes every key kind may call for what it owns (another owner's is 404: test/webhooks/webhooks.test.ts). */
const OWN_RESOURCES = (path: string) => path.startsWith('/api/v1/webhooks');

/** A's resource for a path parameter, by the path's resource segment. */
function resourceOfA(op: Operation): Record<string, string> {
  const seg = op.path.split('/')[3];
  const byPath: Record<string, string> = {
    leads: leadA.id,
    orders: orderA.id,
    'lead-as': String(asA.json().id),
    files: String(fileA.json().fileId),
    claim: claimBId,
  };
  const id = byPath[seg];
  const values: Record<string, string> = {};
  for (const p of op.params.filter((p) => p.in === 'path')) values[p.name] = id ?? '1';
  return values;
}

const ops = operationsOf(app);
const secured = ops.filter((op) => op.security.length > 0);
const takesPortal = (op: Operation) =>
  op.params.some((p) => p.name === 'portalId') ||
  Boolean(op.body && Object.keys(resolveSchema(op.body).properties ?? {}).some((k) => /portalId$/i.test(k)));

// Every answer of the sweeps below is also checked against the OpenAPI document (last test).
const checker = await ResponseChecker.of(app);
const undocumented: string[] = [];
async function injectChecked(options: InjectOptions) {
  const res = await app.inject(options);
  undocumented.push(...checker.problems(String(options.method ?? 'GET'), String(options.url), res));
  return res;
}

function request(
  op: Operation,
  headers: Record<string, string>,
  portalId: number,
  pathValues: Record<string, string> = {},
): InjectOptions {
  const hints = {
    productId: w.product.id,
    providerId: w.provider.id,
    portalId,
    fromPortalId: portalId,
    toPortalId: 9999,
    leadId: leadA.id,
    leadIds: [leadA.id],
    region: '서울',
    fcUserCi: fcB.ci,
  };
  const query = new URLSearchParams();
  for (const p of op.params.filter(
    (p) => p.in === 'query' && (p.required || p.name === 'portalId' || p.name === 'fcUserCi'),
  )) {
    query.set(p.name, String(sample(p.schema, hints, p.name)));
  }
  const path = fillPath(op.path, pathValues, '1');
  const qs = query.toString();
  return {
    method: op.method as InjectOptions['method'],
    url: qs ? `${path}?${qs}` : path,
    headers,
    ...(op.body ? { payload: bodyFor(op, hints) } : {}),
  };
}

/** A sample body, with every portal field set (some are optional for other key kinds). */
function bodyFor(op: Operation, hints: Record<string, unknown>) {
  const body = sample(op.body ?? {}, hints) as Record<string, unknown>;
  for (const k of Object.keys(resolveSchema(op.body ?? {}).properties ?? {})) {
    if (/portalId$/i.test(k) && !(k in body)) body[k] = hints[k] ?? hints.portalId;
  }
  return body;
}

test('the route table is covered: every secured operation is checked below', () => {
  assert.ok(secured.length >= 50, `${secured.length} secured operations`);
});

test('no credentials → 401 on every secured operation', async () => {
  const wrong: string[] = [];
  for (const op of secured) {
    const res = await injectChecked({ ...request(op, {}, A), headers: {} });
    if (res.statusCode !== 401) wrong.push(`${op.method} ${op.path} → ${res.statusCode}`);
  }
  assert.deepEqual(wrong, []);
});

test('a portal or provider key cannot call admin routes; a provider key cannot call portal operations (no lead reads)', async () => {
  const wrong: string[] = [];
  for (const op of secured.filter((o) => o.security.includes('apiKey'))) {
    const name = `${op.method} ${op.path}`;
    const kinds: [string, Record<string, string>][] = [];
    if (op.path.startsWith('/admin/')) {
      kinds.push(['portal', w.asPortal]);
      if (!PROVIDER_OWN_ADMIN.has(name)) kinds.push(['provider', w.asProvider]);
    } else if (!PROVIDER_ALLOWED.has(name) && !OWN_RESOURCES(op.path)) kinds.push(['provider', w.asProvider]);
    for (const [kind, headers] of kinds) {
      const res = await injectChecked(request(op, headers, A, resourceOfA(op)));
      if (res.statusCode !== 403) wrong.push(`${kind} key: ${name} → ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('a portal key restricted to B cannot act for A (403 KEY_SCOPE) on any operation that takes a portalId', async () => {
  const wrong: string[] = [];
  for (const op of secured.filter(
    (o) => o.security.includes('apiKey') && !o.path.startsWith('/admin/') && takesPortal(o),
  )) {
    const res = await injectChecked(request(op, { 'x-api-key': restrictedB }, A, resourceOfA(op)));
    if (res.statusCode !== 403) wrong.push(`${op.method} ${op.path} → ${res.statusCode} ${res.body.slice(0, 120)}`);
  }
  assert.deepEqual(wrong, []);
});

/** Operations that answer 200 by contract when some of the named ids are not the caller's: they list them apart. */
const LISTS_SKIPPED = new Set(['POST /api/v1/leads/contacts']);

test('portal user B acting on A’s leads, orders, AS requests and files gets 400/403/404, never A’s data', async () => {
  const wrong: string[] = [];
  let checked = 0;
  for (const op of secured.filter(
    (o) => o.security.includes('apiKey') && !o.path.startsWith('/admin/') && takesPortal(o),
  )) {
    const hasId = op.path.includes('{') || /leadId|leadIds/.test(JSON.stringify(op.body ?? {}));
    if (!hasId) continue;
    checked += 1;
    const res = await injectChecked(request(op, w.asPortal, B, resourceOfA(op)));
    const name = `${op.method} ${op.path}`;
    const leaked = res.body.includes(SECRET_NAME) || res.body.includes(SECRET_PHONE.slice(-9));
    if (leaked || res.statusCode >= 500 || (res.statusCode < 300 && !LISTS_SKIPPED.has(name))) {
      wrong.push(`${name} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
  }
  assert.ok(checked >= 8, `${checked} operations with ids`);
  assert.deepEqual(wrong, []);
});

test('an FC token cannot read another consultant’s claims, nor call ADMIN-only operations', async () => {
  const fcHeaders = { authorization: `Bearer ${fcA.token}` };
  const read = await app.inject({ url: `/api/v1/claim/requests/${claimBId}`, headers: fcHeaders });
  assert.ok([403, 404].includes(read.statusCode), `claim read → ${read.statusCode}`);
  assert.ok(!read.body.includes('홍길동'));
  const own = await app.inject({
    url: `/api/v1/claim/requests/${claimBId}`,
    headers: { authorization: `Bearer ${fcB.token}` },
  });
  assert.equal(own.statusCode, 200, 'the owner reads it');
  const wrong: string[] = [];
  for (const op of secured.filter((o) => o.security.includes('bearer') && !o.security.includes('apiKey'))) {
    const res = await injectChecked(request(op, fcHeaders, A, resourceOfA(op)));
    const name = `${op.method} ${op.path}`;
    const takesCi = op.params.some((p) => p.name === 'fcUserCi') || JSON.stringify(op.body ?? {}).includes('fcUserCi');
    const adminOnly = /\/(users|organizations)/.test(op.path) && op.method !== 'GET';
    if (res.statusCode >= 500 || ((takesCi || adminOnly || op.path.includes('{claimReqId}')) && res.statusCode < 300)) {
      wrong.push(`${name} → ${res.statusCode} ${res.body.slice(0, 160)}`);
    }
  }
  assert.deepEqual(wrong, []);
});

test('a revoked key stops working on every instance within API_KEY_CACHE_TTL_MS (1 s here)', async () => {
  const config = loadConfig(testEnv({ API_KEY_CACHE_TTL_MS: '1000' }));
  config.databaseUrl = t.url;
  const other: App = await buildApp({ config, database: t.database, logger: false });
  await other.ready();
  try {
    const key = await createKey(app, 'portal');
    const headers = { 'x-api-key': key.key };
    assert.equal(
      (await other.inject({ url: '/api/v1/regions', headers })).statusCode,
      200,
      'cached on the other instance',
    );
    const revoked = Date.now();
    assert.equal(
      (await app.inject({ method: 'DELETE', url: `/admin/v1/api-keys/${key.id}`, headers: adminHeaders })).statusCode,
      204,
    );
    assert.equal(
      (await app.inject({ url: '/api/v1/regions', headers })).statusCode,
      401,
      'at once where it was revoked',
    );
    let status = 200;
    while (status === 200 && Date.now() - revoked < 5000) {
      status = (await other.inject({ url: '/api/v1/regions', headers })).statusCode;
      if (status === 200) await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(status, 401);
    assert.ok(Date.now() - revoked <= 1000 + 1500, `took ${Date.now() - revoked} ms`);
  } finally {
    await other.close();
  }
});

test('every refusal above is what the OpenAPI document says: a documented status, problem+json, the error schema', () => {
  assert.deepEqual([...new Set(undocumented)], []);
});
