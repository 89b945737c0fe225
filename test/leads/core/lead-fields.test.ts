import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { RegionTable } from '../../../src/leads/catalog/regions.service.js';
import {
  FIELD_ISSUES,
  type FieldIssueCode,
  type LeadFieldsInput,
  normalizeLeadFields,
} from '../../../src/leads/core/lead-fields.js';

const regions: RegionTable = {
  names: ['서울', '경기'],
  byAlias: new Map([
    ['서울', { id: 1, name: '서울', active: true }],
    ['서울특별시', { id: 1, name: '서울', active: true }],
    ['경기', { id: 9, name: '경기', active: true }],
    ['옛도', { id: 30, name: '옛도', active: false }],
  ]),
  json: '',
};

const base = { name: ' 홍길동 ', phone: '010-1234-5678' };

function issuesOf(input: LeadFieldsInput) {
  const result = normalizeLeadFields(input, regions);
  assert.equal(result.ok, false, 'expected issues');
  return result.ok ? [] : result.issues.map((i) => `${i.field}:${i.code}`);
}

test('a valid row is normalized: trimmed name, phone parts, region by alias, birth date and gender from the ssn', () => {
  const result = normalizeLeadFields(
    { ...base, phone: '+82 10-1234-5678', region: '서울 특별시', ssn: '900101-2234567', email: ' a@b.kr ' },
    regions,
  );
  assert.ok(result.ok);
  assert.equal(result.fields.name, '홍길동');
  assert.equal(result.fields.phone.digits, '01012345678');
  assert.deepEqual(result.fields.region, { id: 1, name: '서울' });
  assert.equal(result.fields.birthDate, '900101');
  assert.equal(result.fields.gender, 'F');
  assert.equal(result.fields.email, 'a@b.kr');
  assert.equal(result.fields.address, null);
});

test('empty optional fields count as absent', () => {
  const result = normalizeLeadFields({ ...base, email: '', region: '', ssn: '', gender: '', birth_date: '' }, regions);
  assert.ok(result.ok);
  assert.equal(result.fields.email, null);
  assert.equal(result.fields.region, null);
  assert.equal(result.fields.birthDate, null);
});

test('every issue code is reachable, each on its field', () => {
  const cases: [LeadFieldsInput, string[]][] = [
    [{ phone: '01012345678' }, ['name:NAME_REQUIRED']],
    [{ name: '  ', phone: '01012345678' }, ['name:NAME_REQUIRED']],
    [{ name: '김' }, ['phone:PHONE_REQUIRED']],
    [{ ...base, phone: '12345' }, ['phone:PHONE_INVALID']],
    [{ ...base, phone: '1.01234E+10' }, ['phone:PHONE_EXPONENT']],
    [{ ...base, email: 'not-an-email' }, ['email:EMAIL_INVALID']],
    [{ ...base, region: '평양' }, ['region:REGION_UNKNOWN']],
    [{ ...base, region: '옛도' }, ['region:REGION_RETIRED']],
    [{ ...base, birth_date: '1990-02-30' }, ['birth_date:BIRTH_DATE_INVALID']],
    [{ ...base, ssn: '900101-1234567', birth_date: '900102' }, ['birth_date:BIRTH_DATE_MISMATCH']],
    [{ ...base, gender: 'X' }, ['gender:GENDER_INVALID']],
    [{ ...base, ssn: '900101-1234567', gender: '여' }, ['gender:GENDER_MISMATCH']],
    [{ ...base, ssn: '900101-9234567' }, ['ssn:SSN_INVALID']],
    [{ ...base, ssn: '9.00101E+12' }, ['ssn:SSN_EXPONENT']],
    [{ ...base, memo: 'x'.repeat(2001) }, ['memo:TEXT_TOO_LONG']],
  ];
  const seen = new Set<string>();
  for (const [input, expected] of cases) {
    assert.deepEqual(issuesOf(input), expected, JSON.stringify(input));
    for (const e of expected) seen.add(e.split(':')[1]);
  }
  assert.deepEqual([...seen].sort(), (Object.keys(FIELD_ISSUES) as FieldIssueCode[]).sort());
});

test('all issues of a row are listed, in the contract order; checks that depend on a refused field are skipped', () => {
  assert.deepEqual(issuesOf({ name: '', phone: 'x', ssn: 'bad', birth_date: '900101', gender: 'Q', region: '?' }), [
    'name:NAME_REQUIRED',
    'phone:PHONE_INVALID',
    'ssn:SSN_INVALID',
    'gender:GENDER_INVALID',
    'region:REGION_UNKNOWN',
  ]);
});

test('a message names the rule, never the value', () => {
  const result = normalizeLeadFields({ ...base, phone: '010-9999-12', ssn: '991341-1234567' }, regions);
  assert.ok(!result.ok);
  for (const issue of result.issues) {
    assert.ok(!issue.message.includes('9999'), issue.message);
    assert.ok(!issue.message.includes('991341'), issue.message);
  }
});
