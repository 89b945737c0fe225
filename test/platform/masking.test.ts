import assert from 'node:assert/strict';
import { test } from 'node:test';
import { maskEmail, maskName } from '../../src/platform/masking.js';

test('names keep the first and last character; two characters keep the first; one stays as is', () => {
  assert.equal(maskName('홍길동'), '홍*동');
  assert.equal(maskName('남궁민수'), '남**수');
  assert.equal(maskName('John Smith'), 'J********h');
  assert.equal(maskName('김철'), '김*');
  assert.equal(maskName('김'), '김');
  assert.equal(maskName(''), '');
});

test('names are masked by characters, not UTF-16 units', () => {
  assert.equal(maskName('𠮷野家'), '𠮷*家');
  assert.equal(maskName('𠮷野'), '𠮷*');
  assert.equal(maskName('𠮷'), '𠮷');
  assert.equal(maskName('a😀b'), 'a*b');
});

test('emails keep two characters of the local part (one when it has two or fewer), then *** and the domain', () => {
  assert.equal(maskEmail('abcdef@example.com'), 'ab***@example.com');
  assert.equal(maskEmail('abc@example.com'), 'ab***@example.com');
  assert.equal(maskEmail('ab@example.com'), 'a***@example.com');
  assert.equal(maskEmail('a@example.com'), 'a***@example.com');
  assert.equal(maskEmail('@example.com'), '***@example.com');
});

test('emails: the last @ separates the domain; characters are code points; no @ reveals nothing', () => {
  assert.equal(maskEmail('"a@b"@example.com'), '"a***@example.com');
  assert.equal(maskEmail('𠮷𠮷𠮷@example.com'), '𠮷𠮷***@example.com');
  assert.equal(maskEmail('𠮷𠮷@example.com'), '𠮷***@example.com');
  assert.equal(maskEmail('not-an-email'), '***');
  assert.equal(maskEmail(''), '***');
});
