import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import Fastify from 'fastify';
import { registerErrorHandling } from '../../src/platform/errors.js';
import { jsonDepth, MAX_JSON_DEPTH, registerInputGuards } from '../../src/platform/input-guards.js';

test('JSON depth counts nested objects and arrays, not brackets inside strings', () => {
  assert.equal(MAX_JSON_DEPTH, 64);
  assert.equal(jsonDepth(''), 0);
  assert.equal(jsonDepth('12'), 0);
  assert.equal(jsonDepth('"[{"'), 0);
  assert.equal(jsonDepth('{}'), 1);
  assert.equal(jsonDepth('[]'), 1);
  assert.equal(jsonDepth('[][][]'), 1);
  assert.equal(jsonDepth('{"a":[{"b":[]}],"c":{}}'), 4);
  assert.equal(jsonDepth('{"a":"{{[["}'), 1);
  assert.equal(jsonDepth('{"a":"\\"{{[["}'), 1, 'an escaped quote does not end the string');
  assert.equal(jsonDepth('{"a":"\\\\",  "b":[[]]}'), 3, 'an escaped backslash does');
  assert.equal(jsonDepth('[1,{"x":[2]},3]'), 3);
  assert.equal(jsonDepth('[{},{},{}]'), 2, 'a closing brace ends its level');
  assert.equal(jsonDepth('{"a":[[],[],[]]}'), 3, 'a closing bracket ends its level');
});

test('JSON depth stops counting one past the limit', () => {
  assert.equal(jsonDepth('[[[[[[[[]]]]]]]]', 3), 4);
  assert.equal(jsonDepth('[[[]]]', 3), 3);
  assert.equal(jsonDepth('['.repeat(64)), 64);
  assert.equal(jsonDepth('['.repeat(1000)), 65);
});

const app = Fastify();
registerErrorHandling(app);
registerInputGuards(app);
app.post('/echo', async (request) => ({ body: request.body }));
app.post(
  '/optional',
  { schema: { body: { type: 'object', properties: { n: { type: 'number' } }, additionalProperties: false } } },
  async (request) => ({ body: request.body }),
);
app.post(
  '/required',
  { schema: { body: { type: 'object', required: ['n'], properties: { n: { type: 'number' } } } } },
  async (request) => ({ body: request.body }),
);
app.get(
  '/query',
  { schema: { querystring: { type: 'object', properties: { n: { type: 'number' } } } } },
  async (request) => ({ query: request.query }),
);
app.get(
  '/params/:n',
  { schema: { params: { type: 'object', properties: { n: { type: 'number' } } } } },
  async () => ({}),
);
await app.ready();
after(() => app.close());

const post = (payload: string) =>
  app.inject({ method: 'POST', url: '/echo', headers: { 'content-type': 'application/json' }, payload });

test('a body nested deeper than 64 levels is 400 JSON_TOO_DEEP; 64 levels are parsed', async () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  const deep = await post(nested(65));
  assert.equal(deep.statusCode, 400);
  assert.equal(deep.json().code, 'JSON_TOO_DEEP');
  assert.equal(deep.json().detail, 'The JSON body nests deeper than 64 levels');
  const ok = await post(nested(64));
  assert.equal(ok.statusCode, 200);
  assert.equal(jsonDepth(JSON.stringify(ok.json().body)), 64);
});

test('broken JSON is still refused by the parser, and so are prototype-poisoning keys', async () => {
  const res = await post('{"a":');
  assert.equal(res.statusCode, 400);
  assert.equal(res.json().code, 'INVALID_JSON');
  for (const payload of ['{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}']) {
    const poisoned = await post(payload);
    assert.equal(poisoned.statusCode, 400, payload);
    assert.equal(poisoned.json().status, 400, payload);
  }
});

test('a number that is not finite is 400 VALIDATION_FAILED naming where it is', async () => {
  for (const [payload, field] of [
    ['1e400', '(root)'],
    ['{"a":1e400}', 'a'],
    ['{"a":{"b":[1,-1e400]}}', 'a.b.1'],
    ['[0,{"c":1e999}]', '1.c'],
  ]) {
    const res = await post(payload);
    assert.equal(res.statusCode, 400, payload);
    assert.deepEqual(
      { code: res.json().code, errors: res.json().errors },
      { code: 'VALIDATION_FAILED', errors: [{ field, message: 'must be a finite number' }] },
      payload,
    );
  }
  const fine = await post('{"a":{"b":[1,2.5,-3e300]},"s":"1e400"}');
  assert.deepEqual(fine.json().body, { a: { b: [1, 2.5, -3e300] }, s: '1e400' });
});

test('so is one in the query or the path', async () => {
  const query = await app.inject({ url: '/query?n=1e400' });
  assert.equal(query.statusCode, 400);
  assert.deepEqual(query.json().errors, [{ field: 'n', message: 'must be a finite number' }]);
  assert.deepEqual((await app.inject({ url: '/query?n=12' })).json(), { query: { n: 12 } });
  const params = await app.inject({ url: '/params/1e400' });
  assert.equal(params.statusCode, 400);
  assert.deepEqual(params.json().errors, [{ field: 'n', message: 'must be a finite number' }]);
  assert.equal((await app.inject({ url: '/params/7' })).statusCode, 200);
});

test('an empty body sent as JSON is no body where none is taken, {} where an object is; white space is still broken', async () => {
  const send = (
    url: string,
    payload: string,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) => app.inject({ method: 'POST', url, headers, payload });
  const none = await send('/echo', '');
  assert.equal(none.statusCode, 200, none.body);
  assert.deepEqual(none.json(), {}, 'no body');
  for (const headers of [{ 'content-type': 'application/json' }, {}] as Record<string, string>[]) {
    const optional = await send('/optional', '', headers);
    assert.equal(optional.statusCode, 200, optional.body);
    assert.deepEqual(optional.json(), { body: {} });
  }
  const required = await send('/required', '');
  assert.equal(required.statusCode, 400);
  assert.deepEqual(required.json().errors, [{ field: 'n', message: 'is required' }]);
  assert.deepEqual((await send('/required', '{"n":2}')).json(), { body: { n: 2 } });
  assert.equal((await send('/echo', ' ')).json().code, 'INVALID_JSON');
});
