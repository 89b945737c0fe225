import type { Schema } from '@leadline/client';
import { Table } from '@mantine/core';
import { formatNumber } from '../format';

/** An order's quantity per region with what was provisionally assigned and confirmed there. */
export function OrderRegionsTable({ regions }: { regions: Schema<'AdminOrderRegion'>[] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>지역</Table.Th>
            <Table.Th>주문</Table.Th>
            <Table.Th>가배정</Table.Th>
            <Table.Th>확정</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {regions.map((r) => (
            <Table.Tr key={r.region}>
              <Table.Td>{r.region}</Table.Td>
              <Table.Td>{formatNumber(r.quantity)}</Table.Td>
              <Table.Td>{formatNumber(r.provisionalCount)}</Table.Td>
              <Table.Td>{formatNumber(r.confirmedCount)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
