import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { type CodeFor, ERROR_CODE_LIST, type ErrorCode, type StatusOf, statusesOf, statusFor } from './error-codes.js';

export interface FieldError {
  field: string;
  message: string;
}

const TITLES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  410: 'Gone',
  412: 'Precondition failed',
  413: 'Payload too large',
  422: 'Unprocessable content',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

export interface AppErrorOptions<C extends ErrorCode> {
  errors?: FieldError[];
  headers?: Record<string, string>;
  /** Members of the problem beyond the standard ones (`attemptsLeft`); never personal data. */
  extensions?: Record<string, string | number | boolean | null>;
  /** Required for the few codes the catalogue gives more than one status; one of those. */
  status?: StatusOf<C>;
}

type IsUnion<T, U = T> = T extends unknown ? ([U] extends [T] ? false : true) : never;
/** The options of a code with two statuses must name one. */
type OptionsOf<C extends ErrorCode> =
  true extends IsUnion<StatusOf<C>>
    ? [options: AppErrorOptions<C> & { status: StatusOf<C> }]
    : [options?: AppErrorOptions<C>];

/**
 * A domain error: thrown anywhere, turned into problem+json in one place. Its status comes from the catalogue
 * (`ERROR_CODES`), so a code is always answered with the same status.
 */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;
  readonly errors?: FieldError[];
  readonly headers?: Record<string, string>;
  readonly extensions?: Record<string, string | number | boolean | null>;

  constructor(
    readonly code: C,
    detail: string,
    ...[options = {}]: OptionsOf<C>
  ) {
    super(detail);
    this.status = statusFor(code, options.status);
    this.errors = options.errors;
    this.headers = options.headers;
    this.extensions = options.extensions;
  }

  /** Fastify's name for the status, so route-level error handlers that look at it see a client error. */
  get statusCode() {
    return this.status;
  }
}

export const badRequest = (code: CodeFor<400>, detail: string, errors?: FieldError[]) =>
  new AppError(code, detail, { errors, status: 400 });
export const validationFailed = (field: string, message: string) =>
  new AppError('VALIDATION_FAILED', `${field}: ${message}`, { errors: [{ field, message }] });
export const notFound = (what: string, code: CodeFor<404> = 'NOT_FOUND') =>
  new AppError(code, `${what} not found`, { status: 404 });
export const forbidden = (code: CodeFor<403>, detail: string) => new AppError(code, detail, { status: 403 });
export const unauthorized = (code: CodeFor<401>, detail: string) => new AppError(code, detail, { status: 401 });
export const conflict = (code: CodeFor<409>, detail: string) => new AppError(code, detail, { status: 409 });

export const ErrorItemSchema = Type.Object(
  { field: Type.String(), message: Type.String() },
  { $id: 'Error', description: 'One invalid field' },
);

export const ErrorResponseSchema = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    code: Type.Enum(ERROR_CODE_LIST, {
      type: 'string',
      description: 'Stable machine code from a closed list; branch on it, never on detail',
    }),
    errors: Type.Optional(Type.Array(Type.Ref('Error'))),
    attemptsLeft: Type.Optional(
      Type.Integer({ description: 'VERIFICATION_CODE_MISMATCH: wrong codes the verification still accepts' }),
    ),
    requestId: Type.String(),
  },
  { $id: 'ErrorResponse', description: 'RFC 9457 problem details' },
);

/** Where a route's declared codes travel from its schema to the OpenAPI document (`completeResponses`). */
export const ERROR_CODES_KEY = 'x-error-codes';

/** The codes the catalogue answers with one status only: listed bare in `errorResponses`. */
export type SingleStatusCode = {
  [C in ErrorCode]: true extends IsUnion<StatusOf<C>> ? never : C;
}[ErrorCode];

/**
 * A code with the one status a route raises it with (`['PRODUCT_NOT_FOUND', 400]`: a product named in the body,
 * never the object of the path). A code the catalogue answers with more than one status is always listed so, once
 * per status the route raises it with (`['FILE_SIZE_MISMATCH', 400], ['FILE_SIZE_MISMATCH', 413]`).
 */
export type RaisedWith = { [C in ErrorCode]: readonly [code: C, status: StatusOf<C>] }[ErrorCode];

/**
 * The codes of an access token's check (`AUTH.token`), for a route that raises none of its own: listed, its
 * operation names exactly the platform's codes instead of every code of each status.
 */
export const TOKEN_CODES = ['TOKEN_MISSING', 'TOKEN_INVALID', 'TOKEN_EXPIRED', 'TOKEN_REVOKED'] as const;

/** The one status of a code listed bare; a code of two statuses must name the one the route raises it with. */
function onlyStatusOf(code: ErrorCode): number {
  const statuses = statusesOf(code);
  if (statuses.length !== 1) {
    throw new Error(`errorResponses: ${code} has the statuses ${statuses.join(', ')}; list it as [code, status]`);
  }
  return statuses[0] as number;
}

/**
 * The error responses of a route, for the OpenAPI document: the codes it raises itself (its services' and its access
 * checks'), grouped by their statuses; the document adds the platform's own codes (`openapi.ts`, `COMMON_CODES`)
 * and lists them per operation. A code of one status is listed bare; a code of two statuses as `[code, status]`
 * (refused bare: by the types, and at startup for a list the types cannot see).
 */
export function errorResponses(...raised: (SingleStatusCode | RaisedWith)[]) {
  const byStatus = new Map<number, ErrorCode[]>();
  for (const item of raised) {
    const [code, status] = typeof item === 'string' ? [item, onlyStatusOf(item)] : item;
    const codes = byStatus.get(status) ?? [];
    if (!codes.includes(code)) codes.push(code);
    byStatus.set(status, codes);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, codes]) => [status, Type.Unsafe({ $ref: 'ErrorResponse', [ERROR_CODES_KEY]: codes })]),
  );
}

function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  errors?: FieldError[],
  wantedStatus?: number,
  extensions?: Record<string, unknown>,
) {
  const status = statusFor(code, wantedStatus);
  const body: Record<string, unknown> = {
    type: `https://errors.leadline.dev/${code.toLowerCase().replace(/_/g, '-')}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    requestId: request.id,
  };
  if (errors) body.errors = errors;
  if (extensions) for (const [k, v] of Object.entries(extensions)) if (!(k in body)) body[k] = v;
  // Serialized here so that the route's success schema never shapes an error body.
  return reply.status(status).type('application/problem+json').serializer(JSON.stringify).send(body);
}

interface AjvIssue {
  instancePath: string;
  message?: string;
  keyword: string;
  params: Record<string, unknown>;
}

function fieldOf(issue: AjvIssue): string {
  const path = issue.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  if (issue.keyword === 'required') path.push(String(issue.params.missingProperty));
  if (issue.keyword === 'additionalProperties') path.push(String(issue.params.additionalProperty));
  return path.join('.') || '(root)';
}

function messageOf(issue: AjvIssue): string {
  if (issue.keyword === 'required') return 'is required';
  if (issue.keyword === 'additionalProperties') return 'is not a known field';
  return issue.message ?? 'is invalid';
}

// Codes of the pg driver and of PostgreSQL that mean "the database cannot be reached right now".
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  '53300', // too many connections
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
  '08001',
  '08004',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true;
    if (
      typeof e.message === 'string' &&
      /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/.test(
        e.message,
      )
    ) {
      return true;
    }
    current = e.cause;
  }
  return false;
}

// PostgreSQL "data exception" codes a client's value can cause (out of range, NUL character, bad syntax for a
// type, untranslatable character, bad date or time zone displacement) and "statement too complex": the request is
// at fault, not the service.
const INVALID_VALUE_CODES = new Set([
  '22P02',
  '22003',
  '22021',
  '22P05',
  '22007',
  '22008',
  '22009',
  '22001',
  '2202E',
  '54001',
]);

export function isInvalidValue(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const e = current as { code?: unknown; cause?: unknown };
    if (typeof e.code === 'string' && INVALID_VALUE_CODES.has(e.code)) return true;
    current = e.cause;
  }
  return false;
}

/** For Fastify's `frameworkErrors` option: a malformed URL or an over-long path parameter, as problem+json. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The path is not echoed: it can carry anything, personal data included.
  const detail = error.code === 'FST_ERR_MAX_PARAM_LENGTH' ? 'A path parameter is too long' : 'The URL is malformed';
  return sendProblem(request, reply, 'BAD_URL', detail);
}

function mapFrameworkError(error: FastifyError): { code: ErrorCode; detail: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE', detail: 'The request body is larger than 1 MiB' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'Send the body as application/json' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { code: 'INVALID_CONTENT_LENGTH', detail: 'Content-Length does not match the body' };
    default:
      break;
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { code: 'INVALID_JSON', detail: 'The body is not valid JSON' };
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    // Fastify's own client errors that reach this point are 400s (a broken request stream, a 415 already mapped
    // above); the catalogue gives BAD_REQUEST that one status.
    return { code: 'BAD_REQUEST', detail: 'Bad request' };
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.addSchema(ErrorItemSchema);
  app.addSchema(ErrorResponseSchema);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendProblem(request, reply, error.code, error.message, error.errors, error.status, error.extensions);
    }
    if (error.validation) {
      const issues = error.validation as AjvIssue[];
      const errors = issues.map((issue) => ({ field: fieldOf(issue), message: messageOf(issue) }));
      const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
      return sendProblem(request, reply, 'VALIDATION_FAILED', detail, errors);
    }
    const framework = mapFrameworkError(error);
    if (framework) return sendProblem(request, reply, framework.code, framework.detail);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ errCode: (error as { code?: string }).code }, 'database unavailable');
      reply.header('Retry-After', '1');
      return sendProblem(request, reply, 'DATABASE_UNAVAILABLE', 'The database is not reachable; retry shortly');
    }
    if (isInvalidValue(error)) {
      request.log.warn(
        { errCode: (error as { cause?: { code?: string } }).cause?.code },
        'value refused by the database',
      );
      return sendProblem(
        request,
        reply,
        'INVALID_VALUE',
        'A value in the request cannot be stored: out of range, or a character that is not allowed',
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendProblem(request, reply, 'INTERNAL', 'An unexpected error occurred');
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(request, reply, 'ROUTE_NOT_FOUND', `No route answers ${request.method} at this path`),
  );
}
