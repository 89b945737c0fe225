import type { Schema } from '@leadline/client';
import { Alert, Button, Drawer, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { api, call, errorText } from '../api';
import { ExportCsvButton } from '../components/ExportCsv';
import {
  CreatedRangeFields,
  FilterForm,
  idParam,
  intParam,
  NumberFilter,
  optionsOf,
  ProviderProductFields,
  textParam,
  useFilterDraft,
  withAll,
} from '../components/Filters';
import { leadHeadColumns } from '../components/LeadColumns';
import { LeadHistoryView } from '../components/LeadHistory';
import { type Column, type ListQuery, ListTable, useList } from '../components/List';
import { Loading } from '../components/Loading';
import { OneLine } from '../components/OneLine';
import { RevealDialog } from '../components/RevealDialog';
import { LEAD_STATUS } from '../labels';
import { AS_STATUS } from '../labels.lookups';
import { useOptions } from '../reference';
import { can, useOperator } from '../session';

type Lead = Schema<'AdminLead'>;
type LeadHistory = Schema<'LeadHistory'>;
type LeadStatus = Lead['status'];

interface LeadFilters {
  id: string;
  providerId: string;
  productId: string;
  ownerPortalId: string;
  status: string;
  region: string;
  createdFrom: string;
  createdTo: string;
}

const INITIAL: LeadFilters = {
  id: '',
  providerId: '',
  productId: '',
  ownerPortalId: '',
  status: '',
  region: '',
  createdFrom: '',
  createdTo: '',
};

/** Every filter is in the address: none is personal (ids, codes, a region, days). */
const URL_KEYS = Object.keys(INITIAL) as (keyof LeadFilters)[];

const isLeadStatus = (s: string): s is LeadStatus => s in LEAD_STATUS;

/** The filters and order as the list and its CSV file take them. */
const queryOf = ({ filters, sortOrder }: Omit<ListQuery<LeadFilters>, 'page'>) => ({
  id: idParam(filters.id),
  providerId: idParam(filters.providerId),
  productId: idParam(filters.productId),
  ownerPortalId: intParam(filters.ownerPortalId) || undefined,
  status: isLeadStatus(filters.status) ? filters.status : undefined,
  region: textParam(filters.region),
  createdFrom: textParam(filters.createdFrom),
  createdTo: textParam(filters.createdTo),
  sortOrder,
});

const loadLeads = (q: ListQuery<LeadFilters>) =>
  call(api.GET('/admin/v1/leads', { params: { query: { ...queryOf(q), page: q.page, limit: 20 } } }));

const exportLeads = (q: Omit<ListQuery<LeadFilters>, 'page'>) =>
  call(api.GET('/admin/v1/leads/export.csv', { params: { query: queryOf(q) }, parseAs: 'blob' }));

export default function LeadsScreen() {
  const operator = useOperator();
  const mayReveal = can(operator, 'ADMIN');
  const list = useList(loadLeads, INITIAL, 'desc', URL_KEYS);
  const filters = useFilterDraft(INITIAL, list.setFilters, list.filters);
  const providers = useOptions('providers');
  const regions = useOptions('regions');
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [revealOf, setRevealOf] = useState<string | null>(null);
  const providerName = (id: string) => providers.find((p) => p.value === id)?.label ?? `#${id}`;

  const columns: Column<Lead>[] = [
    ...leadHeadColumns(providerName),
    { header: '상태', cell: (l) => LEAD_STATUS[l.status] ?? l.status },
    { header: '이름', cell: (l) => l.name },
    { header: '전화', cell: (l) => l.phone },
    { header: '이메일', cell: (l) => l.email ?? '—' },
    { header: '지역', cell: (l) => l.region ?? '—' },
    { header: '소유 포털 사용자', cell: (l) => l.ownerPortalId ?? '—' },
    {
      header: 'AS',
      cell: (l) => (l.latestAsStatus ? (AS_STATUS[l.latestAsStatus] ?? l.latestAsStatus) : '—'),
    },
    {
      header: '작업',
      cell: (l) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => setHistoryOf(l.id)} aria-label={`리드 ${l.id} 이력`}>
            이력
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            component={RouterLink}
            to={`/leads/${l.id}/provenance`}
            aria-label={`리드 ${l.id} 출처·동의`}
          >
            출처
          </Button>
          {mayReveal && (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => setRevealOf(l.id)}
              aria-label={`리드 ${l.id} 연락처 열람`}
            >
              연락처
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>리드 조회</Title>
        <ExportCsvButton stem="leads" what="리드" load={() => exportLeads(list)} />
      </Group>
      <FilterForm label="리드 검색 조건" onSubmit={filters.submit} onReset={filters.reset}>
        <NumberFilter label="리드 ID" value={filters.draft.id} onChange={filters.field('id')} />
        <ProviderProductFields draft={filters.draft} field={filters.field} />
        <NumberFilter
          label="소유 포털 사용자 ID"
          value={filters.draft.ownerPortalId}
          onChange={filters.field('ownerPortalId')}
        />
        <NativeSelect
          label="상태"
          data={withAll(optionsOf(LEAD_STATUS))}
          value={filters.draft.status}
          onChange={(e) => filters.field('status')(e.currentTarget.value)}
        />
        <NativeSelect
          label="지역"
          data={withAll(regions)}
          value={filters.draft.region}
          onChange={(e) => filters.field('region')(e.currentTarget.value)}
        />
        <CreatedRangeFields noun="등록일" draft={filters.draft} field={filters.field} />
      </FilterForm>
      <Text size="sm" c="dimmed">
        이름·전화·이메일은 가려져 있습니다.{mayReveal ? ' 연락처는 열람 사유를 남기고 볼 수 있습니다.' : ''}
      </Text>
      <OneLine>
        <ListTable caption="리드 (최근 등록 순)" columns={columns} list={list} rowKey={(l) => l.id} />
      </OneLine>
      <HistoryDrawer leadId={historyOf} onClose={() => setHistoryOf(null)} />
      <RevealDialog leadId={revealOf} onClose={() => setRevealOf(null)} />
    </Stack>
  );
}

function HistoryDrawer({ leadId, onClose }: { leadId: string | null; onClose: () => void }) {
  const [history, setHistory] = useState<LeadHistory | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setHistory(null);
    setError(null);
    if (leadId === null) return;
    let current = true;
    call(api.GET('/admin/v1/leads/{id}/history', { params: { path: { id: leadId } } }))
      .then((h) => current && setHistory(h))
      .catch((err) => current && setError(errorText(err)));
    return () => {
      current = false;
    };
  }, [leadId]);

  return (
    <Drawer
      opened={leadId !== null}
      onClose={onClose}
      title={`리드 #${leadId ?? ''} 이력`}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': '닫기' }}
    >
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!history && !error && <Loading />}
      {history && <LeadHistoryView history={history} />}
    </Drawer>
  );
}
