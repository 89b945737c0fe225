import type { Schema } from '@leadline/client';
import { Alert, Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { api, call } from '../../api';
import { type Column, type ListQuery, ListTable, useList } from '../../components/List';
import { ReadOnlyNote } from '../../components/ReadOnlyNote';
import { RecordLink, RecordPage } from '../../components/RecordPage';
import { useAction } from '../../components/useAction';
import { formatDateTime, formatNumber } from '../../format';
import { ORDER_STATUS } from '../../labels';
import { STATUS_COLOR } from '../../labels.lookups';
import { can, useOperator } from '../../session';
import { isIntId } from './ids';
import { fromKoreaInput, toKoreaInput } from './korea';

type Profile = Schema<'RoutingProfile'>;
type Order = Schema<'AdminOrder'>;

const loadProfile = async (portalId: string): Promise<Profile | null> =>
  isIntId(portalId)
    ? call(api.GET('/admin/v1/routing-profiles/{portalId}', { params: { path: { portalId: Number(portalId) } } }))
    : null;

/**
 * `/console/portal-users/:portalId`: the consultant the engine routes leads to (a portal user, named by the portal's
 * id): their leave (the routing profile) and their orders.
 */
export default function PortalUserRecordScreen() {
  return (
    <RecordPage kind="포털 사용자" list={{ to: '/orders', label: '주문 조회' }} load={loadProfile} param="portalId">
      {(profile, reload) => (
        <Stack>
          <Title order={3} size="h4">
            휴가·교육 (배정 중지)
          </Title>
          <Leave key={profile.pausedUntil ?? 'none'} profile={profile} onSaved={reload} />
          <Title order={3} size="h4">
            주문
          </Title>
          <Orders portalId={profile.portalId} />
        </Stack>
      )}
    </RecordPage>
  );
}

function Leave({ profile, onSaved }: { profile: Profile; onSaved: () => void }) {
  const admin = can(useOperator(), 'ADMIN');
  const [until, setUntil] = useState(toKoreaInput(profile.pausedUntil));
  const { busy, error, run } = useAction();
  const save = (pausedUntil: string | null) =>
    run(async () => {
      await call(
        api.PUT('/admin/v1/routing-profiles/{portalId}', {
          params: { path: { portalId: profile.portalId } },
          body: { pausedUntil },
        }),
      );
      onSaved();
    });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const at = fromKoreaInput(until);
    if (at) void save(at);
  };
  return (
    <Card withBorder padding="sm" data-testid="routing-profile">
      <Stack gap="sm">
        <Group gap="xs">
          {profile.paused ? (
            <Badge color="grape.9">배정 중지 중</Badge>
          ) : (
            <Badge color="teal.9" variant="outline">
              배정 받는 중
            </Badge>
          )}
          <Text size="sm">
            {profile.paused
              ? `${formatDateTime(profile.pausedUntil)}까지 이 설계사의 모든 주문에 배정하지 않습니다.`
              : profile.pausedUntil
                ? `지난 중지: ${formatDateTime(profile.pausedUntil)}까지`
                : '설정된 휴가가 없습니다.'}
          </Text>
        </Group>
        {admin ? (
          <form onSubmit={submit}>
            <Group align="flex-end" gap="sm" wrap="wrap">
              <TextInput
                type="datetime-local"
                label="배정 중지 종료 (한국 시간)"
                description="이 시각까지 배정하지 않고, 가배정 리드는 곧바로 풀로 돌아갑니다."
                value={until}
                onChange={(e) => setUntil(e.currentTarget.value)}
                maw={360}
              />
              <Button type="submit" loading={busy} disabled={fromKoreaInput(until) === null}>
                휴가 저장
              </Button>
              {profile.paused && (
                <Button variant="default" loading={busy} onClick={() => void save(null)}>
                  휴가 끝내기
                </Button>
              )}
            </Group>
          </form>
        ) : (
          <ReadOnlyNote />
        )}
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}

function Orders({ portalId }: { portalId: number }) {
  const list = useList(
    ({ page, sortOrder }: ListQuery<Record<string, never>>) =>
      call(api.GET('/admin/v1/orders', { params: { query: { portalId, page, sortOrder, limit: 10 } } })),
    {},
  );
  const columns: Column<Order>[] = [
    { header: '주문 일시', cell: (o) => formatDateTime(o.createdAt), sorts: true },
    {
      header: 'ID',
      cell: (o) => (
        <RecordLink to={`/orders/${o.id}`} label={`주문 #${o.id}`}>
          {o.id}
        </RecordLink>
      ),
    },
    { header: '상품', cell: (o) => o.productName },
    {
      header: '상태',
      cell: (o) => (
        <Badge variant="outline" color={STATUS_COLOR[o.status]}>
          {ORDER_STATUS[o.status] ?? o.status}
        </Badge>
      ),
    },
    { header: '주문', cell: (o) => formatNumber(o.orderedQuantity) },
    { header: '확정', cell: (o) => formatNumber(o.confirmedCount) },
    { header: '정지', cell: (o) => (o.paused ? '정지 중' : '—') },
  ];
  return (
    <ListTable
      caption={`포털 사용자 ${portalId}의 주문 (최근 순)`}
      columns={columns}
      list={list}
      rowKey={(o) => o.id}
    />
  );
}
