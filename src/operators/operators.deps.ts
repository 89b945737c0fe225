import type { Db } from '../db/client.js';
import type { AuthFailureGuard } from '../platform/auth.js';
import type { Clock } from '../platform/clock.js';
import type { PiiVault } from '../platform/pii.js';
import type { ConsoleConfig } from './operators.config.js';

/** What the operators feature needs. */
export interface OperatorDeps {
  db: Db;
  /** Encrypts TOTP secrets at rest. */
  vault: PiiVault;
  config: ConsoleConfig;
  /** Base of the password links. */
  publicBaseUrl: string;
  /** The sessions' idle and absolute limits and the links' expiry follow it. */
  clock: Clock;
  /** The failed-authentication limit per address; null when rate limiting is off. */
  authFailures: AuthFailureGuard | null;
}
