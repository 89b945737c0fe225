import type { Schema } from '@leadline/client';
import { Anchor, Button, Card, Group, Image, Text } from '@mantine/core';
import { useState } from 'react';
import { formatNumber } from '../format';

type EvidenceFile = Schema<'EvidenceFile'>;

const KIND: Record<string, string> = {
  'image/jpeg': 'JPEG 사진',
  'image/png': 'PNG 이미지',
  'image/heic': 'HEIC 사진',
  'application/pdf': 'PDF 문서',
};

/** The service renders every page as PNG (Chromium shows neither HEIC nor, under the console's CSP, PDF). */
const previewUrl = (id: string, page: number) => `/admin/v1/files/${encodeURIComponent(id)}/preview?page=${page}`;
const downloadUrl = (id: string) => `/admin/v1/files/${encodeURIComponent(id)}/download`;

/**
 * One evidence file: its pages as images rendered by the server, a PDF paged, and the original as a download. The
 * uploader's file name is not shown (it may hold personal data).
 */
export function EvidencePreview({ file, index }: { file: EvidenceFile; index: number }) {
  const [page, setPage] = useState(1);
  const pages = 1;
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
