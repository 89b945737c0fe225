import type { FastifyServerOptions } from 'fastify';
import type { DestinationStream } from 'pino';

// Personal data and credentials are never written: these paths are censored wherever they appear.
const SENSITIVE_FIELDS = [
  'phone',
  'email',
  'ssn',
  'name',
  'clientTel',
  'clientNm',
  'clientBirthday',
  'callbackTel',
  'bankAccount',
  'key',
  'password',
  'client_secret',
  'clientSecret',
  'access_token',
  'refresh_token',
  'token',
];

export const REDACT_PATHS = [
  'req.headers["x-api-key"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'headers["x-api-key"]',
  'headers.authorization',
  ...SENSITIVE_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    serializers: {
      // The query string can carry search terms and phone digits: only the path is logged.
      req: (req) => ({ method: req.method, path: req.url.split('?')[0], remoteAddress: req.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
    },
    ...(stream ? { stream } : {}),
  };
}
