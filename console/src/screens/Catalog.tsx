import type { Schema } from '@leadline/client';
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  NumberInput,
  ScrollArea,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { api, call, errorText } from '../api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { withAll } from '../components/Filters';
import { FilterBar, FormDialog } from '../components/FormDialog';
import { type Column, ListTable } from '../components/List';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { allPages, useLoaded, useLocalList } from '../components/useLoaded';
import { formatDateTime } from '../format';
import { can, useOperator } from '../session';
import { Regions } from './CatalogRegions';

type Provider = Schema<'Provider'>;
type Product = Schema<'Product'>;
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

const loadProviders = () =>
  allPages((page) => call(api.GET('/admin/v1/providers', { params: { query: { page, limit: 100 } } })));

const includes = (text: string, part: string) => !part || text.toLowerCase().includes(part.toLowerCase());

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
    </Stack>
  );
}

function ProviderChecks({
  providers,
  value,
  onChange,
}: {
  providers: Provider[];
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  return (
    <Checkbox.Group
      label="공급사"
      description="이 상품을 등록할 수 있는 공급사"
      value={value}
      onChange={onChange}
      required
    >
      <ScrollArea.Autosize mah={200} mt="xs">
        <Stack gap={6}>
          {providers.map((p) => (
            <Checkbox key={p.id} value={p.id} label={`${p.name} (${p.code})`} />
          ))}
        </Stack>
      </ScrollArea.Autosize>
    </Checkbox.Group>
  );
}

interface ProductFilters {
  text: string;
  providerId: string;
}

function Products() {
  const admin = can(useOperator(), 'ADMIN');
  const products = useLoaded(() =>
    allPages((page) => call(api.GET('/admin/v1/products', { params: { query: { page, limit: 100 } } }))),
  );
  const providers = useLoaded(loadProviders);
  const [filters, setFilters] = useState<ProductFilters>({ text: '', providerId: '' });
  const list = useLocalList(
    products,
    filters,
    (p: Product, f) => includes(p.name, f.text) && (!f.providerId || p.providerIds.includes(f.providerId)),
    (p) => Number(p.id),
  );
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Product | null>(null);
  const [policyOf, setPolicyOf] = useState<Product | null>(null);
  const [name, setName] = useState('');
  const [providerIds, setProviderIds] = useState<string[]>([]);
  const [windowDays, setWindowDays] = useState<string | number>('');
  const providerName = (id: string) => providers.data?.find((p) => p.id === id)?.name ?? `#${id}`;

  const columns: Column<Product>[] = [
    { header: 'ID', cell: (p) => p.id, sorts: true },
    { header: '이름', cell: (p) => p.name },
    { header: '공급사', cell: (p) => p.providerIds.map(providerName).join(', ') },
    { header: 'AS 반품 기간', cell: (p) => `${p.asWindowDays}일` },
    {
      header: '작업',
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={() => setPolicyOf(p)} aria-label={`${p.name} AS 정책`}>
            AS 정책
          </Button>
          {admin && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={`${p.name} 설정`}
              onClick={() => {
                setName(p.name);
                setProviderIds(p.providerIds);
                setWindowDays(p.asWindowDays);
                setEditing(p);
              }}
            >
              설정
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <FilterBar label="상품 이름" onSearch={(text) => setFilters((f) => ({ ...f, text }))}>
        <NativeSelect
          label="공급사"
          value={filters.providerId}
          onChange={(e) => setFilters((f) => ({ ...f, providerId: e.currentTarget.value }))}
          data={withAll((providers.data ?? []).map((p) => ({ value: p.id, label: p.name })))}
        />
        {admin && (
          <Button
            onClick={() => {
              setName('');
              setProviderIds([]);
              setCreating(true);
            }}
          >
            새 상품
          </Button>
        )}
      </FilterBar>
      {!admin && <ReadOnlyNote />}
      <ListTable caption="상품" columns={columns} list={list} rowKey={(p) => p.id} />
      <FormDialog
        title="새 상품"
        submitLabel="추가"
        opened={creating}
        canSubmit={Boolean(name.trim()) && providerIds.length > 0}
        onClose={() => setCreating(false)}
        onSubmit={async () => {
          await call(api.POST('/admin/v1/products', { body: { name: name.trim(), providerIds } }));
          products.reload();
        }}
      >
        <TextInput
          label="상품 이름"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={200}
        />
        <ProviderChecks providers={providers.data ?? []} value={providerIds} onChange={setProviderIds} />
      </FormDialog>
      <FormDialog
        title="상품 설정"
        submitLabel="저장"
        opened={editing !== null}
        canSubmit={Boolean(name.trim()) && providerIds.length > 0 && windowDays !== ''}
        onClose={() => setEditing(null)}
        onSubmit={async () => {
          if (!editing) return;
          await call(
            api.PATCH('/admin/v1/products/{id}', {
              params: { path: { id: editing.id } },
              body: { name: name.trim(), providerIds, asWindowDays: Number(windowDays) },
            }),
          );
          products.reload();
        }}
      >
        <TextInput
          label="상품 이름"
          required
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          maxLength={200}
        />
        <NumberInput
          label="AS 반품 기간 (일)"
          description="배정 후 이 기간 안에만 AS를 요청할 수 있습니다 (0–365일)"
          min={0}
          max={365}
          allowDecimal={false}
          value={windowDays}
          onChange={setWindowDays}
        />
        <ProviderChecks providers={providers.data ?? []} value={providerIds} onChange={setProviderIds} />
      </FormDialog>
      <AsPolicyDialog product={policyOf} admin={admin} onClose={() => setPolicyOf(null)} />
    </Stack>
  );
}

function AsPolicyDialog({ product, admin, onClose }: { product: Product | null; admin: boolean; onClose: () => void }) {
  const [text, setText] = useState('');
  const [policy, setPolicy] = useState<Schema<'ProductAsPolicy'> | null>(null);
  const [shownFor, setShownFor] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  if (product && shownFor !== product.id) {
    setShownFor(product.id);
    setPolicy(null);
    setLoadError(null);
    call(api.GET('/api/v1/products/{productId}/as-policy', { params: { path: { productId: product.id } } }))
      .then((p) => {
        setPolicy(p);
        setText(p.textContent ?? '');
      })
      .catch((err) => setLoadError(errorText(err)));
  }
  const close = () => {
    setShownFor(null);
    onClose();
  };
  return (
    <FormDialog
      title={`AS 정책: ${product?.name ?? ''}`}
      submitLabel="새 버전으로 저장"
      size="lg"
      opened={product !== null}
      canSubmit={admin && policy !== null && Boolean(text.trim()) && text !== (policy.textContent ?? '')}
      onClose={close}
      onSubmit={async () => {
        if (!product) return;
        await call(
          api.PUT('/admin/v1/products/{id}/as-policy', {
            params: { path: { id: product.id } },
            body: { textContent: text },
          }),
        );
      }}
    >
      {loadError && (
        <Alert color="red" role="alert">
          {loadError}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        {policy?.updatedAt ? `현재 버전: ${formatDateTime(policy.updatedAt)}` : '아직 저장된 정책이 없습니다.'} 저장하면
        새 버전이 되고 이전 버전은 기록으로 남습니다.
      </Text>
      <Textarea
        label="AS 정책 문구"
        autosize
        minRows={6}
        maxRows={16}
        maxLength={20000}
        readOnly={!admin}
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
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
