import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../src/db/client.js';
import { type Caller, internalCaller } from '../../src/platform/access/caller.js';
import type { AuditAction, PiiReadAction } from '../../src/platform/actions.js';
import { actorOf, type DomainEvent, emit } from '../../src/platform/events.js';
import { withTransaction } from '../../src/platform/transactions.js';
import { createTestDatabase, type TestDatabase } from '../helpers/build.js';

let testDb: TestDatabase;
let db: Db;
before(async () => {
  testDb = await createTestDatabase();
  db = testDb.database.db;
});
after(async () => testDb.close());

// Names outside the catalogue, so that these tests find their own rows only.
const READER_CHECK = 'READER_CHECK' as PiiReadAction;

const TABLES = ['lead_events', 'audit_log', 'pii_access_log', 'claim_audit', 'outbox_events'] as const;

async function counts() {
  const out: Record<string, number> = {};
  for (const t of TABLES) {
    const { rows } = await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${t}`));
    out[t] = Number(rows[0].n);
  }
  return out;
}

const admin: Caller = { kind: 'admin', keyId: 7 };

/** One event of every kind: lead history, audit, a personal-data read, a claims operator action, a public event. */
const mixed = (leadId: number): DomainEvent[] => [
  { type: 'lead.history', leadId, event: 'CONFIRMED', portalId: 3, orderId: 11 },
  { type: 'lead.history', leadId, event: 'USED', portalId: 3, orderId: 11 },
  { type: 'audit', action: 'ORDER_CONFIRMED', target: 'order:11' },
  { type: 'audit', action: 'AS_REVIEWED', target: 'as_request:5', detail: { status: 'APPROVED' } },
  { type: 'pii.read', action: 'GET_LEAD', leadIds: [leadId], fields: ['phone'] },
  { type: 'claims.admin', action: 'ISSUE_USER_TOKEN', target: 'user:4' },
  { type: 'order.completed', orderId: 11, portalId: 3 },
  { type: 'lead.assigned', leadId, orderId: 11, portalId: 3, assignment: 'CONFIRMED' },
];

test('a rolled-back change leaves no lead history, audit, access-log, claims-audit or outbox row', async () => {
  const before_ = await counts();
  await assert.rejects(
    withTransaction(db, async (tx) => {
      await emit(tx, admin, mixed(900_001));
      throw new Error('the change fails');
    }),
    /the change fails/,
  );
  assert.deepEqual(await counts(), before_);
});

test('a committed change leaves every one of its records', async () => {
  const before_ = await counts();
  await withTransaction(db, (tx) => emit(tx, admin, mixed(900_002)));
  const now = await counts();
  assert.deepEqual(Object.fromEntries(TABLES.map((t) => [t, now[t] - before_[t]])), {
    lead_events: 2,
    audit_log: 2,
    pii_access_log: 1,
    claim_audit: 1,
    outbox_events: 2,
  });
});

test('one emit of events of mixed kinds writes each table it touches with one statement', async () => {
  let statements = 0;
  await withTransaction(db, async (tx) => {
    // Counts the statements emit sends: every write goes through `execute` or `insert`.
    const counting = new Proxy(tx, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if ((prop === 'execute' || prop === 'insert') && typeof value === 'function') {
          return (...args: unknown[]) => {
            statements += 1;
            return value.apply(target, args);
          };
        }
        return value;
      },
    }) as Executor;
    const many = [...mixed(900_003), ...mixed(900_004), ...mixed(900_005)];
    await emit(counting, admin, many);
  });
  assert.equal(statements, TABLES.length);
});

test('records name who did it as before: API keys, the environment key, consultants, clients, internal work', async () => {
  await withTransaction(db, async (tx) => {
    const event: DomainEvent = { type: 'audit', action: 'ACTOR_CHECK' as AuditAction, target: 'x:1' };
    await emit(tx, { kind: 'admin', keyId: 12 }, [event]);
    await emit(tx, { kind: 'admin', keyId: null }, [event]);
    await emit(tx, { kind: 'portal', keyId: 13, portalId: 2 }, [event]);
    await emit(tx, { kind: 'consultant', userId: 4, role: 'ADMIN', orgId: null, ci: 'ci' }, [event]);
    await emit(tx, { kind: 'system', clientId: 'cl_abc' }, [event]);
    await emit(tx, internalCaller('cli'), [event]);
  });
  const { rows } = await db.execute<{ actor: string }>(
    sql`select actor from audit_log where action = 'ACTOR_CHECK' order by id`,
  );
  assert.deepEqual(
    rows.map((r) => r.actor),
    ['key:12', 'key:env-admin', 'key:13', 'user:4', 'client:cl_abc', 'cli'],
  );
  assert.equal(actorOf({ kind: 'admin', keyId: null }, 'claims'), 'apiKey:ADMIN_API_KEY');
  assert.equal(actorOf({ kind: 'admin', keyId: 9 }, 'claims'), 'apiKey:9');
});

test('a read is logged under the key and the portal user it acts for, or under the token subject', async () => {
  await emit(db, { kind: 'portal', keyId: 21, portalId: 8 }, [
    { type: 'pii.read', action: READER_CHECK, leadIds: [1], fields: ['name'] },
  ]);
  await emit(db, { kind: 'consultant', userId: 5, role: 'FC', orgId: null, ci: 'ci' }, [
    { type: 'pii.read', action: READER_CHECK, claimIds: [2], fields: ['clientTel'] },
  ]);
  await emit(db, admin, [{ type: 'pii.read', action: READER_CHECK, leadIds: [], fields: ['name'] }]);
  const { rows } = await db.execute<{ key_id: number | null; portal_id: number | null; actor: string | null }>(
    sql`select key_id, portal_id, actor from pii_access_log where action = 'READER_CHECK' order by id`,
  );
  // The read that named nothing is not kept.
  assert.deepEqual(
    rows.map((r) => [r.key_id, r.portal_id, r.actor]),
    [
      [21, 8, null],
      [null, null, 'user:5'],
    ],
  );
});

test('a public event is written to the outbox with its actor, ids as strings and no other field', async () => {
  await emit(db, { kind: 'system', clientId: 'cl_x' }, [
    { type: 'claim.status_changed', claimId: 41, from: 'SENT', to: 'COMPLETE' },
  ]);
  const { rows } = await db.execute<{ type: string; payload: unknown; actor: string; published_at: unknown }>(
    sql`select type, payload, actor, published_at from outbox_events where type = 'claim.status_changed'`,
  );
  const payload = typeof rows[0].payload === 'string' ? JSON.parse(rows[0].payload) : rows[0].payload;
  assert.deepEqual(
    { ...rows[0], payload },
    {
      type: 'claim.status_changed',
      payload: { claimId: '41', from: 'SENT', to: 'COMPLETE' },
      actor: 'client:cl_x',
      published_at: null,
    },
  );
});
