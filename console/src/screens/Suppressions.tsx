import type { Schema } from '@leadline/client';
import { Alert, Badge, Button, Group, NativeSelect, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
import { answerColumns, NoticeDialog, OverdueFilter } from '../components/AnswerClock';
import { FilterForm, optionsOf, useFilterDraft, withAll } from '../components/Filters';
import { FormDialog } from '../components/FormDialog';
import { type Column, type ListQuery, ListTable, useList } from '../components/List';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { SuppressDialog } from '../components/RightsDialogs';
import { useLoaded } from '../components/useLoaded';
import { formatDateTime, formatNumber } from '../format';
import { SUPPRESSION_CHANNEL, SUPPRESSION_REASON } from '../labels.rights';
import { can, useOperator } from '../session';
import { BulkSuppressDialog } from './SuppressionsBulk';

type Suppression = Schema<'Suppression'>;
type Reason = Suppression['reason'];

interface SuppressionFilters {
  phone: string;
  reason: string;
  overdue: '' | 'true' | 'false';
  active: '' | 'true' | 'false';
}

const INITIAL: SuppressionFilters = { phone: '', reason: '', overdue: '', active: 'true' };

/** The phone never goes into the address (personal data): the reason, the answer clock and the state do. */
const URL_KEYS: (keyof SuppressionFilters)[] = ['reason', 'overdue', 'active'];

const isReason = (s: string): s is Reason => s in SUPPRESSION_REASON;
const flag = (s: string) => (s === 'true' || s === 'false' ? s : undefined);

const loadSuppressions = ({ filters, page }: ListQuery<SuppressionFilters>) =>
  call(
    api.GET('/admin/v1/suppressions', {
      params: {
        query: {
          phone: filters.phone.trim() || undefined,
          reason: isReason(filters.reason) ? filters.reason : undefined,
          overdue: flag(filters.overdue),
          active: flag(filters.active),
          page,
          limit: 20,
        },
      },
    }),
  );

/** How many people still wait for their answer past the 10 days (the clock of PIPA's answer). */
const countOverdue = async () =>
  (await call(api.GET('/admin/v1/suppressions', { params: { query: { overdue: 'true', limit: 1 } } }))).pagination
    .total;

/** The masked number, or for an erased phone's entry (which keeps only the keyed hash) its number in the list. */
const nameOf = (s: Suppression) => s.phone ?? `#${s.id}`;

/** Whether an entry applies now: neither lifted nor past its expiry (a 두낫콜 entry's five years). */
const inForce = (s: Suppression) => !s.liftedAt && (!s.expiresAt || new Date(s.expiresAt).getTime() > Date.now());

function StateBadge({ s }: { s: Suppression }) {
  if (s.liftedAt) return <Badge color="gray.7">해제됨</Badge>;
  if (!inForce(s)) return <Badge color="gray.7">만료</Badge>;
  return <Badge color="red.9">적용 중</Badge>;
}

/**
 * Do-not-contact entries (연락금지): added one by one or from a list, found by number (the server compares keyed
 * hashes), the answers past their 10 days first in sight, the person's answer recorded, an entry lifted with a reason.
 */
export default function SuppressionsScreen() {
  const admin = can(useOperator(), 'ADMIN');
  const list = useList(loadSuppressions, INITIAL, 'desc', URL_KEYS);
  const filters = useFilterDraft(INITIAL, list.setFilters, list.filters);
  const overdue = useLoaded(countOverdue);
  const [dialog, setDialog] = useState<'add' | 'bulk' | 'bulk-lift' | null>(null);
  const [notifying, setNotifying] = useState<Suppression | null>(null);
  const [lifting, setLifting] = useState<Suppression | null>(null);
  const [bulkDone, setBulkDone] = useState<string | null>(null);
  const changed = () => {
    list.reload();
    overdue.reload();
  };

  const columns: Column<Suppression>[] = [
    { header: '등록 일시', cell: (s) => formatDateTime(s.createdAt) },
    {
      header: '번호',
      cell: (s) => <Text size="sm">{s.phone ?? '삭제된 번호 (암호화한 값만 보관)'}</Text>,
    },
    { header: '사유', cell: (s) => SUPPRESSION_REASON[s.reason] ?? s.reasonLabel },
    { header: '접수 경로', cell: (s) => SUPPRESSION_CHANNEL[s.channel] ?? s.channel },
    { header: '요청 일시', cell: (s) => formatDateTime(s.requestedAt) },
    ...answerColumns<Suppression>(),
    { header: '리드', cell: (s) => `${formatNumber(s.affectedLeadCount)}건` },
    {
      header: '상태',
      cell: (s) => (
        <Stack gap={2}>
          <StateBadge s={s} />
          {s.liftReason && (
            <Text size="xs" c="dimmed">
              해제 사유: {s.liftReason}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      header: '작업',
      cell: (s) => (
        <Group gap={4} wrap="nowrap">
          <Button
            size="compact-xs"
            variant="default"
            disabled={!admin || s.resultNotifiedAt !== null}
            onClick={() => setNotifying(s)}
            aria-label={`${nameOf(s)} 결과 통지 기록`}
          >
            통지 완료
          </Button>
          <Button
            size="compact-xs"
            variant="default"
            color="red.9"
            disabled={!admin || s.liftedAt !== null}
            onClick={() => setLifting(s)}
            aria-label={`${nameOf(s)} 수신 거부 해제`}
          >
            해제
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>수신 거부</Title>
      <OverdueNote
        count={overdue.data}
        show={() => list.setFilters({ ...INITIAL, overdue: 'true', active: '' })}
        shown={list.filters.overdue === 'true'}
      />
      <FilterForm label="수신 거부 검색 조건" onSubmit={filters.submit} onReset={filters.reset}>
        <TextInput
          label="전화번호"
          description="번호 전체 (주소에 남지 않습니다)"
          autoComplete="off"
          maxLength={30}
          value={filters.draft.phone}
          onChange={(e) => filters.field('phone')(e.currentTarget.value)}
        />
        <NativeSelect
          label="사유"
          data={withAll(optionsOf(SUPPRESSION_REASON))}
          value={filters.draft.reason}
          onChange={(e) => filters.field('reason')(e.currentTarget.value)}
        />
        <OverdueFilter value={filters.draft.overdue} onChange={filters.field('overdue')} />
        <NativeSelect
          label="상태"
          data={[
            { value: '', label: '전체' },
            { value: 'true', label: '적용 중' },
            { value: 'false', label: '해제됨·만료' },
          ]}
          value={filters.draft.active}
          onChange={(e) => filters.field('active')(e.currentTarget.value as SuppressionFilters['active'])}
        />
      </FilterForm>
      <Group gap="xs">
        <Button disabled={!admin} onClick={() => setDialog('add')}>
          수신 거부 등록
        </Button>
        <Button variant="default" disabled={!admin} onClick={() => setDialog('bulk')}>
          일괄 등록 (붙여넣기·CSV)
        </Button>
        <Button variant="default" disabled={!admin} onClick={() => setDialog('bulk-lift')}>
          일괄 해제 (두낫콜 철회)
        </Button>
      </Group>
      {!admin && <ReadOnlyNote />}
      {bulkDone && (
        <Alert
          color="gray"
          role="status"
          withCloseButton
          closeButtonLabel="알림 닫기"
          onClose={() => setBulkDone(null)}
        >
          {bulkDone}
        </Alert>
      )}
      <ListTable caption="수신 거부 (최근 등록 순)" columns={columns} list={list} rowKey={(s) => s.id} />
      <SuppressDialog
        opened={dialog === 'add'}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          changed();
        }}
      />
      <BulkSuppressDialog
        key={dialog === 'bulk-lift' ? 'lift' : 'add'}
        mode={dialog === 'bulk-lift' ? 'lift' : 'add'}
        opened={dialog === 'bulk' || dialog === 'bulk-lift'}
        onClose={() => setDialog(null)}
        onDone={(summary) => {
          setBulkDone(summary);
          changed();
        }}
      />
      <NoticeDialog
        target={notifying && { kind: 'suppression', id: notifying.id }}
        onClose={() => setNotifying(null)}
        onDone={changed}
      >
        <Text size="sm">
          {notifying ? nameOf(notifying) : ''}의 요청 결과를 본인에게 알렸다고 기록합니다 (기한{' '}
          {formatDateTime(notifying?.dueAt)}).
        </Text>
      </NoticeDialog>
      <LiftDialog target={lifting} onClose={() => setLifting(null)} onDone={changed} />
    </Stack>
  );
}

function OverdueNote({ count, show, shown }: { count: number | null; show: () => void; shown: boolean }) {
  if (count === null) return null;
  if (count === 0) {
    return (
      <Alert color="gray" role="status" data-testid="overdue-note">
        10일 답변 기한이 지난 요청이 없습니다.
      </Alert>
    );
  }
  return (
    <Alert color="red" role="status" title="답변 기한이 지났습니다" data-testid="overdue-note">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm">
          요청 후 10일 안에 결과를 알리지 않은 요청이 {formatNumber(count)}건 있습니다. 본인에게 알린 뒤 통지 완료로
          기록하세요.
        </Text>
        {!shown && (
          <Button size="xs" variant="default" onClick={show}>
            기한 지난 요청 보기
          </Button>
        )}
      </Group>
    </Alert>
  );
}

interface RowDialogProps {
  target: Suppression | null;
  onClose: () => void;
  onDone: () => void;
}

/** Lifting needs its reason (a new consent, a withdrawal from the registry): it is audited and shown on the row. */
function LiftDialog({ target, onClose, onDone }: RowDialogProps) {
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      title="수신 거부를 해제할까요?"
      submitLabel="해제"
      opened={target !== null}
      canSubmit={reason.trim() !== ''}
      onClose={() => {
        setReason('');
        onClose();
      }}
      onSubmit={async () => {
        if (!target) return;
        await call(
          api.POST('/admin/v1/suppressions/{id}/lift', {
            params: { path: { id: target.id } },
            body: { reason: reason.trim() },
          }),
        );
        setReason('');
        onDone();
      }}
    >
      <Text size="sm">
        {target ? nameOf(target) : ''}의 리드가 다시 배정·연락될 수 있습니다 (리드{' '}
        {formatNumber(target?.affectedLeadCount)}건).
      </Text>
      <Textarea
        label="해제 사유"
        description="예: 본인이 새로 동의함, 두낫콜 등록 철회"
        required
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        data-autofocus
      />
    </FormDialog>
  );
}
