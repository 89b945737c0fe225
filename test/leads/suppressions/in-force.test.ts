import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { suppressionAtSql } from '../../../src/leads/core/lead.repo.js';
import { build } from '../../helpers/build.js';

// "A suppression in force" has one definition, the database's `suppression_in_force`: every read calls it.
const { db } = await build();

const inForce = async (liftedAt: string, expiresAt: string) => {
  const { rows } = await db.execute<{ yes: boolean }>(
    sql.raw(`select suppression_in_force(${liftedAt}, ${expiresAt}) as yes`),
  );
  return rows[0].yes;
};

test('in force: neither lifted nor expired; the expiry instant ends it', async () => {
  assert.equal(await inForce('null', 'null'), true);
  assert.equal(await inForce(`now() - interval '1 millisecond'`, 'null'), false);
  assert.equal(await inForce('null', `now() + interval '1 millisecond'`), true);
  assert.equal(await inForce('null', 'now()'), false);
  assert.equal(await inForce(`now() - interval '1 day'`, `now() + interval '1 day'`), false);
});

/** The statement's plan, in text. */
async function planOf(statement: ReturnType<typeof sql>) {
  const { rows } = await db.execute<{ 'QUERY PLAN': string }>(sql`explain ${statement}`);
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

test("the lead's suppression probe is served by the live entries' index (the function is inlined)", async () => {
  const plan = await planOf(sql`select ${suppressionAtSql} as at from leads where id = 1`);
  assert.match(plan, /suppressions_one_live_per_phone/, plan);
  const registration = await planOf(
    sql`select 1 from suppressions s where s.phone_hash = 'h' and suppression_in_force(s.lifted_at, s.expires_at)`,
  );
  assert.match(registration, /suppressions_one_live_per_phone/, registration);
});

/** Every TypeScript file under `dir`. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

test('no other definition: no source compares a suppression expiry itself', () => {
  const ownDefinition = /expires_?at\W{0,3}\s*(>|<|is null or)|expiresAt(\.getTime\(\))?\s*[<>]/i;
  const found = sources(join(import.meta.dirname, '../../../src/leads'))
    .filter((file) => ownDefinition.test(readFileSync(file, 'utf8')))
    .map((file) => file.slice(file.indexOf('src/')));
  assert.deepEqual(found, []);
});
