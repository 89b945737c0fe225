import { Type } from 'typebox';
import { FILE_PURPOSES, FILE_STATUSES } from '../db/schema/files.js';
import { component } from '../platform/openapi.js';
import { DateTime, PortalId, StrictObject } from '../platform/schemas.js';
import { MAX_IMPORT_FILE_SIZE, UPLOAD_MIME_TYPES } from './file-types.js';

export const FilePurposeSchema = Type.Enum(FILE_PURPOSES, { description: 'What the file will be attached to' });

export const MimeTypeSchema = Type.Enum(UPLOAD_MIME_TYPES, {
  description:
    'JPEG, PNG, HEIC or PDF (the first bytes of the upload must show this type); for LEAD_IMPORT CSV or text ' +
    '(text/csv, text/plain, application/vnd.ms-excel) or XLSX, checked by parsing; for CONSENT_EVIDENCE also a ' +
    'call recording (audio/mpeg, audio/mp4, audio/wav); for CONSENT_TERMS PDF or UTF-8 text (text/plain)',
});

export const UploadUrlBody = StrictObject({
  portalId: Type.Optional({ ...PortalId, description: 'Required with a portal key; omitted with a provider key' }),
  fileName: Type.String({
    minLength: 1,
    maxLength: 255,
    // No control characters: the name is shown to people and put in headers.
    pattern: '^[^\\u0000-\\u001f\\u007f]+$',
    description: 'The original file name, shown as originalName',
  }),
  mimeType: MimeTypeSchema,
  size: Type.Integer({
    minimum: 1,
    maximum: MAX_IMPORT_FILE_SIZE,
    description: 'Exact size in bytes (at most 20 MiB; 50 MiB for LEAD_IMPORT)',
  }),
  purpose: FilePurposeSchema,
});

export const UploadUrlResponse = component(
  'UploadUrl',
  Type.Object({
    fileId: Type.String(),
    uploadUrl: Type.String({ description: 'PUT the bytes here before expiresAt' }),
    method: Type.Literal('PUT'),
    headers: Type.Record(Type.String(), Type.String(), { description: 'Send these headers with the PUT' }),
    expiresAt: Type.String({ format: 'date-time' }),
  }),
);

/** The "Evidence file" shape of the lead interface (2.7): a file as it is attached to a lead or an AS request. */
export const EvidenceFile = component(
  'EvidenceFile',
  Type.Object({
    id: Type.String(),
    originalName: Type.String(),
    mimeType: Type.String(),
    size: Type.Integer(),
    createdAt: DateTime,
    cdnUrl: Type.String(),
  }),
);

export const FileStatusResponse = component(
  'FileStatus',
  Type.Object({
    id: Type.String(),
    originalName: Type.String(),
    mimeType: Type.String(),
    size: Type.Integer(),
    createdAt: Type.String({ format: 'date-time' }),
    cdnUrl: Type.String(),
    purpose: FilePurposeSchema,
    status: Type.Enum(FILE_STATUSES),
  }),
);

export const FileIdParams = Type.Object({ fileId: Type.String({ maxLength: 32 }) });

export const CompleteBody = StrictObject({
  portalId: Type.Optional({ ...PortalId, description: 'Required with a portal key; omitted with a provider key' }),
});

export const SignedUploadQuery = StrictObject({
  expires: Type.String({ pattern: '^[0-9]{1,12}$' }),
  signature: Type.String({ minLength: 1, maxLength: 128 }),
});

export const StoredFileParams = Type.Object({ key: Type.String({ maxLength: 64 }) });
