import { Button, Card, Group, Table, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { ChartOption } from '../charts/Chart';
import { Loading } from './Loading';

const Chart = lazy(() => import('../charts/Chart'));

interface ChartCardProps {
  title: string;
  option: ChartOption;
  /** The same figures as a table, one click away. */
  table: { headers: string[]; rows: ReactNode[][] };
  footer?: ReactNode;
  onRendered?: () => void;
}

export function ChartCard({ title, option, table, footer, onRendered }: ChartCardProps) {
  const [numbers, setNumbers] = useState(false);
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={700} component="h2" fz="md" m={0}>
          {title}
        </Text>
        <Button size="compact-xs" variant="light" onClick={() => setNumbers((n) => !n)} aria-pressed={numbers}>
          {numbers ? '차트 보기' : '숫자 보기'}
        </Button>
      </Group>
      {numbers ? (
        <Table.ScrollContainer minWidth={300} maxHeight={260}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                {table.headers.map((h) => (
                  <Table.Th key={h}>{h}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {table.rows.map((cells, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a fixed table, never reordered
                <Table.Tr key={i}>
                  {cells.map((c, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cells of a fixed row
                    <Table.Td key={j}>{c}</Table.Td>
                  ))}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : (
        <Suspense fallback={<Loading />}>
          <Chart option={option} label={title} onRendered={onRendered} />
        </Suspense>
      )}
      {footer}
    </Card>
  );
}
