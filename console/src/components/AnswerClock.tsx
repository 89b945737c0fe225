import { Badge, NativeSelect, Stack, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { api, call } from '../api';
import { formatDateTime } from '../format';
import { NOTICE_CHANNEL } from '../labels.rights';
import { optionsOf } from './Filters';
import { FormDialog } from './FormDialog';
import type { Column } from './List';

const DAY = 86_400_000;

/**
 * The 10-day answer clock of a person's request (PIPA's answer to a do-not-contact or erasure demand): its deadline,
 * and plainly whether it was met, is running (days left) or has passed (days over).
 */
export function AnswerClock({ dueAt, notifiedAt }: { dueAt: string; notifiedAt: string | null }) {
  const due = new Date(dueAt).getTime();
  let badge: { color: string; text: string };
  if (notifiedAt) {
    badge =
      new Date(notifiedAt).getTime() <= due
        ? { color: 'teal.9', text: '기한 내 통지' }
        : { color: 'gray.7', text: '기한 후 통지' };
  } else if (Date.now() > due) {
    badge = { color: 'red.9', text: `기한 ${Math.max(1, Math.floor((Date.now() - due) / DAY))}일 지남` };
  } else {
    badge = { color: 'blue.9', text: `${Math.ceil((due - Date.now()) / DAY)}일 남음` };
  }
  return (
    <Stack gap={2} data-testid="answer-clock">
      <Text size="sm">{formatDateTime(dueAt)}</Text>
      <Badge color={badge.color} variant="outline">
        {badge.text}
      </Badge>
    </Stack>
  );
}

/** The channels a person is told the result by (`…/notified`). */
export type NoticeChannel = 'PHONE' | 'SMS' | 'KAKAO' | 'EMAIL' | 'WRITTEN';

/** What an answered request shows: its clock, and when (and how, where it is kept) the person was told. */
export interface Answered {
  dueAt: string;
  resultNotifiedAt: string | null;
  resultChannel?: string | null;
}

/** The two cells of a request's answer, the same in every list of requests (suppressions, erasures). */
export function answerColumns<T extends Answered>(): Column<T>[] {
  return [
    { header: '답변 기한', cell: (r) => <AnswerClock dueAt={r.dueAt} notifiedAt={r.resultNotifiedAt} /> },
    {
      header: '결과 통지',
      cell: (r) =>
        !r.resultNotifiedAt
          ? '아직 안 함'
          : r.resultChannel
            ? `${formatDateTime(r.resultNotifiedAt)} (${NOTICE_CHANNEL[r.resultChannel] ?? r.resultChannel})`
            : formatDateTime(r.resultNotifiedAt),
    },
  ];
}

/** The answer clock as a filter (`overdue`): past its deadline unanswered, or not. */
export function OverdueFilter<V extends '' | 'true' | 'false'>({
  value,
  onChange,
}: {
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <NativeSelect
      label="답변 기한"
      data={[
        { value: '', label: '전체' },
        { value: 'true', label: '기한 지남 (통지 안 함)' },
        { value: 'false', label: '기한 안 지남 또는 통지함' },
      ]}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value as V)}
    />
  );
}

/** A request whose answer is recorded: a do-not-contact entry or an erasure, by its id. */
export interface NoticeTarget {
  kind: 'suppression' | 'erasure';
  id: string;
}

/**
 * 통지 완료: the person was told the result of `target`, by which channel (the clock stops); `children` say what is
 * recorded. `onDone` after the server recorded it.
 */
export function NoticeDialog({
  target,
  onClose,
  onDone,
  children,
}: {
  target: NoticeTarget | null;
  onClose: () => void;
  onDone: () => void;
  children: ReactNode;
}) {
  const [channel, setChannel] = useState<NoticeChannel>('PHONE');
  const notify = async () => {
    if (!target) return;
    const params = { path: { id: target.id } };
    if (target.kind === 'erasure')
      await call(api.POST('/admin/v1/erasures/{id}/notified', { params, body: { channel } }));
    else await call(api.POST('/admin/v1/suppressions/{id}/notified', { params, body: { channel } }));
    onDone();
  };
  return (
    <FormDialog
      title="결과 통지 기록"
      submitLabel="통지 완료"
      opened={target !== null}
      onClose={onClose}
      onSubmit={notify}
    >
      {children}
      <NativeSelect
        label="알린 방법"
        data={optionsOf(NOTICE_CHANNEL)}
        value={channel}
        onChange={(e) => setChannel(e.currentTarget.value as NoticeChannel)}
        data-autofocus
      />
    </FormDialog>
  );
}
