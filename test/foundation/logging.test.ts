import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { errorSummary, loggerOptions } from '../../src/platform/logging.js';

function capture() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const options = loggerOptions('info', stream) as pino.LoggerOptions & { stream: Writable };
  return { logger: pino(options, stream), lines };
}

test('personal data is censored at any depth of a logged object, and in errors, whose stack is kept', () => {
  const { logger, lines } = capture();
  const err = Object.assign(new Error('dispatch failed'), { phone: '01012345678', detail: { ssn: '9001011234567' } });
  logger
    .child({ reqId: 'r-1' })
    .warn(
      { lead: { phone: '01012345678', region: '서울' }, claim: { client: { clientNm: '홍길동' } }, key: 'lk_x', err },
      'something happened',
    );
  assert.equal(lines.length, 1);
  const [line] = lines as [Record<string, Record<string, unknown>>];
  const text = JSON.stringify(line);
  for (const secret of ['01012345678', '9001011234567', '홍길동', 'lk_x']) assert.ok(!text.includes(secret), secret);
  assert.equal(line.lead.phone, '[redacted]');
  assert.equal(line.lead.region, '서울');
  assert.equal((line.claim.client as Record<string, unknown>).clientNm, '[redacted]');
  assert.equal(line.key as unknown, '[redacted]');
  assert.equal(line.err.phone, '[redacted]');
  assert.equal((line.err.detail as Record<string, unknown>).ssn, '[redacted]');
  assert.match(String(line.err.stack), /dispatch failed/);
  assert.equal(line.reqId as unknown, 'r-1');
  // The caller's objects are not changed by the redaction.
  assert.equal(err.phone, '01012345678');
});

test('logging never changes the objects it is given, class instances with getters included', () => {
  const { logger, lines } = capture();
  class Holder {
    readonly raw = { headers: { 'x-api-key': 'lk_secret' }, phone: '01099998888' };
    get headers() {
      return this.raw.headers;
    }
  }
  const holder = new Holder();
  logger.info(
    { holder, req: { method: 'GET', url: '/x?phone=010', ip: '127.0.0.1', headers: holder.headers } },
    'seen',
  );
  assert.equal(holder.headers['x-api-key'], 'lk_secret');
  assert.equal(holder.raw.phone, '01099998888');
  const text = JSON.stringify(lines);
  assert.ok(!text.includes('lk_secret') && !text.includes('01099998888') && !text.includes('phone=010'), text);
});

test('a database error is logged by class, code and constraint, under any name, never with its query or values', () => {
  const { logger, lines } = capture();
  const cause = Object.assign(new Error('duplicate key value: Key (phone)=(01055556666) already exists'), {
    code: '23505',
    severity: 'ERROR',
    constraint: 'leads_contact_per_provider',
    table: 'leads',
    detail: 'Key (phone_hash)=(01055556666) already exists.',
  });
  const err = new DrizzleQueryError(
    'insert into leads (name, phone) values ($1, $2)',
    ['홍길동', '01055556666'],
    cause,
  );
  logger.error({ err, error: err }, 'failed');
  const text = JSON.stringify(lines);
  for (const secret of ['01055556666', '홍길동', 'insert into', 'already exists'])
    assert.ok(!text.includes(secret), text);
  const line = lines[0] as Record<string, Record<string, unknown>>;
  for (const logged of [line.err, line.error]) {
    assert.equal(logged.code, '23505');
    assert.equal(logged.constraint, 'leads_contact_per_provider');
    assert.equal(logged.type, 'DrizzleQueryError < Error');
  }
  assert.equal(errorSummary(err), 'DrizzleQueryError < Error: database error 23505 on leads_contact_per_provider');
  assert.equal(errorSummary(new Error('fax gateway down')), 'fax gateway down');
});
