import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InjectOptions } from 'fastify';
import { adminHeaders, build } from '../../helpers/build.js';
import { nextPhone, registerOk, world } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';

const { app } = await build();
const w = await world(app);
await factories(app).asReason({ code: 'CONTACT_SUPPRESSED', label: '연락금지' });

type Inject = InjectOptions;

/**
 * After a suppression or an erasure, no lead shape of any route shows the person's name, phone or e-mail: every
 * route that answers a lead is asked, for a used lead (the case the specification unmasks), a distributed one and a
 * replayed request, and its whole body is searched for the values.
 */
async function leakingRoutes(action: 'suppress' | 'erase') {
  const phone = nextPhone();
  const name = '황보진우';
  const email = 'secret.person@example.com';
  const owner = 7100 + (action === 'erase' ? 50 : 0);
  const recipient = owner + 1;
  const lead = await registerOk(app, w, { portalId: owner, phone, name, email, memo: '메모' });
  const other = await registerOk(app, w, {
    portalId: owner,
    phone: action === 'erase' ? '02-555-0002' : '02-555-0001',
    name: '다른사람',
  });
  const use = (id: string, portalId: number, key: string): Inject => ({
    method: 'POST',
    url: `/api/v1/leads/${id}/use`,
    headers: { ...w.asPortal, 'idempotency-key': key },
    payload: { portalId },
  });
  const contacts = (portalId: number, key: string): Inject => ({
    method: 'POST',
    url: '/api/v1/leads/contacts',
    headers: { ...w.asPortal, 'idempotency-key': key },
    payload: { portalId, leadIds: [lead.id, other.id] },
  });
  await app.inject(use(lead.id, owner, `u1-${phone}`));
  await app.inject(use(other.id, owner, `u2-${phone}`));
  await app.inject(contacts(owner, `c1-${phone}`));
  // Give the other lead to the recipient, who uses it: the lead of the person stays with its owner.
  await app.inject({
    method: 'POST',
    url: '/api/v1/distribute',
    headers: w.asPortal,
    payload: { fromPortalId: owner, toPortalId: recipient, leadIds: [lead.id] },
  });
  await app.inject(use(lead.id, recipient, `u3-${phone}`));
  const as = await app.inject({
    method: 'POST',
    url: '/api/v1/lead-as',
    headers: w.asPortal,
    payload: { portalId: recipient, leadId: lead.id, reasonCode: 'CONTACT_SUPPRESSED', customerMemo: '고객 메모' },
  });
  assert.equal(as.statusCode, 200, as.body);
  const body = { phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' };
  const done =
    action === 'suppress'
      ? await app.inject({ method: 'POST', url: '/admin/v1/suppressions', headers: adminHeaders, payload: body })
      : await app.inject({
          method: 'POST',
          url: '/admin/v1/erasures',
          headers: adminHeaders,
          payload: { phone, reason: '삭제 요구', identityCheck: 'DOCUMENT' },
        });
  assert.equal(done.statusCode, 200, done.body);

  const routes: [string, Inject][] = [
    ['owned list', { url: `/api/v1/leads?portalId=${recipient}&limit=100`, headers: w.asPortal }],
    ['owned list, used only', { url: `/api/v1/leads?portalId=${recipient}&used=true`, headers: w.asPortal }],
    ['single lead', { url: `/api/v1/leads/${lead.id}?portalId=${recipient}`, headers: w.asPortal }],
    ['distributed-away', { url: `/api/v1/leads/distributed-away?portalId=${owner}`, headers: w.asPortal }],
    ['contacts', contacts(recipient, `c2-${phone}`)],
    ['contacts, replayed', contacts(owner, `c1-${phone}`)],
    ['use, replayed (owner before the distribution)', use(lead.id, owner, `u1-${phone}`)],
    ['use, replayed (recipient)', use(lead.id, recipient, `u3-${phone}`)],
    ['AS requests', { url: `/api/v1/lead-as?portalId=${recipient}`, headers: w.asPortal }],
    ['admin leads', { url: `/admin/v1/leads?id=${lead.id}`, headers: adminHeaders }],
    ['admin AS requests', { url: '/admin/v1/lead-as?limit=100', headers: adminHeaders }],
    ['history', { url: `/admin/v1/leads/${lead.id}/history`, headers: adminHeaders }],
    [
      'lookup',
      { method: 'POST', url: '/admin/v1/leads/lookup', headers: adminHeaders, payload: { phone, purpose: 'AUDIT' } },
    ],
  ];
  // The middle digits only as part of a phone (`010-1234`, `0101234`): four digits alone also turn up by chance in
  // ids, request ids and times, and failed this test now and then without any leak.
  const digits = phone.replaceAll('-', '');
  const secrets = [name, phone, digits, phone.slice(0, 8), digits.slice(0, 7), email, 'secret.person'];
  const leaks: string[] = [];
  for (const [what, request] of routes) {
    const res = await app.inject(request);
    // Every route answers (a refusal of `use`, or 404 for a lead given away, is the rule at work).
    assert.ok([200, 400, 404].includes(res.statusCode), `${what}: ${res.statusCode} ${res.body}`);
    for (const secret of secrets) if (res.body.includes(secret)) leaks.push(`${what} shows ${secret}`);
  }
  return leaks;
}

test('after a suppression no lead shape of any route shows the name, phone or e-mail', async () => {
  assert.deepEqual(await leakingRoutes('suppress'), []);
});

test('after an erasure no lead shape of any route shows the name, phone or e-mail', async () => {
  assert.deepEqual(await leakingRoutes('erase'), []);
});
