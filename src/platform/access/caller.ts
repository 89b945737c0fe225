import type { FastifyRequest } from 'fastify';
import { type ApiKeyPrincipal, type BearerPrincipal, type OperatorRole, principalOf, type RouteAuth } from '../auth.js';
import { forbidden, validationFailed } from '../errors.js';

/**
 * Who is calling, built once from the request. Every access decision (`requireAccess`, the list scopes) is taken on
 * a `Caller`, never on the raw key or token, so a new kind of caller (an operator session) is one more case here.
 *
 * An admin key acting for a portal user (`portalId`) is a `portal` caller: it sees exactly what that user sees. A
 * portal key acting for nobody is a `portalKey` caller, on the few objects a key owns itself (its webhook endpoints).
 * Work without a request (a job, the CLI, the demo seed) is an `internal` caller named by what it is (`cli`,
 * `system:demo-seed`, `job:allocation`): it is recorded under that name and no access rule grants it any object.
 */
export type Caller =
  | { kind: 'portal'; keyId: number | null; portalId: number }
  | { kind: 'portalKey'; keyId: number }
  | { kind: 'provider'; keyId: number | null; providerId: number }
  | { kind: 'admin'; keyId: number | null }
  | { kind: 'operator'; operatorId: number; role: OperatorRole }
  | { kind: 'consultant'; userId: number; role: 'ADMIN' | 'MANAGER' | 'FC'; orgId: number | null; ci: string }
  | { kind: 'system'; clientId: string }
  | { kind: 'internal'; name: string };

export type CallerKind = Caller['kind'];
export type PortalCaller = Extract<Caller, { kind: 'portal' }>;

/** Work without a request, recorded as `name` (`cli`, `system:demo-seed`, `job:claims-dispatch`). */
export const internalCaller = (name: string): Caller => ({ kind: 'internal', name });

/**
 * The caller of a request, acting for `portalId` when it names one.
 *
 * - An access token acts for its own consultant or system client; `portalId` is refused (400).
 * - A provider key is its provider; naming a portal user is 403 `KEY_SCOPE`.
 * - A portal key (or an admin key) with `portalId` is that portal user, after checking the key may act for it
 *   (403 `KEY_SCOPE`); a portal key without one is 400 (`portalId` is required); an admin key without one is admin.
 */
export function callerOf(request: FastifyRequest, portalId?: number): Caller {
  if (request.operator) {
    if (portalId !== undefined) throw validationFailed('portalId', 'is not accepted with a console session');
    return { kind: 'operator', operatorId: request.operator.operatorId, role: request.operator.role };
  }
  if (request.bearer) {
    if (portalId !== undefined) throw validationFailed('portalId', 'is not accepted with an access token');
    return bearerCallerOf(request.bearer);
  }
  const principal = principalOf(request);
  if (principal.kind === 'provider') {
    if (portalId !== undefined) requirePortalScope(principal, portalId);
    return { kind: 'provider', keyId: principal.keyId, providerId: principal.providerId ?? 0 };
  }
  if (portalId !== undefined) {
    requirePortalScope(principal, portalId);
    return { kind: 'portal', keyId: principal.keyId, portalId };
  }
  if (principal.kind === 'portal') throw validationFailed('portalId', 'is required');
  return { kind: 'admin', keyId: principal.keyId };
}

/**
 * The caller of a route on what a credential owns itself (webhook endpoints): as `callerOf`, but a portal key names
 * no portal user there and is the key itself (`portalKey`).
 */
export function credentialCallerOf(request: FastifyRequest): Caller {
  const key = request.operator || request.bearer ? null : principalOf(request);
  if (key?.kind === 'portal' && key.keyId !== null) return { kind: 'portalKey', keyId: key.keyId };
  return callerOf(request);
}

/** The key must be allowed to act for this portal user (else 403 `KEY_SCOPE`). */
export function requirePortalScope(principal: ApiKeyPrincipal, portalId: number) {
  if (principal.kind === 'provider') throw forbidden('KEY_SCOPE', 'A provider key may not act for a portal user');
  if (principal.kind === 'portal' && principal.portalIds && !principal.portalIds.includes(portalId)) {
    throw forbidden('KEY_SCOPE', 'This key may not act for that portalId');
  }
}

/** The key must be allowed to act for this provider (else 403 `KEY_SCOPE`). */
export function requireProviderScope(principal: ApiKeyPrincipal, providerId: number) {
  if (principal.kind === 'provider' && principal.providerId !== providerId) {
    throw forbidden('KEY_SCOPE', 'This key may not act for that providerId');
  }
}

/** The consultant or system client an access token speaks for. */
export function bearerCallerOf(bearer: BearerPrincipal): Caller {
  if (bearer.userId !== null) {
    return {
      kind: 'consultant',
      userId: bearer.userId,
      role: bearer.role as 'ADMIN' | 'MANAGER' | 'FC',
      orgId: bearer.orgId,
      ci: bearer.ci ?? '',
    };
  }
  return { kind: 'system', clientId: bearer.clientId ?? '' };
}

/**
 * How records name the caller (audit actor, who submitted or agreed): `user:<id>` or `client:<clientId>` (an access
 * token's subject), `operator:<id>` (a console session), `key:<id>` or `key:env-admin` (an API key, also when acting for a portal user), or an internal
 * caller's name (`cli`).
 */
export function subjectOf(caller: Caller): string {
  switch (caller.kind) {
    case 'consultant':
      return `user:${caller.userId}`;
    case 'system':
      return `client:${caller.clientId}`;
    case 'internal':
      return caller.name;
    case 'operator':
      return `operator:${caller.operatorId}`;
    default:
      return caller.keyId === null ? 'key:env-admin' : `key:${caller.keyId}`;
  }
}

/** The portal user a portal route acts for (`portalId` of its query or body), after checking the key may. */
export function portalCallerOf(request: FastifyRequest, portalId: number): PortalCaller {
  const caller = callerOf(request, portalId);
  // Unreachable on a route open to portal keys only: callerOf refuses a provider key naming a portal user.
  if (caller.kind !== 'portal') throw validationFailed('portalId', 'is required');
  return caller;
}

/**
 * Whether the caller may see and change every object of an admin route: an admin key, or an operator session (which
 * reaches an admin route only when the permission table of `docs/console.md` lets its role call it).
 */
export const isOperatorOrAdminKey = (caller: Caller) => caller.kind === 'admin' || caller.kind === 'operator';

const preset = (auth: RouteAuth) => ({ auth });

/**
 * Who may call a route (`config` of the route), defined once. An admin key may call every API-key route; the
 * presets name who else may.
 */
export const AUTH = {
  /** Admin keys only. */
  admin: preset({ apiKey: [] }),
  /** Portal keys (acting for a `portalId`), and admin keys. */
  portal: preset({ apiKey: ['portal'] }),
  /** Provider keys, and admin keys. */
  provider: preset({ apiKey: ['provider'] }),
  /** Portal and provider keys (the lead interface's reference data), and admin keys. */
  leadInterface: preset({ apiKey: ['portal', 'provider'] }),
  /** Portal and provider keys, or an access token of the claims interface (files). */
  keyOrToken: preset({ apiKey: ['portal', 'provider'], bearer: true }),
  /** Any valid access token of the claims interface. */
  token: preset({ bearer: true }),
  /** Access tokens of ADMIN consultants only. */
  adminToken: preset({ bearer: ['ADMIN'] }),
} as const;
