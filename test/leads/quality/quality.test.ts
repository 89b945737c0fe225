import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import type { ContactOutcome } from '../../../src/db/schema/index.js';
import { asRequests, assignments, leadOutcomes, leadRefusals, leads, orders } from '../../../src/db/schema/index.js';
import { runImport } from '../../../src/leads/imports/import-job.js';
import { koreaDate } from '../../../src/platform/korea-time.js';
import { adminPost, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { nextPhone, register, type World, world } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';
import { registerTerms, uploadProviderFile, WAV, webConsent } from '../consent/helpers.js';
import { csvOf, jobDeps, startImportOk, uploadImportFile } from '../imports/helpers.js';

// The app's clock starts at the system's time: leads registered through the API are dated by the database's now().
const clock = testClock();
const { app, db, logs } = await build({}, { clock: clock.now });
const given = factories(app);

const MINUTE = 60_000;
/** An instant given as Korea time, `2026-10-10T10:00:00`. */
const kst = (local: string) => new Date(`${local}+09:00`);

type Figures = {
  registered: number;
  rejected: Record<'DUPLICATE_CONTACT' | 'CONTACT_SUPPRESSED' | 'CONSENT' | 'SSN_NOT_ACCEPTED', number>;
  assigned: number;
  contacted: number;
  consulted: number;
  applied: number;
  returned: number;
  suppressed: number;
  medianMinutesToFirstContact: number | null;
};
type Quality = {
  providerId: string;
  from: string;
  to: string;
  asOf: string;
  total: Figures;
  byProduct: (Figures & { productId: string; productName: string })[];
};

const getQuality = (providerId: string, from: string, to: string, headers: Record<string, string> = adminHeaders) =>
  app.inject({ url: `/admin/v1/providers/${providerId}/quality?from=${from}&to=${to}`, headers });

async function quality(providerId: string, from: string, to: string): Promise<Quality> {
  const res = await getQuality(providerId, from, to);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

const noRejections = { DUPLICATE_CONTACT: 0, CONTACT_SUPPRESSED: 0, CONSENT: 0, SSN_NOT_ACCEPTED: 0 };

/** A range of Korea days around the system's now: what the API registers now falls inside, whatever the hour. */
function rangeAroundNow() {
  const today = Date.now();
  return { from: koreaDate(new Date(today - 86_400_000)), to: koreaDate(new Date(today + 86_400_000)) };
}

/** Moves a lead's registration (and its REGISTERED time) to `at`. */
const registeredAt = (leadId: string, at: Date) =>
  db
    .update(leads)
    .set({ createdAt: at })
    .where(eq(leads.id, Number(leadId)));

/** Dates the lead's confirmed assignment at `at`. */
const confirmedAt = (leadId: string, at: Date) =>
  db
    .update(assignments)
    .set({ createdAt: at, confirmedAt: at })
    .where(eq(assignments.leadId, Number(leadId)));

/** A contact outcome, as the outcome service writes it: the row, and the lead's first contact moved back to it. */
async function outcome(leadId: string, kind: ContactOutcome, at: Date, portalId = 1) {
  await db.insert(leadOutcomes).values({
    leadId: Number(leadId),
    portalId,
    outcome: kind,
    at,
    callbackAt: kind === 'CALLBACK' ? at : null,
    appointmentAt: kind === 'APPOINTMENT' ? at : null,
  });
  await db
    .update(leads)
    .set({
      firstContactAt: sql`least(coalesce(${leads.firstContactAt}, ${at.toISOString()}::timestamptz), ${at.toISOString()}::timestamptz)`,
      lastOutcome: kind,
    })
    .where(eq(leads.id, Number(leadId)));
}

/** A use of the lead: its first contact, and no outcome. */
const used = (leadId: string, at: Date) =>
  db
    .update(leads)
    .set({ usedAt: at, firstContactAt: at })
    .where(eq(leads.id, Number(leadId)));

async function asRequest(leadId: string, status: 'APPROVED' | 'REJECTED') {
  await db.insert(asRequests).values({ leadId: Number(leadId), portalId: 1, reasonCode: 'Q_WRONG', status });
}

const suppress = (phone: string) =>
  adminPost(app, '/admin/v1/suppressions', { phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' });

const leadsWithPhone = async (w: World, phone: string) => {
  const digits = phone.replaceAll('-', '');
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from leads where provider_id = ${Number(w.provider.id)}
      and phone_hash = ${app.deps.leads.vault.blindIndex(digits)}`,
  );
  return Number(rows[0].n);
};

const refusalsOf = (w: World) =>
  db
    .select()
    .from(leadRefusals)
    .where(eq(leadRefusals.providerId, Number(w.provider.id)));

await given.asReason({ code: 'Q_WRONG', label: '결번' });

test('every count over a hand-built cohort, in total and by product; erased leads still count', async () => {
  const w = await given.world('건강보험 DB');
  const other = await given.product({ providerIds: [w.provider.id], name: '암보험 DB' });
  const b = { provider: w.provider, product: { id: other.id, name: other.name } };
  const t0 = kst('2026-10-10T10:00:00');
  const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);
  const assigned = async (world: Pick<World, 'provider' | 'product'>, portalId: number) => {
    const lead = await given.assignedLead({ world, portalId });
    await registeredAt(lead.id, at(-5));
    await confirmedAt(lead.id, t0);
    return lead;
  };

  // Product A.
  const a1 = await assigned(w, 7101); // used at 4 min, then a call at 10: first contact after 4 minutes
  await used(a1.id, at(4));
  await outcome(a1.id, 'NO_ANSWER', at(10));
  const a2 = await assigned(w, 7102); // 20 minutes, then consulted
  await outcome(a2.id, 'NO_ANSWER', at(20));
  await outcome(a2.id, 'CONSULTED', at(40));
  const a3 = await assigned(w, 7103); // taken back and confirmed again: counted from its first confirmation
  await db
    .update(assignments)
    .set({ endedAt: at(120), endReason: 'SLA_EXPIRED' })
    .where(eq(assignments.leadId, Number(a3.id)));
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.portalId, 7103));
  await db
    .insert(assignments)
    .values({ leadId: Number(a3.id), orderId: order.id, kind: 'CONFIRMED', createdAt: at(125), confirmedAt: at(125) });
  await outcome(a3.id, 'APPLIED', at(180));
  const a4 = await assigned(w, 7104); // used only: not contacted
  await used(a4.id, at(5));
  const suppressedPhone = nextPhone();
  const a5 = await given.lead({ world: w, phone: suppressedPhone }); // never assigned, suppressed now
  await registeredAt(a5.id, at(1));
  await suppress(suppressedPhone);
  const a6 = await given.lead({ world: w }); // a provisional assignment is no confirmation
  await registeredAt(a6.id, at(2));
  const openOrder = await given.order({ world: w, portalId: 7106 });
  await db.insert(assignments).values({ leadId: Number(a6.id), orderId: Number(openOrder.id), kind: 'PROVISIONAL' });

  // Product B.
  const b1 = await assigned(b, 7201); // an appointment after 15 minutes, returned by an approved AS request
  await outcome(b1.id, 'APPOINTMENT', at(15));
  await asRequest(b1.id, 'APPROVED');
  const b2 = await assigned(b, 7202); // erased, contacted after 45 minutes
  await outcome(b2.id, 'WRONG_PERSON', at(45));
  await db
    .update(leads)
    .set({ erasedAt: new Date(), name: '', phoneEnc: '', phoneMasked: '' })
    .where(eq(leads.id, Number(b2.id)));
  const b3 = await assigned(b, 7203); // an AS request refused: not returned
  await asRequest(b3.id, 'REJECTED');

  // Outside the cohort: registered in November, or by another provider.
  const late = await assigned(w, 7301);
  await registeredAt(late.id, kst('2026-11-01T00:00:00'));
  await outcome(late.id, 'APPLIED', at(30));
  const stranger = await given.world();
  const theirs = await given.assignedLead({ world: stranger, portalId: 7302 });
  await registeredAt(theirs.id, t0);

  const q = await quality(w.provider.id, '2026-10-01', '2026-10-31');
  assert.deepEqual(Object.keys(q).sort(), ['asOf', 'byProduct', 'from', 'providerId', 'to', 'total']);
  assert.equal(q.providerId, w.provider.id);
  assert.deepEqual([q.from, q.to], ['2026-10-01', '2026-10-31']);
  assert.deepEqual(q.byProduct, [
    {
      productId: w.product.id,
      productName: '건강보험 DB',
      registered: 6,
      rejected: noRejections,
      assigned: 4,
      contacted: 3,
      consulted: 2,
      applied: 1,
      returned: 0,
      suppressed: 1,
      medianMinutesToFirstContact: 20, // of 4, 20 and 180
    },
    {
      productId: other.id,
      productName: '암보험 DB',
      registered: 3,
      rejected: noRejections,
      assigned: 3,
      contacted: 2,
      consulted: 1,
      applied: 0,
      returned: 1,
      suppressed: 0,
      medianMinutesToFirstContact: 30, // of 15 and 45
    },
  ]);
  assert.deepEqual(q.total, {
    registered: 9,
    rejected: noRejections,
    assigned: 7,
    contacted: 5,
    consulted: 3,
    applied: 1,
    returned: 1,
    suppressed: 1,
    medianMinutesToFirstContact: 20, // of 4, 15, 20, 45 and 180: not an average of the products' medians
  });
});

test('the median is in whole minutes, to the nearest; null when nobody was contacted', async () => {
  const w = await given.world();
  const t0 = kst('2026-10-12T09:00:00');
  for (const [portalId, seconds] of [
    [7401, 10 * 60 + 20],
    [7402, 11 * 60 + 10],
  ] as const) {
    const lead = await given.assignedLead({ world: w, portalId });
    await registeredAt(lead.id, t0);
    await confirmedAt(lead.id, t0);
    await outcome(lead.id, 'NO_ANSWER', new Date(t0.getTime() + seconds * 1000));
  }
  // The middle of 10:20 and 11:10 is 10:45: 11 minutes.
  assert.equal((await quality(w.provider.id, '2026-10-12', '2026-10-12')).total.medianMinutesToFirstContact, 11);
  const quiet = await given.world();
  const lead = await given.assignedLead({ world: quiet, portalId: 7403 });
  await registeredAt(lead.id, t0);
  const q = await quality(quiet.provider.id, '2026-10-12', '2026-10-12');
  assert.equal(q.total.contacted, 0);
  assert.equal(q.total.medianMinutesToFirstContact, null);
  assert.equal(q.byProduct[0].medianMinutesToFirstContact, null);
});

test('a refused registration leaves exactly one record and no lead; rejected sums the codes, CONSENT_* as one', async () => {
  const w = await given.world('건강보험 DB');
  const strict = await given.product({ providerIds: [w.provider.id], name: '동의필수 DB' });
  const patched = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/products/${strict.id}`,
    headers: adminHeaders,
    payload: { consentRequired: true },
  });
  assert.equal(patched.statusCode, 200, patched.body);
  const refusedAt = clock.now();

  const taken = nextPhone();
  assert.equal((await register(app, w, { phone: taken })).statusCode, 200);
  expectProblem(await register(app, w, { phone: taken }), 409, 'DUPLICATE_CONTACT');
  expectProblem(await register(app, w, { phone: taken, portalId: 7501 }), 409, 'DUPLICATE_CONTACT');
  assert.equal(await leadsWithPhone(w, taken), 1, 'the refusals stored no lead');

  const suppressedPhone = nextPhone();
  await suppress(suppressedPhone);
  expectProblem(await register(app, w, { phone: suppressedPhone }), 409, 'CONTACT_SUPPRESSED');
  assert.equal(await leadsWithPhone(w, suppressedPhone), 0);

  const consentless = nextPhone();
  const onStrict = { product: { id: strict.id, name: strict.name } };
  expectProblem(await register(app, { ...w, ...onStrict }, { phone: consentless }), 400, 'CONSENT_REQUIRED');
  expectProblem(await register(app, { ...w, ...onStrict }), 400, 'CONSENT_REQUIRED');
  assert.equal(await leadsWithPhone(w, consentless), 0);

  // Refusals that are not the source's data: nothing recorded.
  expectProblem(await register(app, w, { phone: '010-12' }), 400, 'VALIDATION_FAILED');
  expectProblem(await register(app, w, { productId: '999999' }), 400, 'PRODUCT_NOT_FOUND');

  const ssnPhone = nextPhone();
  await app.inject({
    method: 'PATCH',
    url: `/admin/v1/providers/${w.provider.id}`,
    headers: adminHeaders,
    payload: { ssnPolicy: 'REJECT' },
  });
  expectProblem(await register(app, w, { phone: ssnPhone, ssn: '850715-2345671' }), 400, 'SSN_NOT_ACCEPTED');
  assert.equal(await leadsWithPhone(w, ssnPhone), 0);

  const records = await refusalsOf(w);
  assert.deepEqual(records.map((r) => r.code).sort(), [
    'CONSENT_REQUIRED',
    'CONSENT_REQUIRED',
    'CONTACT_SUPPRESSED',
    'DUPLICATE_CONTACT',
    'DUPLICATE_CONTACT',
    'SSN_NOT_ACCEPTED',
  ]);
  assert.deepEqual(Object.keys(records[0]).sort(), ['code', 'id', 'productId', 'providerId', 'refusedAt']);
  for (const r of records) assert.equal(r.refusedAt.getTime(), refusedAt, 'dated by the app’s clock');
  assert.deepEqual(
    records.filter((r) => r.code === 'CONSENT_REQUIRED').map((r) => String(r.productId)),
    [strict.id, strict.id],
  );
  // Another consent rule's refusal, recorded the same way: CONSENT sums every CONSENT_* code.
  await db.insert(leadRefusals).values({
    providerId: Number(w.provider.id),
    productId: Number(strict.id),
    code: 'CONSENT_STALE',
    refusedAt: new Date(refusedAt),
  });

  const { from, to } = rangeAroundNow();
  const q = await quality(w.provider.id, from, to);
  assert.deepEqual(q.total.rejected, { DUPLICATE_CONTACT: 2, CONTACT_SUPPRESSED: 1, CONSENT: 3, SSN_NOT_ACCEPTED: 1 });
  assert.equal(q.total.registered, 1);
  const [onA, onB] = q.byProduct;
  assert.deepEqual(
    [onA.productId, onA.registered, onA.rejected],
    [w.product.id, 1, { DUPLICATE_CONTACT: 2, CONTACT_SUPPRESSED: 1, CONSENT: 0, SSN_NOT_ACCEPTED: 1 }],
  );
  assert.deepEqual(
    [onB.productId, onB.productName, onB.registered, onB.rejected],
    [strict.id, '동의필수 DB', 0, { DUPLICATE_CONTACT: 0, CONTACT_SUPPRESSED: 0, CONSENT: 3, SSN_NOT_ACCEPTED: 0 }],
  );
  assert.ok(!logs.some((line) => line.includes(taken.slice(-4)) && line.includes('quality')));
});

test('a refusal inside the registration’s transaction (a consent with evidence): rolled back, yet recorded once', async () => {
  const w = await world(app);
  await registerTerms(app, w);
  const evidence = await uploadProviderFile(app, w, WAV, 'audio/wav', 'CONSENT_EVIDENCE');
  const consent = webConsent(new Date(clock.now() - MINUTE).toISOString(), {
    channel: 'PHONE',
    sourceUrl: undefined,
    evidenceFileId: evidence,
  });
  const phone = nextPhone();
  const first = await register(app, w, { phone, consent });
  assert.equal(first.statusCode, 200, first.body);
  expectProblem(await register(app, w, { phone, consent }), 409, 'DUPLICATE_CONTACT');
  assert.equal(await leadsWithPhone(w, phone), 1);
  const { rows } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from leads l
      where l.consent_source_id is not null and l.provider_id = ${Number(w.provider.id)}`,
  );
  assert.equal(Number(rows[0].n), 1, 'the refused registration’s consent was rolled back with it');
  assert.deepEqual(
    (await refusalsOf(w)).map((r) => r.code),
    ['DUPLICATE_CONTACT'],
  );
});

test('an import records its refused rows with the batch, a dry run records nothing', async () => {
  const w = await given.world();
  await app.inject({
    method: 'PATCH',
    url: `/admin/v1/providers/${w.provider.id}`,
    headers: adminHeaders,
    payload: { ssnPolicy: 'REJECT' },
  });
  const taken = nextPhone();
  assert.equal((await register(app, w, { phone: taken })).statusCode, 200);
  const suppressedPhone = nextPhone();
  await suppress(suppressedPhone);
  const first = nextPhone();
  const rows = [
    ['김', first, ''], // registered
    ['김', first.replaceAll('-', ''), ''], // DUPLICATE_IN_FILE: a duplicate contact of the source
    ['김', taken, ''], // DUPLICATE_CONTACT
    ['김', suppressedPhone, ''], // CONTACT_SUPPRESSED
    ['김', nextPhone(), '850715-2345671'], // SSN_NOT_ACCEPTED
    ['김', '010-12', ''], // PHONE_INVALID: not counted
  ];
  const file = csvOf(rows, ['이름', '휴대폰', '주민번호']);
  const body = (fileId: string, dryRun: boolean) => ({
    providerId: w.provider.id,
    productId: w.product.id,
    fileId,
    dryRun,
  });
  const dry = await startImportOk(app, w.providerKey, body(await uploadImportFile(app, w.providerKey, file), true));
  assert.equal(await runImport(jobDeps(app), Number(dry.id)), 'COMPLETED');
  assert.deepEqual(await refusalsOf(w), [], 'a dry run refuses nothing for real');

  const real = await startImportOk(app, w.providerKey, body(await uploadImportFile(app, w.providerKey, file), false));
  assert.equal(await runImport(jobDeps(app), Number(real.id)), 'COMPLETED');
  const records = await refusalsOf(w);
  assert.deepEqual(records.map((r) => r.code).sort(), [
    'CONTACT_SUPPRESSED',
    'DUPLICATE_CONTACT',
    'DUPLICATE_IN_FILE',
    'SSN_NOT_ACCEPTED',
  ]);
  const { from, to } = rangeAroundNow();
  const q = await quality(w.provider.id, from, to);
  assert.equal(q.total.registered, 2, 'the registration and the import’s first row');
  assert.deepEqual(q.total.rejected, { DUPLICATE_CONTACT: 2, CONTACT_SUPPRESSED: 1, CONSENT: 0, SSN_NOT_ACCEPTED: 1 });
});

test('the range is of Korea-time days: 00:00 KST opens it, 23:59 KST of its last day is in, 00:00 after is out', async () => {
  const w = await given.world();
  const edges = [
    ['2026-09-30T23:59:59.999', false],
    ['2026-10-01T00:00:00', true],
    ['2026-10-31T23:59:00', true],
    ['2026-10-31T23:59:59.999', true],
    ['2026-11-01T00:00:00', false],
  ] as const;
  for (const [local] of edges) {
    const phone = nextPhone();
    const lead = await given.lead({ world: w, phone });
    await registeredAt(lead.id, kst(local));
    // The provider sends the same person again at the same moment: a refusal dated by the app's clock.
    clock.set(kst(local));
    expectProblem(await register(app, w, { phone }), 409, 'DUPLICATE_CONTACT');
  }
  clock.set(Date.now());
  const inside = edges.filter(([, inRange]) => inRange).length;
  const october = await quality(w.provider.id, '2026-10-01', '2026-10-31');
  assert.equal(october.total.registered, inside);
  assert.equal(october.total.rejected.DUPLICATE_CONTACT, inside);
  const lastDay = await quality(w.provider.id, '2026-10-31', '2026-10-31');
  assert.deepEqual([lastDay.total.registered, lastDay.total.rejected.DUPLICATE_CONTACT], [2, 2]);
  const dayAfter = await quality(w.provider.id, '2026-11-01', '2026-11-01');
  assert.deepEqual([dayAfter.total.registered, dayAfter.total.rejected.DUPLICATE_CONTACT], [1, 1]);
  assert.deepEqual(dayAfter.byProduct.length, 1);
  const empty = await quality(w.provider.id, '2026-08-01', '2026-08-31');
  assert.deepEqual(empty.byProduct, [], 'no product had anything in the range');
  assert.deepEqual(empty.total, {
    registered: 0,
    rejected: noRejections,
    assigned: 0,
    contacted: 0,
    consulted: 0,
    applied: 0,
    returned: 0,
    suppressed: 0,
    medianMinutesToFirstContact: null,
  });
});

test('figures are kept an hour: 59 minutes later the same asOf and figures, 61 minutes later new ones', async () => {
  const w = await given.world();
  const { from, to } = rangeAroundNow();
  await given.lead({ world: w });
  clock.set(Date.now());
  const computedAt = clock.now();
  const first = await quality(w.provider.id, from, to);
  assert.equal(first.asOf, new Date(computedAt).toISOString());
  assert.equal(first.total.registered, 1);

  await given.lead({ world: w });
  clock.advance(59 * MINUTE);
  const kept = await quality(w.provider.id, from, to);
  assert.deepEqual(kept, first, 'the same figures, the same asOf');
  const otherRange = await quality(w.provider.id, from, from);
  assert.equal(otherRange.asOf, new Date(clock.now()).toISOString(), 'each range is kept on its own');

  clock.advance(2 * MINUTE);
  const fresh = await quality(w.provider.id, from, to);
  assert.equal(fresh.asOf, new Date(computedAt + 61 * MINUTE).toISOString());
  assert.equal(fresh.total.registered, 2);
  clock.set(Date.now());
});

test('the range: from after to, over 366 days, or not a calendar day → 400 VALIDATION_FAILED naming the field', async () => {
  const w = await given.world();
  const fieldOf = async (from: string, to: string) => {
    const problem = expectProblem(await getQuality(w.provider.id, from, to), 400, 'VALIDATION_FAILED');
    return (problem.errors as { field: string }[]).map((e) => e.field);
  };
  assert.deepEqual(await fieldOf('2026-10-02', '2026-10-01'), ['from']);
  assert.deepEqual(await fieldOf('2027-01-01', '2028-01-02'), ['to'], '367 days counted');
  assert.equal((await getQuality(w.provider.id, '2027-01-01', '2028-01-01')).statusCode, 200, '366 days counted');
  assert.deepEqual(await fieldOf('2026-02-30', '2026-03-01'), ['from']);
  assert.deepEqual(await fieldOf('2026-03-01', '2026-13-01'), ['to']);
  assert.deepEqual(await fieldOf('1999-12-31', '2000-01-01'), ['from']);
  expectProblem(await getQuality(w.provider.id, '2026-1-1', '2026-01-02'), 400, 'VALIDATION_FAILED');
  const missing = await app.inject({
    url: `/admin/v1/providers/${w.provider.id}/quality?from=2026-01-01`,
    headers: adminHeaders,
  });
  expectProblem(missing, 400, 'VALIDATION_FAILED');
  // A leap year is 366 days: the longest range.
  assert.equal((await getQuality(w.provider.id, '2028-01-01', '2028-12-31')).statusCode, 200);
  assert.equal((await getQuality(w.provider.id, '2026-10-01', '2026-10-01')).statusCode, 200);
});

test('an unknown provider → 404 NOT_FOUND; a portal or provider key → 403 KEY_SCOPE', async () => {
  const w = await given.world();
  expectProblem(await getQuality('999999', '2026-10-01', '2026-10-31'), 404, 'NOT_FOUND');
  expectProblem(await getQuality('abc', '2026-10-01', '2026-10-31'), 404, 'NOT_FOUND');
  expectProblem(await getQuality(w.provider.id, '2026-10-01', '2026-10-31', w.asPortal), 403, 'KEY_SCOPE');
  expectProblem(await getQuality(w.provider.id, '2026-10-01', '2026-10-31', w.asProvider), 403, 'KEY_SCOPE');
});

test('the refusal record carries no personal data and a refusal is answered as before', async () => {
  const w = await given.world();
  const phone = nextPhone();
  assert.equal((await register(app, w, { phone, name: '개인정보테스트' })).statusCode, 200);
  const refused = expectProblem(await register(app, w, { phone, name: '개인정보테스트' }), 409, 'DUPLICATE_CONTACT');
  assert.equal(refused.detail, 'A lead with this phone number exists for this provider');
  const [row] = await db
    .select()
    .from(leadRefusals)
    .where(and(eq(leadRefusals.providerId, Number(w.provider.id)), eq(leadRefusals.code, 'DUPLICATE_CONTACT')));
  const text = JSON.stringify(row);
  for (const secret of [phone.slice(-4), '개인정보테스트']) assert.ok(!text.includes(secret));
});
