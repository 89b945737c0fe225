// Generated from the leadline OpenAPI document by `npm run client:generate`: do not edit.
export interface paths {
    "/.well-known/jwks.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Public keys that verify access tokens
         * @description The public keys (JWK set, ES256) that verify this service's access tokens, newest first; a key is published before it signs.
         */
        get: operations["getJwks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/.well-known/oauth-authorization-server": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * OAuth 2.0 authorization server metadata (RFC 8414)
         * @description What a standard OAuth client needs to discover this service: issuer, token endpoint, JWKS, grant types and client authentication methods; the SSO login as `authorization_endpoint` when an identity provider is configured. Public, cacheable for 5 minutes.
         */
        get: operations["getAuthorizationServerMetadata"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/allocations/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Run the allocation engine over the whole backlog
         * @description Provisionally assigns UNASSIGNED leads (of one product, or all) to open orders of the same provider and product with room in the lead region, oldest reservation date first. Safe to run on several instances.
         */
        post: operations["runAllocation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/api-keys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List API keys (never the keys themselves)
         * @description Paged list of keys with kind, prefix, scope, rate-limit override, last use and revocation; never the keys.
         */
        get: operations["listApiKeys"];
        put?: never;
        /**
         * Create an API key (the key is shown once)
         * @description Creates a portal, provider or admin key. The key is in the answer only; the service keeps its SHA-256 and a 14-character prefix. Portal keys name the portal users they may act for, provider keys their provider.
         */
        post: operations["createApiKey"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/api-keys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke an API key
         * @description Revokes the key at once on this instance and within API_KEY_CACHE_TTL_MS everywhere else; later uses answer 401 API_KEY_REVOKED.
         */
        delete: operations["revokeApiKey"];
        options?: never;
        head?: never;
        /**
         * Set or clear (null) a key's rate-limit override
         * @description Sets the key's own requests per second and burst, or null to fall back to RATE_LIMIT_RPS / RATE_LIMIT_BURST.
         */
        patch: operations["updateApiKeyRateLimit"];
        trace?: never;
    };
    "/admin/v1/audit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Administrative actions and personal-data accesses, newest first
         * @description One timeline of API key creation and revocation, AS reviews, order confirmations, tokens issued by operators, and every read of decrypted personal data (who, when, which leads and fields).
         */
        get: operations["listAuditEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/claim/banks/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or update a bank
         * @description Creates the bank with this code or replaces its name.
         */
        put: operations["upsertBank"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/claim/insurers/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or update an insurer
         * @description Creates the insurer with this code or replaces its fields.
         */
        put: operations["upsertInsurer"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/claim/job-codes/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or update a job code
         * @description Creates the job code or replaces its name and risk grade.
         */
        put: operations["upsertJobCode"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/claim/post-office-centers/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Create or update a post-office insurance center
         * @description Creates the post-office center with this code or replaces its fields.
         */
        put: operations["upsertPostOfficeCenter"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/claim/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Claims across consultants, newest first, with their dispatch (client's name masked)
         * @description Every claim, newest first (sortOrder=asc for oldest), with its status and when it last changed, the insurer, the consultant (fcUserCi, name), what the fax gateway was handed once it was (gateway, pages, sentAt) and, for a FAILED claim, lastError; filtered by claimStatusCd, insuCompCd, fcUserCi and claim dates (from/to, inclusive), paged. Of the client only the masked name is shown. A FAILED claim is sent again by PATCH /admin/v1/claim/requests/{claimReqId} with claimStatusCd RECEIVED. The total is counted up to 10,000 (totalCapped says when more match) and pages reach the first 10,000 claims.
         */
        get: operations["adminListClaims"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/claim/requests/{claimReqId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Set a claim COMPLETE, CANCELLED, or back to RECEIVED to dispatch a FAILED claim again
         * @description Admin status transitions: SENT → COMPLETE, RECEIVED or FAILED → CANCELLED, FAILED → RECEIVED (dispatched again). Others → 400 INVALID_STATUS_TRANSITION.
         */
        patch: operations["updateClaimStatus"];
        trace?: never;
    };
    "/admin/v1/claim/requests/{claimReqId}/form.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The claim form PDF as the fax gateway is given it (a personal-data access record)
         * @description The claim form rendered from the claim's rows, as the dispatch hands it to the fax gateway: the client's data in clear, so each read is written to the personal-data access log (ADMIN_CLAIM_PDF) with the caller. Never cached; the file name is the claim id only. An unknown claim → 404.
         */
        get: operations["adminGetClaimPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * System clients of the claims interface, revoked ones marked (never a secret)
         * @description Every system client in creation order, with its name, when it was created and whether (and when) it was revoked. Secrets are never shown again after creation.
         */
        get: operations["listClients"];
        put?: never;
        /**
         * Create a system client for client_credentials (the secret is shown once)
         * @description Creates a system client of the claims interface. The secret is in the answer only; the service keeps its SHA-256.
         */
        post: operations["createClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/clients/{clientId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke a system client (its tokens stop working at once)
         * @description Revokes the client and its tokens; later token requests answer invalid_client. Its webhook endpoints are disabled (disabledReason CLIENT_REVOKED).
         */
        delete: operations["revokeClient"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/coverage/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The coverage categories with their recommended amounts
         * @description The 21 categories in an analysis's order: group, unit, recommended amount (KRW), description and KCD ranges; PUT /admin/v1/coverage/categories/{categoryCd} changes an amount.
         */
        get: operations["adminListCoverageCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/coverage/categories/{categoryCd}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Set a category's recommended amount (and description); audited
         * @description recommendedAmount ≥ 1 (KRW). An unknown categoryCd → 404. Analyses requested later use it.
         */
        put: operations["updateCoverageCategory"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The console's dashboard: registrations, AS returns, orders, claims and analyses
         * @description Per Korea-time day over the last `days` (14 by default) and the present state of orders and claims, read from a rollup that a job recomputes every minute for today and yesterday; `asOf` says when.
         */
        get: operations["adminDashboard"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/erasures": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Erasure requests, newest first (no phone anywhere)
         * @description overdue=true: the person was not told the result by dueAt (requestedAt + 10 days).
         */
        get: operations["listErasures"];
        put?: never;
        /**
         * Erase a person's data from every lead with their phone (삭제 요구)
         * @description Deletes name, phone, e-mail, ssn, address, memo, birth date, gender, metadata and its files, the AS requests' memo, note and evidence files, and stored idempotent responses that show them, in every provider. Ids, statuses, timestamps, assignments and counters stay; an ERASURE_REQUEST suppression keeps the keyed hash of the phone only. Erased leads show `erased: true` and those fields null. Audited (ERASURE_CREATED) without the phone.
         */
        post: operations["eraseContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/erasures/{id}/notified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the person was told the result of the erasure (once; audited)
         * @description Sets resultNotifiedAt once (a second call answers the erasure unchanged); audited (ERASURE_NOTIFIED). The notice tells the person that only the keyed hash of the number is kept.
         */
        post: operations["erasureNotified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/files/{id}/download": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded file as a download (the original bytes)
         * @description Named file-<id>.<ext> (the uploader’s own file name may hold personal data). A personal-data access record (DOWNLOAD_FILE) is written for each call.
         */
        get: operations["adminDownloadFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/files/{id}/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A page of an uploaded file as PNG (evidence previews)
         * @description A PDF page rendered at 144 dpi, a HEIC photo decoded, a JPEG or PNG re-encoded (EXIF orientation applied); at most 1600 × 4000 pixels. Rendered once and cached. A page past the last → 404 PREVIEW_PAGE_NOT_FOUND (with `pages`); a file that cannot be decoded, or not within the limits of a preview's memory, drawing operations and time → 422 FILE_NOT_PREVIEWABLE, remembered for the file. A personal-data access record (PREVIEW_FILE) is written for each call.
         */
        get: operations["adminGetFilePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/files/{id}/preview-info": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An uploaded file's type and page count, for laying out its previews
         * @description Shows nothing of the content (no access record). Renders and caches the first page when none is cached yet: a file that cannot be decoded, or not within the limits of a preview → 422 FILE_NOT_PREVIEWABLE (remembered for the file: not decoded again).
         */
        get: operations["adminGetFilePreviewInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/holidays": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A year's holidays
         * @description The holidays of a calendar year, sorted by date; without `year`, the current Korea-time year. Each is a whole Korea-time day: schedules with skipHolidays assign nothing on it.
         */
        get: operations["listHolidays"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/holidays/{date}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Add or rename a holiday
         * @description Makes the day a holiday with this name, or renames it (a substitute holiday or an election day announced late). Audited (HOLIDAY_SAVED).
         */
        put: operations["saveHoliday"];
        post?: never;
        /**
         * Remove a holiday
         * @description The day is a working day again. Audited (HOLIDAY_DELETED); 404 when it is no holiday.
         */
        delete: operations["deleteHoliday"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/lead-as": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The review queue: AS requests by status, provider, product, portal user and age
         * @description The operators' review queue, oldest first (sortOrder=desc for newest), paged. Contact data is always masked.
         */
        get: operations["adminListAsRequests"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/lead-as/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One AS request, with its ETag
         * @description Contact data masked (the contact is revealed through POST .../contact, with a reason).
         */
        get: operations["adminGetAsRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Review an AS request
         * @description From WAITING or HOLD to WAITING, HOLD, APPROVED or REJECTED; APPROVED, REJECTED and CANCELLED are final (400 AS_INVALID_TRANSITION). APPROVED returns the lead: it leaves its owner, its order gets the quantity back, and the allocation engine is offered the backlog for a replacement. With If-Match (the ETag of GET /admin/v1/lead-as/{id} or of the last review), a request reviewed by someone else meanwhile → 412 AS_REVIEW_STALE and nothing changes.
         */
        patch: operations["reviewAsRequest"];
        trace?: never;
    };
    "/admin/v1/lead-as/{id}/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal the contact of an open AS request's lead (audited)
         * @description The lead's name, phone and e-mail in clear, for checking the request with the customer: only while the request is WAITING or HOLD (else 400 AS_REQUEST_CLOSED). Recorded in the personal-data access log.
         */
        post: operations["revealAsContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/lead-as/reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every AS reason, inactive ones too
         * @description All AS reasons with their active flag and display order.
         */
        get: operations["adminListAsReasons"];
        put?: never;
        /**
         * Create an AS reason
         * @description Adds a reason code (UPPER_SNAKE, at most 50 characters); a taken code → 409 AS_REASON_CODE_TAKEN.
         */
        post: operations["createAsReason"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/lead-as/reasons/{code}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change or deactivate an AS reason
         * @description Changes a reason's label, order or active flag. Reasons are never deleted: an inactive one is hidden from users and refused for new requests.
         */
        patch: operations["updateAsReason"];
        trace?: never;
    };
    "/admin/v1/lead-imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every provider's lead imports, newest first, with status and counts
         * @description Imports of every provider, newest first, with their status, row counters (registered, duplicates, invalid) and failure code; filtered by provider, product, status, dry run and creation period (Korea-time days, createdTo inclusive). The total is counted up to 10,000.
         */
        get: operations["adminListLeadImports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads across owners, newest first (contact masked)
         * @description Every lead, newest first (sortOrder=asc for oldest), filtered by id, provider, product, owner, status, region and a creation period (Korea-time days, createdTo inclusive), paged. Name, phone and e-mail are always masked. The total is counted up to 10,000 (totalCapped says when more match) and pages reach the first 10,000 leads: narrow the filters beyond.
         */
        get: operations["adminListLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/leads/{id}/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reveal a lead's contact, with a reason (audited)
         * @description The lead's name, phone and e-mail in clear. The reason (5–500 characters) is kept with the record in the personal-data access log (REVEAL_LEAD_CONTACT) and the audit log (LEAD_CONTACT_REVEALED). Admin keys and ADMIN operators only.
         */
        post: operations["revealLeadContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/leads/{id}/history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lead's moves, oldest first
         * @description The lead's status, owner and live assignment, and every event (registered, assigned, confirmed, used, distributed, recalled, returned) oldest first. No personal data.
         */
        get: operations["getLeadHistory"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/leads/{id}/provenance": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A lead's evidence pack: its supplier, registrant, consent and custody
         * @description Who supplied and who registered the lead, its consent with signed addresses of the terms and the evidence (valid 15 minutes), and its custody events oldest first. Recorded in the personal-data access log.
         */
        get: operations["getLeadProvenance"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/leads/lookup": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Every lead with a phone across providers: where it came from, who held it (a person calls in)
         * @description The phone goes in the body, so it stays out of access logs. Leads in the admin shape (masked), their provider, the portal users who held them, and the suppression in force. Recorded in the personal-data access log (LEAD_LOOKUP) with the purpose.
         */
        post: operations["lookupLeadsByPhone"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operators": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Operator accounts
         * @description Every operator account, active or not, in creation order.
         */
        get: operations["listOperators"];
        put?: never;
        /**
         * Create an operator account (returns a one-time password link)
         * @description Creates a console operator (ADMIN, REVIEWER or VIEWER) and a one-time link, valid 24 hours, where they set their password. The e-mail is unique (409 OPERATOR_EMAIL_TAKEN).
         */
        post: operations["createOperator"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operators/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One operator account
         * @description One operator account; an unknown id → 404 OPERATOR_NOT_FOUND.
         */
        get: operations["getOperator"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change an operator's name, role or active flag
         * @description A role change or a deactivation ends the operator's sessions at once; audited as a permission change.
         */
        patch: operations["updateOperator"];
        trace?: never;
    };
    "/admin/v1/operators/{id}/password-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Reset: a new one-time password link (ends the operator’s sessions)
         * @description Issues a new one-time link (24 hours; earlier links stop working) and ends the operator's sessions. The current password keeps working until the link is used.
         */
        post: operations["issueOperatorPasswordLink"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/operators/{id}/totp-reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Clear an operator's second factor: the next sign-in enrols again (ends their sessions)
         * @description Clears the operator's TOTP secret, so that their next sign-in asks them to enrol an authenticator again, and ends their sessions at once. The password is kept. Audited as OPERATOR_TOTP_RESET (a permission change, kept 3 years). An unknown id → 404 OPERATOR_NOT_FOUND.
         */
        post: operations["resetOperatorTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders across portal users, newest first, with their counters (orderer masked)
         * @description Every order, newest first (sortOrder=asc for oldest), with the ordered quantity, the provisional, confirmed and used counts and the region quantities with their counters; filtered by provider, product, portal user, status (one or several, comma-separated), source and a creation period (Korea-time days, createdTo inclusive), paged. The orderer's name and contact are masked. The total is counted up to 10,000 (totalCapped says when more match) and pages reach the first 10,000 orders.
         */
        get: operations["adminListOrders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/orders/{id}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Confirm an order's provisional assignments
         * @description The leads become owned by the order portal user and appear in GET /api/v1/leads.
         */
        post: operations["confirmOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The organization tree, flat: id, name, parent and consultant counts
         * @description Every organization by id with its parent (null: a root) and the consultants directly in it, all and active ones.
         */
        get: operations["adminListOrganizations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/products": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List products
         * @description Paged list of products with their providers, ordered by id.
         */
        get: operations["listProducts"];
        put?: never;
        /**
         * Create a product mapped to providers
         * @description Creates a product and maps it to the providers that supply it.
         */
        post: operations["createProduct"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/products/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change product settings
         * @description Changes a product's name, its providers, its AS return window (asWindowDays, applied to later filings) or its consent settings (consentRequired, consentMaxAgeDays, consentRecipients; audited).
         */
        patch: operations["updateProduct"];
        trace?: never;
    };
    "/admin/v1/products/{id}/as-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Save a new version of the AS policy text
         * @description Saves the AS policy as a new version; the product points at it and earlier versions are kept.
         */
        put: operations["saveProductAsPolicy"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/providers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List providers
         * @description Paged list of providers, ordered by id.
         */
        get: operations["listProviders"];
        put?: never;
        /**
         * Create a provider
         * @description Creates a lead supplier. Its code is unique (409 when taken).
         */
        post: operations["createProvider"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/providers/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Change a provider's settings
         * @description Sets the provider's ssnPolicy: DISCARD (a resident registration number is validated, used for gender and birth date, and never stored) or REJECT (a registration carrying one → 400 SSN_NOT_ACCEPTED). Audited.
         */
        patch: operations["updateProvider"];
        trace?: never;
    };
    "/admin/v1/providers/{id}/consent-terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A provider's registered consent terms
         * @description Every registered version, oldest first. An admin key, or the provider's own key.
         */
        get: operations["listConsentTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/providers/{id}/consent-terms/{termsVersion}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Register a version of the consent terms a provider shows
         * @description An admin key, or the provider's own key. fileId names an uploaded CONSENT_TERMS file (PDF or UTF-8 text) of the provider; the service computes the SHA-256 of its stored bytes, which registrations name as consent.termsSha256. A registered version is immutable: the same bytes again answer it, other bytes → 409 CONSENT_TERMS_EXISTS.
         */
        put: operations["registerConsentTerms"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every region with its aliases, retired ones included
         * @description Every region in display order: active ones and retired ones (active=false, no longer accepted for new leads and orders), each with every name it matches (its own name, former names, official spellings).
         */
        get: operations["adminListRegions"];
        put?: never;
        /**
         * Add a region
         * @description Adds a region at the end of the display order (409 when the name or an alias is taken).
         */
        post: operations["createRegion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/regions/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Rename a region (the old name stays an alias) or retire it
         * @description Renames a region (the old name keeps matching as an alias) or retires it (active=false). Region names are matched ignoring white space.
         */
        patch: operations["updateRegion"];
        trace?: never;
    };
    "/admin/v1/suppressions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Suppressions, newest first; find one by phone
         * @description `phone` matches exactly (any accepted format); `overdue=true`: the person was not told the result by `dueAt`; `active=true`: neither lifted nor expired.
         */
        get: operations["listSuppressions"];
        put?: never;
        /**
         * Suppress a phone: nobody contacts the person again (연락금지)
         * @description Every lead with this phone, in every provider, shows `suppressed: true` and its contact masked, cannot be used or distributed, leaves the allocation engine; registering the phone is refused (409 CONTACT_SUPPRESSED). The same phone while an entry is in force answers that entry. Only the keyed hash of the phone, phone_1 and phone_3 are stored. Audited (SUPPRESSION_CREATED).
         */
        post: operations["suppressContact"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/suppressions/{id}/lift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift a suppression: its leads are restored and offered again (audited)
         * @description Its leads show suppressed: false and their masking as before; UNASSIGNED ones are offered to open orders; lead.unsuppressed goes to the portal users told of the suppression. Audited (SUPPRESSION_LIFTED).
         */
        post: operations["liftSuppression"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/suppressions/{id}/notified": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Record that the person was told the result (once; audited)
         * @description Sets resultNotifiedAt and resultChannel once (a second call answers the entry unchanged); audited (SUPPRESSION_NOTIFIED).
         */
        post: operations["suppressionNotified"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/suppressions/bulk": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Suppress up to 10,000 phones (두낫콜 registrations)
         * @description Each valid phone is suppressed as by POST /admin/v1/suppressions (one in force already counts as existing); invalid phones are listed by their index. Short transactions of 200 phones each.
         */
        post: operations["suppressContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/suppressions/bulk-lift": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Lift the suppressions of up to 10,000 phones (두낫콜 withdrawals)
         * @description Each phone with an entry in force is lifted as by POST /admin/v1/suppressions/{id}/lift; the others (and invalid phones) count as notFound.
         */
        post: operations["liftSuppressions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Add a terms version (termsDesc is sanitized HTML)
         * @description Adds a version of a terms item. termsDesc is HTML, sanitized on save (formatting, lists, tables and links only); dates are Korea time.
         */
        post: operations["createTerms"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consultants, filtered, e-mail and phone masked
         * @description Every consultant by id, filtered by organization (orgId, or noOrg=true for none), role, active flag and part of the name; e-mail and phone masked. The total is counted up to 10,000 (totalCapped says when more match) and pages reach the first 10,000 consultants.
         */
        get: operations["adminListUsers"];
        put?: never;
        /**
         * Create a consultant (bootstrap: the first ADMIN consultant)
         * @description Creates a consultant with an admin key: how the first ADMIN consultant of a new installation is made.
         */
        post: operations["adminCreateUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /**
         * Move a consultant to another organization, deactivate or reactivate them (audited)
         * @description The rules of PATCH /api/v1/users/{id}: an unknown organization → 400 ORG_NOT_FOUND; a deactivation revokes the refresh tokens and invalidates every access token issued before it (also after a reactivation). Audited as USER_UPDATED, USER_DEACTIVATED, USER_REACTIVATED with the operator as actor.
         */
        patch: operations["adminUpdateUser"];
        trace?: never;
    };
    "/admin/v1/users/{id}/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue an access token for a consultant (operator support; audited)
         * @description Issues a short-lived access token (no refresh token) for a consultant, for operator support; recorded in the audit log.
         */
        post: operations["issueUserToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/admin/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Every owner's webhook endpoints with their latest delivery (never a secret)
         * @description Every endpoint by id, of every API key and system client: the owner (ownerKind, ownerId), URL, events, enabled flag, why the service disabled it, the current failure and the outcome of its latest delivery. Filtered by owner kind and enabled flag; the total is counted up to 10,000.
         */
        get: operations["adminListWebhooks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Finish single sign-on (302 to the caller's redirect_uri with a one-time code, or an error)
         * @description The identity provider's redirect target. Redirects to the caller's redirect_uri with a one-time authorization code (60 s) and state, or with error=access_denied when the consultant is unknown or inactive.
         */
        get: operations["finishSso"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/sso/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Start single sign-on (302 to the identity provider)
         * @description Redirects the consultant's browser to the identity provider (authorization code flow). The authorization endpoint of the metadata document: besides `redirect_uri` (one of SSO_REDIRECT_URIS) and `state` (given back unchanged) it takes the standard `response_type` (only `code`), `scope` (only `claims`) and `client_id` (not checked: the allowed redirect URIs decide where a code may go). PKCE parameters are refused: not supported. 404 SSO_NOT_CONFIGURED without an identity provider.
         */
        get: operations["startSso"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/auth/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * OAuth 2.0 token endpoint (client_credentials, authorization_code, refresh_token)
         * @description Form-encoded or JSON. Errors follow RFC 6749 (`{"error": "invalid_grant", "error_description": ...}`), not problem+json. System clients authenticate with HTTP Basic or client_id/client_secret in the body.
         */
        post: operations["issueToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim/banks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Korean bank codes
         * @description Korean bank codes and names, for the payout account of a claim.
         */
        get: operations["listBanks"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim/histories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Claim history (bare array, newest first; the total is in X-Total-Count)
         * @description Claims of a consultant as a bare array, newest first, filtered by client name and a date range, paged; the total is in the X-Total-Count header.
         */
        post: operations["listClaimHistory"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim/insurers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Insurers
         * @description Life and non-life insurers with their codes, fax numbers and logos, ordered by type and name.
         */
        get: operations["listInsurers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim/job-codes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Job codes with their risk grade (public-cacheable: ETag, 304 on If-None-Match)
         * @description Job codes with their risk grade (1 office work to 3 hazardous work). Public-cacheable for 5 minutes: send If-None-Match with the ETag to get 304.
         */
        get: operations["listJobCodes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim/post-office-centers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Post-office insurance payment centers
         * @description The regional post-office insurance payment centers, with their fax and telephone numbers.
         */
        get: operations["listPostOfficeCenters"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim/requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Submit a claim (dispatched to the insurer by fax in the background)
         * @description Files a claim for a client of the consultant named by fcUserCi. The required terms of the insurer valid now must be agreed; files must have been uploaded by the same token for CLAIM_DOCUMENT. The claim is faxed to the insurer by a background job.
         */
        post: operations["submitClaim"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim/requests/{claimReqId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One claim
         * @description One claim, with the same fields as a claim history record; only for the consultant, their managers, ADMIN tokens and system clients.
         */
        get: operations["getClaim"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/claim/terms/{termsOwnerCd}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Terms valid now for an owner (insurer) code, required first (public-cacheable)
         * @description Terms of the owner (insurer) code valid now (startedOn ≤ now < endedOn), required ones first. Public-cacheable for a minute: send If-None-Match with the ETag to get 304.
         */
        get: operations["listClaimTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coverage/analyses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Analyses (summaries, bare array, newest first; the total is in X-Total-Count)
         * @description Summaries (no contracts, categories, timeline) of the analyses in the caller's scope, filtered (AND): fcUserCi (required with an FC token), clientName (substring, whitespace ignored), birthDate (YYYYMMDD), status (comma-separated), from/to (analysisDate, inclusive); newest requestedAt first.
         */
        get: operations["listCoverageAnalyses"];
        put?: never;
        /**
         * Start an analysis: from a VERIFIED verification, or from up to 50 contracts entered by hand
         * @description Answers REQUESTED; the analysis runs in the background (PROCESSING, then COMPLETED or FAILED). From a verification: VERIFIED, of the same consultant, used once (else 400 VERIFICATION_NOT_USABLE). By hand: the client's consent (every required COVERAGE term); a coverage without categoryCd is classified from its name (classifiedBy RULES; UNCLASSIFIED when no rule places it).
         */
        post: operations["startCoverageAnalysis"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coverage/analyses/{analysisId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One analysis with its result
         * @description The analysis with contracts, categories and timeline once COMPLETED. Another consultant's (out of scope) → 404 ANALYSIS_NOT_FOUND; after the retention period → 410 ANALYSIS_EXPIRED.
         */
        get: operations["getCoverageAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coverage/analyses/{analysisId}/report.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The report as data: the analysis, the client (phone masked), the consultant, the disclaimer
         * @description Of a COMPLETED analysis of a consultant in the caller's scope (else 404 ANALYSIS_NOT_FOUND); REQUESTED or PROCESSING → 409 ANALYSIS_NOT_READY, FAILED → 409 ANALYSIS_FAILED, after the retention period → 410 ANALYSIS_EXPIRED. Each read is recorded in the personal-data access log. The same content as report.pdf.
         */
        get: operations["getCoverageReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coverage/analyses/{analysisId}/report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The report as PDF: cover, summary, charts, contracts, disclaimer
         * @description Of a COMPLETED analysis of a consultant in the caller's scope (else 404 ANALYSIS_NOT_FOUND); REQUESTED or PROCESSING → 409 ANALYSIS_NOT_READY, FAILED → 409 ANALYSIS_FAILED, after the retention period → 410 ANALYSIS_EXPIRED. Each read is recorded in the personal-data access log. Never cached (Cache-Control: no-store).
         */
        get: operations["getCoverageReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coverage/analyses/{analysisId}/transmissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The transmissions of an analysis (whole array, oldest first; the total in X-Total-Count)
         * @description An analysis of a consultant in the caller's scope (else 404 ANALYSIS_NOT_FOUND), COMPLETED (409 ANALYSIS_NOT_READY, 409 ANALYSIS_FAILED, 410 ANALYSIS_EXPIRED). Addresses are masked.
         */
        get: operations["listCoverageTransmissions"];
        put?: never;
        /**
         * Send the report: a link to the client (SMS, KAKAO) or an e-mail to the consultant (EMAIL)
         * @description Answers 200 QUEUED; the job queue sends it (SENT, or FAILED after the retries). CLIENT goes by SMS or KAKAO to the client's phone, FC by EMAIL to the consultant's address; any other pair → 400 TRANSMISSION_CHANNEL_INVALID; no address → 400 RECIPIENT_HAS_NO_ADDRESS. The client gets a link (7 days) to a page that asks for the birth date (YYMMDD; five wrong entries lock it) and then serves the PDF report; the consultant gets the address of the report in this API. Only a COMPLETED analysis (409 ANALYSIS_NOT_READY, 409 ANALYSIS_FAILED, 410 ANALYSIS_EXPIRED). To one recipient (CLIENT or FC) of an analysis, one a minute and five in 24 hours: more → 429 TRANSMISSION_TOO_SOON with Retry-After.
         */
        post: operations["createCoverageTransmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coverage/analyses/{analysisId}/transmissions/{transmissionId}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke the client's link (204; again or after it expired: 204)
         * @description The link stops working for good. A transmission to the consultant has no link → 400 TRANSMISSION_HAS_NO_LINK; another analysis's transmission → 404 TRANSMISSION_NOT_FOUND.
         */
        delete: operations["revokeCoverageTransmissionLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coverage/categories": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The 21 coverage categories with their recommended amounts
         * @description In the order of an analysis's categories: group, unit, recommended amount (KRW), KCD ranges.
         */
        get: operations["listCoverageCategories"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coverage/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consent terms of the coverage analysis valid now, required first (public-cacheable)
         * @description The terms of owner COVERAGE valid now, in the claim terms shape; every required one must be in agreedTermsIds when a verification or a manual analysis starts. Managed with the admin terms API.
         */
        get: operations["listCoverageTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coverage/verifications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Begin: the data source sends the client a code (or an app push)
         * @description Starts the identity step at the insurance-data source for a client of the consultant fcUserCi, with the client's consent (every required COVERAGE term). A source that needs the client's login there → 400 INSTITUTION_ACCOUNT_REQUIRED (send institutionLogin).
         */
        post: operations["beginCoverageVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coverage/verifications/{verificationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One verification
         * @description A verification of a consultant in the caller's scope (else 404 VERIFICATION_NOT_FOUND).
         */
        get: operations["getCoverageVerification"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coverage/verifications/{verificationId}/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Check the code (or the push approval); the client's contracts are fetched and held 30 minutes
         * @description The right code → VERIFIED (the contracts are fetched in this call and held, encrypted, for 30 minutes). A wrong one → 400 VERIFICATION_CODE_MISMATCH with attemptsLeft; the last one wrong → 400 VERIFICATION_FAILED; a push not approved yet → 409 AUTH_PENDING with Retry-After (never stored under an Idempotency-Key); a VERIFIED one answers 200 unchanged.
         */
        post: operations["confirmCoverageVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/coverage/verifications/{verificationId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a new code (a new provider transaction; at most 3, 30 s apart)
         * @description A new provider transaction, attemptsLeft back to 5. Sooner than 30 s after the last → 429 VERIFICATION_RESEND_TOO_SOON with Retry-After; a 4th → 400 VERIFICATION_RESEND_LIMIT; a FAILED, USED, VERIFIED or used-up verification → 400 VERIFICATION_CLOSED.
         */
        post: operations["resendCoverageVerification"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/distribute": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Distribute owned leads to another portal user (all or nothing)
         * @description Every lead must be owned by fromPortalId, share one provider and product and have no open AS request; otherwise 400 naming the offending leads (LEAD_NOT_OWNED, MIXED_PRODUCTS, OPEN_AS_REQUEST) and nothing moves. fromPortalId = toPortalId → 400 SAME_PORTAL. The recipient gets a new COMPLETED order of that quantity (toOrderId); the distributor's order counters do not change.
         */
        post: operations["distributeLeads"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/distribute/recall": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Recall distributed leads (all or nothing)
         * @description Only leads whose latest distribution was from portalId, that the recipient has not used and that have no open AS request (NOT_DISTRIBUTED_BY_PORTAL, LEAD_USED, OPEN_AS_REQUEST). The distributor gets the lead back as it was before the distribution.
         */
        post: operations["recallDistribution"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{fileId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Tell the service the bytes have been uploaded (needed with S3 storage; harmless with local)
         * @description Checks the stored bytes (size and first bytes) and marks the file UPLOADED. Bytes of another size or type are deleted and the file stays PENDING. Calling it again for an UPLOADED file returns it.
         */
        post: operations["completeUpload"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{fileId}/content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Upload the bytes of a file (the signed uploadUrl of local storage)
         * @description The body is the file. Content-Type must be the declared mimeType and the body exactly the declared size; the first bytes must show the type. Authorized by the URL signature, not by a key.
         */
        put: operations["uploadFileContent"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/{fileId}/signed-content": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A private file at its signed address (consent terms and evidence, local storage)
         * @description The bytes of a private file, at the signed address an evidence pack gives (valid at most 15 minutes). Authorized by the URL signature, not by a key; served as an attachment.
         */
        get: operations["getSignedFileContent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/files/upload-url": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Issue a signed URL to upload one file (JPEG, PNG, HEIC or PDF ≤ 20 MiB; CSV or XLSX ≤ 50 MiB to import)
         * @description PUT the bytes to `uploadUrl` with `headers` before `expiresAt` (15 minutes). With local storage the file is UPLOADED when the PUT succeeds; with S3 storage call `POST /api/v1/files/{fileId}/complete` after the PUT.
         */
        post: operations["createUploadUrl"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lead-as": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AS requests filed by a portal user, newest first
         * @description AS requests filed by portalId, newest first, paged; filters status (comma-separated), leadId and a creation period.
         */
        get: operations["listAsRequests"];
        put?: never;
        /**
         * File an AS request on an owned lead
         * @description One open (WAITING or HOLD) request per lead; only within the product's AS window (asWindowDays × 24 h after assignedAt). fileIds: AS_EVIDENCE files the same portal user uploaded.
         */
        post: operations["createAsRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lead-as/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One AS request (by=lead: the most recent one on that lead)
         * @description One AS request filed by portalId (another user's → 403). With by=lead the id is a lead id and the answer is the most recent request portalId filed on it.
         */
        get: operations["getAsRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lead-as/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel a WAITING or HOLD AS request
         * @description The filer withdraws a request that is WAITING or HOLD; a closed request → 400 AS_INVALID_TRANSITION.
         */
        post: operations["cancelAsRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/lead-as/reasons": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * AS reason codes offered to users (active ones, in display order)
         * @description The reason codes a user may choose when filing an AS request: active ones, in display order.
         */
        get: operations["listAsReasons"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Owned leads of a portal user
         * @description Leads assigned to portalId, paged, with filters (used, hasAs, region, gender, search) and sorting. Contact data is masked until the lead is used.
         */
        get: operations["listLeads"];
        put?: never;
        /**
         * Register one lead
         * @description With portalId the lead is confirmed-assigned to the oldest open order of that portal user for the same provider and product (or to a new automatic order of 1,000,000); without it, it is offered to open orders.
         */
        post: operations["registerLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One owned lead (masked until used)
         * @description A lead owned by portalId. Contact data is masked until the lead is used; metadata carries the CDN addresses of attached files. A lead owned by someone else is 404, like an unknown one.
         */
        get: operations["getLead"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/{id}/outcomes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Contact outcomes of an owned lead, newest first
         * @description Every outcome of the lead by any of its owners, newest first (by at), to its current owner; note only on the outcomes the reader recorded (null on the others).
         */
        get: operations["listLeadOutcomes"];
        put?: never;
        /**
         * Record what a call of an owned lead ended in
         * @description The current owner only (another lead is 404). callbackAt is required for CALLBACK, appointmentAt for APPOINTMENT; at (default now) is neither in the future nor before the lead became yours. DO_NOT_CALL suppresses the phone at once (CONSUMER_REQUEST, channel CONSULTANT, requested at at), with every effect of a suppression. The note is sealed at rest and never logged. Sets the lead’s firstContactAt and lastOutcome.
         */
        post: operations["recordLeadOutcome"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/{id}/use": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Mark an owned lead used; returns it unmasked
         * @description Marks the lead used by its current owner and answers it unmasked (written to the personal-data access log). A second call keeps the first usedAt.
         */
        post: operations["useLead"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/contacts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Names and decrypted phone numbers of owned, used leads
         * @description Names and decrypted phone numbers of up to 100 leads the portal user owns and has used; the others are listed in skipped with the reason. Every answer is written to the personal-data access log.
         */
        post: operations["lookupLeadContacts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/distributed-away": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Leads distributed away by a portal user and now owned by someone else
         * @description Phone and email are always masked; the name is masked until the current owner uses the lead. sortBy distributedAt (default, by lastDistributedAt) or usedAt; hasAs as in GET /api/v1/leads.
         */
        get: operations["listDistributedAwayLeads"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/imports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Import leads from an uploaded CSV or XLSX file (a background job)
         * @description The file (purpose LEAD_IMPORT) is read far enough to find its header: name and phone columns are required (Korean or English headers, or columnMapping). Rows are then registered by a job in batches of 1,000 by the rules of POST /api/v1/leads without portalId; follow it with GET /api/v1/leads/imports/{id} and read the refused rows in errors.csv. A provider key imports for its own provider only.
         */
        post: operations["startLeadImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/imports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * An import with its progress and counters
         * @description status QUEUED → RUNNING → COMPLETED (or FAILED with failureCode, or CANCELLED); totalRows is known once the file has been read through; registered + duplicates + invalid = processedRows.
         */
        get: operations["getLeadImport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/imports/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an import (a running one stops after its current batch)
         * @description What was registered before stays. An import that has ended → 400 IMPORT_FINISHED.
         */
        post: operations["cancelLeadImport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/leads/imports/{id}/errors.csv": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The refused rows of an import as CSV (row, column, code, message)
         * @description One line per problem, by row (the header is row 1): the column as its letter and field (`B (phone)`), a code of a fixed catalogue and its message. Never a cell of the file; cells a spreadsheet would run as a formula start with '.
         */
        get: operations["getLeadImportErrors"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/analyses": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Medical analyses (summaries, bare array, newest first; the total is in X-Total-Count)
         * @description Summaries (no disclosures, claimables) filtered (AND): fcUserCi (required with an FC token), clientName, birthDate, status (comma-separated), from/to (analysisDate, inclusive). clientName and birthDate match what a summary shows: one shown masked (to a MANAGER who is not its consultant) by its masked name only, never by its birth date.
         */
        get: operations["listMedicalAnalyses"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/analyses/{analysisId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One medical analysis with its disclosure drafts and claimable benefits
         * @description A MANAGER who is not the analysis's consultant gets the client's name masked, birthDate, disclosures and claimables null. Out of scope → 404 ANALYSIS_NOT_FOUND; after the retention period → 410.
         */
        get: operations["getMedicalAnalysis"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/analyses/{analysisId}/checkups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Health checkups with their judgements, newest first (whole array; X-Total-Count)
         * @description For the analysis's own consultant or a system client (a MANAGER → 403 SENSITIVE_DATA_SCOPE). Not completed → 409 ANALYSIS_NOT_READY; failed → 409 ANALYSIS_FAILED; expired → 410.
         */
        get: operations["listMedicalCheckups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/analyses/{analysisId}/coverage-analysis": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /**
         * Link a coverage analysis later; the claimables are recomputed
         * @description A COMPLETED coverage analysis of the same consultant and client (else 400 COVERAGE_ANALYSIS_NOT_USABLE).
         */
        put: operations["linkMedicalCoverageAnalysis"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/analyses/{analysisId}/medications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Prescriptions, newest first (whole array; X-Total-Count)
         * @description For the analysis's own consultant or a system client (a MANAGER → 403 SENSITIVE_DATA_SCOPE). Not completed → 409 ANALYSIS_NOT_READY; failed → 409 ANALYSIS_FAILED; expired → 410.
         */
        get: operations["listMedicalMedications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/analyses/{analysisId}/report.json": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The report as data: the analysis, its records, the client as the cover names them, the disclaimer
         * @description Of a COMPLETED analysis of a consultant in the caller's scope (else 404 ANALYSIS_NOT_FOUND), for its own consultant or a system client: a MANAGER who is not the consultant → 403 SENSITIVE_DATA_SCOPE (health data). REQUESTED or PROCESSING → 409 ANALYSIS_NOT_READY, FAILED → 409 ANALYSIS_FAILED, after the retention period → 410 ANALYSIS_EXPIRED. Each read is recorded in the personal-data access log. The same content as report.pdf.
         */
        get: operations["getMedicalReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/analyses/{analysisId}/report.pdf": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The report as PDF: summary, checkups with a chart, disclosure drafts, treatments, claimables, notice
         * @description Of a COMPLETED analysis of a consultant in the caller's scope (else 404 ANALYSIS_NOT_FOUND), for its own consultant or a system client: a MANAGER who is not the consultant → 403 SENSITIVE_DATA_SCOPE (health data). REQUESTED or PROCESSING → 409 ANALYSIS_NOT_READY, FAILED → 409 ANALYSIS_FAILED, after the retention period → 410 ANALYSIS_EXPIRED. Each read is recorded in the personal-data access log. Never cached (Cache-Control: no-store).
         */
        get: operations["getMedicalReportPdf"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/analyses/{analysisId}/transmissions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The transmissions of an analysis (whole array, oldest first; the total in X-Total-Count)
         * @description An analysis of a consultant in the caller's scope (else 404 ANALYSIS_NOT_FOUND), COMPLETED (409 ANALYSIS_NOT_READY, 409 ANALYSIS_FAILED, 410 ANALYSIS_EXPIRED). Addresses are masked. Health data: for the analysis's own consultant or a system client (a MANAGER → 403 SENSITIVE_DATA_SCOPE).
         */
        get: operations["listMedicalTransmissions"];
        put?: never;
        /**
         * Send the report: a link to the client (SMS, KAKAO) or an e-mail to the consultant (EMAIL)
         * @description Answers 200 QUEUED; the job queue sends it (SENT, or FAILED after the retries). CLIENT goes by SMS or KAKAO to the client's phone, FC by EMAIL to the consultant's address; any other pair → 400 TRANSMISSION_CHANNEL_INVALID; no address → 400 RECIPIENT_HAS_NO_ADDRESS. The client gets a link (7 days) to a page that asks for the birth date (YYMMDD; five wrong entries lock it) and then serves the PDF report; the consultant gets the address of the report in this API. Only a COMPLETED analysis (409 ANALYSIS_NOT_READY, 409 ANALYSIS_FAILED, 410 ANALYSIS_EXPIRED). To one recipient (CLIENT or FC) of an analysis, one a minute and five in 24 hours: more → 429 TRANSMISSION_TOO_SOON with Retry-After. Health data: for the analysis's own consultant or a system client (a MANAGER → 403 SENSITIVE_DATA_SCOPE).
         */
        post: operations["createMedicalTransmission"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/analyses/{analysisId}/transmissions/{transmissionId}/link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Revoke the client's link (204; again or after it expired: 204)
         * @description The link stops working for good. A transmission to the consultant has no link → 400 TRANSMISSION_HAS_NO_LINK; another analysis's transmission → 404 TRANSMISSION_NOT_FOUND. Health data: for the analysis's own consultant or a system client (a MANAGER → 403 SENSITIVE_DATA_SCOPE).
         */
        delete: operations["revokeMedicalTransmissionLink"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/analyses/{analysisId}/treatments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Treatments of the 5 years, newest first (whole array; X-Total-Count)
         * @description For the analysis's own consultant or a system client (a MANAGER → 403 SENSITIVE_DATA_SCOPE). Not completed → 409 ANALYSIS_NOT_READY; failed → 409 ANALYSIS_FAILED; expired → 410.
         */
        get: operations["listMedicalTreatments"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/auth-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Request the simple authentication: the client gets a push per source in the chosen app
         * @description With the client's consent (every required MEDICAL term). coverageAnalysisId, when given, must be a COMPLETED coverage analysis of the same consultant and client (else 400 COVERAGE_ANALYSIS_NOT_USABLE).
         */
        post: operations["startMedicalAuthRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/auth-requests/{authRequestId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One auth request
         * @description An auth request of a consultant in the caller's scope (else 404 AUTH_REQUEST_NOT_FOUND). A MANAGER who is not its consultant gets the client as in the masked analysis (every answer on auth requests): name masked, birthDate and legalRepresentative null.
         */
        get: operations["getMedicalAuthRequest"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/auth-requests/{authRequestId}/complete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Continue every waiting source; when none waits and one has data, the analysis starts
         * @description Still pending → 409 AUTH_PENDING with Retry-After (never stored under an Idempotency-Key); a source approved or failed while another still waits → 200 WAITING; done → 200 COMPLETED with analysisId; all denied → 400 AUTH_DENIED; expired → 400 AUTH_EXPIRED; every source failed → 400 AUTH_FAILED. A completed request answers the same again.
         */
        post: operations["completeMedicalAuthRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/auth-requests/{authRequestId}/retry": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask again: a new auth request from a DENIED or EXPIRED one, or one with a FAILED source
         * @description Same client, consultant, method, consent and coverage analysis; new pushes. At most 3 retries from the first request (a 4th → 400 AUTH_RETRY_LIMIT), each 30 s after the last push at the soonest (sooner → 429 AUTH_RETRY_TOO_SOON with Retry-After); a request is asked again once (again → 400 AUTH_REQUEST_NOT_RETRYABLE: ask its retry again).
         */
        post: operations["retryMedicalAuthRequest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/medical/terms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Consent terms of the medical analysis valid now, required first (public-cacheable)
         * @description The terms of owner MEDICAL valid now (the sensitive-information consent among them), in the claim terms shape; every required one must be in agreedTermsIds when an auth request starts.
         */
        get: operations["listMedicalTerms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification-settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A portal user’s notification settings, the phone masked
         * @description A portal user who never set them has channel NONE (no message) and the default quiet hours.
         */
        get: operations["getNotificationSettings"];
        /**
         * Set how and when a portal user is told of leads
         * @description KAKAO (알림톡, SMS when it fails), SMS or NONE; phone required unless NONE; quiet hours Korea time, default 21:00–08:00, may wrap midnight. Replaces the settings as a whole. The phone is sealed at rest, never logged, and shown in clear only in this answer.
         */
        put: operations["putNotificationSettings"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/notification-settings/log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The messages sent (or waiting) to a portal user, newest first
         * @description One entry per message: queued until due (60 s after the first lead, or the end of quiet hours), then sent or failed; to is masked. A message whose leads were all suppressed or taken back before it was due is not sent and not listed.
         */
        get: operations["listNotificationLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Orders of a portal user, with a summary over all matching orders
         * @description Orders of portalId (or userId), paged, filtered by status and creation period and sorted; summary totals cover every matching order, not just the page.
         */
        get: operations["listOrders"];
        put?: never;
        /**
         * Register an order
         * @description Places an order of leads of one product, with a quantity per region; the allocation engine fills it from the backlog, oldest order first.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * One order of a portal user
         * @description One order of portalId with its counters; an order of someone else is 404.
         */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/orders/{id}/cancel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Cancel an order (provisional assignments are recalled, confirmed ones stay)
         * @description Cancels an open order: provisional assignments go back to the pool (and are offered to other orders), confirmed leads stay with the user. Cancelling again is 400 ORDER_ALREADY_CANCELLED.
         */
        post: operations["cancelOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create an organization
         * @description Creates an organization, at the root or under a parent (ADMIN tokens).
         */
        post: operations["createOrganization"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/organizations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Delete an empty organization (with children or members → 400)
         * @description Deletes an organization without children and members (ADMIN tokens); otherwise 400 ORG_HAS_CHILDREN or ORG_HAS_MEMBERS.
         */
        delete: operations["deleteOrganization"];
        options?: never;
        head?: never;
        /**
         * Rename or move an organization (a move that would make a cycle → 400)
         * @description Renames an organization or moves it under another parent (ADMIN tokens); a move under itself or a descendant → 400 ORG_CYCLE.
         */
        patch: operations["updateOrganization"];
        trace?: never;
    };
    "/api/v1/organizations/chart": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Organization chart: the roots, children nested
         * @description The whole organization tree: root organizations with their children nested. Any valid token may read it.
         */
        get: operations["getOrganizationChart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/products/{productId}/as-policy": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Product AS policy
         * @description The current version of the product's after-service policy: the text shown to users and the return window in days.
         */
        get: operations["getProductAsPolicy"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/regions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Supported regions
         * @description Active regions in display order, as accepted in lead registrations and orders.
         */
        get: operations["listRegions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List consultants (bare array; the total is in X-Total-Count)
         * @description Consultants as a bare array (ADMIN tokens), filtered by role, organization and active flag; the total is in the X-Total-Count header.
         */
        get: operations["listUsers"];
        put?: never;
        /**
         * Create a consultant
         * @description Creates a consultant (ADMIN tokens). A ci already taken → 409 USER_CI_TAKEN.
         */
        post: operations["createUser"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /**
         * Deactivate a consultant and revoke their refresh tokens (their claims are kept)
         * @description Deactivates the consultant (they are kept, as their claims point at them) and revokes their refresh tokens.
         */
        delete: operations["deactivateUser"];
        options?: never;
        head?: never;
        /**
         * Update a consultant (active=false deactivates and revokes their refresh tokens)
         * @description Changes a consultant's name, contact, role, organization or active flag (ADMIN tokens). Deactivation revokes their refresh tokens; their claims are kept.
         */
        patch: operations["updateUser"];
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * List the caller's webhook endpoints
         * @description Every endpoint of the calling key or client (an admin key: every endpoint).
         */
        get: operations["listWebhooks"];
        put?: never;
        /**
         * Subscribe an endpoint to events (the signing secret is shown once)
         * @description Portal and provider keys and system clients subscribe endpoints of their own to the events of resources they can read. Deliveries are signed per Standard Webhooks with the returned secret.
         */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Read a webhook endpoint
         * @description Its subscription, whether it is enabled, and why the service disabled it if it did.
         */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /**
         * Delete a webhook endpoint and its delivery log
         * @description Nothing more is sent to it.
         */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /**
         * Change the URL, events, description or enabled state of an endpoint
         * @description Enabling an endpoint the service disabled starts it afresh; waiting deliveries are sent.
         */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The delivery log of an endpoint, newest first
         * @description Per delivery: its status and schedule, and every attempt (the latest 20): its number, time, outcome, response code, duration and the first 1 KiB of the response body as text.
         */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/deliveries/{deliveryId}/redeliver": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a delivery again (same webhook-id, new signature)
         * @description Queued at once; a delivery being sent right now is left alone (queued: 0).
         */
        post: operations["redeliverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/recover": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send again every delivery that failed since a time
         * @description Deliveries that gave up (FAILED, after 3 days of retries) created at or after `since`.
         */
        post: operations["recoverWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Rotate the signing secret (the old one signs too for 24 hours)
         * @description Returns the new secret once. Until previousSecretValidUntil every delivery carries two signatures, one per secret.
         */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a signed webhook.test event
         * @description Delivered (and logged) like any event.
         */
        post: operations["testWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/api/options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * What the sign-in page offers (no session needed)
         * @description Whether single sign-on through the identity provider is configured.
         */
        get: operations["consoleOptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/api/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Set a password through a one-time link
         * @description The token of the link and a password of at least 12 characters. The link works once (400 PASSWORD_LINK_INVALID afterwards or when expired); the operator's sessions end.
         */
        post: operations["consoleSetPassword"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/api/session": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The current session: operator, role and CSRF token
         * @description The role as the database holds it now. No session, or an ended one → 401 SESSION_INVALID.
         */
        get: operations["consoleSession"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/api/sign-in": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Sign in with e-mail and password
         * @description Every refusal is 401 SIGN_IN_FAILED (unknown e-mail, wrong password, locked or inactive account). ADMIN and REVIEWER then give a TOTP code (TOTP_REQUIRED), or enrol one first (TOTP_ENROLMENT_REQUIRED), unless CONSOLE_MFA=off. Sets the session cookie.
         */
        post: operations["consoleSignIn"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/api/sign-in/totp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The second step: the TOTP code (also confirms an enrolment)
         * @description Within 5 minutes of the password step. A wrong code, a code of a step already used (each code works once) or any code while the account is locked ends the pending sign-in (401 SIGN_IN_FAILED) and counts like a wrong password; the lock ends every pending sign-in of the operator. On success the session cookie is replaced by a new one.
         */
        post: operations["consoleSignInTotp"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/api/sign-out": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * End the session
         * @description Needs X-CSRF-Token. Ends the session and clears the cookie.
         */
        post: operations["consoleSignOut"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/api/sso/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The identity provider's return: a 200 page that goes on to /console/
         * @description Signs in the existing operator with this verified e-mail (bound to the provider’s iss and sub from then on) and answers a page that navigates to /console/: a SameSite=Strict cookie set on a cross-site redirect would not be sent. A refusal answers a page that navigates to /console/?sso=refused.
         */
        get: operations["consoleSsoCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/console/api/sso/start": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Sign in through the identity provider (302 to it)
         * @description Only when SSO_ISSUER is set (else 404 SSO_NOT_CONFIGURED). Register <PUBLIC_BASE_URL>/console/api/sso/callback as a redirect URI at the provider.
         */
        get: operations["consoleSsoStart"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/files/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A stored file (cdnUrl of local storage)
         * @description The bytes of an uploaded file, at the unguessable address given as cdnUrl (no credentials). Served with nosniff, a sandboxing CSP and private caching.
         */
        get: operations["getStoredFile"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/healthz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Liveness
         * @description Answers 200 while the process runs; it does not touch the database. For liveness probes.
         */
        get: operations["getHealth"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/readyz": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Readiness
         * @description Answers 200 when the database answers a query, else 503. For readiness probes and load balancers.
         */
        get: operations["getReadiness"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        AdminAsReasonList: {
            data: components["schemas"]["AsReason"][];
        };
        AdminAsRequest: {
            adminNote: string | null;
            /** Format: date-time */
            createdAt: string;
            customerMemo: string | null;
            files: components["schemas"]["EvidenceFile"][];
            id: string;
            lead: {
                /** @description Its personal data was erased */
                erased: boolean;
                id: string;
                /** @description Masked unless used; null once erased */
                name: string | null;
                /** @description Masked unless used; null once erased */
                phone: string | null;
                product: components["schemas"]["ProductReference"];
                region: string | null;
                /** @description A do-not-contact suppression of its phone is in force */
                suppressed: boolean;
            };
            leadId: string;
            orderId: string | null;
            portalId: number;
            providerId: string;
            reasonCode: string;
            reasonLabel: string;
            /** @enum {unknown} */
            status: "WAITING" | "HOLD" | "APPROVED" | "REJECTED" | "CANCELLED";
            statusLabel: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AdminAsRequestList: {
            data: components["schemas"]["AdminAsRequest"][];
            pagination: components["schemas"]["Pagination"];
        };
        AdminClaim: {
            /** @description Dispatch attempts since it was received (or last sent again) */
            attempts: number;
            /** @description YYYY-MM-DD, Korea time */
            claimDate: string;
            claimReqId: number;
            /** @description The label of claimStatusCd */
            claimStatus: string;
            /**
             * @description claim status: RECEIVED 접수, SENDING 전송중, SENT 전송완료, FAILED 전송실패, COMPLETE 완료, CANCELLED 취소
             * @enum {unknown}
             */
            claimStatusCd: "RECEIVED" | "SENDING" | "SENT" | "FAILED" | "COMPLETE" | "CANCELLED";
            /** @description Masked (홍*동) */
            clientNm: string;
            /** Format: date-time */
            createdAt: string;
            /** @description What the fax gateway was handed, once it was; null before */
            dispatch: components["schemas"]["AdminClaimDispatch"] | null;
            fcUserCi: string;
            fcUserNm: string;
            insuCompCd: string;
            insuCompNm: string;
            /** @description Why the last dispatch failed: FAILED claims only, null otherwise */
            lastError: string | null;
            /** Format: date-time */
            statusChangedAt: string;
        };
        AdminClaimDispatch: {
            gateway: string;
            pages: number;
            /** Format: date-time */
            sentAt: string;
        };
        AdminClaimList: {
            data: components["schemas"]["AdminClaim"][];
            pagination: components["schemas"]["BoundedPagination"];
        };
        AdminCoverageCategoryList: {
            /** @description The 21 categories in an analysis's order */
            data: components["schemas"]["CoverageCategory"][];
        };
        AdminLead: {
            /** Format: date-time */
            assignedAt: string | null;
            /** @description The consent the lead was registered with; null when none */
            consent: components["schemas"]["LeadConsentSummary"] | null;
            /** Format: date-time */
            createdAt: string;
            /** @description Masked */
            email: string | null;
            /** @description Its personal data was erased */
            erased: boolean;
            /**
             * Format: date-time
             * @description The earliest of its first use and its first contact outcome's at, by any owner; null before either
             */
            firstContactAt: string | null;
            id: string;
            /**
             * @description Its latest contact outcome (by at, then id), by any owner; null before any
             * @enum {string|null}
             */
            lastOutcome: "NO_ANSWER" | "CALLBACK" | "CONSULTED" | "APPOINTMENT" | "APPLIED" | "NOT_INTERESTED" | "DO_NOT_CALL" | "DISCONNECTED" | "WRONG_PERSON" | null;
            /** @description 부재, 재통화, 상담완료, … */
            lastOutcomeLabel: string | null;
            latestAsStatus: string | null;
            /** @description Masked; null once erased */
            name: string | null;
            orderId: string | null;
            ownerPortalId: number | null;
            /** @description Masked (010-****-5678); null once erased */
            phone: string | null;
            productId: string;
            productName: string;
            providerId: string;
            region: string | null;
            /** @enum {unknown} */
            status: "UNASSIGNED" | "PROVISIONAL" | "ASSIGNED" | "RETURNED";
            /** @description A do-not-contact suppression of its phone is in force */
            suppressed: boolean;
            /** Format: date-time */
            usedAt: string | null;
        };
        AdminLeadImportList: {
            /** @description Imports of every provider, newest first, as the provider sees them */
            data: components["schemas"]["LeadImport"][];
            pagination: components["schemas"]["BoundedPagination"];
        };
        AdminLeadList: {
            data: components["schemas"]["AdminLead"][];
            pagination: components["schemas"]["BoundedPagination"];
        };
        AdminOrder: {
            confirmedCount: number;
            /** Format: date-time */
            createdAt: string;
            id: string;
            orderedQuantity: number;
            /** @description Masked (a phone as 010-****-5678, an e-mail as ab***@example.com) */
            ordererContact: string;
            /** @description Masked; 'AUTO' or 'DISTRIBUTION' for the orders the system makes */
            ordererName: string;
            portalId: number;
            productId: string;
            productName: string;
            providerId: string;
            providerName: string;
            provisionalCount: number;
            /** @description Empty for automatic orders */
            regionQuantities: components["schemas"]["AdminOrderRegion"][];
            /** Format: date-time */
            reservationDate: string | null;
            /** @enum {unknown} */
            source: "ORDER" | "AUTO" | "DISTRIBUTION";
            /** @enum {unknown} */
            status: "PENDING" | "IN_PROGRESS" | "COMPLETED" | "CANCELLED";
            /** Format: date-time */
            updatedAt: string;
            usedCount: number;
        };
        AdminOrderList: {
            data: components["schemas"]["AdminOrder"][];
            pagination: components["schemas"]["BoundedPagination"];
        };
        AdminOrderRegion: {
            confirmedCount: number;
            provisionalCount: number;
            quantity: number;
            region: string;
        };
        AdminOrganization: {
            /** @description Active consultants directly in this organization */
            activeConsultantCount: number;
            /** @description Consultants directly in this organization, active or not */
            consultantCount: number;
            id: number;
            name: string;
            parentId: number | null;
        };
        AdminOrganizationList: {
            /** @description Every organization by id; the tree is given by parentId (null: a root) */
            data: components["schemas"]["AdminOrganization"][];
        };
        AdminRegionList: {
            /** @description Active and retired regions (active=false) in display order, each with every name it matches */
            data: components["schemas"]["Region"][];
        };
        AdminUser: {
            active: boolean;
            ci: string;
            /** Format: date-time */
            createdAt: string;
            email: string | null;
            id: number;
            /** @description In clear, as the operators' claims list shows the consultant */
            name: string;
            orgId: number | null;
            orgName: string | null;
            phone: string | null;
            role: "ADMIN" | "MANAGER" | "FC";
        };
        AdminUserList: {
            data: components["schemas"]["AdminUser"][];
            pagination: components["schemas"]["BoundedPagination"];
        };
        AdminWebhook: {
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            /**
             * @description Why the service disabled it: FAILING (every attempt failed for 5 days; see lastError), KEY_REVOKED (its API key was revoked), CLIENT_REVOKED (its system client was revoked); null when enabled or disabled by its owner
             * @enum {string|null}
             */
            disabledReason: "FAILING" | "KEY_REVOKED" | "CLIENT_REVOKED" | null;
            enabled: boolean;
            events: ("lead.assigned" | "lead.recalled" | "lead.suppressed" | "lead.unsuppressed" | "lead.returned" | "as.status_changed" | "order.completed" | "claim.status_changed" | "coverage_analysis.completed" | "medical_analysis.completed" | "lead_import.completed")[];
            /** Format: date-time */
            failingSince: string | null;
            id: string;
            /** @description null: nothing delivered yet */
            lastDelivery: components["schemas"]["WebhookLastDelivery"] | null;
            lastError: string | null;
            /** @description The owning API key's id (portal, provider) or the system client's id */
            ownerId: string;
            /** @enum {unknown} */
            ownerKind: "portal" | "provider" | "client";
            /** Format: date-time */
            previousSecretValidUntil: string | null;
            /** Format: date-time */
            updatedAt: string;
            url: string;
        };
        AdminWebhookList: {
            data: components["schemas"]["AdminWebhook"][];
            pagination: components["schemas"]["BoundedPagination"];
        };
        AllocationRun: {
            /** @description Leads provisionally assigned by this run */
            assigned: number;
        };
        AnalysisTransmission: {
            channel: "SMS" | "KAKAO" | "EMAIL";
            /** Format: date-time */
            createdAt: string;
            failureMessage: string | null;
            recipient: "CLIENT" | "FC";
            /** @description Sent by the sandbox message service (written to its outbox) */
            sandbox: boolean;
            sentAt: string | null;
            status: "QUEUED" | "SENT" | "FAILED";
            /** @description 대기, 발송완료, 발송실패 */
            statusLabel: string;
            /** @description The address, masked: 010-****-5678 or fc***@example.com */
            to: string;
            /** @description Opaque: tr_ and 20 characters */
            transmissionId: string;
        };
        ApiKey: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            kind: "admin" | "portal" | "provider";
            /** Format: date-time */
            lastUsedAt: string | null;
            name: string;
            portalIds: number[] | null;
            prefix: string;
            providerId: string | null;
            rateLimitBurst: number | null;
            rateLimitRps: number | null;
            /** Format: date-time */
            revokedAt: string | null;
        };
        ApiKeyList: {
            data: components["schemas"]["ApiKey"][];
            pagination: components["schemas"]["Pagination"];
        };
        AsContact: {
            asRequestId: string;
            email: string | null;
            leadId: string;
            name: string;
            phone: string;
        };
        AsReason: {
            active: boolean;
            code: string;
            label: string;
            sortOrder: number;
        };
        AsReasonList: {
            data: {
                code: string;
                label: string;
            }[];
        };
        AsRequest: {
            adminNote: string | null;
            /** Format: date-time */
            createdAt: string;
            customerMemo: string | null;
            files: components["schemas"]["EvidenceFile"][];
            id: string;
            lead: {
                /** @description Its personal data was erased */
                erased: boolean;
                id: string;
                /** @description Masked unless used; null once erased */
                name: string | null;
                /** @description Masked unless used; null once erased */
                phone: string | null;
                product: components["schemas"]["ProductReference"];
                region: string | null;
                /** @description A do-not-contact suppression of its phone is in force */
                suppressed: boolean;
            };
            leadId: string;
            reasonCode: string;
            reasonLabel: string;
            /** @enum {unknown} */
            status: "WAITING" | "HOLD" | "APPROVED" | "REJECTED" | "CANCELLED";
            statusLabel: string;
            /** Format: date-time */
            updatedAt: string;
        };
        AsRequestList: {
            data: components["schemas"]["AsRequest"][];
            pagination: components["schemas"]["Pagination"];
        };
        AuditRecord: {
            action: string;
            actor: string;
            /** Format: date-time */
            at: string;
            detail: {
                [key: string]: unknown;
            } | null;
            /** @description <source table>:<id> */
            id: string;
            /** @description ADMIN: administrative actions; PII_ACCESS: reads of decrypted personal data; CLAIMS_ADMIN: operator actions of the claims interface */
            source: "ADMIN" | "PII_ACCESS" | "CLAIMS_ADMIN";
            target: string;
        };
        AuditRecordList: {
            data: components["schemas"]["AuditRecord"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description RFC 8414 authorization server metadata */
        AuthorizationServerMetadata: {
            authorization_endpoint?: string;
            grant_types_supported: string[];
            issuer: string;
            jwks_uri: string;
            response_modes_supported?: string[];
            response_types_supported: string[];
            scopes_supported: string[];
            service_documentation: string;
            token_endpoint: string;
            token_endpoint_auth_methods_supported: string[];
        };
        Bank: {
            bankCd: string;
            bankNm: string;
        };
        BoundedPagination: {
            limit: number;
            page: number;
            /** @description Exact up to 10,000; 10,000 with totalCapped=true beyond */
            total: number;
            /** @description More rows match than were counted: narrow the filters to see them */
            totalCapped: boolean;
            totalPages: number;
        };
        BulkLiftResult: {
            lifted: number;
            notFound: number;
        };
        BulkSuppressResult: {
            created: number;
            existing: number;
            invalid: {
                /** @enum {string} */
                code: "PHONE_INVALID";
                index: number;
            }[];
        };
        ClaimHistoryRecord: {
            bankAccount: string | null;
            bankAccountHolder: string | null;
            bankCd: string | null;
            bankNm: string | null;
            callbackName: string;
            callbackTel: string;
            /** @enum {unknown} */
            callbackWho: "FC" | "CLIENT" | "OTHER";
            /** @description YYYY-MM-DD, Korea time */
            claimDate: string;
            claimReqId: number;
            /** @description The label of claimStatusCd */
            claimStatus: string;
            /**
             * @description claim status: RECEIVED 접수, SENDING 전송중, SENT 전송완료, FAILED 전송실패, COMPLETE 완료, CANCELLED 취소
             * @enum {unknown}
             */
            claimStatusCd: "RECEIVED" | "SENDING" | "SENT" | "FAILED" | "COMPLETE" | "CANCELLED";
            /** @description YYMMDD */
            clientBirthday: string;
            clientMemo: string;
            clientNm: string;
            clientTel: string;
            directDebitAccntYn: boolean;
            eventDate: string;
            eventPlace: string | null;
            eventText: string;
            /** @description The label of eventTypeCd */
            eventType: string;
            /** @enum {unknown} */
            eventTypeCd: "DISEASE" | "INJURY" | "TRAFFIC" | "DEATH" | "OTHER";
            fcUserNm: string;
            /** @description Total size in bytes of the attached files */
            file_length: number;
            fileCnt: number;
            files: string[];
            insuCompCd: string;
            insuCompNm: string;
            insuFax: string;
            insuLogoUrl: string;
            jobCd: string;
            wellFareYn: boolean;
        };
        ClaimTerms: {
            /** @description YYYY-MM-DD HH:MM:SS, Korea time */
            endedOn: string;
            id: number;
            required: boolean;
            /** @description YYYY-MM-DD HH:MM:SS, Korea time */
            startedOn: string;
            /** @description HTML, sanitized when saved */
            termsDesc: string;
            termsNm: string;
            termsOwnerCd: string;
            termsVer: string;
        };
        ConsentInput: {
            /** @enum {unknown} */
            channel: "WEB" | "APP" | "PHONE" | "PAPER" | "EVENT";
            /** @description When the person agreed (ISO 8601 with a time zone); not in the future (60 s of clock skew) */
            collectedAt: string;
            /** @description A CONSENT_EVIDENCE file of the provider (recording, scan, photo) */
            evidenceFileId?: string | null;
            /** @description 제공 항목 */
            items: ("NAME" | "PHONE" | "EMAIL" | "BIRTH_DATE" | "GENDER" | "ADDRESS" | "REGION" | "MEMO" | "METADATA")[];
            /** @description 동의 목적 */
            purposes: ("COLLECTION" | "THIRD_PARTY_PROVISION" | "SOLICITATION" | "AD_SMS" | "AD_KAKAO" | "AD_EMAIL" | "NIGHT_CONTACT" | "SENSITIVE_HEALTH")[];
            /** @description The parties the person agreed to give the data to */
            recipients: string[];
            /** @description Counted from collectedAt */
            retentionDays: number;
            /** @description The site, app or event the person saw */
            sourceName: string;
            /** @description https:// URL; required for WEB and APP; stored without its query string and fragment */
            sourceUrl?: string;
            /** @description The registered terms' SHA-256 */
            termsSha256: string;
            /** @description Registered for the provider */
            termsVersion: string;
        };
        ConsentTerms: {
            /** Format: date-time */
            createdAt: string;
            fileId: string;
            providerId: string;
            /** @description SHA-256 of the stored bytes, computed by the service */
            sha256: string;
            termsVersion: string;
        };
        ConsentTermsList: {
            data: components["schemas"]["ConsentTerms"][];
        };
        ConsoleOptions: {
            /** @description Signing in through the identity provider (SSO_ISSUER) is offered */
            sso: boolean;
        };
        ConsoleSession: {
            /** @description Send it back in X-CSRF-Token with every change */
            csrfToken: string;
            expiresAt: {
                /** Format: date-time */
                absolute: string;
                /** Format: date-time */
                idle: string;
            };
            operator: components["schemas"]["Operator"];
        };
        CoverageAnalysis: {
            /** @description YYYY-MM-DD, Korea date the data was fetched */
            analysisDate: string;
            /** @description Opaque: ca_ and 20 characters */
            analysisId: string;
            /** @description Null until COMPLETED */
            categories: components["schemas"]["CoverageCategoryResult"][] | null;
            client: {
                /** @description 만 나이 on analysisDate */
                age: number;
                /** @description YYYYMMDD */
                birthDate: string;
                /** @enum {unknown} */
                gender: "M" | "F";
                name: string;
            };
            /** Format: date-time */
            completedAt: string | null;
            /** @description Null until COMPLETED */
            contracts: components["schemas"]["CoverageContract"][] | null;
            failureCode: string | null;
            failureMessage: string | null;
            fcUserCi: string;
            /** Format: date-time */
            requestedAt: string;
            sandbox: boolean;
            /** @enum {unknown} */
            source: "VERIFICATION" | "MANUAL";
            /** @enum {unknown} */
            status: "REQUESTED" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
            /** @description 요청, 분석중, 완료, 실패, 만료 */
            statusLabel: string;
            /** @description Null until COMPLETED (and once EXPIRED) */
            summary: components["schemas"]["CoverageSummary"] | null;
            /** @description Null until COMPLETED */
            timeline: components["schemas"]["CoverageTimelinePoint"][] | null;
        };
        CoverageAnalysisSummary: {
            /** @description YYYY-MM-DD, Korea date the data was fetched */
            analysisDate: string;
            /** @description Opaque: ca_ and 20 characters */
            analysisId: string;
            client: {
                /** @description 만 나이 on analysisDate */
                age: number;
                /** @description YYYYMMDD */
                birthDate: string;
                /** @enum {unknown} */
                gender: "M" | "F";
                name: string;
            };
            /** Format: date-time */
            completedAt: string | null;
            failureCode: string | null;
            failureMessage: string | null;
            fcUserCi: string;
            /** Format: date-time */
            requestedAt: string;
            sandbox: boolean;
            /** @enum {unknown} */
            source: "VERIFICATION" | "MANUAL";
            /** @enum {unknown} */
            status: "REQUESTED" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
            /** @description 요청, 분석중, 완료, 실패, 만료 */
            statusLabel: string;
            /** @description Null until COMPLETED (and once EXPIRED) */
            summary: components["schemas"]["CoverageSummary"] | null;
        };
        CoverageCategory: {
            /** @enum {unknown} */
            categoryCd: "DEATH_GENERAL" | "DEATH_DISEASE" | "DEATH_INJURY" | "DISABILITY_DISEASE" | "DISABILITY_INJURY" | "CANCER" | "MINOR_CANCER" | "CEREBRAL_HEMORRHAGE" | "STROKE" | "CEREBROVASCULAR" | "ACUTE_MI" | "ISCHEMIC_HEART" | "SURGERY_DISEASE" | "SURGERY_INJURY" | "HOSPITAL_DISEASE" | "HOSPITAL_INJURY" | "MEDICAL_EXPENSE" | "LIABILITY" | "DENTAL" | "DEMENTIA_CARE" | "DRIVER";
            categoryNm: string;
            description: string;
            /** @enum {unknown} */
            group: "DEATH" | "DISABILITY" | "DIAGNOSIS" | "SURGERY" | "HOSPITAL" | "INDEMNITY" | "OTHER";
            kcdRanges: string[];
            recommendedAmount: number;
            /** @enum {unknown} */
            unit: "LUMP_SUM" | "PER_EVENT" | "PER_DAY" | "LIMIT";
        };
        CoverageCategoryResult: {
            amount: number;
            /**
             * @description coverage category
             * @enum {unknown}
             */
            categoryCd: "DEATH_GENERAL" | "DEATH_DISEASE" | "DEATH_INJURY" | "DISABILITY_DISEASE" | "DISABILITY_INJURY" | "CANCER" | "MINOR_CANCER" | "CEREBRAL_HEMORRHAGE" | "STROKE" | "CEREBROVASCULAR" | "ACUTE_MI" | "ISCHEMIC_HEART" | "SURGERY_DISEASE" | "SURGERY_INJURY" | "HOSPITAL_DISEASE" | "HOSPITAL_INJURY" | "MEDICAL_EXPENSE" | "LIABILITY" | "DENTAL" | "DEMENTIA_CARE" | "DRIVER";
            categoryNm: string;
            coverages: {
                amount: number;
                contractId: string;
                coverageNm: string;
                /** Format: date */
                endDate: string | null;
                insuCompNm: string;
                productNm: string;
                /**
                 * Format: date
                 * @description YYYY-MM-DD
                 */
                startDate: string;
            }[];
            /** @description age on the latest end of the counted lines; null with none, or with a whole-life line */
            coverEndAge: number | null;
            gap: number;
            /** @enum {unknown} */
            group: "DEATH" | "DISABILITY" | "DIAGNOSIS" | "SURGERY" | "HOSPITAL" | "INDEMNITY" | "OTHER";
            /** @description a counted line lasts for life */
            lifetime: boolean;
            /** @description amount ÷ recommendedAmount, rounded half-up to 2 decimals */
            ratio: number;
            recommendedAmount: number;
            /**
             * @description coverage status: NONE 미가입, SHORT 부족, ADEQUATE 적정, EXCESS 과다
             * @enum {unknown}
             */
            status: "NONE" | "SHORT" | "ADEQUATE" | "EXCESS";
            statusLabel: string;
            /** @enum {unknown} */
            unit: "LUMP_SUM" | "PER_EVENT" | "PER_DAY" | "LIMIT";
        };
        CoverageContract: {
            contractDate: string;
            contractId: string;
            contractor: {
                birthDate: string | null;
                name: string;
            };
            coverages: {
                amount: number;
                /**
                 * @description coverage category, or UNCLASSIFIED
                 * @enum {unknown}
                 */
                categoryCd: "DEATH_GENERAL" | "DEATH_DISEASE" | "DEATH_INJURY" | "DISABILITY_DISEASE" | "DISABILITY_INJURY" | "CANCER" | "MINOR_CANCER" | "CEREBRAL_HEMORRHAGE" | "STROKE" | "CEREBROVASCULAR" | "ACUTE_MI" | "ISCHEMIC_HEART" | "SURGERY_DISEASE" | "SURGERY_INJURY" | "HOSPITAL_DISEASE" | "HOSPITAL_INJURY" | "MEDICAL_EXPENSE" | "LIABILITY" | "DENTAL" | "DEMENTIA_CARE" | "DRIVER" | "UNCLASSIFIED";
                /** @enum {unknown} */
                classifiedBy: "PROVIDER" | "INPUT" | "RULES";
                coverageNm: string;
                endDate: string | null;
                startDate: string;
            }[];
            endDate: string | null;
            insuCompCd: string | null;
            insuCompNm: string;
            insured: {
                birthDate: string | null;
                name: string;
            };
            insuredIsClient: boolean;
            /** @enum {unknown} */
            payCycle: "MONTHLY" | "QUARTERLY" | "SEMIANNUAL" | "ANNUAL" | "LUMP_SUM";
            payEndDate: string | null;
            premium: number;
            productNm: string;
            /** @enum {unknown} */
            productType: "PROTECTION" | "SAVINGS" | "ANNUITY";
            /**
             * @description ACTIVE 정상, LAPSED 실효, MATURED 만기, CANCELLED 해지
             * @enum {unknown}
             */
            status: "ACTIVE" | "LAPSED" | "MATURED" | "CANCELLED";
            statusDate: string | null;
        };
        CoverageReport: {
            analysis: components["schemas"]["CoverageAnalysis"];
            /** @description The client as the cover of the report names them */
            client: {
                /** @description 만 나이 on analysisDate */
                age: number;
                /** @description YYYYMMDD */
                birthDate: string;
                /** @enum {unknown} */
                gender: "M" | "F";
                name: string;
                /** @description Masked (010-****-5678); null when the contracts were entered without it */
                phone: string | null;
            };
            /** @description The consultant the analysis is for (the cover names them) */
            consultant: {
                fcUserCi: string;
                name: string;
                orgName: string | null;
            };
            /** @description The notice printed at the end of the report */
            disclaimer: string;
            /** Format: date-time */
            generatedAt: string;
        };
        CoverageSummary: {
            activeContractCount: number;
            contractCount: number;
            monthlyPremium: number;
            protectionMonthlyPremium: number;
            savingsMonthlyPremium: number;
            unclassifiedCount: number;
        };
        CoverageTimelinePoint: {
            age: number;
            amounts: {
                ACUTE_MI: number;
                CANCER: number;
                CEREBRAL_HEMORRHAGE: number;
                CEREBROVASCULAR: number;
                DEATH_DISEASE: number;
                DEATH_GENERAL: number;
                DEATH_INJURY: number;
                DEMENTIA_CARE: number;
                DENTAL: number;
                DISABILITY_DISEASE: number;
                DISABILITY_INJURY: number;
                DRIVER: number;
                HOSPITAL_DISEASE: number;
                HOSPITAL_INJURY: number;
                ISCHEMIC_HEART: number;
                LIABILITY: number;
                MEDICAL_EXPENSE: number;
                MINOR_CANCER: number;
                STROKE: number;
                SURGERY_DISEASE: number;
                SURGERY_INJURY: number;
            };
            /**
             * Format: date
             * @description YYYY-MM-DD
             */
            date: string;
        };
        CoverageVerification: {
            attemptsLeft: number;
            client: components["schemas"]["VerificationClient"];
            /** Format: date-time */
            expiresAt: string;
            lastErrorCode: string | null;
            /** @enum {unknown} */
            method: "SMS_CODE" | "APP_PUSH";
            resendsLeft: number;
            sandbox: boolean;
            /** @enum {unknown} */
            status: "CODE_SENT" | "VERIFIED" | "FAILED" | "EXPIRED" | "USED";
            /** @description 인증번호발송, 인증완료, 인증실패, 만료, 사용됨 */
            statusLabel: string;
            /** @description Opaque: cv_ and 20 characters */
            verificationId: string;
            /** Format: date-time */
            verifiedAt: string | null;
        };
        CreatedApiKey: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            /** @description Shown once; only its hash is stored */
            key: string;
            kind: "admin" | "portal" | "provider";
            /** Format: date-time */
            lastUsedAt: string | null;
            name: string;
            portalIds: number[] | null;
            prefix: string;
            providerId: string | null;
            rateLimitBurst: number | null;
            rateLimitRps: number | null;
            /** Format: date-time */
            revokedAt: string | null;
        };
        CreatedClient: {
            clientId: string;
            /** @description Shown once; only its hash is stored */
            clientSecret: string;
            name: string;
        };
        CreatedOperator: {
            operator: components["schemas"]["Operator"];
            passwordLink: components["schemas"]["PasswordLink"];
        };
        CreatedWebhook: {
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            /**
             * @description Why the service disabled it: FAILING (every attempt failed for 5 days; see lastError), KEY_REVOKED (its API key was revoked), CLIENT_REVOKED (its system client was revoked); null when enabled or disabled by its owner
             * @enum {string|null}
             */
            disabledReason: "FAILING" | "KEY_REVOKED" | "CLIENT_REVOKED" | null;
            enabled: boolean;
            events: ("lead.assigned" | "lead.recalled" | "lead.suppressed" | "lead.unsuppressed" | "lead.returned" | "as.status_changed" | "order.completed" | "claim.status_changed" | "coverage_analysis.completed" | "medical_analysis.completed" | "lead_import.completed")[];
            /** Format: date-time */
            failingSince: string | null;
            id: string;
            lastError: string | null;
            /** Format: date-time */
            previousSecretValidUntil: string | null;
            /** @description whsec_…: shown once, here and on rotation */
            secret: string;
            /** Format: date-time */
            updatedAt: string;
            url: string;
        };
        Dashboard: {
            analysesPerDay: {
                coverage: number;
                /**
                 * Format: date
                 * @description A Korea-time date
                 */
                date: string;
                medical: number;
            }[];
            /**
             * Format: date-time
             * @description When today's figures were computed (every minute)
             */
            asOf: string;
            asReturns: {
                providerId: string;
                providerName: string;
                registered: number;
                /** @description AS requests filed in the period */
                requested: number;
                /** @description AS requests approved in the period */
                returned: number;
                /** @description returned / registered (0 when nothing was registered) */
                returnRate: number;
            }[];
            claims: {
                /** @description Every claim now, by status */
                byStatus: {
                    count: number;
                    status: string;
                }[];
                /** @description Claims whose dispatch FAILED (to send again) */
                dispatchFailures: number;
                receivedPerDay: {
                    count: number;
                    /**
                     * Format: date
                     * @description A Korea-time date
                     */
                    date: string;
                }[];
            };
            /**
             * Format: date
             * @description A Korea-time date
             */
            from: string;
            orders: {
                /** @description Every order now, by status */
                byStatus: {
                    count: number;
                    status: string;
                }[];
                fillRatio: number;
                /** @description Of those, provisionally or finally assigned */
                openFilled: number;
                /** @description Leads ordered by the PENDING and IN_PROGRESS orders */
                openOrdered: number;
            };
            /** @description Leads registered per day by the 10 providers with most registrations in the period (ties: the lower id), the others summed per day in one entry with providerId null; days without any are absent */
            registrations: {
                count: number;
                /**
                 * Format: date
                 * @description A Korea-time date
                 */
                date: string;
                /** @description null: the providers outside the 10 with most registrations in the period, summed */
                providerId: string | null;
                providerName: string;
            }[];
            /**
             * Format: date
             * @description A Korea-time date
             */
            to: string;
        };
        DistributedAwayLead: {
            address: string | null;
            /** Format: date-time */
            assignedAt: string | null;
            assignmentId: string | null;
            birth_date: string | null;
            /** @description The consent the lead was registered with; null when none */
            consent: components["schemas"]["LeadConsentSummary"] | null;
            /** @description portalId of the current owner */
            currentOwnerId: string;
            /** Format: date-time */
            distributedAt: string;
            email: string | null;
            /** @description Its personal data was erased */
            erased: boolean;
            /**
             * Format: date-time
             * @description The earliest of its first use and its first contact outcome's at, by any owner; null before either
             */
            firstContactAt: string | null;
            gender: string | null;
            id: string;
            /** Format: date-time */
            lastDistributedAt: string | null;
            /**
             * @description Its latest contact outcome (by at, then id), by any owner; null before any
             * @enum {string|null}
             */
            lastOutcome: "NO_ANSWER" | "CALLBACK" | "CONSULTED" | "APPOINTMENT" | "APPLIED" | "NOT_INTERESTED" | "DO_NOT_CALL" | "DISCONNECTED" | "WRONG_PERSON" | null;
            /** @description 부재, 재통화, 상담완료, … */
            lastOutcomeLabel: string | null;
            leadAs: components["schemas"]["LeadAsSummary"][];
            /** @enum {string|null} */
            leadAsStatus: "WAITING" | "HOLD" | "APPROVED" | "REJECTED" | "CANCELLED" | null;
            leadAsStatusLabel: string | null;
            memo: string | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description Masked until used; null once erased */
            name: string | null;
            /** @description Masked until used; null once erased */
            phone: string | null;
            product: components["schemas"]["ProductReference"];
            productId: string;
            region: string | null;
            /** @description A do-not-contact suppression of its phone is in force */
            suppressed: boolean;
            /** Format: date-time */
            usedAt: string | null;
        };
        DistributedAwayLeadList: {
            data: components["schemas"]["DistributedAwayLead"][];
            pagination: components["schemas"]["Pagination"];
        };
        DistributionResult: {
            success: boolean;
            /** @description The recipient's new order (status COMPLETED, quantity = count) */
            toOrderId: string;
            transferredCount: number;
        };
        Erasure: {
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            /**
             * Format: date-time
             * @description requestedAt + 10 days: the person is told by then
             */
            dueAt: string;
            erasedLeadCount: number;
            id: string;
            /** @description How the person was identified (required for an erasure; NONE is not accepted) */
            identityCheck: "PHONE_AUTH" | "CALLBACK" | "DOCUMENT";
            /** Format: date-time */
            requestedAt: string;
            /** Format: date-time */
            resultNotifiedAt: string | null;
            /** @description The ERASURE_REQUEST suppression that keeps the keyed hash only */
            suppressionId: string;
        };
        ErasureList: {
            data: components["schemas"]["Erasure"][];
            pagination: components["schemas"]["Pagination"];
        };
        /** @description One invalid field */
        Error: {
            field: string;
            message: string;
        };
        /** @description RFC 9457 problem details */
        ErrorResponse: {
            /** @description VERIFICATION_CODE_MISMATCH: wrong codes the verification still accepts */
            attemptsLeft?: number;
            /**
             * @description Stable machine code from a closed list; branch on it, never on detail
             * @enum {string}
             */
            code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "PAYLOAD_TOO_LARGE" | "NOT_FOUND" | "ROUTE_NOT_FOUND" | "IDEMPOTENCY_KEY_REUSED" | "IDEMPOTENCY_IN_PROGRESS" | "RATE_LIMITED" | "AUTH_RATE_LIMITED" | "DATABASE_UNAVAILABLE" | "TEMPORARILY_UNAVAILABLE" | "INTERNAL" | "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "KEY_SCOPE" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED" | "TOKEN_SCOPE" | "ROLE_FORBIDDEN" | "CONSULTANT_SCOPE" | "SSO_NOT_CONFIGURED" | "SSO_STATE_INVALID" | "SSO_UNAVAILABLE" | "REDIRECT_URI_NOT_ALLOWED" | "PROVIDER_NOT_FOUND" | "PROVIDER_CODE_TAKEN" | "PRODUCT_NOT_FOUND" | "PRODUCT_NOT_MAPPED" | "REGION_NAME_TAKEN" | "DUPLICATE_CONTACT" | "CONTACT_SUPPRESSED" | "LEAD_ERASED" | "SUPPRESSION_LIFTED" | "ORDER_ALREADY_CANCELLED" | "ORDER_CANCELLED" | "SAME_PORTAL" | "LEAD_NOT_OWNED" | "MIXED_PRODUCTS" | "OPEN_AS_REQUEST" | "NOT_DISTRIBUTED_BY_PORTAL" | "LEAD_USED" | "SSN_NOT_ACCEPTED" | "CONSENT_TERMS_UNKNOWN" | "CONSENT_TERMS_MISMATCH" | "CONSENT_TERMS_EXISTS" | "CONSENT_STALE" | "CONSENT_ITEM_MISSING" | "CONSENT_REQUIRED" | "CONSENT_PURPOSE_MISSING" | "CONSENT_EVIDENCE_REQUIRED" | "CONSENT_RECIPIENT_MISMATCH" | "FILE_NOT_FOUND" | "FILE_NOT_UPLOADED" | "FILE_ALREADY_UPLOADED" | "FILE_PURPOSE_MISMATCH" | "FILE_TYPE_MISMATCH" | "FILE_NOT_USABLE" | "FILE_SIZE_MISMATCH" | "UPLOAD_ABORTED" | "UPLOAD_SIGNATURE_INVALID" | "UPLOAD_URL_EXPIRED" | "DOWNLOAD_URL_INVALID" | "PREVIEW_PAGE_NOT_FOUND" | "FILE_NOT_PREVIEWABLE" | "UNSUPPORTED_SPREADSHEET" | "IMPORT_NOT_FOUND" | "IMPORT_FILE_UNREADABLE" | "IMPORT_COLUMN_MISSING" | "IMPORT_COLUMN_UNKNOWN" | "IMPORT_FINISHED" | "IMPORT_FILE_IN_USE" | "AS_ALREADY_OPEN" | "AS_WINDOW_CLOSED" | "AS_INVALID_TRANSITION" | "AS_LEAD_NOT_RETURNABLE" | "AS_REASON_CODE_TAKEN" | "AS_REASON_INACTIVE" | "AS_REASON_NOT_FOUND" | "AS_REQUEST_FORBIDDEN" | "AS_REQUEST_NOT_FOUND" | "AS_REQUEST_CLOSED" | "AS_REVIEW_STALE" | "USER_NOT_FOUND" | "USER_INACTIVE" | "USER_CI_TAKEN" | "ORG_NOT_FOUND" | "ORG_CYCLE" | "ORG_HAS_CHILDREN" | "ORG_HAS_MEMBERS" | "INSURER_NOT_FOUND" | "BANK_NOT_FOUND" | "JOB_CODE_NOT_FOUND" | "TERMS_NOT_AGREED" | "INVALID_STATUS_TRANSITION" | "CONSULTANT_UNKNOWN" | "VERIFICATION_NOT_FOUND" | "VERIFICATION_NOT_USABLE" | "VERIFICATION_CODE_MISMATCH" | "VERIFICATION_FAILED" | "VERIFICATION_CLOSED" | "VERIFICATION_RESEND_TOO_SOON" | "VERIFICATION_RESEND_LIMIT" | "AUTH_PENDING" | "INSTITUTION_ACCOUNT_REQUIRED" | "ANALYSIS_NOT_FOUND" | "ANALYSIS_EXPIRED" | "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED" | "AUTH_REQUEST_NOT_FOUND" | "AUTH_DENIED" | "AUTH_EXPIRED" | "AUTH_FAILED" | "AUTH_REQUEST_NOT_RETRYABLE" | "AUTH_RETRY_TOO_SOON" | "AUTH_RETRY_LIMIT" | "COVERAGE_ANALYSIS_NOT_USABLE" | "SENSITIVE_DATA_SCOPE" | "TRANSMISSION_NOT_FOUND" | "TRANSMISSION_CHANNEL_INVALID" | "RECIPIENT_HAS_NO_ADDRESS" | "TRANSMISSION_HAS_NO_LINK" | "TRANSMISSION_TOO_SOON" | "SESSION_INVALID" | "SIGN_IN_FAILED" | "CSRF_REJECTED" | "OPERATOR_SCOPE" | "OPERATOR_NOT_FOUND" | "OPERATOR_EMAIL_TAKEN" | "PASSWORD_LINK_INVALID" | "CONSOLE_NOT_BUILT";
            detail: string;
            errors?: components["schemas"]["Error"][];
            requestId: string;
            status: number;
            title: string;
            type: string;
        };
        EvidenceFile: {
            cdnUrl: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            mimeType: string;
            originalName: string;
            size: number;
        };
        FilePreviewInfo: {
            fileId: string;
            /**
             * @description The type of the file as uploaded
             * @enum {unknown}
             */
            mimeType: "image/jpeg" | "image/png" | "image/heic" | "application/pdf";
            /** @description How many preview pages the file has: a PDF its pages, an image 1 */
            pages: number;
        };
        FileStatus: {
            cdnUrl: string;
            /** Format: date-time */
            createdAt: string;
            id: string;
            mimeType: string;
            originalName: string;
            /**
             * @description What the file will be attached to
             * @enum {unknown}
             */
            purpose: "AS_EVIDENCE" | "LEAD_ATTACHMENT" | "CLAIM_DOCUMENT" | "LEAD_IMPORT" | "CONSENT_EVIDENCE" | "CONSENT_TERMS";
            size: number;
            /** @enum {unknown} */
            status: "PENDING" | "UPLOADED";
        };
        Health: {
            status: string;
        };
        Holiday: {
            /** @description YYYY-MM-DD, a whole Korea-time day */
            date: string;
            name: string;
        };
        /** @description Sorted by date */
        HolidayList: components["schemas"]["Holiday"][];
        Insurer: {
            insuCompCd: string;
            insuCompNm: string;
            insuFax: string;
            insuLogoUrl: string;
            insuType: "LIFE" | "NON_LIFE";
        };
        JobCode: {
            jobCd: string;
            jobNm: string;
            riskGrade: number;
        };
        JsonWebKeySet: {
            keys: {
                [key: string]: unknown;
            }[];
        };
        Lead: {
            address: string | null;
            /** Format: date-time */
            assignedAt: string | null;
            assignmentId: string | null;
            birth_date: string | null;
            /** @description The consent the lead was registered with; null when none */
            consent: components["schemas"]["LeadConsentSummary"] | null;
            email: string | null;
            /** @description Its personal data was erased */
            erased: boolean;
            /**
             * Format: date-time
             * @description The earliest of its first use and its first contact outcome's at, by any owner; null before either
             */
            firstContactAt: string | null;
            gender: string | null;
            id: string;
            /** Format: date-time */
            lastDistributedAt: string | null;
            /**
             * @description Its latest contact outcome (by at, then id), by any owner; null before any
             * @enum {string|null}
             */
            lastOutcome: "NO_ANSWER" | "CALLBACK" | "CONSULTED" | "APPOINTMENT" | "APPLIED" | "NOT_INTERESTED" | "DO_NOT_CALL" | "DISCONNECTED" | "WRONG_PERSON" | null;
            /** @description 부재, 재통화, 상담완료, … */
            lastOutcomeLabel: string | null;
            leadAs: components["schemas"]["LeadAsSummary"][];
            /** @enum {string|null} */
            leadAsStatus: "WAITING" | "HOLD" | "APPROVED" | "REJECTED" | "CANCELLED" | null;
            leadAsStatusLabel: string | null;
            memo: string | null;
            metadata: {
                [key: string]: unknown;
            } | null;
            /** @description Masked until used; null once erased */
            name: string | null;
            /** @description Masked until used; null once erased */
            phone: string | null;
            product: components["schemas"]["ProductReference"];
            productId: string;
            region: string | null;
            /** @description A do-not-contact suppression of its phone is in force */
            suppressed: boolean;
            /** Format: date-time */
            usedAt: string | null;
        };
        LeadAsSummary: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            /** @enum {unknown} */
            status: "WAITING" | "HOLD" | "APPROVED" | "REJECTED" | "CANCELLED";
        };
        LeadConsentSummary: {
            /** @enum {unknown} */
            channel: "WEB" | "APP" | "PHONE" | "PAPER" | "EVENT";
            /** Format: date-time */
            collectedAt: string;
            /** @description An evidence file (recording, scan) was registered with it */
            hasEvidence: boolean;
            /** @description The items the person agreed to give */
            items: ("NAME" | "PHONE" | "EMAIL" | "BIRTH_DATE" | "GENDER" | "ADDRESS" | "REGION" | "MEMO" | "METADATA")[];
            /** @description The separate consents the person gave */
            purposes: ("COLLECTION" | "THIRD_PARTY_PROVISION" | "SOLICITATION" | "AD_SMS" | "AD_KAKAO" | "AD_EMAIL" | "NIGHT_CONTACT" | "SENSITIVE_HEALTH")[];
            /**
             * Format: date-time
             * @description collectedAt + the retention days told
             */
            retainUntil: string;
            /** @description The site, app or event the person saw */
            sourceName: string;
            termsVersion: string;
        };
        LeadContact: {
            email: string | null;
            leadId: string;
            name: string;
            phone: string;
        };
        LeadContacts: {
            data: {
                id: string;
                name: string;
                phone: string;
            }[];
            skipped: {
                id: string;
                reason: "NOT_FOUND" | "NOT_USED" | "SUPPRESSED" | "ERASED";
            }[];
        };
        LeadHistory: {
            assignmentId: string | null;
            /** @description The consent the lead was registered with; null when none */
            consent: components["schemas"]["LeadConsentSummary"] | null;
            /** @description Its personal data was erased */
            erased: boolean;
            events: {
                /** Format: date-time */
                at: string;
                detail: {
                    [key: string]: unknown;
                } | null;
                /**
                 * @description The custody event (one vocabulary with the provenance)
                 * @enum {unknown}
                 */
                event: "REGISTERED" | "PROVISIONALLY_ASSIGNED" | "CONFIRMED" | "RELEASED" | "RECALLED" | "DISTRIBUTED" | "DISTRIBUTION_RECALLED" | "RETURNED" | "USED" | "SUPPRESSED" | "UNSUPPRESSED" | "ERASED" | "SLA_EXPIRED";
                id: string;
                orderId: string | null;
                portalId: number | null;
            }[];
            /**
             * Format: date-time
             * @description The earliest of its first use and its first contact outcome's at, by any owner; null before either
             */
            firstContactAt: string | null;
            /**
             * @description Its latest contact outcome (by at, then id), by any owner; null before any
             * @enum {string|null}
             */
            lastOutcome: "NO_ANSWER" | "CALLBACK" | "CONSULTED" | "APPOINTMENT" | "APPLIED" | "NOT_INTERESTED" | "DO_NOT_CALL" | "DISCONNECTED" | "WRONG_PERSON" | null;
            /** @description 부재, 재통화, 상담완료, … */
            lastOutcomeLabel: string | null;
            leadId: string;
            orderId: string | null;
            ownerPortalId: number | null;
            /** @enum {unknown} */
            status: "UNASSIGNED" | "PROVISIONAL" | "ASSIGNED" | "RETURNED";
            /** @description A do-not-contact suppression of its phone is in force */
            suppressed: boolean;
        };
        LeadImport: {
            cancelRequested: boolean;
            /** Format: date-time */
            createdAt: string;
            dryRun: boolean;
            /** @description Rows whose phone number the provider has, or an earlier row has */
            duplicates: number;
            /** @description The encoding a text file was read with (UTF-8, CP949, UTF-16LE, UTF-16BE); null for XLSX */
            encoding: string | null;
            failureCode: string | null;
            failureDetail: string | null;
            /** Format: date-time */
            finishedAt: string | null;
            /** @enum {unknown} */
            format: "csv" | "xlsx";
            id: string;
            /** @description Rows refused for their fields (see errors.csv) */
            invalid: number;
            processedRows: number;
            productId: string;
            providerId: string;
            /** @description Leads registered (a dry run: that would be) */
            registered: number;
            /** Format: date-time */
            startedAt: string | null;
            /** @enum {unknown} */
            status: "QUEUED" | "RUNNING" | "COMPLETED" | "FAILED" | "CANCELLED";
            /** @description Data rows of the file, known once it has been read through */
            totalRows: number | null;
        };
        LeadList: {
            data: components["schemas"]["Lead"][];
            pagination: components["schemas"]["Pagination"];
        };
        LeadLookup: {
            data: {
                /** @description Where the consent was collected, when (null without a consent record) */
                consent: {
                    /** Format: date-time */
                    collectedAt: string;
                    sourceName: string;
                } | null;
                /** @description The portal users who held the lead, oldest first */
                holders: {
                    /** Format: date-time */
                    from: string;
                    portalId: number;
                    /** Format: date-time */
                    to: string | null;
                    /** Format: date-time */
                    usedAt: string | null;
                }[];
                lead: components["schemas"]["AdminLead"];
                providerName: string;
            }[];
            suppression: components["schemas"]["Suppression"] | null;
        };
        LeadOutcome: {
            /** Format: date-time */
            appointmentAt: string | null;
            /** Format: date-time */
            at: string;
            /** Format: date-time */
            callbackAt: string | null;
            /** Format: date-time */
            createdAt: string;
            id: string;
            leadId: string;
            /** @description Only on the outcomes the reader recorded; null on the others */
            note: string | null;
            /** @enum {unknown} */
            outcome: "NO_ANSWER" | "CALLBACK" | "CONSULTED" | "APPOINTMENT" | "APPLIED" | "NOT_INTERESTED" | "DO_NOT_CALL" | "DISCONNECTED" | "WRONG_PERSON";
            /** @description 부재, 재통화, 상담완료, 약속, 청약, 거절, 연락거부, 결번, 본인아님 */
            outcomeLabel: string;
            portalId: number;
        };
        LeadOutcomeList: {
            data: components["schemas"]["LeadOutcome"][];
            pagination: components["schemas"]["Pagination"];
        };
        LeadProvenance: {
            consent: {
                /** @enum {unknown} */
                channel: "WEB" | "APP" | "PHONE" | "PAPER" | "EVENT";
                /** Format: date-time */
                collectedAt: string;
                evidence: {
                    deletedAt: string | null;
                    /** @description null once an erasure deleted it */
                    fileId: string | null;
                    mimeType: string;
                    sha256: string;
                    size: number;
                    /** @description Signed; expires within 15 minutes */
                    url: string | null;
                } | null;
                items: ("NAME" | "PHONE" | "EMAIL" | "BIRTH_DATE" | "GENDER" | "ADDRESS" | "REGION" | "MEMO" | "METADATA")[];
                purposes: ("COLLECTION" | "THIRD_PARTY_PROVISION" | "SOLICITATION" | "AD_SMS" | "AD_KAKAO" | "AD_EMAIL" | "NIGHT_CONTACT" | "SENSITIVE_HEALTH")[];
                recipients: string[];
                /** Format: date-time */
                retainUntil: string;
                retentionDays: number;
                sourceName: string;
                sourceUrl: string | null;
                terms: {
                    fileId: string | null;
                    /** @description Signed; expires within 15 minutes */
                    url: string | null;
                };
                termsSha256: string;
                termsVersion: string;
            } | null;
            /** @description Oldest first */
            custody: {
                /** Format: date-time */
                at: string;
                /** @enum {unknown} */
                event: "REGISTERED" | "PROVISIONALLY_ASSIGNED" | "CONFIRMED" | "RELEASED" | "RECALLED" | "DISTRIBUTED" | "DISTRIBUTION_RECALLED" | "RETURNED" | "USED" | "SUPPRESSED" | "UNSUPPRESSED" | "ERASED" | "SLA_EXPIRED";
                orderId: string | null;
                portalId: number | null;
            }[];
            leadId: string;
            productId: string;
            providerId: string;
            providerName: string;
            /** Format: date-time */
            registeredAt: string;
            registeredBy: {
                importId: string | null;
                /** @description The registering key (IMPORT: the key that started it); null for the CLI or the env admin key */
                keyId: string | null;
                kind: "API_KEY" | "IMPORT";
            };
        };
        LegalRepresentative: {
            /** @description YYYYMMDD */
            birthDate: string;
            /** @enum {unknown} */
            carrier: "SKT" | "KT" | "LGU" | "SKT_MVNO" | "KT_MVNO" | "LGU_MVNO";
            name: string;
            /** @description Masked: 010-****-5678 */
            phone: string;
            relation: string;
        };
        MedicalAnalysis: {
            analysisDate: string;
            /** @description Opaque: ma_ and 20 characters */
            analysisId: string;
            authRequestId: string;
            /** @description Null without a linked coverage analysis (and for a MANAGER) */
            claimables: {
                basis: string;
                categoryCd: string;
                claimableId: string;
                /** @description The last timely day (eventDate + 3 years), inclusive */
                claimDeadline: string;
                claimDraft: {
                    eventDate: string;
                    eventText: string;
                    /** @enum {unknown} */
                    eventTypeCd: "DISEASE" | "INJURY";
                    insuCompCd: string;
                } | null;
                claimReqId: string | null;
                contractId: string;
                coverageNm: string;
                estimatedAmount: number;
                eventDate: string;
                insuCompCd: string | null;
                insuCompNm: string;
                treatmentIds: string[];
            }[] | null;
            client: {
                birthDate: string | null;
                /** @enum {unknown} */
                gender: "M" | "F";
                /** @description Masked for a MANAGER who is not the consultant */
                name: string;
            };
            /** Format: date-time */
            completedAt: string | null;
            coverageAnalysisId: string | null;
            disclosures: {
                /** @enum {unknown} */
                answer: "YES" | "CHECK" | "NO_RECORD" | "NOT_DETERMINABLE";
                /** @description 해당, 확인필요, 기록없음, 판단불가 */
                answerLabel: string;
                evidence: {
                    checkupIds: string[];
                    medicationIds: string[];
                    treatmentIds: string[];
                };
                note: string | null;
                question: string;
                /** @enum {unknown} */
                questionCd: "Q1_3M_MEDICAL_CARE" | "Q2_3M_REGULAR_MEDICATION" | "Q3_1Y_RETEST" | "Q4_5Y_HOSPITAL_SURGERY_7D_30D" | "Q5_5Y_TEN_DISEASES";
            }[] | null;
            failureCode: string | null;
            failureMessage: string | null;
            fcUserCi: string;
            period: {
                from: string;
                to: string;
            };
            /** Format: date-time */
            requestedAt: string;
            sandbox: boolean;
            /** @enum {unknown} */
            status: "REQUESTED" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
            /** @description 요청, 분석중, 완료, 실패, 만료 */
            statusLabel: string;
            summary: {
                checkupCount: number;
                inpatientCount: number;
                medicationCount: number;
                missingSources: ("TREATMENTS" | "CHECKUPS")[];
                surgeryCount: number;
                treatmentCount: number;
            } | null;
        };
        MedicalAnalysisSummary: {
            analysisDate: string;
            /** @description Opaque: ma_ and 20 characters */
            analysisId: string;
            authRequestId: string;
            client: {
                birthDate: string | null;
                /** @enum {unknown} */
                gender: "M" | "F";
                /** @description Masked for a MANAGER who is not the consultant */
                name: string;
            };
            /** Format: date-time */
            completedAt: string | null;
            coverageAnalysisId: string | null;
            failureCode: string | null;
            failureMessage: string | null;
            fcUserCi: string;
            period: {
                from: string;
                to: string;
            };
            /** Format: date-time */
            requestedAt: string;
            sandbox: boolean;
            /** @enum {unknown} */
            status: "REQUESTED" | "PROCESSING" | "COMPLETED" | "FAILED" | "EXPIRED";
            /** @description 요청, 분석중, 완료, 실패, 만료 */
            statusLabel: string;
            summary: {
                checkupCount: number;
                inpatientCount: number;
                medicationCount: number;
                missingSources: ("TREATMENTS" | "CHECKUPS")[];
                surgeryCount: number;
                treatmentCount: number;
            } | null;
        };
        MedicalAuthRequest: {
            analysisId: string | null;
            /** @enum {unknown} */
            authMethod: "KAKAO" | "PASS" | "NAVER" | "TOSS" | "PAYCO" | "KB" | "SAMSUNG";
            /** @description Opaque: ar_ and 20 characters */
            authRequestId: string;
            client: components["schemas"]["MedicalAuthRequestClient"];
            /** Format: date-time */
            expiresAt: string;
            sandbox: boolean;
            sources: {
                /** @enum {unknown} */
                source: "TREATMENTS" | "CHECKUPS";
                /** @enum {unknown} */
                status: "WAITING" | "COMPLETED" | "DENIED" | "EXPIRED" | "FAILED";
                statusLabel: string;
            }[];
            /** @enum {unknown} */
            status: "WAITING" | "COMPLETED" | "DENIED" | "EXPIRED";
            /** @description 승인대기, 인증완료, 거절, 만료 */
            statusLabel: string;
        };
        MedicalAuthRequestClient: {
            /** @description Null for a MANAGER who is not the consultant */
            birthDate: string | null;
            /** @enum {unknown} */
            carrier: "SKT" | "KT" | "LGU" | "SKT_MVNO" | "KT_MVNO" | "LGU_MVNO";
            /** @enum {unknown} */
            gender: "M" | "F";
            /** @description Null without one, and for a MANAGER who is not the consultant */
            legalRepresentative: components["schemas"]["LegalRepresentative"] | null;
            /** @description Masked for a MANAGER who is not the consultant */
            name: string;
            /** @description Masked: 010-****-5678 */
            phone: string;
        };
        MedicalCheckup: {
            checkupDate: string;
            checkupId: string;
            institutionNm: string;
            items: {
                itemCd: string;
                itemNm: string;
                /**
                 * @description NORMAL 정상, BORDERLINE 정상(경계), ABNORMAL 질환의심
                 * @enum {unknown}
                 */
                judgement: "NORMAL" | "BORDERLINE" | "ABNORMAL";
                referenceRange: string;
                unit: string;
                value: number | string;
            }[];
            /**
             * @description NORMAL 정상, BORDERLINE 정상(경계), ABNORMAL 질환의심
             * @enum {unknown}
             */
            overallJudgement: "NORMAL" | "BORDERLINE" | "ABNORMAL";
            /** @enum {unknown} */
            stage: "FIRST" | "SECOND";
        };
        MedicalMedication: {
            days: number;
            drugClass: ("ANTIHYPERTENSIVE" | "TRANQUILIZER" | "HYPNOTIC" | "STIMULANT" | "ANALGESIC" | "NARCOTIC") | null;
            drugNm: string;
            ingredientCd: string;
            medicationId: string;
            prescribedDate: string;
            treatmentId: string;
        };
        MedicalReport: {
            analysis: components["schemas"]["MedicalAnalysis"];
            /** @description Newest first */
            checkups: components["schemas"]["MedicalCheckup"][];
            /** @description The client as the cover of the report names them */
            client: {
                /** @description 만 나이 on analysisDate */
                age: number;
                /** @enum {unknown} */
                gender: "M" | "F";
                /** @description Masked (홍*동), as the cover prints it (contract §7.3) */
                name: string;
            };
            /** @description The consultant the analysis is for (the cover names them) */
            consultant: {
                fcUserCi: string;
                name: string;
                orgName: string | null;
            };
            /** @description The notice printed at the end of the report; it begins with the text of contract §7.3 */
            disclaimer: string;
            /** Format: date-time */
            generatedAt: string;
            /** @description Newest first */
            medications: components["schemas"]["MedicalMedication"][];
            /** @description Newest first */
            treatments: components["schemas"]["MedicalTreatment"][];
        };
        MedicalTreatment: {
            days: number;
            departmentNm: string;
            /** @description KCD code, in the revision in force at the visit */
            diagnosisCd: string;
            diagnosisNm: string;
            institutionNm: string;
            patientPaid: number;
            surgery: boolean;
            surgeryNm: string | null;
            totalCost: number;
            treatmentId: string;
            /** @description YYYY-MM-DD; a stay's admission date */
            visitDate: string;
            /** @enum {unknown} */
            visitType: "OUTPATIENT" | "INPATIENT" | "PHARMACY";
        };
        NoticeLog: {
            data: components["schemas"]["NoticeLogEntry"][];
            pagination: components["schemas"]["Pagination"];
        };
        NoticeLogEntry: {
            /**
             * @description While queued, the channel set; once sent, the one that carried it
             * @enum {unknown}
             */
            channel: "KAKAO" | "SMS" | "NONE";
            /** Format: date-time */
            createdAt: string;
            failureMessage: string | null;
            id: string;
            /**
             * @description ASSIGNED: leads became yours; HALF_TIME: half of a first-contact time passed; TAKEN_BACK: taken back after the first-contact time; SUPPRESSED: a lead you used was suppressed (do not contact)
             * @enum {unknown}
             */
            kind: "ASSIGNED" | "HALF_TIME" | "TAKEN_BACK" | "SUPPRESSED";
            /** @description Leads the message counts (those left out before sending are not) */
            leadCount: number;
            /** Format: date-time */
            sentAt: string | null;
            /**
             * @description QUEUED until due (60 s, or the end of quiet hours), then SENT or FAILED
             * @enum {unknown}
             */
            status: "QUEUED" | "SENT" | "FAILED";
            /** @description The consultant’s number, masked */
            to: string | null;
        };
        NotificationSettings: {
            /**
             * @description KAKAO: KakaoTalk 알림톡, SMS when it fails; SMS; NONE: no message
             * @enum {unknown}
             */
            channel: "KAKAO" | "SMS" | "NONE";
            /** @description As given (010-1234-5678) in the answer of PUT, masked (010-****-5678) in the answer of GET */
            phone: string | null;
            portalId: number;
            quietHours: components["schemas"]["QuietHours"];
            /**
             * Format: date-time
             * @description Null: never set (channel NONE)
             */
            updatedAt: string | null;
        };
        /** @description RFC 6749 §5.2 error */
        OAuthError: {
            error: string;
            error_description?: string;
        };
        Operator: {
            active: boolean;
            /** Format: date-time */
            createdAt: string;
            email: string;
            id: string;
            /** @description Locked for passwords after too many wrong ones (CLI unlock-operator) */
            locked: boolean;
            name: string;
            role: "ADMIN" | "REVIEWER" | "VIEWER";
            /** @description Bound to the identity provider's (iss, sub) after a single sign-on */
            ssoBound: boolean;
            totpEnrolled: boolean;
        };
        OperatorList: {
            data: components["schemas"]["Operator"][];
        };
        OperatorToken: {
            access_token: string;
            expires_in: number;
            /** @enum {string} */
            token_type: "Bearer";
        };
        Order: {
            /** Format: date-time */
            createdAt: string;
            id: string;
            ordererContact: string;
            ordererName: string;
            portalId: number;
            productId: string;
            providerId: string;
            regionQuantities: components["schemas"]["RegionQuantity"][];
            /** Format: date-time */
            reservationDate: string | null;
            /** @enum {unknown} */
            status: "PENDING" | "IN_PROGRESS" | "COMPLETED" | "CANCELLED";
            /** Format: date-time */
            updatedAt: string;
        };
        OrderConfirmation: {
            /** @description Provisional assignments turned into confirmed ones */
            confirmed: number;
        };
        OrderList: {
            data: components["schemas"]["OrderListItem"][];
            pagination: components["schemas"]["Pagination"];
            summary: components["schemas"]["OrderSummary"];
        };
        OrderListItem: {
            confirmedAssignedCount: number;
            /** Format: date-time */
            createdAt: string;
            id: string;
            memo: string | null;
            orderedDbQuantity: number;
            ordererContact: string;
            ordererName: string;
            portalId: number;
            product: components["schemas"]["ProductReference"];
            productId: string;
            provider: {
                code: string;
                id: string;
                name: string;
            };
            providerId: string;
            provisionalAssignedCount: number;
            regionMemo: string | null;
            regionQuantities: components["schemas"]["RegionQuantity"][];
            /** Format: date-time */
            reservationDate: string | null;
            /** @enum {unknown} */
            status: "PENDING" | "IN_PROGRESS" | "COMPLETED" | "CANCELLED";
            /** Format: date-time */
            updatedAt: string;
            usedDbCount: number;
        };
        OrderSummary: {
            portalId: number;
            totalConfirmedAssigned: number;
            totalOrderedDbQuantity: number;
            totalOrders: number;
            totalProvisionalAssigned: number;
            totalUsedDb: number;
        };
        Organization: {
            id: number;
            name: string;
            parentId: number | null;
        };
        OrgChartNode: {
            children: components["schemas"]["OrgChartNode"][];
            id: number;
            /** @description Active consultants directly in this organization */
            memberCount: number;
            name: string;
            parentId: number | null;
        };
        Pagination: {
            limit: number;
            page: number;
            total: number;
            totalPages: number;
        };
        PasswordLink: {
            /** Format: date-time */
            expiresAt: string;
            /** @description One-time link to set a password; shown once */
            url: string;
        };
        PostOfficeCenter: {
            centerAddr: string;
            centerCd: string;
            centerFax: string;
            centerNm: string;
            centerTel: string;
        };
        Product: {
            asWindowDays: number;
            consentMaxAgeDays: number;
            /** @description The parties a consent must name one of (the product's own, else the deployment's) */
            consentRecipients: string[];
            consentRequired: boolean;
            id: string;
            name: string;
            providerIds: string[];
        };
        ProductAsPolicy: {
            policyId: string | null;
            productId: string;
            textContent: string | null;
            /** Format: date-time */
            updatedAt: string | null;
        };
        ProductList: {
            data: components["schemas"]["Product"][];
            pagination: components["schemas"]["Pagination"];
        };
        ProductReference: {
            id: string;
            name: string;
        };
        Provider: {
            code: string;
            id: string;
            name: string;
            /**
             * @description DISCARD: a resident registration number is validated, used for gender and birth date, never stored; REJECT: a registration carrying one is refused (400 SSN_NOT_ACCEPTED)
             * @enum {unknown}
             */
            ssnPolicy: "DISCARD" | "REJECT";
        };
        ProviderList: {
            data: components["schemas"]["Provider"][];
            pagination: components["schemas"]["Pagination"];
        };
        ProviderReference: {
            id: string;
            name: string;
        };
        /** @description Messages wait through these hours and go out at their end as one. from = to: none. */
        QuietHours: {
            /** @description Korea time HH:MM, 00:00–23:59 (inclusive) */
            from: string;
            /** @description Korea time HH:MM, 00:00–24:00 (exclusive); earlier than from wraps midnight */
            to: string;
        };
        RecallResult: {
            recalledCount: number;
            success: boolean;
        };
        Region: {
            active: boolean;
            aliases: string[];
            name: string;
        };
        RegionList: {
            regions: string[];
        };
        RegionQuantity: {
            quantity: number;
            region: string;
        };
        RegisteredLead: {
            address: string | null;
            assignmentId: string | null;
            birth_date: string | null;
            /** @description The consent the lead was registered with; null when none */
            consent: components["schemas"]["LeadConsentSummary"] | null;
            /** Format: date-time */
            createdAt: string;
            email: string | null;
            /** @description Its personal data was erased */
            erased: boolean;
            /**
             * Format: date-time
             * @description The earliest of its first use and its first contact outcome's at, by any owner; null before either
             */
            firstContactAt: string | null;
            gender: string | null;
            id: string;
            /**
             * @description Its latest contact outcome (by at, then id), by any owner; null before any
             * @enum {string|null}
             */
            lastOutcome: "NO_ANSWER" | "CALLBACK" | "CONSULTED" | "APPOINTMENT" | "APPLIED" | "NOT_INTERESTED" | "DO_NOT_CALL" | "DISCONNECTED" | "WRONG_PERSON" | null;
            /** @description 부재, 재통화, 상담완료, … */
            lastOutcomeLabel: string | null;
            name: string;
            orderId: string | null;
            phone_1: string;
            phone_3: string;
            product: components["schemas"]["ProductReference"];
            productId: string;
            provider: components["schemas"]["ProviderReference"];
            providerId: string;
            region: string | null;
            /** @enum {unknown} */
            status: "UNASSIGNED" | "PROVISIONAL" | "ASSIGNED" | "RETURNED";
            /** @description A do-not-contact suppression of its phone is in force */
            suppressed: boolean;
        };
        RotatedWebhookSecret: {
            /** Format: date-time */
            previousSecretValidUntil: string;
            /** @description The new secret, shown once */
            secret: string;
        };
        SignInResult: {
            session: components["schemas"]["ConsoleSession"];
            /** @enum {string} */
            status: "SIGNED_IN";
        } | {
            /** @enum {string} */
            status: "TOTP_REQUIRED";
        } | {
            /** @description The same as an otpauth:// URI (for a QR code) */
            otpauthUri: string;
            /** @description Base32 TOTP secret to enter in an authenticator app */
            secret: string;
            /** @enum {string} */
            status: "TOTP_ENROLMENT_REQUIRED";
        };
        Success: {
            success: boolean;
        };
        Suppression: {
            /** @description Leads with this phone in every provider when it was made */
            affectedLeadCount: number;
            /** @enum {unknown} */
            channel: "CALL_CENTER" | "CONSULTANT" | "WEB" | "WRITTEN" | "DONOTCALL";
            /** Format: date-time */
            createdAt: string;
            createdBy: string;
            /**
             * Format: date-time
             * @description requestedAt + 10 days: the person is told by then
             */
            dueAt: string;
            /**
             * Format: date-time
             * @description DNC_REGISTRY: requestedAt + 5 years; the entry stops applying then
             */
            expiresAt: string | null;
            id: string;
            /** @enum {unknown} */
            identityCheck: "PHONE_AUTH" | "CALLBACK" | "DOCUMENT" | "NONE";
            /** Format: date-time */
            liftedAt: string | null;
            liftedBy: string | null;
            liftReason: string | null;
            note: string | null;
            /** @description Masked: 010-****-5678 (the number itself is never stored) */
            phone: string;
            /** @enum {unknown} */
            reason: "CONSUMER_REQUEST" | "DNC_REGISTRY" | "ERASURE_REQUEST" | "LEGAL" | "OTHER";
            /** @description 본인요청, 두낫콜, 삭제요청, 법적요구, 기타 */
            reasonLabel: string;
            /** Format: date-time */
            requestedAt: string;
            /** @enum {string|null} */
            resultChannel: "PHONE" | "SMS" | "KAKAO" | "EMAIL" | "WRITTEN" | null;
            /** Format: date-time */
            resultNotifiedAt: string | null;
        };
        SuppressionList: {
            data: components["schemas"]["Suppression"][];
            pagination: components["schemas"]["Pagination"];
        };
        SystemClient: {
            clientId: string;
            /** Format: date-time */
            createdAt: string;
            name: string;
            /** @description Revoked clients get no tokens; kept so their records stay readable */
            revoked: boolean;
            /** Format: date-time */
            revokedAt: string | null;
        };
        SystemClientList: {
            data: components["schemas"]["SystemClient"][];
        };
        TokenResponse: {
            access_token: string;
            expires_in: number;
            refresh_token?: string;
            scope: string;
            /** @enum {string} */
            token_type: "Bearer";
        };
        UploadUrl: {
            /** Format: date-time */
            expiresAt: string;
            fileId: string;
            /** @description Send these headers with the PUT */
            headers: {
                [key: string]: string;
            };
            /** @enum {string} */
            method: "PUT";
            /** @description PUT the bytes here before expiresAt */
            uploadUrl: string;
        };
        User: {
            active: boolean;
            ci: string;
            /** Format: date-time */
            createdAt: string;
            email: string | null;
            id: number;
            name: string;
            orgId: number | null;
            phone: string | null;
            role: "ADMIN" | "MANAGER" | "FC";
        };
        VerificationClient: {
            /** @description YYYYMMDD */
            birthDate: string;
            /** @enum {unknown} */
            carrier: "SKT" | "KT" | "LGU" | "SKT_MVNO" | "KT_MVNO" | "LGU_MVNO";
            /** @enum {unknown} */
            gender: "M" | "F";
            legalRepresentative: components["schemas"]["LegalRepresentative"] | null;
            name: string;
            /** @description Masked: 010-****-5678 */
            phone: string;
        };
        Webhook: {
            /** Format: date-time */
            createdAt: string;
            description: string | null;
            /**
             * @description Why the service disabled it: FAILING (every attempt failed for 5 days; see lastError), KEY_REVOKED (its API key was revoked), CLIENT_REVOKED (its system client was revoked); null when enabled or disabled by its owner
             * @enum {string|null}
             */
            disabledReason: "FAILING" | "KEY_REVOKED" | "CLIENT_REVOKED" | null;
            enabled: boolean;
            events: ("lead.assigned" | "lead.recalled" | "lead.suppressed" | "lead.unsuppressed" | "lead.returned" | "as.status_changed" | "order.completed" | "claim.status_changed" | "coverage_analysis.completed" | "medical_analysis.completed" | "lead_import.completed")[];
            /** Format: date-time */
            failingSince: string | null;
            id: string;
            lastError: string | null;
            /** Format: date-time */
            previousSecretValidUntil: string | null;
            /** Format: date-time */
            updatedAt: string;
            url: string;
        };
        WebhookAttempt: {
            /** @description The attempt number: 1 for the first, 2 for the first retry, … */
            attempt: number;
            /** Format: date-time */
            attemptedAt: string;
            durationMs: number | null;
            /** @description Why no 2xx came back: HTTP_503, TIMEOUT, ECONNREFUSED, ADDRESS_NOT_ALLOWED, NO_OUTCOME_RECORDED, … */
            error: string | null;
            /** @description The response's first 1 KiB as plain text (a JSON string: show it as text, never render it as HTML); null when no response came back */
            responseBody: string | null;
            responseStatus: number | null;
            /**
             * @description SUCCEEDED (a 2xx came back), FAILED (see responseStatus and error), UNKNOWN (the sending instance stopped before it recorded an outcome: the receiver may have got it; the delivery was sent again)
             * @enum {unknown}
             */
            status: "SUCCEEDED" | "FAILED" | "UNKNOWN";
        };
        WebhookDelivery: {
            /** @description Its attempts, oldest first (the latest 20); the last one's outcome is also above */
            attemptLog: components["schemas"]["WebhookAttempt"][];
            /** @description Attempts made so far */
            attempts: number;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            deliveredAt: string | null;
            durationMs: number | null;
            error: string | null;
            eventType: string;
            id: string;
            /** Format: date-time */
            lastAttemptAt: string | null;
            /** @description The webhook-id header: the same on every attempt */
            messageId: string;
            /** Format: date-time */
            nextAttemptAt: string | null;
            /** @description The first 1 KiB of the last response, as text (never rendered) */
            responseBody: string | null;
            responseStatus: number | null;
            /** @enum {unknown} */
            status: "PENDING" | "SENDING" | "DELIVERED" | "FAILED";
        };
        WebhookDeliveryList: {
            data: components["schemas"]["WebhookDelivery"][];
            pagination: components["schemas"]["Pagination"];
        };
        WebhookLastDelivery: {
            attempts: number;
            /** Format: date-time */
            deliveredAt: string | null;
            eventType: string;
            id: string;
            /** Format: date-time */
            lastAttemptAt: string | null;
            responseStatus: number | null;
            /** @enum {unknown} */
            status: "PENDING" | "SENDING" | "DELIVERED" | "FAILED";
        };
        WebhookList: {
            data: components["schemas"]["Webhook"][];
        };
        WebhookQueued: {
            deliveryIds: string[];
            queued: number;
        };
    };
    responses: {
        /** @description The database or the identity provider is not reachable right now. Codes with this status: DATABASE_UNAVAILABLE, TEMPORARILY_UNAVAILABLE, SSO_UNAVAILABLE, CONSOLE_NOT_BUILT. */
        ServiceUnavailable: {
            headers: {
                /** @description Seconds to wait before retrying */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ErrorResponse"];
            };
        };
        /** @description Over the rate limit of the key, token or address (RATE_LIMITED), too many failed authentications from the address (AUTH_RATE_LIMITED), a verification resent or an auth request retried too soon (VERIFICATION_RESEND_TOO_SOON, AUTH_RETRY_TOO_SOON), or a report sent to a recipient too often (TRANSMISSION_TOO_SOON). Codes with this status: RATE_LIMITED, AUTH_RATE_LIMITED, VERIFICATION_RESEND_TOO_SOON, AUTH_RETRY_TOO_SOON, TRANSMISSION_TOO_SOON. */
        TooManyRequests: {
            headers: {
                /** @description Seconds to wait before retrying */
                "Retry-After"?: number;
                [name: string]: unknown;
            };
            content: {
                "application/problem+json": components["schemas"]["ErrorResponse"];
            };
        };
    };
    parameters: {
        /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
        IdempotencyKey: string;
    };
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    getJwks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JsonWebKeySet"];
                };
            };
            429: components["responses"]["TooManyRequests"];
        };
    };
    getAuthorizationServerMetadata: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description RFC 8414 authorization server metadata */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuthorizationServerMetadata"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    runAllocation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Identifier (decimal string) */
                    productId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AllocationRun"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, PRODUCT_NOT_FOUND. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listApiKeys: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKeyList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    kind: "admin" | "portal" | "provider";
                    name: string;
                    portalIds?: number[];
                    providerId?: string;
                    /** @description Rate-limit override for this key (null: the configured default) */
                    rateLimitBurst?: number | null;
                    /** @description Rate-limit override for this key (null: the configured default) */
                    rateLimitRps?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedApiKey"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, PROVIDER_NOT_FOUND. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "PROVIDER_NOT_FOUND";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    revokeApiKey: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Revoked */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateApiKeyRateLimit: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Rate-limit override for this key (null: the configured default) */
                    rateLimitBurst?: number | null;
                    /** @description Rate-limit override for this key (null: the configured default) */
                    rateLimitRps?: number | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ApiKey"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listAuditEvents: {
        parameters: {
            query?: {
                /** @description e.g. API_KEY_CREATED, PII_USE */
                action?: string;
                /** @description key:<id>, key:env-admin, user:<id>, client:<id> */
                actor?: string;
                /** @description YYYY-MM-DD (Korea time) or ISO 8601 date-time; inclusive */
                from?: string;
                limit?: number;
                page?: number;
                /** @description ADMIN: administrative actions; PII_ACCESS: reads of decrypted personal data; CLAIMS_ADMIN: operator actions of the claims interface */
                source?: "ADMIN" | "PII_ACCESS" | "CLAIMS_ADMIN";
                /** @description What was acted on: operator:5, as_request:12, key:3; a kind alone (operator:) matches each of its kind */
                target?: string;
                /** @description YYYY-MM-DD (Korea time, the whole day included) or ISO 8601 date-time; exclusive */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AuditRecordList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    upsertBank: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    bankCd?: string;
                    bankNm: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bank"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    upsertInsurer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    insuCompCd?: string;
                    insuCompNm: string;
                    /** @description Korean fax number */
                    insuFax: string;
                    /** Format: uri */
                    insuLogoUrl: string;
                    insuType: "LIFE" | "NON_LIFE";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Insurer"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    upsertJobCode: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    jobCd?: string;
                    jobNm: string;
                    /** @description 1 lowest risk */
                    riskGrade: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobCode"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    upsertPostOfficeCenter: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    centerAddr: string;
                    centerCd?: string;
                    /** @description Korean fax number */
                    centerFax: string;
                    centerNm: string;
                    centerTel: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostOfficeCenter"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListClaims: {
        parameters: {
            query?: {
                /** @description claim status: RECEIVED 접수, SENDING 전송중, SENT 전송완료, FAILED 전송실패, COMPLETE 완료, CANCELLED 취소 */
                claimStatusCd?: "RECEIVED" | "SENDING" | "SENT" | "FAILED" | "COMPLETE" | "CANCELLED";
                fcUserCi?: string;
                /** @description A claim date: YYYY-MM-DD or YYYYMMDD (Korea time), inclusive */
                from?: string;
                insuCompCd?: string;
                limit?: number;
                page?: number;
                sortOrder?: "asc" | "desc";
                /** @description A claim date: YYYY-MM-DD or YYYYMMDD (Korea time), inclusive */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminClaimList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateClaimStatus: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                claimReqId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description COMPLETE (from SENT), CANCELLED (from RECEIVED or FAILED), RECEIVED (re-dispatch a FAILED claim) */
                    claimStatusCd: "COMPLETE" | "CANCELLED" | "RECEIVED";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimHistoryRecord"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, INVALID_STATUS_TRANSITION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "INVALID_STATUS_TRANSITION";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetClaimPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                claimReqId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The claim form (A4, Korean) */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    /** @description attachment; claim-<claimReqId>.pdf */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listClients: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SystemClientList"];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedClient"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    revokeClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                clientId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListCoverageCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminCoverageCategoryList"];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateCoverageCategory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                categoryCd: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    recommendedAmount: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageCategory"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminDashboard: {
        parameters: {
            query: {
                /** @description How many Korea-time days, today included */
                days: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Dashboard"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listErasures: {
        parameters: {
            query?: {
                limit?: number;
                overdue?: "true" | "false";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErasureList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    eraseContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description How the person was identified (required for an erasure; NONE is not accepted) */
                    identityCheck: "PHONE_AUTH" | "CALLBACK" | "DOCUMENT";
                    /** @description 010-1234-5678, 01012345678 or +82 10-1234-5678 */
                    phone: string;
                    reason: string;
                    /**
                     * Format: date-time
                     * @description When the person asked (default now): not in the future, at most 30 days back
                     */
                    requestedAt?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Erasure"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    erasureNotified: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    channel: "PHONE" | "SMS" | "KAKAO" | "EMAIL" | "WRITTEN";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Erasure"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminDownloadFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file as uploaded */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    /** @description attachment; filename="file-<id>.<ext>" */
                    "Content-Disposition"?: string;
                    /** @description default-src 'none'; sandbox */
                    "Content-Security-Policy"?: string;
                    /** @description nosniff */
                    "X-Content-Type-Options"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/heic": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: FILE_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "FILE_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetFilePreview: {
        parameters: {
            query: {
                /** @description The page, from 1 (an image has one) */
                page: number;
            };
            header?: never;
            path: {
                /** @description The file id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The page as PNG */
            200: {
                headers: {
                    /** @description private, max-age=600 */
                    "Cache-Control"?: string;
                    /** @description default-src 'none'; sandbox */
                    "Content-Security-Policy"?: string;
                    /** @description nosniff */
                    "X-Content-Type-Options"?: string;
                    /** @description How many pages the file has (an image: 1) */
                    "X-Page-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "image/png": string;
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: FILE_NOT_FOUND, PREVIEW_PAGE_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "FILE_NOT_FOUND" | "PREVIEW_PAGE_NOT_FOUND";
                    };
                };
            };
            /** @description The request cannot be carried out on this object. Codes: FILE_NOT_PREVIEWABLE. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "FILE_NOT_PREVIEWABLE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetFilePreviewInfo: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The file id */
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FilePreviewInfo"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: FILE_NOT_FOUND, PREVIEW_PAGE_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "FILE_NOT_FOUND" | "PREVIEW_PAGE_NOT_FOUND";
                    };
                };
            };
            /** @description The request cannot be carried out on this object. Codes: FILE_NOT_PREVIEWABLE. */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "FILE_NOT_PREVIEWABLE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listHolidays: {
        parameters: {
            query?: {
                /** @description The calendar year; omitted: the current Korea-time year */
                year?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Sorted by date */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HolidayList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    saveHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A Korea-time calendar day, YYYY-MM-DD (years 2000–2100) */
                date: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description As announced, e.g. 대체공휴일; stored without surrounding spaces */
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Holiday"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteHoliday: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description A Korea-time calendar day, YYYY-MM-DD (years 2000–2100) */
                date: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListAsRequests: {
        parameters: {
            query?: {
                limit?: number;
                /** @description Filed at least this long ago */
                olderThanHours?: number;
                page?: number;
                /** @description Portal user */
                portalId?: number;
                /** @description Identifier (decimal string) */
                productId?: string;
                /** @description Identifier (decimal string) */
                providerId?: string;
                sortOrder?: "asc" | "desc";
                /** @description One status or several, comma-separated */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAsRequestList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminGetAsRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The version of the request, to send back in If-Match when reviewing it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAsRequest"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: AS_REQUEST_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "AS_REQUEST_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    reviewAsRequest: {
        parameters: {
            query?: never;
            header?: {
                "if-match"?: string;
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Kept when omitted; null or "" clears it */
                    adminNote?: null | string;
                    status: "WAITING" | "HOLD" | "APPROVED" | "REJECTED";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description The version of the request, to send back in If-Match when reviewing it */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAsRequest"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, AS_INVALID_TRANSITION, AS_LEAD_NOT_RETURNABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "AS_INVALID_TRANSITION" | "AS_LEAD_NOT_RETURNABLE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: AS_REQUEST_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "AS_REQUEST_NOT_FOUND";
                    };
                };
            };
            /** @description The object changed since it was read (If-Match). Codes: AS_REVIEW_STALE. */
            412: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "AS_REVIEW_STALE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    revealAsContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsContact"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, AS_REQUEST_CLOSED, LEAD_ERASED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "AS_REQUEST_CLOSED" | "LEAD_ERASED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: AS_REQUEST_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "AS_REQUEST_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListAsReasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminAsReasonList"];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createAsReason: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    /** @description UPPER_SNAKE code, at most 50 characters */
                    code: string;
                    label: string;
                    /** @description Position in the list */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsReason"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: AS_REASON_CODE_TAKEN. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "AS_REASON_CODE_TAKEN";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateAsReason: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                code: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    label?: string;
                    /** @description Position in the list */
                    sortOrder?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsReason"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: AS_REASON_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "AS_REASON_NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListLeadImports: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD (Korea time) or an ISO 8601 date-time */
                createdFrom?: string;
                /** @description YYYY-MM-DD (the whole day) or a date-time */
                createdTo?: string;
                dryRun?: boolean;
                limit?: number;
                page?: number;
                /** @description Identifier (decimal string) */
                productId?: string;
                /** @description Identifier (decimal string) */
                providerId?: string;
                status?: "QUEUED" | "RUNNING" | "COMPLETED" | "FAILED" | "CANCELLED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLeadImportList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListLeads: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD (Korea time) or an ISO 8601 date-time */
                createdFrom?: string;
                /** @description YYYY-MM-DD (the whole day) or a date-time */
                createdTo?: string;
                /** @description Identifier (decimal string) */
                id?: string;
                limit?: number;
                /** @description Portal user */
                ownerPortalId?: number;
                page?: number;
                /** @description Identifier (decimal string) */
                productId?: string;
                /** @description Identifier (decimal string) */
                providerId?: string;
                region?: string;
                sortOrder?: "asc" | "desc";
                status?: "UNASSIGNED" | "PROVISIONAL" | "ASSIGNED" | "RETURNED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminLeadList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    revealLeadContact: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Why the contact is needed (kept in the access log and the audit log) */
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadContact"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, LEAD_ERASED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "LEAD_ERASED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getLeadHistory: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadHistory"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getLeadProvenance: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadProvenance"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    lookupLeadsByPhone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description 010-1234-5678, 01012345678 or +82 10-1234-5678 */
                    phone: string;
                    /** @description Why the operator looks (kept in the personal-data access log) */
                    purpose: "SUBJECT_REQUEST" | "COMPLAINT" | "AUDIT";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadLookup"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listOperators: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorList"];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createOperator: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: email */
                    email: string;
                    name: string;
                    role: "ADMIN" | "REVIEWER" | "VIEWER";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedOperator"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: OPERATOR_EMAIL_TAKEN. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_EMAIL_TAKEN";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operator"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: OPERATOR_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateOperator: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    name?: string;
                    role?: "ADMIN" | "REVIEWER" | "VIEWER";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operator"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: OPERATOR_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    issueOperatorPasswordLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PasswordLink"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: OPERATOR_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    resetOperatorTotp: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Operator"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: OPERATOR_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListOrders: {
        parameters: {
            query?: {
                /** @description YYYY-MM-DD (Korea time) or an ISO 8601 date-time */
                createdFrom?: string;
                /** @description YYYY-MM-DD (the whole day) or a date-time */
                createdTo?: string;
                limit?: number;
                page?: number;
                /** @description Portal user */
                portalId?: number;
                /** @description Identifier (decimal string) */
                productId?: string;
                /** @description Identifier (decimal string) */
                providerId?: string;
                sortOrder?: "asc" | "desc";
                /** @description ORDER placed by a portal user, AUTO made by a registration with portalId, DISTRIBUTION */
                source?: "ORDER" | "AUTO" | "DISTRIBUTION";
                /** @description One status or several, comma-separated */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrderList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    confirmOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderConfirmation"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, ORDER_CANCELLED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "ORDER_CANCELLED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListOrganizations: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminOrganizationList"];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listProducts: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createProduct: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    providerIds: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, PROVIDER_NOT_FOUND. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "PROVIDER_NOT_FOUND";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateProduct: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    asWindowDays?: number;
                    consentMaxAgeDays?: number;
                    /** @description null: the deployment's CONSENT_RECIPIENTS */
                    consentRecipients?: string[] | null;
                    /** @description Refuse registrations without a consent */
                    consentRequired?: boolean;
                    name?: string;
                    providerIds?: string[];
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Product"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, PROVIDER_NOT_FOUND. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "PROVIDER_NOT_FOUND";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    saveProductAsPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    textContent: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAsPolicy"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listProviders: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProviderList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createProvider: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provider"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: PROVIDER_CODE_TAKEN. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PROVIDER_CODE_TAKEN";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateProvider: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description DISCARD: a resident registration number is validated, used for gender and birth date, never stored; REJECT: a registration carrying one is refused (400 SSN_NOT_ACCEPTED)
                     * @enum {unknown}
                     */
                    ssnPolicy: "DISCARD" | "REJECT";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Provider"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listConsentTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentTermsList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    registerConsentTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
                termsVersion: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description A CONSENT_TERMS file (PDF or UTF-8 text) of the provider */
                    fileId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsentTerms"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, FILE_NOT_USABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "FILE_NOT_USABLE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: CONSENT_TERMS_EXISTS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CONSENT_TERMS_EXISTS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListRegions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminRegionList"];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createRegion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    aliases?: string[];
                    name: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Region"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: REGION_NAME_TAKEN. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "REGION_NAME_TAKEN";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateRegion: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                name: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    name?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Region"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: REGION_NAME_TAKEN. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "REGION_NAME_TAKEN";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listSuppressions: {
        parameters: {
            query?: {
                active?: "true" | "false";
                limit?: number;
                overdue?: "true" | "false";
                page?: number;
                /** @description 010-1234-5678, 01012345678 or +82 10-1234-5678 */
                phone?: string;
                reason?: "CONSUMER_REQUEST" | "DNC_REGISTRY" | "ERASURE_REQUEST" | "LEGAL" | "OTHER";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SuppressionList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    suppressContact: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    channel: "CALL_CENTER" | "CONSULTANT" | "WEB" | "WRITTEN" | "DONOTCALL";
                    /** @enum {unknown} */
                    identityCheck?: "PHONE_AUTH" | "CALLBACK" | "DOCUMENT" | "NONE";
                    note?: string;
                    /** @description 010-1234-5678, 01012345678 or +82 10-1234-5678 */
                    phone: string;
                    /** @enum {unknown} */
                    reason: "CONSUMER_REQUEST" | "DNC_REGISTRY" | "ERASURE_REQUEST" | "LEGAL" | "OTHER";
                    /**
                     * Format: date-time
                     * @description When the person asked (default now): not in the future, at most 30 days back
                     */
                    requestedAt?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Suppression"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    liftSuppression: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Suppression"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, SUPPRESSION_LIFTED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "SUPPRESSION_LIFTED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    suppressionNotified: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    channel: "PHONE" | "SMS" | "KAKAO" | "EMAIL" | "WRITTEN";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Suppression"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    suppressContacts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {unknown} */
                    channel: "CALL_CENTER" | "CONSULTANT" | "WEB" | "WRITTEN" | "DONOTCALL";
                    note?: string;
                    phones: string[];
                    /** @enum {unknown} */
                    reason: "CONSUMER_REQUEST" | "DNC_REGISTRY" | "ERASURE_REQUEST" | "LEGAL" | "OTHER";
                    /**
                     * Format: date-time
                     * @description When the person asked (default now): not in the future, at most 30 days back
                     */
                    requestedAt?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkSuppressResult"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    liftSuppressions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    phones: string[];
                    reason: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["BulkLiftResult"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYY-MM-DD HH:MM:SS, Korea time (an ISO 8601 date-time with offset is accepted too) */
                    endedOn: string;
                    required: boolean;
                    /** @description YYYY-MM-DD HH:MM:SS, Korea time (an ISO 8601 date-time with offset is accepted too) */
                    startedOn: string;
                    termsDesc: string;
                    termsNm: string;
                    termsOwnerCd: string;
                    termsVer: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimTerms"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListUsers: {
        parameters: {
            query?: {
                active?: boolean;
                limit?: number;
                /** @description Part of the name (case-insensitive, no wildcards) */
                name?: string;
                /** @description true: only consultants in no organization */
                noOrg?: boolean;
                orgId?: number;
                page?: number;
                role?: "ADMIN" | "MANAGER" | "FC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUserList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminCreateUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique identifier of the consultant (CI) */
                    ci: string;
                    email?: null | string;
                    name: string;
                    orgId?: null | number;
                    phone?: null | string;
                    role: "ADMIN" | "MANAGER" | "FC";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, ORG_NOT_FOUND. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "ORG_NOT_FOUND";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: USER_CI_TAKEN. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "USER_CI_TAKEN";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminUpdateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description false deactivates (refresh tokens revoked, access tokens refused) */
                    active?: boolean;
                    /** @description Move to this organization (null: none) */
                    orgId?: null | number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminUser"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, ORG_NOT_FOUND. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "ORG_NOT_FOUND";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    issueUserToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OperatorToken"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, CSRF_REJECTED, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "CSRF_REJECTED" | "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    adminListWebhooks: {
        parameters: {
            query?: {
                enabled?: boolean;
                limit?: number;
                ownerKind?: "portal" | "provider" | "client";
                page?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AdminWebhookList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: OPERATOR_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "OPERATOR_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    finishSso: {
        parameters: {
            query?: {
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found: a redirect (Location) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, SSO_STATE_INVALID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "SSO_STATE_INVALID";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: SSO_NOT_CONFIGURED. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SSO_NOT_CONFIGURED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE, SSO_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE" | "SSO_UNAVAILABLE";
                    };
                };
            };
        };
    };
    startSso: {
        parameters: {
            query: {
                client_id?: string;
                redirect_uri: string;
                response_type?: "code";
                scope?: "claims";
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found: a redirect (Location) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, REDIRECT_URI_NOT_ALLOWED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "REDIRECT_URI_NOT_ALLOWED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: SSO_NOT_CONFIGURED. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SSO_NOT_CONFIGURED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE, SSO_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE" | "SSO_UNAVAILABLE";
                    };
                };
            };
        };
    };
    issueToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    client_id?: string;
                    client_secret?: string;
                    code?: string;
                    grant_type: string;
                    redirect_uri?: string;
                    refresh_token?: string;
                    scope?: string;
                } & {
                    [key: string]: unknown;
                };
                "application/x-www-form-urlencoded": {
                    client_id?: string;
                    client_secret?: string;
                    code?: string;
                    grant_type: string;
                    redirect_uri?: string;
                    refresh_token?: string;
                    scope?: string;
                } & {
                    [key: string]: unknown;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenResponse"];
                };
            };
            /** @description RFC 6749 §5.2 error */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description RFC 6749 §5.2 error */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description RFC 6749 §5.2 error */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description Over the request limit (`rate_limited`), or the address has guessed too many credentials (`auth_rate_limited`) */
            429: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
            /** @description The database is not reachable right now (temporarily_unavailable) */
            503: {
                headers: {
                    /** @description Seconds to wait */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OAuthError"];
                };
            };
        };
    };
    listBanks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Bank"][];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listClaimHistory: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description YYYYMMDD */
                    clientBirthday?: string;
                    clientNm?: string;
                    /** @description digits only */
                    clientTel?: string;
                    /** @description YYYYMMDD */
                    endDate?: string;
                    fcUserCi: string;
                    /** @default 1 */
                    page?: number;
                    /** @default 20 */
                    pageSize?: number;
                    /** @description YYYYMMDD */
                    startDate?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many items match, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimHistoryRecord"][];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: CONSULTANT_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CONSULTANT_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listInsurers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Insurer"][];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listJobCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description public, max-age=<seconds> */
                    "Cache-Control"?: string;
                    /** @description Send it back in If-None-Match to get 304 while unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["JobCode"][];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    /** @description The unchanged representation */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listPostOfficeCenters: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["PostOfficeCenter"][];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    submitClaim: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    agreedTermsIds: number[];
                    bankAccount?: null | string;
                    bankAccountHolder?: null | string;
                    bankCd?: null | string;
                    callbackName: string;
                    /** @description Korean phone number, digits (hyphens allowed) */
                    callbackTel: string;
                    /** @description who is called back: FC 설계사, CLIENT 고객, OTHER 기타 */
                    callbackWho: "FC" | "CLIENT" | "OTHER";
                    /** @description YYYYMMDD */
                    clientBirthday: string;
                    clientMemo?: string;
                    clientNm: string;
                    /** @description Korean phone number, digits (hyphens allowed) */
                    clientTel: string;
                    directDebitAccntYn: boolean;
                    /**
                     * Format: date
                     * @description YYYY-MM-DD
                     */
                    eventDate: string;
                    eventPlace?: null | string;
                    eventText: string;
                    /** @description event type: DISEASE 질병, INJURY 상해, TRAFFIC 교통사고, DEATH 사망, OTHER 기타 */
                    eventTypeCd: "DISEASE" | "INJURY" | "TRAFFIC" | "DEATH" | "OTHER";
                    fcUserCi: string;
                    /** @description Uploaded files (purpose CLAIM_DOCUMENT) of the caller */
                    fileIds: (string | number)[];
                    insuCompCd: string;
                    jobCd: string;
                    wellFareYn: boolean;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimHistoryRecord"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, USER_NOT_FOUND, USER_INACTIVE, INSURER_NOT_FOUND, JOB_CODE_NOT_FOUND, BANK_NOT_FOUND, TERMS_NOT_AGREED, FILE_NOT_FOUND, FILE_NOT_UPLOADED, FILE_PURPOSE_MISMATCH. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "USER_NOT_FOUND" | "USER_INACTIVE" | "INSURER_NOT_FOUND" | "JOB_CODE_NOT_FOUND" | "BANK_NOT_FOUND" | "TERMS_NOT_AGREED" | "FILE_NOT_FOUND" | "FILE_NOT_UPLOADED" | "FILE_PURPOSE_MISMATCH";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: CONSULTANT_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CONSULTANT_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getClaim: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                claimReqId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimHistoryRecord"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: CONSULTANT_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CONSULTANT_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listClaimTerms: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                termsOwnerCd: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description public, max-age=<seconds> */
                    "Cache-Control"?: string;
                    /** @description Send it back in If-None-Match to get 304 while unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimTerms"][];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    /** @description The unchanged representation */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listCoverageAnalyses: {
        parameters: {
            query?: {
                /** @description YYYYMMDD */
                birthDate?: string;
                clientName?: string;
                /** @description The consultant the work is for */
                fcUserCi?: string;
                /** @description YYYY-MM-DD */
                from?: string;
                page?: number;
                pageSize?: number;
                /** @description One or several of the statuses, comma-separated */
                status?: string;
                /** @description YYYY-MM-DD */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many items match, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageAnalysisSummary"][];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: CONSULTANT_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CONSULTANT_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    startCoverageAnalysis: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        /** @description Either {fcUserCi, verificationId, annualIncome?} (the contracts the verification holds) or {fcUserCi, client, contracts, agreedTermsIds, annualIncome?} (up to 50 contracts entered by hand). */
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every required term of the owner valid now (GET .../terms) */
                    agreedTermsIds?: number[];
                    /** @description The client's annual income (KRW): the death categories then recommend 3 × it */
                    annualIncome?: number;
                    client?: {
                        /** @description YYYYMMDD */
                        birthDate: string;
                        /** @enum {unknown} */
                        carrier?: "SKT" | "KT" | "LGU" | "SKT_MVNO" | "KT_MVNO" | "LGU_MVNO";
                        /** @enum {unknown} */
                        gender: "M" | "F";
                        /** @description Required for a client under 14: consents and authenticates instead (PIPA §22-2) */
                        legalRepresentative?: {
                            /** @description YYYYMMDD */
                            birthDate: string;
                            /** @enum {unknown} */
                            carrier: "SKT" | "KT" | "LGU" | "SKT_MVNO" | "KT_MVNO" | "LGU_MVNO";
                            name: string;
                            /** @description A Korean mobile number, any format */
                            phone: string;
                            /** @description 부, 모, 후견인, ... */
                            relation: string;
                        };
                        name: string;
                        /** @description A Korean mobile number, any format */
                        phone?: string;
                    };
                    contracts?: {
                        /** @description YYYY-MM-DD */
                        contractDate: string;
                        contractor: {
                            /** @description YYYYMMDD */
                            birthDate?: string;
                            name: string;
                        };
                        coverages: {
                            /** @description KRW */
                            amount: number;
                            /**
                             * @description Omitted: the service classifies coverageNm (classifiedBy RULES)
                             * @enum {unknown}
                             */
                            categoryCd?: "DEATH_GENERAL" | "DEATH_DISEASE" | "DEATH_INJURY" | "DISABILITY_DISEASE" | "DISABILITY_INJURY" | "CANCER" | "MINOR_CANCER" | "CEREBRAL_HEMORRHAGE" | "STROKE" | "CEREBROVASCULAR" | "ACUTE_MI" | "ISCHEMIC_HEART" | "SURGERY_DISEASE" | "SURGERY_INJURY" | "HOSPITAL_DISEASE" | "HOSPITAL_INJURY" | "MEDICAL_EXPENSE" | "LIABILITY" | "DENTAL" | "DEMENTIA_CARE" | "DRIVER";
                            /** @description The insurer's name of the coverage */
                            coverageNm: string;
                            /** @description YYYY-MM-DD, or null */
                            endDate?: string | null;
                            /** @description YYYY-MM-DD */
                            startDate: string;
                        }[];
                        /** @description YYYY-MM-DD, or null */
                        endDate?: string | null;
                        /** @description A code of GET /api/v1/claim/insurers, or null with insuCompNm */
                        insuCompCd?: string | null;
                        insuCompNm?: string;
                        insured?: {
                            /** @description YYYYMMDD */
                            birthDate?: string;
                            name: string;
                        };
                        /** @enum {unknown} */
                        payCycle: "MONTHLY" | "QUARTERLY" | "SEMIANNUAL" | "ANNUAL" | "LUMP_SUM";
                        /** @description YYYY-MM-DD, or null */
                        payEndDate?: string | null;
                        /** @description KRW */
                        premium: number;
                        productNm: string;
                        /** @enum {unknown} */
                        productType: "PROTECTION" | "SAVINGS" | "ANNUITY";
                        /** @enum {unknown} */
                        status: "ACTIVE" | "LAPSED" | "MATURED" | "CANCELLED";
                        /** @description YYYY-MM-DD, or null */
                        statusDate?: string | null;
                    }[];
                    /** @description The consultant the work is for */
                    fcUserCi: string;
                    /** @description A VERIFIED verification */
                    verificationId?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Only while REQUESTED or PROCESSING: the seconds to wait before reading the analysis again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageAnalysis"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, CONSULTANT_UNKNOWN, TERMS_NOT_AGREED, VERIFICATION_NOT_USABLE, INSURER_NOT_FOUND. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "CONSULTANT_UNKNOWN" | "TERMS_NOT_AGREED" | "VERIFICATION_NOT_USABLE" | "INSURER_NOT_FOUND";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: CONSULTANT_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CONSULTANT_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getCoverageAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description Only while REQUESTED or PROCESSING: the seconds to wait before reading the analysis again */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageAnalysis"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getCoverageReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageReport"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: ANALYSIS_NOT_READY, ANALYSIS_FAILED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getCoverageReportPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (A4, Korean) */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    /** @description attachment; the file name names client and date */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: ANALYSIS_NOT_READY, ANALYSIS_FAILED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listCoverageTransmissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many items match, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalysisTransmission"][];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: ANALYSIS_NOT_READY, ANALYSIS_FAILED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createCoverageTransmission: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: "SMS" | "KAKAO" | "EMAIL";
                    /** @description CLIENT: a link to the client's phone (SMS or KAKAO); FC: an e-mail to the consultant (EMAIL) */
                    recipient: "CLIENT" | "FC";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalysisTransmission"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, TRANSMISSION_CHANNEL_INVALID, RECIPIENT_HAS_NO_ADDRESS. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "TRANSMISSION_CHANNEL_INVALID" | "RECIPIENT_HAS_NO_ADDRESS";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS, ANALYSIS_NOT_READY, ANALYSIS_FAILED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS" | "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED, TRANSMISSION_TOO_SOON. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED" | "TRANSMISSION_TOO_SOON";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    revokeCoverageTransmissionLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
                transmissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, TRANSMISSION_HAS_NO_LINK. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "TRANSMISSION_HAS_NO_LINK";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND, TRANSMISSION_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND" | "TRANSMISSION_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listCoverageCategories: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageCategory"][];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listCoverageTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description public, max-age=<seconds> */
                    "Cache-Control"?: string;
                    /** @description Send it back in If-None-Match to get 304 while unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimTerms"][];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    /** @description The unchanged representation */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    beginCoverageVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every required term of the owner valid now (GET .../terms) */
                    agreedTermsIds: number[];
                    client: {
                        /** @description YYYYMMDD */
                        birthDate: string;
                        /** @enum {unknown} */
                        carrier: "SKT" | "KT" | "LGU" | "SKT_MVNO" | "KT_MVNO" | "LGU_MVNO";
                        /** @enum {unknown} */
                        gender: "M" | "F";
                        /** @description Required for a client under 14: consents and authenticates instead (PIPA §22-2) */
                        legalRepresentative?: {
                            /** @description YYYYMMDD */
                            birthDate: string;
                            /** @enum {unknown} */
                            carrier: "SKT" | "KT" | "LGU" | "SKT_MVNO" | "KT_MVNO" | "LGU_MVNO";
                            name: string;
                            /** @description A Korean mobile number, any format */
                            phone: string;
                            /** @description 부, 모, 후견인, ... */
                            relation: string;
                        };
                        name: string;
                        /** @description A Korean mobile number, any format */
                        phone: string;
                        /** @description Resident registration number (13 digits), write-only, only for sources that ask for it */
                        rrn?: string;
                    };
                    /** @description The consultant the work is for */
                    fcUserCi: string;
                    /** @description The client's login at the data source, write-only, kept until the provider transaction ends */
                    institutionLogin?: {
                        loginId: string;
                        password: string;
                    };
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageVerification"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, CONSULTANT_UNKNOWN, TERMS_NOT_AGREED, INSTITUTION_ACCOUNT_REQUIRED, VERIFICATION_FAILED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "CONSULTANT_UNKNOWN" | "TERMS_NOT_AGREED" | "INSTITUTION_ACCOUNT_REQUIRED" | "VERIFICATION_FAILED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: CONSULTANT_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CONSULTANT_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getCoverageVerification: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                verificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageVerification"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: VERIFICATION_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VERIFICATION_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    confirmCoverageVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                verificationId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The code the client received (SMS_CODE) */
                    code?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageVerification"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, VERIFICATION_CLOSED, VERIFICATION_CODE_MISMATCH, VERIFICATION_FAILED, INSTITUTION_ACCOUNT_REQUIRED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "VERIFICATION_CLOSED" | "VERIFICATION_CODE_MISMATCH" | "VERIFICATION_FAILED" | "INSTITUTION_ACCOUNT_REQUIRED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: VERIFICATION_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VERIFICATION_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS, AUTH_PENDING. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS" | "AUTH_PENDING";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    resendCoverageVerification: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                verificationId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CoverageVerification"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, VERIFICATION_CLOSED, VERIFICATION_FAILED, VERIFICATION_RESEND_LIMIT, INSTITUTION_ACCOUNT_REQUIRED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "VERIFICATION_CLOSED" | "VERIFICATION_FAILED" | "VERIFICATION_RESEND_LIMIT" | "INSTITUTION_ACCOUNT_REQUIRED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: VERIFICATION_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VERIFICATION_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED, VERIFICATION_RESEND_TOO_SOON. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED" | "VERIFICATION_RESEND_TOO_SOON";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    distributeLeads: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Portal user */
                    fromPortalId: number;
                    /** @description Lead ids; a repeated id counts once */
                    leadIds: string[];
                    /** @description Portal user */
                    toPortalId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributionResult"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, SAME_PORTAL, LEAD_NOT_OWNED, MIXED_PRODUCTS, OPEN_AS_REQUEST, CONTACT_SUPPRESSED, LEAD_ERASED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "SAME_PORTAL" | "LEAD_NOT_OWNED" | "MIXED_PRODUCTS" | "OPEN_AS_REQUEST" | "CONTACT_SUPPRESSED" | "LEAD_ERASED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    recallDistribution: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Lead ids; a repeated id counts once */
                    leadIds: string[];
                    /** @description Portal user */
                    portalId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RecallResult"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, NOT_DISTRIBUTED_BY_PORTAL, LEAD_USED, OPEN_AS_REQUEST. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "NOT_DISTRIBUTED_BY_PORTAL" | "LEAD_USED" | "OPEN_AS_REQUEST";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    completeUpload: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Required with a portal key; omitted with a provider key */
                    portalId?: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileStatus"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, FILE_NOT_UPLOADED, FILE_SIZE_MISMATCH, FILE_TYPE_MISMATCH, UNSUPPORTED_SPREADSHEET. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "FILE_NOT_UPLOADED" | "FILE_SIZE_MISMATCH" | "FILE_TYPE_MISMATCH" | "UNSUPPORTED_SPREADSHEET";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: FILE_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "FILE_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    uploadFileContent: {
        parameters: {
            query: {
                expires: string;
                signature: string;
            };
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/pdf": string;
                "application/vnd.ms-excel": string;
                "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                "audio/mp4": string;
                "audio/mpeg": string;
                "audio/wav": string;
                "image/heic": string;
                "image/jpeg": string;
                "image/png": string;
                "text/csv": string;
                "text/plain": string;
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["FileStatus"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, FILE_ALREADY_UPLOADED, FILE_TYPE_MISMATCH, FILE_SIZE_MISMATCH, UPLOAD_ABORTED, UNSUPPORTED_SPREADSHEET, FILE_NOT_UPLOADED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "FILE_ALREADY_UPLOADED" | "FILE_TYPE_MISMATCH" | "FILE_SIZE_MISMATCH" | "UPLOAD_ABORTED" | "UNSUPPORTED_SPREADSHEET" | "FILE_NOT_UPLOADED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: UPLOAD_SIGNATURE_INVALID, UPLOAD_URL_EXPIRED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "UPLOAD_SIGNATURE_INVALID" | "UPLOAD_URL_EXPIRED";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE, FILE_SIZE_MISMATCH. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE" | "FILE_SIZE_MISMATCH";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getSignedFileContent: {
        parameters: {
            query: {
                expires: string;
                signature: string;
            };
            header?: never;
            path: {
                fileId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "application/vnd.ms-excel": string;
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": string;
                    "audio/mp4": string;
                    "audio/mpeg": string;
                    "audio/wav": string;
                    "image/heic": string;
                    "image/jpeg": string;
                    "image/png": string;
                    "text/csv": string;
                    "text/plain": string;
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: DOWNLOAD_URL_INVALID. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DOWNLOAD_URL_INVALID";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: FILE_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "FILE_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createUploadUrl: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The original file name, shown as originalName */
                    fileName: string;
                    /**
                     * @description JPEG, PNG, HEIC or PDF (the first bytes of the upload must show this type); for LEAD_IMPORT CSV or text (text/csv, text/plain, application/vnd.ms-excel) or XLSX, checked by parsing; for CONSENT_EVIDENCE also a call recording (audio/mpeg, audio/mp4, audio/wav); for CONSENT_TERMS PDF or UTF-8 text (text/plain)
                     * @enum {unknown}
                     */
                    mimeType: "image/jpeg" | "image/png" | "image/heic" | "application/pdf" | "text/csv" | "text/plain" | "application/vnd.ms-excel" | "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet" | "audio/mpeg" | "audio/mp4" | "audio/wav";
                    /** @description Required with a portal key; omitted with a provider key */
                    portalId?: number;
                    /**
                     * @description What the file will be attached to
                     * @enum {unknown}
                     */
                    purpose: "AS_EVIDENCE" | "LEAD_ATTACHMENT" | "CLAIM_DOCUMENT" | "LEAD_IMPORT" | "CONSENT_EVIDENCE" | "CONSENT_TERMS";
                    /** @description Exact size in bytes (at most 20 MiB; 50 MiB for LEAD_IMPORT) */
                    size: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UploadUrl"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE, TOKEN_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE" | "TOKEN_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listAsRequests: {
        parameters: {
            query: {
                /** @description YYYY-MM-DD (Korea time) or an ISO 8601 date-time */
                createdFrom?: string;
                /** @description YYYY-MM-DD (Korea time) or an ISO 8601 date-time */
                createdTo?: string;
                /** @description Identifier (decimal string) */
                leadId?: string;
                limit?: number;
                page?: number;
                /** @description Portal user */
                portalId: number;
                /** @description One status or several, comma-separated */
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsRequestList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createAsRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    customerMemo?: string;
                    /** @description Uploaded AS_EVIDENCE files */
                    fileIds?: string[];
                    /** @description Identifier (decimal string) */
                    leadId: string;
                    /** @description Portal user */
                    portalId: number;
                    reasonCode: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsRequest"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, AS_REASON_NOT_FOUND, AS_REASON_INACTIVE, AS_WINDOW_CLOSED, AS_ALREADY_OPEN, FILE_NOT_FOUND, FILE_NOT_UPLOADED, FILE_PURPOSE_MISMATCH. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "AS_REASON_NOT_FOUND" | "AS_REASON_INACTIVE" | "AS_WINDOW_CLOSED" | "AS_ALREADY_OPEN" | "FILE_NOT_FOUND" | "FILE_NOT_UPLOADED" | "FILE_PURPOSE_MISMATCH";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getAsRequest: {
        parameters: {
            query: {
                by?: "id" | "lead";
                /** @description Portal user */
                portalId: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsRequest"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE, AS_REQUEST_FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE" | "AS_REQUEST_FORBIDDEN";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: AS_REQUEST_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "AS_REQUEST_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    cancelAsRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Portal user */
                    portalId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Success"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, AS_INVALID_TRANSITION. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "AS_INVALID_TRANSITION";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE, AS_REQUEST_FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE" | "AS_REQUEST_FORBIDDEN";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: AS_REQUEST_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "AS_REQUEST_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listAsReasons: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AsReasonList"];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listLeads: {
        parameters: {
            query: {
                gender?: string;
                hasAs?: "true" | "false" | "Y" | "N";
                limit?: number;
                page?: number;
                /** @description Portal user */
                portalId: number;
                region?: string;
                search?: string;
                sortBy?: "assignedAt" | "usedAt" | "age";
                sortOrder?: "asc" | "desc";
                used?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    registerLead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    address?: string;
                    birth_date?: string;
                    consent?: components["schemas"]["ConsentInput"];
                    /** Format: email */
                    email?: string;
                    gender?: string;
                    memo?: string;
                    /** @description Free JSON object, ≤ 16 KiB */
                    metadata?: {
                        [key: string]: unknown;
                    };
                    name: string;
                    phone: string;
                    /** @description Portal user */
                    portalId?: number;
                    /** @description Identifier (decimal string) */
                    productId: string;
                    /** @description Identifier (decimal string) */
                    providerId: string;
                    region?: string;
                    ssn?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegisteredLead"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, PROVIDER_NOT_FOUND, PRODUCT_NOT_FOUND, PRODUCT_NOT_MAPPED, FILE_NOT_FOUND, FILE_NOT_UPLOADED, FILE_PURPOSE_MISMATCH, SSN_NOT_ACCEPTED, CONSENT_TERMS_UNKNOWN, CONSENT_TERMS_MISMATCH, CONSENT_STALE, CONSENT_ITEM_MISSING, CONSENT_REQUIRED, CONSENT_PURPOSE_MISSING, CONSENT_EVIDENCE_REQUIRED, CONSENT_RECIPIENT_MISMATCH, FILE_NOT_USABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "PROVIDER_NOT_FOUND" | "PRODUCT_NOT_FOUND" | "PRODUCT_NOT_MAPPED" | "FILE_NOT_FOUND" | "FILE_NOT_UPLOADED" | "FILE_PURPOSE_MISMATCH" | "SSN_NOT_ACCEPTED" | "CONSENT_TERMS_UNKNOWN" | "CONSENT_TERMS_MISMATCH" | "CONSENT_STALE" | "CONSENT_ITEM_MISSING" | "CONSENT_REQUIRED" | "CONSENT_PURPOSE_MISSING" | "CONSENT_EVIDENCE_REQUIRED" | "CONSENT_RECIPIENT_MISMATCH" | "FILE_NOT_USABLE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS, CONTACT_SUPPRESSED, DUPLICATE_CONTACT. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS" | "CONTACT_SUPPRESSED" | "DUPLICATE_CONTACT";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getLead: {
        parameters: {
            query: {
                /** @description Portal user */
                portalId: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listLeadOutcomes: {
        parameters: {
            query: {
                limit?: number;
                page?: number;
                /** @description Portal user */
                portalId: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadOutcomeList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    recordLeadOutcome: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description The appointment: required for APPOINTMENT
                     */
                    appointmentAt?: string;
                    /**
                     * Format: date-time
                     * @description When the call ended so (default now): not in the future, not before the lead became yours
                     */
                    at?: string;
                    /**
                     * Format: date-time
                     * @description When to call back: required for CALLBACK
                     */
                    callbackAt?: string;
                    /** @description Personal data: sealed at rest, shown only to who wrote it */
                    note?: string;
                    /** @enum {unknown} */
                    outcome: "NO_ANSWER" | "CALLBACK" | "CONSULTED" | "APPOINTMENT" | "APPLIED" | "NOT_INTERESTED" | "DO_NOT_CALL" | "DISCONNECTED" | "WRONG_PERSON";
                    /** @description Portal user */
                    portalId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadOutcome"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, LEAD_ERASED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "LEAD_ERASED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    useLead: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Portal user */
                    portalId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Lead"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, CONTACT_SUPPRESSED, LEAD_ERASED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "CONTACT_SUPPRESSED" | "LEAD_ERASED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    lookupLeadContacts: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    leadIds: string[];
                    /** @description Portal user */
                    portalId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadContacts"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listDistributedAwayLeads: {
        parameters: {
            query: {
                hasAs?: "true" | "false" | "Y" | "N";
                limit?: number;
                page?: number;
                /** @description Portal user */
                portalId: number;
                /** @description Identifier (decimal string) */
                providerId?: string;
                search?: string;
                sortBy?: "distributedAt" | "usedAt";
                sortOrder?: "asc" | "desc";
                used?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DistributedAwayLeadList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    startLeadImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Lead field → the header text of the column that holds it, for headers the Korean and English synonyms (이름, 휴대폰, 연락처, 지역, 생년월일, name, phone, …) do not cover */
                    columnMapping?: {
                        address?: string;
                        birth_date?: string;
                        email?: string;
                        gender?: string;
                        memo?: string;
                        name?: string;
                        phone?: string;
                        region?: string;
                        ssn?: string;
                    };
                    /** @description Check every row and count what would happen; register nothing, keep the file */
                    dryRun?: boolean;
                    /**
                     * @description Text files only: overrides the detection (byte-order mark, else UTF-8, else CP949)
                     * @enum {unknown}
                     */
                    encoding?: "UTF-8" | "CP949" | "EUC-KR" | "UTF-16LE";
                    /** @description An uploaded LEAD_IMPORT file of the provider */
                    fileId: string;
                    /** @description Identifier (decimal string) */
                    productId: string;
                    /** @description Identifier (decimal string) */
                    providerId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadImport"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, PROVIDER_NOT_FOUND, PRODUCT_NOT_FOUND, PRODUCT_NOT_MAPPED, FILE_NOT_FOUND, FILE_NOT_UPLOADED, FILE_PURPOSE_MISMATCH, IMPORT_FILE_UNREADABLE, UNSUPPORTED_SPREADSHEET, IMPORT_COLUMN_MISSING, IMPORT_COLUMN_UNKNOWN. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "PROVIDER_NOT_FOUND" | "PRODUCT_NOT_FOUND" | "PRODUCT_NOT_MAPPED" | "FILE_NOT_FOUND" | "FILE_NOT_UPLOADED" | "FILE_PURPOSE_MISMATCH" | "IMPORT_FILE_UNREADABLE" | "UNSUPPORTED_SPREADSHEET" | "IMPORT_COLUMN_MISSING" | "IMPORT_COLUMN_UNKNOWN";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS, IMPORT_FILE_IN_USE. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS" | "IMPORT_FILE_IN_USE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getLeadImport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadImport"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: IMPORT_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IMPORT_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    cancelLeadImport: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["LeadImport"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, IMPORT_FINISHED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "IMPORT_FINISHED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: IMPORT_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IMPORT_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getLeadImportErrors: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description row,column,code,message — UTF-8 with a byte-order mark; never a cell of the file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: IMPORT_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IMPORT_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listMedicalAnalyses: {
        parameters: {
            query?: {
                /** @description YYYYMMDD */
                birthDate?: string;
                clientName?: string;
                /** @description The consultant the work is for */
                fcUserCi?: string;
                /** @description YYYY-MM-DD */
                from?: string;
                page?: number;
                pageSize?: number;
                /** @description One or several of the statuses, comma-separated */
                status?: string;
                /** @description YYYY-MM-DD */
                to?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many items match, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalAnalysisSummary"][];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: CONSULTANT_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CONSULTANT_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getMedicalAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalAnalysis"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listMedicalCheckups: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many items match, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalCheckup"][];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: SENSITIVE_DATA_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SENSITIVE_DATA_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: ANALYSIS_NOT_READY, ANALYSIS_FAILED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    linkMedicalCoverageAnalysis: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    coverageAnalysisId: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalAnalysis"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, COVERAGE_ANALYSIS_NOT_USABLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "COVERAGE_ANALYSIS_NOT_USABLE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: SENSITIVE_DATA_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SENSITIVE_DATA_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: ANALYSIS_NOT_READY, ANALYSIS_FAILED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listMedicalMedications: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many items match, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalMedication"][];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: SENSITIVE_DATA_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SENSITIVE_DATA_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: ANALYSIS_NOT_READY, ANALYSIS_FAILED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getMedicalReport: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalReport"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: SENSITIVE_DATA_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SENSITIVE_DATA_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: ANALYSIS_NOT_READY, ANALYSIS_FAILED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getMedicalReportPdf: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The report (A4, Korean) */
            200: {
                headers: {
                    /** @description no-store */
                    "Cache-Control"?: string;
                    /** @description attachment; the file name names client and date */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: SENSITIVE_DATA_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SENSITIVE_DATA_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: ANALYSIS_NOT_READY, ANALYSIS_FAILED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listMedicalTransmissions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many items match, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalysisTransmission"][];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: SENSITIVE_DATA_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SENSITIVE_DATA_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: ANALYSIS_NOT_READY, ANALYSIS_FAILED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createMedicalTransmission: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    channel: "SMS" | "KAKAO" | "EMAIL";
                    /** @description CLIENT: a link to the client's phone (SMS or KAKAO); FC: an e-mail to the consultant (EMAIL) */
                    recipient: "CLIENT" | "FC";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AnalysisTransmission"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, TRANSMISSION_CHANNEL_INVALID, RECIPIENT_HAS_NO_ADDRESS. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "TRANSMISSION_CHANNEL_INVALID" | "RECIPIENT_HAS_NO_ADDRESS";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: SENSITIVE_DATA_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SENSITIVE_DATA_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS, ANALYSIS_NOT_READY, ANALYSIS_FAILED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS" | "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED, TRANSMISSION_TOO_SOON. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED" | "TRANSMISSION_TOO_SOON";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    revokeMedicalTransmissionLink: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
                transmissionId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, TRANSMISSION_HAS_NO_LINK. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "TRANSMISSION_HAS_NO_LINK";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: SENSITIVE_DATA_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SENSITIVE_DATA_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND, TRANSMISSION_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND" | "TRANSMISSION_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listMedicalTreatments: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                analysisId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many items match, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalTreatment"][];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: SENSITIVE_DATA_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SENSITIVE_DATA_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: ANALYSIS_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: ANALYSIS_NOT_READY, ANALYSIS_FAILED. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_NOT_READY" | "ANALYSIS_FAILED";
                    };
                };
            };
            /** @description The object existed, but its data were deleted after their retention period. Codes: ANALYSIS_EXPIRED. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ANALYSIS_EXPIRED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    startMedicalAuthRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Every required term of the owner valid now (GET .../terms) */
                    agreedTermsIds: number[];
                    /**
                     * @description The app the client approves the push in
                     * @enum {unknown}
                     */
                    authMethod: "KAKAO" | "PASS" | "NAVER" | "TOSS" | "PAYCO" | "KB" | "SAMSUNG";
                    client: {
                        /** @description YYYYMMDD */
                        birthDate: string;
                        /** @enum {unknown} */
                        carrier: "SKT" | "KT" | "LGU" | "SKT_MVNO" | "KT_MVNO" | "LGU_MVNO";
                        /** @enum {unknown} */
                        gender: "M" | "F";
                        /** @description Required for a client under 14: consents and authenticates instead (PIPA §22-2) */
                        legalRepresentative?: {
                            /** @description YYYYMMDD */
                            birthDate: string;
                            /** @enum {unknown} */
                            carrier: "SKT" | "KT" | "LGU" | "SKT_MVNO" | "KT_MVNO" | "LGU_MVNO";
                            name: string;
                            /** @description A Korean mobile number, any format */
                            phone: string;
                            /** @description 부, 모, 후견인, ... */
                            relation: string;
                        };
                        name: string;
                        /** @description A Korean mobile number, any format */
                        phone: string;
                    };
                    /** @description A COMPLETED coverage analysis of the same consultant and client */
                    coverageAnalysisId?: string;
                    /** @description The consultant the work is for */
                    fcUserCi: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalAuthRequest"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, CONSULTANT_UNKNOWN, TERMS_NOT_AGREED, COVERAGE_ANALYSIS_NOT_USABLE, INSTITUTION_ACCOUNT_REQUIRED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "CONSULTANT_UNKNOWN" | "TERMS_NOT_AGREED" | "COVERAGE_ANALYSIS_NOT_USABLE" | "INSTITUTION_ACCOUNT_REQUIRED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: CONSULTANT_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CONSULTANT_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getMedicalAuthRequest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                authRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalAuthRequest"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: AUTH_REQUEST_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "AUTH_REQUEST_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    completeMedicalAuthRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                authRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalAuthRequest"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, AUTH_DENIED, AUTH_EXPIRED, AUTH_FAILED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "AUTH_DENIED" | "AUTH_EXPIRED" | "AUTH_FAILED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: AUTH_REQUEST_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "AUTH_REQUEST_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS, AUTH_PENDING. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS" | "AUTH_PENDING";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    retryMedicalAuthRequest: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                authRequestId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["MedicalAuthRequest"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, AUTH_REQUEST_NOT_RETRYABLE, AUTH_RETRY_LIMIT, INSTITUTION_ACCOUNT_REQUIRED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "AUTH_REQUEST_NOT_RETRYABLE" | "AUTH_RETRY_LIMIT" | "INSTITUTION_ACCOUNT_REQUIRED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: AUTH_REQUEST_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "AUTH_REQUEST_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED, AUTH_RETRY_TOO_SOON. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED" | "AUTH_RETRY_TOO_SOON";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listMedicalTerms: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description public, max-age=<seconds> */
                    "Cache-Control"?: string;
                    /** @description Send it back in If-None-Match to get 304 while unchanged */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClaimTerms"][];
                };
            };
            /** @description Not modified (If-None-Match matched the ETag) */
            304: {
                headers: {
                    /** @description The unchanged representation */
                    ETag?: string;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getNotificationSettings: {
        parameters: {
            query: {
                /** @description Portal user */
                portalId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    putNotificationSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @description KAKAO: KakaoTalk 알림톡, SMS when it fails; SMS; NONE: no message
                     * @enum {unknown}
                     */
                    channel: "KAKAO" | "SMS" | "NONE";
                    /** @description The consultant’s phone (010-1234-5678, 01012345678 or +82 10-1234-5678): required unless NONE */
                    phone?: string | null;
                    /** @description Portal user */
                    portalId: number;
                    /** @description Default 21:00–08:00 */
                    quietHours?: components["schemas"]["QuietHours"] | null;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NotificationSettings"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listNotificationLog: {
        parameters: {
            query: {
                limit?: number;
                page?: number;
                /** @description Portal user */
                portalId: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["NoticeLog"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listOrders: {
        parameters: {
            query?: {
                createdFrom?: string;
                createdTo?: string;
                limit?: number;
                page?: number;
                /** @description Portal user */
                portalId?: number;
                sortBy?: "createdAt" | "reservationDate" | "orderedDbQuantity";
                sortOrder?: "asc" | "desc";
                /** @description One status or several, comma-separated */
                status?: string;
                /** @description Portal user */
                userId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    memo?: string;
                    ordererContact: string;
                    ordererName: string;
                    /** @description Portal user */
                    portalId: number;
                    /** @description Identifier (decimal string) */
                    productId: string;
                    /** @description Identifier (decimal string) */
                    providerId?: string;
                    regionMemo?: string;
                    regionQuantities: {
                        quantity: number;
                        region: string;
                    }[];
                    /** @description YYYY-MM-DD (Korea time) or an ISO 8601 date-time */
                    reservationDate?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, PRODUCT_NOT_MAPPED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "PRODUCT_NOT_MAPPED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: PRODUCT_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PRODUCT_NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query: {
                /** @description Portal user */
                portalId: number;
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderListItem"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    cancelOrder: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    memo?: string;
                    /** @description Portal user */
                    portalId: number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Order"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, ORDER_ALREADY_CANCELLED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "ORDER_ALREADY_CANCELLED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "KEY_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createOrganization: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    parentId?: null | number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, ORG_NOT_FOUND. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "ORG_NOT_FOUND";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: ROLE_FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ROLE_FORBIDDEN";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, ORG_HAS_CHILDREN, ORG_HAS_MEMBERS. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "ORG_HAS_CHILDREN" | "ORG_HAS_MEMBERS";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: ROLE_FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ROLE_FORBIDDEN";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateOrganization: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    parentId?: null | number;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Organization"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, ORG_NOT_FOUND, ORG_CYCLE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "ORG_NOT_FOUND" | "ORG_CYCLE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: ROLE_FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ROLE_FORBIDDEN";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getOrganizationChart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrgChartNode"][];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getProductAsPolicy: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                productId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProductAsPolicy"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listRegions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RegionList"];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "SESSION_INVALID";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listUsers: {
        parameters: {
            query?: {
                active?: boolean;
                orgId?: number;
                page?: number;
                pageSize?: number;
                role?: "ADMIN" | "MANAGER" | "FC";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    /** @description How many items match, over all pages */
                    "X-Total-Count"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"][];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: ROLE_FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ROLE_FORBIDDEN";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createUser: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Unique identifier of the consultant (CI) */
                    ci: string;
                    email?: null | string;
                    name: string;
                    orgId?: null | number;
                    phone?: null | string;
                    role: "ADMIN" | "MANAGER" | "FC";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED, ORG_NOT_FOUND. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED" | "ORG_NOT_FOUND";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: ROLE_FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ROLE_FORBIDDEN";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS, USER_CI_TAKEN. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS" | "USER_CI_TAKEN";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deactivateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: ROLE_FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ROLE_FORBIDDEN";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    active?: boolean;
                    email?: null | string;
                    name?: string;
                    orgId?: null | number;
                    phone?: null | string;
                    role?: "ADMIN" | "MANAGER" | "FC";
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["User"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, ORG_NOT_FOUND. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "ORG_NOT_FOUND";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: ROLE_FORBIDDEN. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "ROLE_FORBIDDEN";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookList"];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: TOKEN_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_SCOPE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    events: ("lead.assigned" | "lead.recalled" | "lead.suppressed" | "lead.unsuppressed" | "lead.returned" | "as.status_changed" | "order.completed" | "claim.status_changed" | "coverage_analysis.completed" | "medical_analysis.completed" | "lead_import.completed")[];
                    /** @description https (port 443 or 1024–65535, no credentials) on a public address */
                    url: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreatedWebhook"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: TOKEN_SCOPE, KEY_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_SCOPE" | "KEY_SCOPE";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: TOKEN_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: TOKEN_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    description?: string;
                    /** @description true also clears a disabling by the service */
                    enabled?: boolean;
                    events?: ("lead.assigned" | "lead.recalled" | "lead.suppressed" | "lead.unsuppressed" | "lead.returned" | "as.status_changed" | "order.completed" | "claim.status_changed" | "coverage_analysis.completed" | "medical_analysis.completed" | "lead_import.completed")[];
                    /** @description https (port 443 or 1024–65535, no credentials) on a public address */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: TOKEN_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                limit?: number;
                page?: number;
                status?: "PENDING" | "SENDING" | "DELIVERED" | "FAILED";
            };
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookDeliveryList"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: TOKEN_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    redeliverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                deliveryId: string;
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookQueued"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: TOKEN_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    recoverWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * Format: date-time
                     * @description Failed deliveries created at or after this are sent again
                     */
                    since: string;
                };
            };
        };
        responses: {
            /** @description Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookQueued"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: TOKEN_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RotatedWebhookSecret"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: TOKEN_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    testWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: the same key with the same request within 24 hours answers the first response (with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS. */
                "Idempotency-Key"?: components["parameters"]["IdempotencyKey"];
            };
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Response */
            202: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["WebhookQueued"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, IDEMPOTENCY_KEY_REUSED. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "IDEMPOTENCY_KEY_REUSED";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: API_KEY_MISSING, API_KEY_INVALID, API_KEY_REVOKED, TOKEN_MISSING, TOKEN_INVALID, TOKEN_EXPIRED, TOKEN_REVOKED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "API_KEY_MISSING" | "API_KEY_INVALID" | "API_KEY_REVOKED" | "TOKEN_MISSING" | "TOKEN_INVALID" | "TOKEN_EXPIRED" | "TOKEN_REVOKED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: TOKEN_SCOPE. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "TOKEN_SCOPE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "NOT_FOUND";
                    };
                };
            };
            /** @description Conflicts with existing data, an Idempotency-Key still in use, or not ready yet. Codes: IDEMPOTENCY_IN_PROGRESS. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "IDEMPOTENCY_IN_PROGRESS";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    consoleOptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleOptions"];
                };
            };
            429: components["responses"]["TooManyRequests"];
            503: components["responses"]["ServiceUnavailable"];
        };
    };
    consoleSetPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    token: string;
                };
            };
        };
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, PASSWORD_LINK_INVALID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "PASSWORD_LINK_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: CSRF_REJECTED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CSRF_REJECTED";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    consoleSession: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConsoleSession"];
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SESSION_INVALID";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    consoleSignIn: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInResult"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: SIGN_IN_FAILED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SIGN_IN_FAILED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: CSRF_REJECTED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CSRF_REJECTED";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    consoleSignInTotp: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    code: string;
                };
            };
        };
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SignInResult"];
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: SESSION_INVALID, SIGN_IN_FAILED. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SESSION_INVALID" | "SIGN_IN_FAILED";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: CSRF_REJECTED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CSRF_REJECTED";
                    };
                };
            };
            /** @description The request body is over the limit. Codes: PAYLOAD_TOO_LARGE. */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "PAYLOAD_TOO_LARGE";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED, AUTH_RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED" | "AUTH_RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    consoleSignOut: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description No content */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Missing, unknown, revoked or expired credentials. Codes: SESSION_INVALID. */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SESSION_INVALID";
                    };
                };
            };
            /** @description The credentials may not do this. Codes: CSRF_REJECTED. */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "CSRF_REJECTED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    consoleSsoCallback: {
        parameters: {
            query?: {
                state?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description text/html */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string;
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE, SSO_STATE_INVALID. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE" | "SSO_STATE_INVALID";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: SSO_NOT_CONFIGURED. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SSO_NOT_CONFIGURED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE, SSO_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE" | "SSO_UNAVAILABLE";
                    };
                };
            };
        };
    };
    consoleSsoStart: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Found: a redirect (Location) */
            302: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description No such object, or not one the caller may see. Codes: SSO_NOT_CONFIGURED. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "SSO_NOT_CONFIGURED";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE, SSO_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE" | "SSO_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getStoredFile: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                key: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/pdf": string;
                    "image/heic": string;
                    "image/jpeg": string;
                    "image/png": string;
                };
            };
            /** @description Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why. Codes: VALIDATION_FAILED, BAD_REQUEST, BAD_URL, INVALID_JSON, INVALID_CONTENT_LENGTH, UNSUPPORTED_MEDIA_TYPE, JSON_TOO_DEEP, INVALID_VALUE. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "VALIDATION_FAILED" | "BAD_REQUEST" | "BAD_URL" | "INVALID_JSON" | "INVALID_CONTENT_LENGTH" | "UNSUPPORTED_MEDIA_TYPE" | "JSON_TOO_DEEP" | "INVALID_VALUE";
                    };
                };
            };
            /** @description No such object, or not one the caller may see. Codes: FILE_NOT_FOUND. */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "FILE_NOT_FOUND";
                    };
                };
            };
            /** @description Over a limit; see Retry-After. Codes: RATE_LIMITED. */
            429: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "RATE_LIMITED";
                    };
                };
            };
            /** @description Not reachable right now; see Retry-After. Codes: DATABASE_UNAVAILABLE. */
            503: {
                headers: {
                    /** @description Seconds to wait before retrying */
                    "Retry-After"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["ErrorResponse"] & {
                        /** @enum {string} */
                        code: "DATABASE_UNAVAILABLE";
                    };
                };
            };
        };
    };
    getHealth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
    getReadiness: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description OK */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
            /** @description Response */
            503: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Health"];
                };
            };
        };
    };
}
