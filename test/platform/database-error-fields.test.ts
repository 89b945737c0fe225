import assert from 'node:assert/strict';
import { test } from 'node:test';
import { databaseErrorFields, errorSummary } from '../../src/platform/logging.js';

/** What a log line may say of a database error: its classes, code and schema objects, never a value. */

class DatabaseError extends Error {}
class DrizzleQueryError extends Error {}

const FIELDS = {
  code: '23505',
  severity: 'ERROR',
  constraint: 'leads_contact_per_provider',
  table: 'leads',
  column: 'phone_hash',
  schema: 'public',
  dataType: 'text',
  routine: '_bt_check_unique',
};

function driverError(fields: Record<string, unknown> = FIELDS) {
  return Object.assign(new DatabaseError('duplicate key value violates unique constraint'), fields, {
    detail: 'Key (phone_hash)=(01012345678) already exists.',
    where: 'name 홍길동',
  });
}

function queryError(cause?: unknown) {
  return Object.assign(new DrizzleQueryError('Failed query: insert into leads ... params: 홍길동,01012345678'), {
    query: 'insert into leads (name, phone) values ($1, $2)',
    params: ['홍길동', '01012345678'],
    cause,
  });
}

test('a driver error keeps every schema field it carries as text, and nothing else', () => {
  const fields = databaseErrorFields(driverError());
  assert.ok(fields);
  const { type, message, stack, ...rest } = fields;
  assert.deepEqual(rest, FIELDS);
  assert.equal(type, 'DatabaseError');
  assert.equal(message, 'database error 23505 on leads_contact_per_provider');
  assert.ok(stack.length > 0);
  for (const line of stack.split('\n')) assert.match(line, /^\s+at /);
  const text = JSON.stringify(fields);
  for (const value of ['01012345678', '홍길동', 'duplicate key']) assert.ok(!text.includes(value), value);
});

test('fields that are not text are left out; a code without a constraint says only the code', () => {
  const fields = databaseErrorFields(driverError({ code: '57014', severity: 'ERROR', table: 7, column: null }));
  assert.ok(fields);
  const { type: _t, message, stack: _s, ...rest } = fields;
  assert.deepEqual(rest, { code: '57014', severity: 'ERROR' });
  assert.equal(message, 'database error 57014');
});

test('through the query wrapper: the wrapper is named, the driver found in its cause, the statement dropped', () => {
  const fields = databaseErrorFields(queryError(driverError()));
  assert.ok(fields);
  assert.equal(fields.type, 'DrizzleQueryError < DatabaseError');
  assert.equal(fields.code, '23505');
  assert.equal(fields.constraint, 'leads_contact_per_provider');
  const text = JSON.stringify(fields);
  for (const value of ['insert into', '01012345678', '홍길동', 'params']) assert.ok(!text.includes(value), value);
  // The wrapper alone (no driver error under it) is still a database error, with no fields to tell.
  const alone = databaseErrorFields(queryError());
  assert.ok(alone);
  assert.equal(alone.message, 'database error');
  assert.equal(alone.type, 'DrizzleQueryError');
  assert.equal(alone.code, undefined);
});

test('what is not a database error is not summarized as one', () => {
  assert.equal(databaseErrorFields(new Error('fax gateway down')), null);
  assert.equal(databaseErrorFields('a string'), null);
  assert.equal(databaseErrorFields(null), null);
  // A code that is not a SQLSTATE, or a SQLSTATE without a severity, or only half of the wrapper's fields.
  assert.equal(databaseErrorFields(Object.assign(new Error('x'), { code: 'ECONNRESET', severity: 'ERROR' })), null);
  assert.equal(databaseErrorFields(Object.assign(new Error('x'), { code: 'X23505', severity: 'ERROR' })), null);
  assert.equal(databaseErrorFields(Object.assign(new Error('x'), { code: '235050', severity: 'ERROR' })), null);
  assert.equal(databaseErrorFields(Object.assign(new Error('x'), { code: '23505' })), null);
  assert.equal(databaseErrorFields(Object.assign(new Error('x'), { query: 'select 1' })), null);
  assert.equal(databaseErrorFields(Object.assign(new Error('x'), { params: [] })), null);
});

test('the cause chain is followed five deep at most, and a cycle ends it', () => {
  const wrap = (cause: unknown) => Object.assign(new Error('wrapped'), { cause });
  const fourDeep = wrap(wrap(wrap(wrap(driverError()))));
  assert.equal(databaseErrorFields(fourDeep)?.code, '23505');
  const fiveDeep = wrap(fourDeep);
  assert.equal(databaseErrorFields(fiveDeep), null);
  const cyclic = wrap(undefined);
  cyclic.cause = wrap(cyclic);
  assert.equal(databaseErrorFields(cyclic), null);
  const withString = wrap('not an object');
  assert.equal(databaseErrorFields(withString), null);
});

test('errorSummary: a database error by class, code and constraint; another error by its message', () => {
  assert.equal(
    errorSummary(queryError(driverError())),
    'DrizzleQueryError < DatabaseError: database error 23505 on leads_contact_per_provider',
  );
  assert.equal(errorSummary(new Error('fax gateway down')), 'fax gateway down');
  assert.equal(errorSummary('thrown text'), 'error');
});
