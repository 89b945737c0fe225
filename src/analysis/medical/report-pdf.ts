import type { Static } from 'typebox';
import { koreaDate } from '../../platform/korea-time.js';
import { daysBetween } from '../korean-age.js';
import {
  COLORS,
  CONTENT_WIDTH,
  formatWon,
  MARGIN,
  ReportPdf,
  type TableCell,
  type TrendPanel,
} from '../reports/pdf.js';
import type { Answer } from './disclosures.rules.js';
import { type CheckupItem, DRUG_CLASS_LABELS, JUDGEMENT_LABELS, type Judgement, VISIT_TYPE_LABELS } from './records.js';
import type { MedicalReport } from './report.schemas.js';

export type MedicalReportView = Static<typeof MedicalReport>;

export const JUDGEMENT_COLORS: Record<Judgement, string> = {
  NORMAL: COLORS.text,
  BORDERLINE: '#b45309',
  ABNORMAL: '#b91c1c',
};
/** The points of the trend panels: normal in green, so that every point has a colour that says its judgement. */
export const POINT_COLORS: Record<Judgement, string> = {
  NORMAL: '#15803d',
  BORDERLINE: '#d97706',
  ABNORMAL: '#b91c1c',
};
export const ANSWER_COLORS: Record<Answer, string> = {
  YES: '#b91c1c',
  CHECK: '#d97706',
  NO_RECORD: '#15803d',
  NOT_DETERMINABLE: '#616e7c',
};
/** The five questions in a few words, for the summary. */
export const QUESTION_SHORT: Record<string, string> = {
  Q1_3M_MEDICAL_CARE: '최근 3개월 이내 진찰·검사·치료',
  Q2_3M_REGULAR_MEDICATION: '최근 3개월 이내 약물 상시 복용',
  Q3_1Y_RETEST: '최근 1년 이내 추가검사(재검사)',
  Q4_5Y_HOSPITAL_SURGERY_7D_30D: '최근 5년 이내 입원·수술·7일 이상 치료·30일 이상 투약',
  Q5_5Y_TEN_DISEASES: '최근 5년 이내 10대 질병 진단·치료',
};
/** The checkup items the trend panels follow: what a consultant and an underwriter look at first. */
export const TREND_ITEMS = ['BP_SYSTOLIC', 'GLUCOSE', 'TOTAL_CHOLESTEROL', 'BMI', 'ALT', 'TRIGLYCERIDES'];
export const STAGE_LABELS = { FIRST: '1차', SECOND: '2차' } as const;
export const SHORT_JUDGEMENTS = { NORMAL: '정상', BORDERLINE: '경계', ABNORMAL: '질환의심' } as const;
export const GENDER_LABELS = { M: '남', F: '여' } as const;
export const SOURCE_LABELS = {
  TREATMENTS: '진료·투약 기록(건강보험심사평가원)',
  CHECKUPS: '건강검진 기록(국민건강보험공단)',
};
/** Evidence lines shown per question; the rest are counted. */
export const EVIDENCE_LINES = 6;

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
export const dotted = (iso: string) => iso.replaceAll('-', '.');
export const withUnit = (item: Pick<CheckupItem, 'itemNm' | 'unit'>) =>
  item.unit ? `${item.itemNm} (${item.unit})` : item.itemNm;

/** Decimal places written in a number or in the first number of a text (`13.0 이상` → 1). */
const decimalsIn = (text: string) => /\d+(?:\.(\d+))?/.exec(text)?.[1]?.length ?? 0;

/**
 * How the values of each checkup item are written: numbers with as many decimals as the item's values or its
 * reference range show (so 0.9 and 1.0, not 0.9 and 1), ordinal readings with their meaning (`음성(-)`).
 */
export function valueFormats(checkups: readonly { items: readonly CheckupItem[] }[]) {
  const decimals = new Map<string, number>();
  for (const item of checkups.flatMap((c) => c.items)) {
    const seen = Math.max(decimalsIn(String(item.value)), decimalsIn(item.referenceRange));
    decimals.set(item.itemCd, Math.max(decimals.get(item.itemCd) ?? 0, seen));
  }
  return (item: Pick<CheckupItem, 'itemCd' | 'value'>) => {
    if (typeof item.value === 'number') return item.value.toFixed(decimals.get(item.itemCd) ?? 0);
    if (item.value === '-') return '음성(-)';
    if (item.value === '±') return '약양성(±)';
    return item.value.startsWith('+') ? `양성(${item.value})` : item.value;
  };
}

/** The records behind a disclosure draft, one line each, in the order of the records (newest first). */
export function evidenceOf(
  report: MedicalReportView,
  d: NonNullable<MedicalReportView['analysis']['disclosures']>[number],
  valueText: ReturnType<typeof valueFormats>,
): string[] {
  const { treatments, medications, checkups } = report;
  const evidence: string[] = [];
  // Evidence in the order of the records (newest first), whatever the order of its ids.
  const treatmentIds = new Set(d.evidence.treatmentIds);
  const medicationIds = new Set(d.evidence.medicationIds);
  const checkupIds = new Set(d.evidence.checkupIds);
  for (const t of treatments.filter((x) => treatmentIds.has(x.treatmentId))) {
    const stay = t.visitType === 'INPATIENT' ? ` ${t.days}일` : '';
    const surgery = t.surgery ? ` · 수술: ${t.surgeryNm ?? '있음'}` : '';
    evidence.push(
      `${dotted(t.visitDate)} ${t.institutionNm} ${t.departmentNm} · ${t.diagnosisNm}(${t.diagnosisCd}) · ` +
        `${VISIT_TYPE_LABELS[t.visitType]}${stay}${surgery}`,
    );
  }
  for (const m of medications.filter((x) => medicationIds.has(x.medicationId))) {
    const drugClass = m.drugClass ? ` (${DRUG_CLASS_LABELS[m.drugClass]})` : '';
    evidence.push(`${dotted(m.prescribedDate)} 처방 ${m.drugNm}${drugClass} ${m.days}일`);
  }
  for (const c of checkups.filter((x) => checkupIds.has(x.checkupId))) {
    const flagged = c.items
      .filter((item) => item.judgement === 'ABNORMAL')
      .map((item) => `${item.itemNm} ${valueText(item)}`);
    evidence.push(
      `${dotted(c.checkupDate)} 건강검진(${STAGE_LABELS[c.stage]}) · 종합 판정 ${JUDGEMENT_LABELS[c.overallJudgement]}` +
        (flagged.length > 0 ? ` (${flagged.join(', ')})` : ''),
    );
  }
  return evidence;
}

/**
 * The checkup table, as the PDF and the page both show it: the newest three checkups as columns, oldest on the left
 * (a row reads as a change over time); a row per item, in the order the items are first met from the newest
 * checkup, then the overall judgement. `cell` draws a judged value in the caller's format.
 */
export function checkupTable<C>(
  checkups: MedicalReportView['checkups'],
  valueText: ReturnType<typeof valueFormats>,
  cell: (judgement: Judgement, text: string, bold?: boolean) => C,
): { shown: MedicalReportView['checkups']; rows: (string | C | { text: string; bold: boolean })[][] } {
  const shown = checkups.slice(0, 3).reverse();
  const itemOrder: { itemCd: string; label: string; range: string }[] = [];
  for (const c of [...shown].reverse()) {
    for (const item of c.items) {
      if (!itemOrder.some((o) => o.itemCd === item.itemCd)) {
        itemOrder.push({ itemCd: item.itemCd, label: withUnit(item), range: item.referenceRange });
      }
    }
  }
  const rows = [
    ...itemOrder.map((o) => [
      o.label,
      o.range,
      ...shown.map((c) => {
        const item = c.items.find((i) => i.itemCd === o.itemCd);
        return item ? cell(item.judgement, `${valueText(item)} · ${JUDGEMENT_LABELS[item.judgement]}`) : '-';
      }),
    ]),
    [
      { text: '종합 판정', bold: true },
      '',
      ...shown.map((c) => cell(c.overallJudgement, JUDGEMENT_LABELS[c.overallJudgement], true)),
    ],
  ];
  return { shown, rows };
}

/** The trend panels of the checkup items followed over time (oldest first), each point coloured by its judgement. */
export function trendPanelsOf(checkups: MedicalReportView['checkups'], valueText: ReturnType<typeof valueFormats>) {
  const all = [...checkups].reverse();
  const panels: TrendPanel[] = [];
  for (const itemCd of TREND_ITEMS) {
    const first = all.flatMap((c) => c.items).find((i) => i.itemCd === itemCd);
    if (!first) continue;
    panels.push({
      title: first.itemNm,
      subtitle: `${first.unit ? `${first.unit} · ` : ''}정상 ${first.referenceRange}`,
      xLabels: all.map((c) => dotted(c.checkupDate).slice(2)),
      points: all.map((c) => {
        const item = c.items.find((i) => i.itemCd === itemCd);
        if (!item || typeof item.value !== 'number') return null;
        // Beside the colour, the judgement in words: the report is printed and faxed in black and white too.
        const label =
          item.judgement === 'NORMAL' ? valueText(item) : `${valueText(item)} ${SHORT_JUDGEMENTS[item.judgement]}`;
        return { value: item.value, label, color: POINT_COLORS[item.judgement] };
      }),
    });
  }
  return panels;
}

/** By deadline, then by what a row shows: items of one deadline stay in the same order on every print. */
export function claimablesInOrder(claimables: NonNullable<MedicalReportView['analysis']['claimables']>) {
  return [...claimables].sort(
    (a, b) =>
      byText(a.claimDeadline, b.claimDeadline) ||
      byText(a.eventDate, b.eventDate) ||
      byText(a.insuCompNm, b.insuCompNm) ||
      byText(a.coverageNm, b.coverageNm) ||
      a.estimatedAmount - b.estimatedAmount ||
      byText(a.basis, b.basis),
  );
}

/** The medical report as PDF bytes: pure, from the report's data (runs in a worker thread). */
export async function buildMedicalReportPdf(report: MedicalReportView, createdAt: Date): Promise<Buffer> {
  const { analysis, client, consultant, treatments, medications, checkups } = report;
  const summary = analysis.summary!;
  const disclosures = analysis.disclosures ?? [];
  const claimables = analysis.claimables;
  const pdf = new ReportPdf({
    title: `진료·건강 분석 리포트 - ${client.name}`,
    footer: `진료·건강 분석 리포트 · ${client.name} 고객님 · 분석기준일 ${dotted(analysis.analysisDate)}`,
    createdAt,
  });
  const valueText = valueFormats(checkups);

  // ---- cover and summary ----
  pdf.cover(
    '진료·건강 분석 리포트',
    `${client.name} 고객님의 진료·건강검진 기록 분석`,
    `분석기준일 ${dotted(analysis.analysisDate)} · 조회 기간 ${dotted(analysis.period.from)} ~ ${dotted(analysis.period.to)}`,
  );
  pdf.table(
    [
      { header: '항목', width: 110 },
      { header: '내용', width: CONTENT_WIDTH - 110 },
    ],
    [
      ['고객명', client.name],
      ['성별·나이', `${GENDER_LABELS[client.gender]}, 만 ${client.age}세`],
      ['담당 설계사', consultant.orgName ? `${consultant.name} (${consultant.orgName})` : consultant.name],
      ['분석기준일', dotted(analysis.analysisDate)],
      ['조회 기간', `${dotted(analysis.period.from)} ~ ${dotted(analysis.period.to)} (5년)`],
      ['발행일', dotted(koreaDate(new Date(report.generatedAt)))],
    ],
    10,
  );

  pdf.heading('요약');
  pdf.statBoxes([
    ['진료 기록', `${summary.treatmentCount}건`],
    ['입원', `${summary.inpatientCount}건`],
    ['수술', `${summary.surgeryCount}건`],
    ['처방 약품', `${summary.medicationCount}건`],
    ['건강검진', `${summary.checkupCount}회`],
  ]);
  if (summary.missingSources.length > 0) {
    pdf.text(
      `${summary.missingSources.map((s) => SOURCE_LABELS[s]).join(', ')}을 가져오지 못했습니다. 해당 기록에 ` +
        '근거한 항목은 판단불가로 표시됩니다.',
      { size: 9.5, color: '#b91c1c', gap: 6 },
    );
  }
  pdf.label('계약 전 알릴 의무 초안', MARGIN, pdf.y, CONTENT_WIDTH, { size: 11, bold: true });
  pdf.y += 18;
  pdf.table(
    [
      { header: '질문', width: CONTENT_WIDTH - 90 },
      { header: '초안 답변', width: 90, align: 'center' },
    ],
    disclosures.map((d, i) => [
      `${i + 1}. ${QUESTION_SHORT[d.questionCd] ?? d.questionCd}`,
      { text: d.answerLabel, color: ANSWER_COLORS[d.answer], bold: true },
    ]),
    9,
  );
  if (claimables === null) {
    pdf.text('연결된 보장분석이 없어 청구 가능 보험금은 계산하지 않았습니다.', { size: 9.5, gap: 4 });
  } else if (claimables.length === 0) {
    pdf.text('청구 기한이 남은 청구 가능 보험금이 없습니다.', { size: 9.5, gap: 4 });
  } else {
    const total = claimables.reduce((s, c) => s + c.estimatedAmount, 0);
    const earliest = claimables.map((c) => c.claimDeadline).sort()[0];
    pdf.text(
      `청구 가능 보험금 ${claimables.length}건, 추정 합계 ${formatWon(total)}. 가장 빠른 청구 기한은 ` +
        `${dotted(earliest)}입니다.`,
      { size: 9.5, bold: true, gap: 4 },
    );
  }

  // ---- checkups ----
  pdf.newPage();
  pdf.heading('건강검진 결과');
  if (checkups.length === 0) {
    pdf.text(
      summary.missingSources.includes('CHECKUPS')
        ? '건강검진 기록을 가져오지 못했습니다.'
        : '조회 기간에 건강검진 기록이 없습니다.',
      { size: 10, gap: 8 },
    );
  } else {
    pdf.text(
      '국민건강보험공단 일반건강검진 결과를 국가건강검진 판정기준으로 판정했습니다. 정상(경계)은 주황색, 질환의심은 ' +
        `빨간색으로 표시합니다.${checkups.length > 3 ? ` 최근 3회만 표에 표시합니다 (전체 ${checkups.length}회).` : ''}`,
      { size: 8.5, color: COLORS.muted, gap: 6 },
    );
    const { shown, rows } = checkupTable(
      checkups,
      valueText,
      (judgement, text, bold = judgement === 'ABNORMAL'): TableCell => ({
        text,
        color: JUDGEMENT_COLORS[judgement],
        bold,
      }),
    );
    const fixed = 118 + 86;
    const columnWidth = (CONTENT_WIDTH - fixed) / shown.length;
    pdf.table(
      [
        { header: '검사 항목', width: 118 },
        { header: '정상 기준', width: 86 },
        ...shown.map((c) => ({
          header: `${dotted(c.checkupDate)} (${STAGE_LABELS[c.stage]})`,
          width: columnWidth,
          align: 'center' as const,
        })),
      ],
      rows,
      8.5,
    );
    const panels = trendPanelsOf(checkups, valueText);
    if (panels.length > 0) {
      pdf.heading('주요 수치의 변화', 110);
      pdf.trendPanels(panels, { columns: 3, height: 100 });
      pdf.text('점의 색: 초록 정상, 주황 정상(경계), 빨강 질환의심. 정상이 아닌 값에는 판정을 함께 적었습니다.', {
        size: 8,
        color: COLORS.muted,
      });
    }
  }

  // ---- disclosures ----
  pdf.newPage();
  pdf.heading('계약 전 알릴 의무 답변 초안');
  pdf.text(
    '조회된 기록으로 표준 알릴 의무 질문 다섯 가지의 답변을 미리 살펴본 설계사 참고용 초안입니다. 고객의 답변이 ' +
      '아니며, 청약서는 고객 본인이 사실대로 작성해야 합니다. 해당: 기록이 사실을 보여 줌 · 확인필요: 기록이 가능성을 ' +
      '보여 주므로 고객에게 확인 · 기록없음: 조회된 기록에 없음(사실이 없다는 증명은 아님) · 판단불가: 필요한 기록을 ' +
      '가져오지 못함.',
    { size: 8.5, color: COLORS.muted, gap: 8 },
  );
  disclosures.forEach((d, i) => {
    const evidence = evidenceOf(report, d, valueText);
    const paragraphs: [string, string?][] = [];
    // The note of a proven ten-disease answer is the diseases' names.
    if (d.note)
      paragraphs.push([d.questionCd === 'Q5_5Y_TEN_DISEASES' && d.answer === 'YES' ? `해당 질병: ${d.note}` : d.note]);
    if (evidence.length === 0) {
      if (d.answer === 'NO_RECORD') paragraphs.push(['조회된 기록에서 해당 내용을 찾지 못했습니다.', COLORS.muted]);
    } else {
      paragraphs.push([`근거 기록 ${evidence.length}건`, COLORS.muted]);
      for (const line of evidence.slice(0, EVIDENCE_LINES)) paragraphs.push([`· ${line}`]);
      if (evidence.length > EVIDENCE_LINES) {
        paragraphs.push([`외 ${evidence.length - EVIDENCE_LINES}건 (진료 내역 참조)`, COLORS.muted]);
      }
    }
    pdf.card(`${i + 1}. ${d.question}`, { text: d.answerLabel, color: ANSWER_COLORS[d.answer] }, paragraphs);
  });

  // ---- treatments and medications ----
  pdf.newPage();
  pdf.heading('진료 내역');
  if (treatments.length === 0) {
    pdf.text(
      summary.missingSources.includes('TREATMENTS')
        ? '진료 기록을 가져오지 못했습니다.'
        : '조회 기간에 진료 기록이 없습니다.',
      { size: 10, gap: 8 },
    );
  } else {
    pdf.text('건강보험심사평가원의 진료 기록입니다 (최근 순). 입원은 입원일과 입원 일수로 표시합니다.', {
      size: 8.5,
      color: COLORS.muted,
      gap: 6,
    });
    pdf.table(
      [
        { header: '진료일', width: 56, align: 'center' },
        { header: '의료기관', width: 92 },
        { header: '진료과', width: 52 },
        { header: '진단명 (코드)', width: 120 },
        { header: '구분', width: 34, align: 'center' },
        { header: '일수', width: 28, align: 'right' },
        { header: '수술', width: CONTENT_WIDTH - 440 },
        { header: '본인부담', width: 58, align: 'right' },
      ],
      treatments.map((t) => [
        dotted(t.visitDate),
        t.institutionNm,
        t.departmentNm,
        `${t.diagnosisNm} (${t.diagnosisCd})`,
        VISIT_TYPE_LABELS[t.visitType],
        `${t.days}일`,
        t.surgery ? (t.surgeryNm ?? '있음') : '-',
        formatWon(t.patientPaid),
      ]),
      8,
    );
  }
  if (medications.length > 0) {
    pdf.heading('처방 내역', 60);
    pdf.table(
      [
        { header: '처방일', width: 60, align: 'center' },
        { header: '약품명', width: 150 },
        { header: '성분', width: 120 },
        { header: '약효 분류', width: 90 },
        { header: '투약 일수', width: CONTENT_WIDTH - 420, align: 'right' },
      ],
      medications.map((m) => [
        dotted(m.prescribedDate),
        m.drugNm,
        m.ingredientCd,
        m.drugClass ? DRUG_CLASS_LABELS[m.drugClass] : '-',
        `${m.days}일`,
      ]),
      8,
    );
  }

  // ---- claimables ----
  pdf.heading('청구 가능 보험금');
  if (claimables === null) {
    pdf.text(
      '이 분석에는 연결된 보장분석이 없어 청구 가능 보험금을 계산하지 않았습니다. 같은 고객의 보장분석을 연결하면 ' +
        '진료 기록과 가입 계약을 비교해 아직 청구하지 않은 보험금을 찾아 드립니다.',
      { size: 9.5, gap: 8 },
    );
  } else if (claimables.length === 0) {
    pdf.text('연결된 보장분석의 계약으로 청구 기한이 남은 보험금을 찾지 못했습니다.', { size: 9.5, gap: 8 });
  } else {
    pdf.text(
      '보험금 청구권은 사고일(진료일)로부터 3년이 지나면 소멸합니다(상법 제662조). 청구 기한은 청구할 수 있는 ' +
        '마지막 날이며, 기한이 빠른 순으로 표시합니다. 금액은 추정치입니다.',
      { size: 8.5, color: COLORS.muted, gap: 6 },
    );
    pdf.table(
      [
        { header: '보험사', width: 62 },
        { header: '보장명', width: 118 },
        { header: '진료일', width: 56, align: 'center' },
        { header: '추정 금액', width: 66, align: 'right' },
        { header: '청구 기한', width: 72, align: 'center' },
        { header: '비고', width: CONTENT_WIDTH - 374 },
      ],
      // By deadline, then by what the row shows: items of one deadline stay in the same order on every print.
      claimablesInOrder(claimables).map((c) => {
        const left = daysBetween(analysis.analysisDate, c.claimDeadline);
        return [
          c.insuCompNm,
          c.coverageNm,
          dotted(c.eventDate),
          formatWon(c.estimatedAmount),
          { text: `${dotted(c.claimDeadline)}\n(D-${left})`, color: left <= 90 ? '#b91c1c' : COLORS.text },
          c.claimReqId ? `청구 접수됨 (${c.claimReqId})\n${c.basis}` : c.basis,
        ];
      }),
      8,
    );
  }

  // ---- disclaimer ----
  pdf.heading('유의사항', 60);
  pdf.text(report.disclaimer, { size: 9, color: COLORS.muted, gap: 6 });
  if (analysis.sandbox) {
    pdf.text('이 보고서는 시험용(샌드박스) 데이터로 작성되었습니다.', { size: 9, bold: true, color: '#b91c1c' });
  }
  return pdf.finish();
}
