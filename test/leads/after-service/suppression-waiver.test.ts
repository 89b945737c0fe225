/**
 * consumer-rights.md §3: an AS request with the reason CONTACT_SUPPRESSED 연락금지 is accepted whatever the return
 * window when the lead is suppressed and its current owner had not used it before the suppression was made;
 * otherwise the product's window applies. Time is moved on the app's clock, never waited for.
 */
import assert from 'node:assert/strict';
import { beforeEach, test } from 'node:test';
import { adminPost, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { nextPhone, registerOk, world } from '../../helpers/fixtures.js';
import { fileAs } from './helpers.js';

const DAY = 24 * 60 * 60_000;
/** The product's default window (7 days) and a day: past it, whatever else holds. */
const PAST_THE_WINDOW = 8 * DAY;

const clock = testClock();
const { app } = await build({}, { clock: clock.now });
const w = await world(app);
await adminPost(app, '/admin/v1/lead-as/reasons', { code: 'CONTACT_SUPPRESSED', label: '연락금지', sortOrder: 1 });
await adminPost(app, '/admin/v1/lead-as/reasons', { code: 'WRONG_NUMBER', label: '결번/없는 번호', sortOrder: 2 });

let nextPortal = 5100;

/** A lead registered straight to a new portal user (confirmed: its window starts now), and its phone. */
async function ownedLead() {
  const portalId = nextPortal++;
  const phone = nextPhone();
  const lead = await registerOk(app, w, { portalId, phone, region: '서울' });
  return { id: lead.id, portalId, phone };
}

const portal = (url: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url, headers: w.asPortal, payload });

async function use(leadId: string, portalId: number) {
  const res = await portal(`/api/v1/leads/${leadId}/use`, { portalId });
  assert.equal(res.statusCode, 200, res.body);
}

async function suppress(phone: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/v1/suppressions',
    headers: adminHeaders,
    payload: { phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' },
  });
  assert.equal(res.statusCode, 200, res.body);
}

/** Every test starts at the present, where the database's own times (assignedAt, usedAt) are. */
beforeEach(() => clock.set(Date.now()));

const fileFor = (lead: { id: string; portalId: number }, reasonCode: string) =>
  fileAs(app, w, { portalId: lead.portalId, leadId: lead.id, reasonCode });

test("other phones' suppressions do not reach a lead: filed in the window, not suppressed, no waiver past it", async () => {
  for (let i = 0; i < 2; i++) await suppress(nextPhone());
  const lead = await ownedLead();
  const inTime = await fileFor(lead, 'WRONG_NUMBER');
  assert.equal(inTime.statusCode, 200, inTime.body);
  assert.equal(inTime.json().lead.suppressed, false);
  const cancelled = await portal(`/api/v1/lead-as/${inTime.json().id}/cancel`, { portalId: lead.portalId });
  assert.equal(cancelled.statusCode, 200, cancelled.body);
  clock.advance(PAST_THE_WINDOW);
  expectProblem(await fileFor(lead, 'CONTACT_SUPPRESSED'), 400, 'AS_WINDOW_CLOSED');
});

test('past the window: CONTACT_SUPPRESSED on a suppressed lead its owner never used is accepted', async () => {
  const lead = await ownedLead();
  const control = await ownedLead();
  clock.advance(60_000);
  await suppress(lead.phone);
  clock.advance(PAST_THE_WINDOW);
  // The window has closed on the app's clock: a lead of the same age without the waiver is refused.
  expectProblem(await fileFor(control, 'WRONG_NUMBER'), 400, 'AS_WINDOW_CLOSED');
  const res = await fileFor(lead, 'CONTACT_SUPPRESSED');
  assert.equal(res.statusCode, 200, res.body);
  const filed = res.json();
  assert.equal(filed.reasonCode, 'CONTACT_SUPPRESSED');
  assert.equal(filed.reasonLabel, '연락금지');
  assert.equal(filed.status, 'WAITING');
  assert.equal(filed.lead.suppressed, true);
});

test('past the window: a lead its owner used before the suppression keeps the window (AS_WINDOW_CLOSED)', async () => {
  const lead = await ownedLead();
  await use(lead.id, lead.portalId);
  clock.advance(60_000);
  await suppress(lead.phone);
  clock.advance(PAST_THE_WINDOW);
  expectProblem(await fileFor(lead, 'CONTACT_SUPPRESSED'), 400, 'AS_WINDOW_CLOSED');
});

test('past the window: CONTACT_SUPPRESSED on a lead that is not suppressed is refused (AS_WINDOW_CLOSED)', async () => {
  const lead = await ownedLead();
  clock.advance(PAST_THE_WINDOW);
  expectProblem(await fileFor(lead, 'CONTACT_SUPPRESSED'), 400, 'AS_WINDOW_CLOSED');
});

test('past the window: another reason on a suppressed, unused lead is refused (AS_WINDOW_CLOSED)', async () => {
  const lead = await ownedLead();
  clock.advance(60_000);
  await suppress(lead.phone);
  clock.advance(PAST_THE_WINDOW);
  expectProblem(await fileFor(lead, 'WRONG_NUMBER'), 400, 'AS_WINDOW_CLOSED');
  // The same lead with the suppression's reason goes through.
  const res = await fileFor(lead, 'CONTACT_SUPPRESSED');
  assert.equal(res.statusCode, 200, res.body);
});

test('the current owner decides: used by the distributor, unused by the recipient → accepted for the recipient', async () => {
  const lead = await ownedLead();
  const recipient = nextPortal++;
  await use(lead.id, lead.portalId);
  const moved = await portal('/api/v1/distribute', {
    fromPortalId: lead.portalId,
    toPortalId: recipient,
    leadIds: [lead.id],
  });
  assert.equal(moved.statusCode, 200, moved.body);
  clock.advance(60_000);
  await suppress(lead.phone);
  clock.advance(PAST_THE_WINDOW);
  const res = await fileFor({ id: lead.id, portalId: recipient }, 'CONTACT_SUPPRESSED');
  assert.equal(res.statusCode, 200, res.body);
});

test('a lead used, its suppression lifted, suppressed again: used before the suppression in force → refused', async () => {
  const lead = await ownedLead();
  clock.advance(60_000);
  await suppress(lead.phone);
  const found = await app.inject({
    url: `/admin/v1/suppressions?phone=${lead.phone}&active=true`,
    headers: adminHeaders,
  });
  const [entry] = found.json().data;
  const lifted = await app.inject({
    method: 'POST',
    url: `/admin/v1/suppressions/${entry.id}/lift`,
    headers: adminHeaders,
    payload: { reason: '동의 재취득' },
  });
  assert.equal(lifted.statusCode, 200, lifted.body);
  await use(lead.id, lead.portalId);
  clock.advance(60_000);
  await suppress(lead.phone);
  clock.advance(PAST_THE_WINDOW);
  expectProblem(await fileFor(lead, 'CONTACT_SUPPRESSED'), 400, 'AS_WINDOW_CLOSED');
});
