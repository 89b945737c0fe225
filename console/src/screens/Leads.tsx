import type { Schema } from '@leadline/client';
import {
  Alert,
  Badge,
  Button,
  Drawer,
  Group,
  Modal,
  NativeSelect,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { api, call, errorText } from '../api';
import {
  FilterForm,
  idParam,
  intParam,
  NumberFilter,
  optionsOf,
  ProviderProductFields,
  textParam,
  useFilterDraft,
  withAll,
} from '../components/Filters';
import { type Column, type ListQuery, ListTable, useList } from '../components/List';
import { Loading } from '../components/Loading';
import { OneLine } from '../components/OneLine';
import { useAction } from '../components/useAction';
import { formatDateTime } from '../format';
import { LEAD_STATUS } from '../labels';
import { AS_STATUS, LEAD_EVENT } from '../labels.lookups';
import { useOptions } from '../reference';
import { can, useOperator } from '../session';

type Lead = Schema<'AdminLead'>;
type LeadContact = Schema<'LeadContact'>;
type LeadHistory = Schema<'LeadHistory'>;
type LeadStatus = Lead['status'];

interface LeadFilters {
  id: string;
  providerId: string;
  productId: string;
  ownerPortalId: string;
  status: string;
  region: string;
  createdFrom: string;
  createdTo: string;
}

const INITIAL: LeadFilters = {
  id: '',
  providerId: '',
  productId: '',
  ownerPortalId: '',
  status: '',
  region: '',
  createdFrom: '',
  createdTo: '',
};

/** Every filter is in the address: none is personal (ids, codes, a region, days). */
const URL_KEYS = Object.keys(INITIAL) as (keyof LeadFilters)[];

const isLeadStatus = (s: string): s is LeadStatus => s in LEAD_STATUS;

const loadLeads = ({ filters, page, sortOrder }: ListQuery<LeadFilters>) =>
  call(
    api.GET('/admin/v1/leads', {
      params: {
        query: {
          id: idParam(filters.id),
          providerId: idParam(filters.providerId),
          productId: idParam(filters.productId),
          ownerPortalId: intParam(filters.ownerPortalId) || undefined,
          status: isLeadStatus(filters.status) ? filters.status : undefined,
          region: textParam(filters.region),
          createdFrom: textParam(filters.createdFrom),
          createdTo: textParam(filters.createdTo),
          sortOrder,
          page,
          limit: 20,
        },
      },
    }),
  );

export default function LeadsScreen() {
  const operator = useOperator();
  const mayReveal = can(operator, 'ADMIN');
  const list = useList(loadLeads, INITIAL, 'desc', URL_KEYS);
  const filters = useFilterDraft(INITIAL, list.setFilters, list.filters);
  const providers = useOptions('providers');
  const regions = useOptions('regions');
  const [historyOf, setHistoryOf] = useState<string | null>(null);
  const [revealOf, setRevealOf] = useState<string | null>(null);
  const providerName = (id: string) => providers.find((p) => p.value === id)?.label ?? `#${id}`;

  const columns: Column<Lead>[] = [
    { header: '등록 일시', cell: (l) => formatDateTime(l.createdAt), sorts: true },
    { header: 'ID', cell: (l) => l.id },
    { header: '공급사', cell: (l) => providerName(l.providerId) },
    { header: '상품', cell: (l) => l.productName },
    { header: '상태', cell: (l) => LEAD_STATUS[l.status] ?? l.status },
    { header: '이름', cell: (l) => l.name },
    { header: '전화', cell: (l) => l.phone },
    { header: '이메일', cell: (l) => l.email ?? '—' },
    { header: '지역', cell: (l) => l.region ?? '—' },
    { header: '소유 포털 사용자', cell: (l) => l.ownerPortalId ?? '—' },
    {
      header: 'AS',
      cell: (l) => (l.latestAsStatus ? (AS_STATUS[l.latestAsStatus] ?? l.latestAsStatus) : '—'),
    },
    {
      header: '작업',
      cell: (l) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-xs" variant="light" onClick={() => setHistoryOf(l.id)} aria-label={`리드 ${l.id} 이력`}>
            이력
          </Button>
          <Button
            size="compact-xs"
            variant="light"
            component={RouterLink}
            to={`/leads/${l.id}/provenance`}
            aria-label={`리드 ${l.id} 출처·동의`}
          >
            출처
          </Button>
          {mayReveal && (
            <Button
              size="compact-xs"
              variant="default"
              onClick={() => setRevealOf(l.id)}
              aria-label={`리드 ${l.id} 연락처 열람`}
            >
              연락처
            </Button>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>리드 조회</Title>
      <FilterForm label="리드 검색 조건" onSubmit={filters.submit} onReset={filters.reset}>
        <NumberFilter label="리드 ID" value={filters.draft.id} onChange={filters.field('id')} />
        <ProviderProductFields draft={filters.draft} field={filters.field} />
        <NumberFilter
          label="소유 포털 사용자 ID"
          value={filters.draft.ownerPortalId}
          onChange={filters.field('ownerPortalId')}
        />
        <NativeSelect
          label="상태"
          data={withAll(optionsOf(LEAD_STATUS))}
          value={filters.draft.status}
          onChange={(e) => filters.field('status')(e.currentTarget.value)}
        />
        <NativeSelect
          label="지역"
          data={withAll(regions)}
          value={filters.draft.region}
          onChange={(e) => filters.field('region')(e.currentTarget.value)}
        />
        <TextInput
          label="등록일 시작"
          type="date"
          value={filters.draft.createdFrom}
          onChange={(e) => filters.field('createdFrom')(e.currentTarget.value)}
        />
        <TextInput
          label="등록일 끝"
          type="date"
          value={filters.draft.createdTo}
          onChange={(e) => filters.field('createdTo')(e.currentTarget.value)}
        />
      </FilterForm>
      <Text size="sm" c="dimmed">
        이름·전화·이메일은 가려져 있습니다.{mayReveal ? ' 연락처는 열람 사유를 남기고 볼 수 있습니다.' : ''}
      </Text>
      <OneLine>
        <ListTable caption="리드 (최근 등록 순)" columns={columns} list={list} rowKey={(l) => l.id} />
      </OneLine>
      <HistoryDrawer leadId={historyOf} onClose={() => setHistoryOf(null)} />
      <RevealDialog leadId={revealOf} onClose={() => setRevealOf(null)} />
    </Stack>
  );
}

function HistoryDrawer({ leadId, onClose }: { leadId: string | null; onClose: () => void }) {
  const [history, setHistory] = useState<LeadHistory | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setHistory(null);
    setError(null);
    if (leadId === null) return;
    let current = true;
    call(api.GET('/admin/v1/leads/{id}/history', { params: { path: { id: leadId } } }))
      .then((h) => current && setHistory(h))
      .catch((err) => current && setError(errorText(err)));
    return () => {
      current = false;
    };
  }, [leadId]);

  return (
    <Drawer
      opened={leadId !== null}
      onClose={onClose}
      title={`리드 #${leadId ?? ''} 이력`}
      position="right"
      size="lg"
      closeButtonProps={{ 'aria-label': '닫기' }}
    >
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
      {!history && !error && <Loading />}
      {history && (
        <Stack gap="sm" data-testid="lead-history">
          <Group gap="xs">
            <Badge variant="outline" color="indigo.9">
              {LEAD_STATUS[history.status] ?? history.status}
            </Badge>
            <Text size="sm">소유 포털 사용자 {history.ownerPortalId ?? '없음'}</Text>
            <Text size="sm">주문 {history.orderId ? `#${history.orderId}` : '없음'}</Text>
          </Group>
          <Table.ScrollContainer minWidth={360}>
            <Table striped fz="sm">
              <Table.Caption>이력 (오래된 순)</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>일시</Table.Th>
                  <Table.Th>사건</Table.Th>
                  <Table.Th>포털 사용자</Table.Th>
                  <Table.Th>주문</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {history.events.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td>{formatDateTime(e.at)}</Table.Td>
                    <Table.Td>{LEAD_EVENT[e.event] ?? e.event}</Table.Td>
                    <Table.Td>{e.portalId ?? '—'}</Table.Td>
                    <Table.Td>{e.orderId ? `#${e.orderId}` : '—'}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      )}
    </Drawer>
  );
}

/** An ADMIN reveals one lead's contact with a reason (kept in the access log); shown in this dialog only, once. */
function RevealDialog({ leadId, onClose }: { leadId: string | null; onClose: () => void }) {
  const [reason, setReason] = useState('');
  const [contact, setContact] = useState<LeadContact | null>(null);
  const { busy, error, setError, run } = useAction();
  const trimmed = reason.trim();
  const valid = trimmed.length >= 5 && trimmed.length <= 500;

  const close = () => {
    setReason('');
    setContact(null);
    setError(null);
    onClose();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (leadId === null || !valid) return;
    await run(async () =>
      setContact(
        await call(
          api.POST('/admin/v1/leads/{id}/contact', { params: { path: { id: leadId } }, body: { reason: trimmed } }),
        ),
      ),
    );
  };

  return (
    <Modal
      opened={leadId !== null}
      onClose={close}
      title={`리드 #${leadId ?? ''} 연락처 열람`}
      centered
      closeButtonProps={{ 'aria-label': '닫기' }}
    >
      {contact ? (
        <Stack gap="sm">
          <Stack gap={4} data-testid="revealed-contact">
            <Text size="sm">이름: {contact.name}</Text>
            <Text size="sm">전화: {contact.phone}</Text>
            <Text size="sm">이메일: {contact.email ?? '—'}</Text>
          </Stack>
          <Text size="xs" c="dimmed">
            열람 기록이 남았습니다. 창을 닫으면 다시 가려집니다.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              닫기
            </Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={(e) => void submit(e)}>
          <Stack gap="sm">
            {error && (
              <Alert color="red" role="alert">
                {error}
              </Alert>
            )}
            <Textarea
              label="열람 사유"
              description="5자 이상 500자 이하. 개인정보 접근 기록과 감사 로그에 남습니다."
              required
              autosize
              minRows={3}
              maxLength={500}
              value={reason}
              onChange={(e) => setReason(e.currentTarget.value)}
              error={reason !== '' && !valid ? '사유를 5자 이상 적어 주세요.' : undefined}
            />
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={close}>
                취소
              </Button>
              <Button type="submit" disabled={!valid} loading={busy}>
                열람
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
