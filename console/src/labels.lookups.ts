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

export const STATUS_COLOR: Record<string, string> = {
  WAITING: 'blue',
  HOLD: 'yellow',
  APPROVED: 'green',
  REJECTED: 'gray',
  CANCELLED: 'gray',
  FAILED: 'red',
  SENDING: 'blue',
  SENT: 'teal',
  COMPLETE: 'green',
  RECEIVED: 'indigo',
};
