import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminPost } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { asOperator, givenOperator, type Role, signIn } from '../operators/helpers.js';

const { app, db } = await build({ CONSOLE_MFA: 'off' });

const CANONICAL = '서울 부산 대구 인천 광주 대전 울산 세종 경기 강원 충북 충남 전북 전남 경북 경남 제주'.split(' ');

const list = (headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'GET', url: '/admin/v1/regions', headers });

type RegionView = { name: string; active: boolean; aliases: string[] };
const byName = (data: RegionView[], name: string) => data.find((r) => r.name === name);

await adminPost(app, '/admin/v1/regions', { name: '새지역', aliases: ['새지역특별시'] });
const retired = await app.inject({
  method: 'PATCH',
  url: `/admin/v1/regions/${encodeURIComponent('새지역')}`,
  headers: adminHeaders,
  payload: { active: false },
});
assert.equal(retired.statusCode, 200, retired.body);

test('every region in display order, the canonical ones first, each with its aliases', async () => {
  const res = await list();
  assert.equal(res.statusCode, 200, res.body);
  const data: RegionView[] = res.json().data;
  assert.deepEqual(
    data.slice(0, CANONICAL.length).map((r) => r.name),
    CANONICAL,
  );
  const seoul = byName(data, '서울');
  assert.ok(seoul?.active);
  assert.ok(seoul.aliases.includes('서울특별시') && seoul.aliases.includes('서울'));
});

test('a retired region is listed with active=false, which the public list leaves out', async () => {
  const data: RegionView[] = (await list()).json().data;
  assert.deepEqual(byName(data, '새지역'), { name: '새지역', active: false, aliases: ['새지역', '새지역특별시'] });
  const publicList = await app.inject({ url: '/api/v1/regions', headers: adminHeaders });
  assert.ok(!publicList.json().regions.includes('새지역'));
});

test('a rename shows at once: the new name, the old one kept as an alias', async () => {
  const res = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/regions/${encodeURIComponent('제주')}`,
    headers: adminHeaders,
    payload: { name: '제주특별자치' },
  });
  assert.equal(res.statusCode, 200, res.body);
  const renamed = byName((await list()).json().data, '제주특별자치');
  assert.ok(renamed?.aliases.includes('제주'));
  assert.equal(byName((await list()).json().data, '제주'), undefined);
});

test('every operator role may list; a VIEWER may not retire a region (403 OPERATOR_SCOPE), nothing changes', async () => {
  for (const role of ['VIEWER', 'REVIEWER', 'ADMIN'] as Role[]) {
    const session = await signIn(app, (await givenOperator(db, role)).email);
    const res = await asOperator(app, session, 'GET', '/admin/v1/regions');
    assert.equal(res.statusCode, 200, `${role}: ${res.body}`);
    assert.ok(byName(res.json().data, '새지역'));
  }
  const viewer = await signIn(app, (await givenOperator(db, 'VIEWER')).email);
  const res = await asOperator(app, viewer, 'PATCH', `/admin/v1/regions/${encodeURIComponent('부산')}`, {
    active: false,
  });
  assert.equal(res.statusCode, 403);
  assert.equal(res.json().code, 'OPERATOR_SCOPE');
  assert.equal(byName((await list()).json().data, '부산')?.active, true);
});

test('portal and provider keys may not list (403)', async () => {
  const portal = await adminPost(app, '/admin/v1/api-keys', { name: 'p', kind: 'portal' });
  assert.equal((await list({ 'x-api-key': portal.key })).statusCode, 403);
  assert.equal((await list({})).statusCode, 401);
});
