import type { FileRow } from '../db/schema/index.js';
import { forbidden, validationFailed } from '../platform/errors.js';
import type { FileOwner } from './file.access.js';
import {
  ALLOWED_MIME_TYPES,
  CONSENT_EVIDENCE_MIME_TYPES,
  CONSENT_TERMS_MIME_TYPES,
  isImportMimeType,
  MAX_FILE_SIZE,
  type UploadMimeType,
} from './file-types.js';

type FilePurpose = FileRow['purpose'];

/** Who may upload what, and which types and sizes each purpose takes (`issueUploadUrl`). */

/**
 * Provider keys upload lead attachments and import files only, and only they upload import files (contract 5,
 * "Keys"); tokens upload claim documents only.
 */
const PROVIDER_PURPOSES: readonly FilePurpose[] = [
  'LEAD_ATTACHMENT',
  'LEAD_IMPORT',
  'CONSENT_EVIDENCE',
  'CONSENT_TERMS',
];
/** What only a provider key uploads: its import files and its consents' evidence and terms. */
const PROVIDER_ONLY_PURPOSES: readonly FilePurpose[] = ['LEAD_IMPORT', 'CONSENT_EVIDENCE', 'CONSENT_TERMS'];

export function checkPurposeAllowed(owner: FileOwner, purpose: FilePurpose) {
  if (owner.kind === 'provider' && !PROVIDER_PURPOSES.includes(purpose)) {
    throw forbidden('KEY_SCOPE', `A provider key may upload ${PROVIDER_PURPOSES.join(', ')} files only`);
  }
  if (owner.kind === 'portal' && PROVIDER_ONLY_PURPOSES.includes(purpose)) {
    throw forbidden('KEY_SCOPE', `Only a provider key may upload ${purpose} files`);
  }
  if ((owner.kind === 'consultant' || owner.kind === 'client') && purpose !== 'CLAIM_DOCUMENT') {
    throw forbidden('TOKEN_SCOPE', 'An access token may upload CLAIM_DOCUMENT files only');
  }
}

/** Import files are CSV, text or XLSX of at most 50 MiB; every other file JPEG, PNG, HEIC or PDF of at most 20 MiB. */
export function checkTypeForPurpose(purpose: FilePurpose, mimeType: UploadMimeType, size: number) {
  if (purpose === 'LEAD_IMPORT') {
    if (!isImportMimeType(mimeType)) {
      throw validationFailed(
        'mimeType',
        'must be text/csv, text/plain, application/vnd.ms-excel or XLSX for LEAD_IMPORT',
      );
    }
    return;
  }
  if (purpose === 'CONSENT_EVIDENCE' || purpose === 'CONSENT_TERMS') {
    const allowed: readonly string[] =
      purpose === 'CONSENT_EVIDENCE' ? CONSENT_EVIDENCE_MIME_TYPES : CONSENT_TERMS_MIME_TYPES;
    if (!allowed.includes(mimeType)) throw validationFailed('mimeType', `must be ${allowed.join(', ')} for ${purpose}`);
    if (size > MAX_FILE_SIZE) throw validationFailed('size', `must be at most 20 MiB for ${purpose}`);
    return;
  }
  if (!(ALLOWED_MIME_TYPES as readonly string[]).includes(mimeType)) {
    throw validationFailed('mimeType', 'must be image/jpeg, image/png, image/heic or application/pdf');
  }
  if (size > MAX_FILE_SIZE) throw validationFailed('size', 'must be at most 20 MiB (50 MiB for LEAD_IMPORT)');
}
