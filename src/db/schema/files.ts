import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const FILE_PURPOSES = ['AS_EVIDENCE', 'LEAD_ATTACHMENT', 'CLAIM_DOCUMENT', 'LEAD_IMPORT'] as const;
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
    check('files_purpose', sql`${t.purpose} in ('AS_EVIDENCE', 'LEAD_ATTACHMENT', 'CLAIM_DOCUMENT', 'LEAD_IMPORT')`),
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
