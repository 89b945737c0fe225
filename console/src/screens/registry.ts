import type { ComponentType } from 'react';
import type { Role } from '../session';

export interface ScreenEntry {
  /** Below /console/. */
  path: string;
  /** The side menu's label. */
  label: string;
  /** The least role that sees it in the menu (the server decides what each call may do). */
  minRole: Role;
  /** The menu's group heading it sits under (the entries of a group follow each other). */
  group?: string;
  /** Each screen is its own chunk, loaded when opened. */
  load: () => Promise<{ default: ComponentType }>;
}

/** Every screen of the side menu, in its order (each one in the menu; pages outside it are `PAGES`). */
export const SCREENS: ScreenEntry[] = [
  { path: '', label: '대시보드', minRole: 'VIEWER', load: () => import('./Dashboard') },
  { path: 'search', label: '통합 검색', minRole: 'VIEWER', load: () => import('./Search') },
  { path: 'as-queue', label: 'AS 검수', minRole: 'VIEWER', load: () => import('./AsQueue') },
  { path: 'leads', label: '리드 조회', minRole: 'VIEWER', load: () => import('./Leads') },
  { path: 'orders', label: '주문 조회', minRole: 'VIEWER', load: () => import('./Orders') },
  { path: 'claims', label: '청구 모니터', minRole: 'VIEWER', load: () => import('./Claims') },
  { path: 'catalog', label: '공급사·상품·지역', minRole: 'VIEWER', load: () => import('./Catalog') },
  { path: 'keys', label: 'API 키·시스템 클라이언트', minRole: 'VIEWER', load: () => import('./Keys') },
  { path: 'imports', label: '리드 가져오기', minRole: 'VIEWER', load: () => import('./Imports') },
  { path: 'webhooks', label: '웹훅', minRole: 'VIEWER', load: () => import('./Webhooks') },
  { path: 'consultants', label: '설계사·조직', minRole: 'VIEWER', load: () => import('./Consultants') },
  { path: 'overdue', label: '연락 기한 초과', minRole: 'VIEWER', load: () => import('./Overdue') },
  { path: 'holidays', label: '공휴일', minRole: 'VIEWER', load: () => import('./Holidays') },
  { path: 'operators', label: '운영자', minRole: 'ADMIN', load: () => import('./Operators') },
  { path: 'audit', label: '감사 로그', minRole: 'VIEWER', load: () => import('./Audit') },
  { path: 'categories', label: '보장 카테고리 권장액', minRole: 'VIEWER', load: () => import('./Categories') },
  ...grouped('개인정보·수신거부', [
    { path: 'suppressions', label: '수신 거부', minRole: 'VIEWER', load: () => import('./Suppressions') },
    { path: 'erasures', label: '삭제 요청', minRole: 'VIEWER', load: () => import('./Erasures') },
    { path: 'consent-terms', label: '동의 약관', minRole: 'VIEWER', load: () => import('./ConsentTerms') },
  ]),
];

/** Entries under one heading of the menu. */
function grouped(group: string, entries: ScreenEntry[]): ScreenEntry[] {
  return entries.map((e) => ({ ...e, group }));
}

/** A page of its own outside the menu (a record, a provider's figures): reached from lists, links and the search. */
export interface PageEntry {
  /** Below /console/, with its parameters (`leads/:id`). */
  path: string;
  load: () => Promise<{ default: ComponentType }>;
}

/**
 * Every page outside the menu (a record, a lead's provenance, a provider's figures): its address names it, so a reload
 * or a shared link shows the same thing. The menu's screens are `SCREENS`; nothing else registers a page.
 */
export const PAGES: PageEntry[] = [
  { path: 'leads/:id', load: () => import('./records/LeadRecord') },
  { path: 'leads/:id/provenance', load: () => import('./Provenance') },
  { path: 'as-queue/:id', load: () => import('./records/AsRequestRecord') },
  { path: 'orders/:id', load: () => import('./records/OrderRecord') },
  { path: 'claims/:id', load: () => import('./records/ClaimRecord') },
  { path: 'consultants/:id', load: () => import('./records/ConsultantRecord') },
  { path: 'keys/:id', load: () => import('./records/KeyRecord') },
  { path: 'portal-users/:portalId', load: () => import('./records/PortalUserRecord') },
  { path: 'providers/:id/quality', load: () => import('./ProviderQuality') },
];
