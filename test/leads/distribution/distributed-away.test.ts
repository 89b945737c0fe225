import assert from 'node:assert/strict';
import { test } from 'node:test';
import { expectProblem } from '../../helpers/api.js';
import { build } from '../../helpers/build.js';
import { registerOk, world } from '../../helpers/fixtures.js';
import { cancelAs, fileAsOk } from '../after-service/helpers.js';
import { distributeReq, fileAs, recallReq, useLead } from './helpers.js';

const { app, db } = await build();
const w = await world(app);
const other = await world(app, '연금 DB');

const FROM = 71;
type Item = Record<string, unknown> & { id: string };

const away = async (query: string) => {
  const res = await app.inject({ url: `/api/v1/leads/distributed-away?portalId=${FROM}${query}`, headers: w.asPortal });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as { data: Item[]; pagination: Record<string, number> };
};
const ids = (list: { data: Item[] }) => list.data.map((l) => l.id);

// Fixture: five leads owned by FROM, four distributed (three to 72, one of another provider to 73), one kept.
const people = [
  { name: '홍길동', phone: '010-1111-0001', email: 'hong@example.com', birth_date: '900101' },
  { name: '김철수', phone: '010-1111-0002', email: 'kim@example.com', birth_date: '850505' },
  { name: '이영희', phone: '010-1111-0003', email: 'lee@example.com', birth_date: '920202' },
];
const leadsOf: string[] = [];
for (const p of people) leadsOf.push((await registerOk(app, w, { ...p, portalId: FROM, region: '서울' })).id);
const otherLead = (await registerOk(app, other, { name: '박민수', phone: '010-1111-0004', portalId: FROM })).id;
const kept = (await registerOk(app, w, { name: '최지우', phone: '010-1111-0005', portalId: FROM })).id;
await useLead(app, w, leadsOf[0], FROM); // used by the distributor: the recipient starts unused anyway
for (const id of leadsOf) {
  const res = await distributeReq(app, w, FROM, 72, [id]); // one at a time: distinct distributedAt
  assert.equal(res.statusCode, 200, res.body);
}
assert.equal((await distributeReq(app, other, FROM, 73, [otherLead])).statusCode, 200);
await useLead(app, w, leadsOf[1], 72);
await fileAs(db, leadsOf[2], 72, 'REJECTED');

test('the static path is not taken for a lead id: GET /api/v1/leads/distributed-away is the list', async () => {
  const res = await app.inject({ url: `/api/v1/leads/distributed-away?portalId=${FROM}`, headers: w.asPortal });
  assert.equal(res.statusCode, 200, res.body);
  assert.ok(Array.isArray(res.json().data));
  // And a lead id still reaches the single-lead route.
  const one = await app.inject({ url: `/api/v1/leads/${kept}?portalId=${FROM}`, headers: w.asPortal });
  assert.equal(one.statusCode, 200, one.body);
  assert.equal(one.json().id, kept);
});

test('lists the leads distributed away and owned by someone else, newest distribution first', async () => {
  const list = await away('');
  assert.deepEqual(ids(list), [otherLead, ...[...leadsOf].reverse()]);
  assert.deepEqual(list.pagination, { page: 1, limit: 20, total: 4, totalPages: 1 });
  const item = list.data.find((l) => l.id === leadsOf[0]) as Item;
  assert.equal(item.currentOwnerId, '72');
  assert.equal(item.distributedAt, item.lastDistributedAt);
  assert.match(String(item.distributedAt), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  for (const key of [
    'assignmentId',
    'usedAt',
    'assignedAt',
    'metadata',
    'leadAs',
    'leadAsStatus',
    'leadAsStatusLabel',
  ]) {
    assert.ok(key in item, key);
  }
  assert.ok(!ids(list).includes(kept));
  // Another portal user's view is its own.
  const theirs = await app.inject({ url: '/api/v1/leads/distributed-away?portalId=72', headers: w.asPortal });
  assert.equal(theirs.json().pagination.total, 0);
});

test('phone and email are always masked; the name is masked until the current owner uses the lead', async () => {
  const list = await away('');
  const byId = new Map(list.data.map((l) => [l.id, l]));
  const unused = byId.get(leadsOf[0]) as Item;
  assert.equal(unused.name, '홍*동', 'used by the distributor only: masked for the recipient');
  assert.equal(unused.phone, '010-****-0001');
  assert.equal(unused.email, 'ho***@example.com');
  assert.equal(unused.usedAt, null);
  const used = byId.get(leadsOf[1]) as Item;
  assert.equal(used.name, '김철수');
  assert.equal(used.phone, '010-****-0002');
  assert.equal(used.email, 'ki***@example.com');
  assert.ok(used.usedAt);
  const body = JSON.stringify(list);
  assert.ok(!body.includes('1111-0001') && !body.includes('hong@'), 'no unmasked contact anywhere');
});

test('filters: used, hasAs (also with sortBy=usedAt), providerId, search', async () => {
  assert.deepEqual(ids(await away('&used=true')), [leadsOf[1]]);
  assert.equal((await away('&used=false')).pagination.total, 3);
  const withAs = await away('&hasAs=Y');
  assert.deepEqual(ids(withAs), [leadsOf[2]]);
  assert.equal(withAs.data[0].leadAsStatus, 'REJECTED');
  assert.equal(withAs.data[0].leadAsStatusLabel, '반려');
  assert.deepEqual(ids(await away('&hasAs=Y&sortBy=usedAt')), [leadsOf[2]]);
  assert.deepEqual(ids(await away('&hasAs=true&sortBy=usedAt&sortOrder=asc')), [leadsOf[2]]);
  assert.equal((await away('&hasAs=N')).pagination.total, 3);
  assert.deepEqual(ids(await away(`&providerId=${other.provider.id}`)), [otherLead]);
  assert.equal((await away(`&providerId=${w.provider.id}`)).pagination.total, 3);
  // The search matches what the list shows: 이영희 is unused (shown 이*희), 김철수 used; emails always masked.
  assert.deepEqual(
    ids(await away(`&search=${encodeURIComponent('영희')}`)),
    [],
    'a masked name is not searched in clear',
  );
  assert.deepEqual(ids(await away(`&search=${encodeURIComponent('이*희')}`)), [leadsOf[2]]);
  assert.deepEqual(ids(await away(`&search=${encodeURIComponent('철수')}`)), [leadsOf[1]], 'a used lead: clear name');
  assert.deepEqual(ids(await away('&search=0002')), [leadsOf[1]]);
  assert.deepEqual(ids(await away('&search=kim%40')), [], 'emails stay masked, also in the search');
  assert.deepEqual(ids(await away(`&search=${encodeURIComponent('ki***@')}`)), [leadsOf[1]]);
  assert.equal((await away(`&search=${encodeURIComponent('연금')}`)).pagination.total, 1, 'product name');
  assert.equal((await away('&search=%25')).pagination.total, 0, 'wildcards are literal');
});

test('sorts and pagination', async () => {
  assert.deepEqual(ids(await away('&sortBy=distributedAt&sortOrder=asc')), [...leadsOf, otherLead]);
  assert.equal(ids(await away('&sortBy=usedAt'))[0], leadsOf[1], 'used leads first, unused (null) last');
  assert.equal(ids(await away('&sortBy=usedAt&sortOrder=asc'))[0], leadsOf[1]);
  const page2 = await away('&limit=3&page=2');
  assert.deepEqual(ids(page2), [leadsOf[0]]);
  assert.deepEqual(page2.pagination, { page: 2, limit: 3, total: 4, totalPages: 2 });
});

test('a recalled lead leaves the list', async () => {
  const [extra] = [(await registerOk(app, w, { portalId: FROM, region: '서울' })).id];
  await distributeReq(app, w, FROM, 74, [extra]);
  assert.ok(ids(await away('&limit=100')).includes(extra));
  assert.equal((await recallReq(app, w, FROM, [extra])).statusCode, 200);
  assert.ok(!ids(await away('&limit=100')).includes(extra));
});

test('bad queries → 400; keys act only for portalId', async () => {
  for (const q of [
    '',
    `?portalId=${FROM}&sortBy=assignedAt`,
    `?portalId=${FROM}&used=yes`,
    `?portalId=${FROM}&hasAs=maybe`,
    `?portalId=${FROM}&providerId=abc`,
    `?portalId=${FROM}&limit=101`,
    `?portalId=${FROM}&page=0`,
    `?portalId=${FROM}&region=서울`,
    '?portalId=abc',
  ]) {
    expectProblem(
      await app.inject({ url: `/api/v1/leads/distributed-away${encodeURI(q)}`, headers: w.asPortal }),
      400,
      'VALIDATION_FAILED',
    );
  }
  expectProblem(
    await app.inject({ url: `/api/v1/leads/distributed-away?portalId=${FROM}`, headers: w.asProvider }),
    403,
    'KEY_SCOPE',
  );
  expectProblem(await app.inject({ url: `/api/v1/leads/distributed-away?portalId=${FROM}` }), 401);
});

test('hasAs follows AS requests filed and cancelled through the API by the recipient', async () => {
  const SENDER = 81;
  const RECIPIENT = 82;
  const a = (await registerOk(app, w, { name: '정하나', phone: '010-1111-0081', portalId: SENDER, region: '서울' })).id;
  const b = (await registerOk(app, w, { name: '정두리', phone: '010-1111-0082', portalId: SENDER, region: '서울' })).id;
  assert.equal((await distributeReq(app, w, SENDER, RECIPIENT, [a, b])).statusCode, 200);
  const listOf = async (hasAs: string) => {
    const res = await app.inject({
      url: `/api/v1/leads/distributed-away?portalId=${SENDER}&hasAs=${hasAs}`,
      headers: w.asPortal,
    });
    assert.equal(res.statusCode, 200, res.body);
    return (res.json() as { data: Item[] }).data.map((l) => l.id).sort();
  };
  assert.deepEqual(await listOf('Y'), []);

  const filed = await fileAsOk(app, w, { portalId: RECIPIENT, leadId: a });
  assert.deepEqual(await listOf('Y'), [a]);
  assert.deepEqual(
    await listOf('N'),
    [a, b].sort().filter((id) => id !== a),
  );

  const cancelled = await cancelAs(app, w, filed.id, RECIPIENT);
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  assert.deepEqual(await listOf('Y'), []);
  assert.deepEqual(await listOf('N'), [a, b].sort());
});
