import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { codesFor, ERROR_CODES } from '../../src/platform/error-codes.js';
import { bearer, claimBody, createClient, createConsultant, createTerms, uniqueCi } from '../claims/helpers.js';
import { adminHeaders, build } from '../helpers/build.js';
import { nextPhone, world } from '../helpers/fixtures.js';
import { ResponseChecker } from '../helpers/openapi-responses.js';
import { samplePng } from '../leads/after-service/helpers.js';

// Live responses of the service against its own OpenAPI document: every operation below answers with a status the
// document lists, a media type it lists for that status and a body its schema accepts — what generated clients and
// a validating proxy rely on. The requests follow one portal user's and one consultant's day.
const { app } = await build();
const checker = await ResponseChecker.of(app);
const problems: string[] = [];

type Call = InjectOptions & { method: string; url: string };
async function call(options: Call, expected?: number) {
  const res = await app.inject(options);
  problems.push(...checker.problems(options.method, options.url, res));
  if (expected !== undefined) assert.equal(res.statusCode, expected, `${options.method} ${options.url}: ${res.body}`);
  return res;
}
const get = (url: string, headers: Record<string, string>, expected?: number) =>
  call({ method: 'GET', url, headers }, expected);
const send = (method: string, url: string, headers: Record<string, string>, payload: unknown, expected?: number) =>
  call({ method, url, headers, payload: payload as InjectOptions['payload'] }, expected);

after(() => {
  // Not an assertion on its own: it shows how much of the document the tests exercised.
  process.stdout.write(`# responses checked against the document: ${checker.seen.size} operation/status pairs\n`);
});

test('the problem code of the document is an enum of the error-code catalogue', async () => {
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  const code = doc.components.schemas.ErrorResponse.properties.code;
  assert.equal(code.type, 'string');
  assert.deepEqual(code.enum, Object.keys(ERROR_CODES));
  // Each shared error response names the codes it can carry (those left: the operations without codes of their own).
  const limited = doc.components.responses.TooManyRequests.description as string;
  for (const name of codesFor(429)) assert.ok(limited.includes(name), `TooManyRequests: ${name}`);
  assert.ok(codesFor(429).includes('TRANSMISSION_TOO_SOON'));
  // A shared response no operation refers to is left out of the document.
  assert.equal(doc.components.responses.Forbidden, undefined);
});

test('the document: operation ids, descriptions, declared tags, named components, a relative server', async () => {
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  assert.deepEqual(doc.servers, [{ url: '/' }]);
  const declared = new Set((doc.tags as { name: string; description: string }[]).map((t) => t.name));
  const ids = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, Record<string, unknown>>>)) {
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      assert.match(String(op.operationId), /^[a-z][A-Za-z0-9]+$/, `${where}: operationId`);
      assert.ok(!ids.has(op.operationId as string), `${where}: operationId ${op.operationId} used twice`);
      ids.add(op.operationId as string);
      assert.ok(String(op.description ?? '').length > 10, `${where}: description`);
      for (const tag of op.tags as string[]) assert.ok(declared.has(tag), `${where}: tag ${tag} not declared`);
      const responses = op.responses as Record<string, { $ref?: string; headers?: Record<string, unknown> }>;
      // Every limited route documents 429 with Retry-After (the token endpoint in its own error format): the shared
      // response, or the operation's own when its route lists its codes.
      if (path === '/api/v1/auth/token') assert.ok(responses['429']?.headers);
      else if (path !== '/healthz' && path !== '/readyz') {
        const limited = responses['429'];
        const shared = limited?.$ref === '#/components/responses/TooManyRequests';
        assert.ok(shared || limited?.headers?.['Retry-After'], `${where}: 429`);
      }
      if (op.requestBody) assert.ok(responses['413'], `${where}: 413`);
      // Contract §3: a creation answers 200, as the specification shows, never 201.
      assert.ok(!responses['201'], `${where}: 201 (a creation answers 200)`);
    }
  }
  for (const name of ['Lead', 'RegisteredLead', 'Order', 'OrderListItem', 'AsRequest', 'ClaimHistoryRecord']) {
    assert.ok(doc.components.schemas[name], `component ${name}`);
  }
  assert.ok(doc.components.responses.TooManyRequests.headers['Retry-After']);
  assert.deepEqual(doc.paths['/api/v1/orders'].post.parameters, [{ $ref: '#/components/parameters/IdempotencyKey' }]);
  assert.ok(doc.paths['/api/v1/users'].get.responses['200'].headers['X-Total-Count']);
  assert.ok(doc.components.responses.ServiceUnavailable.headers['Retry-After']);
  const token = doc.paths['/api/v1/auth/token'].post.requestBody.content;
  assert.deepEqual(Object.keys(token).sort(), ['application/json', 'application/x-www-form-urlencoded']);
  assert.ok(doc.paths['/api/v1/files/{fileId}/content'].put.requestBody.content['image/png']);
  assert.ok(doc.paths['/files/{key}'].get.responses['200'].content['application/pdf']);
  assert.equal(
    doc.paths['/api/v1/leads'].get.responses['200'].content['application/json'].schema.$ref,
    '#/components/schemas/LeadList',
  );
  assert.equal(
    doc.components.schemas.LeadList.properties.data.items.$ref,
    '#/components/schemas/Lead',
    'lists refer to the named item',
  );
});

test('lead interface: live responses match the document', async () => {
  const w = await world(app);
  const portal = w.asPortal;
  const provider = w.asProvider;
  await get('/healthz', {}, 200);
  await get('/readyz', {}, 200);
  await get('/api/v1/regions', portal, 200);
  await get(`/api/v1/products/${w.product.id}/as-policy`, portal, 200);
  await send('PUT', `/admin/v1/products/${w.product.id}/as-policy`, adminHeaders, { textContent: '7일 이내' }, 200);
  await send('PATCH', `/admin/v1/products/${w.product.id}`, adminHeaders, { asWindowDays: 7 }, 200);
  await get('/admin/v1/providers', adminHeaders, 200);
  await get('/admin/v1/products', adminHeaders, 200);
  const region = `테스트${Math.random().toString(36).slice(2, 6)}`;
  await send('POST', '/admin/v1/regions', adminHeaders, { name: region }, 200);
  await send('POST', '/admin/v1/regions', adminHeaders, { name: region }, 409);
  await send('PATCH', `/admin/v1/regions/${encodeURIComponent(region)}`, adminHeaders, { active: false }, 200);

  // Keys.
  const key = (await send('POST', '/admin/v1/api-keys', adminHeaders, { name: 'k', kind: 'portal' }, 200)).json();
  await get('/admin/v1/api-keys', adminHeaders, 200);
  await send('PATCH', `/admin/v1/api-keys/${key.id}`, adminHeaders, { rateLimitRps: 5 }, 200);
  await call({ method: 'DELETE', url: `/admin/v1/api-keys/${key.id}`, headers: adminHeaders }, 204);

  // Leads: registration, the owned list, one lead, use, contacts.
  const lead = { productId: w.product.id, providerId: w.provider.id, name: '홍길동', region: '서울' };
  const registered = (
    await send('POST', '/api/v1/leads', provider, { ...lead, phone: nextPhone(), portalId: 1 }, 200)
  ).json();
  await send('POST', '/api/v1/leads', provider, { ...lead, phone: '010' }, 400);
  await send('POST', '/api/v1/leads', {}, { ...lead, phone: nextPhone() }, 401);
  await send('POST', '/api/v1/leads', portal, { ...lead, phone: nextPhone() }, 403);
  const dup = { ...lead, phone: nextPhone() };
  await send('POST', '/api/v1/leads', provider, dup, 200);
  await send('POST', '/api/v1/leads', provider, dup, 409);
  await send('POST', '/api/v1/leads', provider, { ...lead, name: 'x'.repeat(1_100_000), phone: nextPhone() }, 413);
  await get('/api/v1/leads?portalId=1&limit=5', portal, 200);
  await get(`/api/v1/leads/${registered.id}?portalId=1`, portal, 200);
  await get('/api/v1/leads/999999999?portalId=1', portal, 404);
  await send('POST', `/api/v1/leads/${registered.id}/use`, portal, { portalId: 1 }, 200);
  await send('POST', '/api/v1/leads/contacts', portal, { portalId: 1, leadIds: [registered.id, '999999'] }, 200);
  await get(`/admin/v1/leads/${registered.id}/history`, adminHeaders, 200);

  // Orders and allocation.
  const orderBody = {
    productId: w.product.id,
    ordererName: '김설계',
    ordererContact: '010-0000-0000',
    portalId: 2,
    regionQuantities: [{ region: '부산', quantity: 2 }],
  };
  const order = (await send('POST', '/api/v1/orders', portal, orderBody, 200)).json();
  // Idempotency-Key: a replay answers the first response, another request under the key is refused.
  const once = { ...portal, 'idempotency-key': `order-${order.id}` };
  await send('POST', '/api/v1/orders', once, { ...orderBody, portalId: 4 }, 200);
  const replay = await send('POST', '/api/v1/orders', once, { ...orderBody, portalId: 4 }, 200);
  assert.equal(replay.headers['idempotent-replayed'], 'true');
  await send('POST', '/api/v1/orders', once, { ...orderBody, portalId: 5 }, 400);
  await send('POST', '/api/v1/leads', provider, { ...lead, region: '부산', phone: nextPhone() }, 200);
  await send('POST', '/admin/v1/allocations/run', adminHeaders, {}, 200);
  await call({ method: 'POST', url: `/admin/v1/orders/${order.id}/confirm`, headers: adminHeaders }, 200);
  await get('/api/v1/orders?portalId=2', portal, 200);
  await get(`/api/v1/orders/${order.id}?portalId=2`, portal, 200);
  const other = (await send('POST', '/api/v1/orders', portal, orderBody, 200)).json();
  await send('POST', `/api/v1/orders/${other.id}/cancel`, portal, { portalId: 2 }, 200);
  await send('POST', `/api/v1/orders/${other.id}/cancel`, portal, { portalId: 2 }, 400);

  // Distribution.
  const moved = (
    await send('POST', '/api/v1/leads', provider, { ...lead, phone: nextPhone(), portalId: 1 }, 200)
  ).json();
  await send('POST', '/api/v1/distribute', portal, { fromPortalId: 1, toPortalId: 3, leadIds: [moved.id] }, 200);
  await get('/api/v1/leads/distributed-away?portalId=1', portal, 200);
  await send('POST', '/api/v1/distribute/recall', portal, { portalId: 1, leadIds: [moved.id] }, 200);

  // Files and after-service.
  await send('POST', '/admin/v1/lead-as/reasons', adminHeaders, { code: 'WRONG_NUMBER', label: '결번' }, 200);
  await send('POST', '/admin/v1/lead-as/reasons', adminHeaders, { code: 'WRONG_NUMBER', label: '결번' }, 409);
  await send('PATCH', '/admin/v1/lead-as/reasons/WRONG_NUMBER', adminHeaders, { sortOrder: 1 }, 200);
  await get('/admin/v1/lead-as/reasons', adminHeaders, 200);
  await get('/api/v1/lead-as/reasons', portal, 200);
  const png = samplePng();
  const upload = (
    await send(
      'POST',
      '/api/v1/files/upload-url',
      portal,
      { portalId: 1, fileName: 'a.png', mimeType: 'image/png', size: png.length, purpose: 'AS_EVIDENCE' },
      200,
    )
  ).json();
  const uploadUrl = new URL(upload.uploadUrl);
  const put = { method: 'PUT', url: `${uploadUrl.pathname}${uploadUrl.search}`, headers: upload.headers };
  await call({ ...put, payload: Buffer.concat([png, png]) }, 413);
  const stored = (await call({ ...put, payload: png }, 200)).json();
  await call({ ...put, payload: png }, 400);
  await send('POST', `/api/v1/files/${upload.fileId}/complete`, portal, { portalId: 1 }, 200);
  await get(new URL(stored.cdnUrl).pathname, {}, 200);
  await get('/files/nothing-here.png', {}, 404);
  const filed = (
    await send(
      'POST',
      '/api/v1/lead-as',
      portal,
      { portalId: 1, leadId: registered.id, reasonCode: 'WRONG_NUMBER', fileIds: [upload.fileId] },
      200,
    )
  ).json();
  await get('/api/v1/lead-as?portalId=1', portal, 200);
  await get(`/api/v1/lead-as/${filed.id}?portalId=1`, portal, 200);
  await get(`/api/v1/lead-as/${filed.id}?portalId=2`, portal, 403);
  await get('/admin/v1/lead-as', adminHeaders, 200);
  await send('PATCH', `/admin/v1/lead-as/${filed.id}`, adminHeaders, { status: 'HOLD', adminNote: '확인 중' }, 200);
  await send('POST', `/api/v1/lead-as/${filed.id}/cancel`, portal, { portalId: 1 }, 200);
  await send('POST', `/api/v1/lead-as/${filed.id}/cancel`, portal, { portalId: 1 }, 400);

  await get('/admin/v1/audit', adminHeaders, 200);
  assert.deepEqual(problems.splice(0), []);
});

test('claims interface: live responses match the document', async () => {
  const client = (await send('POST', '/admin/v1/clients', adminHeaders, { name: 'partner' }, 200)).json();
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const grant = new URLSearchParams({
    grant_type: 'client_credentials',
    client_id: client.clientId,
    client_secret: client.clientSecret,
  }).toString();
  const system = (await send('POST', '/api/v1/auth/token', form, grant, 200)).json().access_token as string;
  await send('POST', '/api/v1/auth/token', form, 'grant_type=password', 400);
  await send('POST', '/api/v1/auth/token', form, `${grant}x`, 401);
  await send('POST', '/api/v1/auth/token', form, `grant_type=client_credentials&x=${'y'.repeat(1_100_000)}`, 413);
  const revoked = await createClient(app, 'old');
  await call({ method: 'DELETE', url: `/admin/v1/clients/${revoked.clientId}`, headers: adminHeaders }, 204);
  await get('/.well-known/jwks.json', {}, 200);
  await get('/api/v1/auth/sso/login?redirect_uri=https%3A%2F%2Fa.example%2Fcb', {}, 404);

  const admin = await createConsultant(app, 'ADMIN');
  const asAdmin = bearer(admin.token);
  await send('POST', '/admin/v1/users', adminHeaders, { ci: admin.ci, name: '중복', role: 'FC' }, 409);
  await send('POST', `/admin/v1/users/${admin.id}/token`, adminHeaders, {}, 200);
  const org = (await send('POST', '/api/v1/organizations', asAdmin, { name: '강남지점' }, 200)).json();
  const team = (await send('POST', '/api/v1/organizations', asAdmin, { name: '1팀', parentId: org.id }, 200)).json();
  await send('PATCH', `/api/v1/organizations/${team.id}`, asAdmin, { name: '영업1팀' }, 200);
  await send('PATCH', `/api/v1/organizations/${org.id}`, asAdmin, { parentId: team.id }, 400);
  await get('/api/v1/organizations/chart', asAdmin, 200);
  const fc = (
    await send('POST', '/api/v1/users', asAdmin, { ci: uniqueCi(), name: '김설계', role: 'FC', orgId: team.id }, 200)
  ).json();
  await get('/api/v1/users?role=FC', asAdmin, 200);
  await send('PATCH', `/api/v1/users/${fc.id}`, asAdmin, { phone: '010-2222-3333' }, 200);
  await call({ method: 'DELETE', url: `/api/v1/organizations/${team.id}`, headers: asAdmin }, 400);
  const gone = (
    await send('POST', '/api/v1/users', asAdmin, { ci: uniqueCi(), name: '퇴사자', role: 'FC' }, 200)
  ).json();
  await call({ method: 'DELETE', url: `/api/v1/users/${gone.id}`, headers: asAdmin }, 204);
  const empty = (await send('POST', '/api/v1/organizations', asAdmin, { name: '빈 지점' }, 200)).json();
  await call({ method: 'DELETE', url: `/api/v1/organizations/${empty.id}`, headers: asAdmin }, 204);

  for (const url of ['/api/v1/claim/insurers', '/api/v1/claim/banks', '/api/v1/claim/post-office-centers']) {
    await get(url, bearer(system), 200);
  }
  const jobs = await get('/api/v1/claim/job-codes', bearer(system), 200);
  await get('/api/v1/claim/job-codes', { ...bearer(system), 'if-none-match': String(jobs.headers.etag) }, 304);
  await send(
    'PUT',
    '/admin/v1/claim/insurers/TEST_LIFE',
    adminHeaders,
    { insuCompNm: '테스트생명', insuLogoUrl: 'https://static.example/t.png', insuFax: '02-123-4567', insuType: 'LIFE' },
    200,
  );
  await send('PUT', '/admin/v1/claim/banks/999', adminHeaders, { bankNm: '테스트은행' }, 200);
  await send(
    'PUT',
    '/admin/v1/claim/post-office-centers/TEST_CENTER',
    adminHeaders,
    { centerNm: '테스트센터', centerFax: '02-123-4567', centerTel: '02-123-4568', centerAddr: '서울' },
    200,
  );
  await send('PUT', '/admin/v1/claim/job-codes/T01', adminHeaders, { jobNm: '사무직', riskGrade: 1 }, 200);
  await send('PUT', '/admin/v1/claim/job-codes/T01', {}, { jobNm: '사무직', riskGrade: 1 }, 401);

  const terms = await createTerms(app, 'SAMSUNG_LIFE', true);
  await send(
    'POST',
    '/admin/v1/terms',
    adminHeaders,
    { termsOwnerCd: 'SAMSUNG_LIFE', termsNm: 'x', termsVer: '1', startedOn: 'x', endedOn: 'y', required: true },
    400,
  );
  const listed = await get('/api/v1/claim/terms/SAMSUNG_LIFE', bearer(system), 200);
  await get(
    '/api/v1/claim/terms/SAMSUNG_LIFE',
    { ...bearer(system), 'if-none-match': String(listed.headers.etag) },
    304,
  );

  const claim = (await send('POST', '/api/v1/claim/requests', asAdmin, claimBody(fc.ci, [terms.id]), 200)).json();
  await send('POST', '/api/v1/claim/requests', asAdmin, claimBody(fc.ci, []), 400);
  await get(`/api/v1/claim/requests/${claim.claimReqId}`, asAdmin, 200);
  await get('/api/v1/claim/requests/999999999', asAdmin, 404);
  await send('POST', '/api/v1/claim/histories', asAdmin, { fcUserCi: fc.ci }, 200);
  const colleague = await createConsultant(app, 'FC');
  await send('POST', '/api/v1/claim/histories', bearer(colleague.token), { fcUserCi: fc.ci }, 403);
  const status = `/admin/v1/claim/requests/${claim.claimReqId}`;
  await send('PATCH', status, adminHeaders, { claimStatusCd: 'COMPLETE' }, 400);
  await send('PATCH', status, adminHeaders, { claimStatusCd: 'CANCELLED' }, 200);
  await send('POST', '/api/v1/claim/histories', {}, { fcUserCi: fc.ci }, 401);
  assert.deepEqual(problems.splice(0), []);
});

test('the checker itself: an undocumented status, media type or body shape, and a missing Retry-After are caught', () => {
  const fake = (statusCode: number, contentType: string, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    return {
      statusCode,
      headers: { 'content-type': contentType, ...headers },
      rawPayload: Buffer.from(text),
      json: () => JSON.parse(text),
    } as unknown as Parameters<ResponseChecker['problems']>[2];
  };
  const regions = '/api/v1/regions';
  assert.deepEqual(checker.problems('GET', regions, fake(200, 'application/json', { regions: ['서울'] })), []);
  assert.match(checker.problems('GET', regions, fake(418, 'application/json', {}))[0], /status not documented/);
  assert.match(checker.problems('GET', regions, fake(200, 'text/html', {}))[0], /media type "text\/html"/);
  assert.match(checker.problems('GET', regions, fake(200, 'application/json', { regions: [1] }))[0], /schema/);
  const problem = { type: 't', title: 't', status: 429, detail: 'd', code: 'RATE_LIMITED', requestId: 'r' };
  assert.match(checker.problems('GET', regions, fake(429, 'application/problem+json', problem))[0], /Retry-After/);
  assert.deepEqual(
    checker.problems('GET', regions, fake(429, 'application/problem+json', problem, { 'retry-after': '1' })),
    [],
  );
  assert.match(checker.problems('GET', '/api/v1/nothing', fake(200, 'application/json', {}))[0], /no operation/);
  // An operation that lists its codes: a problem with a code it does not list is caught like a wrong shape.
  const webhook = '/api/v1/webhooks/1';
  const notFound = { ...problem, status: 404, code: 'NOT_FOUND' };
  assert.deepEqual(checker.problems('GET', webhook, fake(404, 'application/problem+json', notFound)), []);
  const other = { ...notFound, code: 'FILE_NOT_FOUND' };
  assert.match(checker.problems('GET', webhook, fake(404, 'application/problem+json', other))[0], /schema/);
});

test("an operation whose route lists its codes names them per status, with the platform's own", async () => {
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  const codesOf = (path: string, method: string, status: number) =>
    doc.paths[path][method].responses[status].content['application/problem+json'].schema.allOf[1].properties.code.enum;
  assert.deepEqual(codesOf('/api/v1/webhooks/{id}', 'get', 404), ['NOT_FOUND']);
  assert.deepEqual(codesOf('/api/v1/webhooks', 'post', 403), ['TOKEN_SCOPE', 'KEY_SCOPE']);
  assert.deepEqual(codesOf('/api/v1/webhooks', 'post', 409), ['IDEMPOTENCY_IN_PROGRESS']);
  assert.ok(codesOf('/api/v1/webhooks', 'post', 400).includes('IDEMPOTENCY_KEY_REUSED'));
  assert.deepEqual(codesOf('/admin/v1/webhooks', 'get', 401), [
    'API_KEY_MISSING',
    'API_KEY_INVALID',
    'API_KEY_REVOKED',
    'SESSION_INVALID',
  ]);
  // A route with no code of its own but a console session's: the keys' and the session's.
  assert.deepEqual(codesOf('/api/v1/regions', 'get', 401), [
    'API_KEY_MISSING',
    'API_KEY_INVALID',
    'API_KEY_REVOKED',
    'SESSION_INVALID',
  ]);
});

test('every feature lists its codes: spot checks of leads, claims, analysis, files, keys and the console', async () => {
  const doc = (await app.inject({ url: '/openapi.json' })).json();
  const codesOf = (path: string, method: string, status: number) =>
    doc.paths[path][method].responses[status].content['application/problem+json'].schema.allOf[1].properties.code.enum;
  // Leads: a portal user's AS request by id is 403 when another's; a product in the body is 400, in an order 404.
  assert.deepEqual(codesOf('/api/v1/lead-as/{id}', 'get', 403), ['KEY_SCOPE', 'AS_REQUEST_FORBIDDEN']);
  assert.deepEqual(codesOf('/api/v1/lead-as/{id}', 'get', 404), ['AS_REQUEST_NOT_FOUND']);
  assert.ok(codesOf('/api/v1/leads', 'post', 400).includes('PRODUCT_NOT_FOUND'));
  assert.equal(doc.paths['/api/v1/leads'].post.responses[404], undefined);
  assert.deepEqual(codesOf('/api/v1/leads', 'post', 409), [
    'IDEMPOTENCY_IN_PROGRESS',
    'CONTACT_SUPPRESSED',
    'DUPLICATE_CONTACT',
  ]);
  assert.deepEqual(codesOf('/api/v1/orders', 'post', 404), ['PRODUCT_NOT_FOUND']);
  assert.deepEqual(codesOf('/api/v1/distribute', 'post', 400).slice(-7), [
    'IDEMPOTENCY_KEY_REUSED',
    'SAME_PORTAL',
    'LEAD_NOT_OWNED',
    'MIXED_PRODUCTS',
    'OPEN_AS_REQUEST',
    'CONTACT_SUPPRESSED',
    'LEAD_ERASED',
  ]);
  // Claims: an ADMIN token's routes refuse other roles; an FC acting for another is CONSULTANT_SCOPE.
  assert.deepEqual(codesOf('/api/v1/users', 'post', 403), ['ROLE_FORBIDDEN']);
  assert.deepEqual(codesOf('/api/v1/claim/histories', 'post', 403), ['CONSULTANT_SCOPE']);
  assert.deepEqual(codesOf('/api/v1/claim/requests/{claimReqId}', 'get', 404), ['NOT_FOUND']);
  // A token route that raises nothing of its own names the platform's codes only.
  assert.deepEqual(codesOf('/api/v1/organizations/chart', 'get', 401), [
    'TOKEN_MISSING',
    'TOKEN_INVALID',
    'TOKEN_EXPIRED',
    'TOKEN_REVOKED',
  ]);
  assert.equal(doc.paths['/api/v1/organizations/chart'].get.responses[403], undefined);
  // Analysis: a report needs a COMPLETED analysis; health data are for the analysis's own consultant.
  assert.deepEqual(codesOf('/api/v1/coverage/analyses/{analysisId}/report.json', 'get', 409), [
    'ANALYSIS_NOT_READY',
    'ANALYSIS_FAILED',
  ]);
  assert.deepEqual(codesOf('/api/v1/medical/analyses/{analysisId}/checkups', 'get', 403), ['SENSITIVE_DATA_SCOPE']);
  assert.equal(doc.paths['/api/v1/coverage/analyses/{analysisId}/transmissions'].get.responses[403], undefined);
  assert.ok(
    codesOf('/api/v1/medical/analyses/{analysisId}/transmissions', 'post', 429).includes('TRANSMISSION_TOO_SOON'),
  );
  // Files: the signed upload answers 413 only for a body larger than declared.
  assert.deepEqual(codesOf('/api/v1/files/{fileId}/content', 'put', 413), ['PAYLOAD_TOO_LARGE', 'FILE_SIZE_MISMATCH']);
  assert.deepEqual(codesOf('/api/v1/files/{fileId}/complete', 'post', 404), ['FILE_NOT_FOUND']);
  // Keys and the console: an admin route takes an admin key or a session; the sign-in counts failures.
  assert.deepEqual(codesOf('/admin/v1/api-keys/{id}', 'delete', 403), ['OPERATOR_SCOPE', 'CSRF_REJECTED', 'KEY_SCOPE']);
  assert.deepEqual(codesOf('/console/api/sign-in', 'post', 429), ['RATE_LIMITED', 'AUTH_RATE_LIMITED']);
  assert.deepEqual(codesOf('/console/api/sign-in', 'post', 401), ['SIGN_IN_FAILED']);
  // Only the operations without an error of their own keep the shared responses (every code of each status).
  const shared = Object.entries(doc.paths as Record<string, Record<string, { responses: object }>>).flatMap(
    ([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => Object.values(op.responses).some((r) => '$ref' in (r as object)))
        .map(([method]) => `${method.toUpperCase()} ${path}`),
  );
  assert.deepEqual(shared.sort(), [
    'GET /.well-known/jwks.json',
    'GET /.well-known/oauth-authorization-server',
    'GET /console/api/options',
  ]);
});

test('the token endpoint without its database → 503 temporarily_unavailable with Retry-After, as documented', async (t) => {
  const tokens = app.deps.claims.tokens;
  t.mock.method(tokens, 'clientCredentials', async () => {
    throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
  });
  const res = await send(
    'POST',
    '/api/v1/auth/token',
    { 'content-type': 'application/x-www-form-urlencoded' },
    'grant_type=client_credentials&client_id=a&client_secret=b',
    503,
  );
  assert.equal(res.json().error, 'temporarily_unavailable');
  assert.equal(res.headers['retry-after'], '1');
  assert.deepEqual(problems.splice(0), []);
});

test('the reference page: its Content-Security-Policy allows every inline style and script the page renders', async () => {
  const page = await app.inject({ url: '/docs/' });
  assert.equal(page.statusCode, 200);
  const csp = String(page.headers['content-security-policy']);
  const directive = (name: string) =>
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .find(([n]) => n === name)
      ?.slice(1) ?? [];
  const allowed = (name: string, text: string) =>
    directive(name).includes(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  assert.ok(!csp.includes("'unsafe-inline'"), csp);
  // The service speaks plain HTTP: upgrading the page's own requests to https blanked it on any address but localhost.
  assert.ok(!csp.includes('upgrade-insecure-requests'), csp);

  // Inline elements in the page itself (none today; if one appears, its hash must be in the policy).
  for (const [, text] of page.body.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) assert.ok(allowed('style-src', text));
  for (const [, attrs, text] of page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (!/\bsrc=/.test(attrs)) assert.ok(allowed('script-src', text), `inline script ${text.slice(0, 40)}`);
  }
  // Stylesheets the page's scripts render: every React `<style>` element with literal text in the scripts it loads
  // (Swagger UI's top bar logo carries one; the browser refused it and logged an error on every load).
  const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map(([, src]) => new URL(src, 'http://x/docs/'));
  assert.ok(scripts.length >= 3);
  let inlineStyles = 0;
  for (const src of scripts) {
    const js = (await app.inject({ url: src.pathname })).body;
    for (const [, literal] of js.matchAll(/createElement\("style",[^,]*,("(?:[^"\\]|\\.)*")\)/g)) {
      inlineStyles++;
      assert.ok(allowed('style-src', JSON.parse(literal)), `${src.pathname}: ${literal.slice(0, 60)} not allowed`);
    }
  }
  assert.ok(inlineStyles >= 1, 'the logo stylesheet was found');
});
