import type { paths, Schema } from '@leadline/client';
import { Anchor, Badge, Button, Group, NativeSelect, Progress, Stack, Text, Title } from '@mantine/core';
import { api, call } from '../api';
import {
  CreatedRangeFields,
  FilterForm,
  idParam,
  optionsOf,
  ProviderProductFields,
  textParam,
  useFilterDraft,
  withAll,
} from '../components/Filters';
import { type Column, type ListQuery, ListTable, useList } from '../components/List';
import { OneLine } from '../components/OneLine';
import { formatDateTime, formatNumber } from '../format';
import { IMPORT_STATUS } from '../labels.integrations';
import { STATUS_COLOR } from '../labels.lookups';
import { useOptions } from '../reference';

type LeadImport = Schema<'LeadImport'>;
type ImportStatus = LeadImport['status'];

interface ImportFilters {
  providerId: string;
  productId: string;
  status: string;
  dryRun: string;
  createdFrom: string;
  createdTo: string;
}

const INITIAL: ImportFilters = {
  providerId: '',
  productId: '',
  status: '',
  dryRun: '',
  createdFrom: '',
  createdTo: '',
};
const URL_KEYS = Object.keys(INITIAL) as (keyof ImportFilters)[];

// A download, not a client call; typed against the document all the same, so a renamed route breaks the type check.
const ERRORS_CSV: keyof paths = '/admin/v1/lead-imports/{id}/errors.csv';

const isStatus = (s: string): s is ImportStatus => s in IMPORT_STATUS;

const loadImports = ({ filters, page }: ListQuery<ImportFilters>) =>
  call(
    api.GET('/admin/v1/lead-imports', {
      params: {
        query: {
          providerId: idParam(filters.providerId),
          productId: idParam(filters.productId),
          status: isStatus(filters.status) ? filters.status : undefined,
          dryRun: filters.dryRun === '' ? undefined : filters.dryRun === 'true',
          createdFrom: textParam(filters.createdFrom),
          createdTo: textParam(filters.createdTo),
          page,
          limit: 20,
        },
      },
    }),
  );

/** How far an import got: processed of the file's rows (unknown until the file was read through). */
function ImportProgress({ row }: { row: LeadImport }) {
  const total = row.totalRows;
  const label =
    total === null
      ? `${formatNumber(row.processedRows)}행 처리`
      : `${formatNumber(row.processedRows)}/${formatNumber(total)}행`;
  const value = total ? Math.min(100, (row.processedRows / total) * 100) : row.status === 'COMPLETED' ? 100 : 0;
  return (
    <Stack gap={2} miw={110}>
      <Text size="xs">{label}</Text>
      <Progress value={value} size="sm" aria-label={`가져오기 ${row.id} 진행률`} />
    </Stack>
  );
}

/** Every provider's lead imports: status, progress and counters, the refused rows as errors.csv. */
export default function ImportsScreen() {
  const list = useList(loadImports, INITIAL, 'desc', URL_KEYS);
  const filters = useFilterDraft(INITIAL, list.setFilters, list.filters);
  const providers = useOptions('providers');
  const products = useOptions('products');
  const nameOf = (options: { value: string; label: string }[], id: string) =>
    options.find((o) => o.value === id)?.label ?? id;

  const columns: Column<LeadImport>[] = [
    { header: '요청 일시', cell: (r) => formatDateTime(r.createdAt) },
    { header: 'ID', cell: (r) => r.id },
    { header: '공급사', cell: (r) => nameOf(providers, r.providerId) },
    { header: '상품', cell: (r) => nameOf(products, r.productId) },
    {
      header: '상태',
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Badge variant="outline" color={STATUS_COLOR[r.status]}>
            {IMPORT_STATUS[r.status] ?? r.status}
          </Badge>
          {r.dryRun && (
            <Badge variant="light" color="gray.7">
              시험
            </Badge>
          )}
        </Group>
      ),
    },
    { header: '진행', cell: (r) => <ImportProgress row={r} /> },
    { header: '등록', cell: (r) => formatNumber(r.registered) },
    { header: '중복', cell: (r) => formatNumber(r.duplicates) },
    { header: '오류', cell: (r) => formatNumber(r.invalid) },
    {
      header: '오류 파일',
      cell: (r) =>
        r.invalid > 0 ? (
          <Anchor
            href={ERRORS_CSV.replace('{id}', r.id)}
            download
            size="sm"
            aria-label={`가져오기 ${r.id} 오류 행 errors.csv 내려받기`}
          >
            errors.csv
          </Anchor>
        ) : (
          '—'
        ),
    },
    { header: '실패 사유', cell: (r) => r.failureCode ?? '—' },
  ];

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>리드 가져오기</Title>
        <Button size="sm" variant="default" onClick={list.reload} loading={list.loading}>
          새로 고침
        </Button>
      </Group>
      <FilterForm label="가져오기 검색 조건" onSubmit={filters.submit} onReset={filters.reset}>
        <ProviderProductFields draft={filters.draft} field={filters.field} />
        <NativeSelect
          label="상태"
          data={withAll(optionsOf(IMPORT_STATUS))}
          value={filters.draft.status}
          onChange={(e) => filters.field('status')(e.currentTarget.value)}
        />
        <NativeSelect
          label="시험 실행"
          data={withAll([
            { value: 'true', label: '시험 실행만' },
            { value: 'false', label: '실제 가져오기만' },
          ])}
          value={filters.draft.dryRun}
          onChange={(e) => filters.field('dryRun')(e.currentTarget.value)}
        />
        <CreatedRangeFields noun="요청일" draft={filters.draft} field={filters.field} />
      </FilterForm>
      <OneLine>
        <ListTable caption="모든 공급사의 리드 가져오기 (최근 순)" columns={columns} list={list} rowKey={(r) => r.id} />
      </OneLine>
    </Stack>
  );
}
