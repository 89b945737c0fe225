import type { Static } from 'typebox';
import { koreaDate } from '../../platform/korea-time.js';
import { BAR_TRACK, COLORS, CONTENT_WIDTH, formatWon, MARGIN, ReportPdf } from '../reports/pdf.js';
import { CONTRACT_STATUS_LABELS } from './analyses.schemas.js';
import type { CategoryCd } from './categories.js';
import type { CoverageReport } from './report.schemas.js';

export type CoverageReportView = Static<typeof CoverageReport>;

export const STATUS_COLORS = { NONE: '#b91c1c', SHORT: '#d97706', ADEQUATE: '#15803d', EXCESS: '#1d4ed8' } as const;
export const UNIT_SUFFIX = { LUMP_SUM: '', PER_EVENT: ' (1회당)', PER_DAY: ' (1일당)', LIMIT: ' (한도)' } as const;
export const PRODUCT_TYPE_LABELS = { PROTECTION: '보장성', SAVINGS: '저축성', ANNUITY: '연금' } as const;
export const PAY_CYCLE_LABELS = {
  MONTHLY: '월납',
  QUARTERLY: '3개월납',
  SEMIANNUAL: '6개월납',
  ANNUAL: '연납',
  LUMP_SUM: '일시납',
};
export const GENDER_LABELS = { M: '남', F: '여' } as const;

/** The lump-sum categories the coverage-by-age chart follows: what a client's protection mostly rests on. */
export const TIMELINE_CATEGORIES: { cd: CategoryCd; color: string; dash?: [number, number] }[] = [
  { cd: 'DEATH_GENERAL', color: '#1f2933' },
  { cd: 'CANCER', color: '#1d4ed8', dash: [6, 3] },
  { cd: 'CEREBROVASCULAR', color: '#15803d', dash: [2, 2] },
  { cd: 'ISCHEMIC_HEART', color: '#b91c1c', dash: [8, 2] },
  { cd: 'DISABILITY_DISEASE', color: '#7c3aed', dash: [1, 3] },
];

export const dotted = (iso: string) => iso.replaceAll('-', '.');

/**
 * A contract as a row of the contracts table (PDF and page alike): insurer, product, type, status, insured, dates
 * (`종신` for no end), premium with its cycle after `premiumBreak`.
 */
export const contractRow = (
  c: NonNullable<CoverageReportView['analysis']['contracts']>[number],
  premiumBreak: string,
) => [
  c.insuCompNm,
  c.productNm,
  PRODUCT_TYPE_LABELS[c.productType],
  CONTRACT_STATUS_LABELS[c.status],
  c.insured.name,
  dotted(c.contractDate),
  c.endDate ? dotted(c.endDate) : '종신',
  `${formatWon(c.premium)}${premiumBreak}${PAY_CYCLE_LABELS[c.payCycle]}`,
];
export const compactDotted = (d: string) => `${d.slice(0, 4)}.${d.slice(4, 6)}.${d.slice(6, 8)}`;

/** `3,000만` on the chart axis. */
export const axisWon = (v: number) => (v === 0 ? '0' : formatWon(v).replace(/원$/, ''));

/** The categories most in need of more coverage (none or short, by the share missing): the summary's table. */
export function gapsOf(categories: CoverageReportView['analysis']['categories']) {
  return (categories ?? [])
    .filter((c) => c.status === 'NONE' || c.status === 'SHORT')
    .sort((a, b) => b.gap / b.recommendedAmount - a.gap / a.recommendedAmount || b.gap - a.gap)
    .slice(0, 8);
}

/** The summary's sentence: the categories by status, and what was left out. */
export function statusSentence(report: CoverageReportView) {
  const categories = report.analysis.categories ?? [];
  const unclassified = report.analysis.summary?.unclassifiedCount ?? 0;
  const count = (s: keyof typeof STATUS_COLORS) => categories.filter((c) => c.status === s).length;
  return (
    `21개 보장 항목 중 적정 ${count('ADEQUATE')}개, 과다 ${count('EXCESS')}개, 부족 ${count('SHORT')}개, ` +
    `미가입 ${count('NONE')}개입니다.` +
    (unclassified > 0 ? ` 분류되지 않은 보장 ${unclassified}건은 합계에서 제외했습니다.` : '')
  );
}

/** The coverage report as PDF bytes: pure, from the report's data (runs in a worker thread). */
export async function buildCoverageReportPdf(report: CoverageReportView, createdAt: Date): Promise<Buffer> {
  const { analysis, client, consultant } = report;
  const summary = analysis.summary!;
  const categories = analysis.categories ?? [];
  const contracts = analysis.contracts ?? [];
  const timeline = analysis.timeline ?? [];
  const pdf = new ReportPdf({
    title: `보장분석 리포트 - ${client.name}`,
    footer: `보장분석 리포트 · ${client.name} 고객님 · 분석기준일 ${dotted(analysis.analysisDate)}`,
    createdAt,
  });
  const doc = pdf.doc;

  // ---- cover ----
  pdf.cover('보장분석 리포트', `${client.name} 고객님의 보험 보장 현황`, `분석기준일 ${dotted(analysis.analysisDate)}`);
  const info: [string, string][] = [
    ['고객명', client.name],
    ['생년월일', `${compactDotted(client.birthDate)} (만 ${client.age}세, ${GENDER_LABELS[client.gender]})`],
    ['연락처', client.phone ?? '-'],
    ['담당 설계사', consultant.orgName ? `${consultant.name} (${consultant.orgName})` : consultant.name],
    ['분석기준일', dotted(analysis.analysisDate)],
    ['발행일', dotted(koreaDate(new Date(report.generatedAt)))],
  ];
  pdf.table(
    [
      { header: '항목', width: 110 },
      { header: '내용', width: CONTENT_WIDTH - 110 },
    ],
    info.map(([k, v]) => [k, v]),
    10,
  );

  // ---- summary ----
  pdf.heading('요약');
  pdf.statBoxes([
    ['전체 계약', `${summary.contractCount}건`],
    ['유지 중인 계약', `${summary.activeContractCount}건`],
    ['월 보험료', formatWon(summary.monthlyPremium)],
    ['보장성 월 보험료', formatWon(summary.protectionMonthlyPremium)],
    ['저축·연금 월 보험료', formatWon(summary.savingsMonthlyPremium)],
  ]);
  pdf.text(statusSentence(report), { size: 10, gap: 8 });
  const gaps = gapsOf(categories);
  if (gaps.length > 0) {
    pdf.label('보완이 필요한 보장', MARGIN, pdf.y, CONTENT_WIDTH, { size: 11, bold: true });
    pdf.y += 18;
    pdf.table(
      [
        { header: '보장 항목', width: 130 },
        { header: '가입 금액', width: 100, align: 'right' },
        { header: '권장 금액', width: 100, align: 'right' },
        { header: '부족 금액', width: 100, align: 'right' },
        { header: '상태', width: CONTENT_WIDTH - 430, align: 'center' },
      ],
      gaps.map((c) => [
        c.categoryNm + UNIT_SUFFIX[c.unit],
        formatWon(c.amount),
        formatWon(c.recommendedAmount),
        formatWon(c.gap),
        c.statusLabel,
      ]),
      9,
    );
  }

  // ---- amount vs recommended, per category ----
  pdf.newPage();
  pdf.heading('보장 항목별 가입 금액과 권장 금액');
  pdf.text(
    '막대는 가입 금액을 권장 금액 대비 비율로 나타냅니다. 굵은 세로선이 권장 금액(100%)이며, 회색 구간은 권장 금액까지 ' +
      '남은 부분입니다. 200%를 넘는 항목은 끝이 열린 막대로 표시합니다.',
    { size: 8.5, color: COLORS.muted, gap: 8 },
  );
  pdf.barChart(
    categories.map((c) => ({
      label: c.categoryNm,
      ratio: c.amount / c.recommendedAmount,
      note: `${c.statusLabel} · 가입 ${formatWon(c.amount)} / 권장 ${formatWon(c.recommendedAmount)}${UNIT_SUFFIX[c.unit]}`,
      color: STATUS_COLORS[c.status],
    })),
    { labelWidth: 95, noteWidth: 200, rowHeight: 25, maxRatio: 2 },
  );
  // Legend of what the bars show: a category without coverage has no bar, only the grey track.
  let x = MARGIN + 95;
  for (const [swatch, label] of [
    [BAR_TRACK, '미가입 (막대 없음)'],
    [STATUS_COLORS.SHORT, '부족 (70% 미만)'],
    [STATUS_COLORS.ADEQUATE, '적정 (150% 이하)'],
    [STATUS_COLORS.EXCESS, '과다'],
  ] as const) {
    doc.rect(x, pdf.y + 1, 9, 9).fill(swatch);
    pdf.label(label, x + 13, pdf.y, 90, { size: 8 });
    x += 95;
  }
  pdf.y += 20;

  // ---- coverage by age ----
  pdf.newPage();
  pdf.heading('나이별 보장 금액 변화');
  pdf.text(
    '주요 진단·사망·장해 보장이 나이에 따라 어떻게 줄어드는지 보여줍니다. 각 시점에 유지되는 계약의 보장만 합산했습니다.',
    { size: 8.5, color: COLORS.muted, gap: 4 },
  );
  const shown = TIMELINE_CATEGORIES.map((t) => ({
    ...t,
    name: categories.find((c) => c.categoryCd === t.cd)?.categoryNm ?? t.cd,
  }));
  pdf.lineChart(
    timeline.map((p) => `${p.age}세`),
    shown.map((t) => ({
      name: t.name,
      color: t.color,
      dash: t.dash,
      values: timeline.map((p) => p.amounts[t.cd]),
    })),
    { height: 230, formatY: axisWon },
  );
  const ageColumnWidth = 100;
  const restWidth = (CONTENT_WIDTH - ageColumnWidth) / shown.length;
  pdf.table(
    [
      { header: '나이 (기준일)', width: ageColumnWidth },
      ...shown.map((t) => ({ header: t.name, width: restWidth, align: 'right' as const })),
    ],
    timeline.map((p) => [`${p.age}세 (${dotted(p.date)})`, ...shown.map((t) => formatWon(p.amounts[t.cd]))]),
    8,
  );

  // ---- contracts ----
  pdf.newPage();
  pdf.heading('보유 계약');
  if (contracts.length === 0) {
    pdf.text('조회된 계약이 없습니다.', { size: 10, gap: 8 });
  } else {
    pdf.table(
      [
        { header: '보험사', width: 66 },
        { header: '상품명', width: 132 },
        { header: '유형', width: 40, align: 'center' },
        { header: '상태', width: 34, align: 'center' },
        { header: '피보험자', width: 50, align: 'center' },
        { header: '계약일', width: 56, align: 'center' },
        { header: '만기일', width: 56, align: 'center' },
        { header: '보험료', width: CONTENT_WIDTH - 434, align: 'right' },
      ],
      contracts.map((c) => contractRow(c, '\n')),
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
