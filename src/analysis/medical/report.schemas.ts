import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableString } from '../../platform/schemas.js';
import { Gender } from '../schemas.js';
import { Checkup, MedicalAnalysis, Medication, Treatment } from './medical.schemas.js';

/**
 * The data of the medical report (contract §7.3 `{analysis, treatments, medications, checkups, generatedAt,
 * disclaimer}` and what the PDF's cover shows besides).
 */
export const MedicalReport = component(
  'MedicalReport',
  Type.Object({
    analysis: MedicalAnalysis,
    treatments: Type.Array(Treatment, { description: 'Newest first' }),
    medications: Type.Array(Medication, { description: 'Newest first' }),
    checkups: Type.Array(Checkup, { description: 'Newest first' }),
    client: Type.Object(
      {
        name: Type.String({ description: 'Masked (홍*동), as the cover prints it (contract §7.3)' }),
        gender: Gender,
        age: Type.Integer({ description: '만 나이 on analysisDate' }),
      },
      { description: 'The client as the cover of the report names them' },
    ),
    consultant: Type.Object(
      {
        fcUserCi: Type.String(),
        name: Type.String(),
        orgName: NullableString,
      },
      { description: 'The consultant the analysis is for (the cover names them)' },
    ),
    generatedAt: DateTime,
    disclaimer: Type.String({
      description: 'The notice printed at the end of the report; it begins with the text of contract §7.3',
    }),
  }),
);

/** What every medical report carries (contract §7.3), word for word. */
export const MEDICAL_RECORDS_NOTICE =
  '건강보험 급여 진료기록 기준이며 비급여·자동차보험·산재 진료와 아직 청구되지 않은 최근 진료는 포함되지 ' +
  '않습니다. 청약서는 고객 본인이 사실대로 작성해야 합니다.';

/** Printed at the end of every medical report and given in report.json: the notice of §7.3, then what it is for. */
export const MEDICAL_DISCLAIMER =
  `${MEDICAL_RECORDS_NOTICE} ` +
  '계약 전 알릴 의무 답변은 조회된 기록으로 만든 설계사 참고용 초안이며 고객의 답변이 아닙니다. 기록없음은 조회된 ' +
  '기록에 해당 내용이 없다는 뜻일 뿐 해당 사실이 없음을 뜻하지 않습니다. 청구 가능 보험금은 급여 진료기록과 ' +
  '보장분석의 계약으로 추정한 금액이며, 실제 지급 여부와 금액은 각 보험사의 약관과 심사에 따릅니다.';
