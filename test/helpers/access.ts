import { PgDialect } from 'drizzle-orm/pg-core';
import { type AccessRule, scopeOf } from '../../src/platform/access/access.js';
import type { Caller } from '../../src/platform/access/caller.js';

const dialect = new PgDialect();

/** The SQL condition (and its parameters) a rule scopes a caller's list or read to. */
export const whereOf = (rule: AccessRule, caller: Caller) => {
  const { sql, params } = dialect.sqlToQuery(scopeOf(rule, caller));
  return { sql, params };
};

/** One caller of every kind, so a rule's test covers each kind (a new kind fails to compile until it is added). */
export const callers: Record<Caller['kind'], Caller> = {
  portal: { kind: 'portal', keyId: 1, portalId: 5 },
  // A portal key acting for nobody: the owner of its webhook endpoints, of no lead, order, AS request or file.
  portalKey: { kind: 'portalKey', keyId: 1 },
  provider: { kind: 'provider', keyId: 2, providerId: 3 },
  admin: { kind: 'admin', keyId: null },
  // A console session reaches these rules only on an admin route its role may call: it sees what an admin key sees.
  operator: { kind: 'operator', operatorId: 7, role: 'VIEWER' },
  consultant: { kind: 'consultant', userId: 4, role: 'ADMIN', orgId: null, ci: 'ci' },
  system: { kind: 'system', clientId: 'cl_1' },
  internal: { kind: 'internal', name: 'job:test' },
};
