import assert from 'node:assert/strict';
import { test } from 'node:test';
import { count } from 'drizzle-orm';
import fc from 'fast-check';
import { leads, orders } from '../../src/db/schema/index.js';
import { build } from '../helpers/build.js';
import { world } from '../helpers/fixtures.js';

const { app, db } = await build();
const w = await world(app);

const counts = async () => ({
  leads: (await db.select({ n: count() }).from(leads))[0].n,
  orders: (await db.select({ n: count() }).from(orders))[0].n,
});

// Values a client could send for any field: right-ish, wrong types, hostile strings.
const anyValue = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '서울',
    '경기도',
    '010-1234-5678',
    '+82 10-9999-0000',
    "'; drop table leads; --",
    '<script>x</script>',
    '900101-1234567',
    '1',
    '0',
    '-1',
    '',
  ),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

const leadBody = fc.record(
  {
    productId: fc.oneof(fc.constant(w.product.id), anyValue),
    providerId: fc.oneof(fc.constant(w.provider.id), anyValue),
    portalId: fc.oneof(fc.integer({ min: 1, max: 5 }), anyValue),
    name: fc.oneof(fc.constantFrom('홍길동', '김'), anyValue),
    phone: fc.oneof(fc.stringMatching(/^010-[0-9]{4}-[0-9]{4}$/), anyValue),
    email: anyValue,
    region: anyValue,
    gender: anyValue,
    ssn: anyValue,
    birth_date: anyValue,
    metadata: anyValue,
    unexpected: anyValue,
  },
  { requiredKeys: [] },
);

const orderBody = fc.record(
  {
    productId: fc.oneof(fc.constant(w.product.id), anyValue),
    ordererName: anyValue,
    ordererContact: anyValue,
    portalId: fc.oneof(fc.integer({ min: 1, max: 5 }), anyValue),
    regionQuantities: fc.oneof(
      fc.array(
        fc.record({
          region: fc.oneof(fc.constantFrom('서울', '부산', '제주도'), anyValue),
          quantity: fc.oneof(fc.integer({ min: -5, max: 200_000 }), anyValue),
        }),
        { maxLength: 4 },
      ),
      anyValue,
    ),
    reservationDate: fc.oneof(fc.constantFrom('2026-12-01', '2026-02-30', '2026-12-01T10:00:00+09:00'), anyValue),
    memo: anyValue,
  },
  { requiredKeys: [] },
);

async function probe(url: string, headers: Record<string, string>, body: unknown) {
  const before = await counts();
  const res = await app.inject({ method: 'POST', url, headers, payload: body as Record<string, unknown> });
  assert.ok(res.statusCode < 500, `${res.statusCode} for ${JSON.stringify(body)}: ${res.body}`);
  assert.match(String(res.headers['content-type']), res.statusCode === 200 ? /json/ : /problem\+json/);
  const after = await counts();
  if (res.statusCode !== 200) assert.deepEqual(after, before, `rejected ${JSON.stringify(body)} changed rows`);
  return res.statusCode;
}

test('random bodies at POST /api/v1/leads: never a 5xx; rows change only on 200', async () => {
  await fc.assert(
    fc.asyncProperty(leadBody, async (body) => {
      await probe('/api/v1/leads', w.asProvider, body);
    }),
    { numRuns: 150 },
  );
});

test('random bodies at POST /api/v1/orders: never a 5xx; rows change only on 200', async () => {
  await fc.assert(
    fc.asyncProperty(orderBody, async (body) => {
      await probe('/api/v1/orders', w.asPortal, body);
    }),
    { numRuns: 150 },
  );
});
