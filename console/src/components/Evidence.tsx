import type { paths, Schema } from '@leadline/client';
import { Alert, Anchor, Button, Card, Group, Image, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { api, call, errorText } from '../api';
import { formatNumber } from '../format';

type EvidenceFile = Schema<'EvidenceFile'>;

const KIND: Record<string, string> = {
  'image/jpeg': 'JPEG 사진',
  'image/png': 'PNG 이미지',
  'image/heic': 'HEIC 사진',
  'application/pdf': 'PDF 문서',
};

// Loaded by <img> and <a>, not by the client; typed against the document all the same, so a renamed route breaks
// the console's type check.
const PREVIEW: keyof paths = '/admin/v1/files/{id}/preview';
const DOWNLOAD: keyof paths = '/admin/v1/files/{id}/download';
const at = (path: string, id: string) => path.replace('{id}', encodeURIComponent(id));

/** The service renders every page as PNG (Chromium shows neither HEIC nor, under the console's CSP, PDF). */
const previewUrl = (id: string, page: number) => `${at(PREVIEW, id)}?page=${page}`;
const downloadUrl = (id: string) => at(DOWNLOAD, id);

/**
 * One evidence file: its pages as images rendered by the server, a PDF paged, and the original as a download. The
 * uploader's file name is not shown (it may hold personal data).
 */
export function EvidencePreview({ file, index }: { file: EvidenceFile; index: number }) {
  const [page, setPage] = useState(1);
  const [pages, setPages] = useState(1);
  const [error, setError] = useState<string | null>(null);

  // How many pages to page through (an image has one); the first page's image loads meanwhile.
  useEffect(() => {
    let current = true;
    setPage(1);
    call(api.GET('/admin/v1/files/{id}/preview-info', { params: { path: { id: file.id } } }))
      .then((info) => current && setPages(info.pages))
      .catch((err) => current && setError(errorText(err)));
    return () => {
      current = false;
    };
  }, [file.id]);

  const name = `증빙 ${index} (${KIND[file.mimeType] ?? file.mimeType})`;
  return (
    <Card withBorder padding="xs" data-testid="evidence" data-mime={file.mimeType}>
      <Group justify="space-between" wrap="wrap" gap="xs" mb="xs">
        <Text size="sm" fw={600}>
          {name} · {formatNumber(Math.ceil(file.size / 1024))} KB
        </Text>
        <Anchor href={downloadUrl(file.id)} download size="sm">
          {`증빙 ${index} 원본 내려받기`}
        </Anchor>
      </Group>
      {error && (
        <Alert color="orange" mb="xs">
          미리보기를 만들 수 없습니다: {error} 원본을 내려받아 확인하세요.
        </Alert>
      )}
      <Image
        src={previewUrl(file.id, page)}
        alt={`${name} ${page}쪽 미리보기`}
        fit="contain"
        mah={480}
        radius="sm"
        bg="gray.1"
      />
      {pages > 1 && (
        <Group justify="center" gap="xs" mt="xs">
          <Button size="compact-sm" variant="default" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            이전 쪽
          </Button>
          <Text size="sm" aria-live="polite">
            {page} / {pages}쪽
          </Text>
          <Button size="compact-sm" variant="default" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            다음 쪽
          </Button>
        </Group>
      )}
    </Card>
  );
}
