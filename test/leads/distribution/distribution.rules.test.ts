import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  checkContactable,
  checkDifferentPortals,
  checkDistributable,
  checkNoOpenAsRequest,
  checkRecallable,
  type LatestDistribution,
  leadProblem,
  positionsOf,
  type RecallableLead,
  uniqueIds,
} from '../../../src/leads/distribution/distribution.rules.js';
import { AppError } from '../../../src/platform/errors.js';

/** Runs `fn` and answers the 400 it throws: its code, detail and field errors. */
function problem(fn: () => unknown) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof AppError, String(e));
    assert.equal(e.status, 400);
    return { code: e.code, detail: e.message, errors: e.errors };
  }
  assert.fail('expected a 400');
}

test('lead ids are taken once each, in the order given; each is named by its first position', () => {
  assert.deepEqual(uniqueIds(['3', '1', '3', '2', '1']), [3, 1, 2]);
  assert.deepEqual(
    [...positionsOf(['3', '1', '3', '2', '1'])],
    [
      [3, 0],
      [1, 1],
      [2, 3],
    ],
  );
});

test('a lead problem names at most 10 ids in its detail and every offending lead by its position', () => {
  const ids = Array.from({ length: 11 }, (_, i) => i + 1);
  const positions = positionsOf(ids.map(String));
  const many = leadProblem('LEAD_USED', 'Used', ids, positions, 'is used');
  assert.equal(many.message, 'Used: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, …');
  assert.equal(many.errors?.length, 11);
  assert.deepEqual(many.errors?.[10], { field: 'leadIds[10]', message: 'lead 11 is used' });
  const ten = leadProblem('LEAD_USED', 'Used', ids.slice(0, 10), positions, 'is used');
  assert.equal(ten.message, 'Used: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10');
  // An id without a position (never the case in practice) is named at position 0.
  assert.deepEqual(leadProblem('LEAD_USED', 'Used', [99], new Map(), 'is used').errors, [
    { field: 'leadIds[0]', message: 'lead 99 is used' },
  ]);
});

test('distributing to oneself → 400 SAME_PORTAL; to another portal user is allowed', () => {
  const p = problem(() => checkDifferentPortals(7, 7));
  assert.deepEqual(p, { code: 'SAME_PORTAL', detail: 'fromPortalId and toPortalId must differ', errors: undefined });
  assert.doesNotThrow(() => checkDifferentPortals(7, 8));
});

const owned = (id: number, providerId = 1, productId = 1) => ({ id, owned: true, providerId, productId });

test('leads all owned by the distributor, of one provider and product: distributable, the first lead answered', () => {
  const locked = [owned(1), owned(2), owned(3)];
  const first = checkDistributable(locked, [2, 1, 3], positionsOf(['2', '1', '3']));
  assert.equal(first, locked[1]);
});

test('a lead not owned by the distributor, or unknown → 400 LEAD_NOT_OWNED naming each by position', () => {
  const locked = [owned(1), { ...owned(2), owned: false }];
  const p = problem(() => checkDistributable(locked, [1, 2, 5], positionsOf(['1', '2', '5'])));
  assert.deepEqual(p, {
    code: 'LEAD_NOT_OWNED',
    detail: 'Leads not owned by fromPortalId: 2, 5',
    errors: [
      { field: 'leadIds[1]', message: 'lead 2 is not owned by fromPortalId' },
      { field: 'leadIds[2]', message: 'lead 5 is not owned by fromPortalId' },
    ],
  });
});

test('leads of another provider or another product than the first → 400 MIXED_PRODUCTS naming each', () => {
  const locked = [owned(1), owned(2, 2, 1), owned(3, 1, 2), owned(4)];
  const p = problem(() => checkDistributable(locked, [1, 2, 3, 4], positionsOf(['1', '2', '3', '4'])));
  assert.deepEqual(p, {
    code: 'MIXED_PRODUCTS',
    detail: 'Leads of one distribution share one provider and product: 2, 3',
    errors: [
      { field: 'leadIds[1]', message: 'lead 2 has another provider or product than the first lead' },
      { field: 'leadIds[2]', message: 'lead 3 has another provider or product than the first lead' },
    ],
  });
});

// ---- recall ----

const FROM = 10;
const TO = 20;
const distributed = (id: number): RecallableLead => ({
  id,
  status: 'ASSIGNED',
  ownerPortalId: TO,
  orderId: 500,
  usedAt: null,
  lastDistributedFrom: FROM,
});
const item: LatestDistribution = { fromPortalId: FROM, toPortalId: TO, toOrderId: 500 };

test('leads last distributed by the caller to their current owner, unused: recallable', () => {
  assert.doesNotThrow(() =>
    checkRecallable(
      [distributed(1), distributed(2)],
      new Map([
        [1, item],
        [2, item],
      ]),
      [1, 2],
      FROM,
      new Map(),
    ),
  );
});

test('a recall of a lead not last distributed by portalId to its owner → 400 NOT_DISTRIBUTED_BY_PORTAL', () => {
  const cases: [string, RecallableLead | undefined, LatestDistribution | undefined][] = [
    ['unknown lead', undefined, item],
    ['never distributed', distributed(1), undefined],
    ['returned since', { ...distributed(1), status: 'RETURNED', ownerPortalId: null }, item],
    ['distributed on by the recipient', { ...distributed(1), lastDistributedFrom: TO }, item],
    ['latest distribution from another user', distributed(1), { ...item, fromPortalId: 99 }],
    ['latest distribution to another owner', distributed(1), { ...item, toPortalId: 99 }],
    ['moved to another order since', distributed(1), { ...item, toOrderId: 501 }],
  ];
  for (const [name, lead, latest] of cases) {
    const p = problem(() =>
      checkRecallable(lead ? [lead] : [], new Map(latest ? [[1, latest]] : []), [1], FROM, new Map([[1, 0]])),
    );
    assert.deepEqual(
      p,
      {
        code: 'NOT_DISTRIBUTED_BY_PORTAL',
        detail: 'Leads whose latest distribution was not from portalId: 1',
        errors: [{ field: 'leadIds[0]', message: 'lead 1 was not last distributed by portalId to its current owner' }],
      },
      name,
    );
  }
});

test('a recall of a lead its recipient has used → 400 LEAD_USED naming it', () => {
  const used = { ...distributed(2), usedAt: new Date() };
  const p = problem(() =>
    checkRecallable(
      [distributed(1), used],
      new Map([
        [1, item],
        [2, item],
      ]),
      [1, 2],
      FROM,
      positionsOf(['1', '2']),
    ),
  );
  assert.deepEqual(p, {
    code: 'LEAD_USED',
    detail: 'Leads the recipient has used: 2',
    errors: [{ field: 'leadIds[1]', message: 'lead 2 has been used by its recipient' }],
  });
});

test('a lead with an open AS request is neither distributed nor recalled → 400 OPEN_AS_REQUEST; none open passes', () => {
  assert.doesNotThrow(() => checkNoOpenAsRequest([], new Map()));
  const p = problem(() => checkNoOpenAsRequest([4], new Map([[4, 2]])));
  assert.deepEqual(p, {
    code: 'OPEN_AS_REQUEST',
    detail: 'Leads with an open AS request: 4',
    errors: [{ field: 'leadIds[2]', message: 'lead 4 has an open AS request' }],
  });
});

test('checkContactable: erased leads → LEAD_ERASED, then suppressed → CONTACT_SUPPRESSED, each named', () => {
  const positions = new Map([
    [1, 0],
    [2, 1],
    [3, 2],
  ]);
  assert.doesNotThrow(() => checkContactable([{ id: 1, suppressed: false, erased: false }], positions));
  assert.throws(
    () =>
      checkContactable(
        [
          { id: 1, suppressed: true, erased: false },
          { id: 2, suppressed: true, erased: true },
        ],
        positions,
      ),
    (e: AppError) =>
      e.code === 'LEAD_ERASED' &&
      e.status === 400 &&
      JSON.stringify(e.errors) === JSON.stringify([{ field: 'leadIds[1]', message: 'lead 2 was erased' }]),
  );
  assert.throws(
    () =>
      checkContactable(
        [
          { id: 1, suppressed: false, erased: false },
          { id: 3, suppressed: true, erased: false },
        ],
        positions,
      ),
    (e: AppError) =>
      e.code === 'CONTACT_SUPPRESSED' &&
      e.status === 400 &&
      e.message === 'Leads whose person asked not to be contacted: 3' &&
      JSON.stringify(e.errors) ===
        JSON.stringify([{ field: 'leadIds[2]', message: 'lead 3 is under a do-not-contact suppression' }]),
  );
});
