import type { Schema } from '@leadline/client';
import { Badge, Card, Stack } from '@mantine/core';
import { ApiError, api, call } from '../../api';
import { Facts, RecordPage } from '../../components/RecordPage';
import { formatDateTime } from '../../format';
import { CONSULTANT_ROLE } from '../../labels-admin';
import { isIntId } from './ids';

type Consultant = Schema<'AdminUser'>;

const loadConsultant = async (id: string): Promise<Consultant | null> => {
  if (!isIntId(id)) return null;
  try {
    return await call(api.GET('/admin/v1/users/{id}', { params: { path: { id } } }));
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
};

/** `/console/consultants/:id`: one consultant of the claims interface, e-mail and phone masked. */
export default function ConsultantRecordScreen() {
  return (
    <RecordPage kind="설계사" list={{ to: '/consultants', label: '설계사·조직' }} load={loadConsultant}>
      {(c) => (
        <Stack>
          {c.active ? <Badge color="teal.9">활성</Badge> : <Badge color="gray.7">비활성</Badge>}
          <Card withBorder padding="sm">
            <Facts
              label={`설계사 #${c.id} 정보`}
              items={[
                ['이름', c.name],
                ['역할', CONSULTANT_ROLE[c.role] ?? c.role],
                ['조직', c.orgName ?? '조직 없음'],
                ['CI', c.ci],
                ['이메일', c.email ?? '—'],
                ['전화', c.phone ?? '—'],
                ['등록 일시', formatDateTime(c.createdAt)],
              ]}
            />
          </Card>
        </Stack>
      )}
    </RecordPage>
  );
}
