import type { Schema } from '@leadline/client';
import { Button, Card, Group, ScrollArea, SimpleGrid, Stack, Table, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, api, call } from '../api';
import { RecordPage } from '../components/RecordPage';
import { formatDateTime, formatNumber, formatPercent } from '../format';
import { useOptions } from '../reference';
import { isRecordId } from './records/ids';
import { koreaDay } from './records/korea';

type Quality = Schema<'ProviderQuality'>;
type Figures = Schema<'QualityFigures'>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const PRESETS = [7, 30, 90] as const;

/** What `figures` shows as a share of the cohort (registered leads). */
const share = (n: number, of: number) => (of > 0 ? ` (${formatPercent(n / of)})` : '');
const rejectedOf = (f: Figures) =>
  f.rejected.DUPLICATE_CONTACT + f.rejected.CONTACT_SUPPRESSED + f.rejected.CONSENT + f.rejected.SSN_NOT_ACCEPTED;
const minutes = (m: number | null) => (m === null ? '—' : `${formatNumber(m)}분`);

/**
 * `/console/providers/:id/quality`: a provider's source quality over a chosen period (routing.md §7): of the leads it
 * registered, how many were refused, assigned, contacted, consulted, applied, returned and suppressed, and how fast a
 * consultant called, in total and per product. The period is in the address (`?from=&to=`), 30 days to today by
 * default.
 */
export default function ProviderQualityScreen() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? koreaDay(29);
  const to = params.get('to') ?? koreaDay();
  const providers = useOptions('providers');
  const load = async (id: string): Promise<Quality | null> => {
    if (!isRecordId(id)) return null;
    try {
      return await call(api.GET('/admin/v1/providers/{id}/quality', { params: { path: { id }, query: { from, to } } }));
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }
  };
  return (
    <RecordPage
      key={`${from}/${to}`}
      kind="공급사 품질"
      list={{ to: '/catalog', label: '공급사·상품·지역' }}
      load={load}
    >
      {(q) => (
        <Stack>
          <Text fw={700}>{providers.find((p) => p.value === q.providerId)?.label ?? `공급사 #${q.providerId}`}</Text>
          <Period from={from} to={to} onChange={(f, t) => setParams({ from: f, to: t }, { replace: true })} />
          <Text size="sm" c="dimmed">
            {q.from} ~ {q.to}에 등록된 리드 기준 · {formatDateTime(q.asOf)} 집계 (최대 1시간 전 수치)
          </Text>
          <FigureCards figures={q.total} />
          <ByProduct quality={q} />
        </Stack>
      )}
    </RecordPage>
  );
}

function Period({ from, to, onChange }: { from: string; to: string; onChange: (from: string, to: string) => void }) {
  const [draft, setDraft] = useState({ from, to });
  const valid = DATE.test(draft.from) && DATE.test(draft.to) && draft.from <= draft.to;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (valid) onChange(draft.from, draft.to);
  };
  return (
    <form onSubmit={submit} aria-label="기간">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="date"
          label="시작일"
          value={draft.from}
          onChange={(e) => setDraft({ ...draft, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label="종료일"
          description="최대 366일"
          value={draft.to}
          onChange={(e) => setDraft({ ...draft, to: e.currentTarget.value })}
          error={valid ? undefined : '시작일이 종료일보다 늦을 수 없습니다.'}
        />
        <Button type="submit" disabled={!valid}>
          조회
        </Button>
        {PRESETS.map((days) => (
          <Button key={days} variant="default" onClick={() => onChange(koreaDay(days - 1), koreaDay())}>
            최근 {days}일
          </Button>
        ))}
      </Group>
    </form>
  );
}

function FigureCards({ figures: f }: { figures: Figures }) {
  const cards: [string, string][] = [
    ['등록', `${formatNumber(f.registered)}건`],
    ['거부된 등록', `${formatNumber(rejectedOf(f))}건`],
    ['배정', `${formatNumber(f.assigned)}건${share(f.assigned, f.registered)}`],
    ['연락', `${formatNumber(f.contacted)}건${share(f.contacted, f.registered)}`],
    ['상담', `${formatNumber(f.consulted)}건${share(f.consulted, f.registered)}`],
    ['청약', `${formatNumber(f.applied)}건${share(f.applied, f.registered)}`],
    ['반품', `${formatNumber(f.returned)}건${share(f.returned, f.registered)}`],
    ['수신 거부', `${formatNumber(f.suppressed)}건${share(f.suppressed, f.registered)}`],
    ['첫 연락까지 (중앙값)', minutes(f.medianMinutesToFirstContact)],
  ];
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm" data-testid="quality-total">
        {cards.map(([label, value]) => (
          <Card key={label} withBorder padding="sm">
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text fw={700}>{value}</Text>
          </Card>
        ))}
      </SimpleGrid>
      <Text size="sm" c="dimmed">
        거부 사유: 중복 {formatNumber(f.rejected.DUPLICATE_CONTACT)} · 수신 거부{' '}
        {formatNumber(f.rejected.CONTACT_SUPPRESSED)} · 동의 {formatNumber(f.rejected.CONSENT)} · 주민번호{' '}
        {formatNumber(f.rejected.SSN_NOT_ACCEPTED)}
      </Text>
    </Stack>
  );
}

function ByProduct({ quality }: { quality: Quality }) {
  if (quality.byProduct.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        이 기간에 등록되거나 거부된 리드가 없습니다.
      </Text>
    );
  }
  return (
    <ScrollArea type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': '상품별 수치' }}>
      <Table striped fz="sm" miw={720}>
        <Table.Caption>상품별 수치</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {['상품', '등록', '거부', '배정', '연락', '상담', '청약', '반품', '수신 거부', '첫 연락 중앙값'].map(
              (h) => (
                <Table.Th key={h}>{h}</Table.Th>
              ),
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {quality.byProduct.map((p) => (
            <Table.Tr key={p.productId}>
              <Table.Td>{p.productName}</Table.Td>
              <Table.Td>{formatNumber(p.registered)}</Table.Td>
              <Table.Td>{formatNumber(rejectedOf(p))}</Table.Td>
              <Table.Td>{formatNumber(p.assigned)}</Table.Td>
              <Table.Td>{formatNumber(p.contacted)}</Table.Td>
              <Table.Td>{formatNumber(p.consulted)}</Table.Td>
              <Table.Td>{formatNumber(p.applied)}</Table.Td>
              <Table.Td>{formatNumber(p.returned)}</Table.Td>
              <Table.Td>{formatNumber(p.suppressed)}</Table.Td>
              <Table.Td>{minutes(p.medianMinutesToFirstContact)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea>
  );
}
