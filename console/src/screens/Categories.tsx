import type { Schema } from '@leadline/client';
import { Button, NativeSelect, NumberInput, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
import { optionsOf, withAll } from '../components/Filters';
import { FilterBar, FormDialog } from '../components/FormDialog';
import { type Column, ListTable } from '../components/List';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { useLoaded, useLocalList } from '../components/useLoaded';
import { formatNumber } from '../format';
import { CATEGORY_GROUP, CATEGORY_UNIT } from '../labels-admin';
import { can, useOperator } from '../session';

type Category = Schema<'CoverageCategory'> & { position: number };

interface Filters {
  text: string;
  group: string;
}

const matches = (c: Category, f: Filters) =>
  (!f.text || `${c.categoryNm} ${c.categoryCd}`.toLowerCase().includes(f.text.toLowerCase())) &&
  (!f.group || c.group === f.group);

const won = (n: number) => `${formatNumber(n)}원`;

/** The coverage categories of an analysis with their recommended amounts; ADMIN edits an amount in a dialog. */
export default function CategoriesScreen() {
  const admin = can(useOperator(), 'ADMIN');
  const categories = useLoaded(async () =>
    (await call(api.GET('/admin/v1/coverage/categories'))).data.map((c, position) => ({ ...c, position })),
  );
  const [filters, setFilters] = useState<Filters>({ text: '', group: '' });
  const [sortBy, setSortBy] = useState<'position' | 'amount'>('position');
  const list = useLocalList(categories, { ...filters, sortBy }, matches, (c) =>
    sortBy === 'amount' ? c.recommendedAmount : c.position,
  );
  const [editing, setEditing] = useState<Category | null>(null);
  const [amount, setAmount] = useState<string | number>('');
  const [description, setDescription] = useState('');

  const columns: Column<Category>[] = [
    { header: '순서', cell: (c) => c.position + 1, sorts: sortBy === 'position' },
    { header: '카테고리', cell: (c) => c.categoryNm },
    { header: '분류', cell: (c) => CATEGORY_GROUP[c.group] ?? c.group },
    { header: '지급 방식', cell: (c) => CATEGORY_UNIT[c.unit] ?? c.unit },
    { header: '권장액', cell: (c) => won(c.recommendedAmount), sorts: sortBy === 'amount' },
    {
      header: '설명',
      cell: (c) => (
        <Text size="sm" lineClamp={2}>
          {c.description || '—'}
        </Text>
      ),
    },
  ];
  if (admin) {
    columns.push({
      header: '작업',
      cell: (c) => (
        <Button
          size="compact-xs"
          variant="default"
          aria-label={`${c.categoryNm} 권장액 수정`}
          onClick={() => {
            setAmount(c.recommendedAmount);
            setDescription(c.description);
            setEditing(c);
          }}
        >
          수정
        </Button>
      ),
    });
  }

  return (
    <Stack>
      <Title order={2}>보장 카테고리 권장액</Title>
      <Text size="sm" c="dimmed">
        보장분석이 계약의 보장액을 비교하는 기준입니다. 바꾼 금액은 이후의 분석부터 적용됩니다.
      </Text>
      <FilterBar label="카테고리 이름 또는 코드" onSearch={(text) => setFilters((f) => ({ ...f, text }))}>
        <NativeSelect
          label="분류"
          value={filters.group}
          onChange={(e) => setFilters((f) => ({ ...f, group: e.currentTarget.value }))}
          data={withAll(optionsOf(CATEGORY_GROUP))}
        />
        <NativeSelect
          label="정렬 기준"
          value={sortBy}
          onChange={(e) => setSortBy(e.currentTarget.value as 'position' | 'amount')}
          data={[
            { value: 'position', label: '분석 순서' },
            { value: 'amount', label: '권장액' },
          ]}
        />
      </FilterBar>
      {!admin && <ReadOnlyNote />}
      <ListTable caption="보장 카테고리" columns={columns} list={list} rowKey={(c) => c.categoryCd} />
      <FormDialog
        title={`권장액 수정: ${editing?.categoryNm ?? ''}`}
        submitLabel="저장"
        opened={editing !== null}
        canSubmit={typeof amount === 'number' && amount >= 1}
        onClose={() => setEditing(null)}
        onSubmit={async () => {
          if (!editing) return;
          await call(
            api.PUT('/admin/v1/coverage/categories/{categoryCd}', {
              params: { path: { categoryCd: editing.categoryCd } },
              body: { recommendedAmount: Number(amount), description },
            }),
          );
          categories.reload();
        }}
      >
        <NumberInput
          label="권장액 (원)"
          description={editing ? `지급 방식: ${CATEGORY_UNIT[editing.unit] ?? editing.unit}` : undefined}
          min={1}
          max={1_000_000_000_000}
          allowDecimal={false}
          thousandSeparator=","
          value={amount}
          onChange={setAmount}
        />
        <Textarea
          label="설명"
          autosize
          minRows={2}
          maxRows={6}
          maxLength={2000}
          value={description}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
      </FormDialog>
    </Stack>
  );
}
