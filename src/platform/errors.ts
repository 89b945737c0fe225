import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';

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
  413: 'Payload too large',
  429: 'Too many requests',
  500: 'Internal server error',
  503: 'Service unavailable',
};

/** A domain error: thrown anywhere, turned into problem+json in one place. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    detail: string,
    readonly errors?: FieldError[],
    readonly headers?: Record<string, string>,
  ) {
    super(detail);
  }

  /** Fastify's name for the status, so route-level error handlers that look at it see a client error. */
  get statusCode() {
    return this.status;
  }
}

export const badRequest = (code: string, detail: string, errors?: FieldError[]) =>
  new AppError(400, code, detail, errors);
export const validationFailed = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', `${field}: ${message}`, [{ field, message }]);
export const notFound = (what: string, code = 'NOT_FOUND') => new AppError(404, code, `${what} not found`);
export const forbidden = (code: string, detail: string) => new AppError(403, code, detail);
export const unauthorized = (code: string, detail: string) => new AppError(401, code, detail);
export const conflict = (code: string, detail: string) => new AppError(409, code, detail);

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
    code: Type.String({ description: 'Stable machine code; branch on it, never on detail' }),
    errors: Type.Optional(Type.Array(Type.Ref('Error'))),
    requestId: Type.String(),
  },
  { $id: 'ErrorResponse', description: 'RFC 9457 problem details' },
);

/** Response schemas for the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(statuses.map((s) => [s, Type.Ref('ErrorResponse')]));
}

function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: string,
  detail: string,
  errors?: FieldError[],
) {
  const body: Record<string, unknown> = {
    type: `https://errors.leadline.dev/${code.toLowerCase().replace(/_/g, '-')}`,
    title: TITLES[status] ?? 'Error',
    status,
    detail,
    code,
    requestId: request.id,
  };
  if (errors) body.errors = errors;
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
  return sendProblem(request, reply, 400, 'BAD_URL', detail);
}

function mapFrameworkError(error: FastifyError): { status: number; code: string; detail: string } | null {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, code: 'PAYLOAD_TOO_LARGE', detail: 'The request body is larger than 1 MiB' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 400, code: 'UNSUPPORTED_MEDIA_TYPE', detail: 'Send the body as application/json' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, code: 'INVALID_JSON', detail: 'The JSON body is empty' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return { status: 400, code: 'INVALID_CONTENT_LENGTH', detail: 'Content-Length does not match the body' };
    default:
      break;
  }
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return { status: 400, code: 'INVALID_JSON', detail: 'The body is not valid JSON' };
  }
  if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
    return { status: error.statusCode === 415 ? 400 : error.statusCode, code: 'BAD_REQUEST', detail: 'Bad request' };
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance) {
  app.addSchema(ErrorItemSchema);
  app.addSchema(ErrorResponseSchema);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      return sendProblem(request, reply, error.status, error.code, error.message, error.errors);
    }
    if (error.validation) {
      const issues = error.validation as AjvIssue[];
      const errors = issues.map((issue) => ({ field: fieldOf(issue), message: messageOf(issue) }));
      const detail = errors.map((e) => `${e.field}: ${e.message}`).join('; ');
      return sendProblem(request, reply, 400, 'VALIDATION_FAILED', detail, errors);
    }
    const framework = mapFrameworkError(error);
    if (framework) return sendProblem(request, reply, framework.status, framework.code, framework.detail);
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ errCode: (error as { code?: string }).code }, 'database unavailable');
      reply.header('Retry-After', '1');
      return sendProblem(request, reply, 503, 'DATABASE_UNAVAILABLE', 'The database is not reachable; retry shortly');
    }
    if (isInvalidValue(error)) {
      request.log.warn(
        { errCode: (error as { cause?: { code?: string } }).cause?.code },
        'value refused by the database',
      );
      return sendProblem(
        request,
        reply,
        400,
        'INVALID_VALUE',
        'A value in the request cannot be stored: out of range, or a character that is not allowed',
      );
    }
    request.log.error({ err: error }, 'unexpected error');
    return sendProblem(request, reply, 500, 'INTERNAL', 'An unexpected error occurred');
  });

  app.setNotFoundHandler((request, reply) =>
    sendProblem(request, reply, 404, 'ROUTE_NOT_FOUND', `No route answers ${request.method} at this path`),
  );
}
