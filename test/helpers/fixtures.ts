import { eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/db/client.js';
import { leads, orders } from '../../src/db/schema/index.js';
import { createKey, createProduct, createProvider } from './api.js';

let phoneSeq = 10_000_000 + Math.floor(Math.random() * 80_000_000);

/** A distinct, valid mobile number per call. */
export function nextPhone() {
  phoneSeq += 1;
  const d = String(phoneSeq).padStart(8, '0');
  return `010-${d.slice(0, 4)}-${d.slice(4)}`;
}

export interface World {
  provider: { id: string; code: string; name: string };
  product: { id: string; name: string };
  providerKey: string;
  portalKey: string;
  asProvider: { 'x-api-key': string };
  asPortal: { 'x-api-key': string };
}

/** A provider, a product mapped to it, and a key of each kind for them. */
export async function world(app: App, productName = '건강보험 DB'): Promise<World> {
  const provider = await createProvider(app);
  const product = await createProduct(app, [provider.id], productName);
  const providerKey = (await createKey(app, 'provider', { providerId: provider.id })).key;
  const portalKey = (await createKey(app, 'portal')).key;
  return {
    provider,
    product,
    providerKey,
    portalKey,
    asProvider: { 'x-api-key': providerKey },
    asPortal: { 'x-api-key': portalKey },
  };
}

export async function register(app: App, w: World, body: Record<string, unknown> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/v1/leads',
    headers: w.asProvider,
    payload: { productId: w.product.id, providerId: w.provider.id, name: '홍길동', phone: nextPhone(), ...body },
  });
}

export async function registerOk(app: App, w: World, body: Record<string, unknown> = {}) {
  const res = await register(app, w, body);
  if (res.statusCode !== 200) throw new Error(`register → ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, string | null> & { id: string };
}

export async function placeOrder(app: App, w: World, body: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/orders',
    headers: w.asPortal,
    payload: {
      productId: w.product.id,
      ordererName: '김설계',
      ordererContact: '010-0000-0000',
      portalId: 1,
      regionQuantities: [{ region: '서울', quantity: 10 }],
      ...body,
    },
  });
  if (res.statusCode !== 200) throw new Error(`order → ${res.statusCode} ${res.body}`);
  return res.json() as { id: string; status: string; portalId: number };
}

/** Reads a lead or an order row straight from the database, by the id an API answer gave. */
export function rowReaders(db: Db) {
  return {
    leadRow: async (id: number | string) =>
      (
        await db
          .select()
          .from(leads)
          .where(eq(leads.id, Number(id)))
      )[0],
    orderRow: async (id: number | string) =>
      (
        await db
          .select()
          .from(orders)
          .where(eq(orders.id, Number(id)))
      )[0],
  };
}

/**
 * Gives a lead a consent as if it had been registered with one, written directly: a source of its own (30 days'
 * retention and COLLECTION alone unless said) and when the person agreed. For the rules that read a consent's dates
 * (retention) or purposes (night contact).
 */
export async function giveConsent(
  db: Db,
  leadId: string | number,
  collectedAt: Date,
  retentionDays = 30,
  purposes: string[] = ['COLLECTION'],
) {
  await db.execute(sql`
    with source as (
      insert into consent_sources (provider_id, fingerprint, channel, source_name, terms_version, terms_sha256,
        recipients, items, purposes, retention_days)
      select provider_id, gen_random_uuid()::text, 'WEB', '보험비교', 'v1', ${'a'.repeat(64)}, '{리드라인}',
        '{NAME,PHONE}', ${sql.param(purposes)}::text[], ${retentionDays}
      from leads where id = ${Number(leadId)}
      returning id
    )
    update leads set consent_source_id = source.id, consent_collected_at = ${collectedAt.toISOString()}::timestamptz
    from source where leads.id = ${Number(leadId)}`);
}
