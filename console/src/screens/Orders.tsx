import type { Schema } from '@leadline/client';
import { Alert, Badge, Button, Card, Group, MultiSelect, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
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
import { type Column, type ListQuery, ListTable, useList } from '../components/List';
import { OneLine } from '../components/OneLine';
import { OrderRegionsTable } from '../components/OrderRegions';
import { RecordLink } from '../components/RecordPage';
import { formatDateTime, formatNumber, formatPercent } from '../format';
import { ORDER_STATUS } from '../labels';
import { ORDER_SOURCE, STATUS_COLOR } from '../labels.lookups';
import { can, useOperator } from '../session';
import { AllocationRun, ConfirmOrder, confirmable } from './OrderActions';

type Order = Schema<'AdminOrder'>;
type OrderSource = Order['source'];

interface OrderFilters {
  id: string;
  providerId: string;
  productId: string;
  portalId: string;
  status: string[];
  source: string;
  createdFrom: string;
  createdTo: string;
}

const INITIAL: OrderFilters = {
  id: '',
  providerId: '',
  productId: '',
  portalId: '',
  status: [],
  source: '',
  createdFrom: '',
  createdTo: '',
};

/** Every filter is in the address: none is personal (ids, codes, days). */
const URL_KEYS = Object.keys(INITIAL) as (keyof OrderFilters)[];

const isSource = (s: string): s is OrderSource => s in ORDER_SOURCE;

/** The filters and order as the list and its CSV file take them. */
const queryOf = ({ filters, sortOrder }: Omit<ListQuery<OrderFilters>, 'page'>) => ({
  id: idParam(filters.id),
  providerId: idParam(filters.providerId),
  productId: idParam(filters.productId),
  portalId: intParam(filters.portalId) || undefined,
  status: filters.status.length > 0 ? filters.status.join(',') : undefined,
  source: isSource(filters.source) ? filters.source : undefined,
  createdFrom: textParam(filters.createdFrom),
  createdTo: textParam(filters.createdTo),
  sortOrder,
});

const loadOrders = (q: ListQuery<OrderFilters>) =>
  call(api.GET('/admin/v1/orders', { params: { query: { ...queryOf(q), page: q.page, limit: 20 } } }));

const exportOrders = (q: Omit<ListQuery<OrderFilters>, 'page'>) =>
  call(api.GET('/admin/v1/orders/export.csv', { params: { query: queryOf(q) }, parseAs: 'blob' }));

/** Confirmed of ordered, as operators read an order's progress. */
const filled = (o: Order) => (o.orderedQuantity > 0 ? formatPercent(o.confirmedCount / o.orderedQuantity) : '—');

export default function OrdersScreen() {
  const list = useList(loadOrders, INITIAL, 'desc', URL_KEYS);
  const filters = useFilterDraft(INITIAL, list.setFilters, list.filters);
  const [expanded, setExpanded] = useState<string | null>(null);
  const shown = list.rows.find((o) => o.id === expanded) ?? null;
  const admin = can(useOperator(), 'ADMIN');
  const [confirming, setConfirming] = useState<Order | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);

  const columns: Column<Order>[] = [
    { header: '주문 일시', cell: (o) => formatDateTime(o.createdAt), sorts: true },
    {
      header: 'ID',
      cell: (o) => (
        <RecordLink to={`/orders/${o.id}`} label={`주문 #${o.id}`}>
          {o.id}
        </RecordLink>
      ),
    },
    { header: '공급사', cell: (o) => o.providerName },
    { header: '상품', cell: (o) => o.productName },
    { header: '포털 사용자', cell: (o) => <RecordLink to={`/portal-users/${o.portalId}`}>{o.portalId}</RecordLink> },
    { header: '유형', cell: (o) => ORDER_SOURCE[o.source] ?? o.source },
    {
      header: '상태',
      cell: (o) => (
        <Badge variant="outline" color={STATUS_COLOR[o.status]}>
          {ORDER_STATUS[o.status] ?? o.status}
        </Badge>
      ),
    },
    { header: '주문자', cell: (o) => `${o.ordererName} · ${o.ordererContact}` },
    { header: '주문', cell: (o) => formatNumber(o.orderedQuantity) },
    { header: '가배정', cell: (o) => formatNumber(o.provisionalCount) },
    { header: '확정', cell: (o) => formatNumber(o.confirmedCount) },
    { header: '사용', cell: (o) => formatNumber(o.usedCount) },
    { header: '충족률', cell: filled },
    {
      header: '지역',
      cell: (o) =>
        o.regionQuantities.length === 0 ? (
          '—'
        ) : (
          <Button
            size="compact-xs"
            variant={expanded === o.id ? 'filled' : 'light'}
            aria-expanded={expanded === o.id}
            aria-controls="order-regions"
            aria-label={`주문 ${o.id} 지역별 수량`}
            onClick={() => setExpanded(expanded === o.id ? null : o.id)}
          >
            {o.regionQuantities.length}개 지역
          </Button>
        ),
    },
  ];
  if (admin) {
    columns.push({
      header: '작업',
      cell: (o) =>
        confirmable(o) ? (
          <Button size="compact-xs" aria-label={`주문 ${o.id} 가배정 확정`} onClick={() => setConfirming(o)}>
            확정
          </Button>
        ) : (
          '—'
        ),
    });
  }

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>주문 조회</Title>
        <Group gap="xs" align="flex-start">
          <ExportCsvButton stem="orders" what="주문" load={() => exportOrders(list)} />
          {admin && <AllocationRun done={list.reload} />}
        </Group>
      </Group>
      <FilterForm label="주문 검색 조건" onSubmit={filters.submit} onReset={filters.reset}>
        <NumberFilter label="주문 ID" value={filters.draft.id} onChange={filters.field('id')} />
        <ProviderProductFields draft={filters.draft} field={filters.field} />
        <NumberFilter label="포털 사용자 ID" value={filters.draft.portalId} onChange={filters.field('portalId')} />
        <MultiSelect
          label="상태"
          placeholder={filters.draft.status.length === 0 ? '전체' : undefined}
          data={optionsOf(ORDER_STATUS)}
          value={filters.draft.status}
          onChange={filters.field('status')}
          clearable
        />
        <NativeSelect
          label="유형"
          data={withAll(optionsOf(ORDER_SOURCE))}
          value={filters.draft.source}
          onChange={(e) => filters.field('source')(e.currentTarget.value)}
        />
        <CreatedRangeFields noun="주문일" draft={filters.draft} field={filters.field} />
      </FilterForm>
      {confirmed && (
        <Alert color="teal" role="status" data-testid="order-confirmed">
          {confirmed}
        </Alert>
      )}
      <OneLine>
        <ListTable
          caption="주문 (최근 순) · 주문자는 가려져 있습니다"
          columns={columns}
          list={list}
          rowKey={(o) => o.id}
          selectedKey={expanded}
        />
      </OneLine>
      {shown && (
        <Card withBorder padding="sm" id="order-regions" data-testid="order-regions">
          <Text fw={700} component="h3" fz="md" m={0} mb="xs">
            주문 #{shown.id} 지역별 수량
          </Text>
          <OrderRegionsTable regions={shown.regionQuantities} />
        </Card>
      )}
      <ConfirmOrder
        order={confirming}
        onClose={() => setConfirming(null)}
        done={(message) => {
          setConfirmed(message);
          list.reload();
        }}
      />
    </Stack>
  );
}
