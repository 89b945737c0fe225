import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Static, type TSchema, Type } from 'typebox';
import { codesFor, type ErrorCode } from './error-codes.js';
import { ERROR_CODES_KEY } from './errors.js';

/**
 * The OpenAPI document is generated from the route schemas; this module holds what is shared by all of them:
 * the tags, the named components and the common error responses. See docs/decisions/operations.md, "OpenAPI
 * document".
 */

/** Declared once at the top level, with a description; a route's `tags` must name one of these. */
export const TAGS = [
  { name: 'Operations', description: 'Liveness and readiness probes (no credentials, never rate limited).' },
  { name: 'Catalog', description: 'Regions and product after-service policies, for portal and provider keys.' },
  { name: 'Leads', description: 'Registering leads (provider keys) and the portal user’s owned leads.' },
  {
    name: 'Notifications',
    description: 'How a portal user is told of leads (KakaoTalk 알림톡, SMS) and the log of the messages sent.',
  },
  {
    name: 'Lead imports',
    description: 'Registering many leads from a CSV or XLSX file (provider keys), with progress and errors.csv.',
  },
  {
    name: 'Orders',
    description: 'Orders of a portal user: placing, listing, reading, cancelling them and setting their routing rules.',
  },
  { name: 'Routing', description: 'A consultant’s routing profile: pausing every order of theirs (leave, training).' },
  { name: 'Distribution', description: 'Passing owned leads to another portal user, and recalling them.' },
  { name: 'After-service', description: 'After-service (AS) requests: returning a bad lead for a replacement.' },
  { name: 'Files', description: 'Signed uploads of AS evidence, lead attachments and claim documents.' },
  { name: 'Claims: auth', description: 'OAuth 2.0 token endpoint, signing keys and consultant single sign-on.' },
  {
    name: 'Claims: consultants and organizations',
    description: 'Consultants (users) of the claims interface and their organization chart.',
  },
  { name: 'Claims: reference data', description: 'Insurers, banks, post-office centers and job codes.' },
  { name: 'Claims: terms', description: 'Terms a client must agree to before a claim is filed with an insurer.' },
  { name: 'Claims', description: 'Filing insurance claims and reading the claim history.' },
  {
    name: 'Coverage analysis',
    description: "A client's insurance contracts, fetched with consent and an identity step, analysed by category.",
  },
  {
    name: 'Medical coverage analysis',
    description:
      "A client's treatments, prescriptions and checkups, fetched with consent and a simple authentication: " +
      'checkup judgements, disclosure drafts and benefits still to claim.',
  },
  {
    name: 'Webhooks',
    description: 'Signed deliveries of public events to the endpoints of portal and provider keys and system clients.',
  },
  { name: 'Admin: API keys', description: 'Creating, listing, limiting and revoking API keys (admin keys).' },
  { name: 'Admin: audit', description: 'The timeline of administrative actions and personal-data accesses.' },
  { name: 'Admin: catalog', description: 'Providers, products, AS policies and regions (admin keys).' },
  {
    name: 'Admin: holidays',
    description: 'The public holidays order schedules may skip and the first-contact clock may stop on (admin keys).',
  },
  { name: 'Admin: leads', description: 'Leads across owners (masked), an audited contact reveal, a lead’s history.' },
  {
    name: 'Admin: consumer rights',
    description:
      'A person’s rights over their number: do-not-contact suppressions (연락금지), erasure (삭제 요구) and the ' +
      'lookup that answers a person who calls in.',
  },
  {
    name: 'Admin: consent',
    description:
      'Consent terms registered per provider and version, and a lead’s evidence pack (its supplier, registrant, ' +
      'consent with signed file addresses, custody).',
  },
  { name: 'Admin: orders', description: 'Orders across portal users with their counters (orderer masked).' },
  { name: 'Admin: routing', description: "Any order's routing rules and a consultant's leave, set by operators." },
  { name: 'Admin: allocation', description: 'Running the allocation engine and confirming orders (admin keys).' },
  { name: 'Admin: after-service', description: 'Reviewing AS requests and managing AS reasons (admin keys).' },
  {
    name: 'Admin: claims',
    description: 'System clients, consultants, reference data, terms, the claims list and claim statuses.',
  },
  { name: 'Admin: coverage analysis', description: 'The recommended amounts of the coverage categories.' },
  { name: 'Admin: webhooks', description: "Every integrator's webhook endpoints and how their deliveries go." },
  { name: 'Admin: lead imports', description: "Every provider's bulk lead imports with their status and counters." },
  { name: 'Admin: dashboard', description: "The console dashboard's figures, from a rollup recomputed every minute." },
  {
    name: 'Admin: operators',
    description: 'Console operator accounts: creating, roles, deactivation, password links (docs/console.md).',
  },
  {
    name: 'Console',
    description: "The web console's sign-in, second factor, session and password link (a session cookie, no key).",
  },
];

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Documentation of what a route reads or writes itself and so has no validating schema for (a raw upload
     * stream, a file streamed back): merged into the route's OpenAPI operation only, never used at run time.
     */
    openapi?: {
      body?: Record<string, unknown>;
      response?: Record<number, Record<string, unknown>>;
      /** Response headers the handler sets, by status: `{ 200: { 'X-Total-Count': { type: 'integer' } } }`. */
      headers?: Record<number, Record<string, Record<string, unknown>>>;
    };
  }
}

/** `X-Total-Count` of the bare-array lists (claims interface), for `config.openapi.headers`. */
export const totalCountHeader = {
  'X-Total-Count': { type: 'integer', minimum: 0, description: 'How many items match, over all pages' },
};
/** Answers a page of a bare-array list: its items, with how many match over all pages in `X-Total-Count`. */
export function withTotalCount<T>(reply: FastifyReply, page: { rows: T[]; total: number }): T[] {
  reply.header('x-total-count', String(page.total));
  return page.rows;
}

/** Answers 204 with no body once `done` (the change) has succeeded. */
export async function noContent(reply: FastifyReply, done: Promise<unknown>) {
  await done;
  return reply.status(204).send(null);
}

/** Headers of the public-cacheable answers (`src/claims/http-cache.ts`), for `config.openapi.headers`. */
export const cacheHeaders = {
  200: {
    ETag: { type: 'string', description: 'Send it back in If-None-Match to get 304 while unchanged' },
    'Cache-Control': { type: 'string', description: 'public, max-age=<seconds>' },
  },
  304: { ETag: { type: 'string', description: 'The unchanged representation' } },
};

/** A binary body or answer of the given media types, for `config.openapi`. */
export const binaryContent = (mediaTypes: readonly string[]) => ({
  content: Object.fromEntries(mediaTypes.map((t) => [t, { schema: { type: 'string', format: 'binary' } }])),
});

// ---- named components --------------------------------------------------------------------------------------------

const components = new Map<string, TSchema>();

/**
 * Names a schema as an OpenAPI component (`#/components/schemas/<name>`): it is registered with `app.addSchema`
 * under `$id: name` and used through a `$ref`, so generated clients get a named type. The returned schema keeps the
 * static type of the original, and validation and the compiled response serializer resolve the reference at
 * compile time, so nothing changes per request.
 */
export function component<T extends TSchema>(name: string, schema: T) {
  const existing = components.get(name);
  if (existing && existing !== schema) throw new Error(`OpenAPI component ${name} is defined twice`);
  components.set(name, schema);
  return Type.Unsafe<Static<T>>({ $ref: name });
}

/** Adds every named component to the app (before the routes that refer to them are compiled). */
export function registerComponents(app: FastifyInstance) {
  for (const [name, schema] of components) app.addSchema({ ...schema, $id: name });
}

// ---- common error responses ------------------------------------------------------------------------------------

const retryAfter = {
  'Retry-After': { description: 'Seconds to wait before retrying', schema: { type: 'integer' as const, minimum: 0 } },
};
/** The `Retry-After` header in a route's (Fastify-style) response schema. */
export const retryAfterHeader = { 'Retry-After': { type: 'integer', minimum: 0, description: 'Seconds to wait' } };

/** A shared error response; its description ends with the catalogue's codes for the status. */
const problem = (status: number, description: string, headers?: typeof retryAfter) => ({
  description: `${description}. Codes with this status: ${codesFor(status).join(', ')}.`,
  ...(headers ? { headers } : {}),
  content: { 'application/problem+json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } },
});

/** Shared responses, referenced by every operation that can answer them (`#/components/responses/<name>`). */
const RESPONSES: Record<number, [string, ReturnType<typeof problem>]> = {
  400: [
    'BadRequest',
    problem(400, 'Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why'),
  ],
  401: ['Unauthorized', problem(401, 'Missing, unknown, revoked or expired credentials')],
  403: ['Forbidden', problem(403, 'The credentials may not do this')],
  404: ['NotFound', problem(404, 'No such object, or not one the caller may see')],
  409: [
    'Conflict',
    problem(409, 'Conflicts with existing data (a duplicate), an Idempotency-Key still in use, or not ready yet'),
  ],
  410: ['Gone', problem(410, 'The object existed, but its data were deleted after their retention period')],
  413: ['PayloadTooLarge', problem(413, 'The request body is over the limit')],
  429: [
    'TooManyRequests',
    problem(
      429,
      'Over the rate limit of the key, token or address (RATE_LIMITED), too many failed authentications from ' +
        'the address (AUTH_RATE_LIMITED), a verification resent or an auth request retried too soon ' +
        '(VERIFICATION_RESEND_TOO_SOON, AUTH_RETRY_TOO_SOON), or a report sent to a recipient too often ' +
        '(TRANSMISSION_TOO_SOON)',
      retryAfter,
    ),
  ],
  503: [
    'ServiceUnavailable',
    problem(503, 'The database or the identity provider is not reachable right now', retryAfter),
  ],
};

const STATUS_TEXT: Record<string, string> = {
  200: 'OK',
  201: 'Created',
  204: 'No content',
  302: 'Found: a redirect (Location)',
  304: 'Not modified (If-None-Match matched the ETag)',
};

// Routes that answer before any rate limit or database access.
const NOT_LIMITED = new Set(['/healthz', '/readyz']);
const NO_DATABASE = new Set(['/healthz', '/.well-known/jwks.json']);

type Operation = {
  requestBody?: unknown;
  parameters?: unknown[];
  security?: unknown[];
  responses: Record<string, Record<string, unknown>>;
};

/** The codes each operation's route lists, by status (`errorResponses`), keyed `<method> <OpenAPI path>`. */
type ListedCodes = Map<string, Map<number, ErrorCode[]>>;

const ERROR_SCHEMA = '#/components/schemas/ErrorResponse';

const isProblemRef = (response: Record<string, unknown>) => {
  const content = response.content as Record<string, { schema?: { $ref?: string } }> | undefined;
  return content?.['application/json']?.schema?.$ref === ERROR_SCHEMA;
};

/**
 * Takes the codes out of a route's `errorResponses(...)` entries (into `listed`), leaving plain references to the
 * problem schema for @fastify/swagger, which renders a `$ref` without its neighbours.
 */
function takeListedCodes(
  listed: ListedCodes,
  method: string,
  url: string,
  response: Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  if (!response) return response;
  const byStatus = new Map<number, ErrorCode[]>();
  const plain = Object.fromEntries(
    Object.entries(response).map(([status, schema]) => {
      const codes = (schema as Record<string, unknown> | undefined)?.[ERROR_CODES_KEY];
      if (!Array.isArray(codes)) return [status, schema];
      byStatus.set(Number(status), codes as ErrorCode[]);
      return [status, { $ref: 'ErrorResponse' }];
    }),
  );
  if (byStatus.size > 0) listed.set(`${method.toLowerCase()} ${url.replace(/:(\w+)/g, '{$1}')}`, byStatus);
  return plain;
}

/**
 * The codes the platform itself answers with, before or around any route's own work, by status, where the status
 * applies (`completeResponses`): malformed input, credentials, an Idempotency-Key, the body limit, rate limits, the
 * database.
 */
function commonCodes(status: number, method: string, path: string, op: Operation, idempotent: boolean): ErrorCode[] {
  const schemes = new Set((op.security ?? []).flatMap((s) => Object.keys(s as object)));
  // Every admin route also takes a console session (docs/console.md, "What a session may call").
  const session = path.startsWith('/admin/v1/');
  switch (status) {
    case 400:
      return [
        'VALIDATION_FAILED',
        'BAD_REQUEST',
        'BAD_URL',
        'INVALID_JSON',
        'INVALID_CONTENT_LENGTH',
        'UNSUPPORTED_MEDIA_TYPE',
        'JSON_TOO_DEEP',
        'INVALID_VALUE',
        ...(idempotent ? (['IDEMPOTENCY_KEY_REUSED'] as const) : []),
      ];
    case 401:
      return [
        ...(schemes.has('apiKey') ? (['API_KEY_MISSING', 'API_KEY_INVALID', 'API_KEY_REVOKED'] as const) : []),
        ...(schemes.has('bearer')
          ? (['TOKEN_MISSING', 'TOKEN_INVALID', 'TOKEN_EXPIRED', 'TOKEN_REVOKED'] as const)
          : []),
        ...(session ? (['SESSION_INVALID'] as const) : []),
      ];
    case 403:
      if (!session) return [];
      return method === 'get' ? ['OPERATOR_SCOPE'] : ['OPERATOR_SCOPE', 'CSRF_REJECTED'];
    case 409:
      return idempotent ? ['IDEMPOTENCY_IN_PROGRESS'] : [];
    case 413:
      return ['PAYLOAD_TOO_LARGE'];
    case 429:
      return schemes.size > 0 ? ['RATE_LIMITED', 'AUTH_RATE_LIMITED'] : ['RATE_LIMITED'];
    case 503:
      return ['DATABASE_UNAVAILABLE'];
    default:
      return [];
  }
}

/**
 * The error response of an operation that lists its codes: the shared response's description and headers, and the
 * problem schema with `code` narrowed to these codes (what a client branches on, per operation).
 */
function listedProblem(status: number, codes: readonly ErrorCode[]) {
  const shared = RESPONSES[status]?.[1];
  return {
    description: `${LISTED_DESCRIPTIONS[status] ?? 'An error'}. Codes: ${codes.join(', ')}.`,
    ...(shared && 'headers' in shared ? { headers: shared.headers } : {}),
    content: {
      'application/problem+json': {
        schema: {
          allOf: [
            { $ref: ERROR_SCHEMA },
            { type: 'object', required: ['code'], properties: { code: { type: 'string', enum: codes } } },
          ],
        },
      },
    },
  };
}

/** What an error status means, before the codes an operation lists for it. */
const LISTED_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid request: VALIDATION_FAILED names the fields in `errors`; other codes say why',
  401: 'Missing, unknown, revoked or expired credentials',
  403: 'The credentials may not do this',
  404: 'No such object, or not one the caller may see',
  409: 'Conflicts with existing data, an Idempotency-Key still in use, or not ready yet',
  410: 'The object existed, but its data were deleted after their retention period',
  412: 'The object changed since it was read (If-Match)',
  413: 'The request body is over the limit',
  422: 'The request cannot be carried out on this object',
  429: 'Over a limit; see Retry-After',
  503: 'Not reachable right now; see Retry-After',
};

/**
 * Completes each operation's responses: a route's own `errorResponses(...)` become references to the shared
 * responses (as application/problem+json), and the statuses the platform adds to every route of a kind are added
 * where they happen: 400 where there is input, 401 where there are credentials, 413 where there is a body, 429 on
 * every limited route, 503 wherever the database is used. An operation whose route lists its codes gets, for each
 * error status, its own response naming exactly those codes and the platform's (`commonCodes`) instead.
 */
function completeResponses(method: string, path: string, op: Operation, listed: Map<number, ErrorCode[]>) {
  const { responses } = op;
  // The platform's Idempotency-Key applies to every POST of both interfaces made with credentials
  // (src/platform/idempotency.ts); a key still running answers 409.
  const idempotent = method === 'post' && path.startsWith('/api/v1/') && Boolean(op.security?.length);
  if (idempotent) op.parameters = [...(op.parameters ?? []), { $ref: '#/components/parameters/IdempotencyKey' }];
  for (const [status, response] of Object.entries(responses)) {
    const shared = RESPONSES[Number(status)];
    if (listed.has(Number(status))) continue;
    if (shared && isProblemRef(response)) responses[status] = { $ref: `#/components/responses/${shared[0]}` };
    else if (response.description === 'Default Response') response.description = STATUS_TEXT[status] ?? 'Response';
  }
  const add = (status: number, when: boolean) => {
    if (!when || responses[status] || listed.has(status)) return;
    if (listed.size > 0) listed.set(status, []);
    else responses[status] = { $ref: `#/components/responses/${RESPONSES[status][0]}` };
  };
  add(400, Boolean(op.requestBody || op.parameters?.length));
  add(401, Boolean(op.security?.length));
  add(409, idempotent);
  add(413, Boolean(op.requestBody));
  add(429, !NOT_LIMITED.has(path));
  add(503, !NO_DATABASE.has(path));
  for (const [status, own] of listed) {
    const codes = [...new Set([...commonCodes(status, method, path, op, idempotent), ...own])];
    responses[status] = listedProblem(status, codes);
  }
  op.responses = Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));
}

export function swaggerOptions(): FastifyDynamicSwaggerOptions {
  const listed: ListedCodes = new Map();
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'leadline API',
        version: '1.0.0',
        description:
          'Lead distribution (X-API-Key) and insurance claims (Bearer token) interfaces. ' +
          'Every error is application/problem+json (ErrorResponse) with a stable `code`, except at the OAuth ' +
          'token endpoint, which answers RFC 6749 errors.',
        contact: { name: 'leadline operators' },
      },
      // Relative: "Try it out" calls the host the reference page was opened at (localhost, 127.0.0.1, a proxy).
      servers: [{ url: '/' }],
      tags: TAGS,
      components: {
        securitySchemes: {
          apiKey: { type: 'apiKey', in: 'header', name: 'X-API-Key' },
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        },
        responses: Object.fromEntries(Object.values(RESPONSES)),
        parameters: {
          IdempotencyKey: {
            name: 'Idempotency-Key',
            in: 'header',
            required: false,
            description:
              'Makes a retry safe: the same key with the same request within 24 hours answers the first response ' +
              '(with `Idempotent-Replayed: true`) without doing the work again; with another request → 400 ' +
              'IDEMPOTENCY_KEY_REUSED, while the first is still running → 409 IDEMPOTENCY_IN_PROGRESS.',
            schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,255}$' },
          },
        },
      },
    },
    refResolver: { buildLocalReference: (json, _base, _fragment, i) => (json.$id as string) || `def-${i}` },
    transform: ({ schema, url, route }) => {
      const auth = route.config?.auth;
      const documented = route.config?.openapi;
      const transformed = { ...schema } as Record<string, unknown>;
      const method = Array.isArray(route.method) ? route.method[0] : route.method;
      transformed.response = takeListedCodes(listed, method, url, transformed.response as Record<string, unknown>);
      if (documented?.body) transformed.body = documented.body;
      if (documented?.response) {
        transformed.response = { ...documented.response, ...(transformed.response as object | undefined) };
      }
      if (documented?.headers) {
        const responses = { ...(transformed.response as Record<string, Record<string, unknown>>) };
        for (const [status, headers] of Object.entries(documented.headers)) {
          if (responses[status]) responses[status] = { ...responses[status], headers };
        }
        transformed.response = responses;
      }
      if (auth?.apiKey || auth?.bearer) {
        transformed.security = [...(auth.apiKey ? [{ apiKey: [] }] : []), ...(auth.bearer ? [{ bearer: [] }] : [])];
      }
      return { schema: transformed as typeof schema, url };
    },
    transformObject: (documentObject) => {
      if (!('openapiObject' in documentObject)) return documentObject.swaggerObject;
      const doc = documentObject.openapiObject as {
        paths?: Record<string, Record<string, Operation>>;
        components?: { responses?: Record<string, unknown> };
      };
      for (const [path, item] of Object.entries(doc.paths ?? {})) {
        for (const [method, op] of Object.entries(item)) {
          completeResponses(method, path, op, new Map(listed.get(`${method} ${path}`)));
        }
      }
      // A shared response stays only while an operation refers to it: one that lists its codes has its own.
      const used = JSON.stringify(doc.paths ?? {});
      const shared = doc.components?.responses ?? {};
      for (const name of Object.keys(shared)) {
        if (!used.includes(`"#/components/responses/${name}"`)) delete shared[name];
      }
      return documentObject.openapiObject;
    },
  };
}

// ---- the interactive reference (/docs) ----------------------------------------------------------------------------

/**
 * The `<style>` elements Swagger UI's own scripts render (its top bar logo is an SVG with an embedded stylesheet),
 * read from the installed bundle so that an upgrade of the package keeps the policy right.
 */
export function swaggerUiInlineStyles(): string[] {
  const dir = join(dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui/package.json')), 'static');
  const styles: string[] = [];
  for (const file of ['swagger-ui-bundle.js', 'swagger-ui-standalone-preset.js']) {
    const text = readFileSync(join(dir, file), 'utf8');
    for (const m of text.matchAll(/createElement\("style",null,("(?:[^"\\]|\\.)*")\)/g)) styles.push(JSON.parse(m[1]));
  }
  return styles;
}

/**
 * Content-Security-Policy of the reference pages: Swagger UI's defaults, plus the hash of each inline stylesheet it
 * renders (without it the browser refuses the logo's stylesheet and logs an error on every page load). No
 * 'unsafe-inline': nothing else inline may run or style the page. Without Swagger UI's `upgrade-insecure-requests`:
 * the service itself speaks plain HTTP, and on any address but localhost that directive sent the page's own
 * scripts and styles to https and left the page blank (behind a TLS proxy everything is https already).
 */
export function docsContentSecurityPolicy(): string {
  const hashes = swaggerUiInlineStyles().map((css) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`);
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "font-src 'self' https: data:",
    "frame-ancestors 'self'",
    "img-src 'self' data:",
    "object-src 'none'",
    "script-src 'self'",
    "script-src-attr 'none'",
    `style-src 'self' https: ${[...new Set(hashes)].join(' ')}`.trim(),
  ].join('; ');
}
