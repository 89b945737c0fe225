import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { Type } from 'typebox';
import { buildApp } from '../../src/app.js';
import { loadConfig } from '../../src/config.js';
import { AppError, errorResponses, forbidden, notFound } from '../../src/platform/errors.js';
import { createTestDatabase, testEnv } from '../helpers/build.js';
import { assertProblemAnswersListed, watchProblemAnswers } from '../helpers/problem-check.js';

// The check every test app runs on its problem+json answers (test/helpers/problem-check.ts): a code the operation
// does not list for its status is caught as it is sent; what the document has nothing to say about is left alone.
const testDb = await createTestDatabase();
const config = loadConfig(testEnv());
config.databaseUrl = testDb.url;
const app = await buildApp({ config, database: testDb.database, logger: false });
const raised: Record<string, () => Error> = {
  listed: () => notFound('Thing'),
  unlistedStatus: () => forbidden('KEY_SCOPE', 'This key may not do this'),
  unlistedCode: () => new AppError('IMPORT_NOT_FOUND', 'No such import'),
  unexpected: () => new Error('a bug'),
};
app.get(
  '/api/v1/checked/:raise',
  {
    schema: {
      tags: ['Operations'],
      operationId: 'checkedRoute',
      description: 'A route of this test only, raising what its path names.',
      params: Type.Object({ raise: Type.String() }),
      response: { 200: Type.Object({}), ...errorResponses('NOT_FOUND') },
    },
  },
  async (request) => {
    throw raised[request.params.raise]();
  },
);
const unlisted = watchProblemAnswers(app);
await app.ready();
after(async () => {
  await app.close();
  await testDb.close();
});

const answer = async (url: string) => (await app.inject({ url })).json().code as string;

test('a code the operation lists for its status passes; none listed, or another status, is caught', async () => {
  assert.equal(await answer('/api/v1/checked/listed'), 'NOT_FOUND');
  assert.deepEqual(unlisted, []);
  assert.doesNotThrow(() => assertProblemAnswersListed(unlisted));

  assert.equal(await answer('/api/v1/checked/unlistedCode'), 'IMPORT_NOT_FOUND');
  assert.equal(await answer('/api/v1/checked/unlistedStatus'), 'KEY_SCOPE');
  assert.equal(unlisted.length, 2, unlisted.join('\n'));
  assert.match(unlisted[0], /^GET \/api\/v1\/checked\/\{raise\} → 404: .*code.* \(code IMPORT_NOT_FOUND\)$/);
  assert.match(unlisted[1], /^GET \/api\/v1\/checked\/\{raise\} → 403: status not documented.* \(code KEY_SCOPE\)$/);
  assert.throws(() => assertProblemAnswersListed(unlisted), /errorResponses/);
  unlisted.splice(0);
});

test('an unexpected error, a path no route answers and a success are not checked', async () => {
  assert.equal(await answer('/api/v1/checked/unexpected'), 'INTERNAL');
  assert.equal(await answer('/api/v1/no-such-route'), 'ROUTE_NOT_FOUND');
  assert.equal((await app.inject({ url: '/healthz' })).statusCode, 200);
  assert.deepEqual(unlisted, []);
});
