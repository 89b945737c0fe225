import type { Schema } from '@leadline/client';
import { Alert, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { api, call, errorText } from '../api';
import { withAll } from '../components/Filters';
import { FilterBar, FormDialog } from '../components/FormDialog';
import { type Column, ListTable } from '../components/List';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { allPages, useLoaded, useLocalList } from '../components/useLoaded';
import { formatDateTime } from '../format';
import { ROUTING_MODE } from '../labels.rights';
import { can, useOperator } from '../session';
import { ProductSettingsDialog, ProviderChecks } from './CatalogProductSettings';

type Product = Schema<'Product'>;

export const loadProviders = () =>
  allPages((page) => call(api.GET('/admin/v1/providers', { params: { query: { page, limit: 100 } } })));

export const includes = (text: string, part: string) => !part || text.toLowerCase().includes(part.toLowerCase());

interface ProductFilters {
  text: string;
  providerId: string;
}

export function Products() {
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
  const providerName = (id: string) => providers.data?.find((p) => p.id === id)?.name ?? `#${id}`;

  const columns: Column<Product>[] = [
    { header: 'ID', cell: (p) => p.id, sorts: true },
    { header: '이름', cell: (p) => p.name },
    { header: '공급사', cell: (p) => p.providerIds.map(providerName).join(', ') },
    { header: 'AS 반품 기간', cell: (p) => `${p.asWindowDays}일` },
    { header: '동의', cell: (p) => (p.consentRequired ? `필수 (${p.consentMaxAgeDays}일 이내)` : '선택') },
    {
      header: '배정',
      cell: (p) => `${ROUTING_MODE[p.routing] ?? p.routing}${p.autoConfirm ? ' · 즉시 확정' : ''}`,
    },
    {
      header: '작업',
      cell: (p) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="default" onClick={() => setPolicyOf(p)} aria-label={`${p.name} AS 정책`}>
            AS 정책
          </Button>
          {admin && (
            <Button size="compact-xs" variant="default" aria-label={`${p.name} 설정`} onClick={() => setEditing(p)}>
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
      <ProductSettingsDialog
        product={editing}
        providers={providers.data ?? []}
        onClose={() => setEditing(null)}
        onDone={products.reload}
      />
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
