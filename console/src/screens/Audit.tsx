import type { Schema } from '@leadline/client';
import { Badge, Button, Code, Group, Modal, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { api, call } from '../api';
import { optionsOf, withAll } from '../components/Filters';
import { type Column, ListTable, useList } from '../components/List';
import { formatDateTime } from '../format';
import { AUDIT_SOURCE } from '../labels-admin';
import { AUDIT_ACTION, actorLabel } from '../labels-audit';

type AuditRecord = Schema<'AuditRecord'>;
type Source = AuditRecord['source'];

interface Filters {
  actor: string;
  action: string;
  /** What was acted on: `operator:5`, or a kind alone (`operator:`). */
  target: string;
  source: '' | Source;
  /** Korea-time days, YYYY-MM-DD (the server reads them as Korea time). */
  from: string;
  to: string;
}

const EMPTY: Filters = { actor: '', action: '', target: '', source: '', from: '', to: '' };

/** The audit timeline, newest first (the server's order): admin actions, personal-data reads, claims operations. */
export default function AuditScreen() {
  const list = useList<AuditRecord, Filters>(
    ({ filters, page }) =>
      call(
        api.GET('/admin/v1/audit', {
          params: {
            query: {
              page,
              limit: 20,
              ...(filters.actor ? { actor: filters.actor } : {}),
              ...(filters.action ? { action: filters.action } : {}),
              ...(filters.target ? { target: filters.target } : {}),
              ...(filters.source ? { source: filters.source } : {}),
              ...(filters.from ? { from: filters.from } : {}),
              ...(filters.to ? { to: filters.to } : {}),
            },
          },
        }),
      ),
    EMPTY,
  );
  const [draft, setDraft] = useState<Filters>(EMPTY);
  const [detail, setDetail] = useState<AuditRecord | null>(null);
  const set = (field: keyof Filters) => (value: string) => setDraft((d) => ({ ...d, [field]: value }));

  const columns: Column<AuditRecord>[] = [
    { header: '시각 (한국 시간)', cell: (r) => formatDateTime(r.at) },
    {
      header: '구분',
      cell: (r) => (
        <Badge color={r.source === 'PII_ACCESS' ? 'grape.9' : r.source === 'ADMIN' ? 'indigo.9' : 'teal.9'}>
          {AUDIT_SOURCE[r.source] ?? r.source}
        </Badge>
      ),
    },
    {
      header: '행위자',
      cell: (r) => <TwoLines main={actorLabel(r.actor, r.actorName)} code={r.actor} />,
    },
    {
      header: '작업',
      cell: (r) => <TwoLines main={AUDIT_ACTION[r.action] ?? r.action} code={r.action} />,
    },
    {
      header: '대상',
      cell: (r) => (
        <Text size="sm" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {r.target}
        </Text>
      ),
    },
    {
      header: '상세',
      cell: (r) =>
        r.detail ? (
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => setDetail(r)}
            aria-label={`${AUDIT_ACTION[r.action] ?? r.action} 상세 보기`}
          >
            보기
          </Button>
        ) : (
          '—'
        ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>감사 로그</Title>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          list.setFilters({
            ...draft,
            actor: draft.actor.trim(),
            action: draft.action.trim().toUpperCase(),
            target: draft.target.trim(),
          });
        }}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label="행위자"
            placeholder="operator:12, key:3"
            value={draft.actor}
            onChange={(e) => set('actor')(e.currentTarget.value)}
          />
          <TextInput
            label="작업"
            placeholder="API_KEY_CREATED"
            value={draft.action}
            onChange={(e) => set('action')(e.currentTarget.value)}
          />
          <TextInput
            label="대상"
            placeholder="operator:5, api_key:"
            value={draft.target}
            onChange={(e) => set('target')(e.currentTarget.value)}
          />
          <NativeSelect
            label="구분"
            value={draft.source}
            onChange={(e) => set('source')(e.currentTarget.value)}
            data={withAll(optionsOf(AUDIT_SOURCE))}
          />
          <TextInput
            label="시작일 (한국 시간)"
            type="date"
            value={draft.from}
            onChange={(e) => set('from')(e.currentTarget.value)}
          />
          <TextInput
            label="종료일 (한국 시간)"
            type="date"
            value={draft.to}
            onChange={(e) => set('to')(e.currentTarget.value)}
          />
          <Button type="submit">검색</Button>
          <Button
            variant="default"
            onClick={() => {
              setDraft(EMPTY);
              list.setFilters(EMPTY);
            }}
          >
            초기화
          </Button>
        </Group>
      </form>
      <Text size="sm" c="dimmed">
        최신 기록부터 표시합니다. 기간은 한국 시간 기준 날짜이며 종료일을 포함합니다.
      </Text>
      <ListTable caption="감사 기록" columns={columns} list={list} rowKey={(r) => r.id} />
      <Modal opened={detail !== null} onClose={() => setDetail(null)} title="감사 기록 상세" centered size="lg">
        {detail && (
          <Stack gap="xs">
            <Text size="sm">
              {formatDateTime(detail.at)} · {actorLabel(detail.actor, detail.actorName)} ({detail.actor}) ·{' '}
              {AUDIT_ACTION[detail.action] ?? detail.action} ({detail.action}) · {detail.target}
            </Text>
            <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {JSON.stringify(detail.detail, null, 2)}
            </Code>
          </Stack>
        )}
      </Modal>
    </Stack>
  );
}

/** A name or label, with the recorded code under it (the code is what the filters take). */
function TwoLines({ main, code }: { main: string; code: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm">{main}</Text>
      {main !== code && (
        <Text size="xs" c="dimmed" ff="monospace" style={{ wordBreak: 'break-all' }}>
          {code}
        </Text>
      )}
    </Stack>
  );
}
