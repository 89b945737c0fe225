import type { HealthSource } from '../../db/schema/index.js';
import type { ProviderCheckup, ProviderMedication, ProviderTreatment } from '../adapters/health-data.js';
import { kcdRevisionOn } from '../kcd.js';
import { type Criterion, criteriaFor, judgeCheckup } from './checkup.rules.js';
import { type Claimable, type ClaimContract, listClaimables } from './claimables.rules.js';
import { type Disclosure, draftDisclosures, type RangeGroup } from './disclosures.rules.js';
import type { Checkup, DrugClass, MedicalRecords, Medication, Treatment } from './records.js';

/**
 * The medical analysis engine (contract §7.3): from the fetched records and the reference tables to the records
 * as shown (names from the KCD table, classes from the ingredient table, judged checkups), the summary, the
 * disclosure drafts and — with the contracts of a linked coverage analysis — the claimable benefits. Pure.
 */

/** What the sources gave: `null` for a source that gave nothing. */
export interface FetchedRecords {
  treatments: { treatments: ProviderTreatment[]; medications: ProviderMedication[] } | null;
  checkups: ProviderCheckup[] | null;
}

export interface Reference {
  kcdRevisions: { revision: string; validFrom: string }[];
  /** `revision|code` → name. */
  kcdNames: Map<string, string>;
  rangeGroups: RangeGroup[];
  drugClasses: Map<string, DrugClass | null>;
  criteria: Criterion[];
  /** KCD ranges of each diagnosis category of the coverage analysis. */
  diagnosisRanges: Record<string, readonly string[]>;
}

export interface MedicalSummary {
  treatmentCount: number;
  inpatientCount: number;
  surgeryCount: number;
  medicationCount: number;
  checkupCount: number;
  missingSources: HealthSource[];
}

export interface MedicalResult {
  records: MedicalRecords;
  summary: MedicalSummary;
  disclosures: Disclosure[];
  claimables: Claimable[] | null;
}

const newestFirst =
  <T>(date: (t: T) => string) =>
  (a: T, b: T) =>
    date(a) < date(b) ? 1 : date(a) > date(b) ? -1 : 0;

/** The records as shown, newest first, with ids from `newId`. */
export function buildRecords(
  fetched: FetchedRecords,
  reference: Reference,
  sex: 'M' | 'F',
  newId: (prefix: string) => string,
): MedicalRecords {
  const missingSources: HealthSource[] = [];
  if (fetched.treatments === null) missingSources.push('TREATMENTS');
  if (fetched.checkups === null) missingSources.push('CHECKUPS');
  const idOfRef = new Map<string, string>();
  const treatments: Treatment[] = (fetched.treatments?.treatments ?? []).map((t) => {
    const treatmentId = newId('tr');
    idOfRef.set(t.ref, treatmentId);
    const revision = kcdRevisionOn(t.visitDate, reference.kcdRevisions);
    return {
      treatmentId,
      visitDate: t.visitDate,
      institutionNm: t.institutionNm,
      departmentNm: t.departmentNm,
      diagnosisCd: t.diagnosisCd,
      // A code the table does not know keeps its code as its name: the record is still shown.
      diagnosisNm: reference.kcdNames.get(`${revision}|${t.diagnosisCd}`) ?? t.diagnosisCd,
      visitType: t.visitType,
      days: t.days,
      surgery: t.surgery,
      surgeryNm: t.surgeryNm,
      totalCost: t.totalCost,
      patientPaid: t.patientPaid,
    };
  });
  const medications: Medication[] = (fetched.treatments?.medications ?? [])
    .filter((m) => idOfRef.has(m.treatmentRef))
    .map((m) => ({
      medicationId: newId('md'),
      treatmentId: idOfRef.get(m.treatmentRef)!,
      prescribedDate: m.prescribedDate,
      drugNm: m.drugNm,
      ingredientCd: m.ingredientCd,
      drugClass: reference.drugClasses.get(m.ingredientCd) ?? null,
      days: m.days,
    }));
  const checkups: Checkup[] = (fetched.checkups ?? []).map((c) => {
    const judged = judgeCheckup(criteriaFor(reference.criteria, c.checkupDate, sex), c.items);
    return {
      checkupId: newId('ck'),
      checkupDate: c.checkupDate,
      stage: c.stage,
      institutionNm: c.institutionNm,
      overallJudgement: judged.overallJudgement,
      items: judged.items,
    };
  });
  treatments.sort(newestFirst((t) => t.visitDate));
  medications.sort(newestFirst((m) => m.prescribedDate));
  checkups.sort(newestFirst((c) => c.checkupDate));
  return { treatments, medications, checkups, missingSources };
}

export function summaryOf(records: MedicalRecords): MedicalSummary {
  return {
    treatmentCount: records.treatments.length,
    inpatientCount: records.treatments.filter((t) => t.visitType === 'INPATIENT').length,
    surgeryCount: records.treatments.filter((t) => t.surgery).length,
    medicationCount: records.medications.length,
    checkupCount: records.checkups.length,
    missingSources: records.missingSources,
  };
}

export function claimablesOf(
  analysisDate: string,
  records: MedicalRecords,
  reference: Reference,
  contracts: readonly ClaimContract[] | null,
  idOf: (key: string) => string,
): Claimable[] | null {
  if (contracts === null) return null;
  const ranges = (purpose: string) =>
    reference.rangeGroups.filter((g) => g.purpose === purpose).flatMap((g) => g.ranges);
  return listClaimables({
    analysisDate,
    treatments: records.treatments,
    contracts,
    diagnosisRanges: reference.diagnosisRanges,
    injuryRanges: ranges('INJURY'),
    claimInjuryRanges: ranges('CLAIM_INJURY'),
    idOf,
  });
}

export function analyzeMedical(input: {
  analysisDate: string;
  sex: 'M' | 'F';
  fetched: FetchedRecords;
  reference: Reference;
  contracts: readonly ClaimContract[] | null;
  newId: (prefix: string) => string;
  claimableIdOf: (key: string) => string;
}): MedicalResult {
  const records = buildRecords(input.fetched, input.reference, input.sex, input.newId);
  return {
    records,
    summary: summaryOf(records),
    disclosures: draftDisclosures({
      analysisDate: input.analysisDate,
      records,
      rangeGroups: input.reference.rangeGroups,
    }),
    claimables: claimablesOf(input.analysisDate, records, input.reference, input.contracts, input.claimableIdOf),
  };
}
