import { Type } from 'typebox';
import { CONSENT_CHANNELS, CONSENT_ITEMS, CONSENT_PURPOSES } from '../../db/schema/index.js';
import { CONSENT_TERMS_MIME_TYPES, MAX_FILE_SIZE } from '../../files/file-types.js';
import { component } from '../../platform/openapi.js';
import { DateTime, StrictObject } from '../../platform/schemas.js';
import { CUSTODY_EVENTS } from '../history/custody.js';
import type { ConsentRuleCode } from './consent.rules.js';

/** Every consent rule's code, as a record so that a rule added to `consent.rules.ts` must be named here too. */
const RULE_CODES: Record<ConsentRuleCode, true> = {
  CONSENT_TERMS_UNKNOWN: true,
  CONSENT_TERMS_MISMATCH: true,
  CONSENT_STALE: true,
  CONSENT_ITEM_MISSING: true,
  CONSENT_REQUIRED: true,
  CONSENT_PURPOSE_MISSING: true,
  CONSENT_EVIDENCE_REQUIRED: true,
  CONSENT_RECIPIENT_MISMATCH: true,
};

/**
 * The codes a registration's consent is refused with (consumer-rights §1), for the error responses of the routes
 * that check one: the rules' codes, and an evidence file that is not an uploaded CONSENT_EVIDENCE file of the
 * provider.
 */
export const CONSENT_CODES = [...(Object.keys(RULE_CODES) as ConsentRuleCode[]), 'FILE_NOT_USABLE' as const];

/**
 * The consent a registration (or an import row, in its `consent_*` columns) carries: where and how the person
 * agreed, to which terms, for what and for how long (docs/decisions/leads.md, "Consent"). Its rules beyond the
 * types (a URL for WEB and APP, not in the future, …) are checked by `consent.rules.ts`, after the provider and
 * product, as the field formats are.
 */
export const ConsentBody = component(
  'ConsentInput',
  StrictObject({
    channel: Type.Enum(CONSENT_CHANNELS),
    collectedAt: Type.String({
      maxLength: 40,
      description: 'When the person agreed (ISO 8601 with a time zone); not in the future (60 s of clock skew)',
    }),
    sourceName: Type.String({ minLength: 1, maxLength: 100, description: 'The site, app or event the person saw' }),
    sourceUrl: Type.Optional(
      Type.String({
        maxLength: 2048,
        description: 'https:// URL; required for WEB and APP; stored without its query string and fragment',
      }),
    ),
    termsVersion: Type.String({ minLength: 1, maxLength: 64, description: 'Registered for the provider' }),
    termsSha256: Type.String({ pattern: '^[0-9a-f]{64}$', description: "The registered terms' SHA-256" }),
    recipients: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
      minItems: 1,
      maxItems: 20,
      description: 'The parties the person agreed to give the data to',
    }),
    items: Type.Array(Type.Enum(CONSENT_ITEMS), { minItems: 1, maxItems: 36, description: '제공 항목' }),
    purposes: Type.Array(Type.Enum(CONSENT_PURPOSES), { minItems: 1, maxItems: 32, description: '동의 목적' }),
    retentionDays: Type.Integer({ minimum: 1, maximum: 3650, description: 'Counted from collectedAt' }),
    evidenceFileId: Type.Optional(
      Type.Union([Type.String({ maxLength: 32 }), Type.Null()], {
        description: 'A CONSENT_EVIDENCE file of the provider (recording, scan, photo)',
      }),
    ),
  }),
);

export const TermsParams = Type.Object({
  id: Type.String({ maxLength: 32 }),
  termsVersion: Type.String({ minLength: 1, maxLength: 64 }),
});
export const ProviderParams = Type.Object({ id: Type.String({ maxLength: 32 }) });
export const TermsUploadBody = StrictObject({
  fileName: Type.String({ minLength: 1, maxLength: 255, pattern: '^[^\\u0000-\\u001f\\u007f]+$' }),
  mimeType: Type.Enum(CONSENT_TERMS_MIME_TYPES, { description: 'A PDF, or UTF-8 text' }),
  size: Type.Integer({ minimum: 1, maximum: MAX_FILE_SIZE, description: 'Exact size in bytes (at most 20 MiB)' }),
});

export const RegisterTermsBody = StrictObject({
  fileId: Type.String({ maxLength: 32, description: 'A CONSENT_TERMS file (PDF or UTF-8 text) of the provider' }),
});

export const ConsentTerms = component(
  'ConsentTerms',
  Type.Object({
    providerId: Type.String(),
    termsVersion: Type.String(),
    sha256: Type.String({ description: 'SHA-256 of the stored bytes, computed by the service' }),
    fileId: Type.String(),
    createdAt: DateTime,
  }),
);
export const ConsentTermsList = component('ConsentTermsList', Type.Object({ data: Type.Array(ConsentTerms) }));

const NullableStr = Type.Union([Type.String(), Type.Null()]);
const NullableInt = Type.Union([Type.Integer(), Type.Null()]);

export const LeadIdParams = Type.Object({ id: Type.String({ maxLength: 32 }) });

/** The evidence pack of a lead: where it came from, who registered it, the consent with its files, its custody. */
export const LeadProvenance = component(
  'LeadProvenance',
  Type.Object({
    leadId: Type.String(),
    providerId: Type.String(),
    providerName: Type.String(),
    productId: Type.String(),
    registeredAt: DateTime,
    registeredBy: Type.Object({
      kind: Type.Union([Type.Literal('API_KEY'), Type.Literal('IMPORT')]),
      keyId: Type.Union([Type.String(), Type.Null()], {
        description: 'The registering key (IMPORT: the key that started it); null for the CLI or the env admin key',
      }),
      importId: NullableStr,
    }),
    consent: Type.Union([
      Type.Object({
        channel: Type.Enum(CONSENT_CHANNELS),
        sourceName: Type.String(),
        sourceUrl: NullableStr,
        collectedAt: DateTime,
        termsVersion: Type.String(),
        termsSha256: Type.String(),
        recipients: Type.Array(Type.String()),
        items: Type.Array(Type.Enum(CONSENT_ITEMS)),
        purposes: Type.Array(Type.Enum(CONSENT_PURPOSES)),
        retentionDays: Type.Integer(),
        retainUntil: DateTime,
        terms: Type.Object({
          fileId: NullableStr,
          url: Type.Union([Type.String(), Type.Null()], { description: 'Signed; expires within 15 minutes' }),
        }),
        evidence: Type.Union([
          Type.Object({
            fileId: Type.Union([Type.String(), Type.Null()], { description: 'null once an erasure deleted it' }),
            mimeType: Type.String(),
            size: Type.Integer(),
            sha256: Type.String(),
            url: Type.Union([Type.String(), Type.Null()], { description: 'Signed; expires within 15 minutes' }),
            deletedAt: Type.Union([DateTime, Type.Null()]),
          }),
          Type.Null(),
        ]),
      }),
      Type.Null(),
    ]),
    custody: Type.Array(
      Type.Object({
        at: DateTime,
        event: Type.Enum(CUSTODY_EVENTS),
        portalId: NullableInt,
        orderId: NullableStr,
      }),
      { description: 'Oldest first' },
    ),
  }),
);
