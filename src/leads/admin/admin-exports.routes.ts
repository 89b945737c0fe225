import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { registerCsvExport } from '../../platform/csv-export.js';
import { koreaDateTime } from '../../platform/korea-time.js';
import { listAsQueue } from '../after-service/admin-requests.service.js';
import { AdminAsListQuery, type AdminAsRequest } from '../after-service/after-service.schemas.js';
import { type AdminLead, AdminLeadListQuery } from './admin-leads.schemas.js';
import { listLeads } from './admin-leads.service.js';
import { type AdminOrder, AdminOrderListQuery } from './admin-orders.schemas.js';
import { listAdminOrders } from './admin-orders.service.js';

/** The Korean labels of the codes the files carry beside them (the console's words). */
const LEAD_STATUS: Record<string, string> = {
  UNASSIGNED: '미배정',
  PROVISIONAL: '가배정',
  ASSIGNED: '배정',
  RETURNED: '반품',
};
const ORDER_STATUS: Record<string, string> = {
  PENDING: '대기',
  IN_PROGRESS: '진행 중',
  COMPLETED: '완료',
  CANCELLED: '취소',
};
const ORDER_SOURCE: Record<string, string> = { ORDER: '주문', AUTO: '자동', DISTRIBUTION: '분배' };

const at = (iso: string | null) => (iso === null ? null : koreaDateTime(new Date(iso)));

/**
 * The leads, orders and AS requests lists as CSV files (`…/export.csv`, `platform/csv-export.ts`): the columns of the
 * console's tables, times in Korea time. An AS request's memo and note are left out: free text anyone typed may
 * carry a phone number that no mask covers.
 */
export const adminExportRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const deps = app.deps.leads;

  registerCsvExport<Static<typeof AdminLead>, Static<typeof AdminLeadListQuery>>(app, deps, {
    url: '/admin/v1/leads',
    list: 'leads',
    operationId: 'adminExportLeads',
    tags: ['Admin: leads'],
    summary: 'The filtered lead list as a CSV file (contact masked)',
    query: AdminLeadListQuery,
    load: (caller, q) => listLeads(deps, caller, q),
    columns: [
      { header: '리드 ID', value: (l) => l.id },
      { header: '등록 일시', value: (l) => at(l.createdAt) },
      { header: '공급사 ID', value: (l) => l.providerId },
      { header: '상품', value: (l) => l.productName },
      { header: '상태', value: (l) => LEAD_STATUS[l.status] ?? l.status },
      { header: '상태 코드', value: (l) => l.status },
      { header: '이름', value: (l) => l.name },
      { header: '전화', value: (l) => l.phone },
      { header: '이메일', value: (l) => l.email },
      { header: '지역', value: (l) => l.region },
      { header: '소유 포털 사용자', value: (l) => l.ownerPortalId },
      { header: '주문 ID', value: (l) => l.orderId },
      { header: '배정 일시', value: (l) => at(l.assignedAt) },
      { header: '사용 일시', value: (l) => at(l.usedAt) },
      { header: 'AS 상태', value: (l) => l.latestAsStatus },
      { header: '수신 거부', value: (l) => (l.suppressed ? '예' : '') },
      { header: '삭제됨', value: (l) => (l.erased ? '예' : '') },
    ],
  });

  registerCsvExport<Static<typeof AdminOrder>, Static<typeof AdminOrderListQuery>>(app, deps, {
    url: '/admin/v1/orders',
    list: 'orders',
    operationId: 'adminExportOrders',
    tags: ['Admin: orders'],
    summary: 'The filtered order list as a CSV file (orderer masked)',
    query: AdminOrderListQuery,
    load: (caller, q) => listAdminOrders(deps, caller, q),
    columns: [
      { header: '주문 ID', value: (o) => o.id },
      { header: '주문 일시', value: (o) => at(o.createdAt) },
      { header: '공급사', value: (o) => o.providerName },
      { header: '상품', value: (o) => o.productName },
      { header: '포털 사용자', value: (o) => o.portalId },
      { header: '유형', value: (o) => ORDER_SOURCE[o.source] ?? o.source },
      { header: '상태', value: (o) => ORDER_STATUS[o.status] ?? o.status },
      { header: '상태 코드', value: (o) => o.status },
      { header: '주문자', value: (o) => o.ordererName },
      { header: '주문자 연락처', value: (o) => o.ordererContact },
      { header: '주문', value: (o) => o.orderedQuantity },
      { header: '가배정', value: (o) => o.provisionalCount },
      { header: '확정', value: (o) => o.confirmedCount },
      { header: '사용', value: (o) => o.usedCount },
      { header: '지역', value: (o) => o.regionQuantities.map((r) => `${r.region} ${r.quantity}`).join(', ') },
    ],
  });

  registerCsvExport<Static<typeof AdminAsRequest>, Static<typeof AdminAsListQuery>>(app, deps, {
    url: '/admin/v1/lead-as',
    list: 'as-requests',
    operationId: 'adminExportAsRequests',
    tags: ['Admin: after-service'],
    summary: 'The filtered AS queue as a CSV file (contact masked)',
    query: AdminAsListQuery,
    load: (caller, q) => listAsQueue(deps, caller, q),
    columns: [
      { header: 'AS 요청 ID', value: (r) => r.id },
      { header: '접수 일시', value: (r) => at(r.createdAt) },
      { header: '상태', value: (r) => r.statusLabel },
      { header: '상태 코드', value: (r) => r.status },
      { header: '사유', value: (r) => r.reasonLabel },
      { header: '리드 ID', value: (r) => r.leadId },
      { header: '공급사 ID', value: (r) => r.providerId },
      { header: '상품', value: (r) => r.lead.product.name },
      { header: '고객', value: (r) => r.lead.name },
      { header: '전화', value: (r) => r.lead.phone },
      { header: '지역', value: (r) => r.lead.region },
      { header: '포털 사용자', value: (r) => r.portalId },
      { header: '주문 ID', value: (r) => r.orderId },
      { header: '증빙 수', value: (r) => r.files.length },
      { header: '변경 일시', value: (r) => at(r.updatedAt) },
    ],
  });
};
