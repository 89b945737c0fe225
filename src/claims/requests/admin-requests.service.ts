import { and, asc, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { claimDispatches, claims, insurers, users } from '../../db/schema/index.js';
import { requireAccess } from '../../platform/access/access.js';
import type { Caller } from '../../platform/access/caller.js';
import { boundedList } from '../../platform/bounded-list.js';
import { parseKstDate } from '../../platform/dates.js';
import { validationFailed } from '../../platform/errors.js';
import { emit } from '../../platform/events.js';
import { koreaDate } from '../../platform/korea-time.js';
import { maskName } from '../../platform/masking.js';
import { iso } from '../../platform/schemas.js';
import type { AdminClaimList, AdminClaimListQuery } from './admin-requests.schemas.js';
import { claimAccess } from './claim.access.js';
import { claimIdOf } from './claim-records.service.js';
import { buildClaimPdf, type DispatchDeps } from './dispatch.js';
import { CLAIM_STATUS_LABELS } from './requests.schemas.js';

export type AdminClaimListInput = Static<typeof AdminClaimListQuery>;

/** A claim-date bound as `YYYY-MM-DD` (the column's text), checked to be a calendar day. */
const claimDay = (raw: string, field: string) => koreaDate(parseKstDate(raw, field));

function claimDateRange(from: string | undefined, to: string | undefined): SQL | undefined {
  const start = from === undefined ? undefined : claimDay(from, 'from');
  const end = to === undefined ? undefined : claimDay(to, 'to');
  if (start && end && start > end) throw validationFailed('from', 'must not be after to');
  return and(start ? gte(claims.claimDate, start) : undefined, end ? lte(claims.claimDate, end) : undefined);
}

/**
 * Every consultant's claims for the operators, newest first (by id, which follows receipt) unless `sortOrder=asc`.
 * It reads no encrypted column and shows the client by the masked name only, so it writes no access record. A
 * consultant filter meets `claims_user_history`, a status filter `claims_status`; the total is counted up to
 * `COUNT_CAP`, and pages reach no further.
 */
export async function listAdminClaims(
  db: Executor,
  _caller: Caller,
  q: AdminClaimListInput,
): Promise<Static<typeof AdminClaimList>> {
  const where = and(
    q.claimReqId === undefined ? undefined : eq(claims.id, q.claimReqId),
    q.claimStatusCd ? eq(claims.status, q.claimStatusCd) : undefined,
    q.insuCompCd ? eq(claims.insurerCd, q.insuCompCd) : undefined,
    q.fcUserCi === undefined
      ? undefined
      : sql`${claims.userId} = (select ${users.id} from ${users} where ${users.ci} = ${q.fcUserCi})`,
    claimDateRange(q.from, q.to),
  );
  const direction = q.sortOrder === 'asc' ? asc : desc;
  const { rows, pagination } = await boundedList(db, q, 'claims', { from: sql`${claims}`, where }, (w) =>
    db
      .select({
        id: claims.id,
        claimDate: claims.claimDate,
        status: claims.status,
        statusChangedAt: claims.statusChangedAt,
        insurerCd: claims.insurerCd,
        insurerName: insurers.name,
        fcUserCi: users.ci,
        fcUserNm: users.name,
        clientNm: claims.clientNm,
        attempts: claims.attempts,
        lastError: claims.lastError,
        gateway: claimDispatches.gateway,
        pages: claimDispatches.pages,
        sentAt: claimDispatches.createdAt,
        createdAt: claims.createdAt,
      })
      .from(claims)
      .innerJoin(insurers, eq(insurers.code, claims.insurerCd))
      .innerJoin(users, eq(users.id, claims.userId))
      .leftJoin(claimDispatches, eq(claimDispatches.claimId, claims.id))
      .where(where)
      .orderBy(direction(claims.id))
      .limit(w.limit)
      .offset(w.offset),
  );
  return {
    data: rows.map((r) => ({
      claimReqId: r.id,
      claimDate: r.claimDate,
      claimStatusCd: r.status,
      claimStatus: CLAIM_STATUS_LABELS[r.status],
      statusChangedAt: iso(r.statusChangedAt)!,
      insuCompCd: r.insurerCd,
      insuCompNm: r.insurerName,
      fcUserCi: r.fcUserCi,
      fcUserNm: r.fcUserNm,
      clientNm: maskName(r.clientNm),
      attempts: r.attempts,
      // Only a FAILED claim's error is current: one being retried (SENDING) still carries its previous error.
      lastError: r.status === 'FAILED' ? r.lastError : null,
      dispatch:
        r.gateway === null || r.pages === null || r.sentAt === null
          ? null
          : { gateway: r.gateway, pages: r.pages, sentAt: iso(r.sentAt)! },
      createdAt: iso(r.createdAt)!,
    })),
    pagination,
  };
}

/** The fields of the claim form that are personal data, as the access record lists them. */
const CLAIM_FORM_FIELDS = [
  'clientNm',
  'clientBirthday',
  'clientTel',
  'clientMemo',
  'eventText',
  'bankAccount',
  'bankAccountHolder',
  'callback',
  'files',
];

/**
 * The claim form of one claim, rendered as the fax gateway is given it. It holds the client's personal data in
 * clear, so each read is an access record (`ADMIN_CLAIM_PDF`) naming the caller (`operator:<id>` for a console
 * session), written before the bytes are handed out. An unknown claim → 404. The file name is the claim's id only.
 */
export async function getAdminClaimPdf(
  deps: Pick<DispatchDeps, 'db' | 'vault' | 'storage' | 'clock'>,
  caller: Caller,
  rawId: string,
): Promise<{ bytes: Uint8Array; fileName: string }> {
  const id = claimIdOf(rawId);
  await requireAccess(deps.db, caller, claimAccess, [id]);
  const [claim] = await deps.db
    .select({ id: claims.id, jobCd: claims.jobCd, insuFax: claims.insuFax, clientBirthday: claims.clientBirthday })
    .from(claims)
    .where(eq(claims.id, id));
  if (!claim) throw claimAccess.notFound();
  const pdf = await buildClaimPdf(deps, claim);
  if (!pdf) throw claimAccess.notFound();
  await emit(deps.db, caller, [
    { type: 'pii.read', action: 'ADMIN_CLAIM_PDF', claimIds: [id], fields: CLAIM_FORM_FIELDS },
  ]);
  return { bytes: pdf.bytes, fileName: `claim-${id}.pdf` };
}
