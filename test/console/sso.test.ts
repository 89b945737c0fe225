import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { operators } from '../../src/db/schema/index.js';
import { freePort } from '../helpers/net.js';
import { SSO_CLIENT, startIdentityProvider } from '../helpers/oidc.js';
import { givenOperator } from '../operators/helpers.js';
import { browserMissing, openConsole, startConsole } from './browser.js';

const skip = browserMissing() ?? undefined;

/** The provider's users: account id (what one types as the login on its page) → claims. */
const accounts: Record<string, { email: string; email_verified: boolean }> = {};

/**
 * Single sign-on as an operator does it: the console's sign-in page, the identity provider's own login and consent
 * pages (oidc-provider, a real OpenID Connect provider on a loopback port), and back to the console.
 */
describe('signing in to the console through the identity provider, in a browser', { skip }, async () => {
  const consolePort = await freePort();
  const issuer = skip
    ? ''
    : await startIdentityProvider(
        await freePort(),
        `http://localhost:${consolePort}/console/api/sso/callback`,
        accounts,
      );
  const server = skip
    ? null
    : await startConsole(
        {
          SSO_ISSUER: issuer,
          SSO_CLIENT_ID: SSO_CLIENT.id,
          SSO_CLIENT_SECRET: SSO_CLIENT.secret,
          SSO_REDIRECT_URIS: 'https://portal.example/after-login',
          CONSOLE_MFA: 'on',
        },
        // The provider on 127.0.0.1, the console on localhost: two sites, as a company's provider and the console
        // are, so the return to the console is a cross-site navigation (what the SameSite=Strict cookie is about).
        { port: consolePort, host: 'localhost' },
      );

  /**
   * From the console's sign-in page through the provider's pages, typed as a person would, back to the console.
   * Returns the address the callback's page sent the browser to.
   */
  async function throughProvider(page: Page, login: string): Promise<URL> {
    const sso = page.getByRole('link', { name: '회사 계정(SSO)으로 로그인' });
    await sso.waitFor();
    await sso.click();
    await page.waitForURL((url) => url.origin === issuer);
    await page.getByPlaceholder('Enter any login').fill(login);
    await page.getByPlaceholder('and password').fill('any password');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    const landed = page.waitForRequest(
      (r) => r.isNavigationRequest() && r.url().startsWith(`${server!.base}/console/`) && !r.url().includes('/api/'),
    );
    await page.getByRole('button', { name: 'Continue' }).click();
    return new URL((await landed).url());
  }

  /** The provider's page styles import a web font from the internet: not part of what is tested here. */
  async function opened() {
    const opened = await openConsole(server!);
    await opened.context.route(/^https?:\/\/(?!(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort());
    return opened;
  }

  test('an existing operator: the provider signs in, the console opens on the drawn dashboard with a strict cookie', async () => {
    const op = await givenOperator(server!.db, 'VIEWER', { email: 'sso.browser@example.com' });
    accounts['browser-1'] = { email: 'SSO.Browser@example.com', email_verified: true };
    const { page, context, problems } = await opened();
    assert.equal((await throughProvider(page, 'browser-1')).search, '');

    await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
    assert.match((await page.getByRole('banner').textContent()) ?? '', new RegExp(`${op.name} \\(조회자\\)`));
    const cookies = (await context.cookies()).filter((c) => c.name === 'll_session');
    assert.equal(cookies.length, 1, 'one session cookie');
    assert.equal(cookies[0].sameSite, 'Strict');
    assert.equal(cookies[0].httpOnly, true);
    const [row] = await server!.db.select().from(operators).where(eq(operators.id, op.id));
    assert.equal(row.ssoSubject, 'browser-1', 'bound to the provider’s subject');
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an e-mail that is no operator ends on the sign-in page with the refusal, and no session', async () => {
    accounts['browser-2'] = { email: 'nobody-here@example.com', email_verified: true };
    const { page, context, problems } = await opened();
    assert.equal((await throughProvider(page, 'browser-2')).search, '?sso=refused');

    await page.getByRole('alert').waitFor();
    assert.match((await page.getByRole('alert').textContent()) ?? '', /회사 계정으로 로그인하지 못했습니다/);
    await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    assert.equal((await context.cookies()).filter((c) => c.name === 'll_session').length, 0);
    assert.equal(await page.getByRole('navigation', { name: '주 메뉴' }).count(), 0);
    // Said once: the address forgets it, so a reload does not repeat an old refusal.
    await page.waitForFunction(() => window.location.search === '');
    await page.reload();
    await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    assert.equal(await page.getByRole('alert').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('an ADMIN with CONSOLE_MFA=on: the return goes on to the TOTP step, then to the dashboard', async () => {
    const secret = new Secret({ size: 20 });
    const op = await givenOperator(server!.db, 'ADMIN', {
      email: 'sso.admin@example.com',
      totpSecretEnc: server!.app.deps.operators.vault.encrypt(secret.base32),
    });
    accounts['browser-3'] = { email: 'sso.admin@example.com', email_verified: true };
    const { page, context, problems } = await opened();
    assert.equal((await throughProvider(page, 'browser-3')).search, '?step=totp');

    await page.getByText('인증 앱에 표시된 6자리 코드를 입력하세요.').waitFor();
    assert.equal(await page.getByRole('navigation', { name: '주 메뉴' }).count(), 0, 'not signed in before the code');
    await page.getByLabel('인증 코드').first().click();
    await page.keyboard.type(new TOTP({ secret }).generate());
    await page.getByRole('button', { name: '확인' }).click();

    await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
    assert.match((await page.getByRole('banner').textContent()) ?? '', new RegExp(`${op.name} \\(관리자\\)`));
    const cookies = (await context.cookies()).filter((c) => c.name === 'll_session');
    assert.equal(cookies.length, 1);
    assert.equal(cookies[0].sameSite, 'Strict');

    // Signing out later starts again from the e-mail and password, not from the code step of that return.
    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByLabel('이메일').waitFor();
    assert.equal(await page.getByLabel('인증 코드').count(), 0);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
