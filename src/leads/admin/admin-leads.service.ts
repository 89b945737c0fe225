import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { leads, products, regions } from '../../db/schema/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { boundedList } from '../../platform/bounded-list.js';
import { badRequest, notFound, validationFailed } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { createdRange } from '../../platform/list-filters.js';
import { maskEmail, maskName } from '../../platform/masking.js';
import { formatPhone, phoneFromDigits } from '../../platform/phone.js';
import { intIdOrNone, iso, parseId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import { contactFieldsOf, type LeadDeps } from '../core/lead.js';
import { suppressedSql } from '../core/lead.repo.js';
import { type ConsentSummary, consentSummaries } from '../core/lead-consent.js';
import type {
  AdminLead,
  AdminLeadList,
  AdminLeadListQuery,
  LeadContact,
  RevealContactBody,
} from './admin-leads.schemas.js';

/**
 * Leads across owners for the operators: a list that never decrypts (the masks are stored or computed from the
 * row), and an audited reveal of one lead's contact with the operator's reason.
 */

/** The columns of the operators' lead shape, with the lead's standing under the person's rights. */
export const adminLeadColumns = {
  id: leads.id,
  providerId: leads.providerId,
  productId: leads.productId,
  productName: products.name,
  status: leads.status,
  name: leads.name,
  phoneMasked: leads.phoneMasked,
  email: leads.email,
  region: regions.name,
  ownerPortalId: leads.ownerPortalId,
  orderId: leads.orderId,
  createdAt: leads.createdAt,
  assignedAt: leads.assignedAt,
  usedAt: leads.usedAt,
  latestAsStatus: leads.latestAsStatus,
  erasedAt: leads.erasedAt,
  firstContactAt: leads.firstContactAt,
  lastOutcome: leads.lastOutcome,
  contactDeadline: leads.contactDeadline,
  contactOverdue: leads.contactOverdue,
  suppressed: suppressedSql,
};

type LeadRow = typeof leads.$inferSelect;
type AdminLeadRow = Pick<
  LeadRow,
  | 'id'
  | 'providerId'
  | 'productId'
  | 'status'
  | 'name'
  | 'phoneMasked'
  | 'email'
  | 'ownerPortalId'
  | 'orderId'
  | 'createdAt'
  | 'assignedAt'
  | 'usedAt'
  | 'latestAsStatus'
  | 'erasedAt'
  | 'firstContactAt'
  | 'lastOutcome'
  | 'contactDeadline'
  | 'contactOverdue'
> & { productName: string; region: string | null; suppressed: boolean };

export type AdminLeadListInput = Static<typeof AdminLeadListQuery>;

/**
 * Every lead, newest registered first (`created_at`, ties by id) unless `sortOrder=asc`. The pages are read from
 * `leads_created` (created_at, id), backwards for the newest: 20 rows instead of sorting a million (docs/performance.md).
 * Each other filter meets an index that exists for other reads: an owner filter also says `status = 'ASSIGNED'`
 * (an owned lead is always ASSIGNED, a check constraint says so), which lets the owner's partial indexes answer;
 * the creation period bounds the same `leads_created` scan. The total is counted up to `COUNT_CAP` only, so a request
 * costs at most that many rows whatever the table's size; registration pays one index entry for this list.
 */
export async function listLeads(
  deps: LeadDeps,
  _caller: Caller,
  q: AdminLeadListInput,
): Promise<Static<typeof AdminLeadList>> {
  const regionName = q.region ? await deps.regions.normalize(q.region) : null;
  const where = and(
    q.id ? eq(leads.id, parseId(q.id) ?? 0) : undefined,
    q.providerId ? eq(leads.providerId, intIdOrNone(q.providerId)) : undefined,
    q.productId ? eq(leads.productId, intIdOrNone(q.productId)) : undefined,
    q.ownerPortalId === undefined
      ? undefined
      : and(eq(leads.status, 'ASSIGNED'), eq(leads.ownerPortalId, q.ownerPortalId)),
    q.status ? eq(leads.status, q.status) : undefined,
    regionName
      ? sql`${leads.regionId} = (select ${regions.id} from ${regions} where ${regions.name} = ${regionName})`
      : undefined,
    createdRange(leads.createdAt, q.createdFrom, q.createdTo),
    q.contactOverdue === undefined ? undefined : eq(leads.contactOverdue, q.contactOverdue),
  );
  const direction = q.sortOrder === 'asc' ? asc : desc;
  const { rows, pagination } = await boundedList(deps.db, q, 'leads', { from: sql`${leads}`, where }, (w) =>
    deps.db
      .select(adminLeadColumns)
      .from(leads)
      .innerJoin(products, eq(products.id, leads.productId))
      .leftJoin(regions, eq(regions.id, leads.regionId))
      .where(where)
      .orderBy(direction(leads.createdAt), direction(leads.id))
      .limit(w.limit)
      .offset(w.offset),
  );
  const consents = await consentSummaries(
    deps.db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((r) => adminLeadView(r, consents.get(r.id) ?? null)),
    pagination,
  };
}

/** A lead as the operators see it: contact always masked, null once erased; `consent` its consent's summary. */
export function adminLeadView(r: AdminLeadRow, consent: ConsentSummary | null): Static<typeof AdminLead> {
  const erased = r.erasedAt !== null;
  return {
    id: String(r.id),
    providerId: String(r.providerId),
    productId: String(r.productId),
    productName: r.productName,
    status: r.status,
    name: erased ? null : maskName(r.name),
    phone: erased ? null : r.phoneMasked,
    email: r.email === null || erased ? null : maskEmail(r.email),
    region: r.region,
    ownerPortalId: r.ownerPortalId,
    orderId: r.orderId === null ? null : String(r.orderId),
    createdAt: iso(r.createdAt)!,
    assignedAt: iso(r.assignedAt),
    usedAt: iso(r.usedAt),
    latestAsStatus: r.latestAsStatus,
    suppressed: r.suppressed,
    erased,
    consent,
    ...contactFieldsOf(r),
  };
}

export type RevealInput = Static<typeof RevealContactBody>;

/**
 * One lead's name, phone and e-mail in clear for an operator, with the reason given: the personal-data access
 * record and the audit entry (both carrying the reason) are written before the contact is answered, in one
 * transaction. The contact itself is never written anywhere.
 */
export async function revealLeadContact(
  deps: LeadDeps,
  caller: Caller,
  rawId: string,
  input: RevealInput,
): Promise<Static<typeof LeadContact>> {
  const id = parseId(rawId);
  if (id === null) throw notFound('Lead');
  const reason = input.reason.trim();
  if (reason.length < 5) throw validationFailed('reason', 'must have at least 5 characters besides spaces');
  const [row] = await deps.db
    .select({ name: leads.name, phoneEnc: leads.phoneEnc, email: leads.email, erasedAt: leads.erasedAt })
    .from(leads)
    .where(eq(leads.id, id));
  if (!row) throw notFound('Lead');
  if (row.erasedAt !== null) throw badRequest('LEAD_ERASED', "The lead's personal data was erased");
  await withTransaction(deps.db, (tx) =>
    emit(tx, caller, [
      { type: 'pii.read', action: 'REVEAL_LEAD_CONTACT', leadIds: [id], fields: ['name', 'phone', 'email'], reason },
      { type: 'audit', action: 'LEAD_CONTACT_REVEALED', target: `lead:${id}`, detail: { reason } },
    ]),
  );
  return {
    leadId: String(id),
    name: row.name,
    phone: formatPhone(phoneFromDigits(deps.vault.decrypt(row.phoneEnc))),
    email: row.email,
  };
}
