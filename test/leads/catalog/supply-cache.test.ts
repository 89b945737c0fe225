import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SupplyCache } from '../../../src/leads/catalog/supply-cache.js';

const supply = (providerId: number, productId: number, name = 'p') => ({
  provider: { id: providerId, name: `provider ${name}`, ssnPolicy: 'DISCARD' as const },
  product: {
    id: productId,
    name: `product ${name}`,
    consentRequired: false,
    consentMaxAgeDays: 365,
    consentRecipients: null,
  },
});

test('a pair is kept for the time given, by provider and product, and cleared at once by invalidate', () => {
  let now = 1_000;
  const cache = new SupplyCache(5_000, () => now);
  assert.equal(cache.get(1, 2), undefined);
  cache.set(supply(1, 2));
  assert.deepEqual(cache.get(1, 2), supply(1, 2));
  assert.equal(cache.get(2, 1), undefined);
  now += 5_000;
  assert.deepEqual(cache.get(1, 2), supply(1, 2));
  now += 1;
  assert.equal(cache.get(1, 2), undefined);
  cache.set(supply(1, 2, 'new'));
  assert.equal(cache.get(1, 2)?.product.name, 'product new');
  cache.invalidate();
  assert.equal(cache.get(1, 2), undefined);
});
