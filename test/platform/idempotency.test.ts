import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count, sql } from 'drizzle-orm';
import { idempotencyKeys, leads } from '../../src/db/schema/index.js';
import { deleteExpiredIdempotencyKeys } from '../../src/platform/idempotency.js';
import { createKey, expectProblem } from '../helpers/api.js';
import { build } from '../helpers/build.js';
import { nextPhone, world } from '../helpers/fixtures.js';

const { app, db } = await build();
const w = await world(app);
const leadCount = async () => (await db.select({ n: count() }).from(leads))[0].n;

const registerWithKey = (key: string, body: Record<string, unknown>, headers = w.asProvider) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/leads',
    headers: { ...headers, 'idempotency-key': key },
    payload: { productId: w.product.id, providerId: w.provider.id, name: '홍길동', ...body },
  });

test('the same key and body return the first response without doing the work again', async () => {
  const phone = nextPhone();
  const first = await registerWithKey('reg-1', { phone });
  assert.equal(first.statusCode, 200, first.body);
  const before = await leadCount();
  const second = await registerWithKey('reg-1', { phone });
  assert.equal(second.statusCode, 200);
  assert.equal(second.body, first.body);
  assert.equal(second.headers['idempotent-replayed'], 'true');
  assert.equal(await leadCount(), before);
});

test('the same key with another body → 400 IDEMPOTENCY_KEY_REUSED, nothing done', async () => {
  await registerWithKey('reg-2', { phone: nextPhone() });
  const before = await leadCount();
  expectProblem(await registerWithKey('reg-2', { phone: nextPhone() }), 400, 'IDEMPOTENCY_KEY_REUSED');
  assert.equal(await leadCount(), before);
});

test('an error answer is replayed too; keys are scoped to the API key that sent them', async () => {
  const phone = nextPhone();
  await registerWithKey('reg-3a', { phone });
  const dup = await registerWithKey('reg-3b', { phone });
  expectProblem(dup, 409, 'DUPLICATE_CONTACT');
  const again = await registerWithKey('reg-3b', { phone });
  assert.equal(again.statusCode, 409);
  assert.equal(again.headers['idempotent-replayed'], 'true');
  const otherKey = (await createKey(app, 'provider', { providerId: w.provider.id })).key;
  const fresh = await registerWithKey('reg-2', { phone: nextPhone() }, { 'x-api-key': otherKey });
  assert.equal(fresh.statusCode, 200, 'another API key may use the same Idempotency-Key');
});

test('a key still in progress → 409 IDEMPOTENCY_IN_PROGRESS; responses are stored encrypted', async () => {
  const phone = nextPhone();
  const first = await registerWithKey('reg-4', { phone });
  assert.equal(first.statusCode, 200);
  await db.execute(sql`update idempotency_keys set state = 'IN_PROGRESS', locked_at = now() where key = 'reg-4'`);
  expectProblem(await registerWithKey('reg-4', { phone }), 409, 'IDEMPOTENCY_IN_PROGRESS');
  // an abandoned record (its request died) is taken over by a retry
  await db.execute(sql`update idempotency_keys set locked_at = now() - interval '2 minutes' where key = 'reg-4'`);
  expectProblem(await registerWithKey('reg-4', { phone }), 409, 'DUPLICATE_CONTACT');
  const rows = await db.select().from(idempotencyKeys);
  assert.ok(rows.every((r) => !String(r.responseBody).includes('홍길동')));
});

test('a malformed key is a 400; expired records are cleaned up', async () => {
  expectProblem(await registerWithKey('bad key with spaces', { phone: nextPhone() }), 400, 'VALIDATION_FAILED');
  await db.execute(sql`update idempotency_keys set expires_at = now() - interval '1 second' where key = 'reg-1'`);
  assert.ok((await deleteExpiredIdempotencyKeys(db, new Date())) >= 1);
});
