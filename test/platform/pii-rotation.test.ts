import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { leads } from '../../src/db/schema/index.js';
import { PiiVault } from '../../src/platform/pii.js';
import { rotatePii } from '../../src/platform/pii-rotation.js';
import { build } from '../helpers/build.js';
import { registerOk, world } from '../helpers/fixtures.js';

const { app, db } = await build();
const w = await world(app);

test('rotate-pii re-encrypts old values with the newest key, in batches; old keys still decrypt meanwhile', async () => {
  for (let i = 0; i < 7; i++) await registerOk(app, w, { ssn: '900101-1234567' });
  const oldVault = app.deps.vault;
  const newKey = { id: 'next', key: randomBytes(32) };
  const oldKeys = app.deps.config.piiEncryptionKeys;
  const rotated = new PiiVault([newKey, ...oldKeys], app.deps.config.piiHmacKey);
  const before = await db.select().from(leads);
  const seen: string[] = [];
  let advanced = 0;
  const count = await rotatePii(
    db,
    rotated,
    {
      start: (column) => seen.push(column),
      advance: (n) => {
        advanced += n;
      },
      stop: () => {},
    },
    3,
  );
  // The leads' phone numbers only: a resident registration number is never stored (consumer-rights §2).
  assert.equal(count, before.length);
  assert.equal(advanced, count);
  assert.deepEqual(seen.slice(0, 2), ['leads.phone_enc', 'claims.bank_account_enc']);
  const after = await db.select().from(leads);
  for (const row of after) {
    const old = before.find((b) => b.id === row.id)!;
    assert.ok(row.phoneEnc.startsWith('next.'));
    assert.equal(rotated.decrypt(row.phoneEnc), oldVault.decrypt(old.phoneEnc));
    assert.equal(row.ssnEnc, null);
  }
  // a second run finds nothing left to do
  assert.equal(await rotatePii(db, rotated, { start: () => {}, advance: () => {}, stop: () => {} }), 0);
});
