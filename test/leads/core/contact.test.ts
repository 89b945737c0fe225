import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseBirthDate, parseGender, parseSsn } from '../../../src/leads/core/contact.js';
import { rejectsAsInvalid } from '../../helpers/validation.js';

test('ssn: 13 digits with an optional hyphen; birth date and gender derived', () => {
  const male = { digits: '9001011234567', birthDate: '900101', gender: 'M' };
  assert.deepEqual(parseSsn('900101-1234567'), male);
  assert.deepEqual(parseSsn('9001011234567'), male);
  assert.deepEqual(parseSsn(' 900101-1234567 '), male);
  assert.deepEqual(parseSsn('031231-4234567'), { digits: '0312314234567', birthDate: '031231', gender: 'F' });
  for (const bad of [
    '90010112345',
    '900101-123456',
    '90010112345678',
    '900101-12345678',
    'a900101-1234567',
    '900101-123456a',
    '900101--1234567',
    '',
  ]) {
    rejectsAsInvalid(() => parseSsn(bad), 'ssn', /^must be 13 digits YYMMDD-NNNNNNN$/);
  }
});

test('ssn 7th digit: 1–8 only; odd is male, even is female', () => {
  const genders = ['M', 'F', 'M', 'F', 'M', 'F', 'M', 'F'];
  for (let code = 1; code <= 8; code++) {
    assert.equal(parseSsn(`050101-${code}234567`).gender, genders[code - 1], `code ${code}`);
  }
  rejectsAsInvalid(() => parseSsn('900101-0234567'), 'ssn', /^has an invalid 7th digit$/);
  rejectsAsInvalid(() => parseSsn('900101-9234567'), 'ssn', /^has an invalid 7th digit$/);
});

test('ssn century: 1, 2, 5, 6 are born in the 1900s, 3, 4, 7, 8 in the 2000s (29 February 1900 does not exist)', () => {
  for (const code of [1, 2, 5, 6]) {
    rejectsAsInvalid(() => parseSsn(`000229-${code}234567`), 'ssn', /^does not hold a valid birth date$/);
    assert.equal(parseSsn(`960229-${code}234567`).birthDate, '960229');
  }
  for (const code of [3, 4, 7, 8]) {
    assert.equal(parseSsn(`000229-${code}234567`).birthDate, '000229');
    rejectsAsInvalid(() => parseSsn(`010229-${code}234567`), 'ssn', /^does not hold a valid birth date$/);
  }
  rejectsAsInvalid(() => parseSsn('970229-1234567'), 'ssn', /^does not hold a valid birth date$/);
});

test('ssn birth date must be a real date', () => {
  for (const bad of [
    '900001-1234567',
    '901301-1234567',
    '900100-1234567',
    '900132-1234567',
    '900431-1234567',
    '900230-1234567',
  ]) {
    rejectsAsInvalid(() => parseSsn(bad), 'ssn', /^does not hold a valid birth date$/);
  }
  assert.equal(parseSsn('901231-1234567').birthDate, '901231');
  assert.equal(parseSsn('900430-2234567').birthDate, '900430');
});

test('gender: M, F, male, female, 남, 여 (and 남자, 여자), any case, spaces around ignored', () => {
  const cases: [string, 'M' | 'F'][] = [
    ['M', 'M'],
    ['m', 'M'],
    ['F', 'F'],
    ['f', 'F'],
    ['male', 'M'],
    ['Male', 'M'],
    ['FEMALE', 'F'],
    ['female', 'F'],
    [' F ', 'F'],
    ['남', 'M'],
    ['여', 'F'],
    ['남자', 'M'],
    ['여자', 'F'],
  ];
  for (const [input, expected] of cases) assert.equal(parseGender(input), expected, input);
  for (const bad of ['X', '', 'man', 'woman', 'mf', '남여', 'constructor', 'toString']) {
    rejectsAsInvalid(() => parseGender(bad), 'gender', /^must be M, F, male, female, 남 or 여$/);
  }
  rejectsAsInvalid(() => parseGender('X', 'clientGender'), 'clientGender', /^must be M, F, male, female, 남 or 여$/);
});

test('birth date: YYYYMMDD, YYYY-MM-DD, YYYY.MM.DD, YYYY/MM/DD or YYMMDD, answered as YYMMDD', () => {
  for (const input of ['19900115', '1990-01-15', '1990.01.15', '1990/01/15', ' 1990-01-15 ', '900115']) {
    assert.equal(parseBirthDate(input), '900115', input);
  }
  assert.equal(parseBirthDate('2000-02-29'), '000229');
  assert.equal(parseBirthDate('2004-12-31'), '041231');
});

test('birth date: an impossible full date is refused', () => {
  for (const bad of [
    '1990-02-30',
    '1900-02-29',
    '1990-13-01',
    '1990-00-10',
    '1990-01-00',
    '1990-01-32',
    '1990-04-31',
  ]) {
    rejectsAsInvalid(() => parseBirthDate(bad), 'birth_date', /^is not a valid date$/);
  }
});

test('birth date: a six-digit date must exist in some century (29 February only in years divisible by 4)', () => {
  assert.equal(parseBirthDate('000229'), '000229');
  assert.equal(parseBirthDate('920229'), '920229');
  assert.equal(parseBirthDate('991231'), '991231');
  for (const bad of ['900229', '990229', '900230', '901301', '900001', '900100', '900132', '900631']) {
    rejectsAsInvalid(() => parseBirthDate(bad), 'birth_date', /^is not a valid date$/);
  }
});

test('birth date: other shapes are refused', () => {
  for (const bad of ['90-1-1', '9001155', '199001155', '1990-01-1', 'abcdef', '', '1990-01-15x', 'x900115']) {
    rejectsAsInvalid(() => parseBirthDate(bad), 'birth_date', /^must be YYMMDD, YYYYMMDD or YYYY-MM-DD$/);
  }
});
