/**
 * Issue #33, item 3: a registration is one statement, and registrations made at the same time share statements
 * (group commit) — measured by the statements the app sends.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { placeOrder, register, registerOk, world } from '../../helpers/fixtures.js';
import { assertInvariants } from '../../helpers/invariants.js';
import { statementsDuring } from '../../helpers/statements.js';

// A clock that stands still: the provider key, verified by the first request, stays trusted (no statement of its own).
const clock = testClock();
const { app, db } = await build({}, { clock: clock.now });
const w = await world(app);
await placeOrder(app, w, { portalId: 4401, regionQuantities: [{ region: '서울', quantity: 1000 }] });
// The key, the catalog and the region table read once; the portal user's order found open.
await registerOk(app, w, { portalId: 4401, region: '서울' });
await registerOk(app, w, { region: '제주' });

test('a registration is one statement, with portalId and without', async () => {
  for (const body of [{ portalId: 4401, region: '서울' }, { region: '제주' }]) {
    const sent = await statementsDuring(db, async () => {
      const res = await register(app, w, body);
      assert.equal(res.statusCode, 200, res.body);
    });
    assert.equal(sent, 1, JSON.stringify(body));
  }
});

test('twenty registrations made at once share statements, each answered as alone', async () => {
  for (const body of [{ portalId: 4401, region: '서울' }, { region: '제주' }]) {
    let answers: Awaited<ReturnType<typeof register>>[] = [];
    const sent = await statementsDuring(db, async () => {
      answers = await Promise.all(Array.from({ length: 20 }, () => register(app, w, body)));
    });
    assert.deepEqual(
      answers.map((r) => r.statusCode),
      Array(20).fill(200),
    );
    const status = body.portalId ? 'ASSIGNED' : 'UNASSIGNED';
    assert.deepEqual(new Set(answers.map((r) => r.json().status)), new Set([status]));
    assert.equal(new Set(answers.map((r) => r.json().id)).size, 20);
    assert.ok(sent < 20, `${sent} statements for 20 registrations (${JSON.stringify(body)})`);
  }
  await assertInvariants(db);
});
