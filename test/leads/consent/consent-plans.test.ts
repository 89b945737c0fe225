import { test } from 'node:test';
import { build, onPostgres } from '../../helpers/build.js';
import { assertServedByIndexes } from '../../helpers/index-plans.js';

// The plans of PostgreSQL's server; PGlite's planner is the same, but the suite pins the server's.
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';

const { db } = await build();

/**
 * The statements that look consents up by one of their files, explained with sequential scans priced out of reach:
 * the key check of a file's deletion (an erasure's evidence, an expired upload) and the erasure's "no other consent
 * names it". Each must be served by an index, not a scan of every consent. (The terms' file has no key here:
 * `consent_terms` holds it.)
 */
const STATEMENTS: [string, string][] = [
  [
    'lead_consent_evidence by file (the files delete’s key check)',
    'select 1 from lead_consent_evidence where file_id = 1',
  ],
  [
    'evidence files no consent names (the erasure)',
    `select f.id from files f where f.id = any('{1,2}'::int[])
      and not exists (select 1 from lead_consent_evidence e where e.file_id = f.id)`,
  ],
];

test('every statement over a consent’s file keys is served by an index', { skip }, () =>
  assertServedByIndexes(db, STATEMENTS),
);
