import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REVIEW_TRANSITIONS, rejectionWithoutReason } from '../../../src/leads/after-service/after-service.rules.js';

test('an open AS request (WAITING or HOLD) may be moved to any review status; APPROVED, REJECTED and CANCELLED are final', () => {
  assert.deepEqual(REVIEW_TRANSITIONS, {
    WAITING: ['WAITING', 'HOLD', 'APPROVED', 'REJECTED'],
    HOLD: ['WAITING', 'HOLD', 'APPROVED', 'REJECTED'],
    APPROVED: [],
    REJECTED: [],
    CANCELLED: [],
  });
});

test('no review moves a request to CANCELLED: only the portal user who filed it cancels', () => {
  for (const targets of Object.values(REVIEW_TRANSITIONS)) assert.ok(!targets.includes('CANCELLED'));
});

test('a rejection needs a reason: the note sent, or the one kept when none is sent, not blank; other decisions do not', () => {
  assert.equal(rejectionWithoutReason('REJECTED', '통화 기록 있음', null), false);
  assert.equal(rejectionWithoutReason('REJECTED', undefined, '보류 때 쓴 사유'), false, 'the kept note is the reason');
  assert.equal(rejectionWithoutReason('REJECTED', undefined, null), true);
  assert.equal(rejectionWithoutReason('REJECTED', null, '지워지는 메모'), true, 'null clears the kept note');
  assert.equal(rejectionWithoutReason('REJECTED', '  \n ', null), true, 'blank is no reason');
  assert.equal(rejectionWithoutReason('REJECTED', undefined, '   '), true);
  for (const status of ['WAITING', 'HOLD', 'APPROVED'] as const) {
    assert.equal(rejectionWithoutReason(status, null, null), false, status);
    assert.equal(rejectionWithoutReason(status, undefined, null), false, status);
  }
});
