import { Alert, Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, useCallback, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { LoadFailed } from './List';
import { Loading } from './Loading';
import { useLoadedFor } from './useLoaded';

interface RecordPageProps<T> {
  /** What the record is, in Korean (리드, 주문…): the title is `${kind} #${id}`. */
  kind: string;
  /** The list the record belongs to, for the way back. */
  list: { to: string; label: string };
  /** The record, or null when there is none of that id. */
  load: (id: string) => Promise<T | null>;
  /** The record's page once loaded; `reload` reads it again after a change. */
  children: (record: T, reload: () => void) => ReactNode;
  /** The path parameter naming the record (`id`). */
  param?: string;
}

/**
 * The page of one record (a lead, an order, a claim, a consultant, a key, a portal user): its address names it, so a
 * reload or a shared link shows the same record. While it loads, a loader; when the server fails, the reason with a
 * retry; when there is no such record, a Korean sentence and the way back to the list, never an empty page.
 */
export function RecordPage<T>({ kind, list, load, children, param = 'id' }: RecordPageProps<T>) {
  const id = useParams()[param] ?? '';
  const [round, setRound] = useState(0);
  const key = `${id}#${round}`;
  const { data, error, loading } = useLoadedFor(key, () => load(id));
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const shown = data;
  return (
    <Stack data-testid="record-page" data-loading={loading ? 'true' : 'false'}>
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={2}>
          {kind} #{id}
        </Title>
        <Anchor component={RouterLink} to={list.to} size="sm">
          {list.label}로 돌아가기
        </Anchor>
      </Group>
      {error && <LoadFailed error={error} retry={reload} />}
      {!error && loading && shown === null && <Loading />}
      {!error && !loading && shown === null && (
        <Alert color="gray" role="status" title="찾을 수 없습니다" data-testid="record-missing">
          {kind} #{id}은(는) 없습니다. 번호를 확인하거나 {list.label}에서 찾아 보세요.
        </Alert>
      )}
      {!error && shown !== null && children(shown, reload)}
    </Stack>
  );
}

/** A record's facts as label and value pairs, in two columns from a tablet up. */
export function Facts({ items, label }: { items: [string, ReactNode][]; label: string }) {
  return (
    <SimpleGrid component="dl" aria-label={label} cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing={4} m={0}>
      {items.map(([name, value]) => (
        <Group key={name} gap="xs" wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" c="dimmed" miw={120} style={{ flexShrink: 0 }}>
            {name}
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Group>
      ))}
    </SimpleGrid>
  );
}

/** A link to a record's page, as list rows and other records show it. */
export function RecordLink({ to, children, label }: { to: string; children: ReactNode; label?: string }) {
  return (
    <Anchor component={RouterLink} to={to} aria-label={label} onClick={(e) => e.stopPropagation()}>
      {children}
    </Anchor>
  );
}
