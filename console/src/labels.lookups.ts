/** Korean labels of the codes the review and lookup screens show (the shared ones are in labels.ts). */
export const AS_STATUS: Record<string, string> = {
  WAITING: '대기',
  HOLD: '보류',
  APPROVED: '승인',
  REJECTED: '반려',
  CANCELLED: '취소',
};

export const LEAD_EVENT: Record<string, string> = {
  REGISTERED: '등록',
  PROVISIONALLY_ASSIGNED: '가배정',
  CONFIRMED: '배정 확정',
  RELEASED: '가배정 해제',
  RECALLED: '회수',
  DISTRIBUTED: '분배',
  DISTRIBUTION_RECALLED: '분배 회수',
  RETURNED: '반품',
  USED: '사용',
};

export const ORDER_SOURCE: Record<string, string> = { ORDER: '주문', AUTO: '자동', DISTRIBUTION: '분배' };

/** Badge colours dark enough for their text to read (4.5:1) on the light badge background. */
export const STATUS_COLOR: Record<string, string> = {
  WAITING: 'blue.9',
  HOLD: 'violet.9',
  APPROVED: 'teal.9',
  REJECTED: 'red.9',
  CANCELLED: 'gray.7',
  FAILED: 'red.9',
  SENDING: 'blue.9',
  SENT: 'cyan.9',
  COMPLETE: 'teal.9',
  RECEIVED: 'indigo.9',
  PENDING: 'blue.9',
  IN_PROGRESS: 'indigo.9',
  COMPLETED: 'teal.9',
};
