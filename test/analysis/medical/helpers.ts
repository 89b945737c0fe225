import assert from 'node:assert/strict';
import { seedMedicalTerms } from '../../../src/analysis/demo.js';
import type { App } from '../../../src/app.js';
import { bearer } from '../../claims/helpers.js';
import { get, type Json, post } from '../coverage/helpers.js';

export const AUTH_REQUESTS = '/api/v1/medical/auth-requests';
export const MEDICAL = '/api/v1/medical/analyses';

/** The required MEDICAL terms valid now: the demo's, created once per app. */
export async function medicalTermIds(app: App, token: string): Promise<number[]> {
  const existing = await app.inject({ method: 'GET', url: '/api/v1/medical/terms', headers: bearer(token) });
  if ((existing.json() as unknown[]).length === 0) await seedMedicalTerms(app.deps.database.db);
  const res = await get(app, token, '/api/v1/medical/terms');
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { id: number; required: boolean }[]).filter((t) => t.required).map((t) => t.id);
}

export const patient = (extra: Json = {}): Json => ({
  name: '홍길동',
  birthDate: '19850315',
  gender: 'M',
  phone: '010-1234-5678',
  carrier: 'SKT',
  ...extra,
});

export async function requestAuth(app: App, token: string, body: Json) {
  const res = await post(app, token, AUTH_REQUESTS, { authMethod: 'KAKAO', ...body });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Json;
}

export const completeUrl = (id: unknown) => `${AUTH_REQUESTS}/${id}/complete`;
