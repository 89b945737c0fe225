import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './schema.js';

export type { components, operations, paths };
/** A named schema of the API (`Schema<'Lead'>`, `Schema<'Problem'>`, ...). */
export type Schema<Name extends keyof components['schemas']> = components['schemas'][Name];

export type LeadlineCredentials =
  /** The lead platform and the admin routes: an API key (`X-API-Key`). */
  | { apiKey: string }
  /** The claims and analysis interface: an access token from `POST /api/v1/auth/token`. */
  | { accessToken: string }
  /** The web console: a session cookie travels by itself; send the CSRF token of the session on changes. */
  | { csrfToken: string }
  | Record<string, never>;

/**
 * A typed client of the leadline API (openapi-fetch over the service's own OpenAPI document): every path, parameter,
 * body and answer is checked by TypeScript, and `error` is the problem+json body with its stable `code`.
 */
export function createLeadlineClient(
  baseUrl: string,
  credentials: LeadlineCredentials = {},
  options: Omit<ClientOptions, 'baseUrl'> = {},
): Client<paths> {
  const headers: Record<string, string> = {};
  if ('apiKey' in credentials) headers['X-API-Key'] = credentials.apiKey;
  if ('accessToken' in credentials) headers.Authorization = `Bearer ${credentials.accessToken}`;
  if ('csrfToken' in credentials) headers['X-CSRF-Token'] = credentials.csrfToken;
  return createClient<paths>({ ...options, baseUrl, headers: { ...headers, ...(options.headers as object) } });
}
