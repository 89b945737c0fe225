import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { consentSourceId } from '../../../src/leads/consent/consent.service.js';
import { consentRecords } from '../../../src/leads/core/lead-consent.js';
import { build } from '../../helpers/build.js';
import { nextPhone, registerOk, world } from '../../helpers/fixtures.js';

const { app, db } = await build();
const w = await world(app);

/** The consent table as it was before migration 0050, and the columns and tables that migration adds taken away. */
async function schemaBefore0050() {
  await db.execute(sql`drop table consent_sources, lead_consent_evidence`);
  await db.execute(sql`alter table leads drop constraint leads_consent`);
  await db.execute(sql`alter table leads drop column consent_source_id, drop column consent_collected_at`);
  await db.execute(sql`
    create table lead_consents (
      lead_id bigint primary key, channel text not null, source_name text not null, source_url text,
      collected_at timestamptz(3) not null, terms_version text not null, terms_sha256 text not null,
      terms_file_id integer, recipients text[] not null, items text[] not null, purposes text[] not null,
      retention_days smallint not null, retain_until timestamptz(3) not null, evidence_file_id integer,
      evidence_mime_type text, evidence_size integer, evidence_sha256 text, evidence_deleted_at timestamptz(3),
      created_at timestamptz(3) not null default now())`);
}

const HASH = 'c'.repeat(64);

test('migration 0050 moves each consent: one source per distinct content, its time on the lead, evidence on its own; a registration finds the migrated source', async () => {
  const [a, b, c] = [
    await registerOk(app, w),
    await registerOk(app, w),
    await registerOk(app, w, { phone: nextPhone() }),
  ];
  await schemaBefore0050();
  const consent = (leadId: string, collectedAt: string, purposes: string, evidence: boolean) => sql`
    insert into lead_consents (lead_id, channel, source_name, source_url, collected_at, terms_version, terms_sha256,
      terms_file_id, recipients, items, purposes, retention_days, retain_until, evidence_mime_type, evidence_size,
      evidence_sha256, evidence_deleted_at)
    values (${Number(leadId)}, 'WEB', '보험비교', 'https://compare.example/apply', ${collectedAt}::timestamptz, 'v1',
      ${HASH}, 7, '{리드라인}', '{NAME,PHONE}', ${purposes}::text[], 30, ${collectedAt}::timestamptz + interval '30 days',
      ${evidence ? 'audio/wav' : null}, ${evidence ? 1234 : null}, ${evidence ? 'e'.repeat(64) : null},
      ${evidence ? '2026-11-01T00:00:00Z' : null}::timestamptz)`;
  await db.execute(consent(a.id, '2026-10-01T01:02:03.004Z', '{COLLECTION}', false));
  await db.execute(consent(b.id, '2026-10-05T00:00:00.000Z', '{COLLECTION}', false));
  await db.execute(consent(c.id, '2026-10-07T00:00:00.000Z', '{COLLECTION,NIGHT_CONTACT}', true));

  const migration = readFileSync(
    new URL('../../../src/db/migrations/0050_consent_sources.sql', import.meta.url),
    'utf8',
  );
  for (const statement of migration.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));

  const { rows: tables } = await db.execute<{ n: number }>(
    sql`select count(*)::int as n from information_schema.tables where table_name = 'lead_consents'`,
  );
  assert.equal(Number(tables[0].n), 0, 'the old table is gone');
  const { rows: sources } = await db.execute<{ id: number }>(sql`select id from consent_sources order by id`);
  assert.equal(sources.length, 2, 'the two leads of one content share a source');
  const records = await consentRecords(db, [a.id, b.id, c.id].map(Number));
  const [ra, rb, rc] = [a, b, c].map((lead) => records.get(Number(lead.id)));
  assert.ok(ra && rb && rc);
  assert.equal(ra.collectedAt.toISOString(), '2026-10-01T01:02:03.004Z');
  assert.equal(ra.retainUntil.toISOString(), '2026-10-31T01:02:03.004Z', 'collectedAt + 30 days, as before');
  assert.deepEqual(
    [ra.sourceUrl, ra.termsFileId, ra.recipients, ra.purposes],
    ['https://compare.example/apply', 7, ['리드라인'], ['COLLECTION']],
  );
  assert.equal(ra.evidence, null);
  assert.equal(rb.collectedAt.toISOString(), '2026-10-05T00:00:00.000Z');
  assert.deepEqual(rc.purposes, ['COLLECTION', 'NIGHT_CONTACT']);
  assert.deepEqual(rc.evidence, {
    fileId: null,
    mimeType: 'audio/wav',
    size: 1234,
    sha256: 'e'.repeat(64),
    deletedAt: new Date('2026-11-01T00:00:00Z'),
  });

  // The service's fingerprint is the migration's: the same content registered now names the migrated source.
  const { rows: named } = await db.execute<{ consent_source_id: number }>(
    sql`select consent_source_id from leads where id = ${Number(a.id)}`,
  );
  const id = await consentSourceId(db, Number(w.provider.id), {
    consent: {
      channel: 'WEB',
      collectedAt: new Date(),
      sourceName: '보험비교',
      sourceUrl: 'https://compare.example/apply',
      termsVersion: 'v1',
      termsSha256: HASH,
      recipients: ['리드라인'],
      items: ['NAME', 'PHONE'],
      purposes: ['COLLECTION'],
      retentionDays: 30,
      evidenceFileId: null,
    },
    termsFileId: 7,
    evidence: null,
  });
  assert.equal(id, Number(named[0].consent_source_id));
  const { rows: after } = await db.execute<{ n: number }>(sql`select count(*)::int as n from consent_sources`);
  assert.equal(Number(after[0].n), 2, 'no new source was made');
});
