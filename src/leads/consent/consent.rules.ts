import {
  CONSENT_CHANNELS,
  CONSENT_ITEMS,
  CONSENT_PURPOSES,
  type ConsentChannel,
  type ConsentItem,
  type ConsentPurpose,
} from '../../db/schema/consent.js';
import { remembered } from '../../platform/bounded-cache.js';

/**
 * The consent rules of a lead registration (docs/decisions/leads.md, "Consent"), pure: no database, no clock (now is
 * given). A single registration and an import row share them: the formats of a `consent` (400 `VALIDATION_FAILED`
 * naming `consent.<field>`), then the rules in their order (terms, age, items, the product's requirements), and the
 * matching of recipient names.
 */

export type { ConsentChannel, ConsentItem, ConsentPurpose };
export { CONSENT_CHANNELS, CONSENT_ITEMS, CONSENT_PURPOSES };

/** The purposes a product with `consentRequired` needs, all three. */
export const REQUIRED_PURPOSES: readonly ConsentPurpose[] = ['COLLECTION', 'THIRD_PARTY_PROVISION', 'SOLICITATION'];

/** Channels where the person saw no screen: the agreement is only shown by its evidence (recording, paper). */
export const EVIDENCE_CHANNELS: readonly ConsentChannel[] = ['PHONE', 'PAPER', 'EVENT'];

/** How far in the future `collectedAt` may be: the clocks of the supplier and the service differ a little. */
export const CLOCK_SKEW_MS = 60_000;
const DAY_MS = 86_400_000;

/** A consent as a body or an import row carries it: unchecked. */
export interface ConsentInput {
  channel?: unknown;
  collectedAt?: unknown;
  sourceName?: unknown;
  sourceUrl?: unknown;
  termsVersion?: unknown;
  termsSha256?: unknown;
  recipients?: unknown;
  items?: unknown;
  purposes?: unknown;
  retentionDays?: unknown;
  evidenceFileId?: unknown;
}

/** A consent whose formats passed: normalized (sets without repeats, the URL without query and fragment). */
export interface Consent {
  channel: ConsentChannel;
  collectedAt: Date;
  sourceName: string;
  sourceUrl: string | null;
  termsVersion: string;
  termsSha256: string;
  recipients: string[];
  items: ConsentItem[];
  purposes: ConsentPurpose[];
  retentionDays: number;
  evidenceFileId: string | null;
}

/** A refused field: `field` is the name after `consent.` (`sourceUrl`), `message` the rule, never the value. */
export interface ConsentFieldIssue {
  field: keyof ConsentInput;
  message: string;
}

export type ConsentFormat = { ok: true; consent: Consent } | { ok: false; issue: ConsentFieldIssue };

const isText = (value: unknown, min: number, max: number): value is string =>
  typeof value === 'string' && value.length >= min && value.length <= max;

/** ISO 8601 date-time with a time zone (`Z` or an offset), as the body's `format: date-time` accepts. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})$/;
const SHA256 = /^[0-9a-f]{64}$/;

function parseDateTime(value: unknown): Date | null {
  if (typeof value !== 'string' || !DATE_TIME.test(value)) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** An `https://` URL of at most 2,048 characters, returned without its query string and fragment; else null. */
export function sourceUrlOf(value: unknown): string | null {
  return isText(value, 1, 2048) ? normalizedSourceUrl(value) : null;
}

/** Remembered per text: a campaign sends the same URL with every lead, and parsing one is most of the formats' cost. */
const normalizedSourceUrl = remembered((text: string): string | null => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  url.search = '';
  url.hash = '';
  return url.toString();
});

/** A non-empty set of names of `allowed`, its repeats dropped, in the order given; null when it is not one. */
function setOf<T extends string>(value: unknown, allowed: readonly T[]): T[] | null {
  if (!Array.isArray(value) || value.length === 0 || value.length > allowed.length * 4) return null;
  if (!value.every((v) => typeof v === 'string' && (allowed as readonly string[]).includes(v))) return null;
  return [...new Set(value as T[])];
}

function recipientsOf(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length < 1 || value.length > 20) return null;
  if (!value.every((v) => isText(v, 1, 100) && v.trim() !== '')) return null;
  return value as string[];
}

/**
 * The formats of a consent, field by field in the table's order; the first refused field is the answer. `now`
 * bounds `collectedAt` (at most 60 s ahead); its age against the product is a rule of its own (`CONSENT_STALE`).
 */
export function checkConsentFormat(input: ConsentInput, now: number): ConsentFormat {
  const refuse = (field: keyof ConsentInput, message: string): ConsentFormat => ({
    ok: false,
    issue: { field, message },
  });
  const channel = input.channel;
  if (typeof channel !== 'string' || !(CONSENT_CHANNELS as readonly string[]).includes(channel)) {
    return refuse('channel', `must be one of ${CONSENT_CHANNELS.join(', ')}`);
  }
  const collectedAt = parseDateTime(input.collectedAt);
  if (collectedAt === null) return refuse('collectedAt', 'must be an ISO 8601 date-time with a time zone');
  if (collectedAt.getTime() > now + CLOCK_SKEW_MS) return refuse('collectedAt', 'must not be in the future');
  if (!isText(input.sourceName, 1, 100) || input.sourceName.trim() === '') {
    return refuse('sourceName', 'must be 1 to 100 characters');
  }
  let sourceUrl: string | null = null;
  if (input.sourceUrl !== undefined && input.sourceUrl !== null && input.sourceUrl !== '') {
    sourceUrl = sourceUrlOf(input.sourceUrl);
    if (sourceUrl === null) return refuse('sourceUrl', 'must be an https:// URL of at most 2,048 characters');
  } else if (channel === 'WEB' || channel === 'APP') {
    return refuse('sourceUrl', 'is required for WEB and APP');
  }
  if (!isText(input.termsVersion, 1, 64)) return refuse('termsVersion', 'must be 1 to 64 characters');
  if (typeof input.termsSha256 !== 'string' || !SHA256.test(input.termsSha256)) {
    return refuse('termsSha256', 'must be 64 lowercase hexadecimal characters');
  }
  const recipients = recipientsOf(input.recipients);
  if (recipients === null) return refuse('recipients', 'must be 1 to 20 names of 1 to 100 characters');
  const items = setOf(input.items, CONSENT_ITEMS);
  if (items === null) return refuse('items', `must be a non-empty set of ${CONSENT_ITEMS.join(', ')}`);
  const purposes = setOf(input.purposes, CONSENT_PURPOSES);
  if (purposes === null) return refuse('purposes', `must be a non-empty set of ${CONSENT_PURPOSES.join(', ')}`);
  const retentionDays = input.retentionDays;
  if (!Number.isInteger(retentionDays) || (retentionDays as number) < 1 || (retentionDays as number) > 3650) {
    return refuse('retentionDays', 'must be an integer from 1 to 3650');
  }
  const evidence = input.evidenceFileId;
  if (evidence !== undefined && evidence !== null && evidence !== '' && !isText(evidence, 1, 32)) {
    return refuse('evidenceFileId', 'must be a file id or null');
  }
  return {
    ok: true,
    consent: {
      channel: channel as ConsentChannel,
      collectedAt,
      sourceName: input.sourceName,
      sourceUrl,
      termsVersion: input.termsVersion,
      termsSha256: input.termsSha256,
      recipients,
      items,
      purposes,
      retentionDays: retentionDays as number,
      evidenceFileId: evidence === undefined || evidence === null || evidence === '' ? null : (evidence as string),
    },
  };
}

/** `retainUntil`: `collectedAt` + `retentionDays`. */
export const retainUntilOf = (consent: Pick<Consent, 'collectedAt' | 'retentionDays'>) =>
  new Date(consent.collectedAt.getTime() + consent.retentionDays * DAY_MS);

// ---------------------------------------------------------------------------------------------------------------
// Recipients

/** Words that only say what kind of company it is: dropped before names are compared. */
const COMPANY_FORMS = /주식회사|\(주\)|㈜/g;
/** Entries that name a category of parties, not one party: they never match. */
const CATEGORIES = new Set(['제휴사', '제휴보험대리점', '협력사']);

/** A party's name as compared: NFKC, without any white space and the words 주식회사, (주), ㈜. */
export const recipientKey = remembered((name: string): string =>
  name.normalize('NFKC').replace(/\s+/g, '').replace(COMPANY_FORMS, ''),
);

/** A category, not a party: `제휴사`, `제휴 보험대리점`, `협력사`, or an entry ending in ` 등` ("and others"). */
export const isCategory = remembered((name: string): boolean => {
  const text = name.normalize('NFKC').trim();
  return /\s등$/.test(text) || CATEGORIES.has(recipientKey(text));
});

/** True when an entry of `given` names one of `accepted` (never by a category, never by an empty name). */
export function recipientMatches(given: readonly string[], accepted: readonly string[]): boolean {
  const wanted = new Set(accepted.map(recipientKey).filter((key) => key !== ''));
  return given.some((name) => !isCategory(name) && wanted.has(recipientKey(name)));
}

// ---------------------------------------------------------------------------------------------------------------
// The rules, in order

/** The lead's personal fields and the consent item each needs (a field given needs its item). */
export const ITEM_OF_FIELD = {
  name: 'NAME',
  phone: 'PHONE',
  email: 'EMAIL',
  birth_date: 'BIRTH_DATE',
  gender: 'GENDER',
  address: 'ADDRESS',
  region: 'REGION',
  memo: 'MEMO',
  metadata: 'METADATA',
} as const satisfies Record<string, ConsentItem>;
export type PersonalField = keyof typeof ITEM_OF_FIELD;

export type ConsentRuleCode =
  | 'CONSENT_TERMS_UNKNOWN'
  | 'CONSENT_TERMS_MISMATCH'
  | 'CONSENT_STALE'
  | 'CONSENT_ITEM_MISSING'
  | 'CONSENT_REQUIRED'
  | 'CONSENT_PURPOSE_MISSING'
  | 'CONSENT_EVIDENCE_REQUIRED'
  | 'CONSENT_RECIPIENT_MISMATCH';

/** A broken rule: its code, the field it names (`consent.items` for a missing item), and why. */
export interface ConsentRuleIssue {
  code: ConsentRuleCode;
  field: string;
  message: string;
}

/** What the rules look at besides the consent: the product's settings, the registered terms, the given fields. */
export interface ConsentContext {
  now: number;
  product: { consentRequired: boolean; consentMaxAgeDays: number; consentRecipients: readonly string[] };
  /** The registered terms' hash for the consent's (provider, termsVersion); null when none is registered. */
  termsSha256: string | null;
  /** The personal fields the registration gives (present and not empty). */
  fields: readonly PersonalField[];
}

/** The first rule `consent` (null: none given) breaks, in the documented order; null when it keeps them all. */
export function checkConsentRules(consent: Consent | null, ctx: ConsentContext): ConsentRuleIssue | null {
  if (consent !== null) {
    if (ctx.termsSha256 === null) {
      return {
        code: 'CONSENT_TERMS_UNKNOWN',
        field: 'consent.termsVersion',
        message: 'is not registered for the provider',
      };
    }
    if (ctx.termsSha256 !== consent.termsSha256) {
      return {
        code: 'CONSENT_TERMS_MISMATCH',
        field: 'consent.termsSha256',
        message: "is not the registered terms' hash",
      };
    }
    if (consent.collectedAt.getTime() < ctx.now - ctx.product.consentMaxAgeDays * DAY_MS) {
      return {
        code: 'CONSENT_STALE',
        field: 'consent.collectedAt',
        message: `is older than the product's ${ctx.product.consentMaxAgeDays} days`,
      };
    }
    for (const field of ctx.fields) {
      if (!consent.items.includes(ITEM_OF_FIELD[field])) {
        return {
          code: 'CONSENT_ITEM_MISSING',
          field,
          message: `is given but consent.items has no ${ITEM_OF_FIELD[field]}`,
        };
      }
    }
  }
  if (!ctx.product.consentRequired) return null;
  if (consent === null) return { code: 'CONSENT_REQUIRED', field: 'consent', message: 'is required for this product' };
  const missing = REQUIRED_PURPOSES.filter((p) => !consent.purposes.includes(p));
  if (missing.length > 0) {
    return { code: 'CONSENT_PURPOSE_MISSING', field: 'consent.purposes', message: `lacks ${missing.join(', ')}` };
  }
  if (EVIDENCE_CHANNELS.includes(consent.channel) && consent.evidenceFileId === null) {
    return {
      code: 'CONSENT_EVIDENCE_REQUIRED',
      field: 'consent.evidenceFileId',
      message: `is required for ${consent.channel}`,
    };
  }
  if (!recipientMatches(consent.recipients, ctx.product.consentRecipients)) {
    return {
      code: 'CONSENT_RECIPIENT_MISMATCH',
      field: 'consent.recipients',
      message: "names none of the product's recipients",
    };
  }
  return null;
}

/** The personal fields a registration gives: present and not empty (as the field checks count them). */
export function givenFields(input: Partial<Record<PersonalField, unknown>>): PersonalField[] {
  return (Object.keys(ITEM_OF_FIELD) as PersonalField[]).filter((field) => {
    const value = input[field];
    return value !== undefined && value !== null && value !== '';
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Import rows

/** The import file's consent columns, each with the consent field it fills. */
export const CONSENT_COLUMNS = {
  consent_channel: 'channel',
  consent_collected_at: 'collectedAt',
  consent_source_name: 'sourceName',
  consent_source_url: 'sourceUrl',
  consent_terms_version: 'termsVersion',
  consent_terms_sha256: 'termsSha256',
  consent_recipients: 'recipients',
  consent_items: 'items',
  consent_purposes: 'purposes',
  consent_retention_days: 'retentionDays',
  consent_evidence_file_id: 'evidenceFileId',
} as const satisfies Record<string, keyof ConsentInput>;
export type ConsentColumn = keyof typeof CONSENT_COLUMNS;

/** The column of a consent field (for errors.csv). */
export const columnOfConsentField = (field: string): ConsentColumn | null =>
  (Object.keys(CONSENT_COLUMNS) as ConsentColumn[]).find((c) => CONSENT_COLUMNS[c] === field) ?? null;

const LISTS = new Set<keyof ConsentInput>(['recipients', 'items', 'purposes']);

/**
 * A row's consent columns as a consent to check: lists split at `|`, the retention period a number. Null when
 * every consent cell is empty (the row carries no consent).
 */
export function consentInputOfRow(cells: Partial<Record<ConsentColumn, string>>): ConsentInput | null {
  const input: ConsentInput = {};
  let any = false;
  for (const column of Object.keys(CONSENT_COLUMNS) as ConsentColumn[]) {
    const raw = cells[column]?.trim();
    if (raw === undefined || raw === '') continue;
    any = true;
    const field = CONSENT_COLUMNS[column];
    if (LISTS.has(field)) {
      input[field] = raw
        .split('|')
        .map((v) => v.trim())
        .filter((v) => v !== '');
    } else if (field === 'retentionDays') input.retentionDays = /^\d{1,6}$/.test(raw) ? Number(raw) : raw;
    else input[field] = raw;
  }
  return any ? input : null;
}
