import type { Schema } from '@leadline/client';
import { Badge, Group, Stack, Table, Text } from '@mantine/core';
import { formatDateTime } from '../format';
import { LEAD_STATUS } from '../labels';
import { LEAD_EVENT } from '../labels.lookups';
import { RecordLink } from './RecordPage';

type LeadHistory = Schema<'LeadHistory'>;

/** A lead's custody events, oldest first, with its owner and order now (the orders linked to their pages). */
export function LeadHistoryView({ history }: { history: LeadHistory }) {
  return (
    <Stack gap="sm" data-testid="lead-history">
      <Group gap="xs">
        <Badge variant="outline" color="indigo.9">
          {LEAD_STATUS[history.status] ?? history.status}
        </Badge>
        <Text size="sm">소유 포털 사용자 {history.ownerPortalId ?? '없음'}</Text>
        <Text size="sm">
          주문{' '}
          {history.orderId ? <RecordLink to={`/orders/${history.orderId}`}>#{history.orderId}</RecordLink> : '없음'}
        </Text>
      </Group>
      <Table.ScrollContainer minWidth={360}>
        <Table striped fz="sm">
          <Table.Caption>이력 (오래된 순)</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>일시</Table.Th>
              <Table.Th>사건</Table.Th>
              <Table.Th>포털 사용자</Table.Th>
              <Table.Th>주문</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {history.events.map((e) => (
              <Table.Tr key={e.id}>
                <Table.Td>{formatDateTime(e.at)}</Table.Td>
                <Table.Td>{LEAD_EVENT[e.event] ?? e.event}</Table.Td>
                <Table.Td>{e.portalId ?? '—'}</Table.Td>
                <Table.Td>
                  {e.orderId ? <RecordLink to={`/orders/${e.orderId}`}>#{e.orderId}</RecordLink> : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
