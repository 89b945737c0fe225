import assert from 'node:assert/strict';
import { test } from 'node:test';
import { noticeText, productOfTemplate, regionsText } from '../../../src/leads/notifications/notice-text.js';
import { noticeOfEvent } from '../../../src/leads/notifications/notices.service.js';
import type { OutboxEvent } from '../../../src/platform/outbox.js';

const url = 'https://portal.example.com/leads';

test('the assignment text is the contract’s template, word for word', () => {
  assert.equal(
    noticeText({ kind: 'ASSIGNED', productName: '암보험', regions: ['서울', '경기', '서울'], url }),
    `[리드라인] 암보험 DB 3건이 배정되었습니다 (서울, 경기). 확인: ${url}`,
  );
});

test('the other kinds have fixed texts of their own, with the count and the product', () => {
  const of = (kind: 'HALF_TIME' | 'TAKEN_BACK' | 'SUPPRESSED') =>
    noticeText({ kind, productName: '실손보험 DB', regions: [null, '부산'], url });
  assert.equal(of('HALF_TIME'), `[리드라인] 실손보험 DB 2건의 첫 연락 기한이 절반 지났습니다. 확인: ${url}`);
  assert.equal(of('TAKEN_BACK'), `[리드라인] 실손보험 DB 2건이 첫 연락 기한이 지나 회수되었습니다. 확인: ${url}`);
  assert.equal(
    of('SUPPRESSED'),
    `[리드라인] 실손보험 DB 2건이 연락거부로 등록되었습니다. 더 이상 연락하지 마세요. 확인: ${url}`,
  );
});

test('a product named “… DB” is not doubled; a product named only DB stays', () => {
  assert.equal(productOfTemplate('건강보험 DB'), '건강보험');
  assert.equal(productOfTemplate('건강보험DB'), '건강보험');
  assert.equal(productOfTemplate('  운전자보험 '), '운전자보험');
  assert.equal(productOfTemplate('DB'), 'DB');
});

test('regions: most frequent first, then by arrival; at most three named, the rest counted; none named 지역 미지정', () => {
  assert.equal(regionsText(['서울']), '서울');
  assert.equal(regionsText(['부산', '서울', '서울']), '서울, 부산');
  assert.equal(regionsText(['대구', '부산', '광주']), '대구, 부산, 광주');
  assert.equal(regionsText(['대구', '부산', '광주', '울산', '울산']), '울산, 대구, 부산 외 1곳');
  assert.equal(regionsText([null, '서울', null]), '지역 미지정, 서울');
});

const event = (type: string, payload: Record<string, unknown>, id = 41): OutboxEvent => ({
  id,
  type,
  payload: { leadId: '9', portalId: 7, ...payload },
  actor: 'key:1',
  occurredAt: new Date(0),
});

test('public events → notices: confirmed or distributed leads, suppressions, SLA take-backs only', () => {
  const assigned = { portalId: 7, kind: 'ASSIGNED', leadIds: [9], source: 'event:41' };
  assert.deepEqual(noticeOfEvent(event('lead.assigned', { assignment: 'CONFIRMED' })), assigned);
  assert.deepEqual(noticeOfEvent(event('lead.assigned', { assignment: 'DISTRIBUTED' })), assigned);
  assert.equal(noticeOfEvent(event('lead.assigned', { assignment: 'PROVISIONAL' })), null);
  assert.deepEqual(noticeOfEvent(event('lead.suppressed', { current: false })), {
    ...assigned,
    kind: 'SUPPRESSED',
  });
  assert.deepEqual(noticeOfEvent(event('lead.recalled', { orderId: '3', reason: 'SLA_EXPIRED' })), {
    ...assigned,
    kind: 'TAKEN_BACK',
  });
  for (const reason of [undefined, 'ORDER_CANCELLED', 'DISTRIBUTION_RECALLED', 'PAUSED']) {
    assert.equal(noticeOfEvent(event('lead.recalled', { orderId: '3', reason })), null, String(reason));
  }
  for (const type of ['lead.unsuppressed', 'lead.returned', 'order.completed', 'as.status_changed']) {
    assert.equal(noticeOfEvent(event(type, { assignment: 'CONFIRMED' })), null, type);
  }
  assert.equal(noticeOfEvent(event('lead.assigned', { assignment: 'CONFIRMED', portalId: undefined })), null);
});
