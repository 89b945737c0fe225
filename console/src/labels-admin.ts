/** Korean labels of the admin screens' codes (keys, regions, categories). */
export const KEY_KIND: Record<string, string> = { admin: '관리자', portal: '포털', provider: '공급사' };

export const CATEGORY_GROUP: Record<string, string> = {
  DEATH: '사망',
  DISABILITY: '장해',
  DIAGNOSIS: '진단',
  SURGERY: '수술',
  HOSPITAL: '입원',
  INDEMNITY: '실손',
  OTHER: '기타',
};

export const CATEGORY_UNIT: Record<string, string> = {
  LUMP_SUM: '일시금',
  PER_EVENT: '1회당',
  PER_DAY: '1일당',
  LIMIT: '한도',
};

export const AUDIT_SOURCE: Record<string, string> = {
  ADMIN: '관리 작업',
  PII_ACCESS: '개인정보 열람',
  CLAIMS_ADMIN: '청구 관리',
};

export const CONSULTANT_ROLE: Record<string, string> = { ADMIN: '관리자', MANAGER: '매니저', FC: '설계사' };
