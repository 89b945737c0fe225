import type { Schema } from '@leadline/client';
import { Stack, Text, Title } from '@mantine/core';
import { api, call } from '../api';
import { FilterForm, idParam, ProviderProductFields, useFilterDraft } from '../components/Filters';
import { leadHeadColumns } from '../components/LeadColumns';
import { type Column, type ListQuery, ListTable, useList } from '../components/List';
import { OneLine } from '../components/OneLine';
import { RecordLink } from '../components/RecordPage';
import { formatDateTime } from '../format';
import { useOptions } from '../reference';

type Lead = Schema<'AdminLead'>;

interface OverdueFilters {
  providerId: string;
  productId: string;
}

const INITIAL: OverdueFilters = { providerId: '', productId: '' };
const URL_KEYS = Object.keys(INITIAL) as (keyof OverdueFilters)[];

const loadOverdue = ({ filters, page, sortOrder }: ListQuery<OverdueFilters>) =>
  call(
    api.GET('/admin/v1/leads', {
      params: {
        query: {
          contactOverdue: true,
          providerId: idParam(filters.providerId),
          productId: idParam(filters.productId),
          sortOrder,
          page,
          limit: 20,
        },
      },
    }),
  );

/**
 * The leads kept by their owner past the first-contact deadline (routing.md §6: after the last take-back the product
 * allows, `contactOverdue`): whom to call about a lead nobody called.
 */
export default function OverdueScreen() {
  const list = useList(loadOverdue, INITIAL, 'desc', URL_KEYS);
  const filters = useFilterDraft(INITIAL, list.setFilters, list.filters);
  const providers = useOptions('providers');
  const providerName = (id: string) => providers.find((p) => p.value === id)?.label ?? `#${id}`;
  const columns: Column<Lead>[] = [
    ...leadHeadColumns(providerName),
    {
      header: '소유 포털 사용자',
      cell: (l) =>
        l.ownerPortalId === null ? (
          '—'
        ) : (
          <RecordLink to={`/portal-users/${l.ownerPortalId}`}>{l.ownerPortalId}</RecordLink>
        ),
    },
    { header: '첫 연락 기한', cell: (l) => formatDateTime(l.contactDeadline) },
    { header: '배정', cell: (l) => formatDateTime(l.assignedAt) },
    { header: '마지막 연락 결과', cell: (l) => l.lastOutcomeLabel ?? '없음' },
  ];
  return (
    <Stack>
      <Title order={2}>연락 기한 초과</Title>
      <Text size="sm" c="dimmed">
        첫 연락 기한이 지났는데 회수 한도를 다 써서 소유 설계사에게 남은 리드입니다. 설계사에게 연락을 재촉하세요.
      </Text>
      <FilterForm label="기한 초과 리드 검색 조건" onSubmit={filters.submit} onReset={filters.reset}>
        <ProviderProductFields draft={filters.draft} field={filters.field} />
      </FilterForm>
      <OneLine>
        <ListTable caption="기한 초과 리드 (최근 등록 순)" columns={columns} list={list} rowKey={(l) => l.id} />
      </OneLine>
    </Stack>
  );
}
