import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import {
  formatPhone,
  maskPhone,
  parseBirthDate,
  parseGender,
  parsePhone,
  parseSsn,
} from '../../src/leads/leads/contact.js';
import { maskEmail, maskName } from '../../src/platform/masking.js';
import { PiiVault } from '../../src/platform/pii.js';

test('names keep the first and last character', () => {
  assert.equal(maskName('홍길동'), '홍*동');
  assert.equal(maskName('남궁민수'), '남**수');
  assert.equal(maskName('김철'), '김*');
  assert.equal(maskName('김'), '김');
});

test('emails keep two characters of the local part (one when it is short)', () => {
  assert.equal(maskEmail('abcdef@example.com'), 'ab***@example.com');
  assert.equal(maskEmail('ab@example.com'), 'a***@example.com');
  assert.equal(maskEmail('a@example.com'), 'a***@example.com');
});

test('phones: accepted forms, normalization, masking, landlines', () => {
  for (const input of ['010-1234-5678', '01012345678', '+82 10-1234-5678', '+821012345678']) {
    const p = parsePhone(input);
    assert.ok(p, input);
    assert.equal(p.digits, '01012345678');
    assert.equal(formatPhone(p), '010-1234-5678');
    assert.equal(maskPhone(p), '010-****-5678');
    assert.equal(p.first, '010');
    assert.equal(p.last, '5678');
  }
  const seoul = parsePhone('02-123-4567')!;
  assert.equal(maskPhone(seoul), '02-***-4567');
  assert.equal(formatPhone(seoul), '02-123-4567');
  assert.equal(seoul.first, '02');
  assert.equal(maskPhone(parsePhone('031-1234-4567')!), '031-****-4567');
  for (const bad of ['12345', '010-123-456', '1012345678', 'abc', '+1 415 555 1234', '010-1234-56789', '']) {
    assert.equal(parsePhone(bad), null, bad);
  }
});

test('ssn: format, date, 7th digit; birth date and gender derived', () => {
  assert.deepEqual(parseSsn('900101-1234567'), { digits: '9001011234567', birthDate: '900101', gender: 'M' });
  assert.equal(parseSsn('0402294234567').gender, 'F');
  assert.throws(() => parseSsn('900101-9234567'), /7th digit/);
  assert.throws(() => parseSsn('901301-1234567'), /birth date/);
  assert.throws(() => parseSsn('050229-3234567'), /birth date/); // 2005 is not a leap year
  assert.throws(() => parseSsn('90010112345'), /13 digits/);
});

test('gender and birth date inputs', () => {
  for (const [input, out] of [
    ['M', 'M'],
    ['female', 'F'],
    ['남', 'M'],
    ['여', 'F'],
    ['f', 'F'],
  ]) {
    assert.equal(parseGender(input), out);
  }
  assert.throws(() => parseGender('X'));
  assert.equal(parseBirthDate('1990-01-15'), '900115');
  assert.equal(parseBirthDate('19900115'), '900115');
  assert.equal(parseBirthDate('900115'), '900115');
  assert.throws(() => parseBirthDate('1990-02-30'));
  assert.throws(() => parseBirthDate('90-1-1'));
});

test('vault: round trip, key rotation, blind index', () => {
  const k1 = { id: 'k1', key: randomBytes(32) };
  const k2 = { id: 'k2', key: randomBytes(32) };
  const hmac = randomBytes(32);
  const old = new PiiVault([k1], hmac);
  const sealed = old.encrypt('01012345678');
  assert.ok(!sealed.includes('01012345678'));
  assert.equal(old.keyIdOf(sealed), 'k1');
  const rotated = new PiiVault([k2, k1], hmac);
  assert.equal(rotated.decrypt(sealed), '01012345678');
  assert.equal(rotated.keyIdOf(rotated.encrypt('x')), 'k2');
  assert.equal(old.blindIndex('01012345678'), rotated.blindIndex('01012345678'));
  assert.notEqual(old.blindIndex('01012345678'), old.blindIndex('01012345679'));
  assert.throws(() => new PiiVault([k2], hmac).decrypt(sealed), /no PII key/);
});
