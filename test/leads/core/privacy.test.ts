import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  asWindowWaived,
  type ContactRule,
  contactDisclosure,
  contactRefusal,
  contactsSkipReason,
  disclose,
  type LeadPrivacy,
  revealsContact,
} from '../../../src/leads/core/privacy.js';

const NONE: LeadPrivacy = { suppressed: false, erased: false };
const SUPPRESSED: LeadPrivacy = { suppressed: true, erased: false };
const ERASED: LeadPrivacy = { suppressed: false, erased: true };
const BOTH: LeadPrivacy = { suppressed: true, erased: true };

test('contactDisclosure: the specification masking, then suppressed → masked, erased → none (table)', () => {
  const table: [LeadPrivacy, boolean, ContactRule, string, string][] = [
    [NONE, false, 'untilUsed', 'MASKED', 'MASKED'],
    [NONE, true, 'untilUsed', 'CLEAR', 'CLEAR'],
    [NONE, false, 'always', 'MASKED', 'MASKED'],
    [NONE, true, 'always', 'CLEAR', 'MASKED'],
    [SUPPRESSED, false, 'untilUsed', 'MASKED', 'MASKED'],
    [SUPPRESSED, true, 'untilUsed', 'MASKED', 'MASKED'],
    [SUPPRESSED, true, 'always', 'MASKED', 'MASKED'],
    [ERASED, true, 'untilUsed', 'NONE', 'NONE'],
    [ERASED, false, 'always', 'NONE', 'NONE'],
    [BOTH, true, 'untilUsed', 'NONE', 'NONE'],
  ];
  for (const [privacy, used, rule, name, contact] of table) {
    assert.deepEqual(contactDisclosure(privacy, used, rule), { name, contact }, JSON.stringify([privacy, used, rule]));
  }
});

test('no combination of a suppressed or erased lead shows anything in clear (property over every input)', () => {
  for (const suppressed of [false, true]) {
    for (const erased of [false, true]) {
      for (const used of [false, true]) {
        for (const rule of ['untilUsed', 'always'] as const) {
          const shown = contactDisclosure({ suppressed, erased }, used, rule);
          if (suppressed || erased) {
            assert.notEqual(shown.name, 'CLEAR');
            assert.notEqual(shown.contact, 'CLEAR');
            assert.equal(revealsContact({ suppressed, erased }, used), false);
          }
        }
      }
    }
  }
});

test('revealsContact: only a used lead neither suppressed nor erased', () => {
  assert.equal(revealsContact(NONE, true), true);
  assert.equal(revealsContact(NONE, false), false);
  assert.equal(revealsContact(SUPPRESSED, true), false);
  assert.equal(revealsContact(ERASED, true), false);
});

test('disclose: the value, its mask, or null', () => {
  const mask = (v: string) => `*${v}*`;
  assert.equal(disclose('CLEAR', 'a', mask), 'a');
  assert.equal(disclose('MASKED', 'a', mask), '*a*');
  assert.equal(disclose('NONE', 'a', mask), null);
});

test('contactRefusal and contactsSkipReason: erased before suppressed, then not used', () => {
  assert.equal(contactRefusal(NONE), null);
  assert.equal(contactRefusal(SUPPRESSED), 'CONTACT_SUPPRESSED');
  assert.equal(contactRefusal(ERASED), 'LEAD_ERASED');
  assert.equal(contactRefusal(BOTH), 'LEAD_ERASED');
  assert.equal(contactsSkipReason(NONE, true), null);
  assert.equal(contactsSkipReason(NONE, false), 'NOT_USED');
  assert.equal(contactsSkipReason(SUPPRESSED, true), 'SUPPRESSED');
  assert.equal(contactsSkipReason(SUPPRESSED, false), 'SUPPRESSED');
  assert.equal(contactsSkipReason(ERASED, true), 'ERASED');
  assert.equal(contactsSkipReason(BOTH, false), 'ERASED');
});

test('asWindowWaived: the CONTACT_SUPPRESSED reason on a lead suppressed before its owner used it', () => {
  const at = new Date('2026-11-20T00:00:00.000Z');
  const before = new Date('2026-11-19T23:59:59.999Z');
  const after = new Date('2026-11-20T00:00:00.001Z');
  assert.equal(asWindowWaived({ reasonCode: 'CONTACT_SUPPRESSED', suppressedAt: at, usedAt: null }), true);
  assert.equal(asWindowWaived({ reasonCode: 'CONTACT_SUPPRESSED', suppressedAt: at, usedAt: after }), true);
  assert.equal(asWindowWaived({ reasonCode: 'CONTACT_SUPPRESSED', suppressedAt: at, usedAt: at }), true);
  assert.equal(asWindowWaived({ reasonCode: 'CONTACT_SUPPRESSED', suppressedAt: at, usedAt: before }), false);
  assert.equal(asWindowWaived({ reasonCode: 'CONTACT_SUPPRESSED', suppressedAt: null, usedAt: null }), false);
  assert.equal(asWindowWaived({ reasonCode: 'WRONG_NUMBER', suppressedAt: at, usedAt: null }), false);
});
