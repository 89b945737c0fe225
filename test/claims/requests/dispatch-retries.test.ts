import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import {
  dispatchClaim,
  type FaxDocument,
  type FaxGateway,
  sweepClaims,
} from '../../../src/claims/requests/dispatch.js';
import { claims } from '../../../src/db/schema/index.js';
import { build } from '../../helpers/build.js';
import { bearer, claimBody, createConsultant, createTerms, dispatchDeps, setClaimStatus } from '../helpers.js';

// The retry schedule of a failing claim dispatch on the app's clock, with the documented defaults
// (CLAIM_DISPATCH_RETRY_LIMIT 5, CLAIM_DISPATCH_RETRY_DELAY_SECONDS 30, doubling): no worker runs here, so every
// attempt is the test's own call and time moves only when the test moves it.
let now = Date.now();
const t = await build({ FAX_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'leadline-outbox-')) }, { clock: () => now });
const { app, db } = t;
const fc = await createConsultant(app, 'FC', { name: '최설계' });
const required = await createTerms(app, 'HYUNDAI_MARINE', true);

class BrokenGateway implements FaxGateway {
  readonly name = 'broken';
  calls = 0;
  constructor(private readonly inner: FaxGateway) {}
  async send(doc: FaxDocument) {
    this.calls++;
    if (this.broken) throw new Error('fax line busy');
    return this.inner.send(doc);
  }
  broken = true;
}

const gateway = new BrokenGateway(app.deps.claims.fax);
const deps = () => dispatchDeps(app, gateway, () => now);
const row = async (id: number) => (await db.select().from(claims).where(eq(claims.id, id)))[0];

test('a claim whose dispatch keeps failing is tried 1 + 5 times, 30 s, 1, 2, 4 and 8 min apart, then stays FAILED', async () => {
  await app.deps.claims.queuesReady();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/claim/requests',
    headers: bearer(fc.token),
    payload: claimBody(fc.ci, [required.id], { insuCompCd: 'HYUNDAI_MARINE' }),
  });
  assert.equal(res.statusCode, 200, res.body);
  const id = res.json().claimReqId as number;
  const firstAttemptAt = now;

  assert.equal(await dispatchClaim(deps(), id), 'failed');
  const delays = [30, 60, 120, 240, 480];
  for (const [retry, seconds] of delays.entries()) {
    const failed = await row(id);
    assert.equal(failed.status, 'FAILED');
    assert.equal(failed.attempts, retry + 1);
    assert.match(failed.lastError ?? '', /busy/);
    assert.equal(failed.nextAttemptAt?.getTime(), now + seconds * 1000, `retry ${retry + 1} is due ${seconds} s later`);

    now += seconds * 1000 - 1000;
    assert.equal(await sweepClaims(db, app.deps.jobs, () => now), 0, 'not due yet: the sweep leaves it');
    assert.equal(await dispatchClaim(deps(), id), 'skipped', 'not due yet: a job delivered early finds nothing');
    assert.equal((await row(id)).attempts, retry + 1);

    now += 1000;
    assert.equal(await sweepClaims(db, app.deps.jobs, () => now), 1, 'due: the sweep queues it again');
    assert.equal(await dispatchClaim(deps(), id), 'failed');
  }

  const final = await row(id);
  assert.equal(final.status, 'FAILED');
  assert.equal(final.attempts, 6);
  assert.equal(final.nextAttemptAt, null, 'no retry is left');
  assert.equal(gateway.calls, 6);
  assert.equal(now - firstAttemptAt, 930_000, 'the last attempt comes 15 min 30 s after the first');

  now += 7 * 86_400_000;
  assert.equal(await sweepClaims(db, app.deps.jobs, () => now), 0);
  assert.equal(await dispatchClaim(deps(), id), 'skipped');
  assert.equal(gateway.calls, 6);

  // Sent again by an admin: a new series of attempts, which succeeds once the line works.
  gateway.broken = false;
  assert.equal((await setClaimStatus(app, id, 'RECEIVED')).statusCode, 200);
  assert.equal((await row(id)).nextAttemptAt, null);
  assert.equal(await dispatchClaim(deps(), id), 'sent');
  const sent = await row(id);
  assert.equal(sent.status, 'SENT');
  assert.equal(sent.attempts, 1);
  assert.equal(sent.nextAttemptAt, null);
});

test('the documented defaults: 5 retries, 30 s doubling', () => {
  assert.equal(app.deps.config.claims.dispatchRetryLimit, 5);
  assert.equal(app.deps.config.claims.dispatchRetryDelaySeconds, 30);
});
