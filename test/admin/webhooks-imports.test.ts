import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import {
  auditLog,
  leadImportErrors,
  leadImports,
  webhookDeliveries,
  webhookEndpoints,
} from '../../src/db/schema/index.js';
import { createClient } from '../claims/helpers.js';
import { expectProblem } from '../helpers/api.js';
import { adminHeaders, build } from '../helpers/build.js';
import { factories } from '../helpers/given.js';
import { asOperator, givenOperator, type Role, signIn } from '../operators/helpers.js';

const { app, db } = await build({ CONSOLE_MFA: 'off' });
const given = factories(app);

const SECRET_ENC = 'whsec_THIS-MUST-NEVER-SHOW';
const a = await given.world();
const b = await given.world();
const portalKey = await given.key('portal');
const client = await createClient(app, '청구 연동');

const [portalHook] = await db
  .insert(webhookEndpoints)
  .values({
    ownerKind: 'portal',
    keyId: Number(portalKey.id),
    url: 'https://portal.example/hooks',
    events: ['lead.assigned', 'order.completed'],
    secretEnc: SECRET_ENC,
  })
  .returning();
const [clientHook] = await db
  .insert(webhookEndpoints)
  .values({
    ownerKind: 'client',
    clientId: client.clientId,
    url: 'https://claims.example/hooks',
    events: ['claim.status_changed'],
    secretEnc: SECRET_ENC,
    enabled: false,
    disabledReason: 'FAILING',
    lastError: 'HTTP 500',
    failingSince: new Date('2026-01-01T00:00:00Z'),
  })
  .returning();
const delivery = (status: 'DELIVERED' | 'FAILED', responseStatus: number) => ({
  endpointId: portalHook.id,
  messageId: `msg_${Math.random().toString(36).slice(2)}`,
  eventType: 'lead.assigned',
  body: '{}',
  status,
  attempts: 1,
  responseStatus,
  lastAttemptAt: new Date(),
});
await db.insert(webhookDeliveries).values(delivery('FAILED', 500));
const [latest] = await db.insert(webhookDeliveries).values(delivery('DELIVERED', 204)).returning();

const importRow = (world: typeof a, extra: Partial<typeof leadImports.$inferInsert> = {}) => ({
  providerId: Number(world.provider.id),
  productId: Number(world.product.id),
  format: 'csv' as const,
  caller: { kind: 'provider', keyId: null, providerId: Number(world.provider.id) },
  ...extra,
});
const [done] = await db
  .insert(leadImports)
  .values(
    importRow(a, { status: 'COMPLETED', totalRows: 3, processedRows: 3, registered: 2, duplicates: 1, invalid: 0 }),
  )
  .returning();
const [failed] = await db
  .insert(leadImports)
  .values(importRow(b, { status: 'FAILED', failureCode: 'FILE_UNREADABLE', dryRun: true }))
  .returning();
const [queued] = await db.insert(leadImports).values(importRow(a)).returning();

const get = (url: string, headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'GET', url, headers });
const ids = (res: { json: () => { data: { id: string }[] } }) => res.json().data.map((x) => x.id);

test('webhooks: every owner’s endpoints with the owner, state and latest delivery outcome', async () => {
  const res = await get('/admin/v1/webhooks');
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(ids(res), [String(portalHook.id), String(clientHook.id)]);
  const [portal, claims] = res.json().data;
  assert.deepEqual(
    { ownerKind: portal.ownerKind, ownerId: portal.ownerId, url: portal.url, events: portal.events },
    {
      ownerKind: 'portal',
      ownerId: portalKey.id,
      url: 'https://portal.example/hooks',
      events: ['lead.assigned', 'order.completed'],
    },
  );
  assert.equal(portal.lastDelivery.id, String(latest.id));
  assert.equal(portal.lastDelivery.status, 'DELIVERED');
  assert.equal(portal.lastDelivery.responseStatus, 204);
  assert.deepEqual(
    {
      ownerKind: claims.ownerKind,
      ownerId: claims.ownerId,
      enabled: claims.enabled,
      disabledReason: claims.disabledReason,
      lastError: claims.lastError,
      lastDelivery: claims.lastDelivery,
    },
    {
      ownerKind: 'client',
      ownerId: client.clientId,
      enabled: false,
      disabledReason: 'FAILING',
      lastError: 'HTTP 500',
      lastDelivery: null,
    },
  );
});

test('webhooks: never a secret', async () => {
  const res = await get('/admin/v1/webhooks');
  assert.ok(!res.body.includes(SECRET_ENC));
  assert.ok(!res.body.includes(client.clientSecret));
  for (const hook of res.json().data) assert.ok(!('secret' in hook) && !('secretEnc' in hook));
});

test('webhooks: filters by owner kind and enabled flag, paged with a bounded count', async () => {
  assert.deepEqual(ids(await get('/admin/v1/webhooks?ownerKind=client')), [String(clientHook.id)]);
  assert.deepEqual(ids(await get('/admin/v1/webhooks?enabled=true')), [String(portalHook.id)]);
  const paged = await get('/admin/v1/webhooks?limit=1&page=2');
  assert.deepEqual(ids(paged), [String(clientHook.id)]);
  assert.deepEqual(paged.json().pagination, { page: 2, limit: 1, total: 2, totalPages: 2, totalCapped: false });
});

test('imports: every provider’s, newest first, with status and counts', async () => {
  const res = await get('/admin/v1/lead-imports');
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(ids(res), [String(queued.id), String(failed.id), String(done.id)]);
  const completed = res.json().data[2];
  assert.deepEqual(
    {
      providerId: completed.providerId,
      status: completed.status,
      registered: completed.registered,
      duplicates: completed.duplicates,
      invalid: completed.invalid,
      totalRows: completed.totalRows,
    },
    { providerId: a.provider.id, status: 'COMPLETED', registered: 2, duplicates: 1, invalid: 0, totalRows: 3 },
  );
  assert.equal(res.json().data[1].failureCode, 'FILE_UNREADABLE');
});

test('imports: filters by provider, product, status, dry run, creation period', async () => {
  assert.deepEqual(ids(await get(`/admin/v1/lead-imports?providerId=${a.provider.id}`)), [
    String(queued.id),
    String(done.id),
  ]);
  assert.deepEqual(ids(await get(`/admin/v1/lead-imports?productId=${b.product.id}`)), [String(failed.id)]);
  assert.deepEqual(ids(await get('/admin/v1/lead-imports?status=COMPLETED')), [String(done.id)]);
  assert.deepEqual(ids(await get('/admin/v1/lead-imports?dryRun=true')), [String(failed.id)]);
  await db
    .update(leadImports)
    .set({ createdAt: new Date('2025-03-01T14:59:59.999Z') })
    .where(eq(leadImports.id, done.id));
  assert.deepEqual(ids(await get('/admin/v1/lead-imports?createdTo=2025-03-01')), [String(done.id)]);
});

test('bad input → 400 problem+json', async () => {
  for (const query of ['?ownerKind=admin', '?enabled=maybe', '?limit=0', '?page=0', '?secret=1']) {
    expectProblem(await get(`/admin/v1/webhooks${query}`), 400, 'VALIDATION_FAILED');
  }
  for (const query of [
    '?status=DONE',
    '?providerId=abc',
    '?dryRun=2',
    '?createdFrom=2025-13-40',
    '?createdFrom=2025-02-02&createdTo=2025-02-01',
    '?limit=100&page=101',
  ]) {
    expectProblem(await get(`/admin/v1/lead-imports${query}`), 400, 'VALIDATION_FAILED');
  }
});

test('every operator role may list both; portal and provider keys may not (403)', async () => {
  for (const role of ['VIEWER', 'REVIEWER', 'ADMIN'] as Role[]) {
    const session = await signIn(app, (await givenOperator(db, role)).email);
    assert.equal((await asOperator(app, session, 'GET', '/admin/v1/webhooks')).statusCode, 200, role);
    assert.equal((await asOperator(app, session, 'GET', '/admin/v1/lead-imports')).statusCode, 200, role);
  }
  assert.equal((await get('/admin/v1/webhooks', a.asPortal)).statusCode, 403);
  assert.equal((await get('/admin/v1/lead-imports', a.asProvider)).statusCode, 403);
});

test('webhooks: an endpoint’s delivery log of any owner, newest first, with its status filter', async () => {
  const res = await get(`/admin/v1/webhooks/${portalHook.id}/deliveries`);
  assert.equal(res.statusCode, 200, res.body);
  assert.deepEqual(
    res.json().data.map((d: { status: string; responseStatus: number }) => [d.status, d.responseStatus]),
    [
      ['DELIVERED', 204],
      ['FAILED', 500],
    ],
  );
  assert.ok(!res.body.includes(SECRET_ENC));
  const failedOnly = await get(`/admin/v1/webhooks/${portalHook.id}/deliveries?status=FAILED`);
  assert.deepEqual(
    failedOnly.json().data.map((d: { status: string }) => d.status),
    ['FAILED'],
  );
  expectProblem(await get('/admin/v1/webhooks/999999/deliveries'), 404, 'NOT_FOUND');
  expectProblem(await get('/admin/v1/webhooks/abc/deliveries'), 404, 'NOT_FOUND');
});

test('webhooks: an ADMIN operator disables another owner’s endpoint and enables it again; audited', async () => {
  const admin = await signIn(app, (await givenOperator(db, 'ADMIN')).email);
  const off = await asOperator(app, admin, 'PATCH', `/admin/v1/webhooks/${portalHook.id}`, { enabled: false });
  assert.equal(off.statusCode, 200, off.body);
  assert.equal(off.json().enabled, false);
  assert.equal(off.json().disabledReason, null);
  const [stored] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, portalHook.id));
  assert.equal(stored.enabled, false);
  assert.equal(stored.url, 'https://portal.example/hooks');
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'WEBHOOK_UPDATED'), eq(auditLog.target, `webhook:${portalHook.id}`)));
  assert.match(entry.actor, /^operator:\d+$/);
  const on = await asOperator(app, admin, 'PATCH', `/admin/v1/webhooks/${clientHook.id}`, { enabled: true });
  assert.equal(on.json().enabled, true);
  assert.equal(on.json().disabledReason, null, 'enabled again: the FAILING reason is forgotten');
  await db.update(webhookEndpoints).set({ enabled: true }).where(eq(webhookEndpoints.id, portalHook.id));
  await db
    .update(webhookEndpoints)
    .set({ enabled: false, disabledReason: 'FAILING' })
    .where(eq(webhookEndpoints.id, clientHook.id));
});

test('webhooks: an operator changes only the enabled flag; a VIEWER changes nothing (403)', async () => {
  const admin = await signIn(app, (await givenOperator(db, 'ADMIN')).email);
  for (const body of [{ url: 'https://evil.example/' }, {}, { enabled: 'no' }, { enabled: false, events: [] }]) {
    expectProblem(
      await asOperator(app, admin, 'PATCH', `/admin/v1/webhooks/${portalHook.id}`, body),
      400,
      'VALIDATION_FAILED',
    );
  }
  const viewer = await signIn(app, (await givenOperator(db, 'VIEWER')).email);
  const res = await asOperator(app, viewer, 'PATCH', `/admin/v1/webhooks/${portalHook.id}`, { enabled: false });
  assert.equal(res.statusCode, 403);
  const [stored] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, portalHook.id));
  assert.equal(stored.enabled, true);
});

test('imports: any provider’s errors.csv for operators, UTF-8 with BOM, formula cells neutralised', async () => {
  await db.insert(leadImportErrors).values([
    { importId: done.id, row: 3, column: 'B (phone)', code: 'PHONE_INVALID' },
    { importId: done.id, row: 2, column: '=cmd (name)', code: 'NAME_MISSING' },
  ]);
  const res = await get(`/admin/v1/lead-imports/${done.id}/errors.csv`);
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^text\/csv; charset=utf-8/);
  assert.equal(res.headers['content-disposition'], `attachment; filename="lead-import-${done.id}-errors.csv"`);
  assert.equal(res.headers['cache-control'], 'no-store');
  assert.ok(res.body.startsWith('\ufeffrow,column,code,message\r\n'));
  const lines = res.body.slice(1).trim().split('\r\n');
  assert.deepEqual(
    lines.slice(1).map((l) => l.split(',').slice(0, 3)),
    [
      ['2', "'=cmd (name)", 'NAME_MISSING'],
      ['3', 'B (phone)', 'PHONE_INVALID'],
    ],
  );
  expectProblem(await get('/admin/v1/lead-imports/999999/errors.csv'), 404, 'IMPORT_NOT_FOUND');
  const viewer = await signIn(app, (await givenOperator(db, 'VIEWER')).email);
  assert.equal((await asOperator(app, viewer, 'GET', `/admin/v1/lead-imports/${done.id}/errors.csv`)).statusCode, 200);
  assert.equal((await get(`/admin/v1/lead-imports/${done.id}/errors.csv`, b.asProvider)).statusCode, 403);
});
