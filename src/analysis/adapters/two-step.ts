/**
 * The shape of every outside institution the analyses reach (contract §7.1): Korean data providers (CODEF,
 * Hyphen, Tilko) work in two steps. `begin` starts the provider's transaction — the data source sends the client a
 * code or an app push — and `continue` finishes it with the code (or after the approval) and returns the data.
 *
 * `providerTxn` is whatever the adapter needs to continue: the provider's job and transaction ids and the first
 * call's parameters. The service stores it encrypted with the request, never returns or logs it, and deletes it when
 * the request ends; it never calls `continue` after `expiresAt`.
 */
export type ProviderTxn = Record<string, unknown>;

export type AuthMethod = 'SMS_CODE' | 'APP_PUSH';

export type BeginResult =
  | { outcome: 'STARTED'; providerTxn: ProviderTxn; expiresAt: Date; method: AuthMethod }
  /** The source needs the client's account there (`institutionLogin`) and none was given, or it was refused. */
  | { outcome: 'ACCOUNT_REQUIRED' }
  | { outcome: 'FAILED'; code: string; message: string };

export type ContinueResult<Data> =
  | { outcome: 'DATA'; data: Data }
  /** An app push not approved yet: ask again later. */
  | { outcome: 'PENDING' }
  /** A wrong code; `attemptsLeft` when the provider counts them (else the service counts: 5). */
  | { outcome: 'WRONG_CODE'; attemptsLeft?: number }
  | { outcome: 'DENIED' }
  | { outcome: 'EXPIRED' }
  | { outcome: 'ACCOUNT_REQUIRED' }
  | { outcome: 'FAILED'; code: string; message: string };

export interface TwoStepAdapter<Input, Data> {
  /** The configuration value that chooses it (`sandbox`, `codef`, ...). */
  readonly name: string;
  /** True for the sandbox adapters: every response then carries `X-Sandbox: true`. */
  readonly sandbox: boolean;
  begin(input: Input, now: Date): Promise<BeginResult>;
  continue(providerTxn: ProviderTxn, code: string | undefined, now: Date): Promise<ContinueResult<Data>>;
}
