import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db, Executor } from '../../db/client.js';
import { asPolicies, productProviders, products, providers, regionAliases, regions } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { pageWindow } from '../../platform/bounded-list.js';
import type { Clock } from '../../platform/clock.js';
import { badRequest, conflict, notFound } from '../../platform/errors.js';
import { iso, MAX_INT_ID, pagination, parseIntId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import type {
  AdminRegionList,
  AsPolicy,
  AsPolicyBody,
  CreateProductBody,
  CreateProviderBody,
  CreateRegionBody,
  IdParams,
  ListQuery,
  Product,
  ProductList,
  Provider,
  ProviderList,
  Region,
  UpdateProductBody,
  UpdateRegionBody,
} from './catalog.schemas.js';
import { DEFAULT_LEADS_CONFIG, type LeadsConfig } from './lead-settings.js';
import { consentSettingsView, providerView, updateAuditedProductSettings } from './provider-settings.service.js';
import type { RegionCatalog } from './regions.service.js';
import type { SupplyCache } from './supply-cache.js';

/**
 * The catalog's dependencies: the database, the region catalog to reload after a region changes, and the
 * registrations' provider/product cache to clear after a provider or product changes.
 */
export interface CatalogDeps {
  db: Db;
  regions: Pick<RegionCatalog, 'invalidate'>;
  supply?: Pick<SupplyCache, 'invalidate'>;
  /** The deployment's defaults: a new provider's `ssnPolicy`, the products' default consent recipients. */
  settings?: LeadsConfig;
}

type ProviderView = Static<typeof Provider>;
type ProductView = Static<typeof Product>;
type AsPolicyView = Static<typeof AsPolicy>;
type RegionView = Static<typeof Region>;

const isUniqueViolation = (e: unknown) => (e as { code?: string })?.code === '23505';
const causeOf = (e: unknown) => (e as { cause?: unknown })?.cause ?? e;

export async function createProvider(
  deps: Pick<CatalogDeps, 'db' | 'supply' | 'settings'>,
  _caller: Caller,
  input: Static<typeof CreateProviderBody>,
): Promise<ProviderView> {
  try {
    const ssnPolicy = (deps.settings ?? DEFAULT_LEADS_CONFIG).ssnPolicy;
    const [row] = await deps.db
      .insert(providers)
      .values({ ...input, ssnPolicy })
      .returning();
    deps.supply?.invalidate();
    return providerView(row);
  } catch (e) {
    if (isUniqueViolation(causeOf(e))) throw conflict('PROVIDER_CODE_TAKEN', 'A provider with this code exists');
    throw e;
  }
}

export async function listProviders(
  deps: Pick<CatalogDeps, 'db'>,
  _caller: Caller,
  q: Static<typeof ListQuery>,
): Promise<Static<typeof ProviderList>> {
  const { db } = deps;
  const { page, limit, offset } = pageWindow(q);
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(providers).orderBy(asc(providers.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(providers),
  ]);
  return {
    data: rows.map(providerView),
    pagination: pagination(page, limit, total),
  };
}

async function checkProviders(db: Executor, ids: number[]) {
  const inRange = ids.filter((id) => id <= MAX_INT_ID);
  const found = inRange.length
    ? await db.select({ id: providers.id }).from(providers).where(inArray(providers.id, inRange))
    : [];
  const missing = ids.filter((id) => !found.some((f) => f.id === id));
  if (missing.length) throw badRequest('PROVIDER_NOT_FOUND', `providerIds: no provider ${missing.join(', ')}`);
}

async function productViews(db: Executor, ids: number[], settings?: LeadsConfig): Promise<ProductView[]> {
  if (ids.length === 0) return [];
  const [rows, mapped] = await Promise.all([
    db.select().from(products).where(inArray(products.id, ids)).orderBy(asc(products.id)),
    db
      .select()
      .from(productProviders)
      .where(inArray(productProviders.productId, ids))
      .orderBy(asc(productProviders.providerId)),
  ]);
  return rows.map((product) => ({
    id: String(product.id),
    name: product.name,
    providerIds: mapped.filter((m) => m.productId === product.id).map((m) => String(m.providerId)),
    asWindowDays: product.asWindowDays,
    ...consentSettingsView(product, settings),
    autoConfirm: product.autoConfirm,
    routing: product.routing,
    firstContactMinutes: product.firstContactMinutes,
    maxSlaRecalls: product.maxSlaRecalls,
  }));
}

async function productView(db: Executor, productId: number, settings?: LeadsConfig): Promise<ProductView> {
  const [view] = await productViews(db, [productId], settings);
  if (!view) throw notFound('Product');
  return view;
}

export async function createProduct(
  deps: Pick<CatalogDeps, 'db' | 'supply' | 'settings'>,
  _caller: Caller,
  input: Static<typeof CreateProductBody>,
): Promise<ProductView> {
  const ids = [...new Set(input.providerIds.map(Number))];
  const view = await withTransaction(deps.db, async (tx) => {
    await checkProviders(tx, ids);
    const [row] = await tx.insert(products).values({ name: input.name }).returning({ id: products.id });
    await tx.insert(productProviders).values(ids.map((providerId) => ({ productId: row.id, providerId })));
    return productView(tx, row.id, deps.settings);
  });
  deps.supply?.invalidate();
  return view;
}

export async function updateProduct(
  deps: Pick<CatalogDeps, 'db' | 'supply' | 'settings'>,
  caller: Caller,
  input: Static<typeof IdParams> & Static<typeof UpdateProductBody>,
): Promise<ProductView> {
  const id = parseIntId(input.id);
  if (id === null) throw notFound('Product');
  // Cleared after the commit: a registration between the clearing and the commit would keep the old row.
  const view = await withTransaction(deps.db, async (tx) => {
    const [existing] = await tx.select({ id: products.id }).from(products).where(eq(products.id, id)).for('update');
    if (!existing) throw notFound('Product');
    if (input.name !== undefined || input.asWindowDays !== undefined) {
      await tx.update(products).set({ name: input.name, asWindowDays: input.asWindowDays }).where(eq(products.id, id));
    }
    if (input.providerIds) {
      const ids = [...new Set(input.providerIds.map(Number))];
      await checkProviders(tx, ids);
      await tx.delete(productProviders).where(eq(productProviders.productId, id));
      await tx.insert(productProviders).values(ids.map((providerId) => ({ productId: id, providerId })));
    }
    await updateAuditedProductSettings(tx, caller, id, input);
    return productView(tx, id, deps.settings);
  });
  deps.supply?.invalidate();
  return view;
}

export async function listProducts(
  deps: Pick<CatalogDeps, 'db' | 'settings'>,
  _caller: Caller,
  q: Static<typeof ListQuery>,
): Promise<Static<typeof ProductList>> {
  const { db } = deps;
  const { page, limit, offset } = pageWindow(q);
  const [rows, [{ total }]] = await Promise.all([
    db.select({ id: products.id }).from(products).orderBy(asc(products.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(products),
  ]);
  return {
    data: await productViews(
      db,
      rows.map((r) => r.id),
      deps.settings,
    ),
    pagination: pagination(page, limit, total),
  };
}

/**
 * The current AS policy of a product: reference data of the lead interface, the same for every key that may call
 * it (a portal key names no portal user here), so it takes no caller.
 */
export async function getAsPolicy(deps: Pick<CatalogDeps, 'db'>, rawProductId: string): Promise<AsPolicyView> {
  const productId = parseIntId(rawProductId);
  if (productId === null) throw notFound('Product');
  const [row] = await deps.db
    .select({ productId: products.id, policy: asPolicies })
    .from(products)
    .leftJoin(asPolicies, eq(asPolicies.id, products.currentPolicyId))
    .where(eq(products.id, productId));
  if (!row) throw notFound('Product');
  return {
    productId: String(row.productId),
    textContent: row.policy?.textContent ?? null,
    updatedAt: iso(row.policy?.createdAt),
    policyId: row.policy ? String(row.policy.id) : null,
  };
}

/** Each save is a new policy row, dated by the clock; the product points at the newest. */
export async function saveAsPolicy(
  deps: Pick<CatalogDeps, 'db'> & { clock: Clock },
  _caller: Caller,
  input: Static<typeof IdParams> & Static<typeof AsPolicyBody>,
): Promise<AsPolicyView> {
  const { textContent } = input;
  const productId = parseIntId(input.id);
  if (productId === null) throw notFound('Product');
  return withTransaction(deps.db, async (tx) => {
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(eq(products.id, productId))
      .for('update');
    if (!product) throw notFound('Product');
    const [policy] = await tx
      .insert(asPolicies)
      .values({ productId, textContent, createdAt: new Date(deps.clock()) })
      .returning();
    await tx.update(products).set({ currentPolicyId: policy.id }).where(eq(products.id, productId));
    return {
      productId: String(productId),
      textContent: policy.textContent,
      updatedAt: iso(policy.createdAt),
      policyId: String(policy.id),
    };
  });
}

async function regionView(db: Executor, regionId: number): Promise<RegionView> {
  const [region] = await db.select().from(regions).where(eq(regions.id, regionId));
  const aliases = await db
    .select({ alias: regionAliases.alias })
    .from(regionAliases)
    .where(eq(regionAliases.regionId, regionId))
    .orderBy(asc(regionAliases.alias));
  return { name: region.name, active: region.active, aliases: aliases.map((a) => a.alias) };
}

async function claimAliases(tx: Executor, regionId: number, aliases: string[]) {
  for (const alias of aliases) {
    const [taken] = await tx.select().from(regionAliases).where(eq(regionAliases.alias, alias));
    if (taken && taken.regionId !== regionId) throw conflict('REGION_NAME_TAKEN', `"${alias}" names another region`);
    if (!taken) await tx.insert(regionAliases).values({ alias, regionId });
  }
}

/**
 * Every region in display order, retired ones included (`active: false`), each with its aliases (its own name among
 * them): one query, read from the table rather than the region catalog's cache, so a change shows at once.
 */
export async function listAdminRegions(deps: CatalogDeps, _caller: Caller): Promise<Static<typeof AdminRegionList>> {
  const rows = await deps.db
    .select({ id: regions.id, name: regions.name, active: regions.active, alias: regionAliases.alias })
    .from(regions)
    .leftJoin(regionAliases, eq(regionAliases.regionId, regions.id))
    .orderBy(asc(regions.sortOrder), asc(regions.id), asc(regionAliases.alias));
  const byId = new Map<number, RegionView>();
  for (const r of rows) {
    let view = byId.get(r.id);
    if (!view) {
      view = { name: r.name, active: r.active, aliases: [] };
      byId.set(r.id, view);
    }
    if (r.alias !== null) view.aliases.push(r.alias);
  }
  return { data: [...byId.values()] };
}

/** Adds a region (its name is its first alias); the region catalog is reloaded on its next use. */
export async function addRegion(
  deps: CatalogDeps,
  _caller: Caller,
  input: Static<typeof CreateRegionBody>,
): Promise<RegionView> {
  const region = await withTransaction(deps.db, async (tx) => {
    const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${regions.sortOrder}), 0) + 1` }).from(regions);
    const [existing] = await tx.select().from(regionAliases).where(eq(regionAliases.alias, input.name));
    if (existing) throw conflict('REGION_NAME_TAKEN', `"${input.name}" names a region already`);
    const [row] = await tx
      .insert(regions)
      .values({ name: input.name, sortOrder: Number(next) })
      .returning({ id: regions.id });
    await claimAliases(tx, row.id, [input.name, ...(input.aliases ?? [])]);
    return regionView(tx, row.id);
  });
  deps.regions.invalidate();
  return region;
}

/** Renaming keeps the old name as an alias; retiring stops new leads and orders from using the region. */
export async function updateRegion(
  deps: CatalogDeps,
  _caller: Caller,
  input: { current: string } & Static<typeof UpdateRegionBody>,
): Promise<RegionView> {
  const view = await withTransaction(deps.db, async (tx) => {
    const [region] = await tx.select().from(regions).where(eq(regions.name, input.current)).for('update');
    if (!region) throw notFound('Region');
    if (input.name !== undefined && input.name !== region.name) {
      await claimAliases(tx, region.id, [input.name]);
      await tx.update(regions).set({ name: input.name }).where(eq(regions.id, region.id));
    }
    if (input.active !== undefined) {
      await tx.update(regions).set({ active: input.active }).where(eq(regions.id, region.id));
    }
    return regionView(tx, region.id);
  });
  deps.regions.invalidate();
  return view;
}
