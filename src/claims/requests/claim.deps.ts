import type { Static } from 'typebox';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../platform/clock.js';
import type { PiiVault } from '../../platform/pii.js';
import type { ClaimRecord, HistoryBody } from './requests.schemas.js';

/** What the claim services use; built once by the routes. */
export interface ClaimDeps {
  db: Db;
  vault: PiiVault;
  clock: Clock;
  /**
   * Queues the dispatch of a committed claim. It does not fail: a send that is lost is queued by the sweep.
   */
  dispatch(claimId: number): Promise<void>;
}

export type ClaimHistoryInput = Static<typeof HistoryBody>;
export type ClaimRecordView = Static<typeof ClaimRecord>;
