import { asc, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { asReasons, asRequestFiles, files, leads, products, regions } from '../../db/schema/index.js';
import { fileView } from '../../files/files.service.js';
import type { PiiReadAction } from '../../platform/actions.js';
import { emit } from '../../platform/events.js';
import { maskName } from '../../platform/masking.js';
import { formatPhone, phoneFromDigits } from '../../platform/phone.js';
import { iso } from '../../platform/schemas.js';
import { AS_STATUS_LABELS, type LeadDeps, type Reader } from '../core/lead.js';
import { suppressedSql } from '../core/lead.repo.js';
import { revealsContact } from '../core/privacy.js';
import type { AdminAsRequest, AsRequestDetail } from './after-service.schemas.js';
import type { AsRow } from './shared-steps.js';

/** Who is looking: a portal user sees name and phone of a lead they own and have used; operators never do. */
export type Viewer = { kind: 'portal'; reader: Reader; action: PiiReadAction } | { kind: 'admin' };

interface LeadSummaryRow {
  id: number;
  name: string;
  phoneEnc: string;
  phoneMasked: string;
  usedAt: Date | null;
  status: string;
  ownerPortalId: number | null;
  providerId: number;
  productId: number;
  productName: string;
  regionName: string | null;
  erasedAt: Date | null;
  suppressed: boolean;
}

async function leadSummaries(db: Executor, leadIds: number[]) {
  const rows: LeadSummaryRow[] = await db
    .select({
      id: leads.id,
      name: leads.name,
      phoneEnc: leads.phoneEnc,
      phoneMasked: leads.phoneMasked,
      usedAt: leads.usedAt,
      status: leads.status,
      ownerPortalId: leads.ownerPortalId,
      providerId: leads.providerId,
      productId: leads.productId,
      productName: products.name,
      regionName: regions.name,
      erasedAt: leads.erasedAt,
      suppressed: suppressedSql,
    })
    .from(leads)
    .innerJoin(products, eq(products.id, leads.productId))
    .leftJoin(regions, eq(regions.id, leads.regionId))
    .where(inArray(leads.id, leadIds));
  return new Map(rows.map((r) => [r.id, r]));
}

async function evidenceOf(db: Executor, requestIds: number[]) {
  const rows = await db
    .select({ asRequestId: asRequestFiles.asRequestId, file: files })
    .from(asRequestFiles)
    .innerJoin(files, eq(files.id, asRequestFiles.fileId))
    .where(inArray(asRequestFiles.asRequestId, requestIds))
    .orderBy(asc(asRequestFiles.asRequestId), asc(asRequestFiles.position));
  const map = new Map<number, ReturnType<typeof fileView>[]>();
  for (const r of rows) map.set(r.asRequestId, [...(map.get(r.asRequestId) ?? []), fileView(r.file)]);
  return map;
}

async function reasonLabels(db: Executor, codes: string[]) {
  const rows = await db.select().from(asReasons).where(inArray(asReasons.code, codes));
  return new Map(rows.map((r) => [r.code, r.label]));
}

function revealFor(viewer: Viewer, lead: LeadSummaryRow) {
  return (
    viewer.kind === 'portal' &&
    revealsContact({ suppressed: lead.suppressed, erased: lead.erasedAt !== null }, lead.usedAt !== null) &&
    lead.status === 'ASSIGNED' &&
    lead.ownerPortalId === viewer.reader.portalId
  );
}

function leadSummary(lead: LeadSummaryRow, reveal: boolean, decrypt: (enc: string) => string) {
  const erased = lead.erasedAt !== null;
  return {
    id: String(lead.id),
    name: erased ? null : reveal ? lead.name : maskName(lead.name),
    phone: erased ? null : reveal ? formatPhone(phoneFromDigits(decrypt(lead.phoneEnc))) : lead.phoneMasked,
    region: lead.regionName,
    product: { id: String(lead.productId), name: lead.productName },
    suppressed: lead.suppressed,
    erased,
  };
}

/** AS request details (spec 2.7) in the order given, with the operators' extra fields; reads of PII are logged. */
export async function present(deps: LeadDeps, rows: AsRow[], viewer: Viewer): Promise<AdminAsView[]> {
  if (rows.length === 0) return [];
  const leadIds = [...new Set(rows.map((r) => r.leadId))];
  const [leadMap, evidence, labels] = await Promise.all([
    leadSummaries(deps.db, leadIds),
    evidenceOf(
      deps.db,
      rows.map((r) => r.id),
    ),
    reasonLabels(deps.db, [...new Set(rows.map((r) => r.reasonCode))]),
  ]);
  const revealed = new Set<number>();
  const decrypt = (enc: string) => deps.vault.decrypt(enc);
  const views = rows.map((row) => {
    const lead = leadMap.get(row.leadId)!;
    const reveal = revealFor(viewer, lead);
    if (reveal) revealed.add(lead.id);
    return {
      id: String(row.id),
      leadId: String(row.leadId),
      reasonCode: row.reasonCode,
      reasonLabel: labels.get(row.reasonCode) ?? row.reasonCode,
      status: row.status,
      statusLabel: AS_STATUS_LABELS[row.status],
      customerMemo: row.customerMemo,
      adminNote: row.adminNote,
      createdAt: iso(row.createdAt)!,
      updatedAt: iso(row.updatedAt)!,
      lead: leadSummary(lead, reveal, decrypt),
      files: evidence.get(row.id) ?? [],
      portalId: row.portalId,
      orderId: row.orderId === null ? null : String(row.orderId),
      providerId: String(lead.providerId),
    };
  });
  if (viewer.kind === 'portal') {
    await emit(deps.db, viewer.reader, [
      { type: 'pii.read', action: viewer.action, leadIds: [...revealed], fields: ['name', 'phone'] },
    ]);
  }
  return views;
}

export type AdminAsView = Static<typeof AdminAsRequest>;
export type AsView = Static<typeof AsRequestDetail>;

/** The portal shape: the detail without the operators' fields. */
export function portalView(view: AdminAsView): AsView {
  const { portalId: _p, orderId: _o, providerId: _v, ...detail } = view;
  return detail;
}

export async function presentOne(deps: LeadDeps, row: AsRow, viewer: Viewer): Promise<AdminAsView> {
  const [view] = await present(deps, [row], viewer);
  return view;
}
