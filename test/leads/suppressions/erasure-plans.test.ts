import { test } from 'node:test';
import { build, onPostgres } from '../../helpers/build.js';
import { assertServedByIndexes } from '../../helpers/index-plans.js';

// The plans of PostgreSQL's server; PGlite's planner is the same, but the suite pins the server's.
const skip = !onPostgres && 'needs PostgreSQL (TEST_DATABASE_URL)';

const { db } = await build();

/**
 * Each statement an erasure (or the lookup) runs over a foreign key, explained with sequential scans priced out of
 * reach: an index on that key must exist to serve it, so an erasure at scale never scans a whole table per lead.
 */
const STATEMENTS: [string, string][] = [
  ['leads by phone hash', `select id from leads where phone_hash = 'h' for update`],
  ['as_requests by lead', `select id from as_requests where lead_id = any('{1,2}'::bigint[])`],
  [
    'as_request_files by request',
    `delete from as_request_files where as_request_id in (select id from as_requests where lead_id = any('{1}'::bigint[]))`,
  ],
  ['as_request_files by file (the files delete’s key check)', `select 1 from as_request_files where file_id = 1`],
  ['assignments by lead (holders)', `select id from assignments where lead_id = any('{1,2}'::bigint[])`],
  ['assignments by order', `select id from assignments where order_id = 1`],
  ['as_requests by order', `select id from as_requests where order_id = 1`],
  ['distributions by order', `select id from distributions where to_order_id = 1`],
  ['distribution_items by lead', `select 1 from distribution_items where lead_id = 1`],
  ['lead_events by lead', `select id from lead_events where lead_id = any('{1,2}'::bigint[]) and event = 'USED'`],
  ['suppressions by phone hash', `select id from suppressions where phone_hash = 'h' and lifted_at is null`],
];

test('every statement of an erasure over a foreign key is served by an index', { skip }, () =>
  assertServedByIndexes(db, STATEMENTS),
);
