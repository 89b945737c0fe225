import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { asRequestFiles, asRequests, files, idempotencyKeys, leadOutcomes, leads } from '../../db/schema/index.js';
import { deleteUnlistedEvidence } from '../../files/attached-files.js';
import { clearConsentEvidence } from '../consent/consent.service.js';
import { idArray } from '../core/lead.repo.js';

/**
 * What an erasure deletes of leads (consumer-rights.md §4), one step per kind of personal data, each a set-based
 * statement over the leads' ids in the erasure's transaction. What stays: ids, provider, product, region, status,
 * every timestamp, assignments, orders and their counters, the AS requests' statuses, lead history (which holds no
 * personal data), the access log (ids and field names only). Claims data is not touched.
 *
 * A step answers the storage keys of the files whose rows it deleted; their bytes are removed after the commit.
 */
export interface ErasureContext {
  leadIds: number[];
  /** A retention erasure also deletes the keyed phone hash (the number may be registered again on new consent). */
  deletePhoneHash: boolean;
}

export type ErasureStep = (tx: Executor, ctx: ErasureContext) => Promise<string[]>;

/**
 * The lead's own fields. The text columns the table requires are emptied, not nulled (every view shows them null
 * once `erased_at` is set); a retention erasure replaces the keyed hash with a marker unique per lead.
 */
const leadFields: ErasureStep = async (tx, { leadIds, deletePhoneHash }) => {
  await tx.execute(sql`
    update ${leads} set name = '', phone_enc = '', phone_1 = '', phone_3 = '', phone_masked = '', email = null,
      ssn_enc = null, address = null, memo = null, birth_date = null, gender = null, metadata = null,
      erased_at = coalesce(erased_at, now())
      ${deletePhoneHash ? sql`, phone_hash = 'erased:' || id` : sql``}
    where id = any(${idArray(leadIds)})`);
  return [];
};

/** The files its metadata listed (`metadata.fileIds`), rows and bytes; read before the metadata is emptied. */
const metadataFiles: ErasureStep = async (tx, { leadIds }) => {
  const deleted = await tx.execute<{ storage_key: string }>(sql`
    delete from ${files} f
    where f.id in (
      select (ids.file_id)::int from ${leads} l, jsonb_array_elements_text(
        case when jsonb_typeof(l.metadata -> 'fileIds') = 'array' then l.metadata -> 'fileIds' else '[]'::jsonb end
      ) as ids(file_id)
      where l.id = any(${idArray(leadIds)}) and ids.file_id ~ '^[0-9]{1,9}$')
      and not exists (select 1 from ${asRequestFiles} a where a.file_id = f.id)
    returning f.storage_key`);
  return deleted.rows.map((r) => r.storage_key);
};

/** Its AS requests' customer memo, operator note and evidence files (the requests and their statuses stay). */
const asRequestData: ErasureStep = async (tx, { leadIds }) => {
  await tx.execute(sql`
    update ${asRequests} set customer_memo = null, admin_note = null
    where lead_id = any(${idArray(leadIds)}) and (customer_memo is not null or admin_note is not null)`);
  const evidence = await tx.execute<{ file_id: number }>(sql`
    delete from ${asRequestFiles}
    where as_request_id in (select id from ${asRequests} where lead_id = any(${idArray(leadIds)}))
    returning file_id`);
  // A file another lead's request lists too (one screenshot for two numbers) stays that request's evidence.
  return deleteUnlistedEvidence(
    tx,
    evidence.rows.map((r) => Number(r.file_id)),
  );
};

/** Its contact outcomes' notes (routing.md §5); the outcomes, their kinds and times stay. */
const outcomeNotes: ErasureStep = async (tx, { leadIds }) => {
  await tx.execute(sql`
    update ${leadOutcomes} set note_enc = null where lead_id = any(${idArray(leadIds)}) and note_enc is not null`);
  return [];
};

/** Stored idempotent responses whose access records name one of the leads (a `use`, a contact lookup). */
const storedResponses: ErasureStep = async (tx, { leadIds }) => {
  await tx.execute(sql`
    delete from ${idempotencyKeys}
    where pii_access is not null and exists (
      select 1 from jsonb_array_elements(pii_access) as r, jsonb_array_elements_text(r -> 'leadIds') as l(id)
      where l.id::bigint = any(${idArray(leadIds)}))`);
  return [];
};

/** The consent's evidence bytes (`clearConsentEvidence`); the consent record stays, holding no personal data. */
const consentEvidence: ErasureStep = (tx, { leadIds }) => clearConsentEvidence(tx, leadIds);

/** Every step, in order (the files before the metadata that lists them). */
export const ERASURE_STEPS: readonly ErasureStep[] = [
  metadataFiles,
  asRequestData,
  outcomeNotes,
  consentEvidence,
  storedResponses,
  leadFields,
];

/** Runs every step over `leadIds`; answers the storage keys to remove once the transaction has committed. */
export async function eraseLeadData(tx: Executor, ctx: ErasureContext): Promise<string[]> {
  if (ctx.leadIds.length === 0) return [];
  const keys: string[] = [];
  for (const step of ERASURE_STEPS) keys.push(...(await step(tx, ctx)));
  return keys;
}
