import assert from 'node:assert/strict';
import { test } from 'node:test';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import { lazySerializers } from '../../src/platform/lazy-serializers.js';
import { adminHeaders, build } from '../helpers/build.js';

const route = {
  method: 'GET',
  url: '/things',
  httpStatus: '200',
  schema: { type: 'object', properties: { id: { type: 'string' }, n: { type: 'integer' } } },
};

test('a serializer is compiled on its first use and answers as the eager one does', () => {
  const broken = { ...route, schema: { type: 'object', properties: { id: { $ref: 'Missing#' } } } };
  // Compiling this schema throws: creating its serializer must not, only using it.
  const serialize = lazySerializers()({}, {})(broken);
  assert.throws(() => serialize({ id: 'x' }));
  const lazy = lazySerializers()({}, {})(route);
  const eager = SerializerSelector()({}, {})(route);
  const doc = { id: '7', n: 3, extra: '<not in the schema>' };
  assert.equal(lazy(doc), eager(doc));
  assert.equal(lazy(doc), '{"id":"7","n":3}');
});

test('every response schema of the service compiles (the app built with every serializer compiled at start)', async () => {
  const { app } = await build({}, { eagerSerializers: true });
  const res = await app.inject({ url: '/admin/v1/regions', headers: adminHeaders });
  assert.equal(res.statusCode, 200, res.body);
});
