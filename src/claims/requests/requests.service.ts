import { eq, sql } from 'drizzle-orm';
import type { Static } from 'typebox';
import { banks, claimConsents, claimFiles, claims, insurers, jobCodes, users } from '../../db/schema/index.js';
import { requireUploadedFiles } from '../../files/attached-files.js';
import { type Caller, subjectOf } from '../../platform/access/caller.js';
import { AppError, badRequest, validationFailed } from '../../platform/errors.js';
import { koreaDate, parseCompactDate } from '../../platform/korea-time.js';
import { withTransaction } from '../../platform/transactions.js';
import { termsValidNow } from '../terms/terms.service.js';
import { consultantFor } from '../users/consultant.access.js';
import type { ClaimDeps, ClaimRecordView } from './claim.deps.js';
import { readClaim } from './claim-records.service.js';
import type { AdminClaimStatusBody, SubmitClaimBody } from './requests.schemas.js';

export type SubmitClaimInput = Static<typeof SubmitClaimBody>;
export type ClaimStatusInput = Static<typeof AdminClaimStatusBody>;

const KOREAN_PHONE = /^(01[016789][0-9]{7,8}|02[0-9]{7,8}|0[3-6][1-5][0-9]{7,8}|070[0-9]{8})$/;

function phoneDigits(field: string, raw: string) {
  const digits = raw.replace(/-/g, '');
  if (!KOREAN_PHONE.test(digits)) throw validationFailed(field, 'must be a Korean phone number');
  return digits;
}

/**
 * Validates and stores a claim with its attachments and consent record, in one transaction, then queues its
 * dispatch and answers its record (a personal-data access, recorded).
 * Order: consultant (and the caller's right to act for them) → insurer → job code → bank or direct debit →
 * dates → phones → files → terms.
 */
export async function submitClaim(deps: ClaimDeps, caller: Caller, input: SubmitClaimInput): Promise<ClaimRecordView> {
  const { db, vault } = deps;
  const consultant = await consultantFor(db, caller, input.fcUserCi);
  if (!consultant) throw badRequest('USER_NOT_FOUND', 'fcUserCi: no consultant has this CI');
  if (!consultant.active) throw badRequest('USER_INACTIVE', 'fcUserCi: the consultant is deactivated');

  const [insurer] = await db.select().from(insurers).where(eq(insurers.code, input.insuCompCd));
  if (!insurer) throw badRequest('INSURER_NOT_FOUND', 'insuCompCd: no such insurer');
  const [job] = await db.select().from(jobCodes).where(eq(jobCodes.code, input.jobCd));
  if (!job) throw badRequest('JOB_CODE_NOT_FOUND', 'jobCd: no such job code');

  let bank: { cd: string; account: string; holder: string } | null = null;
  if (input.directDebitAccntYn) {
    for (const f of ['bankCd', 'bankAccount', 'bankAccountHolder'] as const) {
      if (input[f] != null) throw validationFailed(f, 'must be omitted on a direct-debit claim');
    }
  } else {
    for (const f of ['bankCd', 'bankAccount', 'bankAccountHolder'] as const) {
      if (input[f] == null) throw validationFailed(f, 'is required unless directDebitAccntYn is true');
    }
    const [known] = await db.select().from(banks).where(eq(banks.code, input.bankCd!));
    if (!known) throw badRequest('BANK_NOT_FOUND', 'bankCd: no such bank');
    bank = { cd: known.code, account: input.bankAccount!.replace(/-/g, ''), holder: input.bankAccountHolder! };
  }

  const birthday = parseCompactDate(input.clientBirthday);
  const now = new Date(deps.clock());
  const today = koreaDate(now);
  if (!birthday || birthday > today)
    throw validationFailed('clientBirthday', 'must be a real date YYYYMMDD, not in the future');
  if (input.eventDate > today) throw validationFailed('eventDate', 'must not be in the future');
  if (input.eventDate < birthday) throw validationFailed('eventDate', 'must not be before the client was born');
  const clientTel = phoneDigits('clientTel', input.clientTel);
  const callbackTel = phoneDigits('callbackTel', input.callbackTel);

  const attached = await requireUploadedFiles(db, {
    fileIds: input.fileIds,
    caller,
    purpose: 'CLAIM_DOCUMENT',
  });

  const agreed = new Set(input.agreedTermsIds);
  const valid = await termsValidNow(db, insurer.code);
  const missing = valid.filter((t) => t.required && !agreed.has(t.id));
  if (missing.length > 0) {
    throw new AppError('TERMS_NOT_AGREED', `Required terms not agreed: ${missing.map((t) => t.id).join(', ')}`, {
      errors: missing.map((t) => ({ field: 'agreedTermsIds', message: `must include ${t.id} (${t.name} ${t.ver})` })),
    });
  }
  const validIds = new Set(valid.map((t) => t.id));
  const unknown = input.agreedTermsIds.find((id) => !validIds.has(id));
  if (unknown !== undefined) {
    throw validationFailed('agreedTermsIds', `${unknown} is not a term of this insurer valid now`);
  }

  const subject = subjectOf(caller);
  const claimId = await withTransaction(db, async (tx) => {
    const [claim] = await tx
      .insert(claims)
      .values({
        userId: consultant.id,
        submittedBy: subject,
        claimDate: koreaDate(now),
        insurerCd: insurer.code,
        insuFax: insurer.fax,
        clientNm: input.clientNm,
        clientBirthday: birthday,
        clientTelEnc: vault.encrypt(clientTel),
        clientTelHash: vault.blindIndex(clientTel),
        clientMemo: input.clientMemo ?? '',
        jobCd: job.code,
        bankCd: bank?.cd ?? null,
        bankAccountEnc: bank ? vault.encrypt(bank.account) : null,
        bankAccountHolder: bank?.holder ?? null,
        directDebitAccntYn: input.directDebitAccntYn,
        wellFareYn: input.wellFareYn,
        eventDate: input.eventDate,
        eventTypeCd: input.eventTypeCd,
        eventPlace: input.eventPlace ?? null,
        eventText: input.eventText,
        callbackWho: input.callbackWho,
        callbackName: input.callbackName,
        callbackTelEnc: vault.encrypt(callbackTel),
        createdAt: now,
        statusChangedAt: now,
      })
      .returning();
    // The consultant's claim count (the history's total) moves with the claim, in its transaction.
    await tx.execute(sql`update ${users} set claim_count = claim_count + 1 where id = ${consultant.id}`);
    if (attached.length > 0) {
      await tx.insert(claimFiles).values(
        attached.map((f, position) => ({
          claimId: claim.id,
          fileId: f.id,
          position,
          name: f.originalName,
          mimeType: f.mimeType,
          size: f.size,
          url: f.cdnUrl,
        })),
      );
    }
    const consented = valid.filter((t) => agreed.has(t.id));
    if (consented.length > 0) {
      await tx.insert(claimConsents).values(
        consented.map((t) => ({
          claimId: claim.id,
          termsId: t.id,
          termsVer: t.ver,
          agreedBy: subject,
          agreedAt: now,
        })),
      );
    }
    return claim.id;
  });
  await deps.dispatch(claimId);
  return readClaim(deps, caller, claimId, 'SUBMIT_CLAIM');
}
