import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { DateTime, NullableString } from '../../platform/schemas.js';
import { Gender } from '../schemas.js';
import { CoverageAnalysis } from './analyses.schemas.js';

/** The data of the coverage report (contract §7.2 `{analysis, generatedAt, disclaimer}` and what the PDF shows). */
export const CoverageReport = component(
  'CoverageReport',
  Type.Object({
    analysis: CoverageAnalysis,
    client: Type.Object(
      {
        name: Type.String(),
        birthDate: Type.String({ description: 'YYYYMMDD' }),
        gender: Gender,
        age: Type.Integer({ description: '만 나이 on analysisDate' }),
        phone: Type.Unsafe<string | null>({
          type: ['string', 'null'],
          description: 'Masked (010-****-5678); null when the contracts were entered without it',
        }),
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
    disclaimer: Type.String({ description: 'The notice printed at the end of the report' }),
  }),
);

/** Printed at the end of every coverage report and given in report.json. */
export const COVERAGE_DISCLAIMER =
  '이 보고서는 분석기준일에 조회되었거나 입력된 계약 정보를 바탕으로 보장 금액을 합산하여 참고용으로 작성되었습니다. ' +
  '실제 보험금 지급 여부와 금액은 각 보험사의 약관과 심사에 따르며, 권장 금액은 일반적인 기준으로 개인의 소득·부양가족·' +
  '건강 상태에 따라 다를 수 있습니다. 분류되지 않은 보장은 합계에 포함되지 않았습니다. 계약의 해지·변경 전에는 반드시 ' +
  '보험사 또는 담당 설계사와 상담하시기 바랍니다.';
