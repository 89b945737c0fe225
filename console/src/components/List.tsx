import { Alert, Button, Group, Pagination, ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { formatNumber } from '../format';
import { useLoadedFor } from './useLoaded';

export interface Page<T> {
  data: T[];
  pagination: { page: number; limit: number; total: number; totalPages: number; totalCapped?: boolean };
}

export type SortOrder = 'asc' | 'desc';

export interface ListQuery<F> {
  filters: F;
  page: number;
  sortOrder: SortOrder;
}

type FilterValue = string | string[];

/** The list's state as the address has it (filters that differ from the initial ones, page, sort), else initial. */
function queryFromUrl<F extends object>(
  params: URLSearchParams,
  initial: F,
  keys: readonly (keyof F & string)[],
  initialSortOrder: SortOrder,
): ListQuery<F> {
  const filters: Record<string, FilterValue> = { ...(initial as Record<string, FilterValue>) };
  for (const key of keys) {
    const raw = params.get(key);
    if (raw === null) continue;
    filters[key] = Array.isArray(filters[key]) ? raw.split(',').filter(Boolean) : raw;
  }
  const page = Number(params.get('page'));
  const sort = params.get('sort');
  return {
    filters: filters as F,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sortOrder: sort === 'asc' || sort === 'desc' ? sort : initialSortOrder,
  };
}

/** The address of a list's state: only what differs from the initial state; other parameters (`id`) are kept. */
function urlOf<F extends object>(
  current: URLSearchParams,
  query: ListQuery<F>,
  initial: F,
  keys: readonly (keyof F & string)[],
  initialSortOrder: SortOrder,
): URLSearchParams {
  const next = new URLSearchParams(current);
  const filters = query.filters as Record<string, FilterValue>;
  const initials = initial as Record<string, FilterValue>;
  for (const key of keys) {
    const value = Array.isArray(filters[key]) ? (filters[key] as string[]).join(',') : (filters[key] as string);
    const start = Array.isArray(initials[key]) ? (initials[key] as string[]).join(',') : (initials[key] as string);
    if (value === start) next.delete(key);
    else next.set(key, value);
  }
  if (query.page > 1) next.set('page', String(query.page));
  else next.delete('page');
  if (query.sortOrder !== initialSortOrder) next.set('sort', query.sortOrder);
  else next.delete('sort');
  return next;
}

/**
 * One server-side list: its filters, page and sort order, loaded again whenever one changes. Filters are applied
 * when set (a text field sets them on submit), and changing one goes back to page 1. Newest first unless
 * `initialSortOrder` says otherwise (the AS queue starts oldest first). The filters named in `urlKeys` (never
 * personal data: the address reaches logs and history), the page and the order are kept in the address, so a
 * reload or a shared link shows the same list.
 */
export function useList<T, F extends object>(
  load: (query: ListQuery<F>) => Promise<Page<T>>,
  initial: F,
  initialSortOrder: SortOrder = 'desc',
  urlKeys: readonly (keyof F & string)[] = [],
) {
  const [params, setParams] = useSearchParams();
  const [query, setQuery] = useState<ListQuery<F>>(() => queryFromUrl(params, initial, urlKeys, initialSortOrder));
  const { data: result, error, loading } = useLoadedFor(query, load);
  const initialRef = useRef({ initial, urlKeys, initialSortOrder });
  useEffect(() => {
    const { initial: start, urlKeys: keys, initialSortOrder: order } = initialRef.current;
    setParams((current) => urlOf(current, query, start, keys, order), { replace: true });
  }, [query, setParams]);

  return {
    ...query,
    rows: result?.data ?? [],
    pagination: result?.pagination ?? null,
    error,
    loading,
    setFilters: useCallback((filters: F) => setQuery((q) => ({ ...q, filters, page: 1 })), []),
    setPage: useCallback((page: number) => setQuery((q) => ({ ...q, page })), []),
    toggleSort: useCallback(
      () => setQuery((q) => ({ ...q, sortOrder: q.sortOrder === 'desc' ? 'asc' : 'desc', page: 1 })),
      [],
    ),
    // A new query object of the same values loads again.
    reload: useCallback(() => setQuery((q) => ({ ...q })), []),
  };
}

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  /** The column the server sorts by (one per list: its date); its header toggles the order. */
  sorts?: boolean;
}

/** What a table needs of a list (useList gives it). */
export interface ListView<T> {
  rows: T[];
  pagination: Page<T>['pagination'] | null;
  error: string | null;
  loading: boolean;
  sortOrder: SortOrder;
  toggleSort: () => void;
  setPage: (page: number) => void;
  /** Loads the same page again (the retry of a failed load). */
  reload?: () => void;
}

interface ListTableProps<T> {
  caption: string;
  columns: Column<T>[];
  list: ListView<T>;
  rowKey: (row: T) => string;
  onRowClick?: (row: T) => void;
  selectedKey?: string | null;
}

/** A list as a table with its total, pagination and sortable date column; wide tables scroll inside themselves. */
export function ListTable<T>({ caption, columns, list, rowKey, onRowClick, selectedKey }: ListTableProps<T>) {
  const { rows, pagination, error, loading } = list;
  return (
    <div data-loading={loading ? 'true' : 'false'}>
      {error && <LoadFailed error={error} retry={list.reload} />}
      {/* A wide table scrolls sideways: the region is focusable and named, so it can be scrolled from the keyboard. */}
      <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': caption }}>
        <Table striped highlightOnHover={Boolean(onRowClick)} miw={600} verticalSpacing="xs">
          <Table.Caption>{caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((c) => (
                <Table.Th
                  key={c.header}
                  aria-sort={c.sorts ? (list.sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  {c.sorts ? (
                    <UnstyledButton onClick={list.toggleSort} fw={700} fz="sm">
                      {c.header} {list.sortOrder === 'asc' ? '▲' : '▼'}
                    </UnstyledButton>
                  ) : (
                    c.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {/* After a failed load the rows are not shown: they would pass for the answer of the filters asked. */}
            {!error &&
              rows.map((row) => {
                const key = rowKey(row);
                return (
                  <Table.Tr
                    key={key}
                    onClick={onRowClick ? () => onRowClick(row) : undefined}
                    style={onRowClick ? { cursor: 'pointer' } : undefined}
                    bg={selectedKey === key ? 'var(--mantine-color-blue-light)' : undefined}
                  >
                    {columns.map((c) => (
                      <Table.Td key={c.header}>{c.cell(row)}</Table.Td>
                    ))}
                  </Table.Tr>
                );
              })}
            {!loading && !error && rows.length === 0 && (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center" size="sm">
                    조건에 맞는 항목이 없습니다.
                  </Text>
                </Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
      {pagination && !error && (
        <Group justify="space-between" mt="sm">
          <Text size="sm" c="dimmed">
            총 {formatNumber(pagination.total)}건{pagination.totalCapped ? ' 이상 (조건을 좁혀 보세요)' : ''}
          </Text>
          <Pagination
            total={Math.max(pagination.totalPages, 1)}
            value={pagination.page}
            onChange={list.setPage}
            size="sm"
            getControlProps={(control) => ({
              'aria-label': { first: '처음', last: '마지막', next: '다음 페이지', previous: '이전 페이지' }[control],
            })}
            getItemProps={(page) => ({ 'aria-label': `${page} 페이지` })}
          />
        </Group>
      )}
    </div>
  );
}

/** A load that failed, in Korean (a refusal, the server unreachable or failing), with a retry: never an empty list. */
export function LoadFailed({ error, retry }: { error: string; retry?: () => void }) {
  return (
    <Alert color="red" role="alert" mb="sm" title="불러오지 못했습니다" data-testid="load-failed">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">{error}</Text>
        {retry && (
          <Button size="xs" variant="default" onClick={retry}>
            다시 시도
          </Button>
        )}
      </Group>
    </Alert>
  );
}
