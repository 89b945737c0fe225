import type { Schema } from '@leadline/client';
import { Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { FormDialog } from '../components/FormDialog';
import { type Column, ListTable } from '../components/List';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { useLoadedFor, useLocalList } from '../components/useLoaded';
import { can, useOperator } from '../session';
import { koreaDay } from './records/korea';

type Holiday = Schema<'Holiday'>;

const WEEKDAY = ['일', '월', '화', '수', '목', '금', '토'];
/** The day of the week of a Korea date (a calendar date: its weekday is the same in every zone at noon UTC). */
const weekday = (date: string) => WEEKDAY[new Date(`${date}T12:00:00Z`).getUTCDay()];
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const loadYear = (year: number) => call(api.GET('/admin/v1/holidays', { params: { query: { year } } }));

/**
 * The holiday list the routing rules read (routing.md §3): a year's days, a day added or renamed (the government
 * announces substitute holidays and election days late), a day removed. An order whose schedule skips holidays gets
 * no leads on them, and its first-contact clock stops.
 */
export default function HolidaysScreen() {
  const admin = can(useOperator(), 'ADMIN');
  const thisYear = Number(koreaDay().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [round, setRound] = useState(0);
  const loaded = useLoadedFor(`${year}#${round}`, () => loadYear(year));
  const reload = () => setRound((r) => r + 1);
  const list = useLocalList(
    { ...loaded, reload },
    year,
    () => true,
    (h) => h.date,
    'asc',
    50,
  );
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState({ date: '', name: '' });
  const [removing, setRemoving] = useState<Holiday | null>(null);

  const columns: Column<Holiday>[] = [
    { header: '날짜', cell: (h) => `${h.date} (${weekday(h.date)})`, sorts: true },
    { header: '이름', cell: (h) => h.name },
  ];
  if (admin) {
    columns.push({
      header: '작업',
      cell: (h) => (
        <Button
          size="compact-xs"
          color="red.9"
          variant="outline"
          onClick={() => setRemoving(h)}
          aria-label={`${h.date} ${h.name} 삭제`}
        >
          삭제
        </Button>
      ),
    });
  }
  const years = [thisYear - 1, thisYear, thisYear + 1, thisYear + 2].map(String);

  return (
    <Stack>
      <Title order={2}>공휴일</Title>
      <Text size="sm" c="dimmed">
        일정에서 공휴일을 빼도록 한 주문은 이 날 리드를 받지 않고, 첫 연락 기한도 이 날은 세지 않습니다 (한국 시간 하루
        전체).
      </Text>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect
          label="연도"
          data={years}
          value={String(year)}
          onChange={(e) => setYear(Number(e.currentTarget.value))}
        />
        {admin && (
          <Button
            onClick={() => {
              setDraft({ date: '', name: '' });
              setAdding(true);
            }}
          >
            공휴일 추가
          </Button>
        )}
      </Group>
      {!admin && <ReadOnlyNote />}
      <ListTable caption={`${year}년 공휴일 (날짜 순)`} columns={columns} list={list} rowKey={(h) => h.date} />
      <FormDialog
        title="공휴일 추가·이름 변경"
        opened={adding}
        onClose={() => setAdding(false)}
        submitLabel="저장"
        canSubmit={DATE.test(draft.date) && draft.name.trim() !== ''}
        onSubmit={async () => {
          await call(
            api.PUT('/admin/v1/holidays/{date}', {
              params: { path: { date: draft.date } },
              body: { name: draft.name.trim() },
            }),
          );
          const saved = Number(draft.date.slice(0, 4));
          if (saved !== year) setYear(saved);
          reload();
        }}
      >
        <TextInput
          type="date"
          label="날짜"
          required
          value={draft.date}
          onChange={(e) => setDraft({ ...draft, date: e.currentTarget.value })}
          data-autofocus
        />
        <TextInput
          label="이름"
          description="이미 있는 날짜면 이름을 바꿉니다. 두 공휴일이 겹치면 보일 이름으로 적으세요 (예: 어린이날·부처님오신날)."
          required
          maxLength={50}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.currentTarget.value })}
        />
      </FormDialog>
      <ConfirmDialog
        title={removing ? `${removing.date} ${removing.name}을(를) 삭제할까요?` : ''}
        confirmLabel="삭제"
        danger
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={async () => {
          if (!removing) return;
          await call(api.DELETE('/admin/v1/holidays/{date}', { params: { path: { date: removing.date } } }));
          reload();
        }}
      >
        삭제하면 이 날은 평일로 셉니다. 공휴일을 빼는 주문도 이 날 리드를 받습니다.
      </ConfirmDialog>
    </Stack>
  );
}
