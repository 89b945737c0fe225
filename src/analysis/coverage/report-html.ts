import { koreaDate } from '../../platform/korea-time.js';
import {
  barRows,
  COLORS,
  factList,
  legend,
  lineChart,
  para,
  section,
  stats,
  swatch,
  type Tone,
  table,
} from '../reports/html.js';
import { formatWon } from '../reports/pdf.js';
import {
  axisWon,
  type CoverageReportView,
  compactDotted,
  contractRow,
  dotted,
  GENDER_LABELS,
  gapsOf,
  STATUS_COLORS,
  statusSentence,
  TIMELINE_CATEGORIES,
  UNIT_SUFFIX,
} from './report-pdf.js';

const STATUS_TONES: Record<keyof typeof STATUS_COLORS, Tone> = {
  NONE: 'red',
  SHORT: 'orange',
  ADEQUATE: 'green',
  EXCESS: 'gray',
};

/**
 * The coverage report as the sections of a web page: the PDF's cover facts, summary, categories against their
 * recommendation, coverage by age, contracts and notice, from the same report data and with the same wording.
 */
export function coverageReportHtml(report: CoverageReportView): string {
  const { analysis, client, consultant } = report;
  const summary = analysis.summary!;
  const categories = analysis.categories ?? [];
  const contracts = analysis.contracts ?? [];
  const timeline = analysis.timeline ?? [];

  const facts = factList([
    ['고객명', client.name],
    ['생년월일', `${compactDotted(client.birthDate)} (만 ${client.age}세, ${GENDER_LABELS[client.gender]})`],
    ['연락처', client.phone ?? '-'],
    ['담당 설계사', consultant.orgName ? `${consultant.name} (${consultant.orgName})` : consultant.name],
    ['분석기준일', dotted(analysis.analysisDate)],
    ['발행일', dotted(koreaDate(new Date(report.generatedAt)))],
  ]);

  const gaps = gapsOf(categories);
  const summaryHtml =
    stats([
      ['전체 계약', `${summary.contractCount}건`],
      ['유지 중인 계약', `${summary.activeContractCount}건`],
      ['월 보험료', formatWon(summary.monthlyPremium)],
      ['보장성 월 보험료', formatWon(summary.protectionMonthlyPremium)],
      ['저축·연금 월 보험료', formatWon(summary.savingsMonthlyPremium)],
    ]) +
    para(statusSentence(report)) +
    (gaps.length > 0
      ? '<h3>보완이 필요한 보장</h3>' +
        table(
          [
            { header: '보장 항목' },
            { header: '가입 금액', num: true },
            { header: '권장 금액', num: true },
            { header: '부족 금액', num: true },
            { header: '상태' },
          ],
          gaps.map((c) => [
            c.categoryNm + UNIT_SUFFIX[c.unit],
            formatWon(c.amount),
            formatWon(c.recommendedAmount),
            formatWon(c.gap),
            { text: c.statusLabel, tone: STATUS_TONES[c.status] },
          ]),
        )
      : '');

  const bars =
    para(
      '막대는 가입 금액을 권장 금액 대비 비율로 나타냅니다. 세로선이 권장 금액(100%)이며, 회색 구간은 권장 금액까지 ' +
        '남은 부분입니다. 200%를 넘는 항목은 끝이 열린 막대로 표시합니다.',
      'muted small',
    ) +
    legend([
      [swatch(COLORS.track), '미가입 (막대 없음)'],
      [swatch(STATUS_COLORS.SHORT), '부족 (70% 미만)'],
      [swatch(STATUS_COLORS.ADEQUATE), '적정 (150% 이하)'],
      [swatch(STATUS_COLORS.EXCESS), '과다'],
    ]) +
    barRows(
      categories.map((c) => ({
        label: c.categoryNm,
        ratio: c.amount / c.recommendedAmount,
        note: `${c.statusLabel} · 가입 ${formatWon(c.amount)} / 권장 ${formatWon(c.recommendedAmount)}${UNIT_SUFFIX[c.unit]}`,
        color: STATUS_COLORS[c.status],
      })),
    );

  const shown = TIMELINE_CATEGORIES.map((t) => ({
    ...t,
    name: categories.find((c) => c.categoryCd === t.cd)?.categoryNm ?? t.cd,
  }));
  const byAge =
    para(
      '주요 진단·사망·장해 보장이 나이에 따라 어떻게 줄어드는지 보여줍니다. 각 시점에 유지되는 계약의 보장만 합산했습니다.',
      'muted small',
    ) +
    lineChart(
      '나이별 보장 금액 변화',
      timeline.map((p) => `${p.age}세`),
      shown.map((t) => ({ name: t.name, color: t.color, dash: t.dash, values: timeline.map((p) => p.amounts[t.cd]) })),
      axisWon,
    ) +
    table(
      [{ header: '나이 (기준일)' }, ...shown.map((t) => ({ header: t.name, num: true }))],
      timeline.map((p) => [`${p.age}세 (${dotted(p.date)})`, ...shown.map((t) => formatWon(p.amounts[t.cd]))]),
    );

  const contractsHtml =
    contracts.length === 0
      ? para('조회된 계약이 없습니다.')
      : table(
          [
            { header: '보험사' },
            { header: '상품명' },
            { header: '유형' },
            { header: '상태' },
            { header: '피보험자' },
            { header: '계약일' },
            { header: '만기일' },
            { header: '보험료', num: true },
          ],
          contracts.map((c) => contractRow(c, ' ')),
        );

  const notice =
    para(report.disclaimer, 'muted small') +
    (analysis.sandbox
      ? '<p class="red"><strong>이 보고서는 시험용(샌드박스) 데이터로 작성되었습니다.</strong></p>'
      : '');

  return (
    section('facts', '리포트 정보', facts) +
    section('summary', '요약', summaryHtml) +
    section('categories', '보장 항목별 가입 금액과 권장 금액', bars) +
    section('by-age', '나이별 보장 금액 변화', byAge) +
    section('contracts', '보유 계약', contractsHtml) +
    section('notice', '유의사항', notice)
  );
}
