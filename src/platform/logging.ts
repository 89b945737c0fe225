import Redact from '@pinojs/redact';
import type { FastifyServerOptions } from 'fastify';
import pino, { type DestinationStream } from 'pino';
import { configure } from 'safe-stable-stringify';

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

const SENSITIVE_HEADERS = ['["x-api-key"]', '.authorization', '.cookie'];

const REDACT_PATHS = [
  ...SENSITIVE_HEADERS.flatMap((h) => [`headers${h}`, `*.headers${h}`, `*.*.headers${h}`]),
  ...SENSITIVE_FIELDS.flatMap((f) => [f, `*.${f}`, `*.*.${f}`]),
];

const CENSOR = '[redacted]';
// Stryker disable next-line BooleanLiteral: key order is not observable in a line (false only saves sorting).
const toJson = configure({ bigint: true, circularValue: '[circular]', deterministic: false });
const redactDeep = Redact({ paths: REDACT_PATHS, censor: CENSOR, serialize: false, strict: false }) as <T>(
  value: T,
) => T;

/** A plain copy of logged values: the redactor writes through getters of class instances it is given. */
const plainCopy = (value: object): object => JSON.parse(toJson(value) as string); // an object always serializes

/**
 * Redaction happens when a line is written, not when a logger is made: pino's own `redact` option with `*.` paths
 * also runs over every child logger's bindings, and Fastify makes a child logger for every request.
 * Logged values are copied to plain data before they are redacted; an error is serialized first (its stack
 * kept); `req` and `res` are reduced by their serializers to fields that hold nothing personal.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    formatters: {
      log: (object) => {
        const { err, req, res, ...rest } = object;
        const redacted = redactDeep(plainCopy(rest)) as Record<string, unknown>;
        // The redactor hands back an undo function with the copy; a copy has nothing to undo.
        delete redacted.restore;
        // Serialized by the serializers below; pino writes no key whose value is undefined.
        return { ...redacted, err, req, res };
      },
    },
    serializers: {
      // The query string can carry search terms and phone digits: only the path is logged.
      req: (req) => ({ method: req.method, path: req.url.split('?')[0], remoteAddress: req.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: (err) => redactDeep(pino.stdSerializers.err(err)),
    },
    ...(stream ? { stream } : {}),
  };
}
