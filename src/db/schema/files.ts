import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const FILE_PURPOSES = [
  'AS_EVIDENCE',
  'LEAD_ATTACHMENT',
  'CLAIM_DOCUMENT',
  'LEAD_IMPORT',
  'CONSENT_EVIDENCE',
  'CONSENT_TERMS',
] as const;
export const FILE_STATUSES = ['PENDING', 'UPLOADED'] as const;
/** Who asked for the upload URL: only they may attach the file. */
export const FILE_OWNER_KINDS = ['portal', 'provider', 'consultant', 'client'] as const;

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    ownerKind: text('owner_kind', { enum: FILE_OWNER_KINDS }).notNull(),
    /** Portal user id, provider id, consultant id or system client id, as text. */
    ownerId: text('owner_id').notNull(),
    purpose: text('purpose', { enum: FILE_PURPOSES }).notNull(),
    status: text('status', { enum: FILE_STATUSES }).notNull().default('PENDING'),
    /** As the client named it; may be personal data, so it is never logged. */
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').notNull(),
    /** Declared at upload-URL time; the stored bytes must have exactly this size. */
    size: integer('size').notNull(),
    /** Unguessable object name in the storage (local disk or S3 bucket). */
    storageKey: text('storage_key').notNull().unique(),
    cdnUrl: text('cdn_url').notNull(),
    /** The upload URL stops working at this time; a file still PENDING after it is cleaned up. */
    uploadExpiresAt: ts('upload_expires_at').notNull(),
    uploadedAt: ts('uploaded_at'),
    /**
     * The key the stored bytes are encrypted with, sealed by the PII vault (import files on local disk); null for
     * files stored as sent. Deleting the row leaves the bytes unreadable.
     */
    contentKey: text('content_key'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('files_status', sql`${t.status} in ('PENDING', 'UPLOADED')`),
    check(
      'files_purpose',
      sql`${t.purpose} in ('AS_EVIDENCE', 'LEAD_ATTACHMENT', 'CLAIM_DOCUMENT', 'LEAD_IMPORT', 'CONSENT_EVIDENCE', 'CONSENT_TERMS')`,
    ),
    check('files_owner_kind', sql`${t.ownerKind} in ('portal', 'provider', 'consultant', 'client')`),
    // 20 MiB, and 50 MiB for a lead import's file.
    check(
      'files_size',
      sql`${t.size} between 1 and (case when ${t.purpose} = 'LEAD_IMPORT' then 52428800 else 20971520 end)`,
    ),
    check('files_uploaded_at', sql`(${t.status} = 'UPLOADED') = (${t.uploadedAt} is not null)`),
    index('files_owner').on(t.ownerKind, t.ownerId),
    index('files_import_uploaded').on(t.createdAt).where(sql`${t.purpose} = 'LEAD_IMPORT'`),
    index('files_pending_expiry').on(t.uploadExpiresAt).where(sql`${t.status} = 'PENDING'`),
  ],
);

export type FileRow = typeof files.$inferSelect;

/** Binary column: `pg` answers a Buffer, PGlite a Uint8Array; both come back as a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
  toDriver: (value) => value,
});

/**
 * Rendered previews (PNG) of uploaded files, one row per page, so that a page is rendered once
 * (`GET /admin/v1/files/{id}/preview`). Deleting the file deletes its previews (cascade); the file clean-up job also
 * drops previews older than `PREVIEW_CACHE_TTL_MS`, to be rendered again if asked for.
 */
export const filePreviews = pgTable(
  'file_previews',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    /** How many pages the file has (1 for an image). */
    pages: integer('pages').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    png: bytea('png').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.fileId, t.page] }),
    check('file_previews_page', sql`${t.page} between 1 and ${t.pages}`),
    index('file_previews_created').on(t.createdAt),
  ],
);

export type FilePreviewRow = typeof filePreviews.$inferSelect;

/**
 * Files refused a preview (damaged, over a preview's limits of memory, operations or time): asked again, either preview
 * route answers 422 at once instead of decoding the file again. Dropped with the file, and by the file clean-up job
 * after `PREVIEW_CACHE_TTL_MS` as previews are (a refusal for time on a loaded machine is tried again then).
 */
export const filePreviewRefusals = pgTable(
  'file_preview_refusals',
  {
    fileId: integer('file_id')
      .primaryKey()
      .references(() => files.id, { onDelete: 'cascade' }),
    /** The renderer's words, no file content: the problem's detail. */
    reason: text('reason').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('file_preview_refusals_created').on(t.createdAt)],
);
