import { systemClock } from '../../platform/clock.js';
import type { Supply } from '../catalog/supply-cache.js';
import { columnOfConsentField } from '../consent/consent.rules.js';
import { checkConsent, memoizedTerms, type PreparedConsent, rowIssueOf } from '../consent/consent.service.js';
import type { ConsentRowCode, Planned } from './import-plan.js';
import type { ImportDeps } from './imports.service.js';

/**
 * The consent rules of an import's rows, by the job's thread before their batch is written: the registered terms,
 * the product's settings and the evidence files need the database, which the planning thread has not. A row that
 * breaks one becomes invalid with the rule's code in errors.csv, and nothing of it is stored. The registered terms
 * are asked once per (provider, version) for the batch.
 */

export type CheckedCandidate = Extract<Planned, { kind: 'candidate' }> & { prepared: PreparedConsent | null };
export type Checked = Exclude<Planned, { kind: 'candidate' }> | CheckedCandidate;

/** The errors.csv column of a refused consent field (`consent.termsVersion` → `consent_terms_version`). */
const columnOfIssue = (field: string) =>
  field.startsWith('consent.') ? (columnOfConsentField(field.slice('consent.'.length)) ?? field) : field;

export async function checkBatchConsents(deps: ImportDeps, supply: Supply, rows: Planned[]): Promise<Checked[]> {
  const now = (deps.clock ?? systemClock)();
  const terms = memoizedTerms(deps.db);
  const checked: Checked[] = [];
  for (const row of rows) {
    if (row.kind !== 'candidate') checked.push(row);
    else if (row.consent === null && !supply.product.consentRequired) checked.push({ ...row, prepared: null });
    else {
      try {
        const prepared = await checkConsent(deps, supply, row.consent, row.given, now, terms);
        checked.push({ ...row, prepared });
      } catch (error) {
        const issue = rowIssueOf(error);
        if (!issue) throw error;
        checked.push({
          kind: 'invalid',
          row: row.row,
          errors: [{ column: columnOfIssue(issue.field), code: issue.code as ConsentRowCode }],
        });
      }
    }
  }
  return checked;
}
