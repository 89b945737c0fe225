/** The console's part of the configuration (`config.console`, loaded by `src/config.ts`). */
export interface ConsoleConfig {
  /** TOTP for ADMIN and REVIEWER operators (`CONSOLE_MFA`, on unless `off`; off by default in the embedded demo). */
  mfa: boolean;
  /**
   * `__Host-ll_session` with `Secure` when PUBLIC_BASE_URL is https; over plain http (the demo, local development)
   * `ll_session` without `Secure`, which a browser would not send back otherwise.
   */
  cookieName: string;
  secureCookie: boolean;
  /** The console's origin, PUBLIC_BASE_URL's: a change must come from it (Origin / Sec-Fetch-Site). */
  origin: string;
  /**
   * Every origin a change is accepted from: `origin`, and in the embedded demo also the loopback addresses
   * (localhost, 127.0.0.1, [::1]) of the port it listens on, whichever of them the browser was pointed at.
   */
  origins: string[];
}
