import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import { consentTerms, files, providers } from '../../db/schema/index.js';
import { completeUpload, createUpload, type UploadUrlView } from '../../files/files.service.js';
import type { FileStorage } from '../../files/storage/index.js';
import { checkTypeForPurpose } from '../../files/upload-purposes.js';
import type { Caller } from '../../platform/access/caller.js';
import type { Clock } from '../../platform/clock.js';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { iso, parseIntId } from '../../platform/schemas.js';
import { withTransaction } from '../../platform/transactions.js';
import type { ConsentTerms, ConsentTermsList, RegisterTermsBody, TermsUploadBody } from './consent.schemas.js';

/**
 * Consent terms, registered per provider and version (`PUT /admin/v1/providers/{id}/consent-terms/{termsVersion}`):
 * the service hashes the stored bytes itself, and a registered version never changes (the same bytes again answer
 * the registered terms; other bytes → 409 `CONSENT_TERMS_EXISTS`). An admin key, or the provider's own key.
 */

export interface TermsDeps {
  db: Db;
  storage?: FileStorage;
  clock: Clock;
}

type TermsView = Static<typeof ConsentTerms>;
type TermsRow = typeof consentTerms.$inferSelect;

const termsView = (row: TermsRow): TermsView => ({
  providerId: String(row.providerId),
  termsVersion: row.termsVersion,
  sha256: row.sha256,
  fileId: String(row.fileId),
  createdAt: iso(row.createdAt)!,
});

const notUsable = (message: string) =>
  badRequest('FILE_NOT_USABLE', `fileId: ${message}`, [{ field: 'fileId', message }]);

/** The provider of the path (404 when there is none); a provider key may act for its own provider only. */
async function requireProvider(db: Db, caller: Caller, rawId: string): Promise<number> {
  const id = parseIntId(rawId);
  const [row] = id === null ? [] : await db.select({ id: providers.id }).from(providers).where(eq(providers.id, id));
  if (!row) throw notFound('Provider');
  if (caller.kind === 'provider' && caller.providerId !== row.id) {
    throw forbidden('KEY_SCOPE', 'This key may not act for that provider');
  }
  return row.id;
}

/** The bytes of a CONSENT_TERMS file of the provider, checked: a PDF, or text that decodes as UTF-8. */
async function termsBytes(deps: TermsDeps, providerId: number, rawFileId: string) {
  const fileId = parseIntId(rawFileId);
  const [file] =
    fileId === null
      ? []
      : await deps.db
          .select()
          .from(files)
          .where(and(eq(files.id, fileId), eq(files.ownerKind, 'provider'), eq(files.ownerId, String(providerId))));
  if (!file) throw notUsable('is not a file of this provider');
  if (file.purpose !== 'CONSENT_TERMS') throw notUsable(`was uploaded for ${file.purpose}, not CONSENT_TERMS`);
  if (file.status !== 'UPLOADED') await completePending(deps, providerId, file.id);
  const bytes = deps.storage ? await deps.storage.read(file.storageKey) : null;
  if (!bytes) throw notUsable('has no stored bytes');
  if (file.mimeType === 'text/plain') {
    try {
      new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      throw notUsable('is not UTF-8 text');
    }
  }
  return { fileId: file.id, sha256: createHash('sha256').update(bytes).digest('hex') };
}

export async function registerConsentTerms(
  deps: TermsDeps,
  caller: Caller,
  input: { id: string; termsVersion: string } & Static<typeof RegisterTermsBody>,
): Promise<TermsView> {
  const providerId = await requireProvider(deps.db, caller, input.id);
  const { fileId, sha256 } = await termsBytes(deps, providerId, input.fileId);
  return withTransaction(deps.db, async (tx) => {
    const [created] = await tx
      .insert(consentTerms)
      .values({ providerId, termsVersion: input.termsVersion, sha256, fileId })
      .onConflictDoNothing()
      .returning();
    if (created) {
      await emit(tx, caller, [
        {
          type: 'audit',
          action: 'CONSENT_TERMS_REGISTERED',
          target: `provider:${providerId}`,
          detail: { termsVersion: input.termsVersion, sha256, fileId },
        },
      ]);
      return termsView(created);
    }
    const [existing] = await tx
      .select()
      .from(consentTerms)
      .where(and(eq(consentTerms.providerId, providerId), eq(consentTerms.termsVersion, input.termsVersion)));
    if (existing.sha256 !== sha256) {
      throw conflict('CONSENT_TERMS_EXISTS', 'termsVersion: this version is registered with other bytes');
    }
    return termsView(existing);
  });
}

/**
 * A signed URL for the console to upload a provider's terms file (`POST /admin/v1/providers/{id}/consent-terms/
 * upload-url`, ADMIN): the file is the provider's (as if its key had uploaded it), purpose `CONSENT_TERMS`, PDF or
 * UTF-8 text of at most 20 MiB; registering a version with it follows, as with a file the provider sent.
 */
export async function issueTermsUploadUrl(
  deps: TermsDeps,
  caller: Caller,
  input: { id: string } & Static<typeof TermsUploadBody>,
): Promise<UploadUrlView> {
  const providerId = await requireProvider(deps.db, caller, input.id);
  if (!deps.storage) throw new Error('consent terms need the file storage');
  const { fileName, mimeType, size } = input;
  checkTypeForPurpose('CONSENT_TERMS', mimeType, size);
  const owner = { kind: 'provider' as const, id: providerId };
  return createUpload(
    deps.db,
    deps.storage,
    { owner, fileName, mimeType, size, purpose: 'CONSENT_TERMS' },
    new Date(deps.clock()),
  );
}

/**
 * A file whose bytes went to S3 is still PENDING until someone says the upload ended: registering it says so (the
 * stored size and first bytes checked as `POST /api/v1/files/{id}/complete` checks them). Local storage marks it
 * UPLOADED at the PUT already.
 */
async function completePending(deps: TermsDeps, providerId: number, fileId: number) {
  if (!deps.storage) throw notUsable('has not been uploaded');
  try {
    const asProvider: Caller = { kind: 'provider', keyId: 0, providerId };
    await completeUpload(deps.db, deps.storage, String(fileId), asProvider, new Date(deps.clock()));
  } catch (err) {
    if (err instanceof AppError) throw notUsable('has not been uploaded');
    throw err;
  }
}

export async function listConsentTerms(
  deps: TermsDeps,
  caller: Caller,
  input: { id: string },
): Promise<Static<typeof ConsentTermsList>> {
  const providerId = await requireProvider(deps.db, caller, input.id);
  const rows = await deps.db
    .select()
    .from(consentTerms)
    .where(eq(consentTerms.providerId, providerId))
    .orderBy(asc(consentTerms.createdAt), asc(consentTerms.termsVersion));
  return { data: rows.map(termsView) };
}
