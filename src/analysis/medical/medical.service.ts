import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { koreaDate } from '../../claims/korea-time.js';
import type { Executor } from '../../db/client.js';
import {
  type AuthSourceStatus,
  checkupCriteria,
  claims,
  coverageAnalyses,
  drugIngredients,
  type HealthSource,
  kcdCodes,
  kcdRangeGroups,
  kcdRevisions,
  medicalAnalyses,
  medicalAuthRequests,
} from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import { type Caller, internalCaller } from '../../platform/access/caller.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { maskName } from '../../platform/masking.js';
import { withTransaction } from '../../platform/transactions.js';
import { ciOf } from '../access.js';
import type { HealthData, HealthDataInput } from '../adapters/health-data.js';
import type { ProviderTxn } from '../adapters/two-step.js';
import type { AnalysisDeps } from '../analysis.deps.js';
import { maskedPhone, type StoredClient } from '../client.js';
import { storeConsent } from '../consent.js';
import { CATEGORIES } from '../coverage/categories.js';
import { namesMatch } from '../coverage/engine.js';
import { isOpaqueId, opaqueId } from '../ids.js';
import { beginClientWork } from '../intake.js';
import { addYears } from '../korean-age.js';
import { type AnalysisListQuery, inOrderOf, pageOfAnalyses } from '../lists.js';
import { expireAnalyses } from '../retention.js';
import { ANALYSIS_STATUS_LABELS } from '../schemas.js';
import { claimRetry, lostRetry, retryRefusal } from './auth-retries.js';
import type { Criterion } from './checkup.rules.js';
import type { Claimable, ClaimContract } from './claimables.rules.js';
import type { Disclosure } from './disclosures.rules.js';
import {
  medicalAnalysisAccess,
  medicalAuthRequestAccess,
  seesHealthData,
  seesHealthDataOf,
  sensitiveScope,
} from './medical.access.js';
import {
  analyzeMedical,
  claimablesOf,
  type FetchedRecords,
  type MedicalSummary,
  type Reference,
} from './medical.engine.js';
import {
  AUTH_STATUS_LABELS,
  type AuthRequest,
  type MedicalAnalysis,
  type MedicalAnalysisSummary,
  type StartAuthBody,
} from './medical.schemas.js';
import type { DrugClass, MedicalRecords } from './records.js';

export const MEDICAL_ANALYZE_QUEUE = 'medical.analyze';
const SOURCES: readonly HealthSource[] = ['TREATMENTS', 'CHECKUPS'];
/** When to ask again about a push not yet approved. */
const PENDING_RETRY_SECONDS = 3;
/** An auth request is deleted this long after it ended. */
const AUTH_REQUEST_KEEP_MS = 86_400_000;
const REQUEUE_AFTER_MS = 2 * 60_000;

type AuthRow = typeof medicalAuthRequests.$inferSelect;
type AnalysisRow = typeof medicalAnalyses.$inferSelect;
type SourceState = AuthRow['sources'][number];
export type AuthRequestView = Static<typeof AuthRequest>;
export type MedicalAnalysisView = Static<typeof MedicalAnalysis>;
export type MedicalAnalysisSummaryView = Static<typeof MedicalAnalysisSummary>;

/** Encrypted with a request: each source's provider transaction, the input, and the data of sources approved. */
interface ProviderState {
  txns: Partial<Record<HealthSource, ProviderTxn>>;
  input: Omit<HealthDataInput, 'source'>;
  data: Partial<Record<HealthSource, HealthData>>;
}

/** The stored result of an analysis (encrypted). */
interface StoredResult {
  records: MedicalRecords;
  disclosures: Disclosure[];
  claimables: Claimable[] | null;
}

export const clientOf = (deps: AnalysisDeps, enc: string) => JSON.parse(deps.vault.decrypt(enc)) as StoredClient;

// ---------- auth requests ----------

/** `shown` false: as a caller who may not see the consultant's health data gets it (the masked analysis's client). */
function authView(deps: AnalysisDeps, row: AuthRow, shown: boolean): AuthRequestView {
  const client = clientOf(deps, row.clientEnc);
  const rep = shown ? client.legalRepresentative : null;
  return {
    authRequestId: row.id,
    status: row.status,
    statusLabel: AUTH_STATUS_LABELS[row.status],
    authMethod: row.authMethod as AuthRequestView['authMethod'],
    client: {
      name: shown ? client.name : maskName(client.name),
      birthDate: shown ? client.birthDate : null,
      gender: client.gender,
      phone: maskedPhone(client.phone) ?? '',
      carrier: client.carrier!,
      legalRepresentative: rep ? { ...rep, phone: maskedPhone(rep.phone) ?? '' } : null,
    },
    sources: row.sources.map((s) => ({
      source: s.source,
      status: s.status,
      statusLabel: AUTH_STATUS_LABELS[s.status],
    })),
    expiresAt: row.expiresAt.toISOString(),
    analysisId: row.analysisId,
    sandbox: row.sandbox,
  };
}

/**
 * The auth request as `caller` may see it. Its client is the client of the analysis it names: a caller shown that
 * analysis masked (a MANAGER above its consultant) gets the request masked the same way, else the request would
 * name whom the masked analysis is of. An answer that shows the client is recorded in the personal-data access log.
 */
async function answerAuth(deps: AnalysisDeps, caller: Caller, action: string, row: AuthRow) {
  const shown = seesHealthData(caller, row.userId);
  const view = authView(deps, row, shown);
  if (shown) await emit(deps.db, caller, [{ type: 'pii.read', action, analysisIds: [row.id], fields: ['client'] }]);
  return view;
}

/**
 * The coverage analysis a medical analysis may be linked to (contract §7.3): `COMPLETED`, of the same consultant,
 * of the same client (the name rule of §7.2 and the same birth date); else 400 `COVERAGE_ANALYSIS_NOT_USABLE`.
 */
async function usableCoverage(deps: AnalysisDeps, db: Executor, userId: number, client: StoredClient, id: string) {
  const refuse = () =>
    badRequest(
      'COVERAGE_ANALYSIS_NOT_USABLE',
      'coverageAnalysisId: not a COMPLETED coverage analysis of this consultant and client',
    );
  if (!isOpaqueId('ca', id)) throw refuse();
  const [row] = await db
    .select({ clientEnc: coverageAnalyses.clientEnc, resultEnc: coverageAnalyses.resultEnc })
    .from(coverageAnalyses)
    .where(
      and(eq(coverageAnalyses.id, id), eq(coverageAnalyses.userId, userId), eq(coverageAnalyses.status, 'COMPLETED')),
    );
  if (!row?.resultEnc) throw refuse();
  const theirs = clientOf(deps, row.clientEnc);
  if (theirs.birthDate !== client.birthDate || !namesMatch(theirs.name, client.name)) throw refuse();
  return (JSON.parse(deps.vault.decrypt(row.resultEnc)) as { contracts: ClaimContract[] }).contracts;
}

async function beginSources(deps: AnalysisDeps, input: ProviderState['input'], now: Date) {
  const state: ProviderState = { txns: {}, input, data: {} };
  const sources: SourceState[] = [];
  let expiresAt: Date | null = null;
  for (const source of SOURCES) {
    const begun = await deps.health.begin({ ...input, source }, now);
    if (begun.outcome === 'STARTED') {
      state.txns[source] = begun.providerTxn;
      sources.push({ source, status: 'WAITING', failureCode: null });
      if (expiresAt === null || begun.expiresAt < expiresAt) expiresAt = begun.expiresAt;
    } else {
      const code = begun.outcome === 'FAILED' ? begun.code : 'INSTITUTION_ACCOUNT_REQUIRED';
      sources.push({ source, status: 'FAILED', failureCode: code });
    }
  }
  return { state, sources, expiresAt: expiresAt ?? now };
}

export type StartAuthInput = Static<typeof StartAuthBody>;

/**
 * `POST /api/v1/medical/auth-requests`: the consultant (in scope), the client, the consent of every required
 * MEDICAL term (with the sensitive-information consent), an optional coverage analysis to link; then each source
 * starts its transaction and the client gets a push per source.
 */
export async function startAuthRequest(deps: AnalysisDeps, caller: Caller, agreedBy: string, input: StartAuthInput) {
  const { consultant, now, today, client, consent } = await beginClientWork(deps, caller, 'MEDICAL', input);
  if (input.coverageAnalysisId !== undefined) {
    await usableCoverage(deps, deps.db, consultant.id, client, input.coverageAnalysisId);
  }
  const id = opaqueId('ar');
  const begun = await beginSources(deps, providerInput(client, input.authMethod, today), now);
  const row = await withTransaction(deps.db, async (tx) => {
    const consentId = await storeConsent(tx, consent, { userId: consultant.id, agreedBy, at: now });
    const [inserted] = await tx
      .insert(medicalAuthRequests)
      .values({
        id,
        userId: consultant.id,
        status: 'WAITING',
        authMethod: input.authMethod,
        clientEnc: deps.vault.encrypt(JSON.stringify(client)),
        sources: begun.sources,
        providerEnc: deps.vault.encrypt(JSON.stringify(begun.state)),
        expiresAt: begun.expiresAt,
        coverageAnalysisId: input.coverageAnalysisId ?? null,
        sandbox: deps.health.sandbox,
        consentId,
        createdAt: now,
      })
      .returning();
    return inserted;
  });
  return answerAuth(deps, caller, 'START_MEDICAL_AUTH_REQUEST', row);
}

/** The legal representative authenticates for a client under 14 (PIPA §22-2). */
function providerInput(client: StoredClient, authMethod: string, analysisDate: string): ProviderState['input'] {
  const who = client.legalRepresentative ?? client;
  return {
    client: {
      name: client.name,
      birthDate: client.birthDate,
      gender: client.gender,
      phone: who.phone!,
      carrier: who.carrier!,
    },
    authMethod,
    analysisDate,
  };
}

/** Time's transition: a `WAITING` request past `expiresAt` is `EXPIRED` (its waiting sources too). */
async function settle(deps: AnalysisDeps, row: AuthRow): Promise<AuthRow> {
  const now = deps.now();
  if (row.status !== 'WAITING' || row.expiresAt > now) return row;
  const [updated] = await deps.db
    .update(medicalAuthRequests)
    .set({
      status: 'EXPIRED',
      sources: row.sources.map((s) => (s.status === 'WAITING' ? { ...s, status: 'EXPIRED' as const } : s)),
      providerEnc: null,
      endedAt: row.expiresAt,
    })
    .where(and(eq(medicalAuthRequests.id, row.id), eq(medicalAuthRequests.status, 'WAITING')))
    .returning();
  return updated ?? (await reloadAuth(deps, row.id));
}

async function reloadAuth(deps: AnalysisDeps, id: string) {
  const [row] = await deps.db.select().from(medicalAuthRequests).where(eq(medicalAuthRequests.id, id));
  if (!row) throw medicalAuthRequestAccess.notFound();
  return row;
}

async function readableAuth(deps: AnalysisDeps, caller: Caller, id: string) {
  if (!isOpaqueId('ar', id)) throw medicalAuthRequestAccess.notFound();
  const [row] = await deps.db
    .select()
    .from(medicalAuthRequests)
    .where(and(eq(medicalAuthRequests.id, id), scopeOf(medicalAuthRequestAccess, caller)));
  if (!row) throw medicalAuthRequestAccess.notFound();
  return settle(deps, row);
}

/** `GET /api/v1/medical/auth-requests/{authRequestId}`. */
export async function getAuthRequest(deps: AnalysisDeps, caller: Caller, id: string) {
  return answerAuth(deps, caller, 'GET_MEDICAL_AUTH_REQUEST', await readableAuth(deps, caller, id));
}

const pending = () =>
  new AppError('AUTH_PENDING', 'The client has not approved the request yet', {
    headers: { 'Retry-After': String(PENDING_RETRY_SECONDS) },
  });

function closedError(row: AuthRow): AppError {
  if (row.status === 'DENIED') return badRequest('AUTH_DENIED', 'The client refused the request: ask again (retry)');
  return badRequest('AUTH_EXPIRED', 'The request expired before it was approved: ask again (retry)');
}

/**
 * `POST .../{authRequestId}/complete`: continues every `WAITING` source within the request. Still pending with no
 * source approved or failed since → 409 `AUTH_PENDING`; some progress but a source still waits → 200 `WAITING`;
 * no source waiting and one with data → `COMPLETED` with a new analysis (on the job queue); all denied → 400
 * `AUTH_DENIED`; expired → 400 `AUTH_EXPIRED`; every source failed → 400 `AUTH_FAILED`. A completed request answers
 * the same again.
 */
export async function completeAuthRequest(deps: AnalysisDeps, caller: Caller, id: string) {
  for (let tries = 0; ; tries++) {
    const row = await readableAuth(deps, caller, id);
    if (row.status === 'COMPLETED') return answerAuth(deps, caller, 'COMPLETE_MEDICAL_AUTH_REQUEST', row);
    if (row.status !== 'WAITING') throw closedError(row);
    const state = JSON.parse(deps.vault.decrypt(row.providerEnc!)) as ProviderState;
    const now = deps.now();
    let progress = false;
    const sources: SourceState[] = [];
    for (const s of row.sources) {
      if (s.status !== 'WAITING') {
        sources.push(s);
        continue;
      }
      const result = await deps.health.continue(state.txns[s.source]!, undefined, now);
      let status: AuthSourceStatus = 'WAITING';
      let failureCode: string | null = null;
      switch (result.outcome) {
        case 'DATA':
          status = 'COMPLETED';
          state.data[s.source] = result.data;
          break;
        case 'PENDING':
          break;
        case 'DENIED':
          status = 'DENIED';
          break;
        case 'EXPIRED':
          status = 'EXPIRED';
          break;
        case 'FAILED':
          status = 'FAILED';
          failureCode = result.code;
          break;
        default:
          status = 'FAILED';
          failureCode = result.outcome;
      }
      if (status !== 'WAITING') {
        progress = true;
        delete state.txns[s.source];
      }
      sources.push({ source: s.source, status, failureCode });
    }
    const waiting = sources.some((s) => s.status === 'WAITING');
    if (waiting && !progress) throw pending();
    const withData = sources.filter((s) => s.status === 'COMPLETED');
    let set: Partial<AuthRow>;
    let error: AppError | null = null;
    let analysis: typeof medicalAnalyses.$inferInsert | null = null;
    if (waiting) {
      set = { sources, providerEnc: deps.vault.encrypt(JSON.stringify(state)) };
    } else if (withData.length > 0) {
      const client = clientOf(deps, row.clientEnc);
      const analysisId = opaqueId('ma');
      const fetched: FetchedRecords = {
        treatments:
          state.data.TREATMENTS?.source === 'TREATMENTS'
            ? { treatments: state.data.TREATMENTS.treatments, medications: state.data.TREATMENTS.medications }
            : null,
        checkups: state.data.CHECKUPS?.source === 'CHECKUPS' ? state.data.CHECKUPS.checkups : null,
      };
      analysis = {
        id: analysisId,
        userId: row.userId,
        authRequestId: row.id,
        status: 'REQUESTED',
        analysisDate: state.input.analysisDate,
        clientEnc: row.clientEnc,
        clientBirthHash: deps.vault.blindIndex(client.birthDate),
        coverageAnalysisId: row.coverageAnalysisId,
        missingSources: SOURCES.filter((s) => !withData.some((d) => d.source === s)),
        recordsEnc: deps.vault.encrypt(JSON.stringify(fetched)),
        requestedAt: now,
        sandbox: row.sandbox,
        consentId: row.consentId,
      };
      set = { status: 'COMPLETED', sources, providerEnc: null, analysisId, endedAt: now };
    } else if (sources.every((s) => s.status === 'DENIED') || sources.some((s) => s.status === 'DENIED')) {
      set = { status: 'DENIED', sources, providerEnc: null, endedAt: now };
      error = badRequest('AUTH_DENIED', 'The client refused the request: ask again (retry)');
    } else if (sources.some((s) => s.status === 'EXPIRED')) {
      set = { status: 'EXPIRED', sources, providerEnc: null, endedAt: now };
      error = badRequest('AUTH_EXPIRED', 'The request expired before it was approved: ask again (retry)');
    } else {
      // Every source failed: the request stays open for a retry (and ends with its expiry).
      set = { sources, providerEnc: deps.vault.encrypt(JSON.stringify(state)) };
      error = badRequest('AUTH_FAILED', 'Every health-data source failed: ask again (retry)');
    }
    const updated = await withTransaction(deps.db, async (tx) => {
      const [changed] = await tx
        .update(medicalAuthRequests)
        .set(set)
        .where(
          and(
            eq(medicalAuthRequests.id, row.id),
            eq(medicalAuthRequests.status, 'WAITING'),
            sql`${medicalAuthRequests.sources} = ${JSON.stringify(row.sources)}::jsonb`,
          ),
        )
        .returning();
      if (changed && analysis) await tx.insert(medicalAnalyses).values(analysis);
      return changed;
    });
    if (!updated) {
      // A concurrent complete changed it: answer from what it is now.
      if (tries < 2) continue;
      throw pending();
    }
    if (error) throw error;
    if (analysis) await enqueue(deps, analysis.id);
    return answerAuth(deps, caller, 'COMPLETE_MEDICAL_AUTH_REQUEST', updated);
  }
}

/**
 * `POST .../{authRequestId}/retry`: a new request for the same client, consultant, method, consent and coverage
 * analysis, from a `DENIED` or `EXPIRED` one or one with a `FAILED` source; limited as `auth-retries.ts` says (the
 * request is marked asked again before the new pushes go).
 */
export async function retryAuthRequest(deps: AnalysisDeps, caller: Caller, id: string) {
  const row = await readableAuth(deps, caller, id);
  const retryable =
    row.status === 'DENIED' || row.status === 'EXPIRED' || row.sources.some((s) => s.status === 'FAILED');
  if (!retryable) {
    throw badRequest(
      'AUTH_REQUEST_NOT_RETRYABLE',
      `The request is ${row.status}: only a DENIED or EXPIRED one, or one with a FAILED source, is asked again`,
    );
  }
  const now = deps.now();
  const refused = retryRefusal(row, now);
  if (refused) throw refused;
  if (!(await claimRetry(deps, row.id, now))) throw lostRetry(await reloadAuth(deps, row.id), deps.now());
  const client = clientOf(deps, row.clientEnc);
  const begun = await beginSources(deps, providerInput(client, row.authMethod, koreaDate(now)), now);
  const [inserted] = await deps.db
    .insert(medicalAuthRequests)
    .values({
      id: opaqueId('ar'),
      userId: row.userId,
      status: 'WAITING',
      authMethod: row.authMethod,
      clientEnc: row.clientEnc,
      sources: begun.sources,
      providerEnc: deps.vault.encrypt(JSON.stringify(begun.state)),
      expiresAt: begun.expiresAt,
      coverageAnalysisId: row.coverageAnalysisId,
      sandbox: deps.health.sandbox,
      consentId: row.consentId,
      createdAt: now,
      retries: row.retries + 1,
    })
    .returning();
  return answerAuth(deps, caller, 'RETRY_MEDICAL_AUTH_REQUEST', inserted);
}

async function enqueue(deps: AnalysisDeps, analysisId: string) {
  try {
    await deps.queuesReady();
    await deps.jobs.send(MEDICAL_ANALYZE_QUEUE, { analysisId });
  } catch {
    // The sweep re-queues analyses left REQUESTED.
  }
}

// ---------- the job ----------

/** The reference tables the rules read. */
export async function loadReference(db: Executor): Promise<Reference> {
  const [revisions, codes, groups, drugs, criteria] = await Promise.all([
    db.select().from(kcdRevisions),
    db.select().from(kcdCodes),
    db.select().from(kcdRangeGroups),
    db.select().from(drugIngredients),
    db.select().from(checkupCriteria),
  ]);
  return {
    kcdRevisions: revisions,
    kcdNames: new Map(codes.map((c) => [`${c.revision}|${c.code}`, c.name])),
    rangeGroups: groups,
    drugClasses: new Map(drugs.map((d) => [d.ingredientCd, d.drugClass as DrugClass | null])),
    criteria: criteria.map((c) => ({ ...c, sex: c.sex as Criterion['sex'] })),
    diagnosisRanges: Object.fromEntries(
      CATEGORIES.filter((c) => c.group === 'DIAGNOSIS').map((c) => [c.categoryCd, c.kcdRanges]),
    ),
  };
}

/** A claimable's id: the same item keeps it when the claimables are recomputed. */
const claimableIdOf = (analysisId: string) => (key: string) =>
  `cl_${createHash('sha256').update(`${analysisId}|${key}`).digest('hex').slice(0, 20)}`;

async function linkedContracts(deps: AnalysisDeps, row: AnalysisRow) {
  if (row.coverageAnalysisId === null) return null;
  const [coverage] = await deps.db
    .select({ resultEnc: coverageAnalyses.resultEnc })
    .from(coverageAnalyses)
    .where(eq(coverageAnalyses.id, row.coverageAnalysisId));
  // A coverage analysis expired since the link: its contracts are gone, and so are the claimables.
  if (!coverage?.resultEnc) return null;
  return (JSON.parse(deps.vault.decrypt(coverage.resultEnc)) as { contracts: ClaimContract[] }).contracts;
}

const FAILURE_CODE = 'ANALYSIS_ERROR';
const FAILURE_MESSAGE = '진료/건강 분석 중 오류가 발생했습니다. 다시 요청해 주세요.';

/** The analysis job: `REQUESTED` → `PROCESSING` → `COMPLETED` (or `FAILED` after the last retry). */
export async function processMedicalAnalysis(
  deps: AnalysisDeps,
  analysisId: string,
  attempt: { retryCount: number; retryLimit: number },
) {
  const [row] = await deps.db
    .update(medicalAnalyses)
    .set({ status: 'PROCESSING', startedAt: deps.now() })
    .where(and(eq(medicalAnalyses.id, analysisId), inArray(medicalAnalyses.status, ['REQUESTED', 'PROCESSING'])))
    .returning();
  if (!row) return;
  try {
    const client = clientOf(deps, row.clientEnc);
    const result = analyzeMedical({
      analysisDate: row.analysisDate,
      sex: client.gender,
      fetched: JSON.parse(deps.vault.decrypt(row.recordsEnc!)) as FetchedRecords,
      reference: await loadReference(deps.db),
      contracts: await linkedContracts(deps, row),
      newId: opaqueId,
      claimableIdOf: claimableIdOf(row.id),
    });
    const stored: StoredResult = {
      records: result.records,
      disclosures: result.disclosures,
      claimables: result.claimables,
    };
    await withTransaction(deps.db, async (tx) => {
      const done = await tx
        .update(medicalAnalyses)
        .set({
          status: 'COMPLETED',
          completedAt: deps.now(),
          resultEnc: deps.vault.encrypt(JSON.stringify(stored)),
          summaryEnc: deps.vault.encrypt(JSON.stringify(result.summary)),
        })
        .where(and(eq(medicalAnalyses.id, analysisId), eq(medicalAnalyses.status, 'PROCESSING')))
        .returning({ id: medicalAnalyses.id });
      // Once per completion: a second delivery of the job finds it no longer PROCESSING.
      if (done.length > 0) {
        await emit(tx, internalCaller('job:medical-analysis'), [{ type: 'medical_analysis.completed', analysisId }]);
      }
    });
  } catch (error) {
    if (attempt.retryCount < attempt.retryLimit) throw error;
    await deps.db
      .update(medicalAnalyses)
      .set({ status: 'FAILED', failureCode: FAILURE_CODE, failureMessage: FAILURE_MESSAGE })
      .where(and(eq(medicalAnalyses.id, analysisId), eq(medicalAnalyses.status, 'PROCESSING')));
  }
}

// ---------- reading ----------

const fcUserCiColumn = ciOf(medicalAnalyses.userId);

/** An analysis as a summary; `full` false: as a MANAGER who is not its consultant sees it (name masked). */
function summaryView(
  deps: AnalysisDeps,
  full: boolean,
  row: AnalysisRow,
  fcUserCi: string,
): MedicalAnalysisSummaryView {
  const client = clientOf(deps, row.clientEnc);
  return {
    analysisId: row.id,
    authRequestId: row.authRequestId,
    status: row.status,
    statusLabel: ANALYSIS_STATUS_LABELS[row.status],
    fcUserCi,
    client: {
      name: full ? client.name : maskName(client.name),
      birthDate: full ? client.birthDate : null,
      gender: client.gender,
    },
    coverageAnalysisId: row.coverageAnalysisId,
    analysisDate: row.analysisDate,
    period: { from: addYears(row.analysisDate, -5), to: row.analysisDate },
    requestedAt: row.requestedAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    failureCode: row.failureCode,
    failureMessage: row.failureMessage,
    sandbox: row.sandbox,
    summary: row.summaryEnc ? (JSON.parse(deps.vault.decrypt(row.summaryEnc)) as MedicalSummary) : null,
  };
}

export const resultOf = (deps: AnalysisDeps, row: AnalysisRow) =>
  row.resultEnc ? (JSON.parse(deps.vault.decrypt(row.resultEnc)) as StoredResult) : null;

/** `claimReqId`: a claim submitted through this service for the same consultant, client, insurer and event date. */
async function withClaimReqIds(deps: AnalysisDeps, row: AnalysisRow, items: Claimable[]): Promise<Claimable[]> {
  if (items.length === 0) return items;
  const client = clientOf(deps, row.clientEnc);
  const birthday = `${client.birthDate.slice(0, 4)}-${client.birthDate.slice(4, 6)}-${client.birthDate.slice(6, 8)}`;
  const found = await deps.db
    .select({ id: claims.id, insurerCd: claims.insurerCd, eventDate: claims.eventDate })
    .from(claims)
    .where(
      and(
        eq(claims.userId, row.userId),
        eq(claims.clientNm, client.name),
        eq(claims.clientBirthday, birthday),
        ne(claims.status, 'CANCELLED'),
        inArray(claims.eventDate, [...new Set(items.map((i) => i.eventDate))]),
      ),
    )
    .orderBy(claims.id);
  return items.map((i) => {
    const claim = found.find((c) => c.insurerCd === i.insuCompCd && c.eventDate === i.eventDate);
    return { ...i, claimReqId: claim ? String(claim.id) : null };
  });
}

/** The whole analysis; `full` false: without the health data (a MANAGER who is not its consultant). */
export async function fullView(deps: AnalysisDeps, full: boolean, row: AnalysisRow, fcUserCi: string) {
  const summary = summaryView(deps, full, row, fcUserCi);
  const result = full ? resultOf(deps, row) : null;
  return {
    ...summary,
    disclosures: result?.disclosures ?? null,
    claimables: result?.claimables ? await withClaimReqIds(deps, row, result.claimables) : null,
  } satisfies MedicalAnalysisView;
}

async function recordAccess(deps: AnalysisDeps, caller: Caller, action: string, ids: string[], fields: string[]) {
  await emit(deps.db, caller, [{ type: 'pii.read', action, analysisIds: ids, fields }]);
}

async function readAnalysis(deps: AnalysisDeps, caller: Caller, id: string) {
  if (!isOpaqueId('ma', id)) throw medicalAnalysisAccess.notFound();
  const [found] = await deps.db
    .select({ row: medicalAnalyses, fcUserCi: fcUserCiColumn })
    .from(medicalAnalyses)
    .where(and(eq(medicalAnalyses.id, id), scopeOf(medicalAnalysisAccess, caller)));
  if (!found) throw medicalAnalysisAccess.notFound();
  if (found.row.status === 'EXPIRED') {
    throw new AppError('ANALYSIS_EXPIRED', 'The data of this analysis were deleted after the retention period');
  }
  return found;
}

/** `GET /api/v1/medical/analyses/{analysisId}`: access-logged; a MANAGER not its consultant gets it masked. */
export async function getMedicalAnalysis(deps: AnalysisDeps, caller: Caller, id: string) {
  const { row, fcUserCi } = await readAnalysis(deps, caller, id);
  const view = await fullView(deps, seesHealthData(caller, row.userId), row, fcUserCi);
  await recordAccess(
    deps,
    caller,
    'GET_MEDICAL_ANALYSIS',
    [row.id],
    ['client', 'summary', 'disclosures', 'claimables'],
  );
  return view;
}

export type MedicalListQuery = AnalysisListQuery;

/** `GET /api/v1/medical/analyses`: summaries, the filters of §7.1; access-logged. */
export async function listMedicalAnalyses(deps: AnalysisDeps, caller: Caller, q: MedicalListQuery) {
  const { ids, total } = await pageOfAnalyses(deps, caller, q, {
    table: medicalAnalyses,
    id: medicalAnalyses.id,
    userId: medicalAnalyses.userId,
    status: medicalAnalyses.status,
    clientBirthHash: medicalAnalyses.clientBirthHash,
    clientEnc: medicalAnalyses.clientEnc,
    analysisDate: medicalAnalyses.analysisDate,
    requestedAt: medicalAnalyses.requestedAt,
    scope: scopeOf(medicalAnalysisAccess, caller),
    clientShown: seesHealthDataOf(caller, medicalAnalyses.userId),
  });
  const rows =
    ids.length === 0
      ? []
      : await deps.db
          .select({ row: medicalAnalyses, fcUserCi: fcUserCiColumn })
          .from(medicalAnalyses)
          .where(inArray(medicalAnalyses.id, ids));
  const items = inOrderOf(
    ids,
    rows.map((r) => ({ ...r, id: r.row.id })),
  ).map((r) => summaryView(deps, seesHealthData(caller, r.row.userId), r.row, r.fcUserCi));
  await recordAccess(
    deps,
    caller,
    'LIST_MEDICAL_ANALYSES',
    items.map((i) => i.analysisId),
    ['client', 'summary'],
  );
  return { items, total };
}

export function requireCompleted(row: Pick<AnalysisRow, 'status'>) {
  if (row.status === 'REQUESTED' || row.status === 'PROCESSING') {
    throw new AppError('ANALYSIS_NOT_READY', 'The analysis is not completed yet', {
      headers: { 'Retry-After': '3' },
    });
  }
  if (row.status === 'FAILED') throw new AppError('ANALYSIS_FAILED', 'The analysis failed: ask again');
}

/** The health records of a completed analysis, for its consultant (or a system client); access-logged. */
export async function listRecords<K extends 'treatments' | 'medications' | 'checkups'>(
  deps: AnalysisDeps,
  caller: Caller,
  id: string,
  kind: K,
): Promise<MedicalRecords[K]> {
  const { row } = await readAnalysis(deps, caller, id);
  if (!seesHealthData(caller, row.userId)) throw sensitiveScope();
  requireCompleted(row);
  const result = resultOf(deps, row)!;
  await recordAccess(deps, caller, `LIST_MEDICAL_${kind.toUpperCase()}`, [row.id], [kind]);
  return result.records[kind];
}

/**
 * `PUT .../{analysisId}/coverage-analysis`: links a coverage analysis (same consultant and client, COMPLETED) to a
 * completed medical analysis and recomputes its claimables.
 */
export async function linkCoverageAnalysis(deps: AnalysisDeps, caller: Caller, id: string, coverageAnalysisId: string) {
  const { row, fcUserCi } = await readAnalysis(deps, caller, id);
  if (!seesHealthData(caller, row.userId)) throw sensitiveScope();
  requireCompleted(row);
  const client = clientOf(deps, row.clientEnc);
  const contracts = await usableCoverage(deps, deps.db, row.userId, client, coverageAnalysisId);
  const result = resultOf(deps, row)!;
  const reference = await loadReference(deps.db);
  const claimables = claimablesOf(row.analysisDate, result.records, reference, contracts, claimableIdOf(row.id));
  const [updated] = await deps.db
    .update(medicalAnalyses)
    .set({
      coverageAnalysisId,
      resultEnc: deps.vault.encrypt(JSON.stringify({ ...result, claimables } satisfies StoredResult)),
    })
    .where(and(eq(medicalAnalyses.id, row.id), eq(medicalAnalyses.status, 'COMPLETED')))
    .returning();
  if (!updated) throw medicalAnalysisAccess.notFound();
  const view = await fullView(deps, true, updated, fcUserCi);
  await recordAccess(deps, caller, 'LINK_MEDICAL_COVERAGE', [row.id], ['claimables']);
  return view;
}

// ---------- the sweep ----------

/**
 * The medical part of the minute sweep: the shared retention rule, auth requests deleted 24 h after they ended
 * (their consent stays), analyses left `REQUESTED` queued again.
 */
export async function sweepMedical(deps: AnalysisDeps) {
  const now = deps.now();
  const expired = await expireAnalyses(
    deps,
    'MEDICAL',
    deps.config.retentionDays,
    {
      table: medicalAnalyses,
      id: medicalAnalyses.id,
      status: medicalAnalyses.status,
      completedAt: medicalAnalyses.completedAt,
      requestedAt: medicalAnalyses.requestedAt,
      clientEnc: medicalAnalyses.clientEnc,
    },
    { recordsEnc: null, resultEnc: null, summaryEnc: null },
  );
  const keepUntil = new Date(now.getTime() - AUTH_REQUEST_KEEP_MS);
  await deps.db
    .delete(medicalAuthRequests)
    .where(
      sql`coalesce(${medicalAuthRequests.endedAt}, ${medicalAuthRequests.expiresAt}) < ${keepUntil.toISOString()}::timestamptz`,
    );
  const lost = await deps.db
    .select({ id: medicalAnalyses.id })
    .from(medicalAnalyses)
    .where(
      and(
        eq(medicalAnalyses.status, 'REQUESTED'),
        lt(medicalAnalyses.requestedAt, new Date(now.getTime() - REQUEUE_AFTER_MS)),
      ),
    )
    .limit(100);
  for (const { id } of lost) await enqueue(deps, id);
  return { expired, requeued: lost.length };
}
