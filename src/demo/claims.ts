import { createClient } from '../claims/auth/client-secrets.js';
import { createTerms } from '../claims/terms/terms.service.js';
import { insertOrg } from '../claims/users/organizations.service.js';
import { insertUser } from '../claims/users/users.service.js';
import type { Db } from '../db/client.js';
import type { Caller } from '../platform/access/caller.js';
import type { Clock } from '../platform/clock.js';
import { emit } from '../platform/events.js';
import { koreaDateTime } from '../platform/korea-time.js';
import { withTransaction } from '../platform/transactions.js';

const TERMS_HTML = {
  privacy:
    '<h2>개인(신용)정보 수집·이용 동의</h2><p>보험금 청구 심사를 위해 성명, 생년월일, 연락처, 사고 내용, ' +
    '지급 계좌를 수집·이용합니다. 보유 기간: 청구 종료 후 5년.</p>',
  thirdParty: '<h2>개인(신용)정보 제3자 제공 동의</h2><p>보험금 청구서를 해당 보험회사에 팩스로 전달합니다.</p>',
  marketing: '<h2>마케팅 정보 수신 동의 (선택)</h2><p>보험 상품 안내를 문자로 받습니다.</p>',
};

/**
 * Demo data of the claims interface: an organization, a consultant, a system client, terms for two insurers; in one
 * transaction, audited as done by `caller`.
 */
export async function seedClaimsDemo(db: Db, caller: Caller, clock: Clock) {
  return withTransaction(db, async (tx) => {
    const org = await insertOrg(tx, caller, { name: '데모 지점' });
    const consultant = await insertUser(tx, caller, {
      ci: 'DEMO-FC-0001',
      name: '김데모',
      role: 'FC',
      orgId: org.id,
      email: 'fc@demo.leadline.example',
    });
    const client = await createClient(tx, 'demo system client');
    await emit(tx, caller, [{ type: 'audit', action: 'CLIENT_CREATED', target: `client:${client.clientId}` }]);
    const startedOn = koreaDateTime(new Date(clock() - 86_400_000));
    const endedOn = '2099-12-31 23:59:59';
    for (const owner of ['SAMSUNG_LIFE', 'SAMSUNG_FIRE']) {
      for (const [termsNm, required, termsDesc] of [
        ['개인(신용)정보 수집·이용 동의', true, TERMS_HTML.privacy],
        ['개인(신용)정보 제3자 제공 동의', true, TERMS_HTML.thirdParty],
        ['마케팅 정보 수신 동의', false, TERMS_HTML.marketing],
      ] as const) {
        await createTerms(tx, {
          termsOwnerCd: owner,
          termsNm,
          termsVer: '2026.1',
          startedOn,
          endedOn,
          required,
          termsDesc,
        });
      }
    }
    return { consultant, client: { clientId: client.clientId, clientSecret: client.clientSecret } };
  });
}
