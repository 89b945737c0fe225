import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { maskEmail, maskEmailSql, maskName, maskNameSql } from '../../src/platform/masking.js';

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

/** The SQL a mask becomes over a column `v`, whitespace folded. */
const sqlOf = (mask: typeof maskNameSql) => new PgDialect().sqlToQuery(mask(sql.raw('v'))).sql.replace(/\s+/g, ' ');

// What these expressions answer is compared with maskName/maskEmail on a real database by
// test/leads/core/search.test.ts; here, without one, that they are the expressions it ran.
test('the name mask in SQL: one character as is, two keep the first, more keep the first and last', () => {
  assert.equal(
    sqlOf(maskNameSql),
    "(case when char_length(v) <= 1 then v when char_length(v) = 2 then left(v, 1) || '*' " +
      "else left(v, 1) || repeat('*', char_length(v) - 2) || right(v, 1) end)",
  );
});

test('the email mask in SQL: no @ is ***; else one or two characters of the local part, ***, the domain', () => {
  const domain = "strpos(reverse(v), '@')";
  const local = `(char_length(v) - ${domain})`;
  assert.equal(
    sqlOf(maskEmailSql),
    `(case when ${domain} = 0 then '***' else left(v, least(${local}, case when ${local} <= 2 then 1 else 2 end)) ` +
      `|| '***' || right(v, ${domain}) end)`,
  );
});
