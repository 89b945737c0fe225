import type { Schema } from '@leadline/client';
import { Alert, Button, Checkbox, Group, List, Stack, Text } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { messageOf } from '../messages';
import type { Column } from './List';

type BulkResults = Schema<'BulkResults'>;

/**
 * Rows chosen for a bulk action, among those shown and `selectable` (a choice on another page, or of a row that
 * changed and can no longer be chosen, does not count).
 */
export function useSelection<T>(rows: T[], rowKey: (row: T) => string, selectable: (row: T) => boolean) {
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const candidates = useMemo(() => rows.filter(selectable).map(rowKey), [rows, selectable, rowKey]);
  const selected = candidates.filter((key) => chosen.has(key));
  return {
    selected,
    candidates,
    has: (key: string) => chosen.has(key),
    toggle: (key: string) =>
      setChosen((current) => {
        const next = new Set(current);
        if (next.has(key)) next.delete(key);
        else next.add(key);
        return next;
      }),
    selectAll: () => setChosen(new Set(candidates)),
    clear: () => setChosen(new Set()),
  };
}

export type Selection = ReturnType<typeof useSelection>;

/** The first column of a list with bulk actions: a checkbox named after its row; a click on it opens no row. */
export function selectColumn<T>(
  selection: Selection,
  rowKey: (row: T) => string,
  selectable: (row: T) => boolean,
  label: (row: T) => string,
): Column<T> {
  return {
    header: '선택',
    cell: (row) =>
      selectable(row) ? (
        <Checkbox
          aria-label={`${label(row)} 선택`}
          checked={selection.has(rowKey(row))}
          onChange={() => selection.toggle(rowKey(row))}
          onClick={(e) => e.stopPropagation()}
        />
      ) : null,
  };
}

/**
 * Above a list with a bulk action: how many rows are chosen, choose all of the page, clear, the action on the chosen
 * rows (`action(count)` names its button), and what the last run of it did.
 */
export function BulkBar({
  selection,
  noun,
  action,
  color,
  onAction,
  outcome,
}: {
  selection: Selection;
  noun: string;
  action: (count: number) => string;
  color: string;
  onAction: () => void;
  outcome: ReactNode;
}) {
  const count = selection.selected.length;
  return (
    <Stack gap="xs" mb="xs">
      <SelectionBar selection={selection} noun={noun}>
        {count > 0 && (
          <Button size="compact-sm" color={color} variant="outline" onClick={onAction}>
            {action(count)}
          </Button>
        )}
      </SelectionBar>
      {outcome}
    </Stack>
  );
}

function SelectionBar({ selection, noun, children }: { selection: Selection; noun: string; children: ReactNode }) {
  const count = selection.selected.length;
  return (
    <Group gap="xs" wrap="wrap" data-testid="selection-bar">
      <Text size="sm" aria-live="polite">
        {count > 0 ? `${noun} ${count}건 선택됨` : `선택한 ${noun} 없음`}
      </Text>
      <Button
        size="compact-sm"
        variant="subtle"
        onClick={selection.selectAll}
        disabled={selection.candidates.length === 0}
      >
        이 페이지 모두 선택
      </Button>
      {count > 0 && (
        <Button size="compact-sm" variant="subtle" onClick={selection.clear}>
          선택 해제
        </Button>
      )}
      {children}
    </Group>
  );
}

/** What a bulk action did: how many were done, and each refused one with its reason in Korean. */
export function BulkOutcome({
  result,
  verb,
  label,
  onClose,
}: {
  result: BulkResults;
  verb: string;
  label: (id: string) => string;
  onClose: () => void;
}) {
  const refused = result.results.filter((r) => !r.ok);
  return (
    <Alert
      color={refused.length > 0 ? 'orange' : 'teal'}
      role="status"
      withCloseButton
      onClose={onClose}
      closeButtonLabel="닫기"
      data-testid="bulk-outcome"
    >
      {/* In the body, not the title: a coloured title on the light alert falls short of the contrast ratio. */}
      <Text size="sm" fw={600}>
        {`${result.done}건 ${verb}${refused.length > 0 ? `, ${refused.length}건은 처리하지 못했습니다` : ''}`}
      </Text>
      {refused.length > 0 && (
        <List size="sm">
          {refused.map((r) => (
            <List.Item key={r.id}>
              {label(r.id)}: {messageOf(r.code ?? '', r.detail ?? undefined)}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
