import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { test } from 'node:test';
import { PiiVault } from '../../src/platform/pii.js';

const k1 = { id: 'k1', key: randomBytes(32) };
const k2 = { id: 'k2', key: randomBytes(32) };
const hmac = randomBytes(32);

test('a sealed value reads keyId.iv.tag.data, holds nothing of the value, and opens again', () => {
  const vault = new PiiVault([k1], hmac);
  for (const plain of ['01012345678', '홍길동 9001011234567', '']) {
    const sealed = vault.encrypt(plain);
    const parts = sealed.split('.');
    assert.equal(parts.length, 4, sealed);
    assert.equal(parts[0], 'k1');
    assert.equal(Buffer.from(parts[1], 'base64url').length, 12); // GCM nonce
    assert.equal(Buffer.from(parts[2], 'base64url').length, 16); // GCM tag
    assert.equal(Buffer.from(parts[3], 'base64url').length, Buffer.byteLength(plain));
    assert.ok(plain === '' || !sealed.includes(plain));
    assert.equal(vault.decrypt(sealed), plain);
    assert.equal(vault.keyIdOf(sealed), 'k1');
  }
  // A fresh nonce each time: the same value never seals the same way twice.
  assert.notEqual(vault.encrypt('01012345678'), vault.encrypt('01012345678'));
  assert.equal(vault.currentKeyId, 'k1');
});

test('rotation: the first key seals, every configured key opens, an unknown key id is refused', () => {
  const old = new PiiVault([k1], hmac);
  const sealed = old.encrypt('01012345678');
  const rotated = new PiiVault([k2, k1], hmac);
  assert.equal(rotated.currentKeyId, 'k2');
  assert.equal(rotated.decrypt(sealed), '01012345678');
  assert.equal(rotated.keyIdOf(rotated.encrypt('x')), 'k2');
  assert.throws(() => new PiiVault([k2], hmac).decrypt(sealed), /^Error: no PII key "k1" is configured$/);
});

test('a changed ciphertext, tag or nonce does not open (authenticated encryption)', () => {
  const vault = new PiiVault([k1], hmac);
  const [id, iv, tag, data] = vault.encrypt('01012345678').split('.');
  const flip = (part: string) => {
    const bytes = Buffer.from(part, 'base64url');
    bytes[0] ^= 1;
    return bytes.toString('base64url');
  };
  for (const tampered of [
    [id, iv, tag, flip(data)],
    [id, iv, flip(tag), data],
    [id, flip(iv), tag, data],
  ]) {
    assert.throws(() => vault.decrypt(tampered.join('.')), /authenticate/);
  }
  // The same key id with another key behind it does not open either.
  assert.throws(() => new PiiVault([{ id: 'k1', key: randomBytes(32) }], hmac).decrypt([id, iv, tag, data].join('.')));
});

test('blind index: equal for equal input under one HMAC key, different for other input or another key', () => {
  const a = new PiiVault([k1], hmac);
  const b = new PiiVault([k2, k1], hmac);
  assert.equal(a.blindIndex('01012345678'), b.blindIndex('01012345678'));
  assert.notEqual(a.blindIndex('01012345678'), a.blindIndex('01012345679'));
  assert.notEqual(a.blindIndex('01012345678'), new PiiVault([k1], randomBytes(32)).blindIndex('01012345678'));
  // HMAC-SHA-256, base64url: 32 bytes, and not the plain SHA-256 of the value.
  assert.equal(Buffer.from(a.blindIndex('x'), 'base64url').length, 32);
  assert.match(a.blindIndex('x'), /^[A-Za-z0-9_-]{43}$/);
});

test("a worker thread's vault, made from keysForWorker, seals with the same key, opens both keys' values and indexes alike", () => {
  const vault = new PiiVault([k2, k1], hmac);
  const parts = vault.keysForWorker();
  assert.deepEqual(
    parts.keys.map((k) => k.id),
    ['k2', 'k1'],
  );
  assert.ok(parts.keys[0].key.equals(k2.key));
  assert.ok(parts.keys[1].key.equals(k1.key));
  assert.ok(parts.hmacKey.equals(hmac));
  const copy = new PiiVault(parts.keys, parts.hmacKey);
  assert.equal(copy.currentKeyId, 'k2');
  const sealed = copy.encrypt('01012345678');
  assert.equal(vault.keyIdOf(sealed), 'k2');
  assert.equal(vault.decrypt(sealed), '01012345678');
  assert.equal(copy.decrypt(new PiiVault([k1], hmac).encrypt('9001011234567')), '9001011234567');
  assert.equal(copy.blindIndex('01012345678'), vault.blindIndex('01012345678'));
});
