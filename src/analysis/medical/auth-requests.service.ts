import { and, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import {
  type AuthSourceStatus,
  type HealthSource,
  medicalAnalyses,
  medicalAuthRequests,
} from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import type { PiiReadAction } from '../../platform/actions.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { koreaDate } from '../../platform/korea-time.js';
import { maskName } from '../../platform/masking.js';
import { withTransaction } from '../../platform/transactions.js';
import type { HealthData, HealthDataInput } from '../adapters/health-data.js';
import type { ProviderTxn } from '../adapters/two-step.js';
import { clientOf, type StoredClient } from '../client.js';
import { clientContactView } from '../client-view.js';
import { beginClientWork } from '../client-work.js';
import { storeConsent } from '../consent.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';
import { isOpaqueId, opaqueId } from '../ids.js';
import { enqueue } from './analysis-job.js';
import { claimRetry, lostRetry, retryRefusal } from './auth-retries.js';
import { usableCoverage } from './coverage-link.js';
import { medicalAuthRequestAccess, seesHealthData } from './medical.access.js';
import type { FetchedRecords } from './medical.engine.js';
import { AUTH_STATUS_LABELS, type AuthRequest, type StartAuthBody } from './medical.schemas.js';

const SOURCES: readonly HealthSource[] = ['TREATMENTS', 'CHECKUPS'];
/** When to ask again about a push not yet approved. */
const PENDING_RETRY_SECONDS = 3;

type AuthRow = typeof medicalAuthRequests.$inferSelect;

type SourceState = AuthRow['sources'][number];
export type AuthRequestView = Static<typeof AuthRequest>;

/** Encrypted with a request: each source's provider transaction, the input, and the data of sources approved. */
interface ProviderState {
  txns: Partial<Record<HealthSource, ProviderTxn>>;
  input: Omit<HealthDataInput, 'source'>;
  data: Partial<Record<HealthSource, HealthData>>;
}

/** `shown` false: as a caller who may not see the consultant's health data gets it (the masked analysis's client). */
function authView(deps: AnalysisDeps, row: AuthRow, shown: boolean): AuthRequestView {
  const client = clientOf(deps, row.clientEnc);
  const view = clientContactView(client);
  return {
    authRequestId: row.id,
    status: row.status,
    statusLabel: AUTH_STATUS_LABELS[row.status],
    authMethod: row.authMethod as AuthRequestView['authMethod'],
    client: shown ? view : { ...view, name: maskName(client.name), birthDate: null, legalRepresentative: null },
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
async function answerAuth(deps: AnalysisDeps, caller: Caller, action: PiiReadAction, row: AuthRow) {
  const shown = seesHealthData(caller, row.userId);
  const view = authView(deps, row, shown);
  if (shown) await emit(deps.db, caller, [{ type: 'pii.read', action, analysisIds: [row.id], fields: ['client'] }]);
  return view;
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
export async function startAuthRequest(
  deps: AnalysisDeps,
  caller: Caller,
  agreedBy: string,
  input: StartAuthInput,
): Promise<AuthRequestView> {
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
  const now = new Date(deps.clock());
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
export async function getAuthRequest(deps: AnalysisDeps, caller: Caller, id: string): Promise<AuthRequestView> {
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
export async function completeAuthRequest(deps: AnalysisDeps, caller: Caller, id: string): Promise<AuthRequestView> {
  for (let tries = 0; ; tries++) {
    const row = await readableAuth(deps, caller, id);
    if (row.status === 'COMPLETED') return answerAuth(deps, caller, 'COMPLETE_MEDICAL_AUTH_REQUEST', row);
    if (row.status !== 'WAITING') throw closedError(row);
    const state = JSON.parse(deps.vault.decrypt(row.providerEnc!)) as ProviderState;
    const now = new Date(deps.clock());
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
export async function retryAuthRequest(deps: AnalysisDeps, caller: Caller, id: string): Promise<AuthRequestView> {
  const row = await readableAuth(deps, caller, id);
  const retryable =
    row.status === 'DENIED' || row.status === 'EXPIRED' || row.sources.some((s) => s.status === 'FAILED');
  if (!retryable) {
    throw badRequest(
      'AUTH_REQUEST_NOT_RETRYABLE',
      `The request is ${row.status}: only a DENIED or EXPIRED one, or one with a FAILED source, is asked again`,
    );
  }
  const now = new Date(deps.clock());
  const refused = retryRefusal(row, now);
  if (refused) throw refused;
  if (!(await claimRetry(deps, row.id, now))) throw lostRetry(await reloadAuth(deps, row.id), new Date(deps.clock()));
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
