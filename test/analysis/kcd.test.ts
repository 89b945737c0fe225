import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inKcdRange, kcdCategory, kcdRevisionOn } from '../../src/analysis/kcd.js';

test('a code is in a range at the precision of each bound', () => {
  assert.equal(inKcdRange('C50.9', 'C00-C97'), true);
  assert.equal(inKcdRange('C00', 'C00-C97'), true);
  assert.equal(inKcdRange('C97', 'C00-C97'), true);
  assert.equal(inKcdRange('C98.0', 'C00-C97'), false);
  assert.equal(inKcdRange('B99', 'C00-C97'), false);
  assert.equal(inKcdRange('I25.2', 'I25.2'), true);
  assert.equal(inKcdRange('I25.9', 'I25.2'), false);
  assert.equal(inKcdRange('K74.3', 'K74.3-K74.6'), true);
  assert.equal(inKcdRange('K74.6', 'K74.3-K74.6'), true);
  assert.equal(inKcdRange('K74.2', 'K74.3-K74.6'), false);
  assert.equal(inKcdRange('K74.7', 'K74.3-K74.6'), false);
  assert.equal(inKcdRange('i20.9', 'I20'), true);
});

test('category and revision', () => {
  assert.equal(kcdCategory('S82.0'), 'S82');
  const revs = [
    { revision: 'KCD9', validFrom: '2026-01-01' },
    { revision: 'KCD8', validFrom: '2021-01-01' },
  ];
  assert.equal(kcdRevisionOn('2025-12-31', revs), 'KCD8');
  assert.equal(kcdRevisionOn('2026-01-01', revs), 'KCD9');
  assert.equal(kcdRevisionOn('2019-05-01', revs), 'KCD8');
});
