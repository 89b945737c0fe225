import type { Schema } from '@leadline/client';
import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  Kbd,
  Modal,
  NativeSelect,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, api, call, errorText } from '../api';
import { BulkBar, BulkOutcome, selectColumn, useSelection } from '../components/Bulk';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EvidencePreview } from '../components/Evidence';
import { ExportCsvButton } from '../components/ExportCsv';
import {
  FilterForm,
  idParam,
  intParam,
  optionsOf,
  ProviderProductFields,
  textParam,
  useFilterDraft,
} from '../components/Filters';
import { FormDialog } from '../components/FormDialog';
import { type Column, type ListQuery, ListTable, useList } from '../components/List';
import { OneLine } from '../components/OneLine';
import { useAction } from '../components/useAction';
import { useDraft } from '../components/useDraft';
import { formatDateTime } from '../format';
import { AS_STATUS, STATUS_COLOR } from '../labels.lookups';
import { can, useOperator } from '../session';

type AsRequest = Schema<'AdminAsRequest'>;
type BulkResults = Schema<'BulkResults'>;
type AsContact = Schema<'AsContact'>;
type Decision = 'APPROVED' | 'REJECTED' | 'HOLD';

interface AsFilters {
  status: string;
  providerId: string;
  productId: string;
  portalId: string;
  olderThanHours: string;
}

const OPEN = 'WAITING,HOLD';
const INITIAL: AsFilters = { status: OPEN, providerId: '', productId: '', portalId: '', olderThanHours: '' };
const URL_KEYS = ['status', 'providerId', 'productId', 'portalId', 'olderThanHours'] as const;
const STATUS_OPTIONS = [{ value: OPEN, label: '대기·보류' }, ...optionsOf(AS_STATUS)];

const DECISIONS: { status: Decision; label: string; key: string; color: string; done: string }[] = [
  { status: 'APPROVED', label: '승인', key: 'a', color: 'teal.9', done: '승인했습니다. 리드가 반품되었습니다.' },
  { status: 'REJECTED', label: '반려', key: 'r', color: 'red.8', done: '반려했습니다.' },
  { status: 'HOLD', label: '보류', key: 'h', color: 'violet.9', done: '보류했습니다.' },
];

const isOpen = (r: AsRequest) => r.status === 'WAITING' || r.status === 'HOLD';

/** How long a request has waited, as an operator counts it: hours for the first day, then days. */
function age(createdAt: string, now = Date.now()): string {
  const hours = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 3_600_000));
  return hours < 24 ? `${hours}시간` : `${Math.floor(hours / 24)}일 ${hours % 24}시간`;
}

/** Keys typed into a field, a select or an open dialog are not shortcuts. */
function typing(event: KeyboardEvent): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.closest('input, textarea, select, [role="dialog"]')) return true;
  return event.ctrlKey || event.metaKey || event.altKey;
}

/** The filters and order as the queue and its CSV file take them. */
const queryOf = ({ filters, sortOrder }: Omit<ListQuery<AsFilters>, 'page'>) => ({
  status: textParam(filters.status),
  providerId: idParam(filters.providerId),
  productId: idParam(filters.productId),
  portalId: intParam(filters.portalId) || undefined,
  olderThanHours: intParam(filters.olderThanHours),
  sortOrder,
});

const loadQueue = (q: ListQuery<AsFilters>) =>
  call(api.GET('/admin/v1/lead-as', { params: { query: { ...queryOf(q), page: q.page, limit: 20 } } }));

const exportQueue = (q: Omit<ListQuery<AsFilters>, 'page'>) =>
  call(api.GET('/admin/v1/lead-as/export.csv', { params: { query: queryOf(q) }, parseAs: 'blob' }));

/** One request with the version to send back in If-Match. */
async function loadRequest(id: string): Promise<{ request: AsRequest; etag: string | null }> {
  const pending = api.GET('/admin/v1/lead-as/{id}', { params: { path: { id } } });
  const request = await call(pending);
  return { request, etag: (await pending).response.headers.get('ETag') };
}

const rowId = (r: AsRequest) => r.id;
/** Only a waiting request is held in bulk: one on hold already is, a decided one cannot be. */
const holdable = (r: AsRequest) => r.status === 'WAITING';

interface Notice {
  color: 'green' | 'orange' | 'red';
  text: string;
}

export default function AsQueueScreen() {
  const operator = useOperator();
  const mayReview = can(operator, 'REVIEWER');
  const list = useList(loadQueue, INITIAL, 'asc', URL_KEYS);
  const filters = useFilterDraft(INITIAL, list.setFilters, list.filters);
  const selection = useSelection(list.rows, rowId, holdable);
  const [bulkHolding, setBulkHolding] = useState(false);
  const [bulkNote, setBulkNote] = useState('');
  const [bulkResult, setBulkResult] = useState<BulkResults | null>(null);

  // The request open is in the address (?id=), so a reload, a sign-in after the session ended and a shared link
  // come back to it.
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('id');
  const [detail, setDetail] = useState<{ request: AsRequest; etag: string | null } | null>(null);
  const [detailError, setDetailError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [contactOpen, setContactOpen] = useState(false);
  const [confirmingApproval, setConfirmingApproval] = useState(false);
  const [noteError, setNoteError] = useState<string | null>(null);
  const noteRef = useRef<HTMLTextAreaElement>(null);
  // Where the open request stood in the list: after a decision it leaves the list, and `j` goes on from there.
  const position = useRef<number | null>(null);
  // The note is a draft of this tab until the decision saves it: an ended session does not lose it.
  const note = useDraft(detail ? `as-note:${detail.request.id}` : null, detail?.request.adminNote ?? '');

  const open = useCallback(
    (id: string) =>
      setParams(
        (p) => {
          const next = new URLSearchParams(p);
          next.set('id', id);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );

  const fetchDetail = useCallback(async (id: string) => {
    setDetailError(null);
    try {
      setDetail(await loadRequest(id));
    } catch (err) {
      setDetail(null);
      setDetailError(errorText(err));
    }
  }, []);

  // Stacked below the list (a phone, a narrow window), the request opened is scrolled into view.
  const detailRef = useRef<HTMLDivElement>(null);
  const shownId = detail?.request.id;
  useEffect(() => {
    if (shownId && window.matchMedia('(max-width: 74.99em)').matches) {
      detailRef.current?.scrollIntoView({ block: 'start' });
    }
  }, [shownId]);

  useEffect(() => {
    setNotice(null);
    setNoteError(null);
    if (selectedId) void fetchDetail(selectedId);
    else setDetail(null);
  }, [selectedId, fetchDetail]);

  const review = useCallback(
    async (status: Decision) => {
      if (!detail || busy) return;
      const decision = DECISIONS.find((d) => d.status === status);
      if (status === 'REJECTED' && note.value.trim() === '') {
        // The portal user is told why: no rejection without its reason (the server refuses one too).
        setNoteError('반려하려면 사유를 검수 메모에 적으세요.');
        noteRef.current?.focus();
        return;
      }
      setNoteError(null);
      setBusy(true);
      setNotice(null);
      try {
        const pending = api.PATCH('/admin/v1/lead-as/{id}', {
          params: { path: { id: detail.request.id }, header: { 'if-match': detail.etag ?? undefined } },
          body: { status, adminNote: note.value.trim() === '' ? null : note.value.trim() },
        });
        const request = await call(pending);
        setDetail({ request, etag: (await pending).response.headers.get('ETag') });
        note.clear();
        setNotice({ color: 'green', text: decision?.done ?? '처리했습니다.' });
        list.reload();
      } catch (err) {
        if (err instanceof ApiError && err.code === 'AS_REVIEW_STALE') {
          // Someone else reviewed it meanwhile: say so, and show what it is now.
          setNotice({ color: 'orange', text: err.message });
          await fetchDetail(detail.request.id);
          list.reload();
        } else {
          setNotice({ color: 'red', text: errorText(err) });
        }
      } finally {
        setBusy(false);
      }
    },
    [detail, busy, note, fetchDetail, list.reload],
  );

  const at = list.rows.findIndex((r) => r.id === selectedId);
  if (at !== -1) position.current = at;

  const step = useCallback(
    (by: 1 | -1) => {
      const rows = list.rows;
      if (rows.length === 0) return;
      const found = rows.findIndex((r) => r.id === selectedId);
      const from = position.current;
      let next: number;
      if (found !== -1) next = found + by;
      // The open request left the list (decided): the next one now stands where it stood.
      else if (from !== null && selectedId) next = by === 1 ? from : from - 1;
      else next = by === 1 ? 0 : rows.length - 1;
      open(rows[Math.min(rows.length - 1, Math.max(0, next))].id);
    },
    [list.rows, selectedId, open],
  );

  /** 승인 (and `a`) asks first: an approval returns the lead at once and cannot be undone. */
  const decide = useCallback(
    (status: Decision) => (status === 'APPROVED' ? setConfirmingApproval(true) : void review(status)),
    [review],
  );

  const canDecide = mayReview && detail !== null && isOpen(detail.request) && !busy;

  // The shortcuts, read through a ref so the listener is added once.
  const keys = useRef({ step, decide, canDecide, contactOpen });
  keys.current = { step, decide, canDecide, contactOpen };
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (typing(event) || keys.current.contactOpen) return;
      const k = keys.current;
      if (event.key === 'j') k.step(1);
      else if (event.key === 'k') k.step(-1);
      else {
        const decision = DECISIONS.find((d) => d.key === event.key);
        if (!decision || !k.canDecide) return;
        k.decide(decision.status);
      }
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const columns: Column<AsRequest>[] = [
    ...(mayReview ? [selectColumn<AsRequest>(selection, rowId, holdable, (r) => `AS 요청 ${r.id}`)] : []),
    { header: '접수 일시', cell: (r) => formatDateTime(r.createdAt), sorts: true },
    { header: '경과', cell: (r) => age(r.createdAt) },
    {
      header: '상태',
      cell: (r) => (
        <Badge color={STATUS_COLOR[r.status]} variant="outline">
          {AS_STATUS[r.status] ?? r.statusLabel}
        </Badge>
      ),
    },
    { header: '사유', cell: (r) => r.reasonLabel },
    { header: '상품', cell: (r) => r.lead.product.name },
    { header: '고객', cell: (r) => r.lead.name },
    { header: '포털 사용자', cell: (r) => r.portalId },
  ];

  return (
    <Stack>
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>AS 검수</Title>
        <ExportCsvButton stem="as-requests" what="AS 요청" load={() => exportQueue(list)} />
      </Group>
      <FilterForm label="AS 요청 검색 조건" onSubmit={filters.submit} onReset={filters.reset}>
        <NativeSelect
          label="상태"
          data={STATUS_OPTIONS}
          value={filters.draft.status}
          onChange={(e) => filters.field('status')(e.currentTarget.value)}
        />
        <ProviderProductFields draft={filters.draft} field={filters.field} />
        <TextInput
          label="포털 사용자 ID"
          inputMode="numeric"
          value={filters.draft.portalId}
          onChange={(e) => filters.field('portalId')(e.currentTarget.value)}
        />
        <TextInput
          label="경과 시간 (시간 이상)"
          inputMode="numeric"
          value={filters.draft.olderThanHours}
          onChange={(e) => filters.field('olderThanHours')(e.currentTarget.value)}
        />
      </FilterForm>

      <Text size="sm" c="dimmed" data-testid="shortcuts">
        단축키: <Kbd>j</Kbd> 다음 · <Kbd>k</Kbd> 이전 · <Kbd>a</Kbd> 승인 · <Kbd>r</Kbd> 반려 · <Kbd>h</Kbd> 보류 (입력
        중에는 동작하지 않습니다)
      </Text>

      <Grid gap="md">
        <Grid.Col span={{ base: 12, lg: 7 }}>
          {mayReview && (
            <BulkBar
              selection={selection}
              noun="대기 요청"
              action={(count) => `선택한 ${count}건 보류`}
              color="violet.9"
              onAction={() => setBulkHolding(true)}
              outcome={
                bulkResult && (
                  <BulkOutcome
                    result={bulkResult}
                    verb="보류했습니다"
                    label={(id) => `AS 요청 ${id}`}
                    onClose={() => setBulkResult(null)}
                  />
                )
              }
            />
          )}
          <OneLine>
            <ListTable
              caption="AS 요청 (오래된 순)"
              columns={columns}
              list={list}
              rowKey={(r) => r.id}
              onRowClick={(r) => open(r.id)}
              selectedKey={selectedId}
            />
          </OneLine>
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 5 }}>
          {detailError && (
            <Alert color="red" role="alert">
              {detailError}
            </Alert>
          )}
          {!detail && !detailError && (
            <Card withBorder padding="lg">
              <Text c="dimmed" size="sm">
                목록에서 요청을 고르세요 (<Kbd>j</Kbd> 로 첫 요청).
              </Text>
            </Card>
          )}
          {detail && (
            <Card ref={detailRef} withBorder padding="md" data-testid="as-detail" data-status={detail.request.status}>
              <Stack gap="sm">
                <Group justify="space-between" wrap="wrap">
                  <Title order={3} size="h4">
                    AS 요청 #{detail.request.id}
                  </Title>
                  <Badge color={STATUS_COLOR[detail.request.status]} size="lg" variant="outline">
                    {AS_STATUS[detail.request.status] ?? detail.request.statusLabel}
                  </Badge>
                </Group>
                {notice && (
                  <Alert color={notice.color} role={notice.color === 'green' ? 'status' : 'alert'}>
                    {notice.text}
                  </Alert>
                )}
                <Details request={detail.request} />
                <Textarea
                  ref={noteRef}
                  label="검수 메모"
                  description="승인·반려·보류와 함께 저장됩니다 (2,000자까지). 반려할 때는 사유를 꼭 적으세요: 포털 사용자에게 전해집니다."
                  error={noteError}
                  autosize
                  minRows={2}
                  maxLength={2000}
                  value={note.value}
                  onChange={(e) => {
                    note.set(e.currentTarget.value);
                    if (e.currentTarget.value.trim() !== '') setNoteError(null);
                  }}
                  disabled={!mayReview || !isOpen(detail.request)}
                />
                <Group gap="xs" wrap="wrap">
                  {DECISIONS.map((d) => (
                    <Button
                      key={d.status}
                      color={d.color}
                      variant={d.status === 'HOLD' ? 'outline' : 'filled'}
                      onClick={() => decide(d.status)}
                      disabled={!canDecide}
                      loading={busy}
                      aria-keyshortcuts={d.key}
                    >
                      {d.label}
                    </Button>
                  ))}
                  <Button
                    variant="default"
                    onClick={() => setContactOpen(true)}
                    disabled={!mayReview || !isOpen(detail.request)}
                  >
                    연락처 보기
                  </Button>
                </Group>
                {!mayReview && (
                  <Text size="sm" c="dimmed">
                    조회자 권한으로는 검수하거나 연락처를 볼 수 없습니다.
                  </Text>
                )}
                <Stack gap="xs">
                  <Text fw={700} size="sm" component="h4" m={0}>
                    증빙 ({detail.request.files.length})
                  </Text>
                  {detail.request.files.length === 0 && (
                    <Text size="sm" c="dimmed">
                      첨부된 증빙이 없습니다.
                    </Text>
                  )}
                  {detail.request.files.map((file, i) => (
                    <EvidencePreview key={file.id} file={file} index={i + 1} />
                  ))}
                </Stack>
              </Stack>
            </Card>
          )}
        </Grid.Col>
      </Grid>
      <ConfirmDialog
        title="AS 요청을 승인할까요?"
        confirmLabel="승인"
        focusConfirm
        opened={confirmingApproval}
        onClose={() => setConfirmingApproval(false)}
        onConfirm={() => review('APPROVED')}
      >
        승인하면 리드 #{detail?.request.lead.id}가 포털 사용자 {detail?.request.portalId}에게서 반품되고, 주문 수량이
        돌아가 대체 리드가 배정될 수 있습니다. 승인은 되돌릴 수 없습니다.
      </ConfirmDialog>
      {detail && (
        <ContactDialog opened={contactOpen} onClose={() => setContactOpen(false)} requestId={detail.request.id} />
      )}
      <FormDialog
        title={`AS 요청 ${selection.selected.length}건을 보류할까요?`}
        opened={bulkHolding}
        onClose={() => setBulkHolding(false)}
        submitLabel="보류"
        onSubmit={async () => {
          const ids = selection.selected;
          const note = bulkNote.trim();
          const result = await call(
            api.POST('/admin/v1/lead-as/bulk-hold', { body: { ids, adminNote: note === '' ? undefined : note } }),
          );
          setBulkResult(result);
          setBulkNote('');
          selection.clear();
          list.reload();
        }}
      >
        <Text size="sm">
          선택한 대기 요청을 모두 보류합니다. 메모는 요청마다 같은 내용으로 저장됩니다 (비우면 기존 메모를 그대로
          둡니다).
        </Text>
        <Textarea
          label="검수 메모 (모든 요청에 저장)"
          value={bulkNote}
          onChange={(e) => setBulkNote(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={2000}
          data-autofocus
        />
      </FormDialog>
    </Stack>
  );
}

function Details({ request }: { request: AsRequest }) {
  const rows: [string, string][] = [
    ['리드', `#${request.lead.id}`],
    ['고객', request.lead.name ?? '(삭제됨)'],
    ['전화', request.lead.phone ?? '(삭제됨)'],
    ['지역', request.lead.region ?? '—'],
    ['상품', request.lead.product.name],
    ['포털 사용자', String(request.portalId)],
    ['주문', request.orderId ? `#${request.orderId}` : '—'],
    ['접수', formatDateTime(request.createdAt)],
    ['사유', request.reasonLabel],
    ['변경', formatDateTime(request.updatedAt)],
  ];
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
        {rows.map(([label, value]) => (
          <Group key={label} gap="xs" wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" c="dimmed" miw={72}>
              {label}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
              {value}
            </Text>
          </Group>
        ))}
      </SimpleGrid>
      <div>
        <Text size="sm" c="dimmed">
          고객 메모
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {request.customerMemo || '—'}
        </Text>
      </div>
    </>
  );
}

/** The lead's contact in clear while the request is open: fetched only on the operator's confirmation, shown once. */
function ContactDialog({ opened, onClose, requestId }: { opened: boolean; onClose: () => void; requestId: string }) {
  const [contact, setContact] = useState<AsContact | null>(null);
  const { busy, error, setError, run } = useAction();

  const close = () => {
    setContact(null);
    setError(null);
    onClose();
  };

  const reveal = () =>
    run(async () =>
      setContact(await call(api.POST('/admin/v1/lead-as/{id}/contact', { params: { path: { id: requestId } } }))),
    );

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="고객 연락처 열람"
      centered
      closeButtonProps={{ 'aria-label': '닫기', tabIndex: -1 }}
    >
      <Stack gap="sm">
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {contact ? (
          <Stack gap={4} data-testid="revealed-contact">
            <Text size="sm">이름: {contact.name}</Text>
            <Text size="sm">전화: {contact.phone}</Text>
            <Text size="sm">이메일: {contact.email ?? '—'}</Text>
            <Text size="xs" c="dimmed">
              창을 닫으면 다시 가려집니다.
            </Text>
          </Stack>
        ) : (
          <Text size="sm">
            AS 요청을 고객과 확인하기 위해 연락처를 엽니다. 열람 기록이 개인정보 접근 기록에 남습니다.
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            닫기
          </Button>
          {!contact && (
            <Button onClick={() => void reveal()} loading={busy}>
              열람
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
