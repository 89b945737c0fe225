/**
 * Issue #33: a page of `POST /api/v1/claim/histories` is one statement after the consultant's look-up — the page's
 * claims, their files, the page's access record and the total — and shows each claim as its own read does.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { claims, piiAccessLog } from '../../../src/db/schema/index.js';
import { samplePng } from '../../files/fixtures.js';
import { build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { statementsDuring } from '../../helpers/statements.js';
import { bearer, claimBody, createConsultant, createTerms, type Json, uploadClaimFile } from '../helpers.js';

// A clock that stands still: the consultant's token, verified by the first request, stays trusted (no statement of
// its own), however long the run takes.
const clock = testClock();
const { app, db } = await build({}, { clock: clock.now });
const fc = await createConsultant(app, 'FC', { name: '박설계' });
const terms = await createTerms(app, 'SAMSUNG_LIFE', true);

const history = (body: Json) =>
  app.inject({ method: 'POST', url: '/api/v1/claim/histories', headers: bearer(fc.token), payload: body });

// Seven claims, claim i received i days ago: the even ones paid to a bank account, the odd ones by direct debit;
// claims 1 and 2 with files (two and one).
const ids: number[] = [];
for (let i = 0; i < 7; i++) {
  const fileIds: string[] = [];
  for (let f = 0; f < (i === 1 ? 2 : i === 2 ? 1 : 0); f++) {
    fileIds.push(await uploadClaimFile(app, fc.token, samplePng(8 + f + i), 'image/png', `서류${i}-${f}.png`));
  }
  const direct = i % 2 === 1;
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/claim/requests',
    headers: bearer(fc.token),
    payload: claimBody(fc.ci, [terms.id], {
      clientNm: i < 4 ? `김고객${i}` : `이고객${i}`,
      fileIds,
      ...(direct ? { directDebitAccntYn: true, bankCd: null, bankAccount: null, bankAccountHolder: null } : {}),
    }),
  });
  assert.equal(res.statusCode, 200, res.body);
  ids.push(res.json().claimReqId);
}
for (const [i, id] of ids.entries()) {
  const d = new Date(Date.now() + 9 * 3600_000 - i * 86_400_000).toISOString().slice(0, 10);
  await db.update(claims).set({ claimDate: d }).where(eq(claims.id, id));
}
const compact = (daysAgo: number) =>
  new Date(Date.now() + 9 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');

async function recordsAfter(run: () => Promise<unknown>) {
  const [last] = await db
    .execute<{ id: number | null }>(sql`select max(id)::int as id from ${piiAccessLog}`)
    .then((r) => r.rows);
  await run();
  return db
    .select()
    .from(piiAccessLog)
    .where(sql`${piiAccessLog.id} > ${last?.id ?? 0}`)
    .orderBy(piiAccessLog.id);
}

const claimIdsOf = (res: { json(): unknown }) => (res.json() as { claimReqId: number }[]).map((r) => r.claimReqId);

test('a history page is the look-up of the consultant and one statement, filtered or not, past the end too', async () => {
  assert.equal((await history({ fcUserCi: fc.ci })).statusCode, 200);
  for (const body of [
    { fcUserCi: fc.ci },
    { fcUserCi: fc.ci, page: 2, pageSize: 3 },
    { fcUserCi: fc.ci, clientNm: '김' },
    { fcUserCi: fc.ci, startDate: compact(5), endDate: compact(1) },
    { fcUserCi: fc.ci, page: 9 },
    { fcUserCi: fc.ci, clientNm: '김', page: 9 },
  ]) {
    let res: Awaited<ReturnType<typeof history>> | undefined;
    const sent = await statementsDuring(db, async () => {
      res = await history(body);
    });
    assert.equal(res?.statusCode, 200, res?.body);
    assert.equal(sent, 2, `statements for ${JSON.stringify(body)}`);
  }
});

test('the totals: kept without a filter, counted with one, carried by a page past the last claim', async () => {
  for (const [body, total, shown] of [
    [{}, '7', ids],
    [{ page: 2, pageSize: 3 }, '7', ids.slice(3, 6)],
    [{ page: 3, pageSize: 3 }, '7', ids.slice(6)],
    [{ page: 4, pageSize: 3 }, '7', []],
    [{ clientNm: '김' }, '4', ids.slice(0, 4)],
    [{ clientNm: '김', page: 2, pageSize: 3 }, '4', ids.slice(3, 4)],
    [{ clientNm: '김', page: 5, pageSize: 3 }, '4', []],
    [{ startDate: compact(5), endDate: compact(1) }, '5', ids.slice(1, 6)],
    [{ startDate: compact(5), endDate: compact(1), clientNm: '이', pageSize: 1, page: 2 }, '2', ids.slice(5, 6)],
    [{ clientNm: '없는이름' }, '0', []],
  ] as [Json, string, number[]][]) {
    const res = await history({ fcUserCi: fc.ci, ...body });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['x-total-count'], total, JSON.stringify(body));
    assert.deepEqual(claimIdsOf(res), shown, JSON.stringify(body));
  }
});

test("each claim of a page is the claim as its own read shows it, files included; the record names the page's claims", async () => {
  let page: Awaited<ReturnType<typeof history>> | undefined;
  const [record, ...more] = await recordsAfter(async () => {
    page = await history({ fcUserCi: fc.ci });
  });
  assert.equal(more.length, 0, 'one access record');
  const shown = page!.json() as { claimReqId: number; files: string[]; fileCnt: number; file_length: number }[];
  assert.deepEqual(
    shown.map((r) => r.claimReqId),
    ids,
  );
  assert.deepEqual(
    shown.map((r) => r.fileCnt),
    [0, 2, 1, 0, 0, 0, 0],
  );
  assert.equal(record.action, 'CLAIM_HISTORY');
  assert.deepEqual(record.claimIds.map(Number), ids, 'page order');
  assert.deepEqual(record.leadIds, []);
  assert.deepEqual(record.fields, ['clientTel', 'callbackTel', 'bankAccount']);
  assert.equal(record.actor, `user:${fc.id}`);
  for (const r of shown) {
    const one = await app.inject({ url: `/api/v1/claim/requests/${r.claimReqId}`, headers: bearer(fc.token) });
    assert.equal(one.statusCode, 200, one.body);
    assert.deepEqual(r, one.json(), `claim ${r.claimReqId}`);
  }
});

test('the record names the bank account only when a claim of the page has one; an empty page records nothing', async () => {
  const [direct] = await recordsAfter(() => history({ fcUserCi: fc.ci, page: 2, pageSize: 1 }));
  assert.deepEqual(direct.claimIds.map(Number), [ids[1]]);
  assert.deepEqual(direct.fields, ['clientTel', 'callbackTel'], 'a direct-debit claim shows no account');
  const [mixed] = await recordsAfter(() => history({ fcUserCi: fc.ci, page: 2, pageSize: 2 }));
  assert.deepEqual(mixed.claimIds.map(Number), [ids[2], ids[3]]);
  assert.deepEqual(mixed.fields, ['clientTel', 'callbackTel', 'bankAccount']);
  assert.deepEqual(await recordsAfter(() => history({ fcUserCi: fc.ci, page: 9 })), []);
  assert.deepEqual(await recordsAfter(() => history({ fcUserCi: fc.ci, clientNm: '없는이름' })), []);
});
