import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { test } from 'node:test';
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import {
  errorSummary,
  logFormatFor,
  loggerOptions,
  logStreamFor,
  prettyStream,
  quietly,
  requestLoggerFactory,
} from '../../src/platform/logging.js';

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
    readonly raw = { headers: { 'x-api-key': 'lk_secret' }, phone: '01099998888', region: '서울' };
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
  // The line is written, with what is not personal kept and the request reduced to its path.
  assert.equal(lines.length, 1);
  const [line] = lines as [Record<string, Record<string, Record<string, unknown>>>];
  assert.equal(line.msg as unknown, 'seen');
  assert.deepEqual(line.holder.raw, { headers: { 'x-api-key': '[redacted]' }, phone: '[redacted]', region: '서울' });
  assert.deepEqual(line.req, { method: 'GET', path: '/x', remoteAddress: '127.0.0.1' });
});

const SENSITIVE = [
  'phone',
  'email',
  'ssn',
  'name',
  'clientTel',
  'clientNm',
  'clientBirthday',
  'callbackTel',
  'bankAccount',
  'key',
  'password',
  'client_secret',
  'clientSecret',
  'access_token',
  'refresh_token',
  'token',
];

test('every personal or secret field is censored at the top level and one and two levels down; its siblings are kept', () => {
  for (const field of SENSITIVE) {
    const { logger, lines } = capture();
    const value = `secret-${field}-value`;
    logger.info({ [field]: value, a: { [field]: value, b: { [field]: value, kept: 'k2' }, kept: 'k1' }, kept: 'k0' });
    assert.equal(lines.length, 1, field);
    const line = lines[0] as Record<string, unknown>;
    assert.ok(!JSON.stringify(line).includes(value), field);
    assert.deepEqual(
      { [field]: line[field], a: line.a, kept: line.kept },
      {
        [field]: '[redacted]',
        a: { [field]: '[redacted]', b: { [field]: '[redacted]', kept: 'k2' }, kept: 'k1' },
        kept: 'k0',
      },
      field,
    );
  }
});

test('fields that merely resemble a sensitive one are kept', () => {
  const { logger, lines } = capture();
  logger.info({ phoneCount: 2, keyId: 7, tokenType: 'Bearer', names: 3, region: '서울', status: 'USED' });
  const { phoneCount, keyId, tokenType, names, region, status } = lines[0];
  assert.deepEqual(
    { phoneCount, keyId, tokenType, names, region, status },
    { phoneCount: 2, keyId: 7, tokenType: 'Bearer', names: 3, region: '서울', status: 'USED' },
  );
});

test('the key, authorization and cookie headers are censored wherever headers are logged; other headers are kept', () => {
  const headers = () => ({ 'x-api-key': 'lk_h', authorization: 'Bearer t', cookie: 'sid=1', 'user-agent': 'ua' });
  const censored = { 'x-api-key': '[redacted]', authorization: '[redacted]', cookie: '[redacted]', 'user-agent': 'ua' };
  const { logger, lines } = capture();
  logger.info({ headers: headers(), request: { headers: headers() }, upstream: { call: { headers: headers() } } });
  const line = lines[0] as Record<string, Record<string, Record<string, unknown>>>;
  assert.deepEqual(line.headers, censored);
  assert.deepEqual(line.request.headers, censored);
  assert.deepEqual(line.upstream.call.headers, censored);
});

test('requests are logged as method, path without its query string, and address; responses as their status', () => {
  const { logger, lines } = capture();
  logger.info(
    {
      req: {
        method: 'POST',
        url: '/api/v1/leads?search=01012345678',
        ip: '203.0.113.5',
        headers: { 'x-api-key': 'lk_q' },
        body: { phone: '01012345678' },
      },
      res: { statusCode: 201, headers: { 'set-cookie': 'x' }, body: 'b' },
    },
    'request completed',
  );
  const line = lines[0] as Record<string, unknown>;
  assert.deepEqual(line.req, { method: 'POST', path: '/api/v1/leads', remoteAddress: '203.0.113.5' });
  assert.deepEqual(line.res, { statusCode: 201 });
  assert.equal(line.msg, 'request completed');
});

test("a report link's token is written as … in a request's path, a message, a logged value and an error", () => {
  const { logger, lines } = capture();
  const token = 'Qer7Mob4P6-JbXql5G1UVA3pfp6DnMNZ-xkUxaYaX0U';
  const err = new Error(`Reply was already sent in the "/r/${token}" route`);
  logger.info({ req: { method: 'POST', url: `/r/${token}?x=1`, ip: '203.0.113.5' } }, 'incoming request');
  logger.warn({ err, link: `https://leadline.example/r/${token}`, nested: { url: `/r/${token}/x` } }, `at /r/${token}`);
  logger.info({ req: { method: 'GET', url: '/api/v1/regions', ip: '203.0.113.5' } }, 'other paths are kept');
  const text = JSON.stringify(lines);
  assert.ok(!text.includes(token.slice(0, 12)), text);
  const [first, second, third] = lines as Record<string, Record<string, unknown>>[];
  assert.equal(first.req.path, '/r/…');
  assert.equal(second.msg as unknown, 'at /r/…');
  assert.equal(second.link as unknown, 'https://leadline.example/r/…');
  assert.deepEqual(second.nested, { url: '/r/…/x' });
  assert.equal(second.err.message, 'Reply was already sent in the "/r/…" route');
  assert.match(String(second.err.stack), /^Error: Reply was already sent in the "\/r\/…" route\n\s+at /);
  assert.equal(third.req.path, '/api/v1/regions');
});

test('a line without an error, request or response has none of them, and no trace of the redactor', () => {
  const { logger, lines } = capture();
  logger.info({ count: 12n, region: '서울' }, 'plain');
  const line = lines[0] as Record<string, unknown>;
  for (const absent of ['err', 'req', 'res', 'restore']) assert.equal(absent in line, false, absent);
  // BigInt values (PGlite answers bigint columns with them) are written as numbers, not dropped.
  assert.equal(line.count, 12);
  assert.equal(line.region, '서울');
});

test('Fastify is handed the stream the lines go to, when there is one', () => {
  const stream = new Writable({ write: (_chunk, _enc, done) => done() });
  assert.equal((loggerOptions('debug', stream) as { stream?: unknown }).stream, stream);
  assert.equal((loggerOptions('debug', stream) as { level?: unknown }).level, 'debug');
  assert.equal('stream' in (loggerOptions('info') as object), false);
});

test('a circular object is written with a marker instead of failing', () => {
  const { logger, lines } = capture();
  const looped: Record<string, unknown> = { region: '서울' };
  looped.self = looped;
  logger.info({ looped }, 'loop');
  assert.deepEqual(lines[0].looped, { region: '서울', self: '[circular]' });
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

/** Fastify's call of its `childLoggerFactory` (the instance as `this`, unused here). */
const makeRequestLogger = (...args: Parameters<typeof requestLoggerFactory>) =>
  requestLoggerFactory.call({} as never, ...args);

function captureAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _enc, cb) {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      cb();
    },
  });
  const parent = pino({ level }, stream);
  let children = 0;
  // Counts the children made; pino's children inherit this method, so `this` is whichever logger is asked.
  const original = parent.child as (this: unknown, ...args: unknown[]) => unknown;
  parent.child = function (this: unknown, ...args: unknown[]) {
    children++;
    return original.apply(this, args);
  } as unknown as typeof parent.child;
  return { parent, lines, children: () => children };
}

test("a request's logger is made only when it first writes at an enabled level, and carries the request's bindings", () => {
  const { parent, lines, children } = captureAt('warn');
  const log = makeRequestLogger(parent, { reqId: 'r-1' }, {}, {} as never);
  log.info('not written');
  log.debug('not written');
  log.trace('not written');
  assert.equal(children(), 0);
  assert.equal(lines.length, 0);
  assert.equal(log.level, 'warn');
  log.warn({ n: 1 }, 'written');
  assert.equal(children(), 1);
  log.error('again');
  log.fatal('and again');
  assert.equal(children(), 1, 'made once');
  assert.deepEqual(
    lines.map((l) => [l.level, l.reqId, l.msg]),
    [
      [40, 'r-1', 'written'],
      [50, 'r-1', 'again'],
      [60, 'r-1', 'and again'],
    ],
  );
  assert.equal(lines[0].n, 1);
  log.silent('nothing');
  assert.equal(lines.length, 3);
});

test("every level writes at its own level when enabled; a request's level set applies to it alone", () => {
  const { parent, lines } = captureAt('trace');
  const log = makeRequestLogger(parent, { reqId: 'r-2' }, {}, {} as never);
  log.trace('t');
  log.debug('d');
  log.info('i');
  assert.deepEqual(
    lines.map((l) => [l.level, l.msg]),
    [
      [10, 't'],
      [20, 'd'],
      [30, 'i'],
    ],
  );
  log.level = 'error';
  assert.equal(log.level, 'error');
  assert.equal(parent.level, 'trace');
  log.warn('not written');
  assert.equal(lines.length, 3);
  const nested = log.child({ step: 'x' });
  nested.error('nested');
  assert.deepEqual([lines[3].reqId, lines[3].step, lines[3].msg], ['r-2', 'x', 'nested']);
});

test('a route with a log level or serializers of its own gets its child at once', () => {
  const { parent, children, lines } = captureAt('warn');
  const log = makeRequestLogger(parent, { reqId: 'r-3' }, { level: 'info' }, {} as never);
  assert.equal(children(), 1);
  assert.equal(log.level, 'info');
  log.info('route level');
  assert.deepEqual([lines[0].reqId, lines[0].msg], ['r-3', 'route level']);
  makeRequestLogger(parent, { reqId: 'r-4' }, { serializers: {} }, {} as never);
  assert.equal(children(), 2);
});

test('the log format: readable on a terminal, JSON lines on anything else', () => {
  assert.equal(logFormatFor({ isTTY: true }), 'pretty');
  assert.equal(logFormatFor({ isTTY: false }), 'json');
  assert.equal(logFormatFor({}), 'json', 'a pipe or a file has no isTTY');
  const written: string[] = [];
  const out = (isTTY: boolean) => ({ isTTY, write: (text: string) => written.push(text) });
  assert.equal(logStreamFor(out(false)), undefined, "pino's own JSON to standard output");
  const pretty = logStreamFor(out(true));
  assert.ok(pretty);
  pino(loggerOptions('info', pretty) as pino.LoggerOptions, pretty).info({ region: '서울' }, 'readable');
  assert.equal(written.length, 1);
  assert.match(written[0], /^\S*\[\d\d:\d\d:\d\d\.\d{3}\] \S*INFO\S*: \S*readable/);
});

test('readable lines are redacted like JSON lines: personal data, secrets and link tokens', () => {
  const written: string[] = [];
  const stream = prettyStream({ write: (text: string) => written.push(text) }, false);
  const logger = pino(loggerOptions('info', stream) as pino.LoggerOptions, stream);
  const token = 'Qer7Mob4P6-JbXql5G1UVA3pfp6DnMNZ-xkUxaYaX0U';
  logger.child({ reqId: 'r-9' }).warn(
    {
      lead: { phone: '01012345678', name: '홍길동', region: '서울' },
      headers: { 'x-api-key': 'lk_secret' },
      req: { method: 'GET', url: `/r/${token}?q=01012345678`, ip: '203.0.113.5' },
      err: Object.assign(new Error('failed'), { ssn: '9001011234567' }),
    },
    'something happened',
  );
  assert.equal(written.length, 1);
  const [line] = written;
  for (const secret of ['01012345678', '홍길동', 'lk_secret', token.slice(0, 12), '9001011234567'])
    assert.ok(!line.includes(secret), `${secret} in ${line}`);
  assert.match(line, /^\[\d\d:\d\d:\d\d\.\d{3}\] WARN: something happened /);
  for (const kept of ['"region":"서울"', '"phone":"[redacted]"', '"path":"/r/…"', '"reqId":"r-9"', 'failed'])
    assert.ok(line.includes(kept), `${kept} not in ${line}`);
  assert.ok(!line.includes('"level"'), 'not a JSON line');
});

test('quietly leaves out the lines below warn while its work runs, then the level is back', async () => {
  const { logger, lines } = capture();
  const result = await quietly(logger, async () => {
    logger.info('seeding request');
    logger.warn('a warning still shows');
    return 7;
  });
  assert.equal(result, 7);
  assert.equal(logger.level, 'info');
  logger.info('after');
  assert.deepEqual(
    lines.map((l) => l.msg),
    ['a warning still shows', 'after'],
  );
  await assert.rejects(
    quietly(logger, async () => {
      throw new Error('seeding failed');
    }),
    /seeding failed/,
  );
  assert.equal(logger.level, 'info', 'back after a failure too');
  for (const level of ['error', 'silent']) {
    logger.level = level;
    await quietly(logger, async () => assert.equal(logger.level, level, 'a quieter level is kept'));
  }
});
