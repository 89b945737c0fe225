import assert from 'node:assert/strict';
import type {
  HealthData,
  HealthDataAdapter,
  HealthDataInput,
  ProviderCheckup,
  ProviderMedication,
  ProviderTreatment,
} from '../../../src/analysis/adapters/health-data.js';
import type { BeginResult, ContinueResult } from '../../../src/analysis/adapters/two-step.js';
import type { App } from '../../../src/app.js';
import { seedMedicalTerms } from '../../../src/demo/analysis.js';
import { bearer } from '../../claims/helpers.js';
import { get, type Json, post } from '../coverage/helpers.js';

export const AUTH_REQUESTS = '/api/v1/medical/auth-requests';
export const MEDICAL = '/api/v1/medical/analyses';

/** The required MEDICAL terms valid now: the demo's, created once per app. */
export async function medicalTermIds(app: App, token: string): Promise<number[]> {
  const existing = await app.inject({ method: 'GET', url: '/api/v1/medical/terms', headers: bearer(token) });
  if ((existing.json() as unknown[]).length === 0) await seedMedicalTerms(app.deps.database.db, app.deps.clock);
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

/** Moves a test clock to `iso` (the clock only moves by offsets: this adds the difference). */
export function setClock(clock: { now: () => number; advance: (ms: number) => void }, iso: string) {
  clock.advance(Date.parse(iso) - clock.now());
}

export type HealthAnswer = ContinueResult<HealthData>;

/**
 * A health-data source whose answers the test decides: `begin` answers `beginAs(input)` (STARTED by default, for
 * 5 minutes), and each `continue` answers `answer(input)` at the time of the call, so a test changes what the
 * source says between two calls. Counts its calls.
 */
export function scriptedHealth(
  answer: (input: HealthDataInput) => HealthAnswer,
  beginAs: (input: HealthDataInput) => BeginResult | null = () => null,
) {
  const calls = { begin: 0, continue: 0 };
  const adapter: HealthDataAdapter = {
    name: 'scripted',
    sandbox: true,
    async begin(input, now) {
      calls.begin++;
      const scripted = beginAs(input);
      if (scripted) return scripted;
      return {
        outcome: 'STARTED',
        providerTxn: { input },
        expiresAt: new Date(now.getTime() + 5 * 60_000),
        method: 'APP_PUSH',
      };
    },
    async continue(providerTxn) {
      calls.continue++;
      return answer((providerTxn as { input: HealthDataInput }).input);
    },
  };
  return { adapter, calls };
}

/** Runs `work` with `adapter` as the health-data source, then puts the configured one back. */
export async function withHealth<T>(app: App, adapter: HealthDataAdapter, work: () => Promise<T>): Promise<T> {
  const deps = app.deps.analysis;
  const configured = deps.health;
  deps.health = adapter;
  try {
    return await work();
  } finally {
    deps.health = configured;
  }
}

/**
 * Wraps a source so that the first `n` calls of `continue` wait for each other: `n` parallel requests have all
 * read the auth request before any of them writes.
 */
export function barrierHealth(inner: HealthDataAdapter, n: number): HealthDataAdapter {
  let arrived = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    name: inner.name,
    sandbox: inner.sandbox,
    begin: (input, now) => inner.begin(input, now),
    async continue(txn, code, now) {
      if (arrived < n) {
        arrived++;
        if (arrived === n) release();
        await gate;
      }
      return inner.continue(txn, code, now);
    },
  };
}

/** Treatments and prescriptions as a source sends them (`ref` links a prescription to its treatment). */
export const providerTreatment = (extra: Partial<ProviderTreatment> = {}): ProviderTreatment => ({
  ref: `R${Math.random().toString(36).slice(2, 10)}`,
  visitDate: '2026-01-10',
  institutionNm: '서울내과의원',
  departmentNm: '내과',
  diagnosisCd: 'J06.9',
  visitType: 'OUTPATIENT',
  days: 1,
  surgery: false,
  surgeryNm: null,
  totalCost: 20_000,
  patientPaid: 6_000,
  ...extra,
});

export const providerCheckup = (extra: Partial<ProviderCheckup> = {}): ProviderCheckup => ({
  checkupDate: '2026-01-10',
  stage: 'FIRST',
  institutionNm: '국민건강검진센터',
  items: [{ itemCd: 'GLUCOSE', value: 90 }],
  ...extra,
});

/** The data of one source, for `scriptedHealth`. */
export function sourceData(
  input: HealthDataInput,
  records: { treatments?: ProviderTreatment[]; medications?: ProviderMedication[]; checkups?: ProviderCheckup[] },
): HealthAnswer {
  return input.source === 'TREATMENTS'
    ? {
        outcome: 'DATA',
        data: { source: 'TREATMENTS', treatments: records.treatments ?? [], medications: records.medications ?? [] },
      }
    : { outcome: 'DATA', data: { source: 'CHECKUPS', checkups: records.checkups ?? [] } };
}
