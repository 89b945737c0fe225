import type { App } from '../../../src/app.js';
import { samplePng } from '../../files/fixtures.js';
import { adminPost } from '../../helpers/api.js';
import { adminHeaders } from '../../helpers/build.js';
import { registerOk, type World } from '../../helpers/fixtures.js';
import { factories } from '../../helpers/given.js';

export const REASONS = [
  { code: 'WRONG_NUMBER', label: '결번/없는 번호' },
  { code: 'NOT_THE_PERSON', label: '본인 아님' },
  { code: 'NO_CONSENT', label: '상담 동의 안 함' },
];

export async function createReasons(app: App) {
  for (const [i, r] of REASONS.entries()) await adminPost(app, '/admin/v1/lead-as/reasons', { ...r, sortOrder: i + 1 });
}

/** A lead confirmed-assigned to `portalId` (through its automatic order). */
export async function ownedLead(app: App, w: World, portalId: number, body: Record<string, unknown> = {}) {
  return registerOk(app, w, { portalId, region: '서울', ...body });
}

export function fileAs(app: App, w: World, payload: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/lead-as',
    headers: w.asPortal,
    payload: { reasonCode: 'WRONG_NUMBER', ...payload },
  });
}

export async function fileAsOk(app: App, w: World, payload: Record<string, unknown>) {
  const res = await fileAs(app, w, payload);
  if (res.statusCode !== 200) throw new Error(`lead-as → ${res.statusCode} ${res.body}`);
  return res.json() as AsDetail;
}

export function cancelAs(app: App, w: World, id: string, portalId: number) {
  return app.inject({
    method: 'POST',
    url: `/api/v1/lead-as/${id}/cancel`,
    headers: w.asPortal,
    payload: { portalId },
  });
}

export function review(app: App, id: string, payload: Record<string, unknown>, ifMatch?: string) {
  const headers = ifMatch === undefined ? adminHeaders : { ...adminHeaders, 'if-match': ifMatch };
  return app.inject({ method: 'PATCH', url: `/admin/v1/lead-as/${id}`, headers, payload });
}

export async function reviewOk(app: App, id: string, status: string, adminNote?: string) {
  const res = await review(app, id, { status, ...(adminNote === undefined ? {} : { adminNote }) });
  if (res.statusCode !== 200) throw new Error(`review → ${res.statusCode} ${res.body}`);
  return res.json() as AsDetail & { portalId: number; orderId: string | null; providerId: string };
}

export interface AsDetail {
  id: string;
  leadId: string;
  reasonCode: string;
  reasonLabel: string;
  status: string;
  statusLabel: string;
  customerMemo: string | null;
  adminNote: string | null;
  createdAt: string;
  updatedAt: string;
  lead: { id: string; name: string; phone: string; region: string | null; product: { id: string; name: string } };
  files: { id: string; originalName: string; mimeType: string; size: number; createdAt: string; cdnUrl: string }[];
}

/** A real PNG image, 4 × 1 grey pixels (the files tests' sample). */
export { samplePng };

/** Upload URL → PUT the bytes: an UPLOADED file of `portalId` for `purpose`. Returns its id. */
export async function uploadFile(app: App, w: World, portalId: number, purpose = 'AS_EVIDENCE', put = true) {
  const png = samplePng();
  const issued = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: w.asPortal,
    payload: { portalId, fileName: '통화녹취.png', mimeType: 'image/png', size: png.length, purpose },
  });
  if (issued.statusCode !== 200) throw new Error(`upload-url → ${issued.statusCode} ${issued.body}`);
  const { fileId, uploadUrl, headers } = issued.json() as {
    fileId: string;
    uploadUrl: string;
    headers: Record<string, string>;
  };
  if (put) {
    const url = new URL(uploadUrl);
    const res = await app.inject({
      method: 'PUT',
      url: `${url.pathname}${url.search}`,
      headers: { ...headers, 'content-type': 'image/png' },
      payload: png,
    });
    if (res.statusCode !== 200) throw new Error(`PUT → ${res.statusCode} ${res.body}`);
  }
  return fileId;
}

/** The reasons of REASONS, inserted directly (for tests that are not about the reasons). */
export async function givenReasons(app: App) {
  const given = factories(app);
  for (const [i, r] of REASONS.entries()) await given.asReason({ ...r, sortOrder: i + 1 });
}
