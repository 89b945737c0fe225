/**
 * What a person's rights do to a lead's view (consumer-rights.md §3–§4), as pure rules: a suppressed lead
 * (연락금지) shows its name, phone and e-mail masked in every shape, used or not (the legal override of the
 * specification's "unmasked once used"); an erased lead shows them, and every other personal field, as null,
 * and is never shown again. No database, no clock: the callers read `suppressed` and `erased` with the lead.
 */

/** A lead's standing under the person's rights, read with the lead. */
export interface LeadPrivacy {
  /** A suppression of its phone is in force. */
  suppressed: boolean;
  /** Its personal data was erased (a request or retention). */
  erased: boolean;
}

/** How one field is shown: in clear, masked, or not at all (null). */
export type Disclosure = 'CLEAR' | 'MASKED' | 'NONE';

/** Where the lead is shown: the owner's shapes lift the contact's mask once used; the distributed-away list never. */
export type ContactRule = 'untilUsed' | 'always';

export interface ContactDisclosure {
  name: Disclosure;
  /** The phone and the e-mail. */
  contact: Disclosure;
}

/**
 * How a lead's name and contact are shown: the specification's masking (the name in clear once used; the contact
 * once used, and never under `always`), then the overrides: erased → none of them, suppressed → all masked.
 */
export function contactDisclosure(privacy: LeadPrivacy, used: boolean, rule: ContactRule): ContactDisclosure {
  if (privacy.erased) return { name: 'NONE', contact: 'NONE' };
  if (privacy.suppressed) return { name: 'MASKED', contact: 'MASKED' };
  return {
    name: used ? 'CLEAR' : 'MASKED',
    contact: used && rule === 'untilUsed' ? 'CLEAR' : 'MASKED',
  };
}

/** True when the lead's name, phone or e-mail would be shown in clear somewhere: an access record is owed. */
export const revealsContact = (privacy: LeadPrivacy, used: boolean) => !privacy.erased && !privacy.suppressed && used;

/** Shows `value` as the disclosure says: itself, its mask, or null. */
export function disclose<T>(disclosure: Disclosure, value: T, mask: (value: T) => T): T | null {
  if (disclosure === 'NONE') return null;
  return disclosure === 'CLEAR' ? value : mask(value);
}

/**
 * Why a portal user may not act on the lead's contact (`use`, distribution), or null: an erased lead before a
 * suppressed one (an erasure also suppresses).
 */
export function contactRefusal(privacy: LeadPrivacy): 'LEAD_ERASED' | 'CONTACT_SUPPRESSED' | null {
  if (privacy.erased) return 'LEAD_ERASED';
  return privacy.suppressed ? 'CONTACT_SUPPRESSED' : null;
}

/** Why `POST /api/v1/leads/contacts` skips a lead it found owned, or null when its contact is given. */
export function contactsSkipReason(privacy: LeadPrivacy, used: boolean): 'ERASED' | 'SUPPRESSED' | 'NOT_USED' | null {
  if (privacy.erased) return 'ERASED';
  if (privacy.suppressed) return 'SUPPRESSED';
  return used ? null : 'NOT_USED';
}

/** The AS reason that a suppression opens whatever the return window. */
export const SUPPRESSION_AS_REASON = 'CONTACT_SUPPRESSED';

/**
 * Whether an AS request skips the product's return window: with the reason `CONTACT_SUPPRESSED`, on a suppressed
 * lead that its owner had not used before the suppression (a lead the owner could not call any more).
 */
export function asWindowWaived(input: { reasonCode: string; suppressedAt: Date | null; usedAt: Date | null }): boolean {
  if (input.reasonCode !== SUPPRESSION_AS_REASON || input.suppressedAt === null) return false;
  return input.usedAt === null || input.usedAt.getTime() >= input.suppressedAt.getTime();
}
