import type { paths, Schema } from '@leadline/client';
import { Anchor, Button, FileInput, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError, api, call } from '../api';
import { FormDialog } from '../components/FormDialog';
import { type Column, ListTable } from '../components/List';
import { ReadOnlyNote } from '../components/ReadOnlyNote';
import { useLoadedFor, useLocalList } from '../components/useLoaded';
import { formatDateTime } from '../format';
import { messageOf } from '../messages';
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
 * A provider's consent terms, each version with the SHA-256 registrations name, and a new version registered from a
 * file uploaded here. The provider (the address keeps which) is chosen first: terms belong to one provider.
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

/** The file types a terms version may have: what the service accepts for CONSENT_TERMS. */
const TERMS_TYPES = ['application/pdf', 'text/plain'] as const;
type TermsType = (typeof TERMS_TYPES)[number];
const termsTypeOf = (file: File): TermsType | null =>
  (TERMS_TYPES as readonly string[]).includes(file.type) ? (file.type as TermsType) : null;

/**
 * The bytes of a terms file uploaded for the provider: a signed URL from the service (the file is the provider's,
 * purpose CONSENT_TERMS), then the bytes PUT there as the API's uploads are. Answers the file's id.
 */
async function uploadTerms(providerId: string, file: File): Promise<string> {
  const mimeType = termsTypeOf(file);
  if (!mimeType) throw new ApiError(400, 'TERMS_FILE_TYPE', 'PDF 또는 텍스트(UTF-8) 파일만 올릴 수 있습니다.');
  const upload = await call(
    api.POST('/admin/v1/providers/{id}/consent-terms/upload-url', {
      params: { path: { id: providerId } },
      body: { fileName: file.name, mimeType, size: file.size },
    }),
  );
  let answer: Response;
  try {
    // The signed URL is the authority: no cookie goes with it (the URL may be another origin's, S3's).
    answer = await fetch(upload.uploadUrl, {
      method: upload.method,
      headers: upload.headers,
      body: file,
      credentials: 'omit',
    });
  } catch {
    throw new ApiError(0, 'NETWORK_ERROR', messageOf('NETWORK_ERROR'));
  }
  if (!answer.ok) {
    const problem = (await answer.json().catch(() => ({}))) as { code?: string; detail?: string };
    const code = problem.code ?? `HTTP_${answer.status}`;
    throw new ApiError(answer.status, code, messageOf(code, problem.detail));
  }
  return upload.fileId;
}

/**
 * A new version: the terms file uploaded here (the service hashes the stored bytes), or the id of a file the provider
 * uploaded with its own key (purpose CONSENT_TERMS).
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
  const [file, setFile] = useState<File | null>(null);
  const [fileId, setFileId] = useState('');
  const byId = fileId.trim() !== '';
  const wrongType = file !== null && termsTypeOf(file) === null;
  return (
    <FormDialog
      title="동의 약관 새 버전"
      submitLabel="등록"
      opened={opened}
      canSubmit={
        version.trim() !== '' &&
        (byId ? /^[0-9]{1,32}$/.test(fileId.trim()) && file === null : file !== null && !wrongType)
      }
      onClose={onClose}
      onSubmit={async () => {
        const id = byId ? fileId.trim() : await uploadTerms(providerId, file!);
        await call(
          api.PUT('/admin/v1/providers/{id}/consent-terms/{termsVersion}', {
            params: { path: { id: providerId, termsVersion: version.trim() } },
            body: { fileId: id },
          }),
        );
        setVersion('');
        setFile(null);
        setFileId('');
        onDone();
      }}
    >
      <Text size="sm">
        약관 원문 파일(PDF 또는 UTF-8 텍스트, 20MB까지)을 올리면 서비스가 저장된 파일의 SHA-256을 계산해 이 버전으로
        등록합니다. 공급사가 자기 API 키로 이미 올린 파일이면 그 파일 ID를 적어도 됩니다.
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
      <FileInput
        label="약관 파일"
        description="PDF 또는 텍스트(.txt, UTF-8)"
        accept="application/pdf,text/plain"
        clearable
        clearButtonProps={{ 'aria-label': '고른 파일 지우기' }}
        value={file}
        onChange={setFile}
        disabled={byId}
        error={wrongType ? 'PDF 또는 텍스트 파일만 올릴 수 있습니다.' : undefined}
      />
      <TextInput
        label="또는 공급사가 올린 파일 ID"
        maxLength={32}
        inputMode="numeric"
        value={fileId}
        onChange={(e) => setFileId(e.currentTarget.value)}
        disabled={file !== null}
      />
    </FormDialog>
  );
}
