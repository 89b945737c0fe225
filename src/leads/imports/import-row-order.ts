import { columnOfConsentField } from '../consent/consent.rules.js';
import type { Checked, CheckedCandidate } from './import-consent-rules.js';

/**
 * The rules of an import's rows after their consent rules, in the registration chain's order (contract §5,
 * consumer-rights §1): the evidence file still there (part of the consent), the suppression, then the duplicate in
 * the file. A row takes its phone only once it passed every rule before the duplicates, so a row refused for its
 * consent or a suppression never makes a later row of the same phone a `DUPLICATE_IN_FILE`.
 */

/** Blind index → the first row of the file that took the phone (an earlier batch's, or an earlier run's). */
export class PhoneClaims {
  private readonly first = new Map<string, number>();

  adopt(claims: Iterable<[hash: string, row: number]>): void {
    for (const [hash, row] of claims) if (!this.first.has(hash)) this.first.set(hash, row);
  }

  firstRow(hash: string): number | undefined {
    return this.first.get(hash);
  }
}

export interface RowError {
  row: number;
  column: string;
  code: string;
  firstRow: number | null;
}

/** A batch's rows sorted out: those to register (in file order), the refusals, the phones they took. */
export interface OrderedBatch {
  toRegister: CheckedCandidate[];
  errors: RowError[];
  invalid: number;
  duplicates: number;
  /** The phones this batch's rows took: the claims adopt them once the batch has committed. */
  claimed: [hash: string, row: number][];
}

/** What the batch's transaction found: evidence files gone since their check, suppressed phones. */
export interface BatchFindings {
  goneFiles: ReadonlySet<number>;
  suppressed: ReadonlySet<string>;
}

const EVIDENCE_COLUMN = columnOfConsentField('evidenceFileId') ?? 'consent_evidence_file_id';

/** The rule after the consent's that refuses a candidate, or null when it may take its phone. */
function refusalOf(c: CheckedCandidate, found: BatchFindings): RowError | null {
  const fileId = c.prepared?.evidence?.fileId;
  if (fileId !== undefined && found.goneFiles.has(fileId)) {
    return { row: c.row, column: EVIDENCE_COLUMN, code: 'FILE_NOT_USABLE', firstRow: null };
  }
  if (found.suppressed.has(c.hash)) return { row: c.row, column: c.column, code: 'CONTACT_SUPPRESSED', firstRow: null };
  return null;
}

export function orderBatch(batch: Checked[], found: BatchFindings, claims: PhoneClaims): OrderedBatch {
  const out: OrderedBatch = { toRegister: [], errors: [], invalid: 0, duplicates: 0, claimed: [] };
  const takenHere = new Map<string, number>();
  for (const p of batch) {
    if (p.kind === 'invalid') {
      out.invalid++;
      for (const e of p.errors) out.errors.push({ row: p.row, column: e.column, code: e.code, firstRow: null });
      continue;
    }
    const refusal = refusalOf(p, found);
    if (refusal) {
      out.invalid++;
      out.errors.push(refusal);
      continue;
    }
    const firstRow = claims.firstRow(p.hash) ?? takenHere.get(p.hash);
    if (firstRow !== undefined) {
      out.duplicates++;
      out.errors.push({ row: p.row, column: p.column, code: 'DUPLICATE_IN_FILE', firstRow });
      continue;
    }
    takenHere.set(p.hash, p.row);
    out.toRegister.push(p);
  }
  out.claimed = [...takenHere];
  return out;
}
