import { asc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { files, leadEvents, leads, providers } from '../../db/schema/index.js';
import type { FileStorage } from '../../files/storage/index.js';
import type { Caller } from '../../platform/access/caller.js';
import { type Clock, systemClock } from '../../platform/clock.js';
import { notFound } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { iso, parseId } from '../../platform/schemas.js';
import { consentRecords } from '../core/lead-consent.js';
import type { CustodyEvent } from '../history/custody.js';
import type { LeadProvenance } from './consent.schemas.js';

/**
 * The evidence pack of a lead (`GET /admin/v1/leads/{id}/provenance`): who supplied it and who registered it (the
 * key, or the import and the key that started it), its consent with signed addresses of the terms and the evidence
 * (valid 15 minutes), and its custody from the lead history, oldest first. Every read is written to the
 * personal-data access log: the evidence is a recording or a scan of the person.
 */

export const SIGNED_URL_TTL_MS = 15 * 60_000;

export interface ProvenanceDeps {
  db: Db;
  storage?: FileStorage;
  clock?: Clock;
}

type View = Static<typeof LeadProvenance>;
const idOrNull = (id: number | null) => (id === null ? null : String(id));

export async function getProvenance(deps: ProvenanceDeps, caller: Caller, rawId: string): Promise<View> {
  const id = parseId(rawId);
  if (id === null) throw notFound('Lead');
  const [lead] = await deps.db
    .select({
      id: leads.id,
      providerId: leads.providerId,
      providerName: providers.name,
      productId: leads.productId,
      createdAt: leads.createdAt,
      registeredKeyId: leads.registeredKeyId,
    })
    .from(leads)
    .innerJoin(providers, eq(providers.id, leads.providerId))
    .where(eq(leads.id, id));
  if (!lead) throw notFound('Lead');
  const [events, consents] = await Promise.all([
    deps.db.select().from(leadEvents).where(eq(leadEvents.leadId, id)).orderBy(asc(leadEvents.id)),
    consentRecords(deps.db, [id]),
  ]);
  const consent = consents.get(id);
  const importId = events.find((e) => e.event === 'REGISTERED')?.detail?.importId;
  const expiresAt = new Date((deps.clock ?? systemClock)() + SIGNED_URL_TTL_MS);
  const urlOf = async (fileId: number | null) => {
    if (fileId === null || !deps.storage) return null;
    const [file] = await deps.db.select().from(files).where(eq(files.id, fileId));
    if (!file) return null;
    return deps.storage.downloadUrl({ fileId, storageKey: file.storageKey, mimeType: file.mimeType, expiresAt });
  };
  const view: View = {
    leadId: String(lead.id),
    providerId: String(lead.providerId),
    providerName: lead.providerName,
    productId: String(lead.productId),
    registeredAt: iso(lead.createdAt)!,
    registeredBy:
      typeof importId === 'string'
        ? { kind: 'IMPORT', keyId: idOrNull(lead.registeredKeyId), importId }
        : { kind: 'API_KEY', keyId: idOrNull(lead.registeredKeyId), importId: null },
    consent: consent
      ? {
          channel: consent.channel,
          sourceName: consent.sourceName,
          sourceUrl: consent.sourceUrl,
          collectedAt: iso(consent.collectedAt)!,
          termsVersion: consent.termsVersion,
          termsSha256: consent.termsSha256,
          recipients: consent.recipients,
          items: consent.items as NonNullable<View['consent']>['items'],
          purposes: consent.purposes as NonNullable<View['consent']>['purposes'],
          retentionDays: consent.retentionDays,
          retainUntil: iso(consent.retainUntil)!,
          terms: { fileId: idOrNull(consent.termsFileId), url: await urlOf(consent.termsFileId) },
          evidence:
            consent.evidence === null
              ? null
              : {
                  fileId: idOrNull(consent.evidence.fileId),
                  mimeType: consent.evidence.mimeType,
                  size: consent.evidence.size,
                  sha256: consent.evidence.sha256,
                  url: await urlOf(consent.evidence.fileId),
                  deletedAt: iso(consent.evidence.deletedAt),
                },
        }
      : null,
    custody: events.map((e) => ({
      at: iso(e.at)!,
      event: e.event as CustodyEvent,
      portalId: e.portalId,
      orderId: idOrNull(e.orderId),
    })),
  };
  const fileIds = [consent?.termsFileId ?? null, consent?.evidence?.fileId ?? null].filter((f) => f !== null);
  await emit(deps.db, caller, [
    { type: 'pii.read', action: 'GET_LEAD_PROVENANCE', leadIds: [id], fileIds, fields: ['consent', 'evidence'] },
  ]);
  return view;
}
