import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { consentSources, consentTerms, files, leadConsentEvidence } from '../../db/schema/index.js';
import type { FileStorage } from '../../files/storage/index.js';
import { BoundedCache, cacheOf } from '../../platform/bounded-cache.js';
import { AppError, badRequest, validationFailed } from '../../platform/errors.js';
import { parseIntId } from '../../platform/schemas.js';
import { DEFAULT_LEADS_CONFIG, type LeadsConfig } from '../catalog/lead-settings.js';
import type { Supply } from '../catalog/supply-cache.js';
import { type ConsentSummary, summaryOf } from '../core/lead-consent.js';
import {
  type Consent,
  type ConsentInput,
  type ConsentRuleIssue,
  checkConsentFormat,
  checkConsentRules,
  type PersonalField,
  retainUntilOf,
} from './consent.rules.js';

/**
 * A lead's consent at registration: its formats, the provider's `ssnPolicy`, the consent rules against the registered
 * terms and the product's settings, its evidence file, and the record written with the lead. Shared by the single
 * registration and the import (each row); `clearConsentEvidence` is the erasure's part.
 */

export interface ConsentDeps {
  db: Executor;
  storage?: FileStorage;
  settings?: LeadsConfig;
}

/** A consent that kept every rule, with what the record stores besides it. */
export interface PreparedConsent {
  consent: Consent;
  termsFileId: number;
  evidence: { fileId: number; mimeType: string; size: number; sha256: string } | null;
}

/** A consent's formats (`VALIDATION_FAILED` naming `consent.<field>`); null when none is given. */
export function consentOfBody(input: ConsentInput | undefined, now: number): Consent | null {
  if (input === undefined) return null;
  const checked = checkConsentFormat(input, now);
  if (!checked.ok) throw validationFailed(`consent.${checked.issue.field}`, checked.issue.message);
  return checked.consent;
}

/** `ssnPolicy` REJECT: a registration or import row carrying a resident registration number → `SSN_NOT_ACCEPTED`. */
export function checkSsnPolicy(provider: Supply['provider'], ssn: string | undefined): void {
  if (provider.ssnPolicy === 'REJECT' && ssn !== undefined && ssn.trim() !== '') {
    throw badRequest('SSN_NOT_ACCEPTED', 'ssn: this provider does not send resident registration numbers', [
      { field: 'ssn', message: 'is not accepted from this provider' },
    ]);
  }
}

/** A provider's registered terms of one version: their hash and file. */
export interface RegisteredTerms {
  sha256: string;
  fileId: number;
}

/** Finds a provider's registered terms of a version (undefined: none). */
export type TermsLookup = (providerId: number, termsVersion: string) => Promise<RegisteredTerms | undefined>;

/** How many registered versions each database's cache keeps (a few per provider in practice). */
const REGISTERED_TERMS_KEPT = 10_000;
/** Registered terms by database: a registered version never changes (409 `CONSENT_TERMS_EXISTS`), so no staleness. */
const registeredTerms = cacheOf<Executor, BoundedCache<string, RegisteredTerms>>(
  () => new BoundedCache(REGISTERED_TERMS_KEPT),
);

/**
 * A single registration's lookup: a version seen registered is answered from memory (the registration's hot path
 * keeps its one statement); one not registered (yet) is asked each time, so a version registered later is found.
 */
export const termsOf =
  (db: Executor): TermsLookup =>
  async (providerId, termsVersion) => {
    const kept = registeredTerms(db);
    const key = `${providerId}\n${termsVersion}`;
    const known = kept.get(key);
    if (known) return known;
    const [found] = await db
      .select({ sha256: consentTerms.sha256, fileId: consentTerms.fileId })
      .from(consentTerms)
      .where(and(eq(consentTerms.providerId, providerId), eq(consentTerms.termsVersion, termsVersion)));
    if (found) kept.set(key, found);
    return found;
  };

/**
 * One query per (provider, version) for as long as it is kept: an import batch's rows mostly name one version. A
 * registered version is immutable, so its answer cannot go stale; one not yet registered is asked again by the
 * next batch.
 */
export function memoizedTerms(db: Executor): TermsLookup {
  const asked = new Map<string, Promise<RegisteredTerms | undefined>>();
  const lookup = termsOf(db);
  return (providerId, termsVersion) => {
    const key = `${providerId}\n${termsVersion}`;
    let answer = asked.get(key);
    if (!answer) {
      answer = lookup(providerId, termsVersion);
      asked.set(key, answer);
    }
    return answer;
  };
}

/** The recipients a product's consents must name one of: its own, else the deployment's. */
export const recipientsOf = (product: Supply['product'], settings: LeadsConfig = DEFAULT_LEADS_CONFIG): string[] =>
  product.consentRecipients ?? settings.consentRecipients;

const ruleError = (issue: Pick<ConsentRuleIssue, 'code' | 'field' | 'message'>) =>
  badRequest(issue.code, `${issue.field}: ${issue.message}`, [{ field: issue.field, message: issue.message }]);

const notUsable = (message: string) =>
  badRequest('FILE_NOT_USABLE', `consent.evidenceFileId: ${message}`, [{ field: 'consent.evidenceFileId', message }]);

/**
 * The consent rules, in order (terms, age, items, the product's requirements), then the evidence file: an
 * uploaded `CONSENT_EVIDENCE` file of the provider whose bytes are still stored (hashed here, as the record keeps
 * them). Throws the first refusal; returns what the record stores, or null when no consent is given (and none is
 * required). `lookupTerms` finds the registered terms (an import's batch passes one that remembers its answers).
 */
export async function checkConsent(
  deps: ConsentDeps,
  supply: Supply,
  consent: Consent | null,
  fields: readonly PersonalField[],
  now: number,
  lookupTerms: TermsLookup = termsOf(deps.db),
): Promise<PreparedConsent | null> {
  const terms = consent ? await lookupTerms(supply.provider.id, consent.termsVersion) : undefined;
  const issue = checkConsentRules(consent, {
    now,
    product: { ...supply.product, consentRecipients: recipientsOf(supply.product, deps.settings) },
    termsSha256: terms?.sha256 ?? null,
    fields,
  });
  if (issue) throw ruleError(issue);
  if (!consent || !terms) return null;
  const evidence = consent.evidenceFileId === null ? null : await evidenceOf(deps, supply, consent.evidenceFileId);
  return { consent, termsFileId: terms.fileId, evidence };
}

async function evidenceOf(deps: ConsentDeps, supply: Supply, rawId: string) {
  const id = parseIntId(rawId);
  const [file] = id
    ? await deps.db
        .select()
        .from(files)
        .where(and(eq(files.id, id), eq(files.ownerKind, 'provider'), eq(files.ownerId, String(supply.provider.id))))
    : [];
  if (!file) throw notUsable('is not a file of this provider');
  if (file.purpose !== 'CONSENT_EVIDENCE') throw notUsable(`was uploaded for ${file.purpose}, not CONSENT_EVIDENCE`);
  if (file.status !== 'UPLOADED') throw notUsable('has not been uploaded');
  const bytes = deps.storage ? await deps.storage.read(file.storageKey) : null;
  if (!bytes) throw notUsable('has no stored bytes');
  return {
    fileId: file.id,
    mimeType: file.mimeType,
    size: file.size,
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/**
 * The evidence files of consents about to be written, locked `for share` in the writing transaction (after the
 * phones' locks, as every registration takes them): an erasure clearing one (`clearConsentEvidence`, `for update`)
 * then either waits for this transaction and sees its consents, or has deleted the file already. Returns the ids of
 * the files gone since they were checked. `lock: false` (a dry run) only reads.
 */
export async function goneEvidenceFiles(tx: Executor, fileIds: number[], lock = true): Promise<Set<number>> {
  const wanted = [...new Set(fileIds)];
  if (wanted.length === 0) return new Set();
  const { rows } = await tx.execute<{ id: number }>(sql`
    select id from ${files} where id = any(${sql.param(wanted)}::int[]) order by id ${lock ? sql`for share` : sql``}`);
  const present = new Set(rows.map((r) => Number(r.id)));
  return new Set(wanted.filter((id) => !present.has(id)));
}

/** A registration's evidence file locked in its transaction; gone since it was checked → `FILE_NOT_USABLE`. */
export async function lockEvidence(tx: Executor, prepared: PreparedConsent | null): Promise<void> {
  const fileId = prepared?.evidence?.fileId;
  if (fileId === undefined) return;
  if ((await goneEvidenceFiles(tx, [fileId])).size > 0) throw notUsable('has been deleted');
}

/** A check's refusal as an import row's code and field, or null when `error` is not one (it is then rethrown). */
export function rowIssueOf(error: unknown): { code: string; field: string } | null {
  if (!(error instanceof AppError) || error.status !== 400) return null;
  return { code: error.code, field: error.errors?.[0]?.field ?? 'consent' };
}

/**
 * The evidence files of consents of leads just registered, in the registration's transaction: one statement. (The
 * rest of a consent is in the lead's own row: `consentColumns`.)
 */
export async function storeEvidence(
  tx: Executor,
  rows: { leadId: number; prepared: PreparedConsent }[],
): Promise<void> {
  const values = rows.flatMap(({ leadId, prepared: { evidence } }) =>
    evidence
      ? [{ leadId, fileId: evidence.fileId, mimeType: evidence.mimeType, size: evidence.size, sha256: evidence.sha256 }]
      : [],
  );
  if (values.length > 0) await tx.insert(leadConsentEvidence).values(values);
}

/** The fingerprint of a consent source's content, in SQL over the columns of that name (migration 0050 has it too). */
const SOURCE_FINGERPRINT = sql.raw(
  'encode(sha256(convert_to(jsonb_build_array(provider_id, channel, source_name, source_url, terms_version, ' +
    "terms_sha256, terms_file_id, recipients, items, purposes, retention_days)::text, 'UTF8')), 'hex')",
);

/** How many sources each database's cache keeps (a few per provider and campaign in practice). */
const SOURCES_KEPT = 10_000;
/** Source ids by database and content: a source row never changes and is never deleted, so none goes stale. */
const sourcesOf = cacheOf<Executor, BoundedCache<string, number>>(() => new BoundedCache(SOURCES_KEPT));

/** A consent's shared content for a provider: what a `consent_sources` row holds, in its columns' order. */
function sourceContent(providerId: number, { consent, termsFileId }: PreparedConsent) {
  return [
    providerId,
    consent.channel,
    consent.sourceName,
    consent.sourceUrl,
    consent.termsVersion,
    consent.termsSha256,
    termsFileId,
    consent.recipients,
    consent.items,
    consent.purposes,
    consent.retentionDays,
  ] as const;
}

/**
 * The id of the `consent_sources` row with this consent's shared content for this provider, made the first time the
 * content is seen. Called outside any transaction (with the service's pool): an id is remembered only once its row
 * is committed. A registration then writes the id and `collectedAt` in the lead's own row.
 */
export async function consentSourceId(db: Executor, providerId: number, prepared: PreparedConsent): Promise<number> {
  const key = JSON.stringify(sourceContent(providerId, prepared));
  return sourcesOf(db).get(key) ?? madeSourceId(db, providerId, prepared, key);
}

async function madeSourceId(db: Executor, providerId: number, prepared: PreparedConsent, key: string) {
  const { consent, termsFileId } = prepared;
  const { rows } = await db.execute<{ id: number }>(sql`
    with v as (
      select ${providerId}::int as provider_id, ${consent.channel}::text as channel,
        ${consent.sourceName}::text as source_name, ${consent.sourceUrl}::text as source_url,
        ${consent.termsVersion}::text as terms_version, ${consent.termsSha256}::text as terms_sha256,
        ${termsFileId}::int as terms_file_id, ${sql.param(consent.recipients)}::text[] as recipients,
        ${sql.param(consent.items)}::text[] as items, ${sql.param(consent.purposes)}::text[] as purposes,
        ${consent.retentionDays}::smallint as retention_days
    )
    insert into ${consentSources} (provider_id, fingerprint, channel, source_name, source_url, terms_version,
      terms_sha256, terms_file_id, recipients, items, purposes, retention_days)
    select provider_id, ${SOURCE_FINGERPRINT}, channel, source_name, source_url, terms_version, terms_sha256,
      terms_file_id, recipients, items, purposes, retention_days
    from v
    on conflict (fingerprint) do update set fingerprint = excluded.fingerprint
    returning id`);
  const id = Number(rows[0].id);
  sourcesOf(db).set(key, id);
  return id;
}

/** The lead row's consent columns for a consent (its source made or found first). */
export async function consentColumns(
  db: Executor,
  providerId: number,
  prepared: PreparedConsent,
): Promise<{ consent_source_id: number; consent_collected_at: string }> {
  return {
    consent_source_id: await consentSourceId(db, providerId, prepared),
    consent_collected_at: prepared.consent.collectedAt.toISOString(),
  };
}

/**
 * The erasure's part of a consent (consumer-rights §4): in the erasure's transaction, the consents of `leadIds`
 * lose their evidence file (`lead_consent_evidence.file_id` null, `deleted_at` now; its type, size and hash stay as the
 * record of what was there), and the evidence files no consent names any more are deleted. Returns their storage
 * keys: the caller removes those bytes after its commit (`storage.remove(keys)`), so a rolled-back erasure leaves
 * them. The consent record itself stays: it holds no personal data.
 */
export async function clearConsentEvidence(tx: Executor, leadIds: number[]): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const ids = sql`${sql.param(leadIds)}::bigint[]`;
  const { rows: cleared } = await tx.execute<{ file_id: number }>(sql`
    with old as (
      select lead_id, file_id from ${leadConsentEvidence}
      where lead_id = any(${ids}) and file_id is not null
      for update
    ), cleared as (
      update ${leadConsentEvidence} e set file_id = null, deleted_at = now()
      from old where e.lead_id = old.lead_id
      returning old.file_id
    )
    select distinct file_id from cleared`);
  const fileIds = cleared.map((r) => Number(r.file_id));
  if (fileIds.length === 0) return [];
  // The files locked first: a registration naming one holds it `for share` until its commit, so once this lock is
  // granted, the statement below (a snapshot of its own) sees that registration's evidence and keeps the file; one
  // that comes later finds the file gone (`FILE_NOT_USABLE`).
  await tx.execute(sql`
    select id from ${files} where id = any(${sql.param(fileIds)}::int[]) order by id for update`);
  // Evidence another lead's consent still names (one recording for two numbers) stays until that one is erased.
  const { rows: deleted } = await tx.execute<{ storage_key: string }>(sql`
    delete from ${files} f
    where f.id = any(${sql.param(fileIds)}::int[]) and f.purpose = 'CONSENT_EVIDENCE'
      and not exists (select 1 from ${leadConsentEvidence} e where e.file_id = f.id)
    returning f.storage_key`);
  return deleted.map((r) => r.storage_key);
}

/** The summary every lead shape shows of a consent just stored (as `consentSummaries` reads it back). */
export const summaryOfPrepared = ({ consent, evidence }: PreparedConsent): ConsentSummary =>
  summaryOf(consent, retainUntilOf(consent), evidence !== null);
