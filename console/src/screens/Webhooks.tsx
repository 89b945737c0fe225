import type { Schema } from '@leadline/client';
import { Badge, Button, Card, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FilterForm, optionsOf, useFilterDraft, withAll } from '../components/Filters';
import { type Column, type ListQuery, ListTable, useList } from '../components/List';
import { OneLine } from '../components/OneLine';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { formatDateTime } from '../format';
import { DELIVERY_STATUS, WEBHOOK_DISABLED, WEBHOOK_EVENT, WEBHOOK_OWNER } from '../labels.integrations';
import { can, useOperator } from '../session';
import { Deliveries } from './WebhookDeliveries';

type Webhook = Schema<'AdminWebhook'>;
type OwnerKind = Webhook['ownerKind'];

interface WebhookFilters {
  ownerKind: string;
  enabled: string;
}

const INITIAL: WebhookFilters = { ownerKind: '', enabled: '' };
const URL_KEYS = ['ownerKind', 'enabled'] as const;

const isOwnerKind = (s: string): s is OwnerKind => s in WEBHOOK_OWNER;

const loadWebhooks = ({ filters, page }: ListQuery<WebhookFilters>) =>
  call(
    api.GET('/admin/v1/webhooks', {
      params: {
        query: {
          ownerKind: isOwnerKind(filters.ownerKind) ? filters.ownerKind : undefined,
          enabled: filters.enabled === '' ? undefined : filters.enabled === 'true',
          page,
          limit: 20,
        },
      },
    }),
  );

function StateBadge({ hook }: { hook: Webhook }) {
  if (hook.enabled) return <Badge color="teal.9">사용 중</Badge>;
  return (
    <Badge color="gray.7" title={hook.disabledReason ?? undefined}>
      {hook.disabledReason ? (WEBHOOK_DISABLED[hook.disabledReason] ?? hook.disabledReason) : '사용 중지'}
    </Badge>
  );
}

/** Every owner's webhook endpoints: their state and latest delivery, the delivery log, and switching one off or on. */
export default function WebhooksScreen() {
  const admin = can(useOperator(), 'ADMIN');
  const list = useList(loadWebhooks, INITIAL, 'asc', URL_KEYS);
  const filters = useFilterDraft(INITIAL, list.setFilters, list.filters);
  const [open, setOpen] = useState<Webhook | null>(null);
  const [toggling, setToggling] = useState<Webhook | null>(null);

  const columns: Column<Webhook>[] = [
    { header: 'ID', cell: (h) => h.id },
    { header: '소유자', cell: (h) => `${WEBHOOK_OWNER[h.ownerKind] ?? h.ownerKind} ${h.ownerId}` },
    {
      header: 'URL',
      cell: (h) => (
        <Text size="sm" style={{ wordBreak: 'break-all' }}>
          {h.url}
        </Text>
      ),
    },
    { header: '이벤트', cell: (h) => h.events.map((e) => WEBHOOK_EVENT[e] ?? e).join(', ') },
    { header: '상태', cell: (h) => <StateBadge hook={h} /> },
    {
      header: '최근 전송',
      cell: (h) =>
        h.lastDelivery
          ? `${DELIVERY_STATUS[h.lastDelivery.status] ?? h.lastDelivery.status}${
              h.lastDelivery.responseStatus ? ` (${h.lastDelivery.responseStatus})` : ''
            } · ${formatDateTime(h.lastDelivery.lastAttemptAt ?? h.lastDelivery.deliveredAt)}`
          : '—',
    },
    {
      header: '작업',
      cell: (h) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant={open?.id === h.id ? 'filled' : 'light'}
            aria-expanded={open?.id === h.id}
            aria-controls="webhook-deliveries"
            aria-label={`웹훅 ${h.id} 전송 기록`}
            onClick={() => setOpen(open?.id === h.id ? null : h)}
          >
            전송 기록
          </Button>
          {admin && (
            <Button
              size="compact-xs"
              variant="default"
              aria-label={`웹훅 ${h.id} ${h.enabled ? '사용 중지' : '다시 사용'}`}
              onClick={() => setToggling(h)}
            >
              {h.enabled ? '사용 중지' : '다시 사용'}
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>웹훅</Title>
      <FilterForm label="웹훅 검색 조건" onSubmit={filters.submit} onReset={filters.reset}>
        <NativeSelect
          label="소유자 종류"
          data={withAll(optionsOf(WEBHOOK_OWNER))}
          value={filters.draft.ownerKind}
          onChange={(e) => filters.field('ownerKind')(e.currentTarget.value)}
        />
        <NativeSelect
          label="상태"
          data={withAll([
            { value: 'true', label: '사용 중' },
            { value: 'false', label: '중지됨' },
          ])}
          value={filters.draft.enabled}
          onChange={(e) => filters.field('enabled')(e.currentTarget.value)}
        />
      </FilterForm>
      {!admin && <ReadOnlyNote />}
      <OneLine>
        <ListTable
          caption="모든 소유자의 웹훅 (ID 순) · 비밀값은 보이지 않습니다"
          columns={columns}
          list={list}
          rowKey={(h) => h.id}
          selectedKey={open?.id ?? null}
        />
      </OneLine>
      {open && (
        <Card withBorder padding="sm" id="webhook-deliveries" data-testid="webhook-deliveries">
          <Deliveries hook={open} />
        </Card>
      )}
      <ConfirmDialog
        title={toggling?.enabled ? '웹훅을 사용 중지할까요?' : '웹훅을 다시 사용할까요?'}
        confirmLabel={toggling?.enabled ? '사용 중지' : '다시 사용'}
        danger={toggling?.enabled}
        opened={toggling !== null}
        onClose={() => setToggling(null)}
        onConfirm={async () => {
          if (!toggling) return;
          await call(
            api.PATCH('/admin/v1/webhooks/{id}', {
              params: { path: { id: toggling.id } },
              body: { enabled: !toggling.enabled },
            }),
          );
          list.reload();
        }}
      >
        {toggling?.enabled
          ? `${toggling.url}(으)로 새 이벤트를 보내지 않고, 기다리는 전송도 멈춥니다. 소유자나 운영자가 다시 켤 수 있습니다.`
          : `${toggling?.url}(으)로 기다리던 전송부터 다시 보냅니다. 이전 실패 기록은 새로 시작합니다.`}
      </ConfirmDialog>
    </Stack>
  );
}
