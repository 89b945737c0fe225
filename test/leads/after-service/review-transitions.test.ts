import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REVIEW_TRANSITIONS } from '../../../src/leads/after-service/after-service.rules.js';

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
