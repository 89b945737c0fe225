import { and, eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import {
  asReasons,
  assignments,
  leadEvents,
  leads,
  orderRegions,
  orders,
  productProviders,
  products,
  providers,
} from '../../src/db/schema/index.js';
import { createApiKey } from '../../src/keys/keys.service.js';
import { orderForPortalUser } from '../../src/leads/intake/placement.js';
import { statusAfter } from '../../src/leads/orders/order-counters.js';
import { maskPhone, requirePhone } from '../../src/platform/phone.js';
import { nextPhone, type World } from './fixtures.js';

/**
 * Factories that insert rows straight into a test app's database, for what a test is not about: no HTTP, no
 * validation, no jobs. Rows look exactly like the ones the service writes (personal data encrypted by the app's own
 * PII vault, counters and events kept), so the API reads them as its own. Ids are answered as the API answers them
 * (strings).
 */
export function factories(app: App) {
  const { db } = app.deps.leads;
  const { vault, regions } = app.deps.leads;

  const provider = async (input: { code?: string; name?: string } = {}) => {
    const code = input.code ?? `P${Math.random().toString(36).slice(2, 10)}`;
    const [row] = await db
      .insert(providers)
      .values({ code, name: input.name ?? `공급사 ${code}` })
      .returning();
    return { id: String(row.id), code: row.code, name: row.name };
  };

  const product = async (input: { providerIds: string[]; name?: string; asWindowDays?: number }) => {
    const [row] = await db
      .insert(products)
      .values({ name: input.name ?? '건강보험 DB', asWindowDays: input.asWindowDays })
      .returning();
    await db
      .insert(productProviders)
      .values(input.providerIds.map((providerId) => ({ productId: row.id, providerId: Number(providerId) })));
    return { id: String(row.id), name: row.name, providerIds: input.providerIds, asWindowDays: row.asWindowDays };
  };

  const key = async (
    kind: 'admin' | 'portal' | 'provider',
    extra: { providerId?: string; portalIds?: number[] } = {},
  ) => {
    const { key, row } = await createApiKey(db, {
      name: `${kind} key`,
      kind,
      providerId: extra.providerId === undefined ? undefined : Number(extra.providerId),
      portalIds: extra.portalIds,
    });
    return { id: String(row.id), key };
  };

  /** A provider, a product mapped to it, and a key of each kind for them (as `fixtures.world`, without HTTP). */
  const world = async (productName = '건강보험 DB'): Promise<World> => {
    const p = await provider();
    const prod = await product({ providerIds: [p.id], name: productName });
    const providerKey = (await key('provider', { providerId: p.id })).key;
    const portalKey = (await key('portal')).key;
    return {
      provider: p,
      product: { id: prod.id, name: prod.name },
      providerKey,
      portalKey,
      asProvider: { 'x-api-key': providerKey },
      asPortal: { 'x-api-key': portalKey },
    };
  };

  const asReason = async (input: { code: string; label: string; active?: boolean; sortOrder?: number }) => {
    await db.insert(asReasons).values(input);
  };

  interface LeadInput {
    /** The world whose provider registered the lead and whose product it is for. */
    world: Pick<World, 'provider' | 'product'>;
    name?: string;
    phone?: string;
    /** A region name or alias, as a registration accepts it; null for none. Default 서울. */
    region?: string | null;
    email?: string;
    address?: string;
    memo?: string;
    birthDate?: string;
    gender?: 'M' | 'F';
    metadata?: Record<string, unknown>;
  }

  async function leadValues(input: LeadInput) {
    const phone = requirePhone(input.phone ?? nextPhone());
    const region = input.region === null ? null : await regions.resolve(input.region ?? '서울');
    return {
      providerId: Number(input.world.provider.id),
      productId: Number(input.world.product.id),
      name: (input.name ?? '홍길동').trim(),
      phoneEnc: vault.encrypt(phone.digits),
      phoneHash: vault.blindIndex(phone.digits),
      phone1: phone.first,
      phone3: phone.last,
      phoneMasked: maskPhone(phone),
      email: input.email ?? null,
      regionId: region?.id ?? null,
      address: input.address ?? null,
      memo: input.memo ?? null,
      birthDate: input.birthDate ?? null,
      gender: input.gender ?? null,
      metadata: input.metadata ?? null,
    };
  }

  /** An UNASSIGNED lead, as a registration without portalId leaves it when no order takes it. */
  const lead = async (input: LeadInput) => {
    const values = await leadValues(input);
    return db.transaction(async (tx) => {
      const [row] = await tx.insert(leads).values(values).returning({ id: leads.id });
      await tx.insert(leadEvents).values({ leadId: row.id, event: 'REGISTERED', detail: { portalId: null } });
      return { id: String(row.id) };
    });
  };

  /**
   * A lead confirmed to `portalId`, as a registration with portalId leaves it: in the user's open order (an automatic
   * one made when there is none), with its CONFIRMED assignment, its REGISTERED and CONFIRMED events and the order's
   * counters. `assignedDaysAgo` moves its assignment (and the confirmation) that many days back.
   */
  const assignedLead = async (input: LeadInput & { portalId: number; assignedDaysAgo?: number }) => {
    const values = await leadValues(input);
    const at = sql`now() - ${`${input.assignedDaysAgo ?? 0} days`}::interval`;
    return db.transaction(async (tx) => {
      const order = await orderForPortalUser(tx, values.providerId, values.productId, input.portalId);
      const [row] = await tx
        .insert(leads)
        .values({
          ...values,
          status: 'ASSIGNED',
          ownerPortalId: input.portalId,
          orderId: order.id,
          assignedAt: at,
          lastDistributedAt: at,
        })
        .returning({ id: leads.id });
      const [assignment] = await tx
        .insert(assignments)
        .values({ leadId: row.id, orderId: order.id, kind: 'CONFIRMED', createdAt: at, confirmedAt: at })
        .returning({ id: assignments.id });
      await tx.update(leads).set({ assignmentId: assignment.id }).where(eq(leads.id, row.id));
      await tx.insert(leadEvents).values([
        { leadId: row.id, event: 'REGISTERED', detail: { portalId: input.portalId }, at },
        { leadId: row.id, event: 'CONFIRMED', portalId: input.portalId, orderId: order.id, at },
      ]);
      if (values.regionId !== null) {
        await tx
          .update(orderRegions)
          .set({ confirmedCount: sql`${orderRegions.confirmedCount} + 1` })
          .where(and(eq(orderRegions.orderId, order.id), eq(orderRegions.regionId, values.regionId)));
      }
      await tx
        .update(orders)
        .set({ confirmedCount: sql`${orders.confirmedCount} + 1`, status: statusAfter(0, 1), updatedAt: sql`now()` })
        .where(eq(orders.id, order.id));
      return { id: String(row.id), orderId: String(order.id), assignmentId: String(assignment.id) };
    });
  };

  /** A placed order (PENDING, nothing assigned yet) of `portalId` for the world's product, by region quantities. */
  const order = async (input: {
    world: Pick<World, 'provider' | 'product'>;
    portalId: number;
    regionQuantities?: { region: string; quantity: number }[];
  }) => {
    const quantities = input.regionQuantities ?? [{ region: '서울', quantity: 10 }];
    const resolved = await Promise.all(
      quantities.map(async (q) => ({ regionId: (await regions.resolve(q.region)).id, quantity: q.quantity })),
    );
    return db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({
          providerId: Number(input.world.provider.id),
          productId: Number(input.world.product.id),
          portalId: input.portalId,
          source: 'ORDER',
          ordererName: '김설계',
          ordererContact: '010-0000-0000',
          orderedQuantity: resolved.reduce((n, q) => n + q.quantity, 0),
        })
        .returning();
      await tx.insert(orderRegions).values(resolved.map((q) => ({ orderId: row.id, ...q })));
      return { id: String(row.id), status: row.status, portalId: row.portalId };
    });
  };

  return { provider, product, key, world, asReason, lead, assignedLead, order };
}
