import assert from 'node:assert/strict';
import { test } from 'node:test';
import { AppError } from '../../src/platform/errors.js';
import { formatPhone, maskPhone, parsePhone, phoneFromDigits, requirePhone } from '../../src/platform/phone.js';
import { rejectsAsInvalid } from '../helpers/validation.js';

const parts = (input: string) => {
  const p = parsePhone(input);
  return p && { digits: p.digits, first: p.first, middle: p.middle, last: p.last };
};

test('a 010 number in any accepted spelling is 010 + 8 digits, split 3-4-4', () => {
  const expected = { digits: '01012345678', first: '010', middle: '1234', last: '5678' };
  for (const input of [
    '010-1234-5678',
    '01012345678',
    ' 010-1234-5678 ',
    '010 1234 5678',
    '010.1234.5678',
    '(010)1234-5678',
    '+82 10-1234-5678',
    '+821012345678',
    '+82 010-1234-5678',
    '+82-10-1234-5678',
  ]) {
    assert.deepEqual(parts(input), expected, input);
  }
});

test('a 010 number needs exactly 8 digits after the prefix; other mobile prefixes take 7 or 8', () => {
  assert.equal(parsePhone('010-123-4567'), null);
  assert.equal(parsePhone('010-12345-6789'), null);
  for (const prefix of ['011', '016', '017', '018', '019']) {
    assert.deepEqual(parts(`${prefix}-123-4567`), {
      digits: `${prefix}1234567`,
      first: prefix,
      middle: '123',
      last: '4567',
    });
    assert.deepEqual(parts(`${prefix}-1234-5678`), {
      digits: `${prefix}12345678`,
      first: prefix,
      middle: '1234',
      last: '5678',
    });
  }
});

test('mobile prefixes other than 010, 011 and 016–019 are refused', () => {
  for (const prefix of ['012', '013', '014', '015']) {
    assert.equal(parsePhone(`${prefix}-1234-5678`), null, prefix);
    assert.equal(parsePhone(`${prefix}-123-4567`), null, prefix);
  }
  // A valid prefix later in the number does not make up for an invalid one at its start.
  assert.equal(parsePhone('012-010-1234'), null);
  assert.equal(parsePhone('012-030-1234'), null);
  assert.equal(parsePhone('0120-1012-3456'), null);
});

test('landlines: Seoul 02 and three-digit area codes, 7 or 8 digits after them', () => {
  assert.deepEqual(parts('02-123-4567'), { digits: '021234567', first: '02', middle: '123', last: '4567' });
  assert.deepEqual(parts('02-1234-5678'), { digits: '0212345678', first: '02', middle: '1234', last: '5678' });
  assert.deepEqual(parts('031-123-4567'), { digits: '0311234567', first: '031', middle: '123', last: '4567' });
  assert.deepEqual(parts('064-1234-5678'), { digits: '06412345678', first: '064', middle: '1234', last: '5678' });
  assert.deepEqual(parts('070-1234-5678'), { digits: '07012345678', first: '070', middle: '1234', last: '5678' });
  assert.deepEqual(parts('+82 2-123-4567'), { digits: '021234567', first: '02', middle: '123', last: '4567' });
  for (const bad of ['02-12-3456', '02-12345-6789', '031-12-3456', '031-12345-6789']) {
    assert.equal(parsePhone(bad), null, bad);
  }
});

test('anything but digits and separators is refused, and so is a number without a leading 0', () => {
  for (const bad of [
    '010-1234-567a',
    'a010-1234-5678',
    '010-1234-5678x',
    '010_1234_5678',
    '010-1234-5678#1',
    '1012345678',
    '+1 415 555 1234',
    '00-1234-5678',
    '',
    '   ',
    '+82',
    '0',
  ]) {
    assert.equal(parsePhone(bad), null, bad);
  }
});

test('phones are formatted with hyphens and masked one star per middle digit', () => {
  assert.equal(formatPhone(parsePhone('01012345678')!), '010-1234-5678');
  assert.equal(maskPhone(parsePhone('01012345678')!), '010-****-5678');
  assert.equal(formatPhone(parsePhone('021234567')!), '02-123-4567');
  assert.equal(maskPhone(parsePhone('021234567')!), '02-***-4567');
  assert.equal(maskPhone(parsePhone('0311234567')!), '031-***-4567');
  assert.equal(maskPhone(parsePhone('031-1234-4567')!), '031-****-4567');
});

test('a text is masked when it reads as a phone; null, or a text that does not, is null', () => {
  assert.equal(maskPhone('01012345678'), '010-****-5678');
  assert.equal(maskPhone('+82 2-123-4567'), '02-***-4567');
  assert.equal(maskPhone('12345'), null);
  assert.equal(maskPhone(''), null);
  assert.equal(maskPhone(null), null);
});

test('requirePhone answers the parsed phone, or 400 naming the field', () => {
  assert.equal(requirePhone('010-1234-5678').digits, '01012345678');
  rejectsAsInvalid(() => requirePhone('12345'), 'phone', /^must be a Korean phone number$/);
  rejectsAsInvalid(() => requirePhone('12345', 'callbackTel'), 'callbackTel', /^must be a Korean phone number$/);
});

test('a stored phone is read back, and a corrupt one is an internal error, not a client error', () => {
  assert.equal(phoneFromDigits('01012345678').middle, '1234');
  assert.throws(
    () => phoneFromDigits('12345'),
    (err: unknown) => err instanceof Error && !(err instanceof AppError) && err.message === 'stored phone is not valid',
  );
});
