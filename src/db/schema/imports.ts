import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products, providers } from './catalog.js';
import { files } from './files.js';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date', precision: 3 });

export const LEAD_IMPORT_STATUSES = ['QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;
export type LeadImportStatus = (typeof LEAD_IMPORT_STATUSES)[number];

/**
 * A bulk lead import: one uploaded file registered in batches by a job. `processedRows` is the checkpoint, moved in
 * each batch's transaction with the batch's leads, errors and counters: a restarted job resumes after it.
 */
export const leadImports = pgTable(
  'lead_imports',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => providers.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    /** The uploaded file; null once the import ended (the file is deleted then). */
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    format: text('format', { enum: ['csv', 'xlsx'] }).notNull(),
    /** The encoding asked for (null: detected), and the one the file was read with. */
    encoding: text('encoding'),
    detectedEncoding: text('detected_encoding'),
    columnMapping: jsonb('column_mapping').$type<Record<string, string>>(),
    dryRun: boolean('dry_run').notNull().default(false),
    status: text('status', { enum: LEAD_IMPORT_STATUSES }).notNull().default('QUEUED'),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    /** Data rows of the file, known after its first reading. */
    totalRows: integer('total_rows'),
    processedRows: integer('processed_rows').notNull().default(0),
    registered: integer('registered').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    /** Why a FAILED import stopped: a problem code and its detail (never a cell's content). */
    failureCode: text('failure_code'),
    failureDetail: text('failure_detail'),
    /**
     * Who started it (ids only: `{kind: 'provider', keyId, providerId}`); the job registers as them, so the leads'
     * records name the same actor as a single registration by that caller would.
     */
    caller: jsonb('caller').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('lead_imports_status', sql`${t.status} in ('QUEUED', 'RUNNING', 'COMPLETED', 'FAILED', 'CANCELLED')`),
    check('lead_imports_format', sql`${t.format} in ('csv', 'xlsx')`),
    check(
      'lead_imports_counters',
      sql`${t.processedRows} >= 0 and ${t.registered} + ${t.duplicates} + ${t.invalid} = ${t.processedRows}`,
    ),
    index('lead_imports_provider').on(t.providerId, t.createdAt),
    // A file is read by one running import at a time.
    uniqueIndex('lead_imports_file_open').on(t.fileId).where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
    index('lead_imports_open').on(t.updatedAt).where(sql`${t.status} in ('QUEUED', 'RUNNING')`),
  ],
);

/** What was wrong with the rows of an import: codes of a fixed catalogue, never a cell's content. */
export const leadImportErrors = pgTable(
  'lead_import_errors',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    importId: bigint('import_id', { mode: 'number' })
      .notNull()
      .references(() => leadImports.id, { onDelete: 'cascade' }),
    row: integer('row').notNull(),
    /** The column's letter and field (`B (phone)`). */
    column: text('column').notNull(),
    code: text('code').notNull(),
    /** DUPLICATE_IN_FILE: the row that holds the phone number first. */
    firstRow: integer('first_row'),
  },
  (t) => [index('lead_import_errors_import').on(t.importId, t.row, t.id)],
);
