import { sql } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import type { Executor } from '../../db/client.js';
import { CONSENT_CHANNELS, CONSENT_ITEMS, CONSENT_PURPOSES, leadConsents } from '../../db/schema/index.js';
import { component } from '../../platform/openapi.js';
import { DateTime, iso } from '../../platform/schemas.js';

/**
 * The consent a lead was registered with, as every lead shape a portal user sees carries it (`consent`): where the
 * number came from and what the person agreed to, so the consultant on the phone can say so and knows whether a
 * night call or an SMS advertisement is allowed. No personal data: the evidence only as `hasEvidence`.
 */
export const ConsentSummarySchema = component(
  'LeadConsentSummary',
  Type.Object({
    channel: Type.Enum(CONSENT_CHANNELS),
    sourceName: Type.String({ description: 'The site, app or event the person saw' }),
    collectedAt: DateTime,
    termsVersion: Type.String(),
    items: Type.Array(Type.Enum(CONSENT_ITEMS), { description: 'The items the person agreed to give' }),
    purposes: Type.Array(Type.Enum(CONSENT_PURPOSES), { description: 'The separate consents the person gave' }),
    retainUntil: Type.String({ format: 'date-time', description: 'collectedAt + the retention days told' }),
    hasEvidence: Type.Boolean({ description: 'An evidence file (recording, scan) was registered with it' }),
  }),
);
export const NullableConsentSummary = Type.Union([ConsentSummarySchema, Type.Null()], {
  description: 'The consent the lead was registered with; null when none',
});
export type ConsentSummary = Static<typeof ConsentSummarySchema>;

type SummaryRow = {
  lead_id: number | string;
  channel: ConsentSummary['channel'];
  source_name: string;
  collected_at: Date | string;
  terms_version: string;
  items: ConsentSummary['items'];
  purposes: ConsentSummary['purposes'];
  retain_until: Date | string;
  has_evidence: boolean;
};

/** The consent summaries of these leads, by lead id (a lead without a consent has no entry). One statement. */
export async function consentSummaries(db: Executor, leadIds: number[]): Promise<Map<number, ConsentSummary>> {
  const map = new Map<number, ConsentSummary>();
  if (leadIds.length === 0) return map;
  const { rows } = await db.execute<SummaryRow>(sql`
    select lead_id, channel, source_name, collected_at, terms_version, items, purposes, retain_until,
      evidence_sha256 is not null as has_evidence
    from ${leadConsents} where lead_id = any(${sql.param(leadIds)}::bigint[])`);
  for (const r of rows) {
    map.set(Number(r.lead_id), {
      channel: r.channel,
      sourceName: r.source_name,
      collectedAt: iso(r.collected_at)!,
      termsVersion: r.terms_version,
      items: r.items,
      purposes: r.purposes,
      retainUntil: iso(r.retain_until)!,
      hasEvidence: r.has_evidence,
    });
  }
  return map;
}

/** One lead's consent summary, or null. */
export async function consentSummary(db: Executor, leadId: number): Promise<ConsentSummary | null> {
  return (await consentSummaries(db, [leadId])).get(leadId) ?? null;
}
