import { eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db, Executor } from '../../db/client.js';
import { coverageCategorySettings } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { notFound } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { withTransaction } from '../../platform/transactions.js';
import type { AdminCoverageCategoryList, Category } from './analyses.schemas.js';
import { CATEGORIES, categoryOf } from './categories.js';

export type CategoryView = Static<typeof Category>;

/** `GET /api/v1/coverage/categories`: the 21 categories in the contract's order, with their recommended amounts. */
export async function listCategories(db: Executor): Promise<CategoryView[]> {
  const rows = await db.select().from(coverageCategorySettings);
  const byCd = new Map(rows.map((r) => [r.categoryCd, r]));
  return CATEGORIES.map((c) => {
    const setting = byCd.get(c.categoryCd);
    return {
      categoryCd: c.categoryCd,
      categoryNm: c.categoryNm,
      group: c.group,
      unit: c.unit,
      recommendedAmount: setting ? Number(setting.recommendedAmount) : 1,
      kcdRanges: [...c.kcdRanges],
      description: setting?.description ?? '',
    };
  });
}

/** `GET /admin/v1/coverage/categories`: the same list for operators, in an envelope. */
export async function listAdminCategories(
  deps: { db: Executor },
  _caller: Caller,
): Promise<Static<typeof AdminCoverageCategoryList>> {
  return { data: await listCategories(deps.db) };
}

/**
 * `PUT /admin/v1/coverage/categories/{categoryCd}`: a new recommended amount (and description), audited
 * (`COVERAGE_CATEGORY_UPDATED`, `{from, to}`) in the same transaction. An unknown category → 404.
 */
export async function updateCategory(
  db: Db,
  caller: Caller,
  categoryCd: string,
  input: { recommendedAmount: number; description?: string },
): Promise<CategoryView> {
  const category = categoryOf(categoryCd);
  if (!category) throw notFound('Category');
  await withTransaction(db, async (tx) => {
    const [before] = await tx
      .select()
      .from(coverageCategorySettings)
      .where(eq(coverageCategorySettings.categoryCd, categoryCd))
      .for('update');
    const description = input.description ?? before?.description ?? '';
    await tx
      .insert(coverageCategorySettings)
      .values({ categoryCd, recommendedAmount: input.recommendedAmount, description })
      .onConflictDoUpdate({
        target: coverageCategorySettings.categoryCd,
        set: { recommendedAmount: input.recommendedAmount, description, updatedAt: sql`now()` },
      });
    await emit(tx, caller, [
      {
        type: 'audit',
        action: 'COVERAGE_CATEGORY_UPDATED',
        target: `coverage_category:${categoryCd}`,
        detail: {
          from: before ? Number(before.recommendedAmount) : null,
          to: input.recommendedAmount,
          descriptionChanged: input.description !== undefined && input.description !== before?.description,
        },
      },
    ]);
  });
  return (await listCategories(db)).find((c) => c.categoryCd === categoryCd)!;
}
