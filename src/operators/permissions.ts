import type { OperatorRole } from '../platform/auth.js';

/**
 * What a console session may call: the permission table of `docs/console.md`, said once. A session is accepted on
 * `/admin/v1/*` and on the reference GETs below, nowhere else (there the route's own credentials apply, so a cookie
 * alone is 401).
 *
 * - `VIEWER`: any GET of those routes but the operator accounts.
 * - `REVIEWER`: those GETs, the AS review and revealing the contact of a lead with an open AS request.
 * - `ADMIN`: all of `/admin/v1`, except minting a consultant's token (admin keys and the CLI only).
 */
export type Permission = OperatorRole | 'NOBODY';

/** The reference data the console shows beside the admin views (route URLs as Fastify declares them). */
export const REFERENCE_GETS: ReadonlySet<string> = new Set([
  '/api/v1/regions',
  '/api/v1/lead-as/reasons',
  '/api/v1/products/:productId/as-policy',
  '/api/v1/claim/insurers',
  '/api/v1/claim/banks',
  '/api/v1/claim/post-office-centers',
  '/api/v1/claim/job-codes',
  '/api/v1/claim/terms/:termsOwnerCd',
]);

/** Changes a REVIEWER may make. */
export const REVIEWER_CHANGES: ReadonlySet<string> = new Set([
  'PATCH /admin/v1/lead-as/:id',
  'POST /admin/v1/lead-as/:id/contact',
  'POST /admin/v1/lead-as/bulk-hold',
]);

/** Reads only an ADMIN session may make: the operator accounts (the console shows their screen to ADMIN only). */
export const ADMIN_READS: ReadonlySet<string> = new Set(['GET /admin/v1/operators', 'GET /admin/v1/operators/:id']);

/** Admin operations no session may call. */
export const KEYS_ONLY: ReadonlySet<string> = new Set(['POST /admin/v1/users/:id/token']);

const RANK: Record<OperatorRole, number> = { VIEWER: 0, REVIEWER: 1, ADMIN: 2 };

const isRead = (method: string) => method === 'GET' || method === 'HEAD';

/** The least role that may call `method url` with a session; null when sessions are not accepted there at all. */
export function permissionOf(method: string, url: string | undefined): Permission | null {
  if (url === undefined) return null;
  if (isRead(method) && REFERENCE_GETS.has(url)) return 'VIEWER';
  if (!url.startsWith('/admin/v1/')) return null;
  const operation = `${method} ${url}`;
  if (KEYS_ONLY.has(operation)) return 'NOBODY';
  if (ADMIN_READS.has(`${isRead(method) ? 'GET' : method} ${url}`)) return 'ADMIN';
  if (isRead(method)) return 'VIEWER';
  if (REVIEWER_CHANGES.has(operation)) return 'REVIEWER';
  return 'ADMIN';
}

export function roleAllows(role: OperatorRole, needed: Permission): boolean {
  return needed !== 'NOBODY' && RANK[role] >= RANK[needed];
}
