import type { Schema } from '@leadline/client';
import { Badge, Card, Stack, Text } from '@mantine/core';
import { api, call } from '../../api';
import { Facts, RecordLink, RecordPage } from '../../components/RecordPage';
import { allPages } from '../../components/useLoaded';
import { formatDateTime } from '../../format';
import { KEY_KIND } from '../../labels-admin';
import { limitOf } from '../Keys';
import { isRecordId } from './ids';

type ApiKey = Schema<'ApiKey'>;

/** Keys are few and the API lists them whole (never a secret): the page finds its key among them. */
const loadKey = async (id: string): Promise<ApiKey | null> => {
  if (!isRecordId(id)) return null;
  const keys = await allPages((page) =>
    call(api.GET('/admin/v1/api-keys', { params: { query: { page, limit: 100 } } })),
  );
  return keys.find((k) => k.id === id) ?? null;
};

/** `/console/keys/:id`: one API key (its prefix only; the key itself was shown once, when it was issued). */
export default function KeyRecordScreen() {
  return (
    <RecordPage kind="API 키" list={{ to: '/keys', label: 'API 키·시스템 클라이언트' }} load={loadKey}>
      {(k) => (
        <Stack>
          {k.revokedAt ? <Badge color="gray.7">폐기됨</Badge> : <Badge color="teal.9">사용 중</Badge>}
          <Card withBorder padding="sm">
            <Facts
              label={`API 키 #${k.id} 정보`}
              items={[
                ['이름', k.name],
                ['종류', KEY_KIND[k.kind] ?? k.kind],
                ['접두사', <Text key="prefix" ff="monospace" size="sm" span>{`${k.prefix}…`}</Text>],
                ['공급사', k.providerId ? `#${k.providerId}` : '—'],
                [
                  '포털 사용자 제한',
                  k.portalIds
                    ? k.portalIds.map((p, i) => (
                        <span key={p}>
                          {i > 0 && ', '}
                          <RecordLink to={`/portal-users/${p}`}>{p}</RecordLink>
                        </span>
                      ))
                    : '없음 (모든 포털 사용자)',
                ],
                ['요청 한도', limitOf(k)],
                ['발급', formatDateTime(k.createdAt)],
                ['마지막 사용', formatDateTime(k.lastUsedAt)],
                ['폐기', formatDateTime(k.revokedAt)],
              ]}
            />
          </Card>
          <Text size="xs" c="dimmed">
            키 자체는 발급할 때 한 번만 표시됩니다. 요청 한도 변경과 폐기는 API 키 목록에서 합니다.
          </Text>
        </Stack>
      )}
    </RecordPage>
  );
}
