import assert from 'node:assert/strict';
import { test } from 'node:test';
import { and, eq, sql } from 'drizzle-orm';
import { files, leadEvents, leadImports, leads, regionAliases, regions } from '../../../src/db/schema/index.js';
import { FIELD_ISSUES } from '../../../src/leads/core/lead-fields.js';
import { runImport, sweepImports } from '../../../src/leads/imports/import-job.js';
import { IMPORT_ROW_ISSUES } from '../../../src/leads/imports/import-plan.js';
import { csvCell } from '../../../src/leads/imports/imports.service.js';
import { adminPost, createKey, expectProblem } from '../../helpers/api.js';
import { adminHeaders, build } from '../../helpers/build.js';
import { registerOk, world } from '../../helpers/fixtures.js';
import {
  csvOf,
  errorsCsv,
  fixture,
  importOf,
  jobDeps,
  startImport,
  startImportOk,
  uploadImportFile,
  XLSX,
} from './helpers.js';

const { app, db } = await build();
const w = await world(app);
const deps = jobDeps(app);
const body = (fileId: string, extra: Record<string, unknown> = {}) => ({
  fileId,
  providerId: w.provider.id,
  productId: w.product.id,
  ...extra,
});
let phoneSeq = 5_000;
const phone = () => `010-${7000 + (++phoneSeq % 1000)}-${String(phoneSeq % 10_000).padStart(4, '0')}`;

async function outboxOf(importId: string) {
  const { rows } = await db.execute<{ payload: unknown }>(
    sql`select payload from outbox_events where type = 'lead_import.completed' and payload->>'importId' = ${importId}`,
  );
  return rows.map(
    (r) => (typeof r.payload === 'string' ? JSON.parse(r.payload) : r.payload) as Record<string, unknown>,
  );
}

test('a CP949 CSV with a few bad rows: the good ones registered, the others in errors.csv, the file deleted', async () => {
  const fileId = await uploadImportFile(app, w.providerKey, fixture('cp949.csv'));
  const started = await startImportOk(app, w.providerKey, body(fileId));
  assert.equal(started.status, 'QUEUED');
  assert.equal(started.encoding, 'CP949');
  assert.equal(started.totalRows, null);
  assert.equal(await runImport(deps, Number(started.id)), 'COMPLETED');
  const done = await importOf(app, w.providerKey, started.id);
  assert.deepEqual(
    [done.status, done.totalRows, done.processedRows, done.registered, done.duplicates, done.invalid],
    ['COMPLETED', 5, 5, 2, 1, 2],
  );
  assert.ok(done.finishedAt);
  assert.deepEqual(await errorsCsv(app, w.providerKey, started.id), [
    'row,column,code,message',
    `3,C (region),REGION_UNKNOWN,${FIELD_ISSUES.REGION_UNKNOWN}`,
    `4,B (phone),PHONE_INVALID,${FIELD_ISSUES.PHONE_INVALID}`,
    '5,B (phone),DUPLICATE_IN_FILE,the same phone number as row 2',
  ]);
  const registered = await db
    .select({ id: leads.id, name: leads.name, status: leads.status })
    .from(leads)
    .where(eq(leads.providerId, Number(w.provider.id)));
  assert.deepEqual(registered.map((l) => l.name).sort(), ['유마루', '최가람']);
  const [event] = await db.select().from(leadEvents).where(eq(leadEvents.leadId, registered[0].id));
  assert.equal(event.event, 'REGISTERED');
  assert.deepEqual(event.detail, { portalId: null, importId: started.id });
  assert.equal(
    (
      await db
        .select()
        .from(files)
        .where(eq(files.id, Number(fileId)))
    ).length,
    0,
    'the file is gone',
  );
  assert.deepEqual(await outboxOf(started.id), [
    {
      importId: started.id,
      providerId: w.provider.id,
      status: 'COMPLETED',
      dryRun: false,
      registered: 2,
      duplicates: 1,
      invalid: 2,
    },
  ]);
  assert.equal(await runImport(deps, Number(started.id)), null, 'an ended import is not run again');
  assert.equal((await outboxOf(started.id)).length, 1, 'one completion event');
});

test('every row code reaches errors.csv with its catalogue message, never a cell of the file', async () => {
  const [old] = await db.insert(regions).values({ name: '옛고을', sortOrder: 99, active: false }).returning();
  await db.insert(regionAliases).values({ alias: '옛고을', regionId: old.id });
  app.deps.regions.invalidate();
  const taken = phone();
  await registerOk(app, w, { phone: taken });
  const first = phone();
  const suppressedPhone = phone();
  await adminPost(app, '/admin/v1/suppressions', {
    phone: suppressedPhone,
    reason: 'DNC_REGISTRY',
    channel: 'DONOTCALL',
  });
  const rows = [
    ['', phone(), '', '', '', '', ''], // 2 NAME_REQUIRED
    ['김', '', '', '', '', '', ''], // 3 PHONE_REQUIRED
    ['김', '010-12', '', '', '', '', ''], // 4 PHONE_INVALID
    ['김', '1.01234E+10', '', '', '', '', ''], // 5 PHONE_EXPONENT
    ['김', phone(), 'bad-mail', '', '', '', ''], // 6 EMAIL_INVALID
    ['김', phone(), '', '평양', '', '', ''], // 7 REGION_UNKNOWN
    ['김', phone(), '', '옛고을', '', '', ''], // 8 REGION_RETIRED
    ['김', phone(), '', '', '1990-02-30', '', ''], // 9 BIRTH_DATE_INVALID
    ['김', phone(), '', '', '900102', '', '900101-1234567'], // 10 BIRTH_DATE_MISMATCH
    ['김', phone(), '', '', '', 'X', ''], // 11 GENDER_INVALID
    ['김', phone(), '', '', '', 'F', '900101-1234567'], // 12 GENDER_MISMATCH
    ['김', phone(), '', '', '', '', '900101-9234567'], // 13 SSN_INVALID
    ['김', phone(), '', '', '', '', '9.00101E+12'], // 14 SSN_EXPONENT
    ['가'.repeat(101), phone(), '', '', '', '', ''], // 15 TEXT_TOO_LONG
    ['김', phone(), '', '', '', '', '', 'x'.repeat(1001)], // 16 CELL_TOO_LONG
    ['김', taken, '', '', '', '', ''], // 17 DUPLICATE_CONTACT
    ['김', first, '', '', '', '', ''], // 18 registered
    ['김', first.replace(/-/g, ''), '', '', '', '', ''], // 19 DUPLICATE_IN_FILE (row 18)
    ['김', suppressedPhone, '', '', '', '', ''], // 20 CONTACT_SUPPRESSED
  ];
  const header = ['이름', '휴대폰', '이메일', '지역', '생년월일', '성별', '주민번호', '메모'];
  const fileId = await uploadImportFile(app, w.providerKey, csvOf(rows, header));
  const started = await startImportOk(app, w.providerKey, body(fileId));
  assert.equal(await runImport(deps, Number(started.id)), 'COMPLETED');
  const lines = await errorsCsv(app, w.providerKey, started.id);
  const codes = lines.slice(1).map((l) => l.split(',')[2]);
  const expected = [...Object.keys(FIELD_ISSUES), ...Object.keys(IMPORT_ROW_ISSUES)];
  assert.deepEqual([...new Set(codes)].sort(), expected.sort());
  assert.ok(lines.includes('19,B (phone),DUPLICATE_IN_FILE,the same phone number as row 18'));
  assert.ok(lines.includes(`17,B (phone),DUPLICATE_CONTACT,${IMPORT_ROW_ISSUES.DUPLICATE_CONTACT}`));
  assert.ok(lines.includes(`16,H (memo),CELL_TOO_LONG,"${IMPORT_ROW_ISSUES.CELL_TOO_LONG}"`));
  assert.ok(lines.includes(`20,B (phone),CONTACT_SUPPRESSED,${IMPORT_ROW_ISSUES.CONTACT_SUPPRESSED}`));
  const text = lines.join('\n');
  for (const secret of ['1234567', 'bad-mail', '평양', taken.slice(-4), 'E+1']) {
    assert.ok(!text.includes(secret), `errors.csv shows ${secret}`);
  }
  const done = await importOf(app, w.providerKey, started.id);
  assert.deepEqual([done.registered, done.duplicates, done.invalid], [1, 2, 16]);
});

test('errors.csv neutralizes formulas: a cell starting with = + - @ tab or CR gets a leading quote', () => {
  assert.equal(csvCell('=1+1'), "'=1+1");
  assert.equal(csvCell('+82'), "'+82");
  assert.equal(csvCell('-2'), "'-2");
  assert.equal(csvCell('@SUM(A1)'), "'@SUM(A1)");
  assert.equal(csvCell('\tx'), "'\tx");
  assert.equal(csvCell('\rx'), '"\'\rx"');
  assert.equal(csvCell('a,"b"'), '"a,""b"""');
  assert.equal(csvCell(12), '12');
  assert.equal(csvCell('B (phone)'), 'B (phone)');
});

test('XLSX: a workbook is imported from its first sheet, Excel damage repaired', async () => {
  const fileId = await uploadImportFile(app, w.providerKey, fixture('leads.xlsx'), XLSX);
  const started = await startImportOk(app, w.providerKey, body(fileId));
  assert.equal(started.format, 'xlsx');
  assert.equal(await runImport(deps, Number(started.id)), 'COMPLETED');
  const done = await importOf(app, w.providerKey, started.id);
  // 권여름 (phone 0 restored, date cell), 홍가을 (serial date); 전겨울's phone has 11 digits without its 0.
  assert.deepEqual([done.totalRows, done.registered, done.invalid], [3, 2, 1]);
  const [row] = await db
    .select({ birthDate: leads.birthDate, phone1: leads.phone1 })
    .from(leads)
    .where(and(eq(leads.providerId, Number(w.provider.id)), eq(leads.name, '홍가을')));
  assert.deepEqual(row, { birthDate: '900507', phone1: '010' });
});

test('a dry run registers nothing, counts what would happen and keeps the file for the real import', async () => {
  const rows = [
    ['김', phone(), '서울'],
    ['이', 'bad', '서울'],
  ];
  const fileId = await uploadImportFile(app, w.providerKey, csvOf(rows));
  const before = await db.select({ n: sql<number>`count(*)::int` }).from(leads);
  const dry = await startImportOk(app, w.providerKey, body(fileId, { dryRun: true }));
  assert.equal(await runImport(deps, Number(dry.id)), 'COMPLETED');
  const checked = await importOf(app, w.providerKey, dry.id);
  assert.deepEqual([checked.dryRun, checked.registered, checked.invalid], [true, 1, 1]);
  assert.deepEqual(await db.select({ n: sql<number>`count(*)::int` }).from(leads), before);
  const real = await startImportOk(app, w.providerKey, body(fileId));
  assert.equal(await runImport(deps, Number(real.id)), 'COMPLETED');
  assert.equal((await importOf(app, w.providerKey, real.id)).registered, 1);
});

test('a file is read by one open import at a time → 409 IMPORT_FILE_IN_USE', async () => {
  const fileId = await uploadImportFile(app, w.providerKey, csvOf([['김', phone(), '서울']]));
  await startImportOk(app, w.providerKey, body(fileId));
  expectProblem(await startImport(app, w.providerKey, body(fileId)), 409, 'IMPORT_FILE_IN_USE');
});

test('problems at the start: file, header, mapping, encoding, provider and product', async () => {
  const ok = await uploadImportFile(app, w.providerKey, csvOf([['김', phone(), '서울']]));
  const cases: [Record<string, unknown>, number, string][] = [
    [body('999999'), 400, 'FILE_NOT_FOUND'],
    [body(ok, { providerId: '999999' }), 400, 'PROVIDER_NOT_FOUND'],
    [body(ok, { productId: '999999' }), 400, 'PRODUCT_NOT_FOUND'],
    [body(ok, { columnMapping: { phone: '없는 열' } }), 400, 'IMPORT_COLUMN_UNKNOWN'],
    [body(ok, { columnMapping: { nickname: '이름' } }), 400, 'VALIDATION_FAILED'],
    [body(ok, { encoding: 'LATIN1' }), 400, 'VALIDATION_FAILED'],
  ];
  for (const [payload, status, code] of cases) {
    expectProblem(await startImport(app, w.providerKey, payload), status, code);
  }
  const noPhone = await uploadImportFile(app, w.providerKey, fixture('no-phone-column.csv'));
  expectProblem(await startImport(app, w.providerKey, body(noPhone)), 400, 'IMPORT_COLUMN_MISSING');
  const undecodable = await uploadImportFile(app, w.providerKey, fixture('undecodable.csv'));
  expectProblem(await startImport(app, w.providerKey, body(undecodable)), 400, 'IMPORT_FILE_UNREADABLE');
  const custom = await uploadImportFile(app, w.providerKey, fixture('custom-headers.csv'));
  const mapped = await startImportOk(
    app,
    w.providerKey,
    body(custom, { columnMapping: { name: '고객 성함', phone: 'HP 번호' } }),
  );
  assert.equal(await runImport(deps, Number(mapped.id)), 'COMPLETED');
  assert.equal((await importOf(app, w.providerKey, mapped.id)).registered, 1);
  const evidence = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: w.asProvider,
    payload: { fileName: 'a.pdf', mimeType: 'application/pdf', size: 10, purpose: 'LEAD_ATTACHMENT' },
  });
  expectProblem(
    await startImport(app, w.providerKey, body(evidence.json().fileId as string)),
    400,
    'FILE_NOT_UPLOADED',
  );
  const [attachment] = await db
    .update(files)
    .set({ status: 'UPLOADED', uploadedAt: new Date() })
    .where(eq(files.id, Number(evidence.json().fileId)))
    .returning();
  expectProblem(await startImport(app, w.providerKey, body(String(attachment.id))), 400, 'FILE_PURPOSE_MISMATCH');
});

test('a limit broken deep in the file fails the import before anything is registered', async () => {
  const rows = Array.from({ length: 5 }, () => ['김', phone(), '서울']);
  const fileId = await uploadImportFile(app, w.providerKey, csvOf(rows));
  const started = await startImportOk(app, w.providerKey, body(fileId));
  const limits = { rows: 4, columns: 50, cellChars: 1000, recordChars: 65536 };
  assert.equal(await runImport(deps, Number(started.id), { limits }), 'FAILED');
  const failed = await importOf(app, w.providerKey, started.id);
  assert.deepEqual([failed.failureCode, failed.registered, failed.processedRows], ['IMPORT_FILE_UNREADABLE', 0, 0]);
  assert.match(String(failed.failureDetail), /4 data rows/);
  assert.equal((await outboxOf(started.id))[0]?.status, 'FAILED');
  assert.equal(
    (
      await db
        .select()
        .from(files)
        .where(eq(files.id, Number(fileId)))
    ).length,
    0,
  );
});

test('an import whose file is gone (24 hours passed) fails with IMPORT_FILE_UNREADABLE', async () => {
  const fileId = await uploadImportFile(app, w.providerKey, csvOf([['김', phone(), '서울']]));
  const started = await startImportOk(app, w.providerKey, body(fileId));
  await db.delete(files).where(eq(files.id, Number(fileId)));
  assert.equal(await runImport(deps, Number(started.id)), 'FAILED');
  assert.equal((await importOf(app, w.providerKey, started.id)).failureCode, 'IMPORT_FILE_UNREADABLE');
});

test('cancel: a queued import ends at once; a running one after its current batch; an ended one → 400', async () => {
  const queuedFile = await uploadImportFile(app, w.providerKey, csvOf([['김', phone(), '서울']]));
  const queued = await startImportOk(app, w.providerKey, body(queuedFile));
  const cancel = (id: string) =>
    app.inject({ method: 'POST', url: `/api/v1/leads/imports/${id}/cancel`, headers: w.asProvider });
  const res = await cancel(queued.id);
  assert.equal(res.statusCode, 200, res.body);
  assert.equal(res.json().status, 'CANCELLED');
  assert.equal(await runImport(deps, Number(queued.id)), null);
  assert.equal((await outboxOf(queued.id))[0]?.status, 'CANCELLED');
  expectProblem(await cancel(queued.id), 400, 'IMPORT_FINISHED');

  const rows = Array.from({ length: 7 }, () => ['김', phone(), '서울']);
  const fileId = await uploadImportFile(app, w.providerKey, csvOf(rows));
  const running = await startImportOk(app, w.providerKey, body(fileId));
  const status = await runImport(deps, Number(running.id), {
    batchSize: 3,
    afterBatch: async (processed) => {
      if (processed === 3) assert.equal((await cancel(running.id)).json().cancelRequested, true);
    },
  });
  assert.equal(status, 'CANCELLED');
  const stopped = await importOf(app, w.providerKey, running.id);
  assert.deepEqual([stopped.processedRows, stopped.registered, stopped.totalRows], [3, 3, 7]);
});

test('a stored file altered since its upload: the import fails IMPORT_FILE_UNREADABLE, nothing registered', async () => {
  const rows = Array.from({ length: 3 }, () => ['김', phone(), '서울']);
  const fileId = await uploadImportFile(app, w.providerKey, csvOf(rows));
  const started = await startImportOk(app, w.providerKey, body(fileId));
  // The bytes as read from storage, one bit flipped: the thread's decryption must notice (GCM's tag).
  const altered = Object.create(deps.storage) as typeof deps.storage;
  altered.read = async (key) => {
    const bytes = await deps.storage.read(key);
    if (bytes) bytes[bytes.length - 20] ^= 1;
    return bytes;
  };
  assert.equal(await runImport({ ...deps, storage: altered }, Number(started.id)), 'FAILED');
  const failed = await importOf(app, w.providerKey, started.id);
  assert.deepEqual(
    [failed.status, failed.failureCode, failed.processedRows, failed.registered],
    ['FAILED', 'IMPORT_FILE_UNREADABLE', 0, 0],
  );
  assert.equal(failed.failureDetail, 'The stored file does not read back as it was uploaded');
  const [registered] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leadEvents)
    .where(sql`${leadEvents.detail}->>'importId' = ${started.id}`);
  assert.equal(registered.n, 0);
  // The same file as stored, unaltered, imports: the refusal above came from the flipped bit alone.
  const again = await startImportOk(app, w.providerKey, body(await uploadImportFile(app, w.providerKey, csvOf(rows))));
  assert.equal(await runImport(deps, Number(again.id)), 'COMPLETED');
  assert.equal((await importOf(app, w.providerKey, again.id)).registered, 3);
});

// With one thread for both, the start would wait for the running import, which waits for it: a hang, hence the timeout.
test('an import started while another one runs is answered at once: its header is read beside the running one', {
  timeout: 60_000,
}, async () => {
  const running = await startImportOk(
    app,
    w.providerKey,
    body(await uploadImportFile(app, w.providerKey, csvOf(Array.from({ length: 7 }, () => ['김', phone(), '서울'])))),
  );
  const otherFile = await uploadImportFile(app, w.providerKey, csvOf([['이', phone(), '부산']]));
  let other: Awaited<ReturnType<typeof startImportOk>> | null = null;
  const status = await runImport(deps, Number(running.id), {
    batchSize: 3,
    // The running import holds a thread of the pool here, with batches prepared ahead.
    afterBatch: async (processed) => {
      if (processed === 3) other = await startImportOk(app, w.providerKey, body(otherFile));
    },
  });
  assert.equal(status, 'COMPLETED');
  const started = other as Awaited<ReturnType<typeof startImportOk>> | null;
  assert.equal(started?.status, 'QUEUED');
  assert.equal(started?.encoding, 'UTF-8');
  assert.equal(await runImport(deps, Number(started?.id)), 'COMPLETED');
  assert.equal((await importOf(app, w.providerKey, started?.id as string)).registered, 1);
});

test('a job stopped after a batch resumes after its checkpoint: nothing registered twice, repeats still found', async () => {
  const shared = phone();
  const rows = [
    ['김', shared, '서울'],
    ...Array.from({ length: 4 }, () => ['김', phone(), '서울']),
    ['이', shared, '서울'], // row 7, after the checkpoint: a repeat of row 2
    ['박', phone(), '서울'],
  ];
  const fileId = await uploadImportFile(app, w.providerKey, csvOf(rows));
  const started = await startImportOk(app, w.providerKey, body(fileId));
  const crash = new Error('worker killed');
  await assert.rejects(
    runImport(deps, Number(started.id), {
      batchSize: 3,
      afterBatch: (processed) => {
        if (processed === 3) throw crash;
      },
    }),
    crash,
  );
  const halfway = await importOf(app, w.providerKey, started.id);
  assert.deepEqual([halfway.status, halfway.processedRows, halfway.registered], ['RUNNING', 3, 3]);
  assert.equal(await runImport(deps, Number(started.id), { batchSize: 3 }), 'COMPLETED');
  const done = await importOf(app, w.providerKey, started.id);
  assert.deepEqual([done.processedRows, done.registered, done.duplicates, done.invalid], [7, 6, 1, 0]);
  assert.deepEqual((await errorsCsv(app, w.providerKey, started.id)).slice(1), [
    '7,B (phone),DUPLICATE_IN_FILE,the same phone number as row 2',
  ]);
  const [counted] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(leadEvents)
    .innerJoin(leads, eq(leads.id, leadEvents.leadId))
    .where(and(eq(leadEvents.event, 'REGISTERED'), sql`${leadEvents.detail}->>'importId' = ${started.id}`));
  assert.equal(counted.n, 6, 'one REGISTERED event per lead');
});

test('two workers on one import: the checkpoint moves once per batch, the slower batch is rolled back', async () => {
  const rows = Array.from({ length: 4 }, () => ['김', phone(), '서울']);
  const fileId = await uploadImportFile(app, w.providerKey, csvOf(rows));
  const started = await startImportOk(app, w.providerKey, body(fileId));
  const [a, b] = await Promise.all([
    runImport(deps, Number(started.id), { batchSize: 2 }),
    runImport(deps, Number(started.id), { batchSize: 2 }),
  ]);
  assert.ok(a === 'COMPLETED' || b === 'COMPLETED', `${a} ${b}`);
  const done = await importOf(app, w.providerKey, started.id);
  assert.deepEqual([done.processedRows, done.registered, done.duplicates], [4, 4, 0]);
  assert.equal((await outboxOf(started.id)).length, 1);
});

test('access: a provider key sees and cancels its own provider’s imports only; portal keys none; admin all', async () => {
  const fileId = await uploadImportFile(app, w.providerKey, csvOf([['김', phone(), '서울']]));
  const started = await startImportOk(app, w.providerKey, body(fileId));
  const other = await world(app);
  const get = (key: Record<string, string>, path = '') =>
    app.inject({ method: 'GET', url: `/api/v1/leads/imports/${started.id}${path}`, headers: key });
  expectProblem(await get(other.asProvider), 404, 'IMPORT_NOT_FOUND');
  expectProblem(await get(other.asProvider, '/errors.csv'), 404, 'IMPORT_NOT_FOUND');
  expectProblem(
    await app.inject({
      method: 'POST',
      url: `/api/v1/leads/imports/${started.id}/cancel`,
      headers: other.asProvider,
    }),
    404,
    'IMPORT_NOT_FOUND',
  );
  expectProblem(await get(w.asPortal), 403, 'KEY_SCOPE');
  assert.equal((await get(adminHeaders)).statusCode, 200);
  expectProblem(
    await app.inject({ method: 'GET', url: '/api/v1/leads/imports/99999999', headers: w.asProvider }),
    404,
    'IMPORT_NOT_FOUND',
  );
  // Starting: another provider's id → 403 KEY_SCOPE; another provider's file → 400 FILE_NOT_FOUND.
  expectProblem(
    await startImport(app, other.providerKey, { ...body(fileId), providerId: w.provider.id }),
    403,
    'KEY_SCOPE',
  );
  const theirs = await uploadImportFile(app, other.providerKey, csvOf([['김', phone(), '서울']]));
  expectProblem(await startImport(app, w.providerKey, body(theirs)), 400, 'FILE_NOT_FOUND');
  expectProblem(await startImport(app, w.portalKey, body(fileId)), 403, 'KEY_SCOPE');
  // An admin key imports a provider's uploaded file.
  const adminStarted = await startImport(
    app,
    (await createKey(app, 'admin')).key,
    body(theirs, {
      providerId: other.provider.id,
      productId: other.product.id,
    }),
  );
  assert.equal(adminStarted.statusCode, 200, adminStarted.body);
  const [row] = await db
    .select()
    .from(leadImports)
    .where(eq(leadImports.id, Number(adminStarted.json().id)));
  assert.equal((row.caller as { kind: string }).kind, 'admin');
});

test('the sweep queues again the open imports that have not moved for 2 minutes, and only those', async () => {
  const fileId = await uploadImportFile(app, w.providerKey, csvOf([['김', phone(), '서울']]));
  const started = await startImportOk(app, w.providerKey, body(fileId));
  const sent: number[] = [];
  const send = async (id: number) => {
    sent.push(id);
  };
  await sweepImports(db, send);
  assert.ok(!sent.includes(Number(started.id)), 'a fresh import is left to its job');
  await db
    .update(leadImports)
    .set({ updatedAt: sql`now() - interval '3 minutes'` })
    .where(eq(leadImports.id, Number(started.id)));
  await sweepImports(db, send);
  assert.ok(sent.includes(Number(started.id)), 'a stale one is queued again');
  assert.equal(await runImport(deps, Number(started.id)), 'COMPLETED');
  sent.length = 0;
  await db
    .update(leadImports)
    .set({ updatedAt: sql`now() - interval '3 minutes'` })
    .where(eq(leadImports.id, Number(started.id)));
  await sweepImports(db, send);
  assert.ok(!sent.includes(Number(started.id)), 'an ended import is not queued');
});
