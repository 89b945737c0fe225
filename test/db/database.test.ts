import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { providers } from '../../src/db/schema/index.js';
import { createTestDatabase } from '../helpers/build.js';

test('two concurrent transactions stay isolated: the rolled-back row is gone, the committed one stays', async () => {
  const testDb = await createTestDatabase();
  after(() => testDb.close());
  const { db } = testDb.database;
  let releaseFirst!: () => void;
  const firstMayFinish = new Promise<void>((r) => {
    releaseFirst = r;
  });
  let firstInserted!: () => void;
  const firstDidInsert = new Promise<void>((r) => {
    firstInserted = r;
  });

  const rolledBack = db
    .transaction(async (tx) => {
      await tx.insert(providers).values({ code: 'ROLLBACK', name: 'rolled back' });
      firstInserted();
      await firstMayFinish;
      throw new Error('abort');
    })
    .catch((e: Error) => e.message);

  await firstDidInsert;
  const committed = db.transaction(async (tx) => {
    // The other transaction's uncommitted row must not be visible here.
    const seen = await tx.select().from(providers).where(eq(providers.code, 'ROLLBACK'));
    await tx.insert(providers).values({ code: 'COMMIT', name: 'committed' });
    return seen.length;
  });
  releaseFirst();
  const [abortMessage, seenUncommitted] = await Promise.all([rolledBack, committed]);

  assert.equal(abortMessage, 'abort');
  assert.equal(seenUncommitted, 0);
  const codes = (await db.select({ code: providers.code }).from(providers)).map((r) => r.code);
  assert.deepEqual(codes, ['COMMIT']);
});

test('migrations seed the reference tables', async () => {
  const testDb = await createTestDatabase();
  after(() => testDb.close());
  const res = await testDb.database.db.execute<{ n: number }>(sql`select count(*)::int as n from regions`);
  assert.equal(Number(res.rows[0].n), 17);
});
