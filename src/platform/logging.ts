import Redact from '@pinojs/redact';
import type { FastifyBaseLogger, FastifyServerOptions } from 'fastify';
import pino, { type Bindings, type DestinationStream } from 'pino';
import { prettyFactory } from 'pino-pretty';
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
  // The analyses: a client's identifiers, an institution login, a provider's transaction (never logged; defence in
  // depth). A verification code is a `code` of a request body, which is never logged (`req` is reduced to its path).
  'rrn',
  'birthDate',
  'institutionLogin',
  'loginId',
  'providerTxn',
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

/**
 * A report link's path holds its token, which opens a client's health report with only a birth date: wherever a
 * path is logged (the request line, a message, an error), the segment after `/r/` is written as `…`. The match
 * stops at a quote or a backslash, so a JSON text it is applied to stays valid.
 */
const LINK_TOKEN = /\/r\/[^/?#\s"'\\]+/g;
export const withoutLinkTokens = (text: string) => (text.includes('/r/') ? text.replace(LINK_TOKEN, '/r/…') : text);

/** A plain copy of logged values: the redactor writes through getters of class instances it is given. */
const plainCopy = <T extends object>(value: T): T => JSON.parse(withoutLinkTokens(toJson(value) as string)); // an object always serializes

/** What may be said of a database error: fields that name schema objects and conditions, never values. */
const DATABASE_ERROR_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'];

/** The errors of an error's `cause` chain, outermost first. */
function chainOf(error: unknown): Record<string, unknown>[] {
  const chain: Record<string, unknown>[] = [];
  let current = error;
  while (current && typeof current === 'object' && chain.length < 5 && !chain.includes(current as never)) {
    chain.push(current as Record<string, unknown>);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

const isDriverError = (e: Record<string, unknown>) =>
  typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string';
/** Drizzle's wrapper: its message is the statement's text and every bound parameter. */
const isQueryError = (e: Record<string, unknown>) => 'query' in e && 'params' in e;

/**
 * A database error as a log line may hold it: the classes of the chain, the SQLSTATE code and the schema objects
 * (constraint, table, column) — never the message, `detail`, `where` or the statement and its parameters, which
 * carry the values (a duplicate key's value, a phone number, a name). The stack keeps its frames only (its first
 * line repeats the message). Null for an error that is not a database error.
 */
export function databaseErrorFields(
  error: unknown,
): ({ type: string; message: string; stack: string } & Record<string, unknown>) | null {
  const chain = chainOf(error);
  const driver = chain.find(isDriverError);
  if (!driver && !chain.some(isQueryError)) return null;
  const safe: Record<string, string> = {};
  for (const f of DATABASE_ERROR_FIELDS) if (driver && typeof driver[f] === 'string') safe[f] = driver[f];
  const stack = typeof chain[0].stack === 'string' ? chain[0].stack : '';
  return {
    type: chain.map((e) => (e.constructor as { name?: string } | undefined)?.name ?? 'Error').join(' < '),
    message: ['database error', safe.code, safe.constraint && `on ${safe.constraint}`].filter(Boolean).join(' '),
    ...safe,
    stack: stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n'),
  };
}

// A database error's message is its statement with every parameter: only its code and constraint are kept.
// Fastify's own errors can quote the request's URL.
const serializeError = (err: Error) => databaseErrorFields(err) ?? redactDeep(plainCopy(pino.stdSerializers.err(err)));

/** One line about an error that is safe to store or log: a database error by its class, code and constraint. */
export function errorSummary(error: unknown): string {
  const db = databaseErrorFields(error);
  if (db) return `${db.type}: ${db.message}`;
  return error instanceof Error ? error.message : 'error';
}

/**
 * Redaction happens when a line is written, not when a logger is made: pino's own `redact` option with `*.` paths
 * also runs over every child logger's bindings, and Fastify makes a child logger for every request.
 * Logged values are copied to plain data before they are redacted; an error is serialized first (its stack
 * kept); `req` and `res` are reduced by their serializers to fields that hold nothing personal.
 */
export function loggerOptions(level: string, stream?: DestinationStream): FastifyServerOptions['logger'] {
  return {
    level,
    hooks: {
      // Fastify writes some messages with the URL in them ("Reply was already sent … in the "/r/…" route").
      logMethod(args, method) {
        for (let i = 0; i < args.length; i++) {
          const arg = args[i];
          if (typeof arg === 'string') args[i] = withoutLinkTokens(arg);
        }
        method.apply(this, args);
      },
    },
    formatters: {
      log: (object) => {
        const { err, req, res, ...rest } = object;
        // An error logged under another name is serialized like `err` (a copy would keep a query's parameters).
        for (const [k, v] of Object.entries(rest)) if (v instanceof Error) rest[k] = serializeError(v);
        const redacted = redactDeep(plainCopy(rest)) as Record<string, unknown>;
        // The redactor hands back an undo function with the copy; a copy has nothing to undo.
        delete redacted.restore;
        // Serialized by the serializers below; pino writes no key whose value is undefined.
        return { ...redacted, err, req, res };
      },
    },
    serializers: {
      // The query string can carry search terms and phone digits: only the path is logged.
      req: (req) => ({ method: req.method, path: withoutLinkTokens(req.url.split('?')[0]), remoteAddress: req.ip }),
      res: (res) => ({ statusCode: res.statusCode }),
      err: serializeError,
    },
    ...(stream ? { stream } : {}),
  };
}

/** Readable lines when someone watches a terminal; JSON lines for a file, a pipe or a log collector. */
export function logFormatFor(stdout: { isTTY?: boolean }): 'pretty' | 'json' {
  return stdout.isTTY === true ? 'pretty' : 'json';
}

/**
 * Where log lines go: on a terminal, each JSON line — already redacted, since redaction happens before a line is
 * serialized — made readable by pino-pretty and written at once, so it keeps its place before the start banner;
 * otherwise pino's own standard output (undefined).
 */
export function logStreamFor(stdout: { isTTY?: boolean; write(text: string): unknown }): DestinationStream | undefined {
  if (logFormatFor(stdout) === 'json') return undefined;
  return prettyStream(stdout, true);
}

/**
 * Runs `work` with the lines below `warn` left out, then puts the level back: the demo's first start makes two
 * weeks of activity through the API, a few hundred requests that would each write a line before the banner.
 */
export async function quietly<T>(logger: { level: string }, work: () => Promise<T>): Promise<T> {
  const level = logger.level;
  if ((pino.levels.values[level] ?? Number.POSITIVE_INFINITY) >= pino.levels.values.warn) return work();
  logger.level = 'warn';
  try {
    return await work();
  } finally {
    logger.level = level;
  }
}

/** A stream that writes each JSON log line to `out` as one readable line. */
export function prettyStream(out: { write(text: string): unknown }, colorize: boolean): DestinationStream {
  const prettify = prettyFactory({
    colorize,
    singleLine: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname',
  });
  return { write: (line: string) => void out.write(prettify(line)) };
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';
type Write = (...args: unknown[]) => void;
type LevelAware = FastifyBaseLogger & { isLevelEnabled(level: string): boolean };

/** A request's logger, made (a pino child with the request's id) when the request first has a line to write. */
class RequestLogger implements FastifyBaseLogger {
  private made: FastifyBaseLogger | null = null;

  constructor(
    private readonly parent: LevelAware,
    private readonly bindings: Bindings,
  ) {}

  private get logger(): FastifyBaseLogger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }

  get level() {
    return (this.made ?? this.parent).level;
  }

  set level(level: string) {
    this.logger.level = level;
  }

  private write(level: Level, args: unknown[]) {
    if (this.made || this.parent.isLevelEnabled(level)) (this.logger[level] as Write).apply(this.logger, args);
  }

  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}

  child(bindings: Bindings, options?: Parameters<FastifyBaseLogger['child']>[1]) {
    return this.logger.child(bindings, options);
  }
}

/**
 * Fastify makes a child logger for every request; making it (its bindings serialized) showed in the CPU profile of
 * the most requested route, and at `warn` most requests write no line. Each request's logger is made when it first
 * writes at an enabled level; a route with a log level of its own gets its child at once.
 */
export const requestLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  options,
) => {
  if (options.level || options.serializers || !('isLevelEnabled' in logger)) return logger.child(bindings, options);
  return new RequestLogger(logger as LevelAware, bindings);
};
