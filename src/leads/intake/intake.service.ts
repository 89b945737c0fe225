import { sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { executeNamed } from '../../db/named.js';
import {
  type LeadStatus,
  leads,
  productProviders,
  products,
  providers,
  type SsnPolicy,
} from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { cacheOf } from '../../platform/bounded-cache.js';
import { systemClock } from '../../platform/clock.js';
import { badRequest, conflict, forbidden, validationFailed } from '../../platform/errors.js';
import { actorOf, type DomainEvent, emit, rememberShown } from '../../platform/events.js';
import { iso, parseIntId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import type { Supply, SupplyCache } from '../catalog/supply-cache.js';
import { givenFields } from '../consent/consent.rules.js';
import {
  checkConsent,
  checkSsnPolicy,
  consentColumns,
  consentOfBody,
  lockEvidence,
  storeEvidence,
  summaryOfPrepared,
} from '../consent/consent.service.js';
import type { LeadDeps } from '../core/lead.js';
import { normalizeLeadFields } from '../core/lead-fields.js';
import { makeRoomForConfirmation } from '../orders/assignments.service.js';
import { countedRefusalCode, recordRefusal } from '../quality/refusals.service.js';
import type { RegisteredLead, RegisterLeadBody } from './intake.schemas.js';
import { type NewLeadRow, newLeadRow } from './new-lead-row.js';
import { insertLead, insertLeadIntoOrder, orderForPortalUser, type PlacedLead } from './placement.js';
import { type RegistrationGroups, registrationGroups } from './registration-groups.js';
import { contactSuppressed, refuseSuppressedLocked } from './suppression-check.js';

export const METADATA_MAX_BYTES = 16 * 1024;

export type RegisterLeadInput = Static<typeof RegisterLeadBody>;
export type RegisteredLeadView = Static<typeof RegisteredLead>;

/**
 * Provider, product and their mapping in one round trip, checked in the contract's order. With `cache`, a pair found
 * supplied is kept a few seconds (every registration asks); a refusal always asks the database again.
 */
export async function requireProviderAndProduct(
  db: Executor,
  caller: Caller,
  input: { providerId: string; productId: string },
  cache?: SupplyCache,
): Promise<Supply> {
  // Ids above the integer columns' range name nothing: no provider (the first check), no product (0 is never an id).
  const providerId = parseIntId(input.providerId);
  if (providerId === null) throw badRequest('PROVIDER_NOT_FOUND', 'providerId: no such provider');
  const productId = parseIntId(input.productId) ?? 0;
  const cached = cache?.get(providerId, productId);
  if (cached) {
    // The pair exists and is mapped: of the checks, only the key's scope is left.
    if (caller.kind === 'provider' && caller.providerId !== providerId) {
      throw forbidden('KEY_SCOPE', 'This key may not act for that providerId');
    }
    return cached;
  }
  // Plain SQL with the few columns needed: registration is the hottest write path.
  const rows = await executeNamed<{
    provider_name: string;
    ssn_policy: SsnPolicy;
    product_id: number | null;
    product_name: string | null;
    consent_required: boolean | null;
    consent_max_age_days: number | null;
    consent_recipients: string[] | null;
    mapped: boolean;
  }>(
    db,
    'lead_register_catalog',
    sql`
    select pv.name as provider_name, pv.ssn_policy, pd.id as product_id, pd.name as product_name,
      pd.consent_required, pd.consent_max_age_days, pd.consent_recipients, pp.product_id is not null as mapped
    from ${providers} pv
    left join ${products} pd on pd.id = ${productId}
    left join ${productProviders} pp on pp.product_id = pd.id and pp.provider_id = pv.id
    where pv.id = ${providerId}`,
  );
  const row = rows[0];
  if (!row) throw badRequest('PROVIDER_NOT_FOUND', 'providerId: no such provider');
  if (caller.kind === 'provider' && caller.providerId !== providerId) {
    throw forbidden('KEY_SCOPE', 'This key may not act for that providerId');
  }
  if (row.product_id === null) throw badRequest('PRODUCT_NOT_FOUND', 'productId: no such product');
  if (!row.mapped) throw badRequest('PRODUCT_NOT_MAPPED', 'productId: this product is not supplied by that provider');
  const supply: Supply = {
    provider: { id: providerId, name: row.provider_name, ssnPolicy: row.ssn_policy },
    product: {
      id: productId,
      name: row.product_name as string,
      consentRequired: row.consent_required === true,
      consentMaxAgeDays: Number(row.consent_max_age_days ?? 365),
      consentRecipients: row.consent_recipients,
    },
  };
  cache?.set(supply);
  return supply;
}

function checkMetadata(metadata: Record<string, unknown> | undefined) {
  if (!metadata) return [];
  if (Buffer.byteLength(JSON.stringify(metadata)) > METADATA_MAX_BYTES) {
    throw validationFailed('metadata', 'must be at most 16 KiB of JSON');
  }
  const fileIds = metadata.fileIds;
  if (fileIds === undefined) return [];
  if (!Array.isArray(fileIds) || fileIds.length > 20 || fileIds.some((f) => typeof f !== 'string')) {
    throw validationFailed('metadata.fileIds', 'must be an array of at most 20 file ids');
  }
  return fileIds as string[];
}

/**
 * Field formats, checked after the provider and product (the contract's validation order), by the validation the
 * bulk import shares: the first issue is the answer.
 */
async function normalizeFields(deps: LeadDeps, input: RegisterLeadInput) {
  const result = normalizeLeadFields(input, await deps.regions.current());
  if (!result.ok) {
    const [first] = result.issues;
    throw validationFailed(first.field, first.message);
  }
  const fileIds = checkMetadata(input.metadata);
  return { ...result.fields, fileIds };
}

/**
 * Registers a lead for a provider (a provider key registers for its own provider only). With `portalId` it is
 * confirmed into that portal user's order; without, it is offered to open orders. A registration refused for the
 * source's fault (a duplicate or suppressed contact, a resident registration number, a consent) is recorded for
 * source quality once it has given up, outside its transaction: the successful path gains no statement.
 */
export async function registerLead(
  deps: LeadDeps,
  caller: Caller,
  input: RegisterLeadInput,
): Promise<RegisteredLeadView> {
  const supply = await requireProviderAndProduct(deps.db, caller, input, deps.supply);
  return registerSupplied(deps, caller, input, supply).catch(async (error: unknown) => {
    const code = countedRefusalCode(error);
    if (code !== null) {
      const ids = { providerId: supply.provider.id, productId: supply.product.id };
      await recordRefusal(deps.db, new Date(deps.clock()), { ...ids, code });
    }
    throw error;
  });
}

async function registerSupplied(
  deps: LeadDeps,
  caller: Caller,
  input: RegisterLeadInput,
  supply: Supply,
): Promise<RegisteredLeadView> {
  const { provider, product } = supply;
  const fields = await normalizeFields(deps, input);
  if (fields.fileIds.length && deps.attachments) await deps.attachments.check(deps.db, fields.fileIds, provider.id);
  const prepared = await consentRules(deps, supply, input);
  const { vault } = deps;
  const registered = (leadId: number, detail: string): DomainEvent => ({
    type: 'lead.history',
    leadId,
    event: 'REGISTERED',
    detail: JSON.parse(detail) as Record<string, unknown>,
  });
  const values = newLeadRow(vault, { providerId: provider.id, productId: product.id }, fields, {
    metadata: input.metadata ?? null,
    detail: { portalId: input.portalId ?? null },
    registeredKeyId: keyIdOf(caller),
  });
  if (prepared) Object.assign(values, await consentColumns(deps.db, provider.id, prepared));
  const withEvidence = async (tx: Executor, leadId: number) => {
    if (prepared) await storeEvidence(tx, [{ leadId, prepared }]);
  };
  const duplicate = () => conflict('DUPLICATE_CONTACT', 'A lead with this phone number exists for this provider');
  // The usual registration is one statement, one round trip with its commit (a consent is two columns of the lead's
  // row); the rest, and a consent with an evidence file (which that file's lock must guard), takes the transaction
  // below.
  const { portalId } = input;
  const quick = prepared?.evidence ? null : await registerInOneStatement(deps, caller, values, portalId);
  if (quick === 'suppressed') throw contactSuppressed();
  if (quick === 'duplicate') throw duplicate();
  const lead: PlacedLead =
    quick ??
    (await withTransaction(deps.db, async (tx) => {
      await refuseSuppressedLocked(tx, values.phone_hash);
      // After the phone's lock, as an erasure takes both: the evidence file stays until this commits, or is gone.
      await lockEvidence(tx, prepared);
      if (portalId !== undefined) {
        const order = await orderForPortalUser(tx, provider.id, product.id, portalId);
        // With room made first, the order can only complete with no provisional lead left (provisional + confirmed
        // never exceed the quantity): nothing else to release.
        const freed = await makeRoomForConfirmation(tx, caller, order);
        const placed = await insertLeadIntoOrder(tx, values, order, new Date(deps.clock()));
        if (!placed) throw duplicate();
        await withEvidence(tx, placed.id);
        // The order was open and locked: it completes here exactly when its status after this lead is COMPLETED.
        const completed = placed.orderStatus === 'COMPLETED' && order.confirmedCount < order.orderedQuantity;
        const at = { leadId: placed.id, orderId: order.id, portalId: order.portalId };
        await emit(tx, caller, [
          registered(placed.id, values.detail),
          { type: 'lead.history', ...at, event: 'CONFIRMED' },
          { type: 'lead.assigned', ...at, assignment: 'CONFIRMED' },
          ...(completed ? [{ type: 'order.completed' as const, orderId: order.id, portalId: order.portalId }] : []),
        ]);
        if (freed.length && deps.offerLeads) await deps.offerLeads(tx, caller, freed);
        return placed;
      }
      const row = await insertLead(tx, values);
      if (!row) throw duplicate();
      await withEvidence(tx, row.id);
      await emit(tx, caller, [registered(row.id, values.detail)]);
      if (deps.offerLeads && (await deps.offerLeads(tx, caller, [row.id])) > 0) {
        const { rows } = await tx.execute<{
          status: LeadStatus;
          order_id: number | null;
          assignment_id: number | null;
        }>(sql`select status, order_id, assignment_id from ${leads} where id = ${row.id}`);
        const placed = rows[0];
        return { ...row, status: placed.status, orderId: placed.order_id, assignmentId: placed.assignment_id };
      }
      return row;
    }));
  const view: RegisteredLeadView = {
    id: String(lead.id),
    productId: String(product.id),
    providerId: String(provider.id),
    status: lead.status,
    name: lead.name,
    phone_1: fields.phone.first,
    phone_3: fields.phone.last,
    email: input.email ?? null,
    region: fields.region?.name ?? null,
    address: input.address ?? null,
    birth_date: fields.birthDate,
    gender: fields.gender,
    createdAt: iso(lead.createdAt)!,
    product: { id: String(product.id), name: product.name },
    provider: { id: String(provider.id), name: provider.name },
    orderId: lead.orderId === null ? null : String(lead.orderId),
    assignmentId: lead.assignmentId === null ? null : String(lead.assignmentId),
    // A registration of a suppressed phone is refused: a new lead is neither suppressed nor erased.
    suppressed: false,
    erased: false,
    consent: prepared ? summaryOfPrepared(prepared) : null,
    // Nobody has called a lead that was just registered.
    firstContactAt: null,
    lastOutcome: null,
    lastOutcomeLabel: null,
    // The provider's view: a first-contact deadline is its owner's, shown in the owner's and the operators' views.
    contactDeadline: null,
    contactOverdue: false,
  };
  // The stored copy of this response (with an Idempotency-Key) names the lead: an erasure deletes it, and a
  // suppression stops its replay, as for any response that showed a lead.
  rememberShown(caller, { action: 'REGISTER_LEAD', leadIds: [lead.id], fields: shownFields(view) });
  return view;
}

/** The registrations gathered into group statements, one set per set of dependencies (per service instance). */
const groupsOf = cacheOf<LeadDeps, RegistrationGroups>((deps) => registrationGroups(deps.db, deps.clock));

/** The registration's one statement, gathered with the others made at the same time. */
function registerInOneStatement(deps: LeadDeps, caller: Caller, row: NewLeadRow, portalId: number | undefined) {
  const groups = groupsOf(deps);
  return portalId === undefined ? groups.alone(row) : groups.intoOrder({ row, portalId, actor: actorOf(caller) });
}

/** The personal fields a registration's response shows. */
function shownFields(view: RegisteredLeadView): string[] {
  const optional = ['email', 'address', 'birth_date', 'gender'] as const;
  return ['name', 'phone', ...optional.filter((field) => view[field] !== null)];
}

/** The API key a registration names as its registrant (`leads.registered_key_id`); null for the environment's key. */
export function keyIdOf(caller: Caller): number | null {
  return caller.kind === 'provider' || caller.kind === 'admin' || caller.kind === 'portal' ? caller.keyId : null;
}

/**
 * The registration chain after the field formats (contract §5): the consent's formats, the provider's `ssnPolicy`,
 * then the consent rules. Returns the consent to store with the lead, or null.
 */
async function consentRules(deps: LeadDeps, supply: Supply, input: RegisterLeadInput) {
  const now = (deps.clock ?? systemClock)();
  const consent = consentOfBody(input.consent, now);
  checkSsnPolicy(supply.provider, input.ssn);
  return checkConsent(deps, supply, consent, givenFields(input), now);
}
