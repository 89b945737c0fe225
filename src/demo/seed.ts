import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { asReasons, providers } from '../db/schema/index.js';
import { createKey } from '../keys/keys.service.js';
import { createProduct, createProvider, saveAsPolicy } from '../leads/catalog/catalog.service.js';
import { DEFAULT_LEADS_CONFIG, type LeadsConfig } from '../leads/catalog/lead-settings.js';
import { createOperatorWithPassword } from '../operators/operators.service.js';
import { internalCaller } from '../platform/access/caller.js';
import type { Clock } from '../platform/clock.js';
import { seedCoverageTerms, seedMedicalTerms } from './analysis.js';
import { seedClaimsDemo } from './claims.js';

export const DEMO_AS_REASONS = [
  { code: 'WRONG_NUMBER', label: '결번/없는 번호' },
  { code: 'NOT_THE_PERSON', label: '본인 아님' },
  { code: 'NO_CONSENT', label: '상담 동의 안 함' },
  { code: 'DUPLICATE', label: '중복 DB' },
  { code: 'UNREACHABLE', label: '장기 부재/연락 불가' },
  // Accepted whatever the return window on a lead suppressed before its owner used it (consumer-rights.md §3).
  { code: 'CONTACT_SUPPRESSED', label: '연락금지' },
  { code: 'OTHER', label: '기타' },
];

export const DEMO_OPERATOR_EMAIL = 'demo-admin@leadline.example';

export async function isEmpty(db: Db) {
  const [{ n }] = await db.select({ n: count() }).from(providers);
  return n === 0;
}

/**
 * Demo provider, two products, AS reasons and one key of each kind. Returns the keys: shown once. The keys, the
 * system client, the consultant and the organization are audited as the internal caller `actor` (`system:demo-seed`
 * at first start, `cli` from the operator command).
 */
export async function seedDemo(db: Db, actor: string, clock: Clock, settings: LeadsConfig = DEFAULT_LEADS_CONFIG) {
  const caller = internalCaller(actor);
  // The deployment's settings apply to the demo provider too (its ssnPolicy comes from LEAD_SSN_POLICY).
  const provider = await createProvider({ db, settings }, caller, { code: 'DEMO', name: '데모 DB공급사' });
  const health = await createProduct({ db }, caller, { name: '건강보험 상담 DB', providerIds: [provider.id] });
  const car = await createProduct({ db }, caller, { name: '자동차보험 상담 DB', providerIds: [provider.id] });
  await saveAsPolicy({ db, clock }, caller, {
    id: health.id,
    textContent:
      '배정 후 7일 이내 결번·본인 아님·상담 비동의 건에 한해 AS를 신청할 수 있습니다. 통화 녹취 등 증빙을 첨부해 주세요.',
  });
  await db
    .insert(asReasons)
    .values(DEMO_AS_REASONS.map((r, i) => ({ ...r, sortOrder: i + 1 })))
    .onConflictDoNothing();
  const admin = await createKey({ db, clock }, caller, { name: 'demo admin', kind: 'admin' });
  const portal = await createKey({ db, clock }, caller, { name: 'demo portal', kind: 'portal' });
  const providerKey = await createKey({ db, clock }, caller, {
    name: 'demo provider',
    kind: 'provider',
    providerId: provider.id,
  });
  const claims = await seedClaimsDemo(db, caller, clock);
  await seedCoverageTerms(db, clock);
  await seedMedicalTerms(db, clock);
  // The console's demo operator: an ADMIN with a password shown once (the demo turns CONSOLE_MFA off by default).
  const operatorPassword = randomBytes(12).toString('base64url');
  const operator = await createOperatorWithPassword(db, caller, {
    email: DEMO_OPERATOR_EMAIL,
    name: '데모 운영자',
    role: 'ADMIN',
    password: operatorPassword,
  });
  return {
    operator: { email: operator.email, password: operatorPassword },
    claims,
    provider,
    products: [health, car],
    keys: { admin: admin.key, portal: portal.key, provider: providerKey.key },
  };
}

export type DemoData = Awaited<ReturnType<typeof seedDemo>>;

/**
 * What the first start prints about the demo data: the keys once, then the same values as `export` lines a shell can
 * paste, under the names the walk-throughs (docs/walkthroughs.md) use.
 */
export function demoBanner(seeded: DemoData, base: string): string[] {
  const { keys, claims } = seeded;
  return [
    '  Demo data was created. These keys are shown once:',
    `    admin key:    ${keys.admin}`,
    `    portal key:   ${keys.portal}`,
    `    provider key: ${keys.provider}   (providerId ${seeded.provider.id})`,
    `  Products: ${seeded.products.map((p) => `${p.id} ${p.name}`).join(', ')}`,
    '  Claims interface (OAuth 2.0 client_credentials; the secret is shown once):',
    `    client_id:     ${claims.client.clientId}`,
    `    client_secret: ${claims.client.clientSecret}`,
    `    demo consultant: ${claims.consultant.name} (fcUserCi ${claims.consultant.ci})`,
    '  Console operator (ADMIN; POST /console/api/sign-in; the password is shown once):',
    `    e-mail:   ${seeded.operator.email}`,
    `    password: ${seeded.operator.password}`,
    '  For the walk-throughs (docs/walkthroughs.md), paste these into your shell:',
    `export B=${base}`,
    `export ADMIN=${keys.admin}`,
    `export PORTAL=${keys.portal}`,
    `export PROVIDER=${keys.provider}`,
    `export CLIENT_ID=${claims.client.clientId}`,
    `export CLIENT_SECRET=${claims.client.clientSecret}`,
    `  Try: curl -H "X-API-Key: $PORTAL" $B/api/v1/regions`,
  ];
}
