import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  dueAtOf,
  expiresAtOf,
  isOverdue,
  REASON_LABELS,
  requestedAtOf,
} from '../../../src/leads/suppressions/suppressions.rules.js';

const now = Date.parse('2026-11-20T01:00:00.000Z');
const DAY = 86_400_000;

test('reason labels in Korean', () => {
  assert.deepEqual(REASON_LABELS, {
    CONSUMER_REQUEST: '본인요청',
    DNC_REGISTRY: '두낫콜',
    ERASURE_REQUEST: '삭제요청',
    LEGAL: '법적요구',
    OTHER: '기타',
  });
});

test('dueAt: requestedAt + 10 days', () => {
  assert.equal(dueAtOf(new Date(now)).toISOString(), '2026-11-30T01:00:00.000Z');
});

test('expiresAt: five calendar years for DNC_REGISTRY only (29 February → 1 March)', () => {
  assert.equal(expiresAtOf('DNC_REGISTRY', new Date(now))?.toISOString(), '2031-11-20T01:00:00.000Z');
  assert.equal(
    expiresAtOf('DNC_REGISTRY', new Date('2028-02-29T00:00:00.000Z'))?.toISOString(),
    '2033-03-01T00:00:00.000Z',
  );
  for (const reason of ['CONSUMER_REQUEST', 'ERASURE_REQUEST', 'LEGAL', 'OTHER'] as const) {
    assert.equal(expiresAtOf(reason, new Date(now)), null);
  }
});

test('requestedAt: default now; a minute of skew; at most 30 days back; a date-time', () => {
  assert.deepEqual(requestedAtOf(undefined, now), { ok: true, at: new Date(now) });
  assert.deepEqual(requestedAtOf(new Date(now + 60_000).toISOString(), now), { ok: true, at: new Date(now + 60_000) });
  assert.deepEqual(requestedAtOf(new Date(now + 60_001).toISOString(), now), {
    ok: false,
    message: 'must not be in the future',
  });
  assert.deepEqual(requestedAtOf(new Date(now - 30 * DAY).toISOString(), now), {
    ok: true,
    at: new Date(now - 30 * DAY),
  });
  assert.deepEqual(requestedAtOf(new Date(now - 30 * DAY - 1).toISOString(), now), {
    ok: false,
    message: 'must be at most 30 days ago',
  });
  assert.deepEqual(requestedAtOf('yesterday', now), { ok: false, message: 'must be a date-time' });
});

test('overdue: not told and the due date passed', () => {
  assert.equal(isOverdue({ resultNotifiedAt: null, dueAt: new Date(now - 1) }, now), true);
  assert.equal(isOverdue({ resultNotifiedAt: null, dueAt: new Date(now) }, now), false);
  assert.equal(isOverdue({ resultNotifiedAt: new Date(now - 2), dueAt: new Date(now - 1) }, now), false);
});
