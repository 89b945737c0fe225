import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after } from 'node:test';
import Provider from 'oidc-provider';

export const SSO_CLIENT = { id: 'leadline', secret: 'leadline-test-secret' };

/**
 * A real OpenID Connect provider (oidc-provider) on `port`, for one client whose callback is `redirectUri`; it signs
 * in the accounts of `accounts` (account id → claims; change it between tests) with any password, and stops when the
 * test file ends. Returns its issuer URL.
 */
export async function startIdentityProvider(
  port: number,
  redirectUri: string,
  accounts: Record<string, Record<string, unknown>>,
): Promise<string> {
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: SSO_CLIENT.id,
        client_secret: SSO_CLIENT.secret,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    findAccount: async (_ctx: unknown, id: string) =>
      accounts[id] ? { accountId: id, claims: async () => ({ sub: id, ...accounts[id] }) } : undefined,
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['role'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    cookies: { keys: ['sso-test-cookie-key'] },
  });
  const server = createServer(provider.callback());
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  after(() => new Promise((resolve) => server.close(resolve)));
  return issuer;
}

export interface BrowseEnd {
  /** The URL the walk ended at. */
  url: URL;
  /** Every request made: `METHOD url → status`. */
  visited: string[];
  /** The last answer, unless the walk stopped before requesting `url`. */
  answer?: { status: number; html: string; cookies: string[]; headers: Headers };
}

/**
 * A browser over real HTTP from `startUrl`: follows redirects with a cookie jar for the identity provider `issuer`,
 * signs in as `login` on its login page and accepts its consent page. It stops before requesting a URL for which
 * `stop` says 'before', after one for which it says 'after', and at any answer that is neither a redirect nor a form.
 */
export async function browse(
  startUrl: string,
  login: string,
  issuer: string,
  stop: (url: URL) => 'before' | 'after' | false,
): Promise<BrowseEnd> {
  const jar = new Map<string, string>();
  const visited: string[] = [];
  let url = startUrl;
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    const target = new URL(url);
    if (stop(target) === 'before') return { url: target, visited };
    const headers: Record<string, string> = {};
    if (target.origin === issuer && jar.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (body) headers['content-type'] = 'application/x-www-form-urlencoded';
    const res = await fetch(url, { method, headers, body, redirect: 'manual' });
    visited.push(`${method} ${url} → ${res.status}`);
    if (target.origin === issuer) {
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const [name, ...value] = pair.split('=');
        jar.set(name.trim(), value.join('='));
      }
    }
    const redirect = res.status >= 300 && res.status < 400;
    if (stop(target) === 'after' || !redirect) {
      const answer = {
        status: res.status,
        html: await res.text(),
        cookies: res.headers.getSetCookie(),
        headers: res.headers,
      };
      const action = /<form[^>]*action="([^"]+)"/.exec(answer.html)?.[1];
      if (stop(target) === 'after' || res.status !== 200 || !action) return { url: target, visited, answer };
      const prompt = /name="prompt" value="([a-z]+)"/.exec(answer.html)?.[1];
      body = new URLSearchParams(
        prompt === 'login' ? { prompt: 'login', login, password: 'any' } : { prompt: prompt ?? 'consent' },
      ).toString();
      method = 'POST';
      url = new URL(action.replace(/&amp;/g, '&'), url).toString();
      continue;
    }
    method = 'GET';
    body = undefined;
    const location = res.headers.get('location');
    assert.ok(location, `a Location on ${url}`);
    url = new URL(location, url).toString();
  }
  throw new Error(`too many hops: ${visited.join(', ')}`);
}
