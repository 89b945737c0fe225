import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { files } from '../../../src/db/schema/index.js';
import type { Supply } from '../../../src/leads/catalog/supply-cache.js';
import { checkConsentFormat, consentInputOfRow } from '../../../src/leads/consent/consent.rules.js';
import { clearConsentEvidence } from '../../../src/leads/consent/consent.service.js';
import { checkBatchConsents } from '../../../src/leads/imports/import-consent-rules.js';
import { runImport } from '../../../src/leads/imports/import-job.js';
import type { Planned } from '../../../src/leads/imports/import-plan.js';
import type { NewLeadRow } from '../../../src/leads/intake/new-lead-row.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { nextPhone, register, type World, world } from '../../helpers/fixtures.js';
import { errorsCsv, importOf, jobDeps, startImportOk, uploadFile, uploadImportFile } from './helpers.js';

/**
 * An import's rows checked in the registration chain's order — field formats, the consent (its formats, its rules,
 * its evidence file), the suppression, then the duplicates — and a row takes its phone only once it passed the
 * rules before the duplicates, in a run that goes through at once and in one resumed after a restart.
 */

const { app, db } = await build({ CONSENT_RECIPIENTS: '리드라인 주식회사' });
const deps = jobDeps(app);

const TERMS = Buffer.from('개인정보 수집·이용 및 제3자 제공 동의서\n리드라인 주식회사에 제공합니다.\n');
const TERMS_SHA = createHash('sha256').update(TERMS).digest('hex');
const WAV = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([0x24, 0x08, 0, 0]),
  Buffer.from('WAVEfmt '),
  Buffer.alloc(512),
]);

/** A world whose provider registered the terms `v1`. */
async function termsWorld(): Promise<World> {
  const w = await world(app);
  const fileId = await uploadFile(app, w.providerKey, TERMS, 'text/plain', 'CONSENT_TERMS');
  const put = await app.inject({
    method: 'PUT',
    url: `/admin/v1/providers/${w.provider.id}/consent-terms/v1`,
    headers: w.asProvider,
    payload: { fileId },
  });
  assert.equal(put.statusCode, 200, put.body);
  return w;
}

const CONSENT_HEADER = [
  'consent_channel',
  'consent_collected_at',
  'consent_source_name',
  'consent_terms_version',
  'consent_terms_sha256',
  'consent_recipients',
  'consent_items',
  'consent_purposes',
  'consent_retention_days',
  'consent_evidence_file_id',
] as const;
type ConsentCell = (typeof CONSENT_HEADER)[number];

const collectedAt = new Date(Date.now() - 86_400_000).toISOString();
/** A valid consent's cells, some replaced; `null` gives a row without any consent. */
function consentCells(over: Partial<Record<ConsentCell, string>> | null = {}): string[] {
  if (over === null) return CONSENT_HEADER.map(() => '');
  const cells: Record<ConsentCell, string> = {
    consent_channel: 'EVENT',
    consent_collected_at: collectedAt,
    consent_source_name: '보험박람회',
    consent_terms_version: 'v1',
    consent_terms_sha256: TERMS_SHA,
    consent_recipients: '리드라인',
    consent_items: 'NAME|PHONE',
    consent_purposes: 'COLLECTION|THIRD_PARTY_PROVISION|SOLICITATION',
    consent_retention_days: '365',
    consent_evidence_file_id: '',
    ...over,
  };
  return CONSENT_HEADER.map((name) => cells[name]);
}

const csvOf = (rows: string[][]) =>
  Buffer.from(`${[['이름', '휴대폰', ...CONSENT_HEADER], ...rows].map((r) => r.join(',')).join('\n')}\n`);

/** Starts an import of `rows` for the world's provider and product; returns its id. */
async function importRows(w: World, rows: string[][], extra: Record<string, unknown> = {}) {
  const fileId = await uploadImportFile(app, w.providerKey, csvOf(rows));
  const started = await startImportOk(app, w.providerKey, {
    fileId,
    providerId: w.provider.id,
    productId: w.product.id,
    ...extra,
  });
  return started.id;
}

/** errors.csv as `row code` (and the first row of a duplicate in the file). */
async function refusals(w: World, importId: string) {
  const lines = (await errorsCsv(app, w.providerKey, importId)).slice(1);
  return lines.map((line) => {
    const [row, , code, message] = line.split(',');
    return code === 'DUPLICATE_IN_FILE' ? `${row} ${code} ${message.replace(/\D+/g, '')}` : `${row} ${code}`;
  });
}

/** The world's leads of these phones (their last four digits), each with whether it has a consent. */
async function leadsOf(w: World, phones: string[]) {
  const { rows } = await db.execute<{ phone_3: string; consent: boolean }>(sql`
    select l.phone_3, l.consent_source_id is not null as consent
    from leads l where l.provider_id = ${Number(w.provider.id)}
      and l.phone_3 = any(${sql.param(phones.map((p) => p.slice(-4)))}::text[])`);
  return rows;
}

const suppress = async (phone: string) => {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/v1/suppressions',
    headers: adminHeaders,
    payload: { phone, reason: 'CONSUMER_REQUEST', channel: 'CALL_CENTER' },
  });
  assert.equal(res.statusCode, 200, res.body);
};

test('a row refused for its consent or a suppression takes no phone: the next valid row of it is registered', async () => {
  const w = await termsWorld();
  const [x, y, s] = [nextPhone(), nextPhone(), nextPhone()];
  await suppress(s);
  const rows = [
    ['김', x, ...consentCells({ consent_terms_version: 'v9' })], // 2: CONSENT_TERMS_UNKNOWN
    ['김', x, ...consentCells()], // 3: registered
    ['김', x, ...consentCells()], // 4: a duplicate of row 3
    ['이', y, ...consentCells({ consent_channel: 'FAX' })], // 5: VALIDATION_FAILED
    ['이', y, ...consentCells()], // 6: registered
    ['박', s, ...consentCells()], // 7: CONTACT_SUPPRESSED
    ['박', s, ...consentCells()], // 8: CONTACT_SUPPRESSED again, not a duplicate of row 7
  ];
  const expected = [
    '2 CONSENT_TERMS_UNKNOWN',
    '4 DUPLICATE_IN_FILE 3',
    '5 VALIDATION_FAILED',
    '7 CONTACT_SUPPRESSED',
    '8 CONTACT_SUPPRESSED',
  ];
  // A dry run tells the same.
  const dry = await importRows(w, rows, { dryRun: true });
  assert.equal(await runImport(deps, Number(dry)), 'COMPLETED');
  assert.deepEqual(await refusals(w, dry), expected);
  assert.deepEqual(await leadsOf(w, [x, y, s]), []);

  const id = await importRows(w, rows);
  assert.equal(await runImport(deps, Number(id)), 'COMPLETED');
  assert.deepEqual(await refusals(w, id), expected);
  const done = await importOf(app, w.providerKey, id);
  assert.deepEqual([done.registered, done.duplicates, done.invalid], [2, 1, 4]);
  const stored = await leadsOf(w, [x, y, s]);
  assert.deepEqual(
    stored.map((l) => [l.phone_3, l.consent]).sort(),
    [
      [x.slice(-4), true],
      [y.slice(-4), true],
    ].sort(),
  );
});

test('an import resumed after a restart: its rows before the checkpoint that were refused take no phone either', async () => {
  const w = await termsWorld();
  const [x, y, z] = [nextPhone(), nextPhone(), nextPhone()];
  const rows = [
    ['김', x, ...consentCells({ consent_terms_version: 'v9' })], // 2: CONSENT_TERMS_UNKNOWN
    ['이', y, ...consentCells({ consent_retention_days: '0' })], // 3: VALIDATION_FAILED
    ['박', z, ...consentCells()], // 4: registered
    // The checkpoint: the run stops here and starts again.
    ['김', x, ...consentCells()], // 5: registered
    ['이', y, ...consentCells()], // 6: registered
    ['박', z, ...consentCells()], // 7: a duplicate of row 4
  ];
  const id = await importRows(w, rows);
  const crash = new Error('worker killed');
  await assert.rejects(
    runImport(deps, Number(id), {
      batchSize: 3,
      afterBatch: (processed) => {
        if (processed === 3) throw crash;
      },
    }),
    crash,
  );
  assert.equal((await importOf(app, w.providerKey, id)).processedRows, 3);
  assert.equal(await runImport(deps, Number(id), { batchSize: 3 }), 'COMPLETED');
  assert.deepEqual(await refusals(w, id), ['2 CONSENT_TERMS_UNKNOWN', '3 VALIDATION_FAILED', '7 DUPLICATE_IN_FILE 4']);
  const done = await importOf(app, w.providerKey, id);
  assert.deepEqual([done.processedRows, done.registered, done.duplicates, done.invalid], [6, 3, 1, 2]);
  assert.equal((await leadsOf(w, [x, y, z])).length, 3);
});

test('import rows refused with VALIDATION_FAILED, CONSENT_REQUIRED and FILE_NOT_USABLE: each reported with its code, nothing of it stored', async () => {
  const w = await termsWorld();
  const patched = await app.inject({
    method: 'PATCH',
    url: `/admin/v1/products/${w.product.id}`,
    headers: adminHeaders,
    payload: { consentRequired: true },
  });
  assert.equal(patched.statusCode, 200, patched.body);
  const evidence = await uploadFile(app, w.providerKey, WAV, 'audio/wav', 'CONSENT_EVIDENCE');
  const notEvidence = await uploadFile(app, w.providerKey, TERMS, 'text/plain', 'CONSENT_TERMS');
  const phones = Array.from({ length: 6 }, () => nextPhone());
  const rows = [
    ['김', phones[0], ...consentCells(null)], // 2: CONSENT_REQUIRED
    ['이', phones[1], ...consentCells({ consent_retention_days: '0' })], // 3: VALIDATION_FAILED
    ['박', phones[2], ...consentCells({ consent_evidence_file_id: '999999' })], // 4: FILE_NOT_USABLE
    ['최', phones[3], ...consentCells({ consent_evidence_file_id: notEvidence })], // 5: FILE_NOT_USABLE
    ['정', phones[4], ...consentCells({ consent_collected_at: 'yesterday' })], // 6: VALIDATION_FAILED
    ['강', phones[5], ...consentCells({ consent_evidence_file_id: evidence })], // 7: registered
  ];
  const id = await importRows(w, rows);
  assert.equal(await runImport(deps, Number(id)), 'COMPLETED');
  const lines = (await errorsCsv(app, w.providerKey, id)).slice(1).map((l) => l.split(',').slice(0, 3).join(','));
  assert.deepEqual(lines, [
    '2,consent,CONSENT_REQUIRED',
    '3,consent_retention_days,VALIDATION_FAILED',
    '4,consent_evidence_file_id,FILE_NOT_USABLE',
    '5,consent_evidence_file_id,FILE_NOT_USABLE',
    '6,consent_collected_at,VALIDATION_FAILED',
  ]);
  const done = await importOf(app, w.providerKey, id);
  assert.deepEqual([done.registered, done.duplicates, done.invalid], [1, 0, 5]);
  const stored = await leadsOf(w, phones);
  assert.deepEqual(stored, [{ phone_3: phones[5].slice(-4), consent: true }]);
});

test('an evidence file cleared after its row was checked: the row is refused FILE_NOT_USABLE, the others registered', async () => {
  const w = await termsWorld();
  const evidence = await uploadFile(app, w.providerKey, WAV, 'audio/wav', 'CONSENT_EVIDENCE');
  const first = await register(app, w, {
    consent: {
      channel: 'PHONE',
      collectedAt,
      sourceName: '콜센터',
      termsVersion: 'v1',
      termsSha256: TERMS_SHA,
      recipients: ['리드라인'],
      items: ['NAME', 'PHONE'],
      purposes: ['COLLECTION', 'THIRD_PARTY_PROVISION', 'SOLICITATION'],
      retentionDays: 365,
      evidenceFileId: evidence,
    },
  });
  assert.equal(first.statusCode, 200, first.body);
  const phones = [nextPhone(), nextPhone()];
  const id = await importRows(w, [
    ['김', phones[0], ...consentCells({ consent_channel: 'PHONE', consent_evidence_file_id: evidence })],
    ['이', phones[1], ...consentCells()],
  ]);
  const [file] = await db
    .select()
    .from(files)
    .where(eq(files.id, Number(evidence)));
  const storage = deps.storage;
  const read = storage.read;
  // The batch's check reads the evidence; meanwhile an erasure of the first lead (the only consent naming the file)
  // clears and deletes it.
  storage.read = async (key) => {
    const bytes = await read.call(storage, key);
    if (key === file.storageKey) {
      storage.read = read;
      const keys = await db.transaction((tx) => clearConsentEvidence(tx, [Number(first.json().id)]));
      assert.equal(keys.length, 1);
      await storage.remove(keys);
    }
    return bytes;
  };
  try {
    assert.equal(await runImport(deps, Number(id)), 'COMPLETED');
  } finally {
    storage.read = read;
  }
  assert.deepEqual(await refusals(w, id), ['2 FILE_NOT_USABLE']);
  assert.deepEqual(await leadsOf(w, phones), [{ phone_3: phones[1].slice(-4), consent: true }]);
});

test('a batch asks for the registered terms once per version, however many rows name it', async () => {
  const w = await termsWorld();
  const supply: Supply = {
    provider: { id: Number(w.provider.id), name: w.provider.name, ssnPolicy: 'DISCARD' },
    product: {
      id: Number(w.product.id),
      name: 'p',
      consentRequired: false,
      consentMaxAgeDays: 365,
      consentRecipients: null,
    },
  };
  const candidate = (row: number, version: string): Planned => {
    const cells = Object.fromEntries(
      CONSENT_HEADER.map((name, i) => [name, consentCells({ consent_terms_version: version })[i]]),
    );
    const input = consentInputOfRow(Object.fromEntries(Object.entries(cells).filter(([, v]) => v !== '')));
    const format = input ? checkConsentFormat(input, Date.now()) : null;
    assert.ok(format?.ok);
    return {
      kind: 'candidate',
      row,
      column: 'B (phone)',
      values: {} as NewLeadRow,
      hash: `h${row}`,
      consent: format.consent,
      given: ['name', 'phone'],
    };
  };
  const rows = [2, 3, 4, 5, 6].map((row) => candidate(row, 'v1'));
  rows.push(candidate(7, 'v9'), candidate(8, 'v9'));
  let selects = 0;
  const counted = new Proxy(deps.db, {
    get(target, prop) {
      if (prop === 'select') selects++;
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const checked = await checkBatchConsents({ ...deps, db: counted }, supply, rows);
  assert.deepEqual(
    checked.map((c) => (c.kind === 'candidate' ? 'ok' : c.errors[0].code)),
    ['ok', 'ok', 'ok', 'ok', 'ok', 'CONSENT_TERMS_UNKNOWN', 'CONSENT_TERMS_UNKNOWN'],
  );
  assert.equal(selects, 2, 'one query for v1, one for v9');
});
