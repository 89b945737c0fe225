/**
 * consumer-rights.md §0 and §1: every lead shape a portal user sees carries the lead's `consent` — the
 * distributed-away item too, and every shape of the recipient of a distribution — while the `lead` of an AS request
 * detail gains only `suppressed` and `erased`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { adminPost } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { registerOk, world } from '../../helpers/fixtures.js';
import { registerTerms, webConsent } from './helpers.js';

const DAY = 24 * 60 * 60_000;
const clock = testClock();
const { app } = await build({ CONSENT_RECIPIENTS: '리드라인 주식회사' }, { clock: clock.now });
const w = await world(app);
await registerTerms(app, w);
await adminPost(app, '/admin/v1/lead-as/reasons', { code: 'WRONG_NUMBER', label: '결번/없는 번호', sortOrder: 1 });

const collectedAt = new Date(clock.now() - DAY).toISOString();
const summary = {
  channel: 'WEB',
  sourceName: '○○보험비교',
  collectedAt,
  termsVersion: 'v1',
  items: ['NAME', 'PHONE', 'REGION'],
  purposes: ['COLLECTION', 'THIRD_PARTY_PROVISION', 'SOLICITATION', 'NIGHT_CONTACT'],
  retainUntil: new Date(Date.parse(collectedAt) + 365 * DAY).toISOString(),
  hasEvidence: false,
};

const get = async (url: string, headers = w.asPortal) => {
  const res = await app.inject({ url, headers });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};
const post = async (url: string, payload: Record<string, unknown>, headers = w.asPortal) => {
  const res = await app.inject({ method: 'POST', url, headers, payload });
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
};

/** A lead registered to `from` (with `consent` when given), used by them and distributed to `to`. */
async function distributedLead(from: number, to: number, consent?: Record<string, unknown>) {
  const lead = await registerOk(app, w, { portalId: from, region: '서울', ...(consent ? { consent } : {}) });
  await post(`/api/v1/leads/${lead.id}/use`, { portalId: from });
  await post('/api/v1/distribute', { fromPortalId: from, toPortalId: to, leadIds: [lead.id] });
  return lead.id;
}

const itemOf = (page: { data: { id: string }[] }, id: string) => {
  const item = page.data.find((l) => l.id === id);
  assert.ok(item, `lead ${id} is listed`);
  return item as Record<string, unknown>;
};

test('the distributed-away item shows the consent; the recipient sees it in the list, the lead and use', async () => {
  const id = await distributedLead(6101, 6102, webConsent(collectedAt));
  const away = itemOf(await get('/api/v1/leads/distributed-away?portalId=6101'), id);
  assert.equal(away.currentOwnerId, '6102');
  assert.deepEqual(away.consent, summary);

  assert.deepEqual(itemOf(await get('/api/v1/leads?portalId=6102'), id).consent, summary);
  assert.deepEqual((await get(`/api/v1/leads/${id}?portalId=6102`)).consent, summary);
  assert.deepEqual((await post(`/api/v1/leads/${id}/use`, { portalId: 6102 })).consent, summary);
  // Passed on once more: the new distributor's list shows it as well.
  await post('/api/v1/distribute', { fromPortalId: 6102, toPortalId: 6103, leadIds: [id] });
  assert.deepEqual(itemOf(await get('/api/v1/leads/distributed-away?portalId=6102'), id).consent, summary);
});

test('a lead registered without a consent shows consent: null in the distributed-away item', async () => {
  const id = await distributedLead(6111, 6112);
  const away = itemOf(await get('/api/v1/leads/distributed-away?portalId=6111'), id);
  assert.ok('consent' in away, 'the field is present');
  assert.equal(away.consent, null);
});

test("the AS request detail's lead gains suppressed and erased only, for the portal user and the operators", async () => {
  const lead = await registerOk(app, w, { portalId: 6121, region: '서울', consent: webConsent(collectedAt) });
  assert.deepEqual(lead.consent, summary, 'the lead has a consent');
  const filed = await post('/api/v1/lead-as', { portalId: 6121, leadId: lead.id, reasonCode: 'WRONG_NUMBER' });
  const shapes = [
    filed.lead,
    (await get(`/api/v1/lead-as/${filed.id}?portalId=6121`)).lead,
    (await get(`/api/v1/lead-as/${lead.id}?portalId=6121&by=lead`)).lead,
    itemOf(await get('/api/v1/lead-as?portalId=6121'), filed.id).lead,
    (await get(`/admin/v1/lead-as/${filed.id}`, adminHeaders)).lead,
    itemOf(await get('/admin/v1/lead-as?limit=100', adminHeaders), filed.id).lead,
  ];
  for (const shape of shapes) {
    assert.deepEqual(Object.keys(shape).sort(), ['erased', 'id', 'name', 'phone', 'product', 'region', 'suppressed']);
    assert.equal(shape.suppressed, false);
    assert.equal(shape.erased, false);
  }
});
