import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { coverageAnalyses, insurers } from '../../db/schema/index.js';
import { scopeOf } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import type { PiiReadAction } from '../../platform/actions.js';
import { AppError, badRequest, validationFailed } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { koreaDate } from '../../platform/korea-time.js';
import { withTransaction } from '../../platform/transactions.js';
import { ciOf, requireAnalysisConsultant } from '../access.js';
import type { ProviderContract } from '../adapters/insurance-data.js';
import { checkClient, clientOf, type StoredClient } from '../client.js';
import { requireConsent, storeConsent } from '../consent.js';
import type { AnalysisDeps } from '../core/analysis.deps.js';
import type { StoredContract } from '../core/analyzer.js';
import { isOpaqueId, opaqueId } from '../ids.js';
import { inOrderOf, isRealIsoDate, pageOfAnalyses } from '../lists.js';
import type { ListAnalysesQuery, StartAnalysisBody } from './analyses.schemas.js';
import { coverageAnalysisAccess } from './analysis.access.js';
import { enqueueAnalysis } from './analysis-job.js';
import { CATEGORY_CDS, type CategoryCd } from './categories.js';
import { classifyCoverage } from './classifier.js';
import { type HeldContracts, useVerification } from './verifications.service.js';
import { type AnalysisSummaryView, type AnalysisView, fullView, isoOf, type Row, summaryView } from './views.js';

const isCategoryCd = (cd: string | null): cd is CategoryCd =>
  cd !== null && (CATEGORY_CDS as readonly string[]).includes(cd);

const ACCESS_FIELDS = ['client', 'contracts', 'result'];

async function recordAnalysisAccess(db: Executor, caller: Caller, action: PiiReadAction, ids: string[]) {
  await emit(db, caller, [{ type: 'pii.read', action, analysisIds: ids, fields: ACCESS_FIELDS }]);
}

const fcUserCiColumn = ciOf(coverageAnalyses.userId);

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

/** One page of summaries and the number of analyses the filters match. */
export interface AnalysisPage {
  items: AnalysisSummaryView[];
  total: number;
}

/**
 * `GET /api/v1/coverage/analyses`: summaries of the analyses in the caller's scope (or of `fcUserCi`'s), newest
 * `requestedAt` first, then by id. Names and birth dates are encrypted: `birthDate` is matched by its keyed hash,
 * `clientName` (a substring, whitespace ignored) on the decrypted names of the rows the other filters leave.
 */
export async function listAnalyses(deps: AnalysisDeps, caller: Caller, q: ListQuery): Promise<AnalysisPage> {
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
  const now = new Date(deps.clock());
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
      const client = clientOf(deps, used.clientEnc);
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
