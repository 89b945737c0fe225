import type { Schema } from '@leadline/client';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { api, call } from '../../api';
import { LeadHistoryView } from '../../components/LeadHistory';
import { LoadFailed } from '../../components/List';
import { Loading } from '../../components/Loading';
import { Facts, RecordLink, RecordPage } from '../../components/RecordPage';
import { RevealDialog } from '../../components/RevealDialog';
import { useLoadedFor } from '../../components/useLoaded';
import { formatDateTime } from '../../format';
import { LEAD_STATUS } from '../../labels';
import { AS_STATUS } from '../../labels.lookups';
import { can, useOperator } from '../../session';
import { isRecordId } from './ids';

type Lead = Schema<'AdminLead'>;

const loadLead = async (id: string): Promise<Lead | null> => {
  if (!isRecordId(id)) return null;
  const page = await call(api.GET('/admin/v1/leads', { params: { query: { id, limit: 1 } } }));
  return page.data[0] ?? null;
};

/** Where the lead stands with the first-contact deadline (routing.md §6). */
function contactText(l: Lead): string {
  if (l.firstContactAt) return `첫 연락 ${formatDateTime(l.firstContactAt)}`;
  if (l.contactOverdue) return `기한 초과 (기한 ${formatDateTime(l.contactDeadline)})`;
  if (l.contactDeadline) return `기한 ${formatDateTime(l.contactDeadline)}까지`;
  return '기한 없음';
}

/** `/console/leads/:id`: one lead, masked, with its history, its provenance's page and (ADMIN) its contact. */
export default function LeadRecordScreen() {
  return (
    <RecordPage kind="리드" list={{ to: '/leads', label: '리드 조회' }} load={loadLead}>
      {(lead) => <LeadDetail lead={lead} />}
    </RecordPage>
  );
}

function LeadDetail({ lead: l }: { lead: Lead }) {
  const mayReveal = can(useOperator(), 'ADMIN');
  const [revealing, setRevealing] = useState(false);
  return (
    <Stack>
      <Group gap="xs">
        <Badge variant="outline" color="indigo.9">
          {LEAD_STATUS[l.status] ?? l.status}
        </Badge>
        {l.suppressed && <Badge color="red.9">수신 거부</Badge>}
        {l.erased && <Badge color="gray.7">개인정보 삭제됨</Badge>}
        {l.contactOverdue && <Badge color="grape.9">연락 기한 초과</Badge>}
      </Group>
      <Card withBorder padding="sm">
        <Facts
          label={`리드 #${l.id} 정보`}
          items={[
            ['상품', `${l.productName} (#${l.productId})`],
            ['공급사', `#${l.providerId}`],
            ['이름', l.name ?? '—'],
            ['전화', l.phone ?? '—'],
            ['이메일', l.email ?? '—'],
            ['지역', l.region ?? '—'],
            [
              '소유 포털 사용자',
              l.ownerPortalId === null ? (
                '없음'
              ) : (
                <RecordLink key="owner" to={`/portal-users/${l.ownerPortalId}`}>
                  {l.ownerPortalId}
                </RecordLink>
              ),
            ],
            [
              '주문',
              l.orderId ? (
                <RecordLink key="order" to={`/orders/${l.orderId}`}>
                  #{l.orderId}
                </RecordLink>
              ) : (
                '없음'
              ),
            ],
            ['등록', formatDateTime(l.createdAt)],
            ['배정', formatDateTime(l.assignedAt)],
            ['사용', formatDateTime(l.usedAt)],
            ['첫 연락', contactText(l)],
            ['마지막 연락 결과', l.lastOutcomeLabel ?? '—'],
            ['AS', l.latestAsStatus ? (AS_STATUS[l.latestAsStatus] ?? l.latestAsStatus) : '—'],
            ['동의', l.consent ? `${l.consent.sourceName} · ${formatDateTime(l.consent.collectedAt)}` : '기록 없음'],
          ]}
        />
      </Card>
      <Group gap="xs">
        <Button component={RouterLink} to={`/leads/${l.id}/provenance`} variant="light">
          출처·동의 기록
        </Button>
        {mayReveal && !l.erased && (
          <Button variant="default" onClick={() => setRevealing(true)}>
            연락처 열람
          </Button>
        )}
      </Group>
      <Title order={3} size="h4">
        이력
      </Title>
      <History id={l.id} />
      <RevealDialog leadId={revealing ? l.id : null} onClose={() => setRevealing(false)} />
      <Text size="xs" c="dimmed">
        이름·전화·이메일은 가려져 있습니다.
      </Text>
    </Stack>
  );
}

const loadHistory = (id: string) => call(api.GET('/admin/v1/leads/{id}/history', { params: { path: { id } } }));

function History({ id }: { id: string }) {
  const { data, error, loading } = useLoadedFor(id, loadHistory);
  if (error) return <LoadFailed error={error} />;
  if (loading && !data) return <Loading />;
  return data ? <LeadHistoryView history={data} /> : null;
}
