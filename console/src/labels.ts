/** Korean labels of the statuses the API answers in English codes. */
export const ORDER_STATUS: Record<string, string> = {
  PENDING: '대기',
  IN_PROGRESS: '진행 중',
  COMPLETED: '완료',
  CANCELLED: '취소',
};

export const CLAIM_STATUS: Record<string, string> = {
  RECEIVED: '접수',
  SENDING: '전송중',
  SENT: '전송완료',
  FAILED: '전송실패',
  COMPLETE: '완료',
  CANCELLED: '취소',
};

export const LEAD_STATUS: Record<string, string> = {
  UNASSIGNED: '미배정',
  PROVISIONAL: '가배정',
  ASSIGNED: '배정',
  RETURNED: '반품',
};

export const ROLE: Record<string, string> = { ADMIN: '관리자', REVIEWER: '검수자', VIEWER: '조회자' };
