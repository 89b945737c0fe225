import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { StrictObject } from '../../platform/schemas.js';

const Fax = Type.String({ pattern: '^0[0-9]{1,2}-?[0-9]{3,4}-?[0-9]{4}$', description: 'Korean fax number' });
const Tel = Type.String({ pattern: '^[0-9]{2,4}-?[0-9]{3,4}(-?[0-9]{4})?$' });
const Url = Type.String({ format: 'uri', pattern: '^https?://', maxLength: 500 });
export const InsurerCode = Type.String({ pattern: '^[A-Z0-9_]{1,40}$' });
export const BankCode = Type.String({ pattern: '^[0-9]{3}$' });
export const CenterCode = Type.String({ pattern: '^[A-Z0-9_]{1,40}$' });
export const JobCode = Type.String({ pattern: '^[A-Z0-9_]{1,20}$' });
const Name = Type.String({ minLength: 1, maxLength: 100 });
const InsuType = Type.Union([Type.Literal('LIFE'), Type.Literal('NON_LIFE')]);

export const Insurer = component(
  'Insurer',
  Type.Object({
    insuCompCd: Type.String(),
    insuCompNm: Type.String(),
    insuLogoUrl: Type.String(),
    insuFax: Type.String(),
    insuType: InsuType,
  }),
);
export const Bank = component('Bank', Type.Object({ bankCd: Type.String(), bankNm: Type.String() }));
export const PostOfficeCenter = component(
  'PostOfficeCenter',
  Type.Object({
    centerCd: Type.String(),
    centerNm: Type.String(),
    centerFax: Type.String(),
    centerTel: Type.String(),
    centerAddr: Type.String(),
  }),
);
export const JobCodeItem = component(
  'JobCode',
  Type.Object({ jobCd: Type.String(), jobNm: Type.String(), riskGrade: Type.Integer() }),
);

export const PutInsurerBody = StrictObject({
  insuCompCd: Type.Optional(InsurerCode),
  insuCompNm: Name,
  insuLogoUrl: Url,
  insuFax: Fax,
  insuType: InsuType,
});
export const PutBankBody = StrictObject({ bankCd: Type.Optional(BankCode), bankNm: Name });
export const PutCenterBody = StrictObject({
  centerCd: Type.Optional(CenterCode),
  centerNm: Name,
  centerFax: Fax,
  centerTel: Tel,
  centerAddr: Type.String({ minLength: 1, maxLength: 300 }),
});
export const PutJobCodeBody = StrictObject({
  jobCd: Type.Optional(JobCode),
  jobNm: Name,
  riskGrade: Type.Integer({ minimum: 1, maximum: 9, description: '1 lowest risk' }),
});
