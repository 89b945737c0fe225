import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { build, onPostgres } from '../../helpers/build.js';
import { recomputeClaimDayCounts } from '../../helpers/invariants.js';
import { bearer, claimBody, createConsultant, createTerms, systemToken } from '../helpers.js';

/**
 * The claim history's kept day counts (`claim_day_counts`, migration 0052) under concurrency: batches of random
 * writes of claims — filed through the service, inserted, moved to another consultant or day, deleted — sent in
 * parallel, then every counter row compared with a recount of the claims and every consultant's date-range totals
 * with a count. On PostgreSQL the statements really overlap (a move changes its two rows lower key first, so none
 * waits for another in a cycle); on PGlite they run one at a time and the same must hold.
 */

const { app, db } = await build();
const terms = await createTerms(app, 'SAMSUNG_LIFE', true);
const consultants = [
  await createConsultant(app, 'FC'),
  await createConsultant(app, 'FC'),
  await createConsultant(app, 'FC'),
];
const system = await systemToken(app);
const kstDay = (daysAgo: number) =>
  new Date(Date.now() + 9 * 3600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
const DAYS = [0, 1, 2, 3];

// A claim filed through the service, which the SQL inserts copy (its consents stay with it: it is never deleted).
const template = await app.inject({
  method: 'POST',
  url: '/api/v1/claim/requests',
  headers: bearer(consultants[0].token),
  payload: claimBody(consultants[0].ci, [terms.id]),
});
assert.equal(template.statusCode, 200, template.body);
const templateId = Number(template.json().claimReqId);

type Op =
  | { kind: 'file'; who: number }
  | { kind: 'insert'; who: number; day: number }
  | { kind: 'move'; pick: number; who: number; day: number }
  | { kind: 'delete'; pick: number };

const who = fc.nat({ max: consultants.length - 1 });
const day = fc.nat({ max: DAYS.length - 1 });
const pick = fc.nat({ max: 1000 });
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('file' as const), who }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('insert' as const), who, day }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('move' as const), pick, who, day }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('delete' as const), pick }) },
);

/** The copies (the claims without consents, which a delete may remove), as the batch starts. */
async function copies(): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select id from claims c where not exists (select 1 from claim_consents k where k.claim_id = c.id) order by id`);
  return rows.map((r) => Number(r.id));
}

async function run(o: Op, ids: number[]): Promise<void> {
  switch (o.kind) {
    case 'file': {
      const c = consultants[o.who];
      const res = await app.inject({
        method: 'POST',
        url: '/api/v1/claim/requests',
        headers: bearer(c.token),
        payload: claimBody(c.ci, [terms.id]),
      });
      assert.equal(res.statusCode, 200, res.body);
      return;
    }
    case 'insert':
      await db.execute(sql`
        insert into claims (user_id, submitted_by, claim_date, insurer_cd, insu_fax, client_nm, client_birthday,
          client_tel_enc, client_tel_hash, job_cd, bank_cd, bank_account_enc, bank_account_holder,
          direct_debit_accnt_yn, well_fare_yn, event_date, event_type_cd, event_text, callback_who, callback_name,
          callback_tel_enc)
        select ${consultants[o.who].id}, submitted_by, ${kstDay(DAYS[o.day])}::date, insurer_cd, insu_fax, client_nm,
          client_birthday, client_tel_enc, client_tel_hash, job_cd, bank_cd, bank_account_enc, bank_account_holder,
          direct_debit_accnt_yn, well_fare_yn, event_date, event_type_cd, event_text, callback_who, callback_name,
          callback_tel_enc
        from claims where id = ${templateId}`);
      return;
    case 'move': {
      if (ids.length === 0) return;
      const id = ids[o.pick % ids.length];
      await db.execute(sql`
        update claims set user_id = ${consultants[o.who].id}, claim_date = ${kstDay(DAYS[o.day])}::date
        where id = ${id}`);
      return;
    }
    case 'delete': {
      if (ids.length === 0) return;
      await db.execute(sql`delete from claims where id = ${ids[o.pick % ids.length]}`);
      return;
    }
  }
}

const history = (body: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/v1/claim/histories', headers: bearer(system), payload: body });

test('random writes of claims in parallel: every day counter equals a recount, every date-range total a count', async () => {
  let batches = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(op, { minLength: 4, maxLength: 24 }), async (ops) => {
      const ids = await copies();
      await Promise.all(ops.map((o) => run(o, ids)));
      assert.deepEqual(await recomputeClaimDayCounts(db), []);
      for (const c of consultants) {
        for (const [from, to] of [
          [0, 0],
          [3, 1],
          [30, 0],
        ]) {
          const { rows } = await db.execute<{ n: number }>(sql`
            select count(*)::int as n from claims
            where user_id = ${c.id} and claim_date between ${kstDay(from)}::date and ${kstDay(to)}::date`);
          const res = await history({
            fcUserCi: c.ci,
            startDate: kstDay(from).replace(/-/g, ''),
            endDate: kstDay(to).replace(/-/g, ''),
            pageSize: 1,
          });
          assert.equal(res.statusCode, 200, res.body);
          assert.equal(
            res.headers['x-total-count'],
            String(rows[0].n),
            `consultant ${c.id}, ${from} to ${to} days ago`,
          );
        }
      }
      batches++;
    }),
    { numRuns: onPostgres ? 40 : 15, endOnFailure: true },
  );
  assert.equal(batches, onPostgres ? 40 : 15);
  const { rows } = await db.execute<{ n: number }>(sql`select count(*)::int as n from claims`);
  assert.ok(Number(rows[0].n) > 20, 'the batches left claims to count');
});
