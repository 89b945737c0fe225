import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, inArray } from 'drizzle-orm';
import { asRequests, auditLog } from '../../src/db/schema/index.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { factories } from '../helpers/given.js';
import { fileAs } from '../leads/distribution/helpers.js';
import { asOperator, givenOperator, type Role, signIn } from '../operators/helpers.js';

const { app, db } = await build({ CONSOLE_MFA: 'off' });
const given = factories(app);
const w = await given.world();

/** An AS request in the given status on a lead of its own; its id. */
async function asRequest(status: 'WAITING' | 'REJECTED', portalId = 6601) {
  const lead = await given.assignedLead({ world: w, portalId });
  await fileAs(db, lead.id, portalId, status);
  const [row] = await db
    .select()
    .from(asRequests)
    .where(eq(asRequests.leadId, Number(lead.id)));
  return String(row.id);
}

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'POST', url, headers, payload });

test('bulk hold: each pending request held with the one note; a decided or unknown one said in its result', async () => {
  const [a, b, decided] = [await asRequest('WAITING'), await asRequest('WAITING'), await asRequest('REJECTED')];
  const res = await post('/admin/v1/lead-as/bulk-hold', {
    ids: [a, decided, b, '999999999', a],
    adminNote: '서류 확인 중',
  });
  assert.equal(res.statusCode, 200, res.body);
  const body = res.json();
  assert.deepEqual(
    body.results.map((r: { id: string; ok: boolean; code: string | null }) => [r.id, r.ok, r.code]),
    [
      [a, true, null],
      [decided, false, 'AS_INVALID_TRANSITION'],
      [b, true, null],
      ['999999999', false, 'AS_REQUEST_NOT_FOUND'],
    ],
  );
  assert.equal(body.done, 2);
  assert.equal(body.refused, 2);
  const rows = await db
    .select()
    .from(asRequests)
    .where(inArray(asRequests.id, [Number(a), Number(b), Number(decided)]));
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  assert.equal(byId.get(a)?.status, 'HOLD');
  assert.equal(byId.get(a)?.adminNote, '서류 확인 중');
  assert.equal(byId.get(b)?.status, 'HOLD');
  assert.equal(byId.get(decided)?.status, 'REJECTED');
  const audited = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'AS_REVIEWED'), inArray(auditLog.target, [`as_request:${a}`, `as_request:${b}`])));
  assert.equal(audited.length, 2, 'one audit entry per request held');
});

test('bulk hold: REVIEWER and ADMIN sessions may, VIEWER → 403; 1–100 ids', async () => {
  for (const role of ['REVIEWER', 'ADMIN', 'VIEWER'] as Role[]) {
    const id = await asRequest('WAITING');
    const session = await signIn(app, (await givenOperator(db, role)).email);
    const res = await asOperator(app, session, 'POST', '/admin/v1/lead-as/bulk-hold', { ids: [id] });
    if (role === 'VIEWER') await expectProblem(res, 403, 'OPERATOR_SCOPE');
    else assert.equal(res.statusCode, 200, `${role}: ${res.body}`);
  }
  await expectProblem(await post('/admin/v1/lead-as/bulk-hold', { ids: [] }), 400, 'VALIDATION_FAILED');
  const many = Array.from({ length: 101 }, (_, i) => String(i + 1));
  await expectProblem(await post('/admin/v1/lead-as/bulk-hold', { ids: many }), 400, 'VALIDATION_FAILED');
});

test('bulk revoke: each key revoked and refused from then on; an unknown id said in its result', async () => {
  const [k1, k2] = [await given.key('portal'), await given.key('portal')];
  const before = await app.inject({ method: 'GET', url: '/api/v1/regions', headers: { 'x-api-key': k1.key } });
  assert.equal(before.statusCode, 200);
  const res = await post('/admin/v1/api-keys/bulk-revoke', { ids: [k1.id, '999999', k2.id] });
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(
    res.json().results.map((r: { id: string; ok: boolean; code: string | null }) => [r.id, r.ok, r.code]),
    [
      [k1.id, true, null],
      ['999999', false, 'NOT_FOUND'],
      [k2.id, true, null],
    ],
  );
  for (const k of [k1, k2]) {
    const after = await app.inject({ method: 'GET', url: '/api/v1/regions', headers: { 'x-api-key': k.key } });
    assert.equal(after.statusCode, 401);
  }
  const audited = await db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.action, 'API_KEY_REVOKED'), inArray(auditLog.target, [`api_key:${k1.id}`, `api_key:${k2.id}`])),
    );
  assert.equal(audited.length, 2);
});

test('bulk revoke: ADMIN sessions only', async () => {
  for (const role of ['REVIEWER', 'VIEWER'] as Role[]) {
    const k = await given.key('portal');
    const session = await signIn(app, (await givenOperator(db, role)).email);
    const res = await asOperator(app, session, 'POST', '/admin/v1/api-keys/bulk-revoke', { ids: [k.id] });
    await expectProblem(res, 403, 'OPERATOR_SCOPE');
  }
});
