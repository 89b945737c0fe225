import { inKcdRanges } from '../kcd.js';
import { addYears, daysBetween } from '../korean-age.js';
import { type Treatment, VISIT_TYPE_LABELS } from './records.js';

/**
 * Benefits the client may still claim (contract §7.3), from the treatments and the contracts of a linked coverage
 * analysis: pure, on the analysis date, the categories' KCD ranges and the injury ranges read from the reference
 * tables. One item per (treatment, coverage line); `claimReqId` is filled in when read (claims change later).
 */

export interface CoverageLine {
  coverageNm: string;
  categoryCd: string;
  amount: number;
  startDate: string;
  endDate: string | null;
}

export interface ClaimContract {
  contractId: string;
  insuCompCd: string | null;
  insuCompNm: string;
  status: 'ACTIVE' | 'LAPSED' | 'MATURED' | 'CANCELLED';
  statusDate: string | null;
  insuredIsClient: boolean;
  contractDate: string;
  coverages: CoverageLine[];
}

export interface ClaimDraft {
  insuCompCd: string;
  eventDate: string;
  eventTypeCd: 'DISEASE' | 'INJURY';
  eventText: string;
}

export interface Claimable {
  claimableId: string;
  treatmentIds: string[];
  contractId: string;
  insuCompCd: string | null;
  insuCompNm: string;
  coverageNm: string;
  categoryCd: string;
  basis: string;
  estimatedAmount: number;
  eventDate: string;
  claimDeadline: string;
  claimReqId: string | null;
  claimDraft: ClaimDraft | null;
}

export interface ClaimableInput {
  analysisDate: string;
  treatments: readonly Treatment[];
  contracts: readonly ClaimContract[];
  /** The KCD ranges of each diagnosis category (`CANCER` → `C00-C43`, ...): the coverage categories'. */
  diagnosisRanges: Readonly<Record<string, readonly string[]>>;
  /** Codes of an injury for the hospital and surgery lines (`S00-T98`, `V01-Y98`). */
  injuryRanges: readonly string[];
  /** Codes whose claim is of event type `INJURY` (`S00-T98`). */
  claimInjuryRanges: readonly string[];
  /** A stable id of an item from its key (the same item keeps its id when recomputed). */
  idOf: (key: string) => string;
}

export const MAX_HOSPITAL_DAYS = 180;
/** Days after the contract date before a cancer diagnosis counts. */
export const CANCER_WAITING_DAYS = 90;
const CANCER_CATEGORIES = new Set(['CANCER', 'MINOR_CANCER']);
const DEDUCTIBLE: Record<Treatment['visitType'], number> = { OUTPATIENT: 10_000, PHARMACY: 8_000, INPATIENT: 0 };
export const MEDICAL_EXPENSE_BASIS = '급여 본인부담금 기준 추정, 비급여 미포함';

/** The claim limitation (상법 §662): 3 years, same month and day (29 February → 28 February), inclusive. */
export const claimDeadlineOf = (eventDate: string) => addYears(eventDate, 3);

/** "in force on d": the line's period holds d, and the contract had not ended (lapsed, cancelled, matured) by then. */
export function lineInForce(contract: ClaimContract, line: CoverageLine, d: string): boolean {
  if (line.startDate > d || (line.endDate !== null && line.endDate < d)) return false;
  return contract.status === 'ACTIVE' || contract.statusDate === null || d < contract.statusDate;
}

/** The first day a hospital line pays: N of "(N일이상)", else 1. */
export function firstPaidDay(coverageNm: string): number {
  const m = /\(\s*(\d+)\s*일\s*이상\s*\)/.exec(coverageNm);
  return m ? Math.max(1, Number(m[1])) : 1;
}

// Thousands separators without Intl, which is slow in a loop over hundreds of items.
const won = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}원`;

export function listClaimables(input: ClaimableInput): Claimable[] {
  const { analysisDate, contracts, idOf } = input;
  // Only treatments still claimable on analysisDate can give an item (a diagnosis looks at all, for the earliest).
  const deadlines = new Map(input.treatments.map((t) => [t, claimDeadlineOf(t.visitDate)]));
  const treatments = input.treatments.filter((t) => deadlines.get(t)! >= analysisDate);
  const injury = new Map(input.treatments.map((t) => [t, inKcdRanges(t.diagnosisCd, input.injuryRanges)]));
  const isInjury = (t: Treatment) => injury.get(t)!;
  const byDate = [...input.treatments].sort((a, b) =>
    a.visitDate < b.visitDate ? -1 : a.visitDate > b.visitDate ? 1 : a.treatmentId < b.treatmentId ? -1 : 1,
  );
  const out: Claimable[] = [];

  const push = (
    t: Treatment,
    treatmentIds: string[],
    c: ClaimContract,
    line: CoverageLine,
    lineNo: number,
    amount: number,
    basis: string,
  ) => {
    const claimDeadline = deadlines.get(t)!;
    if (amount <= 0 || claimDeadline < analysisDate) return;
    out.push({
      claimableId: idOf(`${treatmentIds.join('+')}|${c.contractId}|${lineNo}`),
      treatmentIds,
      contractId: c.contractId,
      insuCompCd: c.insuCompCd,
      insuCompNm: c.insuCompNm,
      coverageNm: line.coverageNm,
      categoryCd: line.categoryCd,
      basis,
      estimatedAmount: amount,
      eventDate: t.visitDate,
      claimDeadline,
      claimReqId: null,
      claimDraft:
        c.insuCompCd === null
          ? null
          : {
              insuCompCd: c.insuCompCd,
              eventDate: t.visitDate,
              eventTypeCd: inKcdRanges(t.diagnosisCd, input.claimInjuryRanges) ? 'INJURY' : 'DISEASE',
              eventText: `${t.diagnosisNm} (${t.diagnosisCd}), ${t.institutionNm}, ${VISIT_TYPE_LABELS[t.visitType]}`,
            },
    });
  };

  const insuring = contracts.filter((c) => c.insuredIsClient);
  const lines = insuring.flatMap((c) => c.coverages.map((line, lineNo) => ({ c, line, lineNo })));

  for (const { c, line, lineNo } of lines) {
    const cd = line.categoryCd;
    if (cd === 'HOSPITAL_DISEASE' || cd === 'HOSPITAL_INJURY') {
      const from = firstPaidDay(line.coverageNm);
      for (const t of treatments) {
        if (t.visitType !== 'INPATIENT' || isInjury(t) !== (cd === 'HOSPITAL_INJURY')) continue;
        if (!lineInForce(c, line, t.visitDate)) continue;
        const counted = Math.min(t.days, MAX_HOSPITAL_DAYS);
        const paid = counted - (from - 1);
        push(
          t,
          [t.treatmentId],
          c,
          line,
          lineNo,
          line.amount * Math.max(paid, 0),
          `입원일당 ${won(line.amount)} × ${Math.max(paid, 0)}일 (입원 ${t.days}일, ${from}일째부터, 최대 ${MAX_HOSPITAL_DAYS}일)`,
        );
      }
    } else if (cd === 'SURGERY_DISEASE' || cd === 'SURGERY_INJURY') {
      for (const t of treatments) {
        if (!t.surgery || isInjury(t) !== (cd === 'SURGERY_INJURY')) continue;
        if (!lineInForce(c, line, t.visitDate)) continue;
        push(
          t,
          [t.treatmentId],
          c,
          line,
          lineNo,
          line.amount,
          `수술 1회 ${won(line.amount)}${t.surgeryNm ? ` (${t.surgeryNm})` : ''}`,
        );
      }
    } else if (input.diagnosisRanges[cd]) {
      const ranges = input.diagnosisRanges[cd];
      const earliest = byDate.find((t) => inKcdRanges(t.diagnosisCd, ranges));
      if (!earliest || !lineInForce(c, line, earliest.visitDate)) continue;
      if (CANCER_CATEGORIES.has(cd) && daysBetween(c.contractDate, earliest.visitDate) < CANCER_WAITING_DAYS) continue;
      push(
        earliest,
        [earliest.treatmentId],
        c,
        line,
        lineNo,
        line.amount,
        `진단비 ${won(line.amount)} (최초 진단 기록 ${earliest.diagnosisCd}, ${earliest.visitDate})`,
      );
    }
  }

  // 실손: per treatment, from the contract with the latest start whose line is in force that day.
  for (const t of treatments) {
    const candidates = lines.filter(
      ({ c, line }) => line.categoryCd === 'MEDICAL_EXPENSE' && lineInForce(c, line, t.visitDate),
    );
    if (candidates.length === 0) continue;
    // The latest contract date; on the same date the lower contract id; within a contract its first 실손 line.
    let chosen = candidates[0];
    for (const x of candidates) {
      const later = x.c.contractDate > chosen.c.contractDate;
      if (later || (x.c.contractDate === chosen.c.contractDate && x.c.contractId < chosen.c.contractId)) chosen = x;
    }
    const { c, line, lineNo } = chosen;
    const deductible = DEDUCTIBLE[t.visitType];
    const amount = Math.max(Math.floor((t.patientPaid * 8) / 10) - deductible, 0);
    push(
      t,
      [t.treatmentId],
      c,
      line,
      lineNo,
      amount,
      `${MEDICAL_EXPENSE_BASIS}: 본인부담금 ${won(t.patientPaid)} × 80% − 공제 ${won(deductible)}`,
    );
  }

  out.sort((a, b) =>
    a.claimDeadline !== b.claimDeadline
      ? a.claimDeadline < b.claimDeadline
        ? -1
        : 1
      : a.claimableId < b.claimableId
        ? -1
        : 1,
  );
  return out;
}
