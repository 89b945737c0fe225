import { createHash } from 'node:crypto';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { consentTerms, files, leadConsents } from '../../db/schema/index.js';
import type { FileStorage } from '../../files/storage/index.js';
import { AppError, badRequest, validationFailed } from '../../platform/errors.js';
import { parseIntId } from '../../platform/schemas.js';
import { DEFAULT_LEADS_CONFIG, type LeadsConfig } from '../catalog/lead-settings.js';
import type { Supply } from '../catalog/supply-cache.js';
import type { ConsentSummary } from '../core/lead-consent.js';
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
const registeredTerms = new WeakMap<Executor, Map<string, RegisteredTerms>>();

/**
 * A single registration's lookup: a version seen registered is answered from memory (the registration's hot path
 * keeps its one statement); one not registered (yet) is asked each time, so a version registered later is found.
 */
export const termsOf =
  (db: Executor): TermsLookup =>
  async (providerId, termsVersion) => {
    const kept = registeredTerms.get(db) ?? new Map<string, RegisteredTerms>();
    registeredTerms.set(db, kept);
    const key = `${providerId}\n${termsVersion}`;
    const known = kept.get(key);
    if (known) return known;
    const [found] = await db
      .select({ sha256: consentTerms.sha256, fileId: consentTerms.fileId })
      .from(consentTerms)
      .where(and(eq(consentTerms.providerId, providerId), eq(consentTerms.termsVersion, termsVersion)));
    if (found) {
      if (kept.size >= REGISTERED_TERMS_KEPT) kept.clear();
      kept.set(key, found);
    }
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

/** Writes the consent records of leads just registered, in the registration's transaction: one statement. */
export async function storeConsents(
  tx: Executor,
  rows: { leadId: number; prepared: PreparedConsent }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(leadConsents).values(
    rows.map(({ leadId, prepared: { consent, termsFileId, evidence } }) => ({
      leadId,
      channel: consent.channel,
      sourceName: consent.sourceName,
      sourceUrl: consent.sourceUrl,
      collectedAt: consent.collectedAt,
      termsVersion: consent.termsVersion,
      termsSha256: consent.termsSha256,
      termsFileId,
      recipients: consent.recipients,
      items: consent.items,
      purposes: consent.purposes,
      retentionDays: consent.retentionDays,
      retainUntil: retainUntilOf(consent),
      evidenceFileId: evidence?.fileId ?? null,
      evidenceMimeType: evidence?.mimeType ?? null,
      evidenceSize: evidence?.size ?? null,
      evidenceSha256: evidence?.sha256 ?? null,
    })),
  );
}

/**
 * The consent record of a lead registered in one statement (`registerAlone`, `registerIntoOpenOrder`): an insert that
 * reads the lead's id from the statement's `inserted` rows, so the lead and its consent commit together. Null for a
 * consent with an evidence file: the file's lock (`lockEvidence`) needs the registration's transaction. The record's
 * fields go as one JSON parameter, made into the table's row by `jsonb_populate_record`: registration is the hottest
 * write path, and one parameter costs the statement's building and binding far less than thirteen.
 */
export function consentInsertFromInserted(prepared: PreparedConsent): SQL | null {
  if (prepared.evidence) return null;
  const { consent, termsFileId } = prepared;
  const record = JSON.stringify({
    channel: consent.channel,
    source_name: consent.sourceName,
    source_url: consent.sourceUrl,
    collected_at: consent.collectedAt.toISOString(),
    terms_version: consent.termsVersion,
    terms_sha256: consent.termsSha256,
    terms_file_id: termsFileId,
    recipients: consent.recipients,
    items: consent.items,
    purposes: consent.purposes,
    retention_days: consent.retentionDays,
    retain_until: retainUntilOf(consent).toISOString(),
  });
  return sql`${CONSENT_FROM_RECORD}${record}::jsonb) as c`;
}

/** The columns a registration's consent record fills, read from its JSON parameter (`consentInsertFromInserted`). */
const CONSENT_FROM_RECORD = sql.raw(
  'insert into lead_consents (lead_id, channel, source_name, source_url, collected_at, terms_version, terms_sha256, ' +
    'terms_file_id, recipients, items, purposes, retention_days, retain_until) ' +
    'select inserted.id, c.channel, c.source_name, c.source_url, c.collected_at, c.terms_version, c.terms_sha256, ' +
    'c.terms_file_id, c.recipients, c.items, c.purposes, c.retention_days, c.retain_until ' +
    'from inserted, jsonb_populate_record(null::lead_consents, ',
);

/**
 * The erasure's part of a consent (consumer-rights §4): in the erasure's transaction, the consents of `leadIds`
 * lose their evidence file (`evidence_file_id` null, `evidence_deleted_at` now; its type, size and hash stay as the
 * record of what was there), and the evidence files no consent names any more are deleted. Returns their storage
 * keys: the caller removes those bytes after its commit (`storage.remove(keys)`), so a rolled-back erasure leaves
 * them. The consent record itself stays: it holds no personal data.
 */
export async function clearConsentEvidence(tx: Executor, leadIds: number[]): Promise<string[]> {
  if (leadIds.length === 0) return [];
  const ids = sql`${sql.param(leadIds)}::bigint[]`;
  const { rows: cleared } = await tx.execute<{ file_id: number }>(sql`
    with old as (
      select lead_id, evidence_file_id from ${leadConsents}
      where lead_id = any(${ids}) and evidence_file_id is not null
      for update
    ), cleared as (
      update ${leadConsents} c set evidence_file_id = null, evidence_deleted_at = now()
      from old where c.lead_id = old.lead_id
      returning old.evidence_file_id as file_id
    )
    select distinct file_id from cleared`);
  const fileIds = cleared.map((r) => Number(r.file_id));
  if (fileIds.length === 0) return [];
  // The files locked first: a registration naming one holds it `for share` until its commit, so once this lock is
  // granted, the statement below (a snapshot of its own) sees that registration's consent and keeps the file; one
  // that comes later finds the file gone (`FILE_NOT_USABLE`).
  await tx.execute(sql`
    select id from ${files} where id = any(${sql.param(fileIds)}::int[]) order by id for update`);
  // Evidence another lead's consent still names (one recording for two numbers) stays until that one is erased.
  const { rows: deleted } = await tx.execute<{ storage_key: string }>(sql`
    delete from ${files} f
    where f.id = any(${sql.param(fileIds)}::int[]) and f.purpose = 'CONSENT_EVIDENCE'
      and not exists (select 1 from ${leadConsents} c where c.evidence_file_id = f.id)
    returning f.storage_key`);
  return deleted.map((r) => r.storage_key);
}

/** The summary every lead shape shows of a consent just stored (as `consentSummaries` reads it back). */
export function summaryOfPrepared({ consent, evidence }: PreparedConsent): ConsentSummary {
  return {
    channel: consent.channel,
    sourceName: consent.sourceName,
    collectedAt: consent.collectedAt.toISOString(),
    termsVersion: consent.termsVersion,
    items: consent.items,
    purposes: consent.purposes,
    retainUntil: retainUntilOf(consent).toISOString(),
    hasEvidence: evidence !== null,
  };
}
