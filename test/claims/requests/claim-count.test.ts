import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build, onPostgres } from '../../helpers/build.js';
import { recomputeClaimCounts } from '../../helpers/invariants.js';
import { bearer, claimBody, createConsultant, createTerms, type Json, systemToken } from '../helpers.js';

/**
 * The consultant's kept claim count (`users.claim_count`, the history's unfiltered `X-Total-Count`) under claims
 * filed at once by several callers for the same consultants: exact, as a recount finds it.
 */
const t = await build();
const { app, db } = t;
const required = await createTerms(app, 'SAMSUNG_LIFE', true);

const submit = (token: string, body: Json) =>
  app.inject({ method: 'POST', url: '/api/v1/claim/requests', headers: bearer(token), payload: body });
const history = (token: string, body: Json) =>
  app.inject({ method: 'POST', url: '/api/v1/claim/histories', headers: bearer(token), payload: body });

test('claims filed at once for two consultants: each kept count equals the recount and the history total', {
  skip: !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL): PGlite runs one transaction at a time',
}, async () => {
  const first = await createConsultant(app, 'FC');
  const second = await createConsultant(app, 'FC');
  const system = await systemToken(app);
  // 30 claims in parallel: each consultant's own and the system client's, interleaved.
  const filings = Array.from({ length: 30 }, (_, i) => {
    const consultant = i % 2 === 0 ? first : second;
    const token = i % 3 === 0 ? system : consultant.token;
    return submit(token, claimBody(consultant.ci, [required.id], { clientNm: `고객${i}` }));
  });
  const answers = await Promise.all(filings);
  for (const res of answers) assert.equal(res.statusCode, 200, res.body);

  assert.deepEqual(await recomputeClaimCounts(db), []);
  for (const consultant of [first, second]) {
    const all = await history(consultant.token, { fcUserCi: consultant.ci, pageSize: 1 });
    assert.equal(all.headers['x-total-count'], '15');
    const filtered = await history(consultant.token, { fcUserCi: consultant.ci, clientNm: '고객' });
    assert.equal(filtered.headers['x-total-count'], '15', 'a filtered total is counted, and agrees');
  }
});
