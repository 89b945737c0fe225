import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { koreaDate } from '../../claims/korea-time.js';
import type { Executor } from '../../db/client.js';
import {
  coverageAnalyses,
  coverageCategorySettings,
  coverageVerifications,
  insurers,
  users,
} from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import { type Caller, internalCaller } from '../../platform/access/caller.js';
import { AppError, badRequest, validationFailed } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { withTransaction } from '../../platform/transactions.js';
import type { ProviderContract } from '../adapters/insurance-data.js';
import type { AnalysisDeps } from '../analysis.deps.js';
import { checkClient, type StoredClient } from '../client.js';
import { requireConsent, storeConsent } from '../consent.js';
import { isOpaqueId, opaqueId } from '../ids.js';
import { requireAnalysisConsultant } from '../intake.js';
import { ageOn, compactToIso } from '../korean-age.js';
import { inOrderOf, isRealIsoDate, pageOfAnalyses } from '../lists.js';
import { DAY_MS, expireAnalyses } from '../retention.js';
import { ANALYSIS_STATUS_LABELS } from '../schemas.js';
import type {
  AnalysisSummary,
  CategoryResult,
  Contract,
  CoverageAnalysis,
  ListAnalysesQuery,
  StartAnalysisBody,
  Summary,
  TimelinePoint,
} from './analyses.schemas.js';
import { coverageAnalysisAccess } from './analysis.access.js';
import { CATEGORIES, CATEGORY_CDS, type CategoryCd } from './categories.js';
import { classifyCoverage } from './classifier.js';
import { type HeldContracts, useVerification } from './verifications.service.js';

export const ANALYZE_QUEUE = 'coverage.analyze';
export const SWEEP_QUEUE = 'coverage.sweep';

type Row = typeof coverageAnalyses.$inferSelect;
export type ContractView = Static<typeof Contract>;
export type AnalysisView = Static<typeof CoverageAnalysis>;
export type AnalysisSummaryView = Static<typeof AnalysisSummary>;

/** A contract as stored with an analysis: classified, with its id; `insuredIsClient` as the source said. */
export interface StoredContract extends Omit<ContractView, 'insuredIsClient'> {
  /** The source's own statement; null when it said nothing (the engine decides by name and birth date). */
  providerInsuredIsClient: boolean | null;
}

/** What the engine is given. */
export interface AnalyzerInput {
  analysisDate: string;
  client: { name: string; birthDate: string; gender: 'M' | 'F' };
  contracts: StoredContract[];
  /** The recommended amount of each category (the catalogue's, before `annualIncome`). */
  recommended: Record<CategoryCd, number>;
  annualIncome: number | null;
}

/** What the engine answers. */
export interface AnalyzerResult {
  summary: Static<typeof Summary>;
  contracts: ContractView[];
  categories: Static<typeof CategoryResult>[];
  timeline: Static<typeof TimelinePoint>[];
}

export type CoverageAnalyzer = (input: AnalyzerInput) => AnalyzerResult | Promise<AnalyzerResult>;

/** The stored result (encrypted). */
interface StoredResult {
  contracts: ContractView[];
  categories: Static<typeof CategoryResult>[];
  timeline: Static<typeof TimelinePoint>[];
}

const isCategoryCd = (cd: string | null): cd is CategoryCd =>
  cd !== null && (CATEGORY_CDS as readonly string[]).includes(cd);

// ---------- reading ----------

export const clientOf = (deps: AnalysisDeps, row: Pick<Row, 'clientEnc'>) =>
  JSON.parse(deps.vault.decrypt(row.clientEnc)) as StoredClient;

const isoOf = (compact: string) => `${compact.slice(0, 4)}-${compact.slice(4, 6)}-${compact.slice(6, 8)}`;

function summaryView(deps: AnalysisDeps, row: Row, fcUserCi: string): AnalysisSummaryView {
  const client = clientOf(deps, row);
  return {
    analysisId: row.id,
    status: row.status,
    statusLabel: ANALYSIS_STATUS_LABELS[row.status],
    fcUserCi,
    source: row.source,
    analysisDate: row.analysisDate,
    client: {
      name: client.name,
      birthDate: client.birthDate,
      gender: client.gender,
      age: ageOn(compactToIso(client.birthDate), row.analysisDate),
    },
    requestedAt: row.requestedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    sandbox: row.sandbox,
    summary: row.summaryEnc ? JSON.parse(deps.vault.decrypt(row.summaryEnc)) : null,
  };
}

export function fullView(deps: AnalysisDeps, row: Row, fcUserCi: string): AnalysisView {
  const result = row.resultEnc ? (JSON.parse(deps.vault.decrypt(row.resultEnc)) as StoredResult) : null;
  return {
    ...summaryView(deps, row, fcUserCi),
    contracts: result?.contracts ?? null,
    categories: result?.categories ?? null,
    timeline: result?.timeline ?? null,
  };
}

const ACCESS_FIELDS = ['client', 'contracts', 'result'];

async function recordAnalysisAccess(db: Executor, caller: Caller, action: string, ids: string[]) {
  await emit(db, caller, [{ type: 'pii.read', action, analysisIds: ids, fields: ACCESS_FIELDS }]);
}

const fcUserCiColumn = sql<string>`(select ${users.ci} from ${users} where ${users.id} = ${coverageAnalyses.userId})`;

async function readRow(deps: AnalysisDeps, caller: Caller, id: string) {
  if (!isOpaqueId('ca', id)) throw coverageAnalysisAccess.notFound();
  const [found] = await deps.db
    .select({ row: coverageAnalyses, fcUserCi: fcUserCiColumn })
    .from(coverageAnalyses)
    .where(and(eq(coverageAnalyses.id, id), scopeOf(coverageAnalysisAccess, caller)));
  if (!found) throw coverageAnalysisAccess.notFound();
  return found;
}

/**
 * `GET /api/v1/coverage/analyses/{analysisId}`: the analysis of a consultant in the caller's scope (else 404
 * `ANALYSIS_NOT_FOUND`); once its data are deleted, 410 `ANALYSIS_EXPIRED`. Each read is access-logged.
 */
export async function getAnalysis(deps: AnalysisDeps, caller: Caller, id: string): Promise<AnalysisView> {
  const { row, fcUserCi } = await readRow(deps, caller, id);
  if (row.status === 'EXPIRED') {
    throw new AppError('ANALYSIS_EXPIRED', 'The data of this analysis were deleted after the retention period');
  }
  const analysis = fullView(deps, row, fcUserCi);
  await recordAnalysisAccess(deps.db, caller, 'GET_COVERAGE_ANALYSIS', [row.id]);
  return analysis;
}

export type ListQuery = Static<typeof ListAnalysesQuery>;

/**
 * `GET /api/v1/coverage/analyses`: summaries of the analyses in the caller's scope (or of `fcUserCi`'s), newest
 * `requestedAt` first, then by id. Names and birth dates are encrypted: `birthDate` is matched by its keyed hash,
 * `clientName` (a substring, whitespace ignored) on the decrypted names of the rows the other filters leave.
 */
export async function listAnalyses(deps: AnalysisDeps, caller: Caller, q: ListQuery) {
  const { ids, total } = await pageOfAnalyses(deps, caller, q, {
    table: coverageAnalyses,
    id: coverageAnalyses.id,
    userId: coverageAnalyses.userId,
    status: coverageAnalyses.status,
    clientBirthHash: coverageAnalyses.clientBirthHash,
    clientEnc: coverageAnalyses.clientEnc,
    analysisDate: coverageAnalyses.analysisDate,
    requestedAt: coverageAnalyses.requestedAt,
    scope: scopeOf(coverageAnalysisAccess, caller),
    // Insurance data are shown to every caller in scope (a MANAGER too): every row's client is shown in clear.
    clientShown: sql`true`,
  });
  const rows =
    ids.length === 0
      ? []
      : await deps.db
          .select({ row: coverageAnalyses, fcUserCi: fcUserCiColumn })
          .from(coverageAnalyses)
          .where(inArray(coverageAnalyses.id, ids));
  const items = inOrderOf(
    ids,
    rows.map((r) => ({ ...r, id: r.row.id })),
  ).map((r) => summaryView(deps, r.row, r.fcUserCi));
  await recordAnalysisAccess(
    deps.db,
    caller,
    'LIST_COVERAGE_ANALYSES',
    items.map((i) => i.analysisId),
  );
  return { items, total };
}

// ---------- starting ----------

export type StartInput = Static<typeof StartAnalysisBody>;
type ContractInput = NonNullable<StartInput['contracts']>[number];

function requireDate(field: string, v: string | null | undefined): string | null {
  if (v === undefined || v === null) return null;
  if (!isRealIsoDate(v)) throw validationFailed(field, 'must be a real date YYYY-MM-DD');
  return v;
}

function requireCompact(field: string, v: string | undefined): string | null {
  if (v === undefined) return null;
  if (!isRealIsoDate(isoOf(v))) throw validationFailed(field, 'must be a real date YYYYMMDD');
  return v;
}

/** Contracts entered by hand, checked field by field; `categoryCd` omitted → the classifier (`RULES`). */
async function manualContracts(
  deps: AnalysisDeps,
  input: ContractInput[],
  client: StoredClient,
): Promise<StoredContract[]> {
  const codes = [...new Set(input.map((c) => c.insuCompCd).filter((c): c is string => typeof c === 'string'))];
  const known = new Map<string, string>();
  if (codes.length > 0) {
    for (const r of await deps.db.select().from(insurers).where(inArray(insurers.code, codes)))
      known.set(r.code, r.name);
  }
  return input.map((c, i) => {
    const at = `contracts.${i}`;
    const code = c.insuCompCd ?? null;
    if (code !== null && !known.has(code)) throw badRequest('INSURER_NOT_FOUND', `${at}.insuCompCd: no such insurer`);
    if (code === null && c.insuCompNm === undefined) {
      throw validationFailed(`${at}.insuCompNm`, 'is required when insuCompCd is null or omitted');
    }
    const insured = c.insured ?? { name: client.name, birthDate: client.birthDate };
    return {
      contractId: opaqueId('ct'),
      insuCompCd: code,
      insuCompNm: c.insuCompNm ?? known.get(code!)!,
      productNm: c.productNm,
      productType: c.productType,
      status: c.status,
      statusDate: requireDate(`${at}.statusDate`, c.statusDate),
      contractor: {
        name: c.contractor.name,
        birthDate: requireCompact(`${at}.contractor.birthDate`, c.contractor.birthDate),
      },
      insured: { name: insured.name, birthDate: requireCompact(`${at}.insured.birthDate`, insured.birthDate) },
      providerInsuredIsClient: c.insured === undefined ? true : null,
      contractDate: requireDate(`${at}.contractDate`, c.contractDate)!,
      endDate: requireDate(`${at}.endDate`, c.endDate),
      payEndDate: requireDate(`${at}.payEndDate`, c.payEndDate),
      premium: c.premium,
      payCycle: c.payCycle,
      coverages: c.coverages.map((line, j) => {
        const startDate = requireDate(`${at}.coverages.${j}.startDate`, line.startDate)!;
        const endDate = requireDate(`${at}.coverages.${j}.endDate`, line.endDate);
        if (endDate !== null && endDate < startDate) {
          throw validationFailed(`${at}.coverages.${j}.endDate`, 'must not be before startDate');
        }
        return {
          coverageNm: line.coverageNm,
          categoryCd: line.categoryCd ?? classifyCoverage(line.coverageNm).categoryCd,
          classifiedBy: line.categoryCd ? ('INPUT' as const) : ('RULES' as const),
          amount: line.amount,
          startDate,
          endDate,
        };
      }),
    };
  });
}

/** The source's contracts, with ids; a coverage the source did not classify goes to the classifier (`RULES`). */
function providerContracts(contracts: ProviderContract[]): StoredContract[] {
  return contracts.map((c) => ({
    contractId: opaqueId('ct'),
    insuCompCd: c.insuCompCd,
    insuCompNm: c.insuCompNm,
    productNm: c.productNm,
    productType: c.productType,
    status: c.status,
    statusDate: c.statusDate,
    contractor: c.contractor,
    insured: c.insured,
    providerInsuredIsClient: c.insuredIsClient,
    contractDate: c.contractDate,
    endDate: c.endDate,
    payEndDate: c.payEndDate,
    premium: c.premium,
    payCycle: c.payCycle,
    coverages: c.coverages.map((line) => ({
      coverageNm: line.coverageNm,
      // A category the source names that is not one of ours is placed by the rules too.
      ...(isCategoryCd(line.categoryCd)
        ? { categoryCd: line.categoryCd, classifiedBy: 'PROVIDER' as const }
        : { categoryCd: classifyCoverage(line.coverageNm).categoryCd, classifiedBy: 'RULES' as const }),
      amount: line.amount,
      startDate: line.startDate,
      endDate: line.endDate,
    })),
  }));
}

/**
 * `POST /api/v1/coverage/analyses`: from a `VERIFIED` verification of the same consultant (its held contracts; the
 * verification becomes `USED` exactly once, whatever runs concurrently) or from up to 50 contracts entered by hand
 * (with the consent of the client). Answers `REQUESTED`; the analysis runs on the job queue.
 */
export async function startAnalysis(
  deps: AnalysisDeps,
  caller: Caller,
  agreedBy: string,
  input: StartInput,
): Promise<AnalysisView> {
  const fromVerification = input.verificationId !== undefined;
  if (fromVerification) {
    for (const f of ['client', 'contracts', 'agreedTermsIds'] as const) {
      if (input[f] !== undefined) throw validationFailed(f, 'is not accepted with verificationId');
    }
  } else {
    for (const f of ['client', 'contracts', 'agreedTermsIds'] as const) {
      if (input[f] === undefined) throw validationFailed(f, 'is required without verificationId');
    }
  }
  const consultant = await requireAnalysisConsultant(deps, caller, input.fcUserCi);
  const now = deps.now();
  const id = opaqueId('ca');
  const base = {
    id,
    userId: consultant.id,
    status: 'REQUESTED' as const,
    annualIncome: input.annualIncome ?? null,
    requestedAt: now,
  };

  let row: Row;
  if (fromVerification) {
    row = await withTransaction(deps.db, async (tx) => {
      const used = await useVerification(deps, tx, input.verificationId!, consultant.id);
      if (!used) {
        throw badRequest(
          'VERIFICATION_NOT_USABLE',
          'verificationId: not a VERIFIED verification of this consultant (used, expired, failed or unknown)',
        );
      }
      const held = JSON.parse(deps.vault.decrypt(used.contractsEnc)) as HeldContracts;
      const client = JSON.parse(deps.vault.decrypt(used.clientEnc)) as StoredClient;
      const contracts = providerContracts(held.contracts);
      const [inserted] = await tx
        .insert(coverageAnalyses)
        .values({
          ...base,
          source: 'VERIFICATION',
          verificationId: input.verificationId!,
          analysisDate: held.analysisDate,
          clientEnc: used.clientEnc,
          clientBirthHash: deps.vault.blindIndex(client.birthDate),
          contractsEnc: deps.vault.encrypt(JSON.stringify(contracts)),
          sandbox: used.sandbox,
          consentId: used.consentId,
        })
        .returning();
      return inserted;
    });
  } else {
    const today = koreaDate(now);
    const client = checkClient(input.client!, today, 'optional');
    const consent = await requireConsent(deps.db, 'COVERAGE', input.agreedTermsIds!);
    const contracts = await manualContracts(deps, input.contracts!, client);
    row = await withTransaction(deps.db, async (tx) => {
      const consentId = await storeConsent(tx, consent, { userId: consultant.id, agreedBy, at: now, analysisId: id });
      const [inserted] = await tx
        .insert(coverageAnalyses)
        .values({
          ...base,
          source: 'MANUAL',
          analysisDate: today,
          clientEnc: deps.vault.encrypt(JSON.stringify(client)),
          clientBirthHash: deps.vault.blindIndex(client.birthDate),
          contractsEnc: deps.vault.encrypt(JSON.stringify(contracts)),
          sandbox: deps.insurance.sandbox,
          consentId,
        })
        .returning();
      return inserted;
    });
  }
  // After the commit: a send lost here is picked up by the sweep.
  await enqueueAnalysis(deps, id);
  const analysis = fullView(deps, row, consultant.ci);
  await recordAnalysisAccess(deps.db, caller, 'START_COVERAGE_ANALYSIS', [id]);
  return analysis;
}

async function enqueueAnalysis(deps: AnalysisDeps, analysisId: string) {
  try {
    await deps.queuesReady();
    await deps.jobs.send(ANALYZE_QUEUE, { analysisId });
  } catch {
    // The sweep re-queues analyses left REQUESTED.
  }
}

// ---------- the job ----------

const FAILURE_CODE = 'ANALYSIS_ERROR';
const FAILURE_MESSAGE = '보장분석 중 오류가 발생했습니다. 다시 요청해 주세요.';

/** The recommended amount of each category, as the catalogue says now. */
export async function recommendedAmounts(db: Executor): Promise<Record<CategoryCd, number>> {
  const rows = await db.select().from(coverageCategorySettings);
  const byCd = new Map(rows.map((r) => [r.categoryCd, Number(r.recommendedAmount)]));
  return Object.fromEntries(CATEGORIES.map((c) => [c.categoryCd, byCd.get(c.categoryCd) ?? 1])) as Record<
    CategoryCd,
    number
  >;
}

/**
 * The analysis job: `REQUESTED` → `PROCESSING` → `COMPLETED` with the engine's result. An error is retried by the
 * queue; after the last retry the analysis is `FAILED` (`failureCode`, `failureMessage`; nothing personal).
 * A delivery that finds it no longer `REQUESTED`/`PROCESSING` (done, expired) does nothing.
 */
export async function processAnalysis(
  deps: AnalysisDeps,
  analysisId: string,
  attempt: { retryCount: number; retryLimit: number },
) {
  const [row] = await deps.db
    .update(coverageAnalyses)
    .set({ status: 'PROCESSING', startedAt: deps.now() })
    .where(and(eq(coverageAnalyses.id, analysisId), inArray(coverageAnalyses.status, ['REQUESTED', 'PROCESSING'])))
    .returning();
  if (!row) return;
  try {
    const client = clientOf(deps, row);
    const contracts = JSON.parse(deps.vault.decrypt(row.contractsEnc!)) as StoredContract[];
    const result = await deps.analyze({
      analysisDate: row.analysisDate,
      client: { name: client.name, birthDate: client.birthDate, gender: client.gender },
      contracts,
      recommended: await recommendedAmounts(deps.db),
      annualIncome: row.annualIncome,
    });
    const stored: StoredResult = {
      contracts: result.contracts,
      categories: result.categories,
      timeline: result.timeline,
    };
    await withTransaction(deps.db, async (tx) => {
      const done = await tx
        .update(coverageAnalyses)
        .set({
          status: 'COMPLETED',
          completedAt: deps.now(),
          resultEnc: deps.vault.encrypt(JSON.stringify(stored)),
          summaryEnc: deps.vault.encrypt(JSON.stringify(result.summary)),
        })
        .where(and(eq(coverageAnalyses.id, analysisId), eq(coverageAnalyses.status, 'PROCESSING')))
        .returning({ id: coverageAnalyses.id });
      // Once per completion: a second delivery of the job finds it no longer PROCESSING.
      if (done.length > 0) {
        await emit(tx, internalCaller('job:coverage-analysis'), [{ type: 'coverage_analysis.completed', analysisId }]);
      }
    });
  } catch (error) {
    if (attempt.retryCount < attempt.retryLimit) throw error;
    await deps.db
      .update(coverageAnalyses)
      .set({ status: 'FAILED', failureCode: FAILURE_CODE, failureMessage: FAILURE_MESSAGE })
      .where(and(eq(coverageAnalyses.id, analysisId), eq(coverageAnalyses.status, 'PROCESSING')));
  }
}

// ---------- the sweep: retention, clean-up, lost sends ----------

/** A verification is deleted this long after it ended. */
export const VERIFICATION_KEEP_MS = DAY_MS;
/** An analysis left REQUESTED this long is queued again (a crash between its commit and its send). */
const REQUEUE_AFTER_MS = 2 * 60_000;

/**
 * Every minute: analyses `ANALYSIS_RETENTION_DAYS` after they completed (after they were requested, for a failed
 * one) lose their data and result and become `EXPIRED` (the row, the client's name, birth date and gender and the
 * consent stay) and their transmissions' links die; verifications are deleted 24 h after they ended (their consent stays); analyses left `REQUESTED`
 * are queued again.
 */
export async function sweepCoverage(deps: AnalysisDeps) {
  const now = deps.now();
  const expired = await expireAnalyses(
    deps,
    'COVERAGE',
    deps.config.retentionDays,
    {
      table: coverageAnalyses,
      id: coverageAnalyses.id,
      status: coverageAnalyses.status,
      completedAt: coverageAnalyses.completedAt,
      requestedAt: coverageAnalyses.requestedAt,
      clientEnc: coverageAnalyses.clientEnc,
    },
    { contractsEnc: null, resultEnc: null, summaryEnc: null },
  );
  const keepUntil = new Date(now.getTime() - VERIFICATION_KEEP_MS);
  await deps.db
    .delete(coverageVerifications)
    .where(
      sql`coalesce(${coverageVerifications.endedAt}, ${coverageVerifications.expiresAt}) < ${keepUntil.toISOString()}::timestamptz`,
    );
  const lost = await deps.db
    .select({ id: coverageAnalyses.id })
    .from(coverageAnalyses)
    .where(
      and(
        eq(coverageAnalyses.status, 'REQUESTED'),
        lt(coverageAnalyses.requestedAt, new Date(now.getTime() - REQUEUE_AFTER_MS)),
      ),
    )
    .limit(100);
  for (const { id } of lost) await enqueueAnalysis(deps, id);
  return { expired, requeued: lost.length };
}
