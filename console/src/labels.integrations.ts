/** Korean labels of the webhook and lead-import screens' codes. */
export const WEBHOOK_OWNER: Record<string, string> = {
  portal: '포털 키',
  provider: '공급사 키',
  client: '시스템 클라이언트',
};

export const WEBHOOK_EVENT: Record<string, string> = {
  'lead.assigned': '리드 배정',
  'lead.recalled': '리드 회수',
  'lead.suppressed': '수신 거부',
  'lead.unsuppressed': '수신 거부 해제',
  'lead.returned': '리드 반품',
  'as.status_changed': 'AS 상태 변경',
  'order.completed': '주문 완료',
  'claim.status_changed': '청구 상태 변경',
  'coverage_analysis.completed': '보장 분석 완료',
  'medical_analysis.completed': '의료 분석 완료',
  'lead_import.completed': '리드 가져오기 완료',
};

export const DELIVERY_STATUS: Record<string, string> = {
  PENDING: '대기',
  SENDING: '전송 중',
  DELIVERED: '전달됨',
  FAILED: '실패',
};

/** Why an endpoint is off: the service stopped it, its owner's credential was revoked, or someone switched it off. */
export const WEBHOOK_DISABLED: Record<string, string> = {
  FAILING: '계속 실패해 자동 중지',
  KEY_REVOKED: '키 폐기로 중지',
  CLIENT_REVOKED: '클라이언트 폐기로 중지',
};

export const IMPORT_STATUS: Record<string, string> = {
  QUEUED: '대기',
  RUNNING: '진행 중',
  COMPLETED: '완료',
  FAILED: '실패',
  CANCELLED: '취소',
};
