import type { Schema } from '@leadline/client';
import { Badge, Button, Group, NativeSelect, NumberInput, Stack, Tabs, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { api, call } from '../api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { optionsOf } from '../components/Filters';
import { FilterBar, FormDialog } from '../components/FormDialog';
import { type Column, ListTable } from '../components/List';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { RecordLink } from '../components/RecordPage';
import { useLoaded, useLocalList } from '../components/useLoaded';
import { SSN_POLICY } from '../labels.rights';
import { can, useOperator } from '../session';
import { includes, loadProviders, Products } from './CatalogProducts';
import { Regions } from './CatalogRegions';

type Provider = Schema<'Provider'>;
type AsReason = Schema<'AsReason'>;

/** Providers, products (return window, AS policy text), AS reasons and regions, one tab each. */
export default function CatalogScreen() {
  return (
    <Stack>
      <Title order={2}>공급사·상품·지역</Title>
      <Tabs defaultValue="providers" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="providers">공급사</Tabs.Tab>
          <Tabs.Tab value="products">상품</Tabs.Tab>
          <Tabs.Tab value="reasons">AS 사유</Tabs.Tab>
          <Tabs.Tab value="regions">지역</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="providers" pt="md">
          <Providers />
        </Tabs.Panel>
        <Tabs.Panel value="products" pt="md">
          <Products />
        </Tabs.Panel>
        <Tabs.Panel value="reasons" pt="md">
          <AsReasons />
        </Tabs.Panel>
        <Tabs.Panel value="regions" pt="md">
          <Regions />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function Providers() {
  const admin = can(useOperator(), 'ADMIN');
  const providers = useLoaded(loadProviders);
  const [text, setText] = useState('');
  const list = useLocalList(
    providers,
    text,
    (p: Provider, t) => includes(`${p.name} ${p.code}`, t),
    (p) => Number(p.id),
  );
  const [creating, setCreating] = useState(false);
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [editing, setEditing] = useState<Provider | null>(null);
  const columns: Column<Provider>[] = [
    { header: 'ID', cell: (p) => p.id, sorts: true },
    {
      header: '코드',
      cell: (p) => (
        <Text ff="monospace" size="sm">
          {p.code}
        </Text>
      ),
    },
    { header: '이름', cell: (p) => p.name },
    { header: '주민등록번호', cell: (p) => SSN_POLICY[p.ssnPolicy] ?? p.ssnPolicy },
    {
      header: '작업',
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="default"
            component={RouterLink}
            to={`/consent-terms?providerId=${p.id}`}
            aria-label={`${p.name} 동의 약관`}
          >
            동의 약관
          </Button>
          {admin && (
            <Button size="compact-xs" variant="default" onClick={() => setEditing(p)} aria-label={`${p.name} 설정`}>
              설정
            </Button>
          )}
        </Group>
      ),
    },
    {
      header: '리드 품질',
      cell: (p) => (
        <RecordLink to={`/providers/${p.id}/quality`} label={`${p.name} 리드 품질`}>
          품질 보기
        </RecordLink>
      ),
    },
  ];
  return (
    <Stack>
      <FilterBar label="이름 또는 코드" onSearch={setText}>
        {admin && <Button onClick={() => setCreating(true)}>새 공급사</Button>}
      </FilterBar>
      {!admin && <ReadOnlyNote />}
      <ListTable caption="공급사" columns={columns} list={list} rowKey={(p) => p.id} />
      <FormDialog
        title="새 공급사"
        submitLabel="추가"
        opened={creating}
        canSubmit={/^[A-Za-z0-9_-]+$/.test(code) && Boolean(name.trim())}
        onClose={() => setCreating(false)}
        onSubmit={async () => {
          await call(api.POST('/admin/v1/providers', { body: { code, name: name.trim() } }));
          setCode('');
          setName('');
          providers.reload();
        }}
      >
        <TextInput
          label="코드"
          description="영문, 숫자, -, _ (예: BARUN)"
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          maxLength={64}
        />
        <TextInput
          label="이름"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={200}
        />
      </FormDialog>
      <SsnPolicyDialog provider={editing} onClose={() => setEditing(null)} onDone={providers.reload} />
    </Stack>
  );
}

/** What a provider's registrations may do with a resident registration number (PIPA §24-2; audited). */
function SsnPolicyDialog({
  provider,
  onClose,
  onDone,
}: {
  provider: Provider | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const [policy, setPolicy] = useState<Provider['ssnPolicy']>('DISCARD');
  const [shownFor, setShownFor] = useState<Provider | null>(null);
  if (provider !== shownFor) {
    setShownFor(provider);
    if (provider) setPolicy(provider.ssnPolicy);
  }
  return (
    <FormDialog
      title={`공급사 설정: ${provider?.name ?? ''}`}
      submitLabel="저장"
      opened={provider !== null}
      canSubmit={provider !== null && policy !== provider.ssnPolicy}
      onClose={onClose}
      onSubmit={async () => {
        if (!provider) return;
        await call(
          api.PATCH('/admin/v1/providers/{id}', { params: { path: { id: provider.id } }, body: { ssnPolicy: policy } }),
        );
        onDone();
      }}
    >
      <NativeSelect
        label="주민등록번호가 담긴 등록"
        description="주민등록번호는 어느 쪽이든 저장하지 않습니다. 받지 않음이면 그런 등록을 거부합니다 (SSN_NOT_ACCEPTED)."
        data={optionsOf(SSN_POLICY)}
        value={policy}
        onChange={(e) => setPolicy(e.currentTarget.value as Provider['ssnPolicy'])}
        data-autofocus
      />
    </FormDialog>
  );
}

interface ReasonFilters {
  text: string;
  state: '' | 'active' | 'inactive';
}

function AsReasons() {
  const admin = can(useOperator(), 'ADMIN');
  const reasons = useLoaded(async () => (await call(api.GET('/admin/v1/lead-as/reasons'))).data);
  const [filters, setFilters] = useState<ReasonFilters>({ text: '', state: '' });
  const list = useLocalList(
    reasons,
    filters,
    (r: AsReason, f) => includes(`${r.code} ${r.label}`, f.text) && (!f.state || (f.state === 'active') === r.active),
    (r) => r.sortOrder,
  );
  const [creating, setCreating] = useState(false);
  const [code, setCode] = useState('');
  const [label, setLabel] = useState('');
  const [sortOrder, setSortOrder] = useState<string | number>('');
  const [toggling, setToggling] = useState<AsReason | null>(null);

  const columns: Column<AsReason>[] = [
    { header: '순서', cell: (r) => r.sortOrder, sorts: true },
    {
      header: '코드',
      cell: (r) => (
        <Text ff="monospace" size="sm">
          {r.code}
        </Text>
      ),
    },
    { header: '표시 이름', cell: (r) => r.label },
    {
      header: '상태',
      cell: (r) => (r.active ? <Badge color="teal.9">사용 중</Badge> : <Badge color="gray.7">사용 안 함</Badge>),
    },
  ];
  if (admin) {
    columns.push({
      header: '작업',
      cell: (r) => (
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => setToggling(r)}
          aria-label={`${r.label} ${r.active ? '사용 중지' : '다시 사용'}`}
        >
          {r.active ? '사용 중지' : '다시 사용'}
        </Button>
      ),
    });
  }
  return (
    <Stack>
      <FilterBar label="코드 또는 이름" onSearch={(text) => setFilters((f) => ({ ...f, text }))}>
        <NativeSelect
          label="상태"
          value={filters.state}
          onChange={(e) => setFilters((f) => ({ ...f, state: e.currentTarget.value as ReasonFilters['state'] }))}
          data={[
            { value: '', label: '전체' },
            { value: 'active', label: '사용 중' },
            { value: 'inactive', label: '사용 안 함' },
          ]}
        />
        {admin && <Button onClick={() => setCreating(true)}>새 AS 사유</Button>}
      </FilterBar>
      {!admin && <ReadOnlyNote />}
      <ListTable caption="AS 사유 (사용 중인 것만 포털에 표시)" columns={columns} list={list} rowKey={(r) => r.code} />
      <FormDialog
        title="새 AS 사유"
        submitLabel="추가"
        opened={creating}
        canSubmit={/^[A-Z][A-Z0-9_]{0,49}$/.test(code) && Boolean(label.trim())}
        onClose={() => setCreating(false)}
        onSubmit={async () => {
          await call(
            api.POST('/admin/v1/lead-as/reasons', {
              body: { code, label: label.trim(), ...(sortOrder === '' ? {} : { sortOrder: Number(sortOrder) }) },
            }),
          );
          setCode('');
          setLabel('');
          setSortOrder('');
          reasons.reload();
        }}
      >
        <TextInput
          label="코드"
          description="영문 대문자, 숫자, _ (예: WRONG_NUMBER)"
          required
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.toUpperCase())}
          maxLength={50}
        />
        <TextInput
          label="표시 이름"
          required
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          maxLength={100}
        />
        <NumberInput
          label="표시 순서"
          min={0}
          max={100000}
          allowDecimal={false}
          value={sortOrder}
          onChange={setSortOrder}
        />
      </FormDialog>
      <ConfirmDialog
        title={toggling?.active ? 'AS 사유를 사용 중지할까요?' : 'AS 사유를 다시 사용할까요?'}
        confirmLabel={toggling?.active ? '사용 중지' : '다시 사용'}
        danger={toggling?.active}
        opened={toggling !== null}
        onClose={() => setToggling(null)}
        onConfirm={async () => {
          if (!toggling) return;
          await call(
            api.PATCH('/admin/v1/lead-as/reasons/{code}', {
              params: { path: { code: toggling.code } },
              body: { active: !toggling.active },
            }),
          );
          reasons.reload();
        }}
      >
        {toggling?.active
          ? `'${toggling.label}' 사유는 새 AS 요청에서 고를 수 없게 됩니다. 이미 접수된 요청은 그대로입니다.`
          : `'${toggling?.label}' 사유를 새 AS 요청에서 다시 고를 수 있습니다.`}
      </ConfirmDialog>
    </Stack>
  );
}
