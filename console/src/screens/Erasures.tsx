import type { Schema } from '@leadline/client';
import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
import { answerColumns, NoticeDialog, OverdueFilter } from '../components/AnswerClock';
import { FilterForm, useFilterDraft } from '../components/Filters';
import { FormDialog } from '../components/FormDialog';
import { type Column, type ListQuery, ListTable, useList } from '../components/List';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { EraseDialog, looksLikePhone } from '../components/RightsDialogs';
import { formatDateTime, formatNumber } from '../format';
import { IDENTITY_CHECK } from '../labels.rights';
import { can, useOperator } from '../session';

type Erasure = Schema<'Erasure'>;

interface ErasureFilters {
  overdue: '' | 'true' | 'false';
}
const INITIAL: ErasureFilters = { overdue: '' };

const loadErasures = ({ filters, page }: ListQuery<ErasureFilters>) =>
  call(
    api.GET('/admin/v1/erasures', {
      params: { query: { overdue: filters.overdue || undefined, page, limit: 20 } },
    }),
  );

/**
 * Erasures (삭제 요구) with their answer clocks, and a new one: the number is looked up first (as a person's own
 * request, recorded in the access log) so that the confirmation names how many leads it erases.
 */
export default function ErasuresScreen() {
  const admin = can(useOperator(), 'ADMIN');
  const list = useList(loadErasures, INITIAL, 'desc', ['overdue']);
  const filters = useFilterDraft(INITIAL, list.setFilters, list.filters);
  const [asking, setAsking] = useState(false);
  const [confirming, setConfirming] = useState<{ phone: string; count: number } | null>(null);
  const [notifying, setNotifying] = useState<Erasure | null>(null);

  const columns: Column<Erasure>[] = [
    { header: '처리 일시', cell: (e) => formatDateTime(e.createdAt) },
    { header: 'ID', cell: (e) => e.id },
    { header: '요청 일시', cell: (e) => formatDateTime(e.requestedAt) },
    { header: '본인 확인', cell: (e) => IDENTITY_CHECK[e.identityCheck] ?? e.identityCheck },
    { header: '삭제한 리드', cell: (e) => `${formatNumber(e.erasedLeadCount)}건` },
    ...answerColumns<Erasure>(),
    { header: '처리자', cell: (e) => e.createdBy },
    {
      header: '작업',
      cell: (e) => (
        <Button
          size="compact-xs"
          variant="default"
          disabled={!admin || e.resultNotifiedAt !== null}
          onClick={() => setNotifying(e)}
          aria-label={`삭제 요청 ${e.id} 결과 통지 기록`}
        >
          통지 완료
        </Button>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>삭제 요청</Title>
      <Text size="sm">
        본인의 삭제 요구를 처리한 기록입니다 (전화번호는 남지 않습니다). 요청 후 10일 안에 결과를 알려야 합니다.
      </Text>
      <FilterForm label="삭제 요청 검색 조건" onSubmit={filters.submit} onReset={filters.reset}>
        <OverdueFilter value={filters.draft.overdue} onChange={filters.field('overdue')} />
      </FilterForm>
      <Group gap="xs">
        <Button color="red.9" disabled={!admin} onClick={() => setAsking(true)}>
          새 삭제 요청
        </Button>
      </Group>
      {!admin && <ReadOnlyNote />}
      <ListTable caption="삭제 요청 (최근 처리 순)" columns={columns} list={list} rowKey={(e) => e.id} />
      <PhoneStep opened={asking} onClose={() => setAsking(false)} onFound={setConfirming} />
      <EraseDialog
        opened={confirming !== null}
        phone={confirming?.phone}
        count={confirming?.count ?? 0}
        onClose={() => setConfirming(null)}
        onDone={() => {
          setConfirming(null);
          list.reload();
        }}
      />
      <NoticeDialog
        target={notifying && { kind: 'erasure', id: notifying.id }}
        onClose={() => setNotifying(null)}
        onDone={list.reload}
      >
        <Alert color="gray" role="note">
          알릴 때에는 번호를 다시 팔지 않도록 암호화한 값만 남겨 두었다는 것도 함께 알립니다.
        </Alert>
      </NoticeDialog>
    </Stack>
  );
}

/** The number first: looked up as the person's own request, so the confirmation can name its count of leads. */
function PhoneStep({
  opened,
  onClose,
  onFound,
}: {
  opened: boolean;
  onClose: () => void;
  onFound: (found: { phone: string; count: number }) => void;
}) {
  const [phone, setPhone] = useState('');
  return (
    <FormDialog
      title="새 삭제 요청"
      submitLabel="다음"
      opened={opened}
      canSubmit={looksLikePhone(phone.trim())}
      onClose={() => {
        setPhone('');
        onClose();
      }}
      onSubmit={async () => {
        const answer = await call(
          api.POST('/admin/v1/leads/lookup', { body: { phone: phone.trim(), purpose: 'SUBJECT_REQUEST' } }),
        );
        onFound({ phone: phone.trim(), count: answer.data.filter((found) => !found.lead.erased).length });
        setPhone('');
      }}
    >
      <Text size="sm">
        번호로 리드를 찾아 몇 건이 삭제되는지 먼저 보여 드립니다. 이 조회는 본인 요청으로 개인정보 열람 기록에 남습니다.
      </Text>
      <TextInput
        label="전화번호"
        required
        autoComplete="off"
        maxLength={30}
        value={phone}
        onChange={(e) => setPhone(e.currentTarget.value)}
        data-autofocus
      />
    </FormDialog>
  );
}
