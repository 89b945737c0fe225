import { and, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { columnsOf } from '../../db/columns.js';
import { executeNamed } from '../../db/named.js';
import { banks, claimDayCounts, claimFiles, claims, insurers, users } from '../../db/schema/index.js';
import { requireAccess } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import type { PiiReadAction } from '../../platform/actions.js';
import { validationFailed } from '../../platform/errors.js';
import { claimAccessOfRows, emit, type PiiReadEvent, rememberRecorded } from '../../platform/events.js';
import { parseCompactDate } from '../../platform/korea-time.js';
import type { PiiVault } from '../../platform/pii.js';
import { parseIntId } from '../../platform/schemas.js';
import { consultantFor } from '../users/consultant.access.js';
import { claimAccess } from './claim.access.js';
import type { ClaimDeps, ClaimHistoryInput, ClaimRecordView } from './claim.deps.js';
import { type CALLBACK_WHO_LABELS, CLAIM_STATUS_LABELS, EVENT_TYPE_LABELS } from './requests.schemas.js';

type EventTypeCd = keyof typeof EVENT_TYPE_LABELS;
type CallbackWho = keyof typeof CALLBACK_WHO_LABELS;

/** A claim id of a path: anything that cannot be one names no claim (404). */
export function claimIdOf(raw: string): number {
  const id = parseIntId(raw);
  if (id === null) throw claimAccess.notFound();
  return id;
}

/** The claim columns a record shows, for plain-SQL reads. */
const RECORD_COLUMNS = columnsOf(claims, [
  'id',
  'claimDate',
  'insurerCd',
  'status',
  'clientNm',
  'clientBirthday',
  'clientTelEnc',
  'clientMemo',
  'jobCd',
  'bankCd',
  'bankAccountEnc',
  'bankAccountHolder',
  'wellFareYn',
  'insuFax',
  'eventDate',
  'eventTypeCd',
  'eventPlace',
  'eventText',
  'callbackWho',
  'callbackName',
  'callbackTelEnc',
  'directDebitAccntYn',
]);

type RecordRow = {
  claim: ReturnType<typeof RECORD_COLUMNS.read>;
  insuCompNm: string;
  insuLogoUrl: string;
  fcUserNm: string;
  bankNm: string | null;
};

/** A record's row: the claim's shown columns and the names its codes stand for. */
type RecordSqlRow = Record<string, unknown> & {
  insu_comp_nm: string;
  insu_logo_url: string;
  fc_user_nm: string;
  bank_nm: string | null;
};

/**
 * The shown columns of the claims `from` names (a FROM item with `claims` in it, and what it joins), in plain SQL:
 * the query builder's cost would be paid per request, and the history is the claims interface's most requested read.
 */
function recordsOf(from: SQL): SQL {
  return sql`
    select ${RECORD_COLUMNS.list}, ${insurers.name} as insu_comp_nm, ${insurers.logoUrl} as insu_logo_url,
      ${users.name} as fc_user_nm, ${banks.name} as bank_nm
    from ${from}
    join ${insurers} on ${insurers.code} = ${claims.insurerCd}
    join ${users} on ${users.id} = ${claims.userId}
    left join ${banks} on ${banks.code} = ${claims.bankCd}`;
}

function recordRow(r: RecordSqlRow): RecordRow {
  return {
    claim: RECORD_COLUMNS.read(r),
    insuCompNm: r.insu_comp_nm,
    insuLogoUrl: r.insu_logo_url,
    fcUserNm: r.fc_user_nm,
    bankNm: r.bank_nm,
  };
}

/** Each claim's files in position order, grouped by claim. */
async function filesOf(db: Executor, claimIds: number[]) {
  const byClaim = new Map<number, ClaimFile[]>();
  if (claimIds.length === 0) return byClaim;
  const { rows } = await db.execute<{ claim_id: number; url: string; size: number }>(sql`
    select claim_id, url, size from ${claimFiles}
    where claim_id = any(${`{${claimIds.join(',')}}`}::int[]) order by claim_id, position`);
  for (const f of rows) {
    const list = byClaim.get(Number(f.claim_id)) ?? [];
    list.push({ url: f.url, size: Number(f.size) });
    byClaim.set(Number(f.claim_id), list);
  }
  return byClaim;
}

type ClaimFile = { url: string; size: number };

async function toRecords(db: Executor, vault: PiiVault, rows: RecordRow[]): Promise<ClaimRecordView[]> {
  const attached = await filesOf(
    db,
    rows.map((r) => r.claim.id),
  );
  return rows.map((r) => recordView(vault, r, attached.get(r.claim.id) ?? []));
}

/** The record a response shows of a claim, its files in position order. */
function recordView(vault: PiiVault, { claim: c, ...joined }: RecordRow, fileRows: ClaimFile[]): ClaimRecordView {
  return {
    claimDate: c.claimDate,
    insuCompCd: c.insurerCd,
    insuCompNm: joined.insuCompNm,
    insuLogoUrl: joined.insuLogoUrl,
    claimStatus: CLAIM_STATUS_LABELS[c.status],
    claimStatusCd: c.status,
    fcUserNm: joined.fcUserNm,
    clientNm: c.clientNm,
    clientBirthday: c.clientBirthday.replace(/-/g, '').slice(2),
    clientTel: vault.decrypt(c.clientTelEnc),
    clientMemo: c.clientMemo,
    jobCd: c.jobCd,
    claimReqId: c.id,
    bankCd: c.bankCd,
    bankNm: c.bankCd ? joined.bankNm : null,
    bankAccount: c.bankAccountEnc ? vault.decrypt(c.bankAccountEnc) : null,
    bankAccountHolder: c.bankAccountHolder,
    fileCnt: fileRows.length,
    wellFareYn: c.wellFareYn,
    insuFax: c.insuFax,
    eventDate: c.eventDate,
    // Event types and callback kinds are closed sets: the table's check constraints hold them.
    eventTypeCd: c.eventTypeCd as EventTypeCd,
    eventType: EVENT_TYPE_LABELS[c.eventTypeCd as EventTypeCd],
    eventPlace: c.eventPlace,
    eventText: c.eventText,
    callbackWho: c.callbackWho as CallbackWho,
    callbackName: c.callbackName,
    callbackTel: vault.decrypt(c.callbackTelEnc),
    directDebitAccntYn: c.directDebitAccntYn,
    files: fileRows.map((f) => f.url),
    file_length: fileRows.reduce((sum, f) => sum + f.size, 0),
  };
}

/**
 * A response with claim records shows the client's phone, the callback phone and the bank account decrypted:
 * each such response writes a personal-data access record naming the claims and the reader (a token's subject, or
 * an API key).
 */
async function recordClaimAccess(
  db: Executor,
  caller: Caller,
  action: PiiReadAction,
  records: { claimReqId: number; bankAccount: string | null }[],
) {
  const fields = ['clientTel', 'callbackTel', ...(records.some((r) => r.bankAccount !== null) ? ['bankAccount'] : [])];
  await emit(db, caller, [{ type: 'pii.read', action, claimIds: records.map((r) => r.claimReqId), fields }]);
}

/** The same record as `recordClaimAccess`, from the rows before they are decrypted (a bank account is shown when stored). */
function claimAccessEvent(action: PiiReadAction, rows: RecordRow[]): PiiReadEvent {
  const fields = ['clientTel', 'callbackTel', ...(rows.some((r) => r.claim.bankAccountEnc) ? ['bankAccount'] : [])];
  return { type: 'pii.read', action, claimIds: rows.map((r) => r.claim.id), fields };
}

/** The record of a claim, or null. No access decision: for the dispatch worker, and services after theirs. */
export async function getClaimRecord(db: Executor, vault: PiiVault, claimId: number): Promise<ClaimRecordView | null> {
  const { rows } = await db.execute<RecordSqlRow>(sql`${recordsOf(sql`${claims}`)} where ${claims.id} = ${claimId}`);
  if (rows.length === 0) return null;
  return (await toRecords(db, vault, rows.map(recordRow)))[0];
}

/** The record of a claim the caller was allowed to touch, its reading recorded under `action`. */
export async function readClaim(
  deps: ClaimDeps,
  caller: Caller,
  claimId: number,
  action: PiiReadAction,
): Promise<ClaimRecordView> {
  const record = await getClaimRecord(deps.db, deps.vault, claimId);
  if (!record) throw claimAccess.notFound();
  await recordClaimAccess(deps.db, caller, action, [record]);
  return record;
}

/** A claim the caller may see: FC their own, MANAGER their subtree's, ADMIN and system clients any. */
export async function getClaim(deps: ClaimDeps, caller: Caller, rawId: string): Promise<ClaimRecordView> {
  const claimId = claimIdOf(rawId);
  await requireAccess(deps.db, caller, claimAccess, [claimId]);
  return readClaim(deps, caller, claimId, 'GET_CLAIM');
}

/** One consultant's claims, newest first; every filter narrows the (user_id, claim_date, id) index range. */
export async function claimHistory(
  deps: ClaimDeps,
  caller: Caller,
  input: ClaimHistoryInput,
): Promise<{ rows: ClaimRecordView[]; total: number }> {
  const { db, vault } = deps;
  const { page = 1, pageSize = 20, ...q } = input;
  const dates: Record<string, string | null> = {};
  for (const f of ['clientBirthday', 'startDate', 'endDate'] as const) {
    if (q[f] === undefined) continue;
    dates[f] = parseCompactDate(q[f]!);
    if (!dates[f]) throw validationFailed(f, 'must be a real date YYYYMMDD');
  }
  if (dates.startDate && dates.endDate && dates.startDate > dates.endDate) {
    throw validationFailed('startDate', 'must not be after endDate');
  }
  const consultant = await consultantFor(db, caller, q.fcUserCi);
  if (!consultant) return { rows: [], total: 0 };

  // Each filter given also names the statement's shape (below).
  const given: [string, SQL][] = [];
  if (q.clientNm) given.push(['name', sql`strpos(${claims.clientNm}, ${q.clientNm}) > 0`]);
  if (dates.clientBirthday) given.push(['birthday', eq(claims.clientBirthday, dates.clientBirthday)]);
  // Phones are stored encrypted: the exact match compares keyed hashes.
  if (q.clientTel) given.push(['tel', eq(claims.clientTelHash, vault.blindIndex(q.clientTel))]);
  if (dates.startDate) given.push(['from', gte(claims.claimDate, dates.startDate)]);
  if (dates.endDate) given.push(['to', lte(claims.claimDate, dates.endDate)]);
  const filters = [eq(claims.userId, consultant.id), ...given.map(([, filter]) => filter)];
  const where = and(...filters);

  // One statement per page (issue #33): the page's claims, each one's files, the access record of the page (a
  // data-modifying CTE: it exists exactly when the page was read) and the total. The page's keys are read first from
  // an index (`claims_user_history` holds every filter's column; an exact phone's few claims have their own), so an
  // offset skips index entries, not claims; only the page's own claims are then read. The total comes from a row of its own that the page is joined to, so a page
  // past the last claim still carries it.
  const total = historyTotal(consultant, given, dates, where);
  const pageOrder = sql.raw('p."claimDate" desc, p.id desc');
  // A named prepared statement, one per set of filters given: its planning cost more than its execution (about 1.8
  // against 0.5-1.2 ms for the largest consultant's pages, 1M claims).
  const shape = given.map(([name]) => name).join(',');
  const rows = await executeNamed<RecordSqlRow & { files: [string, number][] | null; total: number }>(
    db,
    `claim-history:${shape}`,
    sql`
    with keys as (
      select ${claims.id} as id from ${claims} where ${where}
      order by ${claims.claimDate} desc, ${claims.id} desc
      limit ${pageSize} offset ${(page - 1) * pageSize}
    ),
    page as (${recordsOf(sql`keys k join ${claims} on ${claims.id} = k.id`)}),
    pii_access as (${claimAccessOfRows(caller, 'CLAIM_HISTORY', {
      claimIds: sql`array_agg(p.id order by ${pageOrder})`,
      fields: sql`array['clientTel', 'callbackTel']
        || case when bool_or(coalesce(p."bankAccountEnc", '') <> '') then array['bankAccount'] else '{}'::text[] end`,
      from: sql`page p`,
    })})
    select p.*, t.total, (
        select json_agg(json_build_array(f.url, f.size) order by f.position) from ${claimFiles} f where f.claim_id = p.id
      ) as files
    from (select ${total} as total) t left join page p on true
    order by ${pageOrder}`,
  );
  const records: RecordRow[] = [];
  const views: ClaimRecordView[] = [];
  for (const r of rows) {
    if (r.id === null) continue; // the total's row of a page past the last claim
    const row = recordRow(r);
    records.push(row);
    views.push(
      recordView(
        vault,
        row,
        (r.files ?? []).map(([url, size]) => ({ url, size: Number(size) })),
      ),
    );
  }
  rememberRecorded(caller, claimAccessEvent('CLAIM_HISTORY', records));
  return { rows: views, total: Number(rows[0].total) };
}

/**
 * The history's total as a scalar expression, read in the page's statement (one snapshot). Unfiltered: the
 * consultant's kept claim count. Only a date range: the sum of the consultant's kept counts of its days
 * (`claim_day_counts`, migration 0052; at most one row per day). Any other filter (a name, a birthday, a phone) is
 * counted from an index: no kept count answers it.
 */
function historyTotal(
  consultant: { id: number; claimCount: number },
  given: [string, SQL][],
  dates: Record<string, string | null>,
  where: SQL | undefined,
): SQL {
  if (given.length === 0) return sql`${consultant.claimCount}::int`;
  if (given.every(([name]) => name === 'from' || name === 'to')) {
    const c = claimDayCounts;
    const days = and(
      eq(c.userId, consultant.id),
      dates.startDate ? gte(c.claimDate, dates.startDate) : undefined,
      dates.endDate ? lte(c.claimDate, dates.endDate) : undefined,
    );
    return sql`(select coalesce(sum(${c.n}), 0)::int from ${c} where ${days})`;
  }
  return sql`(select count(*)::int from ${claims} where ${where})`;
}
