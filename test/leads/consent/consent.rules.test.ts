import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import {
  type Consent,
  type ConsentContext,
  type ConsentInput,
  checkConsentFormat,
  checkConsentRules,
  columnOfConsentField,
  consentInputOfRow,
  givenFields,
  isCategory,
  recipientKey,
  recipientMatches,
  retainUntilOf,
  sourceUrlOf,
} from '../../../src/leads/consent/consent.rules.js';

const NOW = Date.parse('2026-11-25T03:00:00.000Z');
const SHA = 'a'.repeat(64);
const DAY = 86_400_000;

const valid = (over: Partial<ConsentInput> = {}): ConsentInput => ({
  channel: 'WEB',
  collectedAt: '2026-11-20T01:02:03.000Z',
  sourceName: '○○보험비교',
  sourceUrl: 'https://compare.example/landing?utm=1#top',
  termsVersion: 'v3',
  termsSha256: SHA,
  recipients: ['리드라인 주식회사'],
  items: ['NAME', 'PHONE'],
  purposes: ['COLLECTION', 'THIRD_PARTY_PROVISION', 'SOLICITATION'],
  retentionDays: 365,
  evidenceFileId: null,
  ...over,
});

const format = (over: Partial<ConsentInput> = {}) => checkConsentFormat(valid(over), NOW);
const refusedField = (over: Partial<ConsentInput>) => {
  const result = format(over);
  return result.ok ? null : result.issue.field;
};

describe('consent formats', () => {
  test('a valid consent is normalized: the URL without query and fragment, sets without repeats', () => {
    const result = format({ items: ['NAME', 'PHONE', 'NAME'], purposes: ['COLLECTION', 'COLLECTION'] });
    assert.ok(result.ok);
    assert.deepEqual(result.consent, {
      channel: 'WEB',
      collectedAt: new Date('2026-11-20T01:02:03.000Z'),
      sourceName: '○○보험비교',
      sourceUrl: 'https://compare.example/landing',
      termsVersion: 'v3',
      termsSha256: SHA,
      recipients: ['리드라인 주식회사'],
      items: ['NAME', 'PHONE'],
      purposes: ['COLLECTION'],
      retentionDays: 365,
      evidenceFileId: null,
    });
  });

  const refusals: [string, Partial<ConsentInput>, string][] = [
    ['an unknown channel', { channel: 'FAX' }, 'channel'],
    ['a channel that is not text', { channel: 1 }, 'channel'],
    ['a date without a time zone', { collectedAt: '2026-11-20T01:02:03' }, 'collectedAt'],
    ['a date that is not a date', { collectedAt: '2026-13-45T01:02:03Z' }, 'collectedAt'],
    ['a date that is not text', { collectedAt: 5 }, 'collectedAt'],
    ['a collection more than 60 s ahead', { collectedAt: new Date(NOW + 61_000).toISOString() }, 'collectedAt'],
    ['an empty source name', { sourceName: '' }, 'sourceName'],
    ['a blank source name', { sourceName: '   ' }, 'sourceName'],
    ['a source name over 100 characters', { sourceName: 'x'.repeat(101) }, 'sourceName'],
    ['an http URL', { sourceUrl: 'http://compare.example/' }, 'sourceUrl'],
    ['a URL that is no URL', { sourceUrl: 'compare.example' }, 'sourceUrl'],
    ['a URL over 2,048 characters', { sourceUrl: `https://a.example/${'x'.repeat(2040)}` }, 'sourceUrl'],
    ['WEB without a URL', { sourceUrl: undefined }, 'sourceUrl'],
    ['APP without a URL', { channel: 'APP', sourceUrl: null }, 'sourceUrl'],
    ['an empty terms version', { termsVersion: '' }, 'termsVersion'],
    ['a terms version over 64 characters', { termsVersion: 'v'.repeat(65) }, 'termsVersion'],
    ['an uppercase hash', { termsSha256: 'A'.repeat(64) }, 'termsSha256'],
    ['a short hash', { termsSha256: 'a'.repeat(63) }, 'termsSha256'],
    ['a hash that is not text', { termsSha256: 7 }, 'termsSha256'],
    ['no recipients', { recipients: [] }, 'recipients'],
    ['21 recipients', { recipients: Array.from({ length: 21 }, (_, i) => `r${i}`) }, 'recipients'],
    ['a blank recipient', { recipients: [' '] }, 'recipients'],
    ['a recipient over 100 characters', { recipients: ['x'.repeat(101)] }, 'recipients'],
    ['recipients that are not a list', { recipients: 'a' }, 'recipients'],
    ['no items', { items: [] }, 'items'],
    ['an unknown item', { items: ['SSN'] }, 'items'],
    ['items that are not a list', { items: 'NAME' }, 'items'],
    ['no purposes', { purposes: [] }, 'purposes'],
    ['an unknown purpose', { purposes: ['MARKETING'] }, 'purposes'],
    ['a retention of 0 days', { retentionDays: 0 }, 'retentionDays'],
    ['a retention of 3,651 days', { retentionDays: 3651 }, 'retentionDays'],
    ['a fractional retention', { retentionDays: 1.5 }, 'retentionDays'],
    ['a retention as text', { retentionDays: '30' }, 'retentionDays'],
    ['an evidence id that is not text', { evidenceFileId: 5 }, 'evidenceFileId'],
  ];
  for (const [what, over, field] of refusals) {
    test(`${what} → consent.${field}`, () => assert.equal(refusedField(over), field));
  }

  test('each refusal says the rule, never the value', () => {
    const issue = (over: Partial<ConsentInput>) => {
      const result = format(over);
      return result.ok ? null : result.issue.message;
    };
    assert.equal(issue({ channel: 'FAX' }), 'must be one of WEB, APP, PHONE, PAPER, EVENT');
    assert.equal(issue({ collectedAt: 'x' }), 'must be an ISO 8601 date-time with a time zone');
    assert.equal(issue({ collectedAt: new Date(NOW + DAY).toISOString() }), 'must not be in the future');
    assert.equal(issue({ sourceName: '' }), 'must be 1 to 100 characters');
    assert.equal(issue({ sourceUrl: 'http://a.example/' }), 'must be an https:// URL of at most 2,048 characters');
    assert.equal(issue({ sourceUrl: undefined }), 'is required for WEB and APP');
    assert.equal(issue({ termsVersion: '' }), 'must be 1 to 64 characters');
    assert.equal(issue({ termsSha256: '' }), 'must be 64 lowercase hexadecimal characters');
    assert.equal(issue({ recipients: [] }), 'must be 1 to 20 names of 1 to 100 characters');
    assert.equal(
      issue({ items: [] }),
      'must be a non-empty set of NAME, PHONE, EMAIL, BIRTH_DATE, GENDER, ADDRESS, REGION, MEMO, METADATA',
    );
    assert.equal(
      issue({ purposes: [] }),
      'must be a non-empty set of COLLECTION, THIRD_PARTY_PROVISION, SOLICITATION, AD_SMS, AD_KAKAO, AD_EMAIL, ' +
        'NIGHT_CONTACT, SENSITIVE_HEALTH',
    );
    assert.equal(issue({ retentionDays: 0 }), 'must be an integer from 1 to 3650');
    assert.equal(issue({ evidenceFileId: 5 }), 'must be a file id or null');
  });

  test('date-times: with a time zone, a T or a space, fractions allowed; nothing around them', () => {
    for (const ok of [
      '2026-11-20T01:02:03Z',
      '2026-11-20t01:02:03z',
      '2026-11-20 01:02:03Z',
      '2026-11-20T01:02:03.5+09:00',
      '2026-11-20T01:02:03-05:30',
    ]) {
      assert.equal(refusedField({ collectedAt: ok }), null, ok);
    }
    for (const bad of [
      '2026-11-20T01:02Z',
      ' 2026-11-20T01:02:03Z',
      '2026-11-20T01:02:03Z ',
      'x2026-11-20T01:02:03Z',
      '2026-11-20T01:02:03+0900',
      '2026-11-20T01:02:03.Z',
      '26-11-20T01:02:03Z',
    ]) {
      assert.equal(refusedField({ collectedAt: bad }), 'collectedAt', bad);
    }
    const result = format({ collectedAt: '2026-11-20T10:02:03+09:00' });
    assert.ok(result.ok);
    assert.equal(result.consent.collectedAt.toISOString(), '2026-11-20T01:02:03.000Z');
  });

  test('hashes are exactly 64 lowercase hex characters', () => {
    assert.equal(refusedField({ termsSha256: `${'a'.repeat(64)}0` }), 'termsSha256');
    assert.equal(refusedField({ termsSha256: `0${'a'.repeat(64)}` }), 'termsSha256');
    assert.equal(refusedField({ termsSha256: `${'a'.repeat(63)}g` }), 'termsSha256');
    assert.equal(refusedField({ termsSha256: '0123456789abcdef'.repeat(4) }), null);
  });

  test('a set may repeat its names, but not without bound', () => {
    assert.equal(refusedField({ items: Array(36).fill('NAME') }), null);
    assert.equal(refusedField({ items: Array(37).fill('NAME') }), 'items');
    assert.equal(refusedField({ purposes: Array(32).fill('COLLECTION') }), null);
    assert.equal(refusedField({ purposes: Array(33).fill('COLLECTION') }), 'purposes');
    assert.equal(refusedField({ items: ['NAME', 5] }), 'items');
  });

  test('the limits themselves are accepted', () => {
    assert.equal(refusedField({ collectedAt: new Date(NOW + 60_000).toISOString() }), null);
    assert.equal(refusedField({ sourceName: 'x'.repeat(100), termsVersion: 'v'.repeat(64) }), null);
    assert.equal(refusedField({ retentionDays: 1 }), null);
    assert.equal(refusedField({ retentionDays: 3650 }), null);
    assert.equal(refusedField({ recipients: Array.from({ length: 20 }, (_, i) => `r${i}`) }), null);
    assert.equal(refusedField({ recipients: ['x'.repeat(100)] }), null);
    assert.equal(refusedField({ channel: 'PHONE', sourceUrl: undefined }), null);
    assert.equal(refusedField({ collectedAt: '2026-11-20T10:02:03+09:00' }), null);
  });

  test('the first refused field is the answer, in the table order', () => {
    assert.equal(refusedField({ channel: 'X', sourceName: '' }), 'channel');
    assert.equal(refusedField({ sourceName: '', termsSha256: 'x' }), 'sourceName');
  });

  test('an evidence id is kept; an empty one is none', () => {
    const kept = format({ evidenceFileId: '12' });
    assert.ok(kept.ok);
    assert.equal(kept.consent.evidenceFileId, '12');
    const empty = format({ evidenceFileId: '' });
    assert.ok(empty.ok);
    assert.equal(empty.consent.evidenceFileId, null);
    const absent = format({ evidenceFileId: undefined });
    assert.ok(absent.ok);
    assert.equal(absent.consent.evidenceFileId, null);
  });

  test('a PHONE consent keeps a given URL, and none when none is given', () => {
    const given = format({ channel: 'PHONE', sourceUrl: 'https://a.example/x?q' });
    assert.ok(given.ok);
    assert.equal(given.consent.sourceUrl, 'https://a.example/x');
    const none = format({ channel: 'PHONE', sourceUrl: '' });
    assert.ok(none.ok);
    assert.equal(none.consent.sourceUrl, null);
  });

  test('sourceUrlOf: https only, query and fragment dropped', () => {
    assert.equal(sourceUrlOf('https://a.example/p?x=1#y'), 'https://a.example/p');
    assert.equal(sourceUrlOf('ftp://a.example/'), null);
    assert.equal(sourceUrlOf(''), null);
    assert.equal(sourceUrlOf(42), null);
  });

  test('retainUntil is collectedAt plus the retention days', () => {
    const at = new Date('2026-01-01T00:00:00.000Z');
    assert.equal(retainUntilOf({ collectedAt: at, retentionDays: 30 }).toISOString(), '2026-01-31T00:00:00.000Z');
  });
});

describe('recipient names', () => {
  test('names match after NFKC, without white space and company forms', () => {
    assert.equal(recipientKey(' 리드라인 주식회사 '), '리드라인');
    assert.equal(recipientKey('(주)리드라인'), '리드라인');
    assert.equal(recipientKey('㈜ 리드 라인'), '리드라인');
    assert.equal(recipientKey('ＬＥＡＤ'), 'LEAD');
    assert.ok(recipientMatches(['㈜리드라인'], ['리드라인 주식회사']));
    assert.ok(recipientMatches(['다른회사', '리드 라인'], ['리드라인']));
    assert.ok(!recipientMatches(['리드라인2'], ['리드라인']));
    assert.ok(!recipientMatches(['리드라인'], []));
  });

  test('a category never matches, even when the product names it', () => {
    for (const name of ['제휴사', '제휴 보험대리점', '협력사', '리드라인 등', '㈜리드라인 등']) {
      assert.ok(isCategory(name), name);
      assert.ok(!recipientMatches([name], [name]), name);
    }
    assert.ok(!isCategory('리드라인등'));
    assert.ok(!isCategory('리드라인'));
  });

  test('a product recipient that is empty once normalized matches nothing', () => {
    assert.ok(!recipientMatches(['주식회사'], ['주식회사']));
  });
});

describe('consent rules, in order', () => {
  const consent = (over: Partial<ConsentInput> = {}): Consent => {
    const result = format(over);
    assert.ok(result.ok);
    return result.consent;
  };
  const ctx = (over: Partial<ConsentContext> = {}, product: Partial<ConsentContext['product']> = {}) => ({
    now: NOW,
    termsSha256: SHA,
    fields: ['name', 'phone'] as ConsentContext['fields'],
    ...over,
    product: { consentRequired: false, consentMaxAgeDays: 365, consentRecipients: ['리드라인'], ...product },
  });
  const code = (c: Consent | null, context: ConsentContext) => checkConsentRules(c, context)?.code ?? null;

  test('a consent that keeps every rule passes, with or without consentRequired', () => {
    assert.equal(code(consent(), ctx()), null);
    assert.equal(code(consent(), ctx({}, { consentRequired: true })), null);
  });

  test('no consent without consentRequired passes (the specification as written)', () => {
    assert.equal(code(null, ctx({ termsSha256: null })), null);
  });

  test('terms: unknown, then a different hash', () => {
    assert.deepEqual(checkConsentRules(consent(), ctx({ termsSha256: null })), {
      code: 'CONSENT_TERMS_UNKNOWN',
      field: 'consent.termsVersion',
      message: 'is not registered for the provider',
    });
    assert.equal(checkConsentRules(consent(), ctx({ termsSha256: 'b'.repeat(64) }))?.field, 'consent.termsSha256');
    assert.equal(code(consent(), ctx({ termsSha256: 'b'.repeat(64) })), 'CONSENT_TERMS_MISMATCH');
  });

  test('stale: older than the product allows, to the millisecond', () => {
    const at = (ms: number) => new Date(ms).toISOString();
    const limit = NOW - 30 * DAY;
    assert.equal(code(consent({ collectedAt: at(limit) }), ctx({}, { consentMaxAgeDays: 30 })), null);
    assert.equal(code(consent({ collectedAt: at(limit - 1) }), ctx({}, { consentMaxAgeDays: 30 })), 'CONSENT_STALE');
    assert.equal(
      checkConsentRules(consent({ collectedAt: at(limit - 1) }), ctx({}, { consentMaxAgeDays: 30 }))?.field,
      'consent.collectedAt',
    );
  });

  test('a given field the items do not cover names the field', () => {
    const issue = checkConsentRules(consent(), ctx({ fields: ['name', 'phone', 'email'] }));
    assert.deepEqual(issue, {
      code: 'CONSENT_ITEM_MISSING',
      field: 'email',
      message: 'is given but consent.items has no EMAIL',
    });
    assert.equal(checkConsentRules(consent({ items: ['PHONE'] }), ctx())?.field, 'name');
    assert.equal(checkConsentRules(consent({ items: ['NAME'] }), ctx())?.field, 'phone');
  });

  test('with consentRequired: the consent, its purposes, its evidence, its recipients', () => {
    const required = { consentRequired: true };
    assert.equal(code(null, ctx({}, required)), 'CONSENT_REQUIRED');
    assert.equal(checkConsentRules(null, ctx({}, required))?.field, 'consent');
    for (const lacking of ['COLLECTION', 'THIRD_PARTY_PROVISION', 'SOLICITATION']) {
      const purposes = ['COLLECTION', 'THIRD_PARTY_PROVISION', 'SOLICITATION', 'AD_SMS'].filter((p) => p !== lacking);
      const issue = checkConsentRules(consent({ purposes }), ctx({}, required));
      assert.equal(issue?.code, 'CONSENT_PURPOSE_MISSING', lacking);
      assert.equal(issue?.message, `lacks ${lacking}`);
    }
    for (const channel of ['PHONE', 'PAPER', 'EVENT']) {
      assert.equal(code(consent({ channel }), ctx({}, required)), 'CONSENT_EVIDENCE_REQUIRED', channel);
      assert.equal(code(consent({ channel, evidenceFileId: '3' }), ctx({}, required)), null, channel);
    }
    assert.equal(code(consent({ channel: 'APP' }), ctx({}, required)), null);
    assert.equal(code(consent({ recipients: ['제휴사'] }), ctx({}, required)), 'CONSENT_RECIPIENT_MISMATCH');
    assert.equal(checkConsentRules(consent({ recipients: ['남'] }), ctx({}, required))?.field, 'consent.recipients');
  });

  test('without consentRequired the product requirements are not checked', () => {
    assert.equal(code(consent({ channel: 'PHONE', recipients: ['제휴사'], purposes: ['AD_SMS'] }), ctx()), null);
  });

  test('the order: terms before age before items before the requirements', () => {
    const everything = consent({ collectedAt: '2020-01-01T00:00:00Z', items: ['EMAIL'], purposes: ['AD_SMS'] });
    const required = { consentRequired: true, consentMaxAgeDays: 30 };
    assert.equal(code(everything, ctx({ termsSha256: null }, required)), 'CONSENT_TERMS_UNKNOWN');
    assert.equal(code(everything, ctx({}, required)), 'CONSENT_STALE');
    const fresh = consent({ items: ['EMAIL'], purposes: ['AD_SMS'] });
    assert.equal(code(fresh, ctx({}, required)), 'CONSENT_ITEM_MISSING');
    const covered = consent({ purposes: ['AD_SMS'], channel: 'PHONE', recipients: ['제휴사'] });
    assert.equal(code(covered, ctx({}, required)), 'CONSENT_PURPOSE_MISSING');
    const purposed = consent({ channel: 'PHONE', recipients: ['제휴사'] });
    assert.equal(code(purposed, ctx({}, required)), 'CONSENT_EVIDENCE_REQUIRED');
  });

  test('givenFields: present and not empty, in the table order', () => {
    assert.deepEqual(givenFields({ phone: '010', name: 'a', email: '', memo: null, metadata: {} }), [
      'name',
      'phone',
      'metadata',
    ]);
  });
});

describe('consent columns of an import row', () => {
  test('no consent cell: no consent', () => {
    assert.equal(consentInputOfRow({}), null);
    assert.equal(consentInputOfRow({ consent_channel: '  ', consent_items: '' }), null);
  });

  test('lists split at |, the retention a number, the rest as text', () => {
    assert.deepEqual(
      consentInputOfRow({
        consent_channel: 'WEB',
        consent_collected_at: '2026-11-20T01:02:03Z',
        consent_recipients: '리드라인 | 다른회사|',
        consent_items: 'NAME|PHONE',
        consent_purposes: 'COLLECTION',
        consent_retention_days: '365',
        consent_evidence_file_id: '9',
      }),
      {
        channel: 'WEB',
        collectedAt: '2026-11-20T01:02:03Z',
        recipients: ['리드라인', '다른회사'],
        items: ['NAME', 'PHONE'],
        purposes: ['COLLECTION'],
        retentionDays: 365,
        evidenceFileId: '9',
      },
    );
    assert.equal(consentInputOfRow({ consent_retention_days: '1y' })?.retentionDays, '1y');
  });

  test('a row consent goes through the same format check', () => {
    const input = consentInputOfRow({
      consent_channel: 'PHONE',
      consent_collected_at: '2026-11-20T01:02:03Z',
      consent_source_name: '콜센터',
      consent_terms_version: 'v3',
      consent_terms_sha256: SHA,
      consent_recipients: '리드라인',
      consent_items: 'NAME|PHONE',
      consent_purposes: 'COLLECTION',
      consent_retention_days: '30',
    });
    assert.ok(input);
    assert.ok(checkConsentFormat(input, NOW).ok);
  });

  test('the column of a field, for errors.csv', () => {
    assert.equal(columnOfConsentField('sourceUrl'), 'consent_source_url');
    assert.equal(columnOfConsentField('retentionDays'), 'consent_retention_days');
    assert.equal(columnOfConsentField('nothing'), null);
  });
});
