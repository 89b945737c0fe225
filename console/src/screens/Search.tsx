import type { Schema } from '@leadline/client';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { ApiError, api, call } from '../api';
import { optionsOf } from '../components/Filters';
import { LoadFailed } from '../components/List';
import { Loading } from '../components/Loading';
import { EraseDialog, SuppressDialog } from '../components/RightsDialogs';
import { useAction } from '../components/useAction';
import { allPages, useLoadedFor } from '../components/useLoaded';
import { formatDateTime, formatNumber } from '../format';
import { LEAD_STATUS } from '../labels';
import { AS_STATUS } from '../labels.lookups';
import { can, useOperator } from '../session';

type Lookup = Schema<'LeadLookup'>;
type Purpose = 'SUBJECT_REQUEST' | 'COMPLAINT' | 'AUDIT';
const PURPOSE: Record<Purpose, string> = {
  SUBJECT_REQUEST: '본인 요청 (열람·수신 거부·삭제)',
  COMPLAINT: '민원 처리',
  AUDIT: '내부 감사',
};

/** What the search box was given: a phone number, a record number, or a name (a consultant, a CI, a key). */
export type Query = { kind: 'phone'; phone: string } | { kind: 'id'; id: string } | { kind: 'text'; text: string };

export function classify(raw: string): Query | null {
  const text = raw.trim();
  if (text === '') return null;
  const digits = text.replace(/[\s-]/g, '');
  if (/^(\+82|0)1[0-9]{8,9}$/.test(digits.replace(/^\+8201/, '+821'))) return { kind: 'phone', phone: text };
  if (/^[1-9][0-9]{0,14}$/.test(digits)) return { kind: 'id', id: digits };
  return { kind: 'text', text };
}

/**
 * One box for every question a call starts with: a lead by id or phone, an AS request, an order, a claim, a
 * consultant by name or CI, an API key by name. What was searched for travels in the page's history state, never in
 * the address (a phone number or a name is personal data).
 */
export default function SearchScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = (location.state as { q?: unknown } | null)?.q;
  const [text, setText] = useState(typeof asked === 'string' ? asked : '');
  const query = typeof asked === 'string' ? classify(asked) : null;

  useEffect(() => {
    if (typeof asked === 'string') setText(asked);
  }, [asked]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate('/search', { state: { q: text } });
  };

  return (
    <Stack>
      <Title order={2}>통합 검색</Title>
      <search aria-label="통합 검색 조건">
        <form onSubmit={submit}>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label="검색어"
              description="리드·AS·주문·청구 번호, 전화번호, 설계사 이름 또는 CI, API 키 이름"
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              style={{ flex: '1 1 260px' }}
              data-autofocus
            />
            <Button type="submit">검색</Button>
          </Group>
        </form>
      </search>
      {query?.kind === 'phone' && <PhoneLookup key={query.phone} phone={query.phone} />}
      {query?.kind === 'id' && <IdResults id={query.id} />}
      {query?.kind === 'text' && <TextResults text={query.text} />}
      {asked !== undefined && query === null && (
        <Text size="sm" c="dimmed">
          검색어를 입력하세요.
        </Text>
      )}
    </Stack>
  );
}

/** A phone number: the lookup of the consumer-rights routes, with its purpose (kept in the access log). */
function PhoneLookup({ phone }: { phone: string }) {
  const admin = can(useOperator(), 'ADMIN');
  const [purpose, setPurpose] = useState<Purpose | ''>('');
  const [answer, setAnswer] = useState<Lookup | null>(null);
  const { busy, error, run } = useAction();

  const look = (why: Purpose) =>
    run(async () => setAnswer(await call(api.POST('/admin/v1/leads/lookup', { body: { phone, purpose: why } }))));

  if (!admin) {
    return (
      <Alert color="gray" role="status">
        전화번호로 리드를 찾는 일은 관리자만 할 수 있습니다 (조회할 때마다 개인정보 열람 기록이 남습니다).
      </Alert>
    );
  }
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          전화번호로 리드 찾기
        </Title>
        <Text size="sm">조회 목적은 개인정보 열람 기록에 남습니다. 목적을 고른 뒤 조회하세요.</Text>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <NativeSelect
            label="조회 목적"
            required
            data={[{ value: '', label: '선택하세요' }, ...optionsOf(PURPOSE)]}
            value={purpose}
            onChange={(e) => setPurpose(e.currentTarget.value as Purpose | '')}
          />
          <Button onClick={() => purpose && void look(purpose)} disabled={!purpose} loading={busy}>
            조회
          </Button>
        </Group>
        {error && <LoadFailed error={error} retry={purpose ? () => void look(purpose) : undefined} />}
        {answer && purpose && <LookupAnswer answer={answer} phone={phone} again={() => void look(purpose)} />}
      </Stack>
    </Card>
  );
}

/** Where the number came from and who held it, the suppression in force, and from there a suppression or erasure. */
function LookupAnswer({ answer, phone, again }: { answer: Lookup; phone: string; again: () => void }) {
  const [dialog, setDialog] = useState<'suppress' | 'erase' | null>(null);
  const erasable = answer.data.filter((found) => !found.lead.erased).length;
  const suppression = answer.suppression;
  return (
    <Stack gap="sm" data-testid="lookup-answer">
      <Group gap="xs" wrap="wrap">
        <Text fw={700}>리드 {formatNumber(answer.data.length)}건</Text>
        {suppression ? (
          <Badge color="red.9" variant="outline">
            수신 거부 중 ({suppression.reasonLabel}, {formatDateTime(suppression.requestedAt)}부터)
          </Badge>
        ) : (
          <Badge color="gray.7" variant="outline">
            수신 거부 없음
          </Badge>
        )}
      </Group>
      {answer.data.map((found) => (
        <Card key={found.lead.id} withBorder padding="sm" data-testid="lookup-lead">
          <Stack gap={6}>
            <Group gap="xs" wrap="wrap">
              <Anchor component={RouterLink} to={`/leads/${found.lead.id}`} fw={700}>
                리드 #{found.lead.id}
              </Anchor>
              <Text size="sm">
                {found.providerName} · {found.lead.productName} · {LEAD_STATUS[found.lead.status] ?? found.lead.status}
              </Text>
              <Text size="sm" c="dimmed">
                등록 {formatDateTime(found.lead.createdAt)}
              </Text>
              <Anchor component={RouterLink} to={`/leads/${found.lead.id}/provenance`} size="sm">
                출처·동의 보기
              </Anchor>
            </Group>
            <Text size="sm">
              동의:{' '}
              {found.consent
                ? `${found.consent.sourceName} (${formatDateTime(found.consent.collectedAt)} 수집)`
                : '동의 기록 없음'}
            </Text>
            {found.holders.length === 0 ? (
              <Text size="sm" c="dimmed">
                이 리드를 받은 포털 사용자가 없습니다.
              </Text>
            ) : (
              <Table withTableBorder fz="sm" verticalSpacing={4}>
                <Table.Caption>리드 #{found.lead.id}를 받은 포털 사용자 (오래된 순)</Table.Caption>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>포털 사용자</Table.Th>
                    <Table.Th>받은 때</Table.Th>
                    <Table.Th>끝난 때</Table.Th>
                    <Table.Th>사용</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {found.holders.map((h) => (
                    <Table.Tr key={`${h.portalId}-${h.from}`}>
                      <Table.Td>{h.portalId}</Table.Td>
                      <Table.Td>{formatDateTime(h.from)}</Table.Td>
                      <Table.Td>{h.to ? formatDateTime(h.to) : '보유 중'}</Table.Td>
                      <Table.Td>{h.usedAt ? formatDateTime(h.usedAt) : '—'}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            )}
          </Stack>
        </Card>
      ))}
      <Group gap="xs">
        <Button variant="default" onClick={() => setDialog('suppress')} disabled={suppression !== null}>
          수신 거부 등록
        </Button>
        <Button color="red.9" onClick={() => setDialog('erase')} disabled={erasable === 0}>
          삭제 요청 처리
        </Button>
      </Group>
      <SuppressDialog
        opened={dialog === 'suppress'}
        phone={phone}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          again();
        }}
      />
      <EraseDialog
        opened={dialog === 'erase'}
        phone={phone}
        count={erasable}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null);
          again();
        }}
      />
    </Stack>
  );
}

interface Found {
  kind: string;
  label: string;
  detail: string;
  to: string;
}

/** The records a number may name (a lead, an AS request, an order, a claim), looked up side by side. */
async function findById(id: string): Promise<Found[]> {
  const asInt = Number(id) <= 2_147_483_647 ? Number(id) : undefined;
  const [lead, request, order, claim] = await Promise.all([
    call(api.GET('/admin/v1/leads', { params: { query: { id, limit: 1 } } })),
    call(api.GET('/admin/v1/lead-as/{id}', { params: { path: { id } } })).catch((err: unknown) => {
      if (err instanceof ApiError && err.status === 404) return null;
      throw err;
    }),
    call(api.GET('/admin/v1/orders', { params: { query: { id, limit: 1 } } })),
    asInt === undefined
      ? null
      : call(api.GET('/admin/v1/claim/requests', { params: { query: { claimReqId: asInt, limit: 1 } } })),
  ]);
  const found: Found[] = [];
  for (const l of lead.data) {
    found.push({
      kind: '리드',
      label: `리드 #${l.id}`,
      detail: `${l.productName} · ${LEAD_STATUS[l.status] ?? l.status} · ${formatDateTime(l.createdAt)}`,
      to: `/leads/${l.id}`,
    });
  }
  if (request) {
    found.push({
      kind: 'AS 요청',
      label: `AS 요청 #${request.id}`,
      detail: `${AS_STATUS[request.status] ?? request.statusLabel} · ${request.reasonLabel} · ${formatDateTime(request.createdAt)}`,
      to: `/as-queue/${request.id}`,
    });
  }
  for (const o of order.data) {
    found.push({
      kind: '주문',
      label: `주문 #${o.id}`,
      detail: `포털 사용자 ${o.portalId} · ${formatNumber(o.orderedQuantity)}건 · ${formatDateTime(o.createdAt)}`,
      to: `/orders/${o.id}`,
    });
  }
  for (const c of claim?.data ?? []) {
    found.push({
      kind: '청구',
      label: `청구 #${c.claimReqId}`,
      detail: `${c.claimStatus} · ${c.fcUserNm} · ${c.claimDate}`,
      to: `/claims/${c.claimReqId}`,
    });
  }
  return found;
}

function IdResults({ id }: { id: string }) {
  const { data, error, loading } = useLoadedFor(id, findById);
  if (loading && !data) return <Loading />;
  if (error) return <LoadFailed error={error} />;
  return <FoundList found={data ?? []} />;
}

function FoundList({ found }: { found: Found[] }) {
  if (found.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="search-empty">
        찾은 항목이 없습니다.
      </Text>
    );
  }
  return (
    <Stack gap="xs" data-testid="search-results">
      {found.map((f) => (
        <Card key={`${f.kind}-${f.label}`} withBorder padding="sm">
          <Group gap="xs" wrap="wrap">
            <Badge variant="outline" color="gray.7">
              {f.kind}
            </Badge>
            <Anchor component={RouterLink} to={f.to} fw={700}>
              {f.label}
            </Anchor>
            <Text size="sm">{f.detail}</Text>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

const ROLE_NAME: Record<string, string> = { ADMIN: '관리자', MANAGER: '매니저', FC: '설계사' };

/** A name: consultants by part of their name or by their CI, API keys by name. */
async function findByText(text: string): Promise<Found[]> {
  const [byName, byCi, keys] = await Promise.all([
    call(api.GET('/admin/v1/users', { params: { query: { name: text, limit: 20 } } })),
    call(api.GET('/admin/v1/users', { params: { query: { ci: text, limit: 1 } } })),
    allPages((page) => call(api.GET('/admin/v1/api-keys', { params: { query: { page, limit: 100 } } }))),
  ]);
  const consultants = [...byCi.data, ...byName.data.filter((u) => !byCi.data.some((c) => c.id === u.id))];
  const lower = text.toLowerCase();
  return [
    ...consultants.map((u) => ({
      kind: '설계사',
      label: `${u.name} (#${u.id})`,
      detail: `${ROLE_NAME[u.role] ?? u.role} · ${u.orgName ?? '조직 없음'} · ${u.active ? '활성' : '비활성'}`,
      to: `/consultants/${u.id}`,
    })),
    ...keys
      .filter((k) => k.name.toLowerCase().includes(lower))
      .map((k) => ({
        kind: 'API 키',
        label: `${k.name} (${k.prefix}…)`,
        detail: `${k.kind} · ${k.revokedAt ? `폐기됨 ${formatDateTime(k.revokedAt)}` : '사용 중'}`,
        to: `/keys/${k.id}`,
      })),
  ];
}

function TextResults({ text }: { text: string }) {
  const { data, error, loading } = useLoadedFor(text, findByText);
  if (loading && !data) return <Loading />;
  if (error) return <LoadFailed error={error} />;
  return <FoundList found={data ?? []} />;
}
