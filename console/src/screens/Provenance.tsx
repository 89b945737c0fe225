import type { Schema } from '@leadline/client';
import { Anchor, Badge, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { api, call } from '../api';
import { EvidencePreview } from '../components/Evidence';
import { LoadFailed } from '../components/List';
import { Loading } from '../components/Loading';
import { useLoadedFor } from '../components/useLoaded';
import { formatDateTime, formatNumber } from '../format';
import { CONSENT_CHANNEL, CONSENT_ITEM, CONSENT_PURPOSE, CUSTODY_EVENT } from '../labels.rights';

type Provenance = Schema<'LeadProvenance'>;
type Consent = NonNullable<Provenance['consent']>;

const loadProvenance = (id: string) => call(api.GET('/admin/v1/leads/{id}/provenance', { params: { path: { id } } }));

/** The images the service can draw as previews (a call recording is played instead). */
const PREVIEWABLE = new Set(['image/jpeg', 'image/png', 'image/heic', 'application/pdf']);

/**
 * A lead's evidence pack (`/console/leads/:id/provenance`): who supplied and registered it, the consent the person
 * gave (items, purposes, retention, the terms by their hash, the evidence), and who held it since. Each read is a
 * personal-data access record.
 */
export default function ProvenanceScreen() {
  const { id = '' } = useParams();
  const valid = /^[1-9][0-9]{0,14}$/.test(id);
  const { data, error, loading } = useLoadedFor(id, (leadId) =>
    valid ? loadProvenance(leadId) : Promise.resolve(null),
  );
  return (
    <Stack>
      <Group gap="xs" wrap="wrap">
        <Title order={2}>리드 #{id} 출처·동의</Title>
        <Anchor component={RouterLink} to={`/leads?id=${encodeURIComponent(id)}`} size="sm">
          리드 목록에서 보기
        </Anchor>
      </Group>
      {!valid && <Text>리드 번호가 올바르지 않습니다.</Text>}
      {valid && loading && !data && <Loading />}
      {error && <LoadFailed error={error} />}
      {data && <ProvenanceView p={data} />}
    </Stack>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </div>
  );
}

function ProvenanceView({ p }: { p: Provenance }) {
  const registeredBy =
    p.registeredBy.kind === 'IMPORT'
      ? `일괄 등록 #${p.registeredBy.importId}${p.registeredBy.keyId ? ` (API 키 #${p.registeredBy.keyId})` : ' (명령줄)'}`
      : p.registeredBy.keyId
        ? `API 키 #${p.registeredBy.keyId}`
        : '관리자 키 (환경 설정)';
  return (
    <Stack data-testid="provenance">
      <Card withBorder padding="md">
        <Title order={3} size="h4" mb="sm">
          출처
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Field label="공급사">{p.providerName}</Field>
          <Field label="상품 ID">{p.productId}</Field>
          <Field label="등록 일시">
            <span data-testid="registered-at">{formatDateTime(p.registeredAt)}</span>
          </Field>
          <Field label="등록 경로">{registeredBy}</Field>
        </SimpleGrid>
      </Card>
      {p.consent ? (
        <ConsentCard consent={p.consent} />
      ) : (
        <Card withBorder padding="md">
          <Title order={3} size="h4" mb="xs">
            동의
          </Title>
          <Text size="sm">동의 기록 없이 등록된 리드입니다.</Text>
        </Card>
      )}
      <Custody custody={p.custody} leadId={p.leadId} />
    </Stack>
  );
}

function Badges({ codes, labels }: { codes: string[]; labels: Record<string, string> }) {
  return (
    <Group gap={4} wrap="wrap">
      {codes.map((c) => (
        <Badge key={c} variant="outline" color="gray.7">
          {labels[c] ?? c}
        </Badge>
      ))}
    </Group>
  );
}

function ConsentCard({ consent }: { consent: Consent }) {
  return (
    <Card withBorder padding="md" data-testid="consent">
      <Title order={3} size="h4" mb="sm">
        동의
      </Title>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <Field label="수집 경로">{CONSENT_CHANNEL[consent.channel] ?? consent.channel}</Field>
          <Field label="출처">
            {consent.sourceName}
            {consent.sourceUrl && (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {consent.sourceUrl}
              </Text>
            )}
          </Field>
          <Field label="동의 일시">{formatDateTime(consent.collectedAt)}</Field>
          <Field label="보관 기한">
            {formatDateTime(consent.retainUntil)} ({formatNumber(consent.retentionDays)}일)
          </Field>
        </SimpleGrid>
        <Field label="제공받는 자">{consent.recipients.join(', ')}</Field>
        <Field label="제공 항목">
          <Badges codes={consent.items} labels={CONSENT_ITEM} />
        </Field>
        <Field label="동의 목적">
          <Badges codes={consent.purposes} labels={CONSENT_PURPOSE} />
        </Field>
        <Field label={`약관 버전 ${consent.termsVersion}`}>
          <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} data-testid="terms-hash">
            SHA-256 {consent.termsSha256}
          </Text>
          {consent.terms.url && (
            <Anchor href={consent.terms.url} target="_blank" rel="noopener noreferrer" size="sm">
              약관 원문 열기 (15분 동안 유효)
            </Anchor>
          )}
        </Field>
        <Evidence evidence={consent.evidence} />
      </Stack>
    </Card>
  );
}

/** The consent's evidence: drawn by the service, a recording played, or what is left of it after an erasure. */
function Evidence({ evidence }: { evidence: Consent['evidence'] }) {
  if (!evidence) return <Field label="동의 증빙">증빙 파일 없음</Field>;
  const facts = `${evidence.mimeType} · ${formatNumber(Math.ceil(evidence.size / 1024))} KB · SHA-256 ${evidence.sha256}`;
  if (evidence.deletedAt || !evidence.fileId) {
    return (
      <Field label="동의 증빙">
        {formatDateTime(evidence.deletedAt)}에 삭제되었습니다 (개인정보 삭제).
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          {facts}
        </Text>
      </Field>
    );
  }
  if (PREVIEWABLE.has(evidence.mimeType)) {
    const file = {
      id: evidence.fileId,
      originalName: '',
      mimeType: evidence.mimeType,
      size: evidence.size,
      createdAt: '',
      cdnUrl: '',
    };
    return (
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          동의 증빙
        </Text>
        <EvidencePreview file={file} index={1} />
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          SHA-256 {evidence.sha256}
        </Text>
      </Stack>
    );
  }
  return (
    <Field label="동의 증빙 (통화 녹음)">
      {/* biome-ignore lint/a11y/useMediaCaption: a call recording has no captions; its transcript is the consent. */}
      {evidence.url && <audio controls src={evidence.url} aria-label="동의 통화 녹음" />}
      <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
        {facts}
      </Text>
    </Field>
  );
}

function Custody({ custody, leadId }: { custody: Provenance['custody']; leadId: string }) {
  return (
    <Card withBorder padding="md">
      <Title order={3} size="h4" mb="sm">
        보관 이력
      </Title>
      <Table withTableBorder fz="sm" verticalSpacing={4} data-testid="custody">
        <Table.Caption>리드 #{leadId}의 보관 이력 (오래된 순)</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>일시</Table.Th>
            <Table.Th>사건</Table.Th>
            <Table.Th>포털 사용자</Table.Th>
            <Table.Th>주문</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {custody.map((c) => (
            <Table.Tr key={`${c.at}-${c.event}-${c.portalId}-${c.orderId}`}>
              <Table.Td>{formatDateTime(c.at)}</Table.Td>
              <Table.Td>{CUSTODY_EVENT[c.event] ?? c.event}</Table.Td>
              <Table.Td>{c.portalId ?? '—'}</Table.Td>
              <Table.Td>
                {c.orderId ? (
                  <Anchor component={RouterLink} to={`/orders?id=${c.orderId}`} size="sm">
                    주문 #{c.orderId}
                  </Anchor>
                ) : (
                  '—'
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Card>
  );
}
