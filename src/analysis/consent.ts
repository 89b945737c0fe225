import { termsValidNow } from '../claims/terms/terms.service.js';
import type { Executor } from '../db/client.js';
import { analysisConsents } from '../db/schema/index.js';
import { AppError, validationFailed } from '../platform/errors.js';

export interface Consent {
  ownerCd: 'COVERAGE' | 'MEDICAL';
  terms: { id: number; ver: string }[];
}

/**
 * The consent rule of contract §7.1: `agreedTermsIds` holds every required term of `ownerCd` valid now (else 400
 * `TERMS_NOT_AGREED`) and only terms of that owner valid now (else 400 `VALIDATION_FAILED`, as for claims).
 */
export async function requireConsent(
  db: Executor,
  ownerCd: Consent['ownerCd'],
  agreedTermsIds: readonly number[],
): Promise<Consent> {
  const agreed = new Set(agreedTermsIds);
  const valid = await termsValidNow(db, ownerCd);
  const missing = valid.filter((t) => t.required && !agreed.has(t.id));
  if (missing.length > 0) {
    throw new AppError('TERMS_NOT_AGREED', `Required terms not agreed: ${missing.map((t) => t.id).join(', ')}`, {
      errors: missing.map((t) => ({ field: 'agreedTermsIds', message: `must include ${t.id} (${t.name} ${t.ver})` })),
    });
  }
  const validIds = new Set(valid.map((t) => t.id));
  const unknown = agreedTermsIds.find((id) => !validIds.has(id));
  if (unknown !== undefined) {
    throw validationFailed('agreedTermsIds', `${unknown} is not a ${ownerCd} term valid now`);
  }
  return { ownerCd, terms: valid.filter((t) => agreed.has(t.id)).map((t) => ({ id: t.id, ver: t.ver })) };
}

/** Stores the consent (kept as proof after the data it allowed are deleted); returns its id. */
export async function storeConsent(
  db: Executor,
  consent: Consent,
  by: { userId: number; agreedBy: string; at: Date; verificationId?: string; analysisId?: string },
) {
  const [row] = await db
    .insert(analysisConsents)
    .values({
      ownerCd: consent.ownerCd,
      userId: by.userId,
      agreedBy: by.agreedBy,
      agreedAt: by.at,
      terms: consent.terms,
      verificationId: by.verificationId ?? null,
      analysisId: by.analysisId ?? null,
    })
    .returning({ id: analysisConsents.id });
  return row.id;
}
