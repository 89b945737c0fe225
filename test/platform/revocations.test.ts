import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Executor } from '../../src/db/client.js';
import { onRevoked, type RevokedCredential, revoked } from '../../src/platform/revocations.js';

// The listeners are only handed the transaction; none of them is run against a database here.
const tx = {} as Executor;

test('every listener hears a revocation with its transaction, until it is removed', async () => {
  const heard: [string, Executor, RevokedCredential][] = [];
  const removeFirst = onRevoked(async (t, credential) => {
    heard.push(['first', t, credential]);
  });
  const removeSecond = onRevoked(async (t, credential) => {
    heard.push(['second', t, credential]);
  });
  await revoked(tx, { keyId: 7 });
  removeFirst();
  await revoked(tx, { clientId: 'cl_1' });
  removeSecond();
  await revoked(tx, { keyId: 8 });
  assert.deepEqual(heard, [
    ['first', tx, { keyId: 7 }],
    ['second', tx, { keyId: 7 }],
    ['second', tx, { clientId: 'cl_1' }],
  ]);
});

test("a listener's failure fails the revocation (its transaction rolls back)", async () => {
  const remove = onRevoked(async () => {
    throw new Error('endpoints not disabled');
  });
  try {
    await assert.rejects(revoked(tx, { keyId: 1 }), /endpoints not disabled/);
  } finally {
    remove();
  }
});
