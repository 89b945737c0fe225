import { sql } from 'drizzle-orm';
import { type Static, Type } from 'typebox';
import type { Executor } from '../../db/client.js';
import {
  CONSENT_CHANNELS,
  CONSENT_ITEMS,
  CONSENT_PURPOSES,
  consentSources,
  leadConsentEvidence,
  leads,
} from '../../db/schema/index.js';
import { component } from '../../platform/openapi.js';
import { DateTime } from '../../platform/schemas.js';

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

/**
 * A lead's consent as stored: its source's shared content, when the person agreed (`retain_until` from those two),
 * and its evidence file's record. The evidence pack shows it whole; every lead shape its summary.
 */
export interface ConsentRecord {
  leadId: number;
  channel: ConsentSummary['channel'];
  sourceName: string;
  sourceUrl: string | null;
  collectedAt: Date;
  termsVersion: string;
  termsSha256: string;
  termsFileId: number | null;
  recipients: string[];
  items: ConsentSummary['items'];
  purposes: ConsentSummary['purposes'];
  retentionDays: number;
  retainUntil: Date;
  evidence: { fileId: number | null; mimeType: string; size: number; sha256: string; deletedAt: Date | null } | null;
}

type RecordRow = {
  lead_id: number | string;
  channel: ConsentSummary['channel'];
  source_name: string;
  source_url: string | null;
  collected_at: Date | string;
  terms_version: string;
  terms_sha256: string;
  terms_file_id: number | null;
  recipients: string[];
  items: ConsentSummary['items'];
  purposes: ConsentSummary['purposes'];
  retention_days: number;
  retain_until: Date | string;
  evidence_file_id: number | null;
  evidence_mime_type: string | null;
  evidence_size: number | null;
  evidence_sha256: string | null;
  evidence_deleted_at: Date | string | null;
};

/**
 * `collected_at` + the retention days told, as `retainUntilOf` counts them (days of 24 hours), in SQL over a lead
 * `l` and its source `s`: the retention job and the views read it so.
 */
export const RETAIN_UNTIL = sql.raw('(l.consent_collected_at + make_interval(hours => s.retention_days * 24))');

/** The consent records of these leads, by lead id (a lead without a consent has no entry). One statement. */
export async function consentRecords(db: Executor, leadIds: number[]): Promise<Map<number, ConsentRecord>> {
  const map = new Map<number, ConsentRecord>();
  if (leadIds.length === 0) return map;
  const { rows } = await db.execute<RecordRow>(sql`
    select l.id as lead_id, s.channel, s.source_name, s.source_url, l.consent_collected_at as collected_at,
      s.terms_version, s.terms_sha256, s.terms_file_id, s.recipients, s.items, s.purposes, s.retention_days,
      ${RETAIN_UNTIL} as retain_until, e.file_id as evidence_file_id, e.mime_type as evidence_mime_type,
      e.size as evidence_size, e.sha256 as evidence_sha256, e.deleted_at as evidence_deleted_at
    from ${leads} l join ${consentSources} s on s.id = l.consent_source_id
      left join ${leadConsentEvidence} e on e.lead_id = l.id
    where l.id = any(${sql.param(leadIds)}::bigint[])`);
  for (const r of rows) {
    map.set(Number(r.lead_id), {
      leadId: Number(r.lead_id),
      channel: r.channel,
      sourceName: r.source_name,
      sourceUrl: r.source_url,
      collectedAt: new Date(r.collected_at),
      termsVersion: r.terms_version,
      termsSha256: r.terms_sha256,
      termsFileId: r.terms_file_id === null ? null : Number(r.terms_file_id),
      recipients: r.recipients,
      items: r.items,
      purposes: r.purposes,
      retentionDays: Number(r.retention_days),
      retainUntil: new Date(r.retain_until),
      evidence:
        r.evidence_sha256 === null
          ? null
          : {
              fileId: r.evidence_file_id === null ? null : Number(r.evidence_file_id),
              mimeType: r.evidence_mime_type ?? 'application/octet-stream',
              size: Number(r.evidence_size ?? 0),
              sha256: r.evidence_sha256,
              deletedAt: r.evidence_deleted_at === null ? null : new Date(r.evidence_deleted_at),
            },
    });
  }
  return map;
}

/** What a lead shape shows of a consent, whether just stored or read back. */
export function summaryOf(
  consent: Pick<ConsentRecord, 'channel' | 'sourceName' | 'collectedAt' | 'termsVersion' | 'items' | 'purposes'>,
  retainUntil: Date,
  hasEvidence: boolean,
): ConsentSummary {
  return {
    channel: consent.channel,
    sourceName: consent.sourceName,
    collectedAt: consent.collectedAt.toISOString(),
    termsVersion: consent.termsVersion,
    items: consent.items,
    purposes: consent.purposes,
    retainUntil: retainUntil.toISOString(),
    hasEvidence,
  };
}

/**
 * A lead's consent summary as columns of a statement that reads the lead as `l` (with its `consent_collected_at`)
 * and left joins its source as `s` (`consent_sources`, on `l.consent_source_id`) and its evidence record as `e`
 * (`lead_consent_evidence`, on the lead's id), as `consentRecords` joins them: a list page reads it with its rows.
 * `summaryOfColumns` turns a row back into the summary (null when the lead has no consent).
 */
export const CONSENT_SUMMARY_COLUMNS = sql`s.channel as consent_channel, s.source_name as consent_source_name,
  s.terms_version as consent_terms_version, s.items as consent_items, s.purposes as consent_purposes,
  ${RETAIN_UNTIL} as consent_retain_until, e.sha256 is not null as consent_has_evidence`;

/** A row with `CONSENT_SUMMARY_COLUMNS` and the lead's `consent_collected_at`. */
export interface ConsentSummaryColumns {
  consent_channel: ConsentSummary['channel'] | null;
  consent_source_name: string | null;
  consent_collected_at: Date | string | null;
  consent_terms_version: string | null;
  consent_items: ConsentSummary['items'] | null;
  consent_purposes: ConsentSummary['purposes'] | null;
  consent_retain_until: Date | string | null;
  consent_has_evidence: boolean | null;
}

/** The summary `consentSummaries` gives for the lead of a row read with `CONSENT_SUMMARY_COLUMNS`, or null. */
export function summaryOfColumns(r: ConsentSummaryColumns): ConsentSummary | null {
  if (r.consent_channel === null) return null;
  return summaryOf(
    {
      channel: r.consent_channel,
      sourceName: r.consent_source_name as string,
      collectedAt: new Date(r.consent_collected_at as Date | string),
      termsVersion: r.consent_terms_version as string,
      items: r.consent_items as ConsentSummary['items'],
      purposes: r.consent_purposes as ConsentSummary['purposes'],
    },
    new Date(r.consent_retain_until as Date | string),
    r.consent_has_evidence === true,
  );
}

/** The consent summaries of these leads, by lead id (a lead without a consent has no entry). One statement. */
export async function consentSummaries(db: Executor, leadIds: number[]): Promise<Map<number, ConsentSummary>> {
  const records = await consentRecords(db, leadIds);
  const map = new Map<number, ConsentSummary>();
  for (const [id, r] of records) map.set(id, summaryOf(r, r.retainUntil, r.evidence !== null));
  return map;
}

/** One lead's consent summary, or null. */
export async function consentSummary(db: Executor, leadId: number): Promise<ConsentSummary | null> {
  return (await consentSummaries(db, [leadId])).get(leadId) ?? null;
}
