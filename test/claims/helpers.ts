import { randomBytes } from 'node:crypto';
import type { App } from '../../src/app.js';
import { type DispatchDeps, type FaxGateway, retryPolicyOf } from '../../src/claims/requests/dispatch.js';
import { adminPost } from '../helpers/api.js';
import { adminHeaders } from '../helpers/build.js';

export type Json = Record<string, unknown>;

export const uniqueCi = (prefix = 'CI') => `${prefix}${randomBytes(9).toString('base64url')}`;

export async function createClient(app: App, name = 'system') {
  return (await adminPost(app, '/admin/v1/clients', { name })) as { clientId: string; clientSecret: string };
}

export async function tokenRequest(app: App, form: Record<string, string>, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
  });
}

/** A system client's access token (client_credentials). */
export async function systemToken(app: App) {
  const client = await createClient(app);
  const res = await tokenRequest(app, {
    grant_type: 'client_credentials',
    client_id: client.clientId,
    client_secret: client.clientSecret,
  });
  if (res.statusCode !== 200) throw new Error(`token → ${res.statusCode} ${res.body}`);
  return res.json().access_token as string;
}

export interface Consultant {
  id: number;
  ci: string;
  name: string;
  role: 'ADMIN' | 'MANAGER' | 'FC';
  orgId: number | null;
  email: string | null;
  token: string;
}

/** A consultant created through the admin bootstrap route, with an access token issued by the operator route. */
export async function createConsultant(
  app: App,
  role: 'ADMIN' | 'MANAGER' | 'FC',
  extra: { orgId?: number | null; email?: string; name?: string; ci?: string } = {},
): Promise<Consultant> {
  const user = (await adminPost(app, '/admin/v1/users', {
    ci: extra.ci ?? uniqueCi(),
    name: extra.name ?? '김설계',
    role,
    ...(extra.orgId != null ? { orgId: extra.orgId } : {}),
    ...(extra.email ? { email: extra.email } : {}),
  })) as Omit<Consultant, 'token'>;
  const token = (await adminPost(app, `/admin/v1/users/${user.id}/token`, {})) as { access_token: string };
  return { ...user, token: token.access_token };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function createOrg(app: App, token: string, name: string, parentId?: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/organizations',
    headers: bearer(token),
    payload: { name, ...(parentId ? { parentId } : {}) },
  });
  if (res.statusCode !== 200) throw new Error(`org → ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; name: string; parentId: number | null };
}

/** Korea-time `YYYY-MM-DD HH:MM:SS` of now + offset. */
export function kst(offsetMs: number) {
  return new Date(Date.now() + offsetMs + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

const DAY = 86_400_000;

export async function createTerms(app: App, owner: string, required: boolean, extra: Json = {}) {
  return (await adminPost(app, '/admin/v1/terms', {
    termsOwnerCd: owner,
    termsNm: required ? '개인정보 수집·이용 동의' : '마케팅 활용 동의',
    termsVer: '1.0',
    startedOn: kst(-DAY),
    endedOn: kst(365 * DAY),
    required,
    termsDesc: '<p>동의합니다</p>',
    ...extra,
  })) as { id: number; termsVer: string };
}

export function claimBody(fcUserCi: string, agreedTermsIds: number[], extra: Json = {}): Json {
  return {
    fcUserCi,
    insuCompCd: 'SAMSUNG_LIFE',
    clientNm: '홍길동',
    clientBirthday: '19800115',
    clientTel: '010-1234-5678',
    clientMemo: '',
    jobCd: 'J0101',
    bankCd: '004',
    bankAccount: '123-456-789012',
    bankAccountHolder: '홍길동',
    directDebitAccntYn: false,
    wellFareYn: false,
    eventDate: '2026-01-10',
    eventTypeCd: 'DISEASE',
    eventPlace: '서울',
    eventText: '감기로 내과 통원 치료',
    callbackWho: 'FC',
    callbackName: '김설계',
    callbackTel: '01098765432',
    fileIds: [],
    agreedTermsIds,
    ...extra,
  };
}

export { adminHeaders };

/** Uploads a CLAIM_DOCUMENT through the files interface with a consultant's or client's token. */
export async function uploadClaimFile(app: App, token: string, bytes: Buffer, mimeType: string, fileName: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: bearer(token),
    payload: { fileName, mimeType, size: bytes.length, purpose: 'CLAIM_DOCUMENT' },
  });
  if (res.statusCode !== 200) throw new Error(`upload-url → ${res.statusCode} ${res.body}`);
  const { fileId, uploadUrl, headers } = res.json() as {
    fileId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  };
  const url = new URL(uploadUrl);
  const put = await app.inject({ method: 'PUT', url: `${url.pathname}${url.search}`, headers, payload: bytes });
  if (put.statusCode >= 300) throw new Error(`PUT → ${put.statusCode} ${put.body}`);
  return fileId;
}

/** An operator's status change of a claim (`PATCH /admin/v1/claim/requests/{id}`). */
export function setClaimStatus(app: App, claimReqId: number, claimStatusCd: string) {
  return app.inject({
    method: 'PATCH',
    url: `/admin/v1/claim/requests/${claimReqId}`,
    headers: adminHeaders,
    payload: { claimStatusCd },
  });
}

/** What a claim dispatch needs, from the app's own parts, with a gateway and a clock of the test's. */
export function dispatchDeps(app: App, fax: FaxGateway, clock: () => number = Date.now): DispatchDeps {
  const { config, vault, storage, jobs, database } = app.deps;
  return { db: database.db, vault, storage, fax, log: app.log, jobs, clock, retry: retryPolicyOf(config.claims) };
}
