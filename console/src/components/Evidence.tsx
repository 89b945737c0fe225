import type { paths, Schema } from '@leadline/client';
import { Alert, Anchor, Box, Button, Card, Group, Image, Modal, Text } from '@mantine/core';
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
  const [enlarged, setEnlarged] = useState(false);

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
      <Group justify="space-between" gap="xs" mt="xs" wrap="wrap">
        {pages > 1 ? <PageControls page={page} pages={pages} setPage={setPage} /> : <span />}
        <Button
          size="compact-sm"
          variant="default"
          onClick={() => setEnlarged(true)}
          aria-label={`증빙 ${index} 전체 화면`}
        >
          전체 화면
        </Button>
      </Group>
      <Modal
        opened={enlarged}
        onClose={() => setEnlarged(false)}
        fullScreen
        title={`${name} 크게 보기`}
        closeButtonProps={{ 'aria-label': '크게 보기 닫기', tabIndex: -1 }}
      >
        <ZoomedPage src={previewUrl(file.id, page)} alt={`${name} ${page}쪽 크게 보기`} />
        {pages > 1 && (
          <Group justify="center" mt="xs">
            <PageControls page={page} pages={pages} setPage={setPage} />
          </Group>
        )}
      </Modal>
    </Card>
  );
}

function PageControls({ page, pages, setPage }: { page: number; pages: number; setPage: (page: number) => void }) {
  return (
    <Group justify="center" gap="xs">
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
  );
}

/** Zoom steps, as a share of the window's width (100%: the page fits it). */
const ZOOMS = [50, 75, 100, 150, 200, 300, 400];

/** One page full screen: fitted to the width, zoomed in steps, scrolled in both directions (mouse or keyboard). */
function ZoomedPage({ src, alt }: { src: string; alt: string }) {
  const [zoom, setZoom] = useState(100);
  const step = (by: 1 | -1) => {
    const at = ZOOMS.indexOf(zoom);
    setZoom(ZOOMS[Math.min(ZOOMS.length - 1, Math.max(0, at + by))]);
  };
  return (
    <>
      <Group gap="xs" mb="xs">
        <Button size="compact-sm" variant="default" onClick={() => step(-1)} disabled={zoom === ZOOMS[0]}>
          축소
        </Button>
        <Text size="sm" aria-live="polite" data-testid="zoom">
          {zoom}%
        </Text>
        <Button size="compact-sm" variant="default" onClick={() => step(1)} disabled={zoom === ZOOMS.at(-1)}>
          확대
        </Button>
        <Button size="compact-sm" variant="default" onClick={() => setZoom(100)} disabled={zoom === 100}>
          너비에 맞춤
        </Button>
      </Group>
      <Box
        tabIndex={0}
        role="region"
        aria-label="확대한 증빙 (화살표 키로 이동)"
        style={{ overflow: 'auto', height: 'calc(100dvh - 160px)' }}
        bg="gray.1"
      >
        <img src={src} alt={alt} style={{ display: 'block', width: `${zoom}%`, maxWidth: 'none', height: 'auto' }} />
      </Box>
    </>
  );
}
