import { inKcdRanges, kcdCategory } from '../kcd.js';
import { addDays, windowStart } from '../korean-age.js';
import type { Checkup, DrugClass, MedicalRecords, Treatment } from './records.js';

/**
 * The drafts of the five standard pre-contract disclosure questions (contract §7.3): pure, on the records, the
 * analysis date and the KCD range groups read from `kcd_range_groups`. A draft for the consultant, never the
 * client's answer.
 */

export const ANSWERS = ['YES', 'CHECK', 'NO_RECORD', 'NOT_DETERMINABLE'] as const;
export type Answer = (typeof ANSWERS)[number];
export const ANSWER_LABELS: Record<Answer, string> = {
  YES: '해당',
  CHECK: '확인필요',
  NO_RECORD: '기록없음',
  NOT_DETERMINABLE: '판단불가',
};

export const QUESTIONS = [
  {
    questionCd: 'Q1_3M_MEDICAL_CARE',
    question:
      '최근 3개월 이내에 의사로부터 진찰 또는 검사를 통하여 진단을 받았거나 그 결과 치료, 입원, 수술, 투약, 재검사를 받은 사실이 있습니까?',
  },
  {
    questionCd: 'Q2_3M_REGULAR_MEDICATION',
    question:
      '최근 3개월 이내에 마약을 사용하거나 혈압강하제, 신경안정제, 수면제, 각성제(흥분제), 진통제 등 약물을 상시 복용한 사실이 있습니까?',
  },
  {
    questionCd: 'Q3_1Y_RETEST',
    question: '최근 1년 이내에 의사로부터 진찰 또는 검사를 통하여 추가검사(재검사)를 받은 사실이 있습니까?',
  },
  {
    questionCd: 'Q4_5Y_HOSPITAL_SURGERY_7D_30D',
    question:
      '최근 5년 이내에 의사로부터 진찰 또는 검사를 통하여 입원, 수술(제왕절개 포함), 계속하여 7일 이상 치료, 계속하여 30일 이상 투약을 받은 사실이 있습니까?',
  },
  {
    questionCd: 'Q5_5Y_TEN_DISEASES',
    question:
      '최근 5년 이내에 암, 백혈병, 고혈압, 협심증, 심근경색, 심장판막증, 간경화증, 뇌졸중증(뇌출혈, 뇌경색), 당뇨병, 에이즈 및 HIV 보균으로 진단, 치료, 입원, 수술, 투약을 받은 사실이 있습니까?',
  },
] as const;
export type QuestionCd = (typeof QUESTIONS)[number]['questionCd'];

export interface Disclosure {
  questionCd: QuestionCd;
  question: string;
  answer: Answer;
  answerLabel: string;
  evidence: { treatmentIds: string[]; medicationIds: string[]; checkupIds: string[] };
  note: string | null;
}

export interface RangeGroup {
  groupCd: string;
  purpose: string;
  name: string;
  ranges: string[];
}

/** The classes of question 2 counted for "regular" use (30 days); `NARCOTIC` counts at any use. */
const REGULAR_CLASSES: readonly DrugClass[] = [
  'ANTIHYPERTENSIVE',
  'TRANQUILIZER',
  'HYPNOTIC',
  'STIMULANT',
  'ANALGESIC',
];
const REGULAR_DAYS = 30;
const TREATMENT_DAYS = 7;

/** A window of the questions: from the day after the same date N months/years earlier to `analysisDate`. */
export interface Window {
  from: string;
  to: string;
}

export const windowOf = (analysisDate: string, length: { months?: number; years?: number }): Window => ({
  from: windowStart(analysisDate, length),
  to: analysisDate,
});

const inWindow = (date: string, w: Window) => date >= w.from && date <= w.to;

/** A stay is in a window when any of its days is: admission ≤ window end and last day ≥ window start. */
export function treatmentInWindow(t: Treatment, w: Window): boolean {
  const last = t.visitType === 'INPATIENT' ? addDays(t.visitDate, Math.max(t.days, 1) - 1) : t.visitDate;
  return t.visitDate <= w.to && last >= w.from;
}

const hasAbnormal = (c: Checkup) => c.items.some((i) => i.judgement === 'ABNORMAL');

function draft(
  q: (typeof QUESTIONS)[number],
  answer: Answer,
  evidence: Partial<Disclosure['evidence']> = {},
  note: string | null = null,
): Disclosure {
  return {
    questionCd: q.questionCd,
    question: q.question,
    answer,
    answerLabel: ANSWER_LABELS[answer],
    evidence: {
      treatmentIds: evidence.treatmentIds ?? [],
      medicationIds: evidence.medicationIds ?? [],
      checkupIds: evidence.checkupIds ?? [],
    },
    note,
  };
}

const ids = <T>(list: T[], key: (t: T) => string) => [...new Set(list.map(key))];

function sumBy<T>(list: readonly T[], key: (t: T) => string | null, value: (t: T) => number) {
  const sums = new Map<string, { total: number; items: T[] }>();
  for (const item of list) {
    const k = key(item);
    if (k === null) continue;
    const entry = sums.get(k) ?? { total: 0, items: [] };
    entry.total += value(item);
    entry.items.push(item);
    sums.set(k, entry);
  }
  return sums;
}

export interface DisclosureInput {
  analysisDate: string;
  records: MedicalRecords;
  rangeGroups: readonly RangeGroup[];
}

/** The five drafts, in the order of the questions. */
export function draftDisclosures({ analysisDate, records, rangeGroups }: DisclosureInput): Disclosure[] {
  const { treatments, medications, checkups } = records;
  const noTreatments = records.missingSources.includes('TREATMENTS');
  const noCheckups = records.missingSources.includes('CHECKUPS');
  const [q1, q2, q3, q4, q5] = QUESTIONS;
  const out: Disclosure[] = [];

  // Q1: any treatment, or a checkup with an abnormal item, in the last 3 months.
  {
    const w = windowOf(analysisDate, { months: 3 });
    const t = treatments.filter((x) => treatmentInWindow(x, w));
    const c = checkups.filter((x) => inWindow(x.checkupDate, w) && hasAbnormal(x));
    if (t.length > 0 || c.length > 0) {
      out.push(
        draft(q1, 'YES', { treatmentIds: ids(t, (x) => x.treatmentId), checkupIds: ids(c, (x) => x.checkupId) }),
      );
    } else if (noTreatments || noCheckups) {
      out.push(draft(q1, 'NOT_DETERMINABLE', {}, missingNote(records)));
    } else {
      out.push(draft(q1, 'NO_RECORD'));
    }
  }

  // Q2: 30 prescribed days of one class (or any narcotic) in the last 3 months; any such prescription → CHECK.
  {
    const w = windowOf(analysisDate, { months: 3 });
    const m = medications.filter(
      (x) =>
        inWindow(x.prescribedDate, w) &&
        x.drugClass !== null &&
        (x.drugClass === 'NARCOTIC' || REGULAR_CLASSES.includes(x.drugClass)),
    );
    const byClass = sumBy(
      m,
      (x) => x.drugClass,
      (x) => x.days,
    );
    const proving = m.filter((x) => x.drugClass === 'NARCOTIC' || byClass.get(x.drugClass!)!.total >= REGULAR_DAYS);
    if (noTreatments) out.push(draft(q2, 'NOT_DETERMINABLE', {}, missingNote(records)));
    else if (proving.length > 0) out.push(draft(q2, 'YES', { medicationIds: ids(proving, (x) => x.medicationId) }));
    else if (m.length > 0) {
      out.push(
        draft(
          q2,
          'CHECK',
          { medicationIds: ids(m, (x) => x.medicationId) },
          '처방 기록이 있습니다. 상시 복용 여부를 고객에게 확인하세요.',
        ),
      );
    } else out.push(draft(q2, 'NO_RECORD'));
  }

  // Q3: a second-stage checkup in the last year; a checkup with an abnormal item → CHECK.
  {
    const w = windowOf(analysisDate, { years: 1 });
    const inW = checkups.filter((x) => inWindow(x.checkupDate, w));
    const second = inW.filter((x) => x.stage === 'SECOND');
    const abnormal = inW.filter(hasAbnormal);
    if (second.length > 0) out.push(draft(q3, 'YES', { checkupIds: ids(second, (x) => x.checkupId) }));
    else if (noCheckups) out.push(draft(q3, 'NOT_DETERMINABLE', {}, missingNote(records)));
    else if (abnormal.length > 0) {
      out.push(
        draft(
          q3,
          'CHECK',
          { checkupIds: ids(abnormal, (x) => x.checkupId) },
          '질환의심 판정이 있습니다. 재검사 여부를 고객에게 확인하세요.',
        ),
      );
    } else out.push(draft(q3, 'NO_RECORD'));
  }

  // Q4: a stay, a surgery, 7 treatment days or 30 prescribed days for one 3-character KCD category, in 5 years.
  {
    const w = windowOf(analysisDate, { years: 5 });
    const t = treatments.filter((x) => treatmentInWindow(x, w));
    const staysAndSurgeries = t.filter((x) => x.visitType === 'INPATIENT' || x.surgery);
    const visits = t.filter((x) => x.visitType !== 'PHARMACY');
    const daysByCategory = sumBy(
      visits,
      (x) => kcdCategory(x.diagnosisCd),
      (x) => Math.max(x.days, 1),
    );
    const longTreatments = [...daysByCategory.values()]
      .filter((e) => e.total >= TREATMENT_DAYS)
      .flatMap((e) => e.items);
    const byId = new Map(treatments.map((x) => [x.treatmentId, x]));
    const m = medications.filter((x) => inWindow(x.prescribedDate, w) && byId.has(x.treatmentId));
    const rxByCategory = sumBy(
      m,
      (x) => kcdCategory(byId.get(x.treatmentId)!.diagnosisCd),
      (x) => x.days,
    );
    const longRx = [...rxByCategory.values()].filter((e) => e.total >= REGULAR_DAYS).flatMap((e) => e.items);
    const proving = [...staysAndSurgeries, ...longTreatments];
    if (noTreatments) out.push(draft(q4, 'NOT_DETERMINABLE', {}, missingNote(records)));
    else if (proving.length > 0 || longRx.length > 0) {
      out.push(
        draft(q4, 'YES', {
          treatmentIds: ids(proving, (x) => x.treatmentId).sort(),
          medicationIds: ids(longRx, (x) => x.medicationId),
        }),
      );
    } else out.push(draft(q4, 'NO_RECORD'));
  }

  // Q5: a diagnosis among the ten diseases in 5 years; a code that only suggests one → CHECK.
  {
    const w = windowOf(analysisDate, { years: 5 });
    const t = treatments.filter((x) => treatmentInWindow(x, w));
    const groupsOf = (purpose: string) => rangeGroups.filter((g) => g.purpose === purpose);
    const yesGroups = groupsOf('TEN_DISEASES');
    const checkRanges = groupsOf('TEN_DISEASES_CHECK').flatMap((g) => g.ranges);
    const yes = t.filter((x) => yesGroups.some((g) => inKcdRanges(x.diagnosisCd, g.ranges)));
    const check = t.filter((x) => inKcdRanges(x.diagnosisCd, checkRanges));
    if (noTreatments) out.push(draft(q5, 'NOT_DETERMINABLE', {}, missingNote(records)));
    else if (yes.length > 0) {
      const names = yesGroups.filter((g) => yes.some((x) => inKcdRanges(x.diagnosisCd, g.ranges))).map((g) => g.name);
      out.push(draft(q5, 'YES', { treatmentIds: ids(yes, (x) => x.treatmentId) }, names.join(', ')));
    } else if (check.length > 0) {
      out.push(
        draft(
          q5,
          'CHECK',
          { treatmentIds: ids(check, (x) => x.treatmentId) },
          '간경화증 진단 여부를 고객에게 확인하세요.',
        ),
      );
    } else out.push(draft(q5, 'NO_RECORD'));
  }
  return out;
}

function missingNote(records: MedicalRecords): string {
  const names = records.missingSources.map((s) => (s === 'TREATMENTS' ? '진료·투약' : '건강검진'));
  return `${names.join(', ')} 기록을 가져오지 못했습니다.`;
}
