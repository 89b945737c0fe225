import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inKcdRange, inKcdRanges, kcdCategory, kcdRevisionOn } from '../../src/analysis/kcd.js';

// [code, range, in]: each bound on both sides, at the precision of each bound.
const RANGES: [string, string, boolean][] = [
  ['C50.9', 'C00-C97', true],
  ['C00', 'C00-C97', true],
  ['C00.0', 'C00-C97', true],
  ['C97', 'C00-C97', true],
  ['C97.9', 'C00-C97', true],
  ['C98.0', 'C00-C97', false],
  ['B99', 'C00-C97', false],
  ['D00', 'C00-C97', false],
  ['I25.2', 'I25.2', true],
  ['I25.9', 'I25.2', false],
  ['I25.1', 'I25.2', false],
  ['I25', 'I25.2', false],
  ['K74.3', 'K74.3-K74.6', true],
  ['K74.6', 'K74.3-K74.6', true],
  ['K74.2', 'K74.3-K74.6', false],
  ['K74.7', 'K74.3-K74.6', false],
  ['i20.9', 'I20', true],
  ['I21', 'I20', false],
  ['I19', 'I20', false],
  // The same code written without its dot, with spaces around, in lower case.
  ['K743', 'K74.3-K74.6', true],
  ['I252', 'I25.2', true],
  [' C50.9 ', 'C00-C97', true],
  ['k74.4', 'k74.3-k74.6', true],
];

for (const [code, range, expected] of RANGES) {
  test(`KCD ${JSON.stringify(code)} in ${range} → ${expected}`, () => {
    assert.equal(inKcdRange(code, range), expected);
  });
}

test('a range read twice answers the same (bounds are parsed once)', () => {
  assert.equal(inKcdRange('K74.5', 'K74.3-K74.6'), true);
  assert.equal(inKcdRange('K74.5', 'K74.3-K74.6'), true);
  assert.equal(inKcdRange('K74.8', 'K74.3-K74.6'), false);
});

test('in any of several ranges; none in an empty list', () => {
  assert.equal(inKcdRanges('I25.2', ['I21-I23', 'I25.2']), true);
  assert.equal(inKcdRanges('I22.1', ['I21-I23', 'I25.2']), true);
  assert.equal(inKcdRanges('I24', ['I21-I23', 'I25.2']), false);
  assert.equal(inKcdRanges('I21', []), false);
});

test('the 3-character category of a code, however written', () => {
  assert.equal(kcdCategory('S82.0'), 'S82');
  assert.equal(kcdCategory('s820'), 'S82');
  assert.equal(kcdCategory(' I10 '), 'I10');
  assert.equal(kcdCategory('M54.5'), kcdCategory('M549'));
});

test('revision: the latest starting on or before the date, the earliest for older dates, in any order', () => {
  const revs = [
    { revision: 'KCD9', validFrom: '2026-01-01' },
    { revision: 'KCD7', validFrom: '2016-01-01' },
    { revision: 'KCD8', validFrom: '2021-01-01' },
  ];
  for (const list of [revs, [...revs].reverse(), [revs[1], revs[0], revs[2]], [revs[2], revs[1], revs[0]]]) {
    assert.equal(kcdRevisionOn('2025-12-31', list), 'KCD8');
    assert.equal(kcdRevisionOn('2026-01-01', list), 'KCD9');
    assert.equal(kcdRevisionOn('2027-05-01', list), 'KCD9');
    assert.equal(kcdRevisionOn('2021-01-01', list), 'KCD8');
    assert.equal(kcdRevisionOn('2020-12-31', list), 'KCD7');
    assert.equal(kcdRevisionOn('2010-05-01', list), 'KCD7');
  }
  assert.equal(kcdRevisionOn('2026-01-01', [{ revision: 'KCD8', validFrom: '2021-01-01' }]), 'KCD8');
  assert.equal(kcdRevisionOn('2026-01-01', []), '');
});
