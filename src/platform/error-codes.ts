/**
 * Every `code` a problem+json answer can carry, with the HTTP status it is answered with and what it means: one
 * closed catalogue, so a code cannot be thrown with a status of its own choosing and the OpenAPI document lists
 * them all. A few codes keep two statuses on purpose (docs/decisions/requests-and-errors.md, "Requests and errors"):
 * a not-found code is 404 for the object of the path and 400 for an id in the body; a size mismatch is 413 when the
 * body is larger than declared. `docs/decisions/requests-and-errors.md`, "Error codes", carries the same table (kept
 * equal by test/platform/error-codes.test.ts).
 */
export const ERROR_CODES = {
  // Requests
  VALIDATION_FAILED: { status: 400, title: 'A field is missing or invalid; `errors` names each one' },
  BAD_REQUEST: { status: 400, title: 'The request is malformed (a client error the framework reported)' },
  BAD_URL: { status: 400, title: 'The URL is malformed or a path parameter is too long' },
  INVALID_JSON: { status: 400, title: 'The body is not valid JSON (white space only included)' },
  INVALID_CONTENT_LENGTH: { status: 400, title: 'Content-Length does not match the body' },
  UNSUPPORTED_MEDIA_TYPE: { status: 400, title: 'The body is not application/json' },
  JSON_TOO_DEEP: { status: 400, title: 'The JSON body nests too deep' },
  INVALID_VALUE: { status: 400, title: 'A value cannot be stored (out of range, a character not allowed)' },
  PAYLOAD_TOO_LARGE: { status: 413, title: 'The request body is over 1 MiB' },
  NOT_FOUND: { status: 404, title: 'No such object, or not one the caller may see' },
  ROUTE_NOT_FOUND: { status: 404, title: 'No route answers this method and path' },
  IDEMPOTENCY_KEY_REUSED: { status: 400, title: 'The Idempotency-Key was used for another request' },
  IDEMPOTENCY_IN_PROGRESS: { status: 409, title: 'A request with this Idempotency-Key is still running' },
  RATE_LIMITED: { status: 429, title: 'Over the request limit; see Retry-After' },
  AUTH_RATE_LIMITED: { status: 429, title: 'Too many failed authentications from this address; see Retry-After' },
  DATABASE_UNAVAILABLE: { status: 503, title: 'The database is not reachable; retry after Retry-After' },
  TEMPORARILY_UNAVAILABLE: { status: 503, title: 'The database is not reachable (OAuth token endpoint)' },
  INTERNAL: { status: 500, title: 'An unexpected error' },
  // Credentials and scopes
  API_KEY_MISSING: { status: 401, title: 'No API key was sent' },
  API_KEY_INVALID: { status: 401, title: 'The API key is unknown' },
  API_KEY_REVOKED: { status: 401, title: 'The API key was revoked' },
  KEY_SCOPE: { status: 403, title: 'The API key may not do this (another provider, portal or purpose)' },
  TOKEN_MISSING: { status: 401, title: 'No access token was sent' },
  TOKEN_INVALID: { status: 401, title: 'The access token is not ours (signature, format, unknown client)' },
  TOKEN_EXPIRED: { status: 401, title: 'The access token has expired' },
  TOKEN_REVOKED: { status: 401, title: 'The access token was revoked (inactive consultant, new generation, client)' },
  TOKEN_SCOPE: { status: 403, title: 'The access token may not do this' },
  ROLE_FORBIDDEN: { status: 403, title: "The token's role may not call this operation" },
  CONSULTANT_SCOPE: { status: 403, title: 'The token may not act for this consultant' },
  SSO_NOT_CONFIGURED: { status: 404, title: 'No identity provider is configured' },
  SSO_STATE_INVALID: { status: 400, title: 'The single sign-on state is unknown, expired or used' },
  SSO_UNAVAILABLE: { status: 503, title: 'The identity provider cannot be reached' },
  REDIRECT_URI_NOT_ALLOWED: { status: 400, title: 'The redirect URI is not allowed' },
  // Catalog, leads, orders, distribution
  PROVIDER_NOT_FOUND: { status: 400, title: 'No such provider' },
  PROVIDER_CODE_TAKEN: { status: 409, title: 'The provider code is taken' },
  PRODUCT_NOT_FOUND: { status: [400, 404], title: 'No such product (404 for an order, 400 elsewhere)' },
  PRODUCT_NOT_MAPPED: { status: 400, title: 'The provider does not supply the product' },
  REGION_NAME_TAKEN: { status: 409, title: 'The region name is taken' },
  DUPLICATE_CONTACT: { status: 409, title: 'A lead with this contact exists' },
  CONTACT_SUPPRESSED: {
    status: [409, 400],
    title: 'The person asked not to be contacted (409 on registration, 400 on use and distribution)',
  },
  LEAD_ERASED: { status: 400, title: "The lead's personal data was erased" },
  SUPPRESSION_LIFTED: { status: 400, title: 'The suppression was already lifted' },
  ORDER_ALREADY_CANCELLED: { status: 400, title: 'The order is already cancelled' },
  ORDER_CANCELLED: { status: 400, title: 'The order is cancelled' },
  ORDER_CLOSED: { status: 400, title: 'The order is completed or cancelled' },
  ORDER_NOT_ROUTABLE: { status: 400, title: 'The allocation engine does not route to this order' },
  SAME_PORTAL: { status: 400, title: 'A lead cannot be distributed to its own portal user' },
  LEAD_NOT_OWNED: { status: 400, title: 'A lead is not assigned to the caller' },
  MIXED_PRODUCTS: { status: 400, title: 'The leads are of different providers or products' },
  OPEN_AS_REQUEST: { status: 400, title: 'A lead has an open AS request' },
  NOT_DISTRIBUTED_BY_PORTAL: { status: 400, title: 'A lead was not distributed by the caller' },
  LEAD_USED: { status: 400, title: 'A lead was used by its recipient' },
  // Consent records and resident registration numbers (consumer rights)
  SSN_NOT_ACCEPTED: { status: 400, title: "The provider's ssnPolicy is REJECT: no resident registration number" },
  CONSENT_TERMS_UNKNOWN: { status: 400, title: 'The consent terms version is not registered for the provider' },
  CONSENT_TERMS_MISMATCH: { status: 400, title: "termsSha256 is not the registered terms' hash" },
  CONSENT_TERMS_EXISTS: { status: 409, title: 'The consent terms version is registered with other bytes' },
  CONSENT_STALE: { status: 400, title: "The consent was collected longer ago than the product's consentMaxAgeDays" },
  CONSENT_ITEM_MISSING: { status: 400, title: "A personal field is given that the consent's items do not cover" },
  CONSENT_REQUIRED: { status: 400, title: 'The product requires a consent record' },
  CONSENT_PURPOSE_MISSING: {
    status: 400,
    title: 'The consent lacks COLLECTION, THIRD_PARTY_PROVISION or SOLICITATION',
  },
  CONSENT_EVIDENCE_REQUIRED: { status: 400, title: 'A PHONE, PAPER or EVENT consent needs its evidence file' },
  CONSENT_RECIPIENT_MISMATCH: { status: 400, title: "No recipient of the consent is one of the product's" },
  // Files
  FILE_NOT_FOUND: { status: [400, 404], title: 'No such file of the caller (400 when named in a body)' },
  FILE_NOT_UPLOADED: { status: 400, title: 'The file has not been uploaded' },
  FILE_ALREADY_UPLOADED: { status: 400, title: 'The file was already uploaded' },
  FILE_PURPOSE_MISMATCH: { status: 400, title: 'The file was uploaded for another purpose' },
  FILE_TYPE_MISMATCH: { status: 400, title: 'The bytes are not of the declared type' },
  FILE_NOT_USABLE: { status: 400, title: 'The file is not an uploaded file of the right purpose and owner' },
  FILE_SIZE_MISMATCH: { status: [400, 413], title: 'The body is not the declared size (413 when larger)' },
  UPLOAD_ABORTED: { status: 400, title: 'The upload ended before the declared size' },
  UPLOAD_SIGNATURE_INVALID: { status: 403, title: 'The upload URL signature is not valid' },
  UPLOAD_URL_EXPIRED: { status: 403, title: 'The upload URL has expired' },
  DOWNLOAD_URL_INVALID: { status: 403, title: 'The signed download URL is not valid or has expired' },
  PREVIEW_PAGE_NOT_FOUND: { status: 404, title: 'The file has fewer pages than the page asked for' },
  FILE_NOT_PREVIEWABLE: {
    status: 422,
    title: 'The file cannot be shown as an image (damaged, not an image or PDF, too large to render)',
  },
  UNSUPPORTED_SPREADSHEET: {
    status: 400,
    title: 'An .xls, .xlsm, encrypted or oversized workbook; send .xlsx or CSV',
  },
  // The operators' lists as CSV files
  EXPORT_TOO_LARGE: { status: 400, title: 'More rows match than one export holds (10,000): narrow the filters' },
  // Bulk lead imports
  IMPORT_NOT_FOUND: { status: 404, title: 'No such lead import (or not one the caller may see)' },
  IMPORT_FILE_UNREADABLE: { status: 400, title: 'The import file cannot be read (encoding, header row, limits)' },
  IMPORT_COLUMN_MISSING: { status: 400, title: 'No column of the import file holds a required field (name, phone)' },
  IMPORT_COLUMN_UNKNOWN: { status: 400, title: 'columnMapping names a column the file does not have' },
  IMPORT_FINISHED: { status: 400, title: 'The import has already ended' },
  IMPORT_FILE_IN_USE: { status: 409, title: 'The file is being imported by another import' },
  // AS requests
  AS_ALREADY_OPEN: { status: 400, title: 'The lead already has an open AS request' },
  AS_WINDOW_CLOSED: { status: 400, title: 'The AS window of the lead has closed' },
  AS_INVALID_TRANSITION: { status: 400, title: 'The AS request cannot move to that status' },
  AS_REJECTION_REASON_REQUIRED: { status: 400, title: 'A rejection of an AS request needs its reason (adminNote)' },
  AS_LEAD_NOT_RETURNABLE: { status: 400, title: 'The lead has no live assignment to return' },
  AS_REASON_CODE_TAKEN: { status: 409, title: 'The AS reason code is taken' },
  AS_REASON_INACTIVE: { status: 400, title: 'The AS reason is inactive' },
  AS_REASON_NOT_FOUND: { status: [400, 404], title: 'No such AS reason (400 when named in a body)' },
  AS_REQUEST_FORBIDDEN: { status: 403, title: "The AS request is another portal user's" },
  AS_REQUEST_NOT_FOUND: { status: 404, title: 'No such AS request' },
  AS_REQUEST_CLOSED: { status: 400, title: 'The AS request is no longer open (WAITING or HOLD)' },
  AS_REVIEW_STALE: { status: 412, title: 'The AS request changed since it was read (If-Match)' },
  // Claims
  USER_NOT_FOUND: { status: 400, title: 'No such consultant' },
  USER_INACTIVE: { status: 400, title: 'The consultant is inactive' },
  USER_CI_TAKEN: { status: 409, title: 'A consultant with this CI exists' },
  ORG_NOT_FOUND: { status: 400, title: 'No such organization' },
  ORG_CYCLE: { status: 400, title: 'The move would put an organization under itself' },
  ORG_HAS_CHILDREN: { status: 400, title: 'The organization has child organizations' },
  ORG_HAS_MEMBERS: { status: 400, title: 'The organization has members' },
  INSURER_NOT_FOUND: { status: 400, title: 'No such insurer' },
  BANK_NOT_FOUND: { status: 400, title: 'No such bank' },
  JOB_CODE_NOT_FOUND: { status: 400, title: 'No such job code' },
  TERMS_NOT_AGREED: { status: 400, title: 'Required terms are not agreed, or unknown terms were sent' },
  INVALID_STATUS_TRANSITION: { status: 400, title: 'The claim cannot move to that status' },
  // Coverage analysis
  CONSULTANT_UNKNOWN: { status: 400, title: 'fcUserCi matches no active consultant' },
  VERIFICATION_NOT_FOUND: { status: 404, title: 'No such verification (or not one the caller may see)' },
  VERIFICATION_NOT_USABLE: { status: 400, title: 'The verification is not a VERIFIED one of this consultant' },
  VERIFICATION_CODE_MISMATCH: { status: 400, title: 'The code is wrong; attemptsLeft says how many tries remain' },
  VERIFICATION_FAILED: { status: 400, title: 'The verification failed (last attempt wrong, or the source failed)' },
  VERIFICATION_CLOSED: { status: 400, title: 'The verification is FAILED, USED or expired after VERIFIED' },
  VERIFICATION_RESEND_TOO_SOON: { status: 429, title: 'A resend within 30 seconds of the last; see Retry-After' },
  VERIFICATION_RESEND_LIMIT: { status: 400, title: 'The verification was resent 3 times already' },
  AUTH_PENDING: { status: 409, title: 'The client has not approved the push yet; see Retry-After' },
  INSTITUTION_ACCOUNT_REQUIRED: { status: 400, title: "The data source needs the client's login there" },
  ANALYSIS_NOT_FOUND: { status: 404, title: 'No such analysis (or not one the caller may see)' },
  ANALYSIS_EXPIRED: { status: 410, title: 'The analysis data were deleted after the retention period' },
  ANALYSIS_NOT_READY: { status: 409, title: 'The analysis is not completed yet (REQUESTED or PROCESSING)' },
  ANALYSIS_FAILED: { status: 409, title: 'The analysis failed; start a new one' },
  // Medical coverage analysis
  AUTH_REQUEST_NOT_FOUND: { status: 404, title: 'No such auth request (or not one the caller may see)' },
  AUTH_DENIED: { status: 400, title: 'The client refused the simple authentication' },
  AUTH_EXPIRED: { status: 400, title: 'The simple authentication expired before it was approved' },
  AUTH_FAILED: { status: 400, title: 'Every health-data source failed: ask again (retry)' },
  AUTH_REQUEST_NOT_RETRYABLE: {
    status: 400,
    title: 'Only a DENIED or EXPIRED request, or one with a FAILED source, is asked again',
  },
  AUTH_RETRY_TOO_SOON: {
    status: 429,
    title: "A retry within 30 seconds of the last push (the request's own, or its retry's); see Retry-After",
  },
  AUTH_RETRY_LIMIT: { status: 400, title: 'Asked again 3 times already from the first request: start a new one' },
  COVERAGE_ANALYSIS_NOT_USABLE: {
    status: 400,
    title: 'Not a COMPLETED coverage analysis of this consultant and client',
  },
  SENSITIVE_DATA_SCOPE: {
    status: 403,
    title: "Only the analysis's own consultant (or a system client) sees health records",
  },
  // Transmissions of analysis reports
  TRANSMISSION_NOT_FOUND: { status: 404, title: 'No such transmission of this analysis' },
  TRANSMISSION_CHANNEL_INVALID: { status: 400, title: 'Not a pair CLIENT + SMS/KAKAO or FC + EMAIL' },
  RECIPIENT_HAS_NO_ADDRESS: {
    status: 400,
    title: "The recipient has no address (the consultant's e-mail, the client's phone)",
  },
  TRANSMISSION_HAS_NO_LINK: { status: 400, title: 'The transmission went to the consultant: it has no link' },
  TRANSMISSION_TOO_SOON: {
    status: 429,
    title: 'The analysis went to this recipient within the last minute, or 5 times in 24 hours; see Retry-After',
  },
  // Operators and console sessions
  SESSION_INVALID: {
    status: 401,
    title: 'No console session, or it ended (signed out, idle, too old, account changed)',
  },
  SIGN_IN_FAILED: {
    status: 401,
    title: 'The e-mail, password or second factor is wrong, or the account may not sign in',
  },
  OPERATOR_LOCKED: {
    status: 403,
    title: 'The password is right, but the account is locked after 5 wrong ones in a row: an admin unlocks it',
  },
  CSRF_REJECTED: { status: 403, title: 'A console change without its CSRF token, from another origin, or not JSON' },
  OPERATOR_SCOPE: { status: 403, title: "The operator's role may not call this operation" },
  OPERATOR_NOT_FOUND: { status: 404, title: 'No such operator' },
  OPERATOR_EMAIL_TAKEN: { status: 409, title: 'An operator with this e-mail exists' },
  PASSWORD_LINK_INVALID: { status: 400, title: 'The password link is unknown, expired or used' },
  CONSOLE_NOT_BUILT: {
    status: 503,
    title: 'The web console was not built at install (npm run build --workspace console)',
  },
} as const satisfies Record<string, { status: number | readonly number[]; title: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;

type Flatten<T> = T extends readonly (infer S extends number)[] ? S : T;
/** The statuses a code may be answered with. */
export type StatusOf<C extends ErrorCode> = C extends ErrorCode ? Flatten<(typeof ERROR_CODES)[C]['status']> : never;
/** The codes that may be answered with `S`. */
export type CodeFor<S extends number> = { [C in ErrorCode]: S extends StatusOf<C> ? C : never }[ErrorCode];

export const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];

export function statusesOf(code: ErrorCode): readonly number[] {
  const status: number | readonly number[] = ERROR_CODES[code].status;
  return typeof status === 'number' ? [status] : status;
}

/** The codes answered with `status`, in catalogue order. */
export const codesFor = (status: number) => ERROR_CODE_LIST.filter((code) => statusesOf(code).includes(status));

/**
 * The status `code` is answered with: its only one, or `wanted` when the catalogue allows it. A status the catalogue
 * does not give the code is a programming error, caught here rather than sent.
 */
export function statusFor(code: ErrorCode, wanted?: number): number {
  const allowed = statusesOf(code);
  if (wanted === undefined) {
    if (allowed.length !== 1) throw new Error(`${code} needs one of the statuses ${allowed.join(', ')}`);
    return allowed[0] as number;
  }
  if (!allowed.includes(wanted)) throw new Error(`${code} is not answered with ${wanted}`);
  return wanted;
}
