import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db, Executor } from '../../db/client.js';
import { leadRefusals, products, providerQuality, providers } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import type { Clock } from '../../platform/clock.js';
import { notFound, validationFailed } from '../../platform/errors.js';
import { parseIntId } from '../../platform/schemas.js';
import { suppressedSql } from '../core/lead.repo.js';
import {
  checkRange,
  FIGURES_MAX_AGE_MS,
  figuresFresh,
  medianMinutes,
  type QualityRange,
  REJECTION_KINDS,
  type RejectionKind,
  rejectionKindOf,
} from './quality.rules.js';
import type { ProductQualityView, ProviderQualityView, QualityFiguresView, QualityQuery } from './quality.schemas.js';

/**
 * Source quality (routing.md §7): what became of the leads a provider registered in a range of Korea-time days, and
 * what it sent that was refused. Figures are kept per provider and range for up to an hour (`provider_quality`), so
 * every instance answers the same `asOf` and a console that refreshes does not read a year of leads each time.
 */

type QualityDeps = { db: Db; clock: Clock };
type Figures = QualityFiguresView;
type KeptFigures = Pick<ProviderQualityView, 'total' | 'byProduct'>;

/** `GET /admin/v1/providers/{id}/quality?from=&to=`: the kept figures while at most an hour old, else new ones. */
export async function providerQualityReport(
  deps: QualityDeps,
  _caller: Caller,
  input: { id: string } & Static<typeof QualityQuery>,
): Promise<ProviderQualityView> {
  const checked = checkRange(input.from, input.to);
  if (!checked.ok) throw validationFailed(checked.field, checked.message);
  const { range } = checked;
  const providerId = parseIntId(input.id);
  if (providerId === null || !(await providerExists(deps.db, providerId))) throw notFound('Provider');
  const now = deps.clock();
  const kept = await keptFigures(deps.db, providerId, range);
  const answer = (asOf: Date, figures: KeptFigures): ProviderQualityView => ({
    providerId: String(providerId),
    from: range.from,
    to: range.to,
    asOf: asOf.toISOString(),
    ...figures,
  });
  if (kept && figuresFresh(kept.asOf.getTime(), now)) return answer(kept.asOf, kept.figures);
  const asOf = new Date(now);
  const figures = await computeFigures(deps.db, providerId, range);
  await keepFigures(deps.db, providerId, range, asOf, figures);
  return answer(asOf, figures);
}

async function providerExists(db: Executor, id: number): Promise<boolean> {
  const rows = await db.select({ id: providers.id }).from(providers).where(eq(providers.id, id));
  return rows.length > 0;
}

async function keptFigures(db: Executor, providerId: number, range: QualityRange) {
  const [row] = await db
    .select({ asOf: providerQuality.asOf, figures: providerQuality.figures })
    .from(providerQuality)
    .where(
      and(
        eq(providerQuality.providerId, providerId),
        eq(providerQuality.fromDate, range.from),
        eq(providerQuality.toDate, range.to),
      ),
    );
  return row ? { asOf: row.asOf, figures: row.figures as KeptFigures } : null;
}

/** Keeps the figures for the range (replacing older ones), and drops every range's figures past their hour. */
async function keepFigures(db: Db, providerId: number, range: QualityRange, asOf: Date, figures: KeptFigures) {
  const values = { providerId, fromDate: range.from, toDate: range.to, asOf, figures };
  await db
    .insert(providerQuality)
    .values(values)
    .onConflictDoUpdate({
      target: [providerQuality.providerId, providerQuality.fromDate, providerQuality.toDate],
      set: { asOf, figures },
    });
  await db.delete(providerQuality).where(lt(providerQuality.asOf, new Date(asOf.getTime() - FIGURES_MAX_AGE_MS)));
}

/** One product's (or the total's) row of the cohort's counts. */
interface CohortRow extends Record<string, unknown> {
  product_id: number | null;
  registered: number;
  assigned: number;
  contacted: number;
  consulted: number;
  applied: number;
  returned: number;
  suppressed: number;
  median_seconds: number | null;
}

/**
 * The cohort's counts per product and in total (`grouping sets`: the total's median is not a sum of the products'),
 * one statement. The cohort is found by `leads_created_brin` (a bitmap of the range's blocks, checked against the
 * provider), each lead's facts by index probes of its own rows: assignments, outcomes, AS requests, suppressions. No
 * personal column is read, so erased leads count like the others.
 */
export function cohortStatement(providerId: number, range: QualityRange): SQL {
  return sql`
    with cohort as (
      select leads.product_id, leads.first_contact_at,
        ${suppressedSql} as suppressed,
        (select min(a.confirmed_at) from assignments a where a.lead_id = leads.id) as confirmed_at,
        coalesce(o.contacted, false) as contacted,
        coalesce(o.consulted, false) as consulted,
        coalesce(o.applied, false) as applied,
        exists (select 1 from as_requests r where r.lead_id = leads.id and r.status = 'APPROVED') as returned
      from leads
      -- One probe of the lead's outcomes answers all three (no row: never contacted).
      left join lateral (
        select true as contacted,
          bool_or(o.outcome in ('CONSULTED', 'APPOINTMENT', 'APPLIED')) as consulted,
          bool_or(o.outcome = 'APPLIED') as applied
        from lead_outcomes o where o.lead_id = leads.id
        having count(*) > 0
      ) o on true
      where leads.provider_id = ${providerId}
        and leads.created_at >= ${range.start.toISOString()}::timestamptz
        and leads.created_at < ${range.end.toISOString()}::timestamptz
    )
    select product_id,
      count(*)::int as registered,
      count(confirmed_at)::int as assigned,
      (count(*) filter (where contacted))::int as contacted,
      (count(*) filter (where consulted))::int as consulted,
      (count(*) filter (where applied))::int as applied,
      (count(*) filter (where returned))::int as returned,
      (count(*) filter (where suppressed))::int as suppressed,
      (percentile_cont(0.5) within group (
        order by greatest(0, extract(epoch from first_contact_at - confirmed_at))::float8
      ) filter (where contacted and confirmed_at is not null and first_contact_at is not null))::float8
        as median_seconds
    from cohort
    group by grouping sets ((product_id), ())`;
}

async function cohortCounts(db: Executor, providerId: number, range: QualityRange): Promise<CohortRow[]> {
  const { rows } = await db.execute<CohortRow>(cohortStatement(providerId, range));
  return rows;
}

/** The refusals of the range by product and code (`lead_refusals_provider_at`). */
export function refusalStatement(providerId: number, range: QualityRange): SQL {
  return sql`
    select product_id, code, count(*)::int as count
    from ${leadRefusals}
    where provider_id = ${providerId}
      and refused_at >= ${range.start.toISOString()}::timestamptz
      and refused_at < ${range.end.toISOString()}::timestamptz
    group by product_id, code`;
}

async function refusalCounts(db: Executor, providerId: number, range: QualityRange) {
  const { rows } = await db.execute<{ product_id: number; code: string; count: number }>(
    refusalStatement(providerId, range),
  );
  return rows.map((r) => ({ productId: Number(r.product_id), code: r.code, count: Number(r.count) }));
}

const noRejections = (): Record<RejectionKind, number> =>
  Object.fromEntries(REJECTION_KINDS.map((kind) => [kind, 0])) as Record<RejectionKind, number>;

function figuresOf(row: CohortRow | undefined, rejected: Record<RejectionKind, number>): Figures {
  return {
    registered: Number(row?.registered ?? 0),
    rejected,
    assigned: Number(row?.assigned ?? 0),
    contacted: Number(row?.contacted ?? 0),
    consulted: Number(row?.consulted ?? 0),
    applied: Number(row?.applied ?? 0),
    returned: Number(row?.returned ?? 0),
    suppressed: Number(row?.suppressed ?? 0),
    medianMinutesToFirstContact: medianMinutes(row?.median_seconds == null ? null : Number(row.median_seconds)),
  };
}

async function computeFigures(db: Db, providerId: number, range: QualityRange): Promise<KeptFigures> {
  const [cohort, refusals] = await Promise.all([
    cohortCounts(db, providerId, range),
    refusalCounts(db, providerId, range),
  ]);
  const total = noRejections();
  const rejectedByProduct = new Map<number, Record<RejectionKind, number>>();
  for (const r of refusals) {
    const kind = rejectionKindOf(r.code);
    if (kind === null) continue;
    const ofProduct = rejectedByProduct.get(r.productId) ?? noRejections();
    ofProduct[kind] += Number(r.count);
    total[kind] += Number(r.count);
    rejectedByProduct.set(r.productId, ofProduct);
  }
  const cohortOf = new Map(cohort.filter((r) => r.product_id !== null).map((r) => [Number(r.product_id), r]));
  const productIds = [...new Set([...cohortOf.keys(), ...rejectedByProduct.keys()])].sort((a, b) => a - b);
  const names = await productNames(db, productIds);
  const byProduct: ProductQualityView[] = productIds.map((id) => ({
    productId: String(id),
    productName: names.get(id) ?? '',
    ...figuresOf(cohortOf.get(id), rejectedByProduct.get(id) ?? noRejections()),
  }));
  return {
    total: figuresOf(
      cohort.find((r) => r.product_id === null),
      total,
    ),
    byProduct,
  };
}

async function productNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: products.id, name: products.name })
    .from(products)
    .where(inArray(products.id, ids));
  return new Map(rows.map((r) => [r.id, r.name]));
}
