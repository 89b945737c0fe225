import type { Schema } from '@leadline/client';
import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { api, call } from '../../api';
import { OrderRegionsTable } from '../../components/OrderRegions';
import { Facts, RecordLink, RecordPage } from '../../components/RecordPage';
import { formatDateTime, formatNumber } from '../../format';
import { ORDER_STATUS } from '../../labels';
import { ORDER_SOURCE, STATUS_COLOR } from '../../labels.lookups';
import { isRecordId } from './ids';
import { OrderRules } from './OrderRules';

type Order = Schema<'AdminOrder'>;

const loadOrder = async (id: string): Promise<Order | null> => {
  if (!isRecordId(id)) return null;
  const page = await call(api.GET('/admin/v1/orders', { params: { query: { id, limit: 1 } } }));
  return page.data[0] ?? null;
};

/** `/console/orders/:id`: one order, its counters per region and its routing rules (editable by an ADMIN). */
export default function OrderRecordScreen() {
  return (
    <RecordPage kind="주문" list={{ to: '/orders', label: '주문 조회' }} load={loadOrder}>
      {(order, reload) => <OrderDetail order={order} reload={reload} />}
    </RecordPage>
  );
}

function OrderDetail({ order: o, reload }: { order: Order; reload: () => void }) {
  return (
    <Stack>
      <Group gap="xs">
        <Badge variant="outline" color={STATUS_COLOR[o.status]}>
          {ORDER_STATUS[o.status] ?? o.status}
        </Badge>
        {o.paused && <Badge color="grape.9">일시 정지 중</Badge>}
      </Group>
      <Card withBorder padding="sm">
        <Facts
          label={`주문 #${o.id} 정보`}
          items={[
            ['공급사', o.providerName],
            ['상품', o.productName],
            [
              '포털 사용자',
              <RecordLink key="portal" to={`/portal-users/${o.portalId}`}>
                {o.portalId}
              </RecordLink>,
            ],
            ['유형', ORDER_SOURCE[o.source] ?? o.source],
            ['주문자', `${o.ordererName} · ${o.ordererContact}`],
            ['주문 수량', formatNumber(o.orderedQuantity)],
            [
              '가배정 · 확정 · 사용',
              `${formatNumber(o.provisionalCount)} · ${formatNumber(o.confirmedCount)} · ${formatNumber(o.usedCount)}`,
            ],
            ['예약일', formatDateTime(o.reservationDate)],
            ['주문 일시', formatDateTime(o.createdAt)],
            ['변경 일시', formatDateTime(o.updatedAt)],
          ]}
        />
      </Card>
      {o.regionQuantities.length > 0 && (
        <>
          <Title order={3} size="h4">
            지역별 수량
          </Title>
          <OrderRegionsTable regions={o.regionQuantities} />
        </>
      )}
      <Title order={3} size="h4">
        배정 규칙
      </Title>
      {o.source === 'ORDER' ? (
        <OrderRules order={o} onSaved={reload} />
      ) : (
        <Text size="sm" c="dimmed">
          자동 주문과 분배 주문에는 배정 규칙이 없습니다.
        </Text>
      )}
    </Stack>
  );
}
