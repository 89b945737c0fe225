import type { paths, Schema } from '@leadline/client';
import { Anchor, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { api, call } from '../api';
import { FormDialog } from '../components/FormDialog';
import { type Column, ListTable } from '../components/List';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { useLoadedFor, useLocalList } from '../components/useLoaded';
import { formatDateTime } from '../format';
import { useOptions } from '../reference';
import { can, useOperator } from '../session';

type Terms = Schema<'ConsentTerms'>;

// Opened by a link, not by the client; typed against the document all the same.
const DOWNLOAD: keyof paths = '/admin/v1/files/{id}/download';
const downloadUrl = (id: string) => DOWNLOAD.replace('{id}', encodeURIComponent(id));

const loadTerms = async (providerId: string): Promise<Terms[]> =>
  providerId
    ? (await call(api.GET('/admin/v1/providers/{id}/consent-terms', { params: { path: { id: providerId } } }))).data
    : [];

/**
 * A provider's consent terms, each version with the SHA-256 registrations name, and a new version registered. The
 * provider (the address keeps which) is chosen first: terms belong to one provider, whose key uploads the file.
 */
export default function ConsentTermsScreen() {
  const admin = can(useOperator(), 'ADMIN');
  const providers = useOptions('providers');
  const [params, setParams] = useSearchParams();
  const providerId = params.get('providerId') ?? '';
  const [round, setRound] = useState(0);
  const loaded = useLoadedFor(`${providerId}#${round}`, () => loadTerms(providerId));
  const list = useLocalList(
    { ...loaded, reload: () => setRound((r) => r + 1) },
    providerId,
    () => true,
    (t) => t.createdAt,
    'desc',
  );
  const [registering, setRegistering] = useState(false);

  const columns: Column<Terms>[] = [
    { header: '등록 일시', cell: (t) => formatDateTime(t.createdAt), sorts: true },
    { header: '버전', cell: (t) => t.termsVersion },
    {
      header: 'SHA-256',
      cell: (t) => (
        <Text size="xs" ff="monospace" style={{ overflowWrap: 'anywhere' }} maw={360}>
          {t.sha256}
        </Text>
      ),
    },
    {
      header: '원문',
      cell: (t) => (
        <Anchor href={downloadUrl(t.fileId)} download size="sm" aria-label={`약관 ${t.termsVersion} 원문 내려받기`}>
          내려받기
        </Anchor>
      ),
    },
  ];

  return (
    <Stack>
      <Title order={2}>동의 약관</Title>
      <Text size="sm">
        공급사가 동의를 받을 때 보여 준 약관의 버전입니다. 리드의 동의는 버전과 SHA-256으로 이 약관을 가리키며, 한 번
        등록한 버전은 바꿀 수 없습니다.
      </Text>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <NativeSelect
          label="공급사"
          data={[{ value: '', label: '선택하세요' }, ...providers]}
          value={providerId}
          onChange={(e) => setParams(e.currentTarget.value ? { providerId: e.currentTarget.value } : {})}
        />
        <Button disabled={!admin || !providerId} onClick={() => setRegistering(true)}>
          새 버전 등록
        </Button>
      </Group>
      {!admin && <ReadOnlyNote />}
      {providerId ? (
        <ListTable
          caption={`${providers.find((p) => p.value === providerId)?.label ?? ''} 동의 약관 (최근 등록 순)`}
          columns={columns}
          list={list}
          rowKey={(t) => t.termsVersion}
        />
      ) : (
        <Text size="sm" c="gray.7">
          공급사를 고르면 그 공급사의 약관 버전이 보입니다.
        </Text>
      )}
      <RegisterDialog
        providerId={providerId}
        opened={registering}
        onClose={() => setRegistering(false)}
        onDone={() => setRound((r) => r + 1)}
      />
    </Stack>
  );
}

/**
 * A version names a file the provider uploaded with its own key (purpose CONSENT_TERMS): the service hashes the
 * stored bytes. An operator's session cannot upload on a provider's behalf (an upload belongs to the key's provider).
 */
function RegisterDialog({
  providerId,
  opened,
  onClose,
  onDone,
}: {
  providerId: string;
  opened: boolean;
  onClose: () => void;
  onDone: () => void;
}) {
  const [version, setVersion] = useState('');
  const [fileId, setFileId] = useState('');
  return (
    <FormDialog
      title="동의 약관 새 버전"
      submitLabel="등록"
      opened={opened}
      canSubmit={version.trim() !== '' && /^[0-9]{1,32}$/.test(fileId.trim())}
      onClose={onClose}
      onSubmit={async () => {
        await call(
          api.PUT('/admin/v1/providers/{id}/consent-terms/{termsVersion}', {
            params: { path: { id: providerId, termsVersion: version.trim() } },
            body: { fileId: fileId.trim() },
          }),
        );
        setVersion('');
        setFileId('');
        onDone();
      }}
    >
      <Text size="sm">
        공급사가 자기 API 키로 올린 약관 파일(용도 CONSENT_TERMS, PDF 또는 텍스트)의 파일 ID를 적으세요. 서비스가 저장된
        파일의 SHA-256을 계산합니다.
      </Text>
      <TextInput
        label="버전"
        description="예: 2026-03"
        required
        maxLength={64}
        value={version}
        onChange={(e) => setVersion(e.currentTarget.value)}
        data-autofocus
      />
      <TextInput
        label="파일 ID"
        required
        maxLength={32}
        inputMode="numeric"
        value={fileId}
        onChange={(e) => setFileId(e.currentTarget.value)}
      />
    </FormDialog>
  );
}
