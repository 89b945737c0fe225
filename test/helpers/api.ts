import type { App } from '../../src/app.js';
import { adminHeaders } from './build.js';

type Json = Record<string, unknown>;

export async function adminPost(app: App, url: string, payload: unknown) {
  const res = await app.inject({ method: 'POST', url, headers: adminHeaders, payload: payload as Json });
  if (res.statusCode !== 200) throw new Error(`POST ${url} → ${res.statusCode} ${res.body}`);
  return res.json();
}

export async function createProvider(app: App, code = `P${Math.random().toString(36).slice(2, 10)}`) {
  return (await adminPost(app, '/admin/v1/providers', { code, name: `공급사 ${code}` })) as {
    id: string;
    code: string;
    name: string;
  };
}

export async function createProduct(app: App, providerIds: string[], name = '건강보험 DB') {
  return (await adminPost(app, '/admin/v1/products', { name, providerIds })) as {
    id: string;
    name: string;
    providerIds: string[];
    asWindowDays: number;
  };
}

export async function createKey(
  app: App,
  kind: 'admin' | 'portal' | 'provider',
  extra: { providerId?: string; portalIds?: number[] } = {},
) {
  return (await adminPost(app, '/admin/v1/api-keys', { name: `${kind} key`, kind, ...extra })) as {
    id: string;
    key: string;
  };
}

export function expectProblem(
  res: { statusCode: number; headers: Record<string, unknown>; json: () => Json },
  status: number,
  code?: string,
) {
  const body = res.json();
  const problems: string[] = [];
  if (res.statusCode !== status) problems.push(`status ${res.statusCode} != ${status}`);
  if (!String(res.headers['content-type']).startsWith('application/problem+json')) {
    problems.push(`content-type ${res.headers['content-type']}`);
  }
  for (const f of ['type', 'title', 'status', 'detail', 'code', 'requestId']) {
    if (!(f in body)) problems.push(`missing ${f}`);
  }
  if (body.status !== status) problems.push(`body.status ${body.status}`);
  if (code && body.code !== code) problems.push(`code ${body.code} != ${code}`);
  if (problems.length) throw new Error(`${problems.join('; ')}: ${JSON.stringify(body)}`);
  return body;
}

/**
 * Sends a request as a client does under load: a 503 (`DATABASE_UNAVAILABLE`: the pool had no connection within
 * its wait, nothing was written) is sent again, as its Retry-After tells, up to five times in all.
 */
export async function retryingUnavailable<T extends { statusCode: number }>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const res = await send();
    if (res.statusCode !== 503 || attempt === 5) return res;
  }
}
