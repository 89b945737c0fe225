import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createKey, createProduct, createProvider, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';

const clock = testClock();
const { app } = await build({}, { clock: clock.now });
const portal = await createKey(app, 'portal');
const asPortal = { 'x-api-key': portal.key };

const CANONICAL = '서울 부산 대구 인천 광주 대전 울산 세종 경기 강원 충북 충남 전북 전남 경북 경남 제주'.split(' ');

test('GET /api/v1/regions lists the 17 canonical regions in order', async () => {
  const res = await app.inject({ url: '/api/v1/regions', headers: asPortal });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { regions: CANONICAL });
});

test('regions normalize official names and aliases; unknown → 400', async () => {
  const { regions } = app.deps;
  assert.equal(await regions.normalize('서울특별시'), '서울');
  assert.equal(await regions.normalize(' 경기도 '), '경기');
  assert.equal(await regions.normalize('강원특별자치도'), '강원');
  assert.equal(await regions.normalize('전라북도'), '전북');
  assert.equal(await regions.normalize('제주'), '제주');
  await assert.rejects(regions.normalize('평양'), (e: Error & { status?: number }) => e.status === 400);
});

test('an admin renames a region (old name stays an alias), adds one, retires one', async () => {
  const rename = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/regions/${encodeURIComponent('전북')}`,
    headers: adminHeaders,
    payload: { name: '전북특별자치' },
  });
  assert.equal(rename.statusCode, 200, rename.body);
  assert.ok(rename.json().aliases.includes('전북'));
  assert.equal(await app.deps.regions.normalize('전라북도'), '전북특별자치');

  const add = await app.inject({
    method: 'POST',
    url: '/admin/v1/regions',
    headers: adminHeaders,
    payload: { name: '새지역', aliases: ['새 지역도'] },
  });
  assert.equal(add.statusCode, 200, add.body);
  const dup = await app.inject({
    method: 'POST',
    url: '/admin/v1/regions',
    headers: adminHeaders,
    payload: { name: '서울특별시' },
  });
  expectProblem(dup, 409, 'REGION_NAME_TAKEN');

  const retire = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/regions/${encodeURIComponent('새지역')}`,
    headers: adminHeaders,
    payload: { active: false },
  });
  assert.equal(retire.statusCode, 200);
  await assert.rejects(app.deps.regions.normalize('새지역'), /retired/);
  const list = (await app.inject({ url: '/api/v1/regions', headers: asPortal })).json().regions;
  assert.equal(list.length, 17);
  assert.equal(list[12], '전북특별자치');

  // restore for other tests
  await app.inject({
    method: 'PATCH',
    url: `/admin/v1/regions/${encodeURIComponent('전북특별자치')}`,
    headers: adminHeaders,
    payload: { name: '전북' },
  });
  assert.equal(await app.deps.regions.normalize('전북'), '전북');
});

test('AS policy: nulls when none, then a new policy id and updatedAt on every save; 404 for unknown', async () => {
  const provider = await createProvider(app);
  const product = await createProduct(app, [provider.id]);
  const url = `/api/v1/products/${product.id}/as-policy`;
  const empty = await app.inject({ url, headers: asPortal });
  assert.deepEqual(empty.json(), { productId: product.id, textContent: null, updatedAt: null, policyId: null });

  const save = (textContent: string) =>
    app.inject({
      method: 'PUT',
      url: `/admin/v1/products/${product.id}/as-policy`,
      headers: adminHeaders,
      payload: { textContent },
    });
  const first = (await save('7일 이내 AS 가능')).json();
  const shown = (await app.inject({ url, headers: asPortal })).json();
  assert.deepEqual(shown, first);
  assert.equal(shown.textContent, '7일 이내 AS 가능');
  assert.match(shown.updatedAt, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  clock.advance(1000);
  const second = (await save('3일 이내 AS 가능')).json();
  assert.notEqual(second.policyId, first.policyId);
  assert.ok(second.updatedAt > first.updatedAt);
  assert.equal((await app.inject({ url, headers: asPortal })).json().textContent, '3일 이내 AS 가능');

  expectProblem(await app.inject({ url: '/api/v1/products/999999/as-policy', headers: asPortal }), 404);
  expectProblem(await app.inject({ url: '/api/v1/products/abc/as-policy', headers: asPortal }), 404);
  expectProblem(await save(''), 400, 'VALIDATION_FAILED');
});

test('admin providers: create, duplicate code 409, validation, paged list', async () => {
  const post = (payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/admin/v1/providers', headers: adminHeaders, payload });
  const created = await post({ code: 'ACME', name: '에이크미' });
  assert.equal(created.statusCode, 200);
  assert.deepEqual(Object.keys(created.json()).sort(), ['code', 'id', 'name', 'ssnPolicy']);
  expectProblem(await post({ code: 'ACME', name: 'again' }), 409, 'PROVIDER_CODE_TAKEN');
  expectProblem(await post({ code: 'has space', name: 'x' }), 400, 'VALIDATION_FAILED');
  expectProblem(await post({ name: 'x' }), 400, 'VALIDATION_FAILED');
  expectProblem(await post({ code: 'X', name: '' }), 400, 'VALIDATION_FAILED');
  const list = await app.inject({ url: '/admin/v1/providers?page=1&limit=1', headers: adminHeaders });
  const body = list.json();
  assert.equal(body.data.length, 1);
  assert.equal(body.pagination.limit, 1);
  assert.equal(body.pagination.totalPages, body.pagination.total);
  expectProblem(
    await app.inject({ url: '/admin/v1/providers?limit=0', headers: adminHeaders }),
    400,
    'VALIDATION_FAILED',
  );
  expectProblem(
    await app.inject({ url: '/admin/v1/providers?limit=101', headers: adminHeaders }),
    400,
    'VALIDATION_FAILED',
  );
  expectProblem(
    await app.inject({ url: '/admin/v1/providers?page=1.5', headers: adminHeaders }),
    400,
    'VALIDATION_FAILED',
  );
});

test('admin products: create with mapping, unknown provider 400, settings update, list', async () => {
  const a = await createProvider(app);
  const b = await createProvider(app);
  const product = await createProduct(app, [a.id, b.id, a.id]);
  assert.deepEqual(
    product.providerIds,
    [a.id, b.id].sort((x, y) => Number(x) - Number(y)),
  );
  assert.equal(product.asWindowDays, 7);
  const bad = await app.inject({
    method: 'POST',
    url: '/admin/v1/products',
    headers: adminHeaders,
    payload: { name: 'x', providerIds: ['999999'] },
  });
  expectProblem(bad, 400, 'PROVIDER_NOT_FOUND');
  expectProblem(
    await app.inject({
      method: 'POST',
      url: '/admin/v1/products',
      headers: adminHeaders,
      payload: { name: 'x', providerIds: [] },
    }),
    400,
    'VALIDATION_FAILED',
  );
  const patch = (payload: Record<string, unknown>, id = product.id) =>
    app.inject({ method: 'PATCH', url: `/admin/v1/products/${id}`, headers: adminHeaders, payload });
  const updated = await patch({ asWindowDays: 0, providerIds: [b.id], name: '새 이름' });
  assert.equal(updated.statusCode, 200, updated.body);
  assert.deepEqual(updated.json(), {
    id: product.id,
    name: '새 이름',
    providerIds: [b.id],
    asWindowDays: 0,
    consentRequired: false,
    consentMaxAgeDays: 365,
    consentRecipients: [],
    // The routing settings' defaults: the specification's flow, oldest order first, no first-contact deadline.
    autoConfirm: false,
    routing: 'FIFO',
    firstContactMinutes: null,
    maxSlaRecalls: 1,
  });
  expectProblem(await patch({ asWindowDays: 366 }), 400, 'VALIDATION_FAILED');
  expectProblem(await patch({}), 400, 'VALIDATION_FAILED');
  expectProblem(await patch({ name: 'x' }, '999999'), 404);
  const list = await app.inject({ url: '/admin/v1/products', headers: adminHeaders });
  assert.ok(list.json().data.some((p: { id: string }) => p.id === product.id));
});
