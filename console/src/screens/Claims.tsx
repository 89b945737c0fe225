import type { paths, Schema } from '@leadline/client';
import { Alert, Anchor, Badge, Button, Group, Modal, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { api, call, errorText } from '../api';
import { ExportCsvButton } from '../components/ExportCsv';
import {
  FilterForm,
  intParam,
  NumberFilter,
  optionsOf,
  textParam,
  useFilterDraft,
  withAll,
} from '../components/Filters';
import { type Column, type ListQuery, ListTable, useList } from '../components/List';
import { OneLine } from '../components/OneLine';
import { RecordLink } from '../components/RecordPage';
import { formatDateTime, formatNumber } from '../format';
import { CLAIM_STATUS } from '../labels';
import { STATUS_COLOR } from '../labels.lookups';
import { useOptions } from '../reference';
import { can, useOperator } from '../session';

type Claim = Schema<'AdminClaim'>;
type ClaimStatus = Claim['claimStatusCd'];

interface ClaimFilters {
  claimReqId: string;
  claimStatusCd: string;
  insuCompCd: string;
  fcUserCi: string;
  from: string;
  to: string;
}

const INITIAL: ClaimFilters = { claimReqId: '', claimStatusCd: '', insuCompCd: '', fcUserCi: '', from: '', to: '' };
/** In the address: all but the consultant's CI (personal data stays out of addresses). */
const URL_KEYS = ['claimReqId', 'claimStatusCd', 'insuCompCd', 'from', 'to'] as const;

// A download, not a client call; typed against the document all the same, so a renamed route breaks the type check.
const FORM_PDF: keyof paths = '/admin/v1/claim/requests/{claimReqId}/form.pdf';
const formPdfUrl = (c: Claim) => FORM_PDF.replace('{claimReqId}', String(c.claimReqId));

const isClaimStatus = (s: string): s is ClaimStatus => s in CLAIM_STATUS;

/** The filters and order as the list and its CSV file take them. */
const queryOf = ({ filters, sortOrder }: Omit<ListQuery<ClaimFilters>, 'page'>) => ({
  claimReqId: intParam(filters.claimReqId) || undefined,
  claimStatusCd: isClaimStatus(filters.claimStatusCd) ? filters.claimStatusCd : undefined,
  insuCompCd: textParam(filters.insuCompCd),
  fcUserCi: textParam(filters.fcUserCi),
  from: textParam(filters.from),
  to: textParam(filters.to),
  sortOrder,
});

const loadClaims = (q: ListQuery<ClaimFilters>) =>
  call(api.GET('/admin/v1/claim/requests', { params: { query: { ...queryOf(q), page: q.page, limit: 20 } } }));

const exportClaims = (q: Omit<ListQuery<ClaimFilters>, 'page'>) =>
  call(api.GET('/admin/v1/claim/requests/export.csv', { params: { query: queryOf(q) }, parseAs: 'blob' }));

function Dispatch({ claim }: { claim: Claim }) {
  if (!claim.dispatch) return <Text size="sm">—</Text>;
  return (
    <Text size="sm">
      {claim.dispatch.gateway} · {formatNumber(claim.dispatch.pages)}장 · {formatDateTime(claim.dispatch.sentAt)}
    </Text>
  );
}

export default function ClaimsScreen() {
  const operator = useOperator();
  const mayRetry = can(operator, 'ADMIN');
  const list = useList(loadClaims, INITIAL, 'desc', URL_KEYS);
  const filters = useFilterDraft(INITIAL, list.setFilters, list.filters);
  const insurers = useOptions('insurers');
  const [retrying, setRetrying] = useState<Claim | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);

  const columns: Column<Claim>[] = [
    { header: '청구일', cell: (c) => c.claimDate, sorts: true },
    {
      header: '청구 ID',
      cell: (c) => (
        <RecordLink to={`/claims/${c.claimReqId}`} label={`청구 #${c.claimReqId}`}>
          {c.claimReqId}
        </RecordLink>
      ),
    },
    {
      header: '상태',
      cell: (c) => (
        <Badge variant="outline" color={STATUS_COLOR[c.claimStatusCd]}>
          {CLAIM_STATUS[c.claimStatusCd] ?? c.claimStatus}
        </Badge>
      ),
    },
    {
      header: '작업',
      cell: (c) =>
        c.claimStatusCd === 'FAILED' ? (
          <Button
            size="compact-xs"
            color="red.9"
            variant="outline"
            disabled={!mayRetry}
            onClick={() => setRetrying(c)}
            aria-label={`청구 ${c.claimReqId} 재전송`}
          >
            재전송
          </Button>
        ) : null,
    },
    { header: '상태 변경', cell: (c) => formatDateTime(c.statusChangedAt) },
    { header: '보험사', cell: (c) => c.insuCompNm },
    { header: '설계사', cell: (c) => c.fcUserNm },
    { header: '고객', cell: (c) => c.clientNm },
    { header: '시도', cell: (c) => formatNumber(c.attempts) },
    { header: '발송', cell: (c) => <Dispatch claim={c} /> },
    {
      header: '오류',
      cell: (c) => (c.lastError ? <FailureReason error={c.lastError} withDetail={mayRetry} /> : '—'),
    },
    {
      header: '청구서',
      // The form shows the client's data in clear: each download is an access record (ADMIN_CLAIM_PDF).
      cell: (c) => (
        <Anchor href={formPdfUrl(c)} download size="sm" aria-label={`청구 ${c.claimReqId} 청구서 PDF 내려받기`}>
          PDF
        </Anchor>
      ),
    },
  ];

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>청구 모니터</Title>
        <ExportCsvButton stem="claims" what="청구" load={() => exportClaims(list)} />
      </Group>
      <FilterForm label="청구 검색 조건" onSubmit={filters.submit} onReset={filters.reset}>
        <NumberFilter label="청구 ID" value={filters.draft.claimReqId} onChange={filters.field('claimReqId')} />
        <NativeSelect
          label="상태"
          data={withAll(optionsOf(CLAIM_STATUS))}
          value={filters.draft.claimStatusCd}
          onChange={(e) => filters.field('claimStatusCd')(e.currentTarget.value)}
        />
        <NativeSelect
          label="보험사"
          data={withAll(insurers)}
          value={filters.draft.insuCompCd}
          onChange={(e) => filters.field('insuCompCd')(e.currentTarget.value)}
        />
        <TextInput
          label="설계사 CI"
          value={filters.draft.fcUserCi}
          onChange={(e) => filters.field('fcUserCi')(e.currentTarget.value)}
        />
        <TextInput
          label="청구일 시작"
          type="date"
          value={filters.draft.from}
          onChange={(e) => filters.field('from')(e.currentTarget.value)}
        />
        <TextInput
          label="청구일 끝"
          type="date"
          value={filters.draft.to}
          onChange={(e) => filters.field('to')(e.currentTarget.value)}
        />
      </FilterForm>
      {notice && (
        <Alert color={notice.ok ? 'green' : 'red'} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </Alert>
      )}
      <Text size="sm" c="dimmed">
        고객 이름은 가려져 있습니다. 전송실패 청구는 오류를 확인한 뒤 다시 보낼 수 있습니다
        {mayRetry ? '' : ' (관리자만)'}.
      </Text>
      <OneLine>
        <ListTable caption="청구 (최근 순)" columns={columns} list={list} rowKey={(c) => String(c.claimReqId)} />
      </OneLine>
      <RetryDialog
        claim={retrying}
        onClose={() => setRetrying(null)}
        onDone={(text, ok) => {
          setRetrying(null);
          setNotice({ ok, text });
          list.reload();
        }}
      />
    </Stack>
  );
}

/**
 * Why a dispatch failed, in Korean for the operator: the server's text (an error summary, at times with a file path
 * or a host) is for whoever fixes it, so an ADMIN finds it behind 자세히.
 */
export function failureReason(error: string): string {
  if (/busy/i.test(error)) return '받는 쪽 팩스 회선이 통화 중이었습니다.';
  if (/timed? ?out|ETIMEDOUT/i.test(error)) return '팩스 게이트웨이가 제때 답하지 않았습니다.';
  if (/ECONNREFUSED|ECONNRESET|ENOTFOUND|EAI_AGAIN|socket|network|gateway/i.test(error)) {
    return '팩스 게이트웨이에 연결하지 못했습니다.';
  }
  if (/ENOENT|EACCES|EROFS|ENOSPC|no such file|permission denied/i.test(error)) {
    return '서버의 파일 저장소 문제로 청구서를 만들지 못했습니다.';
  }
  if (/database|SQLSTATE|^[0-9A-Z]{5}$/i.test(error)) return '데이터베이스 오류로 전송하지 못했습니다.';
  return '전송하지 못했습니다 (원인을 분류하지 못했습니다).';
}

export function FailureReason({ error, withDetail }: { error: string; withDetail: boolean }) {
  return (
    <Stack gap={2} miw={200} maw={320}>
      <Text size="sm" c="red.9" style={{ whiteSpace: 'normal' }}>
        {failureReason(error)}
      </Text>
      {withDetail && (
        <details>
          <summary style={{ cursor: 'pointer', fontSize: 'var(--mantine-font-size-xs)' }}>자세히 (관리자용)</summary>
          <Text size="xs" ff="monospace" style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
            {error}
          </Text>
        </details>
      )}
    </Stack>
  );
}

function RetryDialog({
  claim,
  onClose,
  onDone,
}: {
  claim: Claim | null;
  onClose: () => void;
  onDone: (text: string, ok: boolean) => void;
}) {
  const [busy, setBusy] = useState(false);

  const retry = async () => {
    if (!claim) return;
    setBusy(true);
    try {
      // The answer is the claim in full (the client's contact among it): only its status is used, never shown.
      await call(
        api.PATCH('/admin/v1/claim/requests/{claimReqId}', {
          params: { path: { claimReqId: String(claim.claimReqId) } },
          body: { claimStatusCd: 'RECEIVED' },
        }),
      );
      onDone(`청구 ${claim.claimReqId}을(를) 다시 접수했습니다. 곧 다시 전송됩니다.`, true);
    } catch (err) {
      onDone(errorText(err), false);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      opened={claim !== null}
      onClose={onClose}
      title="청구 재전송"
      centered
      closeButtonProps={{ 'aria-label': '닫기', tabIndex: -1 }}
    >
      {claim && (
        <Stack gap="sm">
          <Text size="sm">
            청구 {claim.claimReqId} ({claim.insuCompNm}, {claim.claimDate})을(를) 접수 상태로 되돌려 다시 전송합니다.
          </Text>
          {claim.lastError && (
            <Text size="sm" c="red.9" style={{ overflowWrap: 'anywhere' }}>
              마지막 오류: {failureReason(claim.lastError)}
            </Text>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              취소
            </Button>
            <Button color="red.8" onClick={() => void retry()} loading={busy}>
              재전송
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
