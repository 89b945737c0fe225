/** Korean messages for the error codes an operator meets in the console; others show the server's detail. */
const MESSAGES: Record<string, string> = {
  SIGN_IN_FAILED: '이메일 또는 비밀번호가 올바르지 않거나, 계정이 잠겼거나 비활성화되었습니다.',
  AUTH_RATE_LIMITED: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도하세요.',
  SESSION_INVALID: '세션이 만료되었습니다. 다시 로그인하세요.',
  API_KEY_MISSING: '세션이 만료되었습니다. 다시 로그인하세요.',
  OPERATOR_LOCKED:
    '계정이 잠겼습니다. 비밀번호가 5번 연속 틀려 잠겼으며, 관리자가 운영자 화면에서 잠금을 풀어야 로그인할 수 있습니다.',
  NETWORK_ERROR: '서버에 연결하지 못했습니다. 네트워크 연결이나 서버 상태를 확인한 뒤 다시 시도하세요.',
  SERVER_ERROR: '서버 오류로 요청을 처리하지 못했습니다. 잠시 후 다시 시도하세요.',
  CSRF_REJECTED: '콘솔에서 보낸 요청으로 확인되지 않아 거부되었습니다.',
  OPERATOR_SCOPE: '이 작업을 할 권한이 없습니다.',
  AS_REVIEW_STALE: '다른 운영자가 먼저 이 요청을 처리했습니다. 최신 내용을 불러왔으니 확인 후 다시 처리하세요.',
  AS_REQUEST_CLOSED: '이미 종료된 AS 요청입니다.',
  AS_REJECTION_REASON_REQUIRED: '반려하려면 사유를 검수 메모에 적으세요.',
  AS_INVALID_TRANSITION: '이 AS 요청은 이미 승인·반려·취소되어 바꿀 수 없습니다.',
  FILE_NOT_PREVIEWABLE: '파일을 이미지로 보여 줄 수 없습니다 (손상되었거나 너무 큽니다).',
  INVALID_STATUS_TRANSITION: '지금 상태에서는 그렇게 바꿀 수 없습니다. 목록을 새로 고쳐 확인하세요.',
  PASSWORD_LINK_INVALID: '비밀번호 설정 링크가 만료되었거나 이미 사용되었습니다.',
  VALIDATION_FAILED: '입력값을 확인하세요.',
  NOT_FOUND: '찾을 수 없습니다.',
  OPERATOR_EMAIL_TAKEN: '이미 등록된 이메일입니다.',
  RATE_LIMITED: '요청이 너무 많습니다. 잠시 후 다시 시도하세요.',
  EXPORT_TOO_LARGE: '조건에 맞는 항목이 1만 건을 넘어 내보낼 수 없습니다. 기간이나 공급사로 조건을 좁혀 주세요.',
  CONSENT_TERMS_EXISTS:
    '이 버전은 다른 내용으로 이미 등록되어 있습니다. 등록한 버전은 바꿀 수 없으니 새 버전 이름을 쓰세요.',
  FILE_NOT_USABLE:
    '이 파일을 쓸 수 없습니다. 이 공급사가 자기 키로 올린 동의 약관 파일(PDF 또는 텍스트)인지, 업로드를 마쳤는지 확인하세요.',
};

/** Codes whose detail says what to do (at which address the console accepts changes): shown after the message. */
const WITH_DETAIL = new Set(['CSRF_REJECTED']);

export function messageOf(code: string, detail?: string): string {
  const message = MESSAGES[code];
  if (message !== undefined && detail && WITH_DETAIL.has(code)) return `${message} ${detail}`;
  return message ?? detail ?? `요청을 처리하지 못했습니다 (${code}).`;
}
