import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { CATEGORIES } from '../../../src/analysis/coverage/categories.js';
import { auditLog } from '../../../src/db/schema/index.js';
import { createConsultant } from '../../claims/helpers.js';
import { expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { get } from './helpers.js';

const { app, db } = await build();
const fc = await createConsultant(app, 'FC');
const put = (cd: string, payload: unknown, headers: Record<string, string> = adminHeaders) =>
  app.inject({ method: 'PUT', url: `/admin/v1/coverage/categories/${cd}`, headers, payload: payload as object });

test('the catalogue: the 21 categories in the contract order, each with a recommended amount ≥ 1, KCD ranges and a description', async () => {
  const res = await get(app, fc.token, '/api/v1/coverage/categories');
  assert.equal(res.statusCode, 200);
  const list = res.json() as {
    categoryCd: string;
    recommendedAmount: number;
    description: string;
    kcdRanges: string[];
  }[];
  assert.deepEqual(
    list.map((c) => c.categoryCd),
    CATEGORIES.map((c) => c.categoryCd),
  );
  assert.ok(list.every((c) => Number.isInteger(c.recommendedAmount) && c.recommendedAmount >= 1 && c.description));
  const cancer = list.find((c) => c.categoryCd === 'CANCER')!;
  assert.ok(cancer.recommendedAmount >= 30_000_000 && cancer.recommendedAmount <= 50_000_000);
  assert.deepEqual(cancer.kcdRanges, ['C00-C43', 'C45-C72', 'C74-C97']);
});

test('an admin sets a recommended amount (audited); an unknown category → 404; below 1 → 400; a token cannot', async () => {
  const res = await put('CANCER', { recommendedAmount: 40_000_000, description: '일반암 진단비 권장액' });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().recommendedAmount, 40_000_000);
  assert.equal(res.json().description, '일반암 진단비 권장액');
  const listed = (await get(app, fc.token, '/api/v1/coverage/categories')).json() as {
    categoryCd: string;
    recommendedAmount: number;
  }[];
  assert.equal(listed.find((c) => c.categoryCd === 'CANCER')!.recommendedAmount, 40_000_000);
  const [entry] = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'COVERAGE_CATEGORY_UPDATED'), eq(auditLog.target, 'coverage_category:CANCER')));
  assert.equal(entry.actor, 'key:env-admin');
  assert.deepEqual([entry.detail?.from, entry.detail?.to], [50_000_000, 40_000_000]);
  expectProblem(await put('NOPE', { recommendedAmount: 1 }), 404, 'NOT_FOUND');
  expectProblem(await put('CANCER', { recommendedAmount: 0 }), 400, 'VALIDATION_FAILED');
  assert.equal(
    (await put('CANCER', { recommendedAmount: 5 }, { authorization: `Bearer ${fc.token}` })).statusCode,
    401,
  );
});
