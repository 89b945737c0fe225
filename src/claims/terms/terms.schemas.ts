import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { StrictObject } from '../../platform/schemas.js';

const KoreaDateTime = Type.String({
  maxLength: 40,
  description: 'YYYY-MM-DD HH:MM:SS, Korea time (an ISO 8601 date-time with offset is accepted too)',
});

export const TermsRecord = component(
  'ClaimTerms',
  Type.Object({
    id: Type.Integer(),
    termsNm: Type.String(),
    termsOwnerCd: Type.String(),
    termsVer: Type.String(),
    startedOn: Type.String({ description: 'YYYY-MM-DD HH:MM:SS, Korea time' }),
    endedOn: Type.String({ description: 'YYYY-MM-DD HH:MM:SS, Korea time' }),
    required: Type.Boolean(),
    termsDesc: Type.String({ description: 'HTML, sanitized when saved' }),
  }),
);

export const OwnerCd = Type.String({ pattern: '^[A-Za-z0-9_-]{1,40}$' });

export const TermsOwnerParams = Type.Object({ termsOwnerCd: OwnerCd });

export const CreateTermsBody = StrictObject({
  termsOwnerCd: OwnerCd,
  termsNm: Type.String({ minLength: 1, maxLength: 200 }),
  termsVer: Type.String({ minLength: 1, maxLength: 50 }),
  startedOn: KoreaDateTime,
  endedOn: KoreaDateTime,
  required: Type.Boolean(),
  termsDesc: Type.String({ maxLength: 200_000 }),
});
