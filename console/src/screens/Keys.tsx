import type { Schema } from '@leadline/client';
import {
  Alert,
  Badge,
  Button,
  Group,
  List,
  Modal,
  NativeSelect,
  NumberInput,
  Stack,
  Tabs,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { api, call } from '../api';
import { BulkBar, BulkOutcome, selectColumn, useSelection } from '../components/Bulk';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { optionsOf, withAll } from '../components/Filters';
import { FilterBar } from '../components/FormDialog';
import { type Column, ListTable } from '../components/List';
import { OnceSecret } from '../components/OnceSecret';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { RecordLink } from '../components/RecordPage';
import { useAction } from '../components/useAction';
import { allPages, useLoaded, useLocalList } from '../components/useLoaded';
import { formatDateTime, formatNumber } from '../format';
import { KEY_KIND } from '../labels-admin';
import { can, useOperator } from '../session';

type ApiKey = Schema<'ApiKey'>;
type BulkResults = Schema<'BulkResults'>;
type Kind = ApiKey['kind'];
type Provider = Schema<'Provider'>;

interface KeyFilters {
  kind: '' | Kind;
  state: '' | 'active' | 'revoked';
  name: string;
}

/** Whether a key or a client is still in use: both lists filter by it. */
const STATES = withAll([
  { value: 'active', label: '사용 중' },
  { value: 'revoked', label: '폐기됨' },
]);

const keyMatches = (k: ApiKey, f: KeyFilters) =>
  (!f.kind || k.kind === f.kind) &&
  (!f.state || (f.state === 'revoked') === Boolean(k.revokedAt)) &&
  (!f.name || k.name.toLowerCase().includes(f.name.toLowerCase()) || k.prefix.includes(f.name));

export const limitOf = (k: ApiKey) =>
  k.rateLimitRps === null && k.rateLimitBurst === null
    ? '기본값'
    : `${formatNumber(k.rateLimitRps)}/초 · 버스트 ${formatNumber(k.rateLimitBurst)}`;

const keyId = (k: ApiKey) => k.id;
const revocable = (k: ApiKey) => !k.revokedAt;

export default function KeysScreen() {
  return (
    <Stack>
      <Title order={2}>API 키·시스템 클라이언트</Title>
      <Tabs defaultValue="keys" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="keys">API 키</Tabs.Tab>
          <Tabs.Tab value="clients">시스템 클라이언트</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="keys" pt="md">
          <ApiKeys />
        </Tabs.Panel>
        <Tabs.Panel value="clients" pt="md">
          <SystemClients />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

function ApiKeys() {
  const operator = useOperator();
  const admin = can(operator, 'ADMIN');
  const keys = useLoaded(() =>
    allPages((page) => call(api.GET('/admin/v1/api-keys', { params: { query: { page, limit: 100 } } }))),
  );
  const providers = useLoaded(() =>
    allPages((page) => call(api.GET('/admin/v1/providers', { params: { query: { page, limit: 100 } } }))),
  );
  const [filters, setFilters] = useState<KeyFilters>({ kind: '', state: '', name: '' });
  const list = useLocalList(keys, filters, keyMatches, (k) => Number(k.id), 'desc');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [limitOf_, setLimitOf] = useState<ApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const selection = useSelection(list.rows, keyId, revocable);
  const [bulkRevoking, setBulkRevoking] = useState(false);
  const [bulkResult, setBulkResult] = useState<BulkResults | null>(null);
  const nameOf = (id: string) => keys.data?.find((k) => k.id === id)?.name ?? `#${id}`;
  const providerName = (id: string | null) =>
    id === null ? '—' : (providers.data?.find((p) => p.id === id)?.name ?? `#${id}`);

  const columns: Column<ApiKey>[] = [
    ...(admin ? [selectColumn<ApiKey>(selection, keyId, revocable, (k) => `API 키 ${k.name}`)] : []),
    { header: '이름', cell: (k) => <RecordLink to={`/keys/${k.id}`}>{k.name}</RecordLink> },
    { header: '종류', cell: (k) => KEY_KIND[k.kind] ?? k.kind },
    {
      header: '접두사',
      cell: (k) => (
        <Text ff="monospace" size="sm">
          {k.prefix}
        </Text>
      ),
    },
    { header: '공급사', cell: (k) => providerName(k.providerId) },
    { header: '포털 사용자 제한', cell: (k) => (k.portalIds ? k.portalIds.join(', ') : '—') },
    { header: '요청 한도', cell: limitOf },
    { header: '발급', cell: (k) => formatDateTime(k.createdAt), sorts: true },
    { header: '마지막 사용', cell: (k) => formatDateTime(k.lastUsedAt) },
    {
      header: '상태',
      cell: (k) => (k.revokedAt ? <Badge color="gray.7">폐기됨</Badge> : <Badge color="teal.9">사용 중</Badge>),
    },
  ];
  if (admin) {
    columns.push({
      header: '작업',
      cell: (k) =>
        k.revokedAt ? null : (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => setLimitOf(k)}
              aria-label={`${k.name} 요청 한도`}
            >
              요청 한도
            </Button>
            <Button
              size="compact-xs"
              color="red.9"
              variant="outline"
              onClick={() => setRevoking(k)}
              aria-label={`${k.name} 폐기`}
            >
              폐기
            </Button>
          </Group>
        ),
    });
  }

  return (
    <Stack>
      <FilterBar
        label="이름 또는 접두사"
        onSearch={(name) => setFilters((f) => ({ ...f, name }))}
        fields={
          <>
            <NativeSelect
              label="종류"
              value={filters.kind}
              onChange={(e) => setFilters((f) => ({ ...f, kind: e.currentTarget.value as KeyFilters['kind'] }))}
              data={withAll(optionsOf(KEY_KIND))}
            />
            <NativeSelect
              label="상태"
              value={filters.state}
              onChange={(e) => setFilters((f) => ({ ...f, state: e.currentTarget.value as KeyFilters['state'] }))}
              data={STATES}
            />
          </>
        }
      >
        {admin && <Button onClick={() => setCreating(true)}>새 API 키</Button>}
      </FilterBar>
      {!admin && <ReadOnlyNote />}
      {admin && (
        <BulkBar
          selection={selection}
          noun="사용 중인 키"
          action={(count) => `선택한 ${count}개 폐기`}
          color="red.9"
          onAction={() => setBulkRevoking(true)}
          outcome={
            bulkResult && (
              <BulkOutcome
                result={bulkResult}
                verb="폐기했습니다"
                label={(id) => `API 키 ${nameOf(id)}`}
                onClose={() => setBulkResult(null)}
              />
            )
          }
        />
      )}
      <ListTable caption="API 키 (키 자체는 발급할 때만 표시)" columns={columns} list={list} rowKey={(k) => k.id} />
      <CreateKeyDialog
        opened={creating}
        providers={providers.data ?? []}
        onClose={() => setCreating(false)}
        onCreated={(key) => {
          setCreating(false);
          setSecret(key);
          keys.reload();
        }}
      />
      <OnceSecret title="API 키가 발급되었습니다" label="API 키" value={secret} onClose={() => setSecret(null)} />
      <RateLimitDialog apiKey={limitOf_} onClose={() => setLimitOf(null)} onSaved={keys.reload} />
      <ConfirmDialog
        title="API 키를 폐기할까요?"
        confirmLabel="폐기"
        danger
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          await call(api.DELETE('/admin/v1/api-keys/{id}', { params: { path: { id: revoking.id } } }));
          keys.reload();
        }}
      >
        <b>{revoking?.name}</b> ({revoking?.prefix}…) 키로 보내는 요청은 즉시 거부됩니다. 되돌릴 수 없습니다.
      </ConfirmDialog>
      <ConfirmDialog
        title={`API 키 ${selection.selected.length}개를 폐기할까요?`}
        confirmLabel={`${selection.selected.length}개 폐기`}
        danger
        opened={bulkRevoking}
        onClose={() => setBulkRevoking(false)}
        onConfirm={async () => {
          const result = await call(api.POST('/admin/v1/api-keys/bulk-revoke', { body: { ids: selection.selected } }));
          setBulkResult(result);
          selection.clear();
          keys.reload();
        }}
      >
        다음 키로 보내는 요청은 모두 즉시 거부됩니다. 되돌릴 수 없습니다.
        <List size="sm" mt="xs">
          {selection.selected.map((id) => (
            <List.Item key={id}>{nameOf(id)}</List.Item>
          ))}
        </List>
      </ConfirmDialog>
    </Stack>
  );
}

const optionalInt = (v: string | number) => (v === '' ? null : Number(v));

/** A key's own request limits, as typed (empty: the configured default); `hint` is said under each. */
function RateLimitFields({
  rps,
  burst,
  onRps,
  onBurst,
  hint,
}: {
  rps: string | number;
  burst: string | number;
  onRps: (value: string | number) => void;
  onBurst: (value: string | number) => void;
  hint?: string;
}) {
  return (
    <Group grow>
      <NumberInput
        label="초당 요청 한도"
        description={hint}
        min={1}
        max={1_000_000}
        allowDecimal={false}
        value={rps}
        onChange={onRps}
      />
      <NumberInput
        label="버스트 한도"
        description={hint}
        min={1}
        max={1_000_000}
        allowDecimal={false}
        value={burst}
        onChange={onBurst}
      />
    </Group>
  );
}

function CreateKeyDialog({
  opened,
  providers,
  onClose,
  onCreated,
}: {
  opened: boolean;
  providers: Provider[];
  onClose: () => void;
  onCreated: (key: string) => void;
}) {
  const [name, setName] = useState('');
  const [kind, setKind] = useState<Kind>('portal');
  const [providerId, setProviderId] = useState('');
  const [portalIds, setPortalIds] = useState('');
  const [rps, setRps] = useState<string | number>('');
  const [burst, setBurst] = useState<string | number>('');
  const { busy, error, setError, run } = useAction();

  const reset = () => {
    setName('');
    setKind('portal');
    setProviderId('');
    setPortalIds('');
    setRps('');
    setBurst('');
    setError(null);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const ids = portalIds
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n < 1)) {
      setError('포털 사용자 ID는 1 이상의 정수를 쉼표로 구분해 입력하세요.');
      return;
    }
    await run(async () => {
      const created = await call(
        api.POST('/admin/v1/api-keys', {
          body: {
            name: name.trim(),
            kind,
            ...(kind === 'provider' ? { providerId } : {}),
            ...(kind === 'portal' && ids.length > 0 ? { portalIds: ids } : {}),
            ...(rps !== '' ? { rateLimitRps: optionalInt(rps) } : {}),
            ...(burst !== '' ? { rateLimitBurst: optionalInt(burst) } : {}),
          },
        }),
      );
      reset();
      onCreated(created.key);
    });
  };

  return (
    <Modal
      opened={opened}
      onClose={() => {
        reset();
        onClose();
      }}
      title="새 API 키"
      centered
    >
      <form onSubmit={(e) => void submit(e)}>
        <Stack>
          <TextInput
            label="이름"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={200}
          />
          <NativeSelect
            label="종류"
            value={kind}
            onChange={(e) => setKind(e.currentTarget.value as Kind)}
            data={optionsOf(KEY_KIND)}
          />
          {kind === 'provider' && (
            <NativeSelect
              label="공급사"
              required
              value={providerId}
              onChange={(e) => setProviderId(e.currentTarget.value)}
              data={[
                { value: '', label: '선택하세요' },
                ...providers.map((p) => ({ value: p.id, label: `${p.name} (${p.code})` })),
              ]}
            />
          )}
          {kind === 'portal' && (
            <TextInput
              label="포털 사용자 제한"
              description="이 키로 접근할 포털 사용자 ID (쉼표로 구분, 비우면 제한 없음)"
              value={portalIds}
              onChange={(e) => setPortalIds(e.currentTarget.value)}
            />
          )}
          <RateLimitFields rps={rps} burst={burst} onRps={setRps} onBurst={setBurst} hint="비우면 기본값" />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={!name.trim() || (kind === 'provider' && !providerId)}>
              발급
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function RateLimitDialog({
  apiKey,
  onClose,
  onSaved,
}: {
  apiKey: ApiKey | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [rps, setRps] = useState<string | number>('');
  const [burst, setBurst] = useState<string | number>('');
  const { busy, error, setError, run } = useAction();
  const [shownFor, setShownFor] = useState<string | null>(null);
  if (apiKey && shownFor !== apiKey.id) {
    setShownFor(apiKey.id);
    setRps(apiKey.rateLimitRps ?? '');
    setBurst(apiKey.rateLimitBurst ?? '');
    setError(null);
  }
  const save = async (rateLimitRps: number | null, rateLimitBurst: number | null) => {
    if (!apiKey) return;
    await run(async () => {
      await call(
        api.PATCH('/admin/v1/api-keys/{id}', {
          params: { path: { id: apiKey.id } },
          body: { rateLimitRps, rateLimitBurst },
        }),
      );
      onSaved();
      setShownFor(null);
      onClose();
    });
  };
  return (
    <Modal
      opened={apiKey !== null}
      onClose={() => {
        setShownFor(null);
        onClose();
      }}
      title="요청 한도 변경"
      centered
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void save(optionalInt(rps), optionalInt(burst));
        }}
      >
        <Stack>
          <Text size="sm">
            <b>{apiKey?.name}</b> 키에만 적용되는 한도입니다. 비우면 설정된 기본값을 씁니다.
          </Text>
          <RateLimitFields rps={rps} burst={burst} onRps={setRps} onBurst={setBurst} />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => void save(null, null)} loading={busy}>
              기본값으로 되돌리기
            </Button>
            <Button type="submit" loading={busy}>
              저장
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

type SystemClient = Schema<'SystemClient'>;

interface ClientFilters {
  state: '' | 'active' | 'revoked';
  text: string;
}

const clientMatches = (c: SystemClient, f: ClientFilters) =>
  (!f.state || (f.state === 'revoked') === c.revoked) &&
  (!f.text || `${c.name} ${c.clientId}`.toLowerCase().includes(f.text.toLowerCase()));

function SystemClients() {
  const operator = useOperator();
  const admin = can(operator, 'ADMIN');
  const clients = useLoaded(async () => (await call(api.GET('/admin/v1/clients'))).data);
  const [filters, setFilters] = useState<ClientFilters>({ state: '', text: '' });
  const list = useLocalList(clients, filters, clientMatches, (c) => c.createdAt, 'desc');
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<{ id: string; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<SystemClient | null>(null);

  const columns: Column<SystemClient>[] = [
    { header: '이름', cell: (c) => c.name },
    {
      header: '클라이언트 ID',
      cell: (c) => (
        <Text ff="monospace" size="sm">
          {c.clientId}
        </Text>
      ),
    },
    { header: '발급', cell: (c) => formatDateTime(c.createdAt), sorts: true },
    {
      header: '상태',
      cell: (c) =>
        c.revoked ? (
          <Badge color="gray.7" style={{ flexShrink: 0 }}>
            폐기됨 {formatDateTime(c.revokedAt)}
          </Badge>
        ) : (
          <Badge color="teal.9" style={{ flexShrink: 0 }}>
            사용 중
          </Badge>
        ),
    },
  ];
  if (admin) {
    columns.push({
      header: '작업',
      cell: (c) =>
        c.revoked ? null : (
          <Button
            size="compact-xs"
            color="red.9"
            variant="outline"
            onClick={() => setRevoking(c)}
            aria-label={`${c.name} 폐기`}
          >
            폐기
          </Button>
        ),
    });
  }

  return (
    <Stack>
      <Text size="sm">
        청구 시스템이 client_credentials로 토큰을 받을 때 쓰는 클라이언트입니다. 시크릿은 발급할 때 한 번만 표시됩니다.
      </Text>
      <FilterBar
        label="이름 또는 클라이언트 ID"
        onSearch={(text) => setFilters((f) => ({ ...f, text }))}
        fields={
          <NativeSelect
            label="상태"
            value={filters.state}
            onChange={(e) => setFilters((f) => ({ ...f, state: e.currentTarget.value as ClientFilters['state'] }))}
            data={STATES}
          />
        }
      >
        {admin && <Button onClick={() => setCreating(true)}>새 시스템 클라이언트</Button>}
      </FilterBar>
      {!admin && <ReadOnlyNote />}
      <ListTable caption="시스템 클라이언트" columns={columns} list={list} rowKey={(c) => c.clientId} />
      <CreateClientDialog
        opened={creating}
        onClose={() => setCreating(false)}
        onCreated={(c) => {
          setCreating(false);
          setSecret(c);
          clients.reload();
        }}
      />
      <OnceSecret
        title="시스템 클라이언트가 발급되었습니다"
        label="클라이언트 시크릿"
        value={secret?.secret ?? null}
        hint={secret ? `클라이언트 ID: ${secret.id}` : undefined}
        onClose={() => setSecret(null)}
      />
      <ConfirmDialog
        title="시스템 클라이언트를 폐기할까요?"
        confirmLabel="폐기"
        danger
        opened={revoking !== null}
        onClose={() => setRevoking(null)}
        onConfirm={async () => {
          if (!revoking) return;
          await call(api.DELETE('/admin/v1/clients/{clientId}', { params: { path: { clientId: revoking.clientId } } }));
          clients.reload();
        }}
      >
        <b>{revoking?.name}</b> ({revoking?.clientId})은(는) 새 토큰을 받을 수 없고, 이미 받은 토큰도 즉시 거부됩니다.
      </ConfirmDialog>
    </Stack>
  );
}

function CreateClientDialog({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (c: { id: string; secret: string }) => void;
}) {
  const [name, setName] = useState('');
  const { busy, error, run } = useAction();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await run(async () => {
      const created = await call(api.POST('/admin/v1/clients', { body: { name: name.trim() } }));
      setName('');
      onCreated({ id: created.clientId, secret: created.clientSecret });
    });
  };
  return (
    <Modal opened={opened} onClose={onClose} title="새 시스템 클라이언트" centered>
      <form onSubmit={(e) => void submit(e)}>
        <Stack>
          <TextInput
            label="이름"
            required
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={200}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button type="submit" loading={busy} disabled={!name.trim()}>
              발급
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
