import { LEAD_EVENT } from './labels.lookups';

/** Korean labels of the consumer-rights codes: consent, suppressions, erasures, providers' and products' settings. */

export const SUPPRESSION_REASON: Record<string, string> = {
  CONSUMER_REQUEST: '본인 요청',
  DNC_REGISTRY: '두낫콜 등록',
  ERASURE_REQUEST: '삭제 요청',
  LEGAL: '법적 요구',
  OTHER: '기타',
};

/** The reasons an operator may give: ERASURE_REQUEST is made by an erasure only. */
export const SUPPRESSION_REASON_GIVEN: Record<string, string> = {
  CONSUMER_REQUEST: '본인 요청',
  DNC_REGISTRY: '두낫콜 등록',
  LEGAL: '법적 요구',
  OTHER: '기타',
};

export const SUPPRESSION_CHANNEL: Record<string, string> = {
  CALL_CENTER: '콜센터',
  CONSULTANT: '설계사',
  WEB: '웹',
  WRITTEN: '서면',
  DONOTCALL: '두낫콜',
};

export const IDENTITY_CHECK: Record<string, string> = {
  PHONE_AUTH: '휴대폰 본인인증',
  CALLBACK: '회신 전화',
  DOCUMENT: '서류 확인',
  NONE: '확인 안 함',
};

/** How the person was told the result. */
export const NOTICE_CHANNEL: Record<string, string> = {
  PHONE: '전화',
  SMS: '문자',
  KAKAO: '카카오 알림톡',
  EMAIL: '이메일',
  WRITTEN: '서면',
};

export const CONSENT_CHANNEL: Record<string, string> = {
  WEB: '웹',
  APP: '앱',
  PHONE: '전화',
  PAPER: '서면',
  EVENT: '행사',
};

export const CONSENT_ITEM: Record<string, string> = {
  NAME: '이름',
  PHONE: '전화번호',
  EMAIL: '이메일',
  BIRTH_DATE: '생년월일',
  GENDER: '성별',
  ADDRESS: '주소',
  REGION: '지역',
  MEMO: '메모',
  METADATA: '추가 정보',
};

export const CONSENT_PURPOSE: Record<string, string> = {
  COLLECTION: '수집·이용',
  THIRD_PARTY_PROVISION: '제3자 제공',
  SOLICITATION: '상품 소개·권유 연락',
  AD_SMS: '광고성 정보 (문자)',
  AD_KAKAO: '광고성 정보 (카카오)',
  AD_EMAIL: '광고성 정보 (이메일)',
  NIGHT_CONTACT: '야간 연락 (21:00–08:00)',
  SENSITIVE_HEALTH: '건강정보',
};

/** Every custody event of a lead's provenance (the history's events and the consumer-rights ones). */
export const CUSTODY_EVENT: Record<string, string> = {
  ...LEAD_EVENT,
  SUPPRESSED: '수신 거부',
  UNSUPPRESSED: '수신 거부 해제',
  ERASED: '개인정보 삭제',
  SLA_EXPIRED: '첫 연락 기한 지남',
};

export const SSN_POLICY: Record<string, string> = {
  DISCARD: '저장하지 않음 (성별·생년월일만 사용)',
  REJECT: '받지 않음 (등록 거부)',
};

export const ROUTING_MODE: Record<string, string> = {
  FIFO: '먼저 들어온 주문부터',
  ROUND_ROBIN: '설계사 순서대로',
};
