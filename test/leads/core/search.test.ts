import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { maskEmail, maskEmailSql, maskName, maskNameSql } from '../../../src/platform/masking.js';
import { build } from '../../helpers/build.js';
import { registerOk, world } from '../../helpers/fixtures.js';
import { distributeReq, useLead } from '../distribution/helpers.js';

const { app, db } = await build();
const w = await world(app, '여행자보험 DB');

const total = async (url: string) => {
  const res = await app.inject({ url, headers: w.asPortal });
  assert.equal(res.statusCode, 200, res.body);
  return res.json().pagination.total as number;
};
const owned = (portalId: number, search: string) =>
  total(`/api/v1/leads?portalId=${portalId}&search=${encodeURIComponent(search)}`);
const away = (portalId: number, search: string) =>
  total(`/api/v1/leads/distributed-away?portalId=${portalId}&search=${encodeURIComponent(search)}`);

/** Every character a guesser would try for a hidden position, the right one among them. */
const GUESSES = [...'가나다라마바사아자차카타파하길김이박최정강조윤장임한오서신권황안송전홍'];

test('the SQL masks a search compares with equal the masks responses show', async () => {
  const names = ['홍길동', '남궁민수', '김철', '김', '', 'Ab', 'ab c', '😀😀😀', '𝒜b𝒞d', '이 영 희'];
  const emails = [
    'abcdef@example.com',
    'ab@example.com',
    'a@example.com',
    '@example.com',
    'a@b@c.example',
    '😀😀😀@x.kr',
    'no-at-sign',
    '홍길동@메일.kr',
  ];
  for (const name of names) {
    const { rows } = await db.execute<{ m: string }>(sql`select ${maskNameSql(sql`${name}::text`)} as m`);
    assert.equal(rows[0].m, maskName(name), name);
  }
  for (const email of emails) {
    const { rows } = await db.execute<{ m: string }>(sql`select ${maskEmailSql(sql`${email}::text`)} as m`);
    assert.equal(rows[0].m, maskEmail(email), email);
  }
});

test('owned list: guessing a hidden character of an unused lead never changes the total', async () => {
  const portalId = 901;
  const lead = await registerOk(app, w, { portalId, name: '홍길동', email: 'abcdef@example.com' });
  // Before the fix the right guess (길, c) answered 1 and every other 0.
  const secondChar = await Promise.all(GUESSES.map((c) => owned(portalId, `홍${c}`)));
  assert.deepEqual(new Set(secondChar), new Set([0]), 'name: 홍 + each guess');
  assert.equal(await owned(portalId, '길'), 0, 'a hidden character alone');
  const emailGuesses = await Promise.all([...'abcdefxyz'].map((c) => owned(portalId, `ab${c}`)));
  assert.deepEqual(new Set(emailGuesses), new Set([0]), 'email: ab + each guess');
  assert.equal(await owned(portalId, 'cdef'), 0);
  // What the response shows still matches.
  for (const shown of ['홍', '동', '홍*동', 'ab', 'ab***@', 'example.com']) {
    assert.equal(await owned(portalId, shown), 1, shown);
  }
  // Once used, name and email are shown in clear and matched in clear.
  await useLead(app, w, lead.id, portalId);
  assert.equal(await owned(portalId, '홍길'), 1);
  assert.equal(await owned(portalId, 'cdef'), 1);
  assert.equal(await owned(portalId, '홍*동'), 0, 'the mask is gone from the response');
});

test('distributed-away list: hidden name until used, email always masked', async () => {
  const from = 911;
  const to = 912;
  const lead = await registerOk(app, w, { portalId: from, name: '김영희', email: 'wxyz12@example.com' });
  assert.equal((await distributeReq(app, w, from, to, [lead.id])).statusCode, 200);
  const guesses = await Promise.all(GUESSES.map((c) => away(from, `김${c}`)));
  assert.deepEqual(new Set(guesses), new Set([0]), 'name: 김 + each guess');
  assert.equal(await away(from, 'xyz'), 0);
  assert.equal(await away(from, '김*희'), 1);
  await useLead(app, w, lead.id, to);
  assert.equal(await away(from, '김영'), 1, 'the name is shown once the owner used the lead');
  const emailGuesses = await Promise.all([...'abwxyz'].map((c) => away(from, `wx${c}`)));
  assert.deepEqual(new Set(emailGuesses), new Set([0]), 'the email stays masked');
  assert.equal(await away(from, 'wx***@example.com'), 1);
});
