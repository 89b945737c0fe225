/**
 * Every action name the records carry: one closed catalogue, like the error codes (`error-codes.ts`), so an action
 * cannot be recorded under a name nobody knows of, and the audit's readers (`GET /admin/v1/audit?action=`, the
 * retention rules of `audit-retention.ts`) can rely on the list. The names are stored as they are (text columns):
 * renaming one here renames nothing already written. `docs/security.md` and `docs/console.md` name them where they
 * say who records what (kept in the catalogue by test/platform/actions.test.ts).
 */

/** Administrative actions (`audit_log`, event `audit`): what was done, to a target. */
export const AUDIT_ACTIONS = [
  // API keys
  'API_KEY_CREATED',
  'API_KEY_UPDATED',
  'API_KEY_REVOKED',
  // Leads, orders, AS requests, imports
  'ORDER_CONFIRMED',
  'AS_REVIEWED',
  'CONTACT_REVEALED',
  'LEAD_CONTACT_REVEALED',
  'LEAD_IMPORT_STARTED',
  // An operators' list downloaded as a CSV file (masked as the list is)
  'LIST_EXPORTED',
  // A person's rights: do-not-contact suppressions, erasures, retention
  'SUPPRESSION_CREATED',
  'SUPPRESSION_NOTIFIED',
  'SUPPRESSION_LIFTED',
  'ERASURE_CREATED',
  'ERASURE_NOTIFIED',
  'LEADS_RETENTION_ERASED',
  // Consumer rights: provider and product settings, consent terms, the deletion of stored resident numbers
  'PROVIDER_UPDATED',
  'PRODUCT_UPDATED',
  'CONSENT_TERMS_REGISTERED',
  'LEAD_SSNS_DELETED',
  // Routing: an operator's change of an order's rules or of a consultant's leave, the holiday list
  'ORDER_RULES_CHANGED',
  'ROUTING_PROFILE_SAVED',
  'HOLIDAY_SAVED',
  'HOLIDAY_DELETED',
  // Claims interface: system clients, consultants, organizations, claims
  'CLIENT_CREATED',
  'CLIENT_REVOKED',
  'CLIENT_SECRET_ROTATED',
  'USER_CREATED',
  'USER_UPDATED',
  'USER_ROLE_CHANGED',
  'USER_DEACTIVATED',
  'USER_REACTIVATED',
  'ORG_CREATED',
  'ORG_UPDATED',
  'ORG_DELETED',
  'CLAIM_STATUS_CHANGED',
  // Analyses
  'COVERAGE_CATEGORY_UPDATED',
  'REVOKE_TRANSMISSION_LINK',
  // Operators and their sessions
  'OPERATOR_CREATED',
  'OPERATOR_RENAMED',
  'OPERATOR_ROLE_CHANGED',
  'OPERATOR_ACTIVATED',
  'OPERATOR_DEACTIVATED',
  'OPERATOR_PASSWORD_SET',
  'OPERATOR_PASSWORD_RESET',
  'OPERATOR_TOTP_ENROLLED',
  'OPERATOR_TOTP_RESET',
  'OPERATOR_SSO_BOUND',
  'OPERATOR_SIGNED_IN',
  'OPERATOR_SIGNED_OUT',
  'OPERATOR_SIGN_IN_FAILED',
  'OPERATOR_LOCKED',
  'OPERATOR_UNLOCKED',
  // Webhooks
  'WEBHOOK_CREATED',
  'WEBHOOK_UPDATED',
  'WEBHOOK_DELETED',
  'WEBHOOK_SECRET_ROTATED',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Reads of decrypted or unmasked personal data (`pii_access_log`, event `pii.read`): which read it was. */
export const PII_READ_ACTIONS = [
  // Leads and AS requests (`REGISTER_LEAD` names a registration's lead on its stored response only: see events.ts)
  'REGISTER_LEAD',
  'GET_LEAD',
  'LIST_LEADS',
  'MARK_USED',
  'CONTACT_LOOKUP',
  'LIST_DISTRIBUTED_AWAY',
  'REVEAL_LEAD_CONTACT',
  'LEAD_LOOKUP',
  'CREATE_AS',
  'GET_AS',
  'LIST_AS',
  'REVEAL_AS_CONTACT',
  'GET_LEAD_PROVENANCE',
  // Contact outcomes: a consultant's own notes (`RECORD_OUTCOME` names the lead on the stored response only)
  'RECORD_OUTCOME',
  'LIST_OUTCOMES',
  // Files
  'PREVIEW_FILE',
  'DOWNLOAD_FILE',
  // Claims
  'GET_CLAIM',
  'SUBMIT_CLAIM',
  'CLAIM_HISTORY',
  'ADMIN_SET_CLAIM_STATUS',
  'ADMIN_CLAIM_PDF',
  // Coverage analyses
  'START_COVERAGE_ANALYSIS',
  'GET_COVERAGE_ANALYSIS',
  'LIST_COVERAGE_ANALYSES',
  'BEGIN_COVERAGE_VERIFICATION',
  'CONFIRM_COVERAGE_VERIFICATION',
  'RESEND_COVERAGE_VERIFICATION',
  'GET_COVERAGE_VERIFICATION',
  'GET_COVERAGE_REPORT',
  'GET_COVERAGE_REPORT_PDF',
  // Medical analyses
  'START_MEDICAL_AUTH_REQUEST',
  'COMPLETE_MEDICAL_AUTH_REQUEST',
  'RETRY_MEDICAL_AUTH_REQUEST',
  'GET_MEDICAL_AUTH_REQUEST',
  'LINK_MEDICAL_COVERAGE',
  'GET_MEDICAL_ANALYSIS',
  'LIST_MEDICAL_ANALYSES',
  'LIST_MEDICAL_TREATMENTS',
  'LIST_MEDICAL_MEDICATIONS',
  'LIST_MEDICAL_CHECKUPS',
  'GET_MEDICAL_REPORT',
  'GET_MEDICAL_REPORT_PDF',
  // Transmissions of an analysis report, and their links
  'CREATE_COVERAGE_TRANSMISSION',
  'CREATE_MEDICAL_TRANSMISSION',
  'LIST_COVERAGE_TRANSMISSIONS',
  'LIST_MEDICAL_TRANSMISSIONS',
  'OPEN_COVERAGE_REPORT_LINK',
  'OPEN_MEDICAL_REPORT_LINK',
] as const;
export type PiiReadAction = (typeof PII_READ_ACTIONS)[number];
/** A read recorded again when its stored response is replayed (an idempotent retry): the action with `_REPLAY`. */
export type PiiAccessAction = PiiReadAction | `${PiiReadAction}_REPLAY`;

/** Operator actions of the claims interface (`claim_audit`, event `claims.admin`). */
export const CLAIMS_ADMIN_ACTIONS = ['ISSUE_USER_TOKEN'] as const;
export type ClaimsAdminAction = (typeof CLAIMS_ADMIN_ACTIONS)[number];

/** Every action name of the three records. */
export type RecordedAction = AuditAction | PiiAccessAction | ClaimsAdminAction;
