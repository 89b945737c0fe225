import { koreaDate } from '../../platform/korea-time.js';
import { daysBetween } from '../korean-age.js';
import {
  type Cell,
  escapeHtml,
  factList,
  para,
  section,
  stats,
  type Tone,
  table,
  trendPanels,
} from '../reports/html.js';
import { formatWon } from '../reports/pdf.js';
import type { Answer } from './disclosures.rules.js';
import { DRUG_CLASS_LABELS, type Judgement, VISIT_TYPE_LABELS } from './records.js';
import {
  checkupTable,
  claimablesInOrder,
  dotted,
  EVIDENCE_LINES,
  evidenceOf,
  GENDER_LABELS,
  type MedicalReportView,
  QUESTION_SHORT,
  SOURCE_LABELS,
  STAGE_LABELS,
  trendPanelsOf,
  valueFormats,
} from './report-pdf.js';

const JUDGEMENT_TONES: Record<Judgement, Tone | undefined> = {
  NORMAL: undefined,
  BORDERLINE: 'orange',
  ABNORMAL: 'red',
};
const ANSWER_TONES: Record<Answer, Tone> = {
  YES: 'red',
  CHECK: 'orange',
  NO_RECORD: 'green',
  NOT_DETERMINABLE: 'gray',
};

/**
 * The medical report as the sections of a web page: the PDF's cover facts, summary, checkups with their judgements,
 * the disclosure drafts with their evidence, treatments and prescriptions, claimables with their deadlines and the
 * notice, from the same report data and with the same wording.
 */
export function medicalReportHtml(report: MedicalReportView): string {
  const { analysis, client, consultant, medications, checkups } = report;
  const summary = analysis.summary!;
  const disclosures = analysis.disclosures ?? [];
  const claimables = analysis.claimables;
  const valueText = valueFormats(checkups);
  const period = `${dotted(analysis.period.from)} ~ ${dotted(analysis.period.to)}`;

  const facts = factList([
    ['고객명', client.name],
    ['성별·나이', `${GENDER_LABELS[client.gender]}, 만 ${client.age}세`],
    ['담당 설계사', consultant.orgName ? `${consultant.name} (${consultant.orgName})` : consultant.name],
    ['분석기준일', dotted(analysis.analysisDate)],
    // The dates alone: with "(5년)" the line was within a few pixels of the 360 px page's width, so whether it
    // wrapped changed with the day's digits and the browser's version.
    ['조회 기간', period],
    ['발행일', dotted(koreaDate(new Date(report.generatedAt)))],
  ]);

  let claimSummary: string;
  if (claimables === null) claimSummary = '연결된 보장분석이 없어 청구 가능 보험금은 계산하지 않았습니다.';
  else if (claimables.length === 0) claimSummary = '청구 기한이 남은 청구 가능 보험금이 없습니다.';
  else {
    const total = claimables.reduce((s, c) => s + c.estimatedAmount, 0);
    const earliest = claimables.map((c) => c.claimDeadline).sort()[0];
    claimSummary =
      `청구 가능 보험금 ${claimables.length}건, 추정 합계 ${formatWon(total)}. 가장 빠른 청구 기한은 ` +
      `${dotted(earliest)}입니다.`;
  }
  const summaryHtml =
    stats([
      ['진료 기록', `${summary.treatmentCount}건`],
      ['입원', `${summary.inpatientCount}건`],
      ['수술', `${summary.surgeryCount}건`],
      ['처방 약품', `${summary.medicationCount}건`],
      ['건강검진', `${summary.checkupCount}회`],
    ]) +
    (summary.missingSources.length > 0
      ? para(
          `${summary.missingSources.map((s) => SOURCE_LABELS[s]).join(', ')}을 가져오지 못했습니다. 해당 기록에 ` +
            '근거한 항목은 판단불가로 표시됩니다.',
          'red',
        )
      : '') +
    '<h3>계약 전 알릴 의무 초안</h3>' +
    table(
      [{ header: '질문' }, { header: '초안 답변' }],
      disclosures.map((d, i) => [
        `${i + 1}. ${QUESTION_SHORT[d.questionCd] ?? d.questionCd}`,
        { text: d.answerLabel, tone: ANSWER_TONES[d.answer], bold: true },
      ]),
    ) +
    `<p><strong>${escapeHtml(claimSummary)}</strong></p>`;

  return (
    section('facts', '리포트 정보', facts) +
    section('summary', '요약', summaryHtml) +
    section('checkups', '건강검진 결과', checkupsHtml(report, valueText)) +
    section('disclosures', '계약 전 알릴 의무 답변 초안', disclosuresHtml(report, valueText)) +
    section('treatments', '진료 내역', treatmentsHtml(report)) +
    (medications.length > 0 ? section('medications', '처방 내역', medicationsHtml(medications)) : '') +
    section('claimables', '청구 가능 보험금', claimablesHtml(report)) +
    section(
      'notice',
      '유의사항',
      para(report.disclaimer, 'muted small') +
        (analysis.sandbox
          ? '<p class="red"><strong>이 보고서는 시험용(샌드박스) 데이터로 작성되었습니다.</strong></p>'
          : ''),
    )
  );
}

type ValueText = ReturnType<typeof valueFormats>;

function checkupsHtml(report: MedicalReportView, valueText: ValueText) {
  const { checkups, analysis } = report;
  if (checkups.length === 0) {
    return para(
      analysis.summary?.missingSources.includes('CHECKUPS')
        ? '건강검진 기록을 가져오지 못했습니다.'
        : '조회 기간에 건강검진 기록이 없습니다.',
    );
  }
  const { shown, rows } = checkupTable(
    checkups,
    valueText,
    (judgement, text, bold = judgement === 'ABNORMAL'): Cell => ({ text, tone: JUDGEMENT_TONES[judgement], bold }),
  );
  const panels = trendPanelsOf(checkups, valueText);
  return (
    para(
      '국민건강보험공단 일반건강검진 결과를 국가건강검진 판정기준으로 판정했습니다. 정상(경계)은 주황색, 질환의심은 ' +
        `빨간색으로 표시합니다.${checkups.length > 3 ? ` 최근 3회만 표에 표시합니다 (전체 ${checkups.length}회).` : ''}`,
      'muted small',
    ) +
    table(
      [
        { header: '검사 항목' },
        { header: '정상 기준' },
        ...shown.map((c) => ({ header: `${dotted(c.checkupDate)} (${STAGE_LABELS[c.stage]})` })),
      ],
      rows,
    ) +
    (panels.length > 0
      ? `<h3>주요 수치의 변화</h3>${trendPanels(panels)}${para(
          '점의 색: 초록 정상, 주황 정상(경계), 빨강 질환의심. 정상이 아닌 값에는 판정을 함께 적었습니다.',
          'muted small',
        )}`
      : '')
  );
}

function disclosuresHtml(report: MedicalReportView, valueText: ValueText) {
  const intro = para(
    '조회된 기록으로 표준 알릴 의무 질문 다섯 가지의 답변을 미리 살펴본 설계사 참고용 초안입니다. 고객의 답변이 ' +
      '아니며, 청약서는 고객 본인이 사실대로 작성해야 합니다. 해당: 기록이 사실을 보여 줌 · 확인필요: 기록이 가능성을 ' +
      '보여 주므로 고객에게 확인 · 기록없음: 조회된 기록에 없음(사실이 없다는 증명은 아님) · 판단불가: 필요한 기록을 ' +
      '가져오지 못함.',
    'muted small',
  );
  const cards = (report.analysis.disclosures ?? []).map((d, i) => {
    const evidence = evidenceOf(report, d, valueText);
    const parts: string[] = [];
    if (d.note) {
      parts.push(para(d.questionCd === 'Q5_5Y_TEN_DISEASES' && d.answer === 'YES' ? `해당 질병: ${d.note}` : d.note));
    }
    if (evidence.length === 0) {
      if (d.answer === 'NO_RECORD') parts.push(para('조회된 기록에서 해당 내용을 찾지 못했습니다.', 'muted small'));
    } else {
      parts.push(para(`근거 기록 ${evidence.length}건`, 'muted small'));
      parts.push(
        `<ul class="evidence">${evidence
          .slice(0, EVIDENCE_LINES)
          .map((line) => `<li>${escapeHtml(line)}</li>`)
          .join('')}</ul>`,
      );
      if (evidence.length > EVIDENCE_LINES) {
        parts.push(para(`외 ${evidence.length - EVIDENCE_LINES}건 (진료 내역 참조)`, 'muted small'));
      }
    }
    return (
      `<article class="card" aria-labelledby="q${i + 1}"><h3 id="q${i + 1}">${escapeHtml(`${i + 1}. ${d.question}`)}</h3>` +
      `<p><span class="badge ${ANSWER_TONES[d.answer]}">${escapeHtml(d.answerLabel)}</span></p>${parts.join('')}</article>`
    );
  });
  return intro + cards.join('');
}

function treatmentsHtml(report: MedicalReportView) {
  const { treatments, analysis } = report;
  if (treatments.length === 0) {
    return para(
      analysis.summary?.missingSources.includes('TREATMENTS')
        ? '진료 기록을 가져오지 못했습니다.'
        : '조회 기간에 진료 기록이 없습니다.',
    );
  }
  return (
    para('건강보험심사평가원의 진료 기록입니다 (최근 순). 입원은 입원일과 입원 일수로 표시합니다.', 'muted small') +
    table(
      [
        { header: '진료일' },
        { header: '의료기관' },
        { header: '진료과' },
        { header: '진단명 (코드)' },
        { header: '구분' },
        { header: '일수', num: true },
        { header: '수술' },
        { header: '본인부담', num: true },
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
    )
  );
}

function medicationsHtml(medications: MedicalReportView['medications']) {
  return table(
    [
      { header: '처방일' },
      { header: '약품명' },
      { header: '성분' },
      { header: '약효 분류' },
      { header: '투약 일수', num: true },
    ],
    medications.map((m) => [
      dotted(m.prescribedDate),
      m.drugNm,
      m.ingredientCd,
      m.drugClass ? DRUG_CLASS_LABELS[m.drugClass] : '-',
      `${m.days}일`,
    ]),
  );
}

function claimablesHtml(report: MedicalReportView) {
  const { claimables, analysisDate } = report.analysis;
  if (claimables === null) {
    return para(
      '이 분석에는 연결된 보장분석이 없어 청구 가능 보험금을 계산하지 않았습니다. 같은 고객의 보장분석을 연결하면 ' +
        '진료 기록과 가입 계약을 비교해 아직 청구하지 않은 보험금을 찾아 드립니다.',
    );
  }
  if (claimables.length === 0) return para('연결된 보장분석의 계약으로 청구 기한이 남은 보험금을 찾지 못했습니다.');
  return (
    para(
      '보험금 청구권은 사고일(진료일)로부터 3년이 지나면 소멸합니다(상법 제662조). 청구 기한은 청구할 수 있는 ' +
        '마지막 날이며, 기한이 빠른 순으로 표시합니다. 금액은 추정치입니다.',
      'muted small',
    ) +
    table(
      [
        { header: '보험사' },
        { header: '보장명' },
        { header: '진료일' },
        { header: '추정 금액', num: true },
        { header: '청구 기한' },
        { header: '비고' },
      ],
      claimablesInOrder(claimables).map((c) => {
        const left = daysBetween(analysisDate, c.claimDeadline);
        return [
          c.insuCompNm,
          c.coverageNm,
          dotted(c.eventDate),
          formatWon(c.estimatedAmount),
          { text: `${dotted(c.claimDeadline)} (D-${left})`, tone: left <= 90 ? 'red' : undefined },
          c.claimReqId ? `청구 접수됨 (${c.claimReqId}) ${c.basis}` : c.basis,
        ];
      }),
    )
  );
}
