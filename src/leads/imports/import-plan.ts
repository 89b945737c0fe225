import type { MessagePort } from 'node:worker_threads';
import type { SsnPolicy } from '../../db/schema/index.js';
import { checkImportContent, decryptContent, type ImportFileFormat } from '../../files/import-files.js';
import { AppError, badRequest } from '../../platform/errors.js';
import { type PiiKey, PiiVault } from '../../platform/pii.js';
import type { RegionTable } from '../catalog/regions.service.js';
import {
  type Consent,
  type ConsentRuleCode,
  checkConsentFormat,
  columnOfConsentField,
  consentInputOfRow,
  givenFields,
  type PersonalField,
} from '../consent/consent.rules.js';
import { type FieldIssueCode, normalizeLeadFields } from '../core/lead-fields.js';
import { type NewLeadRow, newLeadRow } from '../intake/new-lead-row.js';
import { columnOf, type ImportHeader, type ImportRow, openImportFile, type ParseOptions } from './import-parser.js';

/**
 * The CPU side of an import: the file's rows read, checked and encrypted into batches ready to write. It runs in a
 * worker thread at a lower priority (`import-plan.worker.ts`), so that parsing, encryption and their garbage never
 * hold the event loop that answers requests; the job's thread checks what needs the database (the consent rules,
 * the suppressions, the duplicates, in that order) and writes the batches.
 */

/** The row codes errors.csv uses beyond the field issues, each with its one message. */
export const IMPORT_ROW_ISSUES = {
  DUPLICATE_CONTACT: 'a lead with this phone number exists for this provider',
  CONTACT_SUPPRESSED: 'the person asked not to be contacted (do-not-contact suppression)',
  DUPLICATE_IN_FILE: 'the same phone number as an earlier row of the file',
  CELL_TOO_LONG: 'the cell is longer than 1,000 characters',
} as const;
export type ImportRowCode =
  | FieldIssueCode
  | keyof typeof IMPORT_ROW_ISSUES
  | 'VALIDATION_FAILED'
  | 'SSN_NOT_ACCEPTED'
  | ConsentRowCode;

/** The codes of the consent rules and the evidence file a batch reports for a row (checked by the job's thread). */
export type ConsentRowCode = ConsentRuleCode | 'FILE_NOT_USABLE';

/**
 * One row's outcome before its batch is written: refused by a check this thread makes, or a candidate for the
 * job's thread (which alone decides whether it takes its phone, once the rules before the duplicates have passed).
 */
export type Planned =
  | { kind: 'invalid'; row: number; errors: { column: string; code: ImportRowCode }[] }
  | {
      kind: 'candidate';
      row: number;
      column: string;
      values: NewLeadRow;
      hash: string;
      /** The row's consent, its formats checked (its rules need the database: the job's thread checks them). */
      consent: Consent | null;
      /** The personal fields the row gives (the consent's items must cover them). */
      given: PersonalField[];
    };

export interface PlanJob {
  /** The file as stored, and the key that decrypts it (null: stored plain). */
  file: { bytes: Uint8Array; contentKey: Uint8Array | null };
  parse: ParseOptions;
  regions: RegionTable;
  /** The vault's keys (`PiiVault.keysForWorker`): the thread encrypts as the service does. */
  vault: { keys: PiiKey[]; hmacKey: Uint8Array };
  ids: { providerId: number; productId: number };
  /** The key that started the import (`leads.registered_key_id`); null for the CLI. */
  registeredKeyId: number | null;
  /** The provider's `ssnPolicy`: under REJECT a row with an ssn is refused. */
  ssnPolicy: SsnPolicy;
  /** When the import run started: bounds a consent's `collectedAt` (not in the future). */
  now: number;
  /** The REGISTERED event's detail of every lead. */
  detail: Record<string, unknown>;
  /** A dry run only needs each candidate's blind index. */
  dryRun: boolean;
  /** Rows an earlier run already wrote (the checkpoint): read again only for their phone numbers. */
  skipRows: number;
  /**
   * The rows before the checkpoint that the earlier run refused for anything but a duplicate contact (its
   * errors.csv): they did not take their phone, so a later row of the same phone is not a duplicate of them.
   */
  refusedRows: number[];
  /** Counts the rows first (limits checked before anything is registered). */
  countFirst: boolean;
  batchSize: number;
}

/**
 * The file's plain bytes (decrypted here when it is stored encrypted). Bytes that do not decrypt were altered or
 * damaged in storage: no retry reads them better, so the import fails with `IMPORT_FILE_UNREADABLE`.
 */
function plainBytes(file: PlanJob['file']): Buffer {
  const stored = Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength);
  if (!file.contentKey) return stored;
  try {
    return decryptContent(Buffer.from(file.contentKey), stored);
  } catch {
    throw badRequest('IMPORT_FILE_UNREADABLE', 'The stored file does not read back as it was uploaded');
  }
}

/**
 * A step of a job: the row count; the phones (blind indexes) the rows before the checkpoint took, each with the
 * first row that took it; a batch of rows.
 */
export type PlanStep =
  | { kind: 'total'; total: number }
  | { kind: 'claims'; claims: [hash: string, row: number][] }
  | { kind: 'batch'; rows: Planned[] };

/**
 * The steps of a job, in order: its row count (when asked for), the phones taken before the checkpoint (when it
 * resumes), then its batches from the checkpoint on.
 */
export async function* planSteps(job: PlanJob): AsyncGenerator<PlanStep> {
  const bytes = plainBytes(job.file);
  const vault = new PiiVault(
    job.vault.keys.map((k) => ({ id: k.id, key: Buffer.from(k.key) })),
    Buffer.from(job.vault.hmacKey),
  );
  if (job.countFirst) {
    const counting = await openImportFile(bytes, job.parse);
    let total = 0;
    for await (const _ of counting.rows) total++;
    yield { kind: 'total', total };
  }
  const opened = await openImportFile(bytes, job.parse);
  const { header } = opened;
  const phoneColumn = columnOf(header, 'phone');
  const refused = new Set(job.refusedRows);
  /** Blind index → the first row before the checkpoint that took the phone. */
  const claims = new Map<string, number>();
  let claimsSent = job.skipRows === 0;
  let index = 0;
  let batch: Planned[] = [];
  for await (const row of opened.rows) {
    index++;
    const checked = normalizeLeadFields(row.fields, job.regions);
    if (index <= job.skipRows) {
      // Before the checkpoint: registered or refused by an earlier run, whose errors.csv says which rows passed
      // every rule before the duplicates (their checks are not made again: time may have changed their answer).
      if (checked.ok && row.issues.length === 0 && !refused.has(row.row)) {
        const hash = vault.blindIndex(checked.fields.phone.digits);
        if (!claims.has(hash)) claims.set(hash, row.row);
      }
      continue;
    }
    if (!claimsSent) {
      claimsSent = true;
      yield { kind: 'claims', claims: [...claims] };
    }
    batch.push(
      plan(row, header, checked, phoneColumn, job, (fields) =>
        job.dryRun
          ? ({ phone_hash: vault.blindIndex(fields.phone.digits) } as NewLeadRow)
          : newLeadRow(vault, job.ids, fields, {
              metadata: null,
              detail: job.detail,
              registeredKeyId: job.registeredKeyId,
            }),
      ),
    );
    if (batch.length >= job.batchSize) {
      yield { kind: 'batch', rows: batch };
      batch = [];
    }
  }
  if (batch.length > 0) yield { kind: 'batch', rows: batch };
}

type Checked = ReturnType<typeof normalizeLeadFields>;

function plan(
  row: ImportRow,
  header: ImportHeader,
  checked: Checked,
  phoneColumn: string,
  job: Pick<PlanJob, 'ssnPolicy' | 'now'>,
  values: (fields: Extract<Checked, { ok: true }>['fields']) => NewLeadRow,
): Planned {
  const errors: { column: string; code: ImportRowCode }[] = row.issues.map((i) => ({ column: i.column, code: i.code }));
  if (!checked.ok) {
    for (const issue of checked.issues) errors.push({ column: columnOf(header, issue.field), code: issue.code });
  }
  if (errors.length > 0 || !checked.ok) return { kind: 'invalid', row: row.row, errors };
  // The registration chain after the field formats: the consent's formats, then the provider's ssnPolicy.
  const consentInput = consentInputOfRow(row.consent);
  const format = consentInput ? checkConsentFormat(consentInput, job.now) : null;
  if (format && !format.ok) {
    const column = columnOfConsentField(format.issue.field) ?? 'consent';
    return { kind: 'invalid', row: row.row, errors: [{ column, code: 'VALIDATION_FAILED' }] };
  }
  if (job.ssnPolicy === 'REJECT' && row.fields.ssn !== undefined) {
    return { kind: 'invalid', row: row.row, errors: [{ column: columnOf(header, 'ssn'), code: 'SSN_NOT_ACCEPTED' }] };
  }
  const v = values(checked.fields);
  return {
    kind: 'candidate',
    row: row.row,
    column: phoneColumn,
    values: v,
    hash: v.phone_hash,
    consent: format?.ok ? format.consent : null,
    given: givenFields(row.fields),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The thread

/** Batches the thread may prepare ahead of the one being written (bounds the memory an import holds). */
export const PLAN_AHEAD = 2;

/** What the thread posts: a step, the end, or why it stopped. */
export type PlanMessage = PlanStep | { kind: 'end' } | { kind: 'failed'; problem: PlainProblem | null; detail: string };

/** A thread's task: the job, and the port its steps go through (the job's thread answers each batch it takes). */
export interface PlanTask {
  kind: 'plan';
  job: PlanJob;
  port: MessagePort;
}

/** A thread's task when an import is started: the file's type checked and its header read. */
export interface HeaderTask {
  kind: 'header';
  file: PlanJob['file'];
  mimeType: string;
  parse: Omit<ParseOptions, 'format' | 'limits'>;
}

/** A refusal made in the thread, as plain data (an error's class does not cross threads). */
export interface PlainProblem {
  code: string;
  detail: string;
  status: number;
  errors?: AppError['errors'];
}

export type HeaderResult =
  | { ok: true; format: ImportFileFormat; encoding: string | null }
  | { ok: false; problem: PlainProblem };

/** The plain form of an `AppError` (null for any other error). */
export const plainProblem = (error: unknown): PlainProblem | null =>
  error instanceof AppError
    ? { code: error.code, detail: error.message, status: error.status, errors: error.errors }
    : null;

/** The file's type checked by parsing (`checkImportContent`), then its header read (`openImportFile`). */
export async function readHeader(task: HeaderTask): Promise<HeaderResult> {
  try {
    const bytes = plainBytes(task.file);
    const format = await checkImportContent(bytes, task.mimeType);
    const opened = await openImportFile(bytes, { ...task.parse, format });
    await opened.close();
    return { ok: true, format, encoding: opened.header.encoding };
  } catch (error) {
    const problem = plainProblem(error);
    if (problem) return { ok: false, problem };
    throw error;
  }
}
