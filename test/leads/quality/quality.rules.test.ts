import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkRange,
  FIGURES_MAX_AGE_MS,
  figuresFresh,
  MAX_RANGE_DAYS,
  medianMinutes,
  rejectionKindOf,
} from '../../../src/leads/quality/quality.rules.js';

test('a refusal counts under its heading: every CONSENT_* as CONSENT, a duplicate in a file as a duplicate contact', () => {
  assert.equal(rejectionKindOf('DUPLICATE_CONTACT'), 'DUPLICATE_CONTACT');
  assert.equal(rejectionKindOf('DUPLICATE_IN_FILE'), 'DUPLICATE_CONTACT');
  assert.equal(rejectionKindOf('CONTACT_SUPPRESSED'), 'CONTACT_SUPPRESSED');
  assert.equal(rejectionKindOf('SSN_NOT_ACCEPTED'), 'SSN_NOT_ACCEPTED');
  for (const code of ['CONSENT_REQUIRED', 'CONSENT_STALE', 'CONSENT_TERMS_UNKNOWN', 'CONSENT_RECIPIENT_MISMATCH']) {
    assert.equal(rejectionKindOf(code), 'CONSENT', code);
  }
  for (const code of ['VALIDATION_FAILED', 'FILE_NOT_USABLE', 'PRODUCT_NOT_MAPPED', 'PHONE_INVALID', 'CONSENT', '']) {
    assert.equal(rejectionKindOf(code), null, code);
  }
});

test('a range: Korea-time days, the end exclusive at the next Korea midnight', () => {
  const checked = checkRange('2026-10-01', '2026-10-31');
  assert.ok(checked.ok);
  assert.equal(checked.range.start.toISOString(), '2026-09-30T15:00:00.000Z');
  assert.equal(checked.range.end.toISOString(), '2026-10-31T15:00:00.000Z');
  assert.deepEqual([checked.range.from, checked.range.to], ['2026-10-01', '2026-10-31']);
  const oneDay = checkRange('2026-12-31', '2026-12-31');
  assert.ok(oneDay.ok);
  assert.equal(oneDay.range.end.getTime() - oneDay.range.start.getTime(), 86_400_000);
});

test('a range refused: the field named, from after to, over 366 days counted, no calendar day, years 2000–2100', () => {
  const refused = (from: string, to: string) => {
    const checked = checkRange(from, to);
    return checked.ok ? null : checked.field;
  };
  assert.equal(MAX_RANGE_DAYS, 366);
  assert.equal(refused('2026-10-02', '2026-10-01'), 'from');
  assert.equal(refused('2026-10-01', '2026-10-01'), null);
  assert.equal(refused('2027-01-01', '2028-01-01'), null, '366 days');
  assert.equal(refused('2027-01-01', '2028-01-02'), 'to', '367 days');
  assert.equal(refused('2028-01-01', '2028-12-31'), null, 'a leap year');
  assert.equal(refused('2026-02-29', '2026-03-01'), 'from');
  assert.equal(refused('2028-02-29', '2028-03-01'), null);
  assert.equal(refused('2026-01-01', '2026-04-31'), 'to');
  assert.equal(refused('2026-1-01', '2026-01-02'), 'from');
  assert.equal(refused('1999-12-31', '2000-01-01'), 'from');
  assert.equal(refused('2100-12-31', '2101-01-01'), 'to');
  assert.equal(refused('2000-01-01', '2000-01-01'), null);
  assert.equal(refused('2100-12-31', '2100-12-31'), null);
  assert.equal(refused('x2026-01-01', '2026-01-02'), 'from');
  assert.equal(refused('2026-01-01', '2026-01-02x'), 'to');
});

test('a refused range says what is wrong', () => {
  const messageOf = (from: string, to: string) => {
    const checked = checkRange(from, to);
    return checked.ok ? null : checked.message;
  };
  assert.equal(messageOf('2026-10-02', '2026-10-01'), 'must not be after to');
  assert.equal(messageOf('2027-01-01', '2028-01-02'), 'must be at most 366 days from from, both included');
  assert.equal(messageOf('2026-02-30', '2026-03-01'), 'must be a calendar day YYYY-MM-DD of the years 2000–2100');
});

test('kept figures are fresh up to an hour, not from the future', () => {
  const asOf = Date.parse('2026-11-28T00:00:00Z');
  assert.equal(FIGURES_MAX_AGE_MS, 3_600_000);
  assert.equal(figuresFresh(asOf, asOf), true);
  assert.equal(figuresFresh(asOf, asOf + 59 * 60_000), true);
  assert.equal(figuresFresh(asOf, asOf + 3_600_000), true);
  assert.equal(figuresFresh(asOf, asOf + 3_600_001), false);
  assert.equal(figuresFresh(asOf, asOf - 1), false);
});

test('the median in whole minutes: to the nearest, a half minute up; null stays null', () => {
  assert.equal(medianMinutes(null), null);
  assert.equal(medianMinutes(0), 0);
  assert.equal(medianMinutes(29), 0);
  assert.equal(medianMinutes(30), 1);
  assert.equal(medianMinutes(645), 11);
  assert.equal(medianMinutes(644.9), 11);
  assert.equal(medianMinutes(629.9), 10);
  assert.equal(medianMinutes(630), 11);
});
