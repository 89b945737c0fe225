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
