import type { Schema } from '@leadline/client';
import { Alert, Button, Card, Checkbox, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { api, call } from '../../api';
import { ReadOnlyNote } from '../../components/ReadOnlyNote';
import { useAction } from '../../components/useAction';
import { formatDateTime, formatNumber } from '../../format';
import { can, useOperator } from '../../session';
import { fromKoreaInput, toKoreaInput } from './korea';

type Order = Schema<'AdminOrder'>;
type Day = Schema<'OrderSchedule'>['days'][number];

const DAYS: [Day, string][] = [
  ['MON', '월'],
  ['TUE', '화'],
  ['WED', '수'],
  ['THU', '목'],
  ['FRI', '금'],
  ['SAT', '토'],
  ['SUN', '일'],
];

interface Draft {
  dailyCap: string;
  monthlyCap: string;
  scheduled: boolean;
  days: Day[];
  from: string;
  to: string;
  skipHolidays: boolean;
  pausedUntil: string;
}

const draftOf = (o: Order): Draft => ({
  dailyCap: o.dailyCap === null ? '' : String(o.dailyCap),
  monthlyCap: o.monthlyCap === null ? '' : String(o.monthlyCap),
  scheduled: o.schedule !== null,
  days: o.schedule?.days ?? ['MON', 'TUE', 'WED', 'THU', 'FRI'],
  from: o.schedule?.from ?? '09:00',
  to: o.schedule?.to ?? '18:00',
  skipHolidays: o.schedule?.skipHolidays ?? true,
  pausedUntil: toKoreaInput(o.pausedUntil),
});

/** A cap field: empty is no cap; otherwise a whole number 1–100,000 (what the server accepts). */
const capError = (value: string) =>
  value === '' || (/^[0-9]+$/.test(value) && Number(value) >= 1 && Number(value) <= 100_000)
    ? undefined
    : '1부터 100,000 사이의 정수를 입력하세요 (비우면 한도 없음).';
const TIME = /^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$/;

/**
 * An order's routing rules (routing.md §1): the daily and monthly caps beside what they count, the Korea-time schedule
 * and a pause. An ADMIN changes them on an open order; everyone else reads them.
 */
export function OrderRules({ order, onSaved }: { order: Order; onSaved: () => void }) {
  const open = order.status === 'PENDING' || order.status === 'IN_PROGRESS';
  const admin = can(useOperator(), 'ADMIN');
  const editable = admin && open;
  const [draft, setDraft] = useState<Draft>(() => draftOf(order));
  const [saved, setSaved] = useState(false);
  const { busy, error, run } = useAction();
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setSaved(false);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const timeError = draft.scheduled && (!TIME.test(draft.from) || !TIME.test(draft.to) || draft.from >= draft.to);
  const invalid =
    Boolean(capError(draft.dailyCap) || capError(draft.monthlyCap)) ||
    timeError ||
    (draft.scheduled && draft.days.length === 0);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (invalid) return;
    const ok = await run(async () => {
      await call(
        api.PATCH('/admin/v1/orders/{id}', {
          params: { path: { id: order.id } },
          body: {
            dailyCap: draft.dailyCap === '' ? null : Number(draft.dailyCap),
            monthlyCap: draft.monthlyCap === '' ? null : Number(draft.monthlyCap),
            schedule: draft.scheduled
              ? { days: draft.days, from: draft.from, to: draft.to, skipHolidays: draft.skipHolidays }
              : null,
            pausedUntil: fromKoreaInput(draft.pausedUntil),
          },
        }),
      );
    });
    if (ok) {
      setSaved(true);
      onSaved();
    }
  };

  return (
    <Card withBorder padding="sm" data-testid="order-rules">
      <form onSubmit={(e) => void submit(e)} aria-label={`주문 #${order.id} 배정 규칙`}>
        <Stack gap="sm">
          <Group align="flex-start" gap="md" wrap="wrap">
            <TextInput
              label="일 한도"
              inputMode="numeric"
              description={`오늘 보낸 수 ${formatNumber(order.assignedToday)}건 (한국 시간 기준)`}
              placeholder="한도 없음"
              value={draft.dailyCap}
              onChange={(e) => set('dailyCap', e.currentTarget.value.trim())}
              error={capError(draft.dailyCap)}
              disabled={!editable}
            />
            <TextInput
              label="월 한도"
              inputMode="numeric"
              description={`이번 달 보낸 수 ${formatNumber(order.assignedThisMonth)}건`}
              placeholder="한도 없음"
              value={draft.monthlyCap}
              onChange={(e) => set('monthlyCap', e.currentTarget.value.trim())}
              error={capError(draft.monthlyCap)}
              disabled={!editable}
            />
          </Group>
          <Checkbox
            label="요일·시간을 정해 배정 (한국 시간)"
            checked={draft.scheduled}
            onChange={(e) => set('scheduled', e.currentTarget.checked)}
            disabled={!editable}
          />
          {draft.scheduled && (
            <Stack gap="xs" pl="md">
              <Chip.Group multiple value={draft.days} onChange={(v) => set('days', v as Day[])}>
                <Group gap={6} role="group" aria-label="배정 요일">
                  {DAYS.map(([day, label]) => (
                    <Chip key={day} value={day} size="sm" disabled={!editable}>
                      {label}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              {draft.days.length === 0 && (
                <Text size="sm" c="red.8">
                  요일을 하나 이상 고르세요.
                </Text>
              )}
              <Group gap="md" align="flex-start" wrap="wrap">
                <TextInput
                  label="시작 시각"
                  placeholder="09:00"
                  value={draft.from}
                  onChange={(e) => set('from', e.currentTarget.value.trim())}
                  disabled={!editable}
                  w={120}
                />
                <TextInput
                  label="끝 시각"
                  description="24:00까지, 끝 시각은 포함하지 않음"
                  placeholder="18:00"
                  value={draft.to}
                  onChange={(e) => set('to', e.currentTarget.value.trim())}
                  error={timeError ? '시각은 HH:MM, 시작이 끝보다 앞서야 합니다 (자정을 넘길 수 없음).' : undefined}
                  disabled={!editable}
                  w={220}
                />
              </Group>
              <Checkbox
                label="공휴일에는 배정하지 않음"
                checked={draft.skipHolidays}
                onChange={(e) => set('skipHolidays', e.currentTarget.checked)}
                disabled={!editable}
              />
            </Stack>
          )}
          <TextInput
            type="datetime-local"
            label="일시 정지 종료 (한국 시간)"
            description={
              order.paused
                ? `지금 정지 중입니다${order.pausedUntil ? ` (${formatDateTime(order.pausedUntil)}까지)` : ' (설계사 휴가)'}. 정지 중에는 가배정 리드가 풀로 돌아갑니다.`
                : '비우면 정지하지 않음. 정지하면 가배정 리드가 곧바로 풀로 돌아갑니다.'
            }
            value={draft.pausedUntil}
            onChange={(e) => set('pausedUntil', e.currentTarget.value)}
            disabled={!editable}
            maw={360}
          />
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          {saved && (
            <Text size="sm" c="teal.9" role="status">
              배정 규칙을 저장했습니다.
            </Text>
          )}
          {editable ? (
            <Group>
              <Button type="submit" loading={busy} disabled={invalid}>
                규칙 저장
              </Button>
            </Group>
          ) : admin ? (
            <Text size="sm" c="dimmed">
              완료되거나 취소된 주문의 규칙은 바꿀 수 없습니다.
            </Text>
          ) : (
            <ReadOnlyNote />
          )}
        </Stack>
      </form>
    </Card>
  );
}
