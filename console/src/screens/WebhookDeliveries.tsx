import type { Schema } from '@leadline/client';
import { Badge, Code, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { api, call } from '../api';
import { type Column, ListTable, type ListView } from '../components/List';
import { useLoadedFor } from '../components/useLoaded';
import { formatDateTime } from '../format';
import { DELIVERY_STATUS, WEBHOOK_EVENT } from '../labels.integrations';
import { STATUS_COLOR } from '../labels.lookups';

type Webhook = Schema<'AdminWebhook'>;
type Delivery = Schema<'WebhookDelivery'>;

const COLOR: Record<string, string> = { ...STATUS_COLOR, DELIVERED: 'teal.9', SENDING: 'blue.9', PENDING: 'indigo.9' };

/** The last attempt's outcome in a line: the answer's code and the first of its body, or the error. */
function outcome(d: Delivery): string {
  if (d.error) return d.error;
  if (d.responseStatus === null) return '—';
  return `HTTP ${d.responseStatus}${d.responseBody ? ` · ${d.responseBody.slice(0, 80)}` : ''}`;
}

/** One endpoint's delivery log, newest first, paged by the server (its page is not in the address: a panel's). */
export function Deliveries({ hook }: { hook: Webhook }) {
  const [page, setPage] = useState(1);
  const [round, setRound] = useState(0);
  const key = useMemo(() => ({ id: hook.id, page, round }), [hook.id, page, round]);
  const loaded = useLoadedFor(key, (k) =>
    call(
      api.GET('/admin/v1/webhooks/{id}/deliveries', {
        params: { path: { id: k.id }, query: { page: k.page, limit: 10 } },
      }),
    ),
  );
  const list: ListView<Delivery> = {
    rows: loaded.data?.data ?? [],
    pagination: loaded.data?.pagination ?? null,
    error: loaded.error,
    loading: loaded.loading,
    sortOrder: 'desc',
    toggleSort: () => {},
    setPage,
    reload: () => setRound((r) => r + 1),
  };
  const columns: Column<Delivery>[] = [
    { header: '생성', cell: (d) => formatDateTime(d.createdAt) },
    { header: '이벤트', cell: (d) => WEBHOOK_EVENT[d.eventType] ?? d.eventType },
    {
      header: '상태',
      cell: (d) => (
        <Badge variant="outline" color={COLOR[d.status]}>
          {DELIVERY_STATUS[d.status] ?? d.status}
        </Badge>
      ),
    },
    { header: '시도', cell: (d) => d.attempts },
    { header: '마지막 시도', cell: (d) => formatDateTime(d.lastAttemptAt) },
    { header: '다음 시도', cell: (d) => formatDateTime(d.nextAttemptAt) },
    // The response body is the receiver's text: shown as text, never as HTML.
    { header: '결과', cell: (d) => <Code style={{ whiteSpace: 'pre-wrap' }}>{outcome(d)}</Code> },
  ];
  return (
    <>
      <Text fw={700} component="h3" fz="md" m={0} mb="xs">
        웹훅 #{hook.id} 전송 기록
      </Text>
      <ListTable caption={`웹훅 ${hook.id} 전송 기록 (최근 순)`} columns={columns} list={list} rowKey={(d) => d.id} />
    </>
  );
}
