import { createTerms } from '../claims/terms/terms.service.js';
import type { Executor } from '../db/client.js';
import type { Clock } from '../platform/clock.js';
import { koreaDateTime } from '../platform/korea-time.js';

/** The demo terms start the day before they are created. */
const yesterday = (clock: Clock) => new Date(clock() - 86_400_000);

/**
 * The consent terms of the coverage analysis (owner `COVERAGE`): two required (collection and use; inquiry of the
 * contract data) and one optional, so that the demo's flow works from a fresh start. A production database gets its
 * own through the admin terms API.
 */
export const COVERAGE_DEMO_TERMS = [
  {
    termsNm: '개인(신용)정보 수집·이용 동의 (보장분석)',
    required: true,
    termsDesc:
      '<p>보장분석을 위해 고객의 이름, 생년월일, 성별, 휴대전화번호, 통신사와 보험계약 정보를 수집·이용합니다. ' +
      '보유기간: 분석 완료 후 90일.</p>',
  },
  {
    termsNm: '개인(신용)정보 조회 동의 (보험계약 정보)',
    required: true,
    termsDesc: '<p>신용정보집중기관에 등록된 고객의 보험계약 정보를 본인인증 후 조회합니다.</p>',
  },
  {
    termsNm: '보장분석 결과 안내 수신 동의',
    required: false,
    termsDesc: '<p>보장분석 결과 보고서를 문자 또는 카카오톡으로 받습니다.</p>',
  },
] as const;

export const seedCoverageTerms = (db: Executor, clock: Clock) => seedTerms(db, clock, 'COVERAGE', COVERAGE_DEMO_TERMS);

/** The consent terms of the medical analysis (owner `MEDICAL`), the sensitive-information consent among them. */
export const MEDICAL_DEMO_TERMS = [
  {
    termsNm: '개인정보 수집·이용 동의 (진료/건강 분석)',
    required: true,
    termsDesc:
      '<p>진료/건강 분석을 위해 고객의 이름, 생년월일, 성별, 휴대전화번호, 통신사를 수집·이용합니다. ' +
      '보유기간: 분석 완료 후 90일.</p>',
  },
  {
    termsNm: '민감정보(건강정보) 처리 동의',
    required: true,
    termsDesc:
      '<p>건강보험심사평가원의 진료·투약 기록(최근 5년)과 국민건강보험공단의 건강검진 기록을 간편인증 후 ' +
      '조회하여 분석합니다(개인정보 보호법 제23조).</p>',
  },
  {
    termsNm: '진료/건강 분석 결과 안내 수신 동의',
    required: false,
    termsDesc: '<p>분석 결과 보고서를 문자 또는 카카오톡으로 받습니다.</p>',
  },
] as const;

export const seedMedicalTerms = (db: Executor, clock: Clock) => seedTerms(db, clock, 'MEDICAL', MEDICAL_DEMO_TERMS);

/** An owner's demo terms, in force from yesterday (Korea time) on. */
async function seedTerms(
  db: Executor,
  clock: Clock,
  termsOwnerCd: 'COVERAGE' | 'MEDICAL',
  terms: readonly { termsNm: string; required: boolean; termsDesc: string }[],
) {
  const startedOn = koreaDateTime(yesterday(clock));
  const created = [];
  for (const t of terms) {
    created.push(
      await createTerms(db, { termsOwnerCd, termsVer: '2026.1', startedOn, endedOn: '2099-12-31 23:59:59', ...t }),
    );
  }
  return created;
}
