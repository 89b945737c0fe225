import { Button, Card, Group, ScrollArea, Table, Text } from '@mantine/core';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
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
  /** Nothing to draw in the period: said in words, not as a chart of flat zeros. */
  empty?: boolean;
}

export function ChartCard({ title, option, table, footer, onRendered, empty }: ChartCardProps) {
  const [numbers, setNumbers] = useState(false);
  // An empty chart is drawn at once: the dashboard's ready mark waits for every card.
  useEffect(() => {
    if (empty) onRendered?.();
  }, [empty, onRendered]);
  return (
    <Card withBorder padding="md" radius="md">
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text fw={700} component="h2" fz="md" m={0}>
          {title}
        </Text>
        <Button
          size="compact-xs"
          variant="light"
          onClick={() => setNumbers((n) => !n)}
          aria-pressed={numbers}
          disabled={empty}
        >
          {numbers ? '차트 보기' : '숫자 보기'}
        </Button>
      </Group>
      {empty ? (
        <Text size="sm" c="dimmed" ta="center" py="xl" data-testid="chart-empty">
          이 기간에는 데이터가 없습니다.
        </Text>
      ) : numbers ? (
        // A table taller than its box scrolls: the region is focusable and named, so the keyboard can scroll it.
        <ScrollArea.Autosize
          mah={260}
          type="auto"
          viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': `${title} 숫자` }}
        >
          <Table striped fz="sm" miw={300}>
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
        </ScrollArea.Autosize>
      ) : (
        <Suspense fallback={<Loading />}>
          <Chart option={option} label={title} onRendered={onRendered} />
        </Suspense>
      )}
      {footer}
    </Card>
  );
}
