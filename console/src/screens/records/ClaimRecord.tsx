import type { Schema } from '@leadline/client';
import { Anchor, Badge, Card, Stack } from '@mantine/core';
import { Link as RouterLink } from 'react-router';
import { api, call } from '../../api';
import { Facts, RecordPage } from '../../components/RecordPage';
import { formatDateTime, formatNumber } from '../../format';
import { CLAIM_STATUS } from '../../labels';
import { STATUS_COLOR } from '../../labels.lookups';
import { can, useOperator } from '../../session';
import { FailureReason } from '../Claims';
import { isIntId } from './ids';

type Claim = Schema<'AdminClaim'>;

const loadClaim = async (id: string): Promise<Claim | null> => {
  if (!isIntId(id)) return null;
  const page = await call(
    api.GET('/admin/v1/claim/requests', { params: { query: { claimReqId: Number(id), limit: 1 } } }),
  );
  return page.data[0] ?? null;
};

/** `/console/claims/:id`: one claim with its dispatch; a failed one is sent again from the claims monitor. */
export default function ClaimRecordScreen() {
  const admin = can(useOperator(), 'ADMIN');
  return (
    <RecordPage kind="청구" list={{ to: '/claims', label: '청구 모니터' }} load={loadClaim}>
      {(c) => (
        <Stack>
          <Badge variant="outline" color={STATUS_COLOR[c.claimStatusCd]}>
            {CLAIM_STATUS[c.claimStatusCd] ?? c.claimStatus}
          </Badge>
          <Card withBorder padding="sm">
            <Facts
              label={`청구 #${c.claimReqId} 정보`}
              items={[
                ['청구일', c.claimDate],
                ['상태 변경', formatDateTime(c.statusChangedAt)],
                ['보험사', c.insuCompNm],
                ['설계사', c.fcUserNm],
                ['고객', c.clientNm],
                ['시도', formatNumber(c.attempts)],
                [
                  '발송',
                  c.dispatch
                    ? `${c.dispatch.gateway} · ${formatNumber(c.dispatch.pages)}쪽 · ${formatDateTime(c.dispatch.sentAt)}`
                    : '—',
                ],
                ['접수', formatDateTime(c.createdAt)],
                ['오류', c.lastError ? <FailureReason key="error" error={c.lastError} withDetail={admin} /> : '—'],
              ]}
            />
          </Card>
          {c.claimStatusCd === 'FAILED' && (
            <Anchor component={RouterLink} to={`/claims?claimReqId=${c.claimReqId}`} size="sm">
              청구 모니터에서 재전송하기
            </Anchor>
          )}
        </Stack>
      )}
    </RecordPage>
  );
}
