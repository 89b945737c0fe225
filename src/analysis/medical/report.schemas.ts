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
