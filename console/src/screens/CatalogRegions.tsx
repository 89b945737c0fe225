import type { Schema } from '@leadline/client';
import { Badge, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FilterBar, FormDialog } from '../components/FormDialog';
import { type Column, ListTable } from '../components/List';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { useLoaded, useLocalList } from '../components/useLoaded';
import { can, useOperator } from '../session';

type Region = Schema<'Region'> & { position: number };

interface Filters {
  text: string;
  state: '' | 'active' | 'retired';
}

const matches = (r: Region, f: Filters) =>
  (!f.text || [r.name, ...r.aliases].some((n) => n.includes(f.text))) &&
  (!f.state || (f.state === 'active') === r.active);

/** Regions in display order with every name they match; add, rename (the old name stays an alias), retire. */
export function Regions() {
  const admin = can(useOperator(), 'ADMIN');
  const regions = useLoaded(async () =>
    (await call(api.GET('/admin/v1/regions'))).data.map((r, position) => ({ ...r, position })),
  );
  const [filters, setFilters] = useState<Filters>({ text: '', state: '' });
  const list = useLocalList(regions, filters, matches, (r) => r.position);
  const [adding, setAdding] = useState(false);
  const [name, setName] = useState('');
  const [aliases, setAliases] = useState('');
  const [renaming, setRenaming] = useState<Region | null>(null);
  const [retiring, setRetiring] = useState<Region | null>(null);

  const columns: Column<Region>[] = [
    { header: '순서', cell: (r) => r.position + 1, sorts: true },
    { header: '지역', cell: (r) => r.name },
    {
      header: '별칭 (함께 인식하는 이름)',
      cell: (r) => r.aliases.filter((a) => a !== r.name).join(', ') || '—',
    },
    {
      header: '상태',
      cell: (r) =>
        r.active ? (
          <Badge color="teal.9" style={{ flexShrink: 0 }}>
            사용 중
          </Badge>
        ) : (
          <Badge color="gray.7" style={{ flexShrink: 0 }}>
            폐지
          </Badge>
        ),
    },
  ];
  if (admin) {
    columns.push({
      header: '작업',
      cell: (r) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="default"
            aria-label={`${r.name} 이름 변경`}
            onClick={() => {
              setName(r.name);
              setRenaming(r);
            }}
          >
            이름 변경
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            aria-label={`${r.name} ${r.active ? '폐지' : '복원'}`}
            onClick={() => setRetiring(r)}
          >
            {r.active ? '폐지' : '복원'}
          </Button>
        </Group>
      ),
    });
  }

  return (
    <Stack>
      <FilterBar label="지역 이름 또는 별칭" onSearch={(text) => setFilters((f) => ({ ...f, text }))}>
        <NativeSelect
          label="상태"
          value={filters.state}
          onChange={(e) => setFilters((f) => ({ ...f, state: e.currentTarget.value as Filters['state'] }))}
          data={[
            { value: '', label: '전체' },
            { value: 'active', label: '사용 중' },
            { value: 'retired', label: '폐지' },
          ]}
        />
        {admin && (
          <Button
            onClick={() => {
              setName('');
              setAliases('');
              setAdding(true);
            }}
          >
            새 지역
          </Button>
        )}
      </FilterBar>
      {!admin && <ReadOnlyNote />}
      <ListTable caption="지역 (표시 순서)" columns={columns} list={list} rowKey={(r) => r.name} />
      <FormDialog
        title="새 지역"
        submitLabel="추가"
        opened={adding}
        canSubmit={Boolean(name.trim())}
        onClose={() => setAdding(false)}
        onSubmit={async () => {
          const list = aliases
            .split(',')
            .map((a) => a.trim())
            .filter(Boolean);
          await call(
            api.POST('/admin/v1/regions', { body: { name: name.trim(), ...(list.length ? { aliases: list } : {}) } }),
          );
          regions.reload();
        }}
      >
        <TextInput
          label="지역 이름"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={50}
        />
        <TextInput
          label="별칭"
          description="함께 인식할 이름, 쉼표로 구분 (예: 세종특별자치시, 세종시)"
          value={aliases}
          onChange={(e) => setAliases(e.currentTarget.value)}
        />
      </FormDialog>
      <FormDialog
        title="지역 이름 변경"
        submitLabel="변경"
        opened={renaming !== null}
        canSubmit={Boolean(name.trim()) && name.trim() !== renaming?.name}
        onClose={() => setRenaming(null)}
        onSubmit={async () => {
          if (!renaming) return;
          await call(
            api.PATCH('/admin/v1/regions/{name}', {
              params: { path: { name: renaming.name } },
              body: { name: name.trim() },
            }),
          );
          regions.reload();
        }}
      >
        <Text size="sm">
          이전 이름 <b>{renaming?.name}</b>은(는) 별칭으로 남아, 그 이름으로 들어오는 리드와 주문도 계속 인식됩니다.
        </Text>
        <TextInput
          label="새 이름"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={50}
        />
      </FormDialog>
      <ConfirmDialog
        title={retiring?.active ? '지역을 폐지할까요?' : '지역을 다시 사용할까요?'}
        confirmLabel={retiring?.active ? '폐지' : '복원'}
        danger={retiring?.active}
        opened={retiring !== null}
        onClose={() => setRetiring(null)}
        onConfirm={async () => {
          if (!retiring) return;
          await call(
            api.PATCH('/admin/v1/regions/{name}', {
              params: { path: { name: retiring.name } },
              body: { active: !retiring.active },
            }),
          );
          regions.reload();
        }}
      >
        {retiring?.active
          ? `'${retiring.name}'은(는) 새 리드와 주문에서 더 이상 받지 않습니다. 기존 리드와 주문은 그대로입니다.`
          : `'${retiring?.name}'을(를) 새 리드와 주문에서 다시 받습니다.`}
      </ConfirmDialog>
    </Stack>
  );
}
