import assert from 'node:assert/strict';
import type { App } from '../../../src/app.js';
import { seedCoverageTerms } from '../../../src/demo/analysis.js';
import { bearer } from '../../claims/helpers.js';

export type Json = Record<string, unknown>;

/** A controllable clock for the analyses' rules: `advance` moves it, nothing waits. */
export function testClock() {
  let offset = 0;
  let frozenAt: number | null = null;
  return {
    now: () => frozenAt ?? Date.now() + offset,
    advance(ms: number) {
      offset += ms;
      if (frozenAt !== null) frozenAt += ms;
    },
    /**
     * Stops the clock: until the returned function starts it again (from where it stood), only `advance` moves it,
     * so a test can check a limit to the millisecond however slowly it runs.
     */
    freeze() {
      const at = Date.now() + offset;
      frozenAt = at;
      return () => {
        offset = (frozenAt ?? at) - Date.now();
        frozenAt = null;
      };
    },
  };
}

export const MINUTE = 60_000;

/** The required COVERAGE terms valid now: the demo's, created once per app. */
export async function coverageTermIds(app: App, token: string): Promise<number[]> {
  const existing = await app.inject({ method: 'GET', url: '/api/v1/coverage/terms', headers: bearer(token) });
  if ((existing.json() as unknown[]).length === 0) await seedCoverageTerms(app.deps.database.db, app.deps.clock);
  const res = await app.inject({ method: 'GET', url: '/api/v1/coverage/terms', headers: bearer(token) });
  assert.equal(res.statusCode, 200, res.body);
  return (res.json() as { id: number; required: boolean }[]).filter((t) => t.required).map((t) => t.id);
}

export const client = (extra: Json = {}): Json => ({
  name: '홍길동',
  birthDate: '19850315',
  gender: 'M',
  phone: '010-1234-5678',
  carrier: 'SKT',
  ...extra,
});

export function post(app: App, token: string, url: string, payload: Json = {}, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload });
}

export function get(app: App, token: string, url: string) {
  return app.inject({ method: 'GET', url, headers: bearer(token) });
}

/** Begins a verification; asserts 200. */
export async function begin(app: App, token: string, body: Json): Promise<Json> {
  const res = await post(app, token, '/api/v1/coverage/verifications', body);
  assert.equal(res.statusCode, 200, res.body);
  return res.json();
}

export const confirmUrl = (id: unknown) => `/api/v1/coverage/verifications/${id}/confirm`;
export const resendUrl = (id: unknown) => `/api/v1/coverage/verifications/${id}/resend`;

/** A VERIFIED verification of `fcUserCi` for `who`. */
export async function verified(app: App, token: string, fcUserCi: string, terms: number[], who: Json = {}) {
  const v = await begin(app, token, { fcUserCi, client: client(who), agreedTermsIds: terms });
  const res = await post(app, token, confirmUrl(v.verificationId), { code: '123456' });
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().status, 'VERIFIED');
  return res.json() as Json;
}

/** A contract as a consultant enters it. */
export const manualContract = (extra: Json = {}): Json => ({
  insuCompCd: 'SAMSUNG_FIRE',
  productNm: '무배당 건강보험',
  productType: 'PROTECTION',
  status: 'ACTIVE',
  contractor: { name: '홍길동', birthDate: '19850315' },
  contractDate: '2018-04-01',
  endDate: '2085-03-15',
  payEndDate: '2038-04-01',
  premium: 85_000,
  payCycle: 'MONTHLY',
  coverages: [
    { coverageNm: '(무)일반암진단비(유사암제외)', amount: 30_000_000, startDate: '2018-04-01', endDate: '2085-03-15' },
    {
      coverageNm: '상해입원일당(1일이상)',
      categoryCd: 'HOSPITAL_INJURY',
      amount: 30_000,
      startDate: '2018-04-01',
      endDate: '2085-03-15',
    },
    { coverageNm: '보험료납입면제특약', amount: 0, startDate: '2018-04-01', endDate: '2038-04-01' },
  ],
  ...extra,
});
