import { hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { type AnalysisConfig, loadAnalysisConfig } from './analysis/analysis.config.js';
import { type ClaimsConfig, loadClaimsConfig } from './claims/claims.config.js';
import type { FilesConfig, StorageConfig } from './files/files.config.js';
import { type LeadsConfig, loadLeadsConfig } from './leads/catalog/lead-settings.js';
import { loadNotificationsConfig, type NotificationsConfig } from './leads/notifications/notifications.config.js';
import type { ConsoleConfig } from './operators/operators.config.js';
import { ConfigError, type Env, intVar } from './platform/env.js';
import type { PiiKey } from './platform/pii.js';
import { ensurePrivateDirSync, PRIVATE_FILE_MODE } from './platform/private-files.js';
import { AUTH_FAILURE_LIMIT, type RateLimitConfig } from './platform/rate-limit.js';

export type { PiiKey };
export { ConfigError };

export interface Config {
  port: number;
  host: string;
  /** Fastify's `trustProxy` (`TRUST_PROXY`): whose `X-Forwarded-For` gives the client's address. */
  trustProxy: TrustProxy;
  /** Absent: embedded PGlite in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string;
  /** First key encrypts new values; all keys decrypt. */
  piiEncryptionKeys: PiiKey[];
  piiHmacKey: Buffer;
  adminApiKey: string | null;
  redisUrl: string | null;
  publicBaseUrl: string;
  logLevel: string;
  /** How long a verified API key is trusted before the database is asked again. */
  apiKeyCacheTtlMs: number;
  /** True when secrets were generated for the embedded demo. */
  demoSecrets: boolean;
  /** The background job queue's workers, shared by every feature that runs jobs. */
  jobs: JobsConfig;
  /**
   * `LEAD_RETENTION_DAYS` (1–3,650): leads registered longer ago are erased by the daily retention job; null (unset)
   * keeps them, and the service warns at start (consumer-rights.md §4).
   */
  leadRetentionDays: number | null;
  /** Tokens, SSO, claim dispatch (src/claims/claims.config.ts). */
  claims: ClaimsConfig;
  /** Coverage and medical analyses: data sources, retention (src/analysis/analysis.config.ts). */
  analysis: AnalysisConfig;
  files: FilesConfig;
  /** Consumer-rights defaults of the lead interface: the resident-number policy, the consent recipients. */
  leads: LeadsConfig;
  /** The consultants' messages: the portal's address in them, the SMS sender, the sandbox outbox. */
  notifications: NotificationsConfig;
  /** Requests per second and burst per API key / token / address; `rps` 0 turns limiting off. */
  rateLimit: RateLimitConfig;
  /** Operator accounts and console sessions. */
  console: ConsoleConfig;
  webhooks: {
    /** `WEBHOOK_ALLOW_HOSTS`: hosts exempt from the public-address rule, reachable over http (tests, demos). */
    allowHosts: string[];
    /** Embedded demo mode: http URLs are accepted (public addresses still). */
    allowHttp: boolean;
  };
}

export interface JobsConfig {
  /** `JOB_WORKERS`: run background job workers in this process (the queue is always available for sending). */
  workers: boolean;
  /** `JOB_POLL_INTERVAL_SECONDS`: how often an idle worker looks for jobs. */
  pollIntervalSeconds: number;
}

/**
 * Which proxies are believed about the client's address (`X-Forwarded-For`): none (`false`), any (`true`), or those
 * at these addresses and CIDRs (or `loopback`, `linklocal`, `uniquelocal`).
 */
export type TrustProxy = boolean | string[];

function decodeKey(name: string, base64: string): Buffer {
  const key = Buffer.from(base64, 'base64');
  if (key.length !== 32) throw new ConfigError(`${name} must hold 32 bytes in base64 (got ${key.length} bytes)`);
  return key;
}

/** `PII_ENCRYPTION_KEYS` = `id:base64key[,id:base64key...]`, newest first. */
export function parsePiiKeys(raw: string): PiiKey[] {
  const keys = raw
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const sep = part.indexOf(':');
      if (sep < 1) throw new ConfigError('PII_ENCRYPTION_KEYS entries must look like "keyId:base64key"');
      const id = part.slice(0, sep);
      if (!/^[A-Za-z0-9_-]{1,32}$/.test(id)) throw new ConfigError(`PII_ENCRYPTION_KEYS key id "${id}" is invalid`);
      return { id, key: decodeKey('PII_ENCRYPTION_KEYS', part.slice(sep + 1)) };
    });
  if (keys.length === 0) throw new ConfigError('PII_ENCRYPTION_KEYS holds no key');
  return keys;
}

interface DemoSecrets {
  piiEncryptionKeys: string;
  piiHmacKey: string;
  filesUrlSigningKey: string;
}

/** Embedded demo mode only: secrets are generated once and kept beside the data. */
function demoSecrets(dataDir: string): DemoSecrets {
  const file = join(dataDir, 'demo-secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<DemoSecrets>) : null;
  if (stored?.piiEncryptionKeys && stored.piiHmacKey && stored.filesUrlSigningKey) return stored as DemoSecrets;
  ensurePrivateDirSync(dataDir);
  // Secrets added in a later version are generated beside the ones already kept.
  const secrets: DemoSecrets = {
    piiEncryptionKeys: stored?.piiEncryptionKeys ?? `demo1:${randomBytes(32).toString('base64')}`,
    piiHmacKey: stored?.piiHmacKey ?? randomBytes(32).toString('base64'),
    filesUrlSigningKey: stored?.filesUrlSigningKey ?? randomBytes(32).toString('base64'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: PRIVATE_FILE_MODE });
  return secrets;
}

export function loadConfig(env: Env = process.env): Config {
  const port = intVar(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
  const trustProxy = trustProxyConfig(env);
  const databaseUrl = env.DATABASE_URL || null;
  const dataDir = resolve(env.DATA_DIR || './data');
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    throw new ConfigError('DATABASE_URL must be a postgres:// URL');
  }
  let piiKeysRaw = env.PII_ENCRYPTION_KEYS;
  let hmacRaw = env.PII_HMAC_KEY;
  let generated = false;
  if (!piiKeysRaw || !hmacRaw) {
    if (databaseUrl) {
      const missing = [!piiKeysRaw && 'PII_ENCRYPTION_KEYS', !hmacRaw && 'PII_HMAC_KEY'].filter(Boolean).join(', ');
      throw new ConfigError(`${missing} must be set when DATABASE_URL is set (see README, "Configuration")`);
    }
    const demo = demoSecrets(dataDir);
    piiKeysRaw ||= demo.piiEncryptionKeys;
    hmacRaw ||= demo.piiHmacKey;
    generated = true;
  }
  const adminApiKey = env.ADMIN_API_KEY || null;
  if (adminApiKey !== null && adminApiKey.length < 32) {
    throw new ConfigError('ADMIN_API_KEY must be at least 32 characters');
  }
  const publicBaseUrl = (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  const piiHmacKey = decodeKey('PII_HMAC_KEY', hmacRaw);
  return {
    port,
    host,
    trustProxy,
    databaseUrl,
    dataDir,
    piiEncryptionKeys: parsePiiKeys(piiKeysRaw),
    piiHmacKey,
    adminApiKey,
    redisUrl: env.REDIS_URL || null,
    publicBaseUrl,
    logLevel: env.LOG_LEVEL || 'info',
    apiKeyCacheTtlMs: intVar(env, 'API_KEY_CACHE_TTL_MS', 5000, 0, 300_000),
    demoSecrets: generated,
    jobs: jobsConfig(env),
    leadRetentionDays: env.LEAD_RETENTION_DAYS ? intVar(env, 'LEAD_RETENTION_DAYS', 0, 1, 3650) : null,
    claims: loadClaimsConfig(env, { dataDir, databaseUrl, publicBaseUrl }),
    analysis: loadAnalysisConfig(env, { dataDir }),
    files: filesConfig(env, { dataDir, publicBaseUrl, piiHmacKey, demo: generated }),
    leads: loadLeadsConfig(env),
    notifications: loadNotificationsConfig(env, { dataDir, publicBaseUrl }),
    rateLimit: rateLimitConfig(env),
    console: consoleConfig(env, publicBaseUrl, generated, databaseUrl === null ? port : null),
    webhooks: {
      allowHosts: (env.WEBHOOK_ALLOW_HOSTS ?? '')
        .split(',')
        .map((h) =>
          h
            .trim()
            .toLowerCase()
            .replace(/^\[|\]$/g, ''),
        )
        .filter(Boolean),
      allowHttp: generated,
    },
  };
}

function jobsConfig(env: Env): JobsConfig {
  return {
    // Off by default under the test runner: a test that needs workers says JOB_WORKERS=true.
    workers: (env.JOB_WORKERS ?? (process.env.NODE_TEST_CONTEXT ? 'false' : 'true')) === 'true',
    pollIntervalSeconds: intVar(env, 'JOB_POLL_INTERVAL_SECONDS', 2, 1, 60),
  };
}

/** `loopbackPort`: the embedded demo's port, whose loopback origins are the console's too; null elsewhere. */
function consoleConfig(env: Env, publicBaseUrl: string, demo: boolean, loopbackPort: number | null): ConsoleConfig {
  const mfa = env.CONSOLE_MFA || (demo ? 'off' : 'on');
  if (mfa !== 'on' && mfa !== 'off') throw new ConfigError(`CONSOLE_MFA must be on or off, got "${mfa}"`);
  const secure = publicBaseUrl.startsWith('https:');
  const origin = new URL(publicBaseUrl).origin;
  // Port 0 listens on a port chosen at start, unknown here: only PUBLIC_BASE_URL's origin then.
  const loopback =
    loopbackPort === null || loopbackPort === 0
      ? []
      : ['localhost', '127.0.0.1', '[::1]'].map((host) => new URL(`http://${host}:${loopbackPort}`).origin);
  return {
    mfa: mfa === 'on',
    cookieName: secure ? '__Host-ll_session' : 'll_session',
    secureCookie: secure,
    origin,
    origins: [...new Set([origin, ...loopback])],
  };
}

/** Names `@fastify/proxy-addr` knows: 127.0.0.0/8 and ::1; 169.254.0.0/16 and fe80::/10; the private ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * `TRUST_PROXY`: `false` (unset), `true`, or the comma-separated addresses and CIDRs of the proxies. A hop count is
 * refused: Fastify (5.12.1 on) no longer honours one, since it believes whoever connects directly.
 */
function trustProxyConfig(env: Env): TrustProxy {
  const raw = (env.TRUST_PROXY ?? '').trim();
  if (raw === '' || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) {
    throw new ConfigError(
      `TRUST_PROXY takes the proxies' addresses or CIDRs, not a hop count ("${raw}"): a hop count believes any ` +
        'client that connects directly (e.g. TRUST_PROXY=10.0.0.5 or TRUST_PROXY=uniquelocal)',
    );
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address, prefix, ...rest] = entry.split('/');
    const version = isIP(address);
    const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
    if (version === 0 || !prefixOk || rest.length > 0) {
      throw new ConfigError(
        'TRUST_PROXY must be true, false, or comma-separated addresses and CIDRs of the proxies ' +
          `(e.g. 10.0.0.5,10.1.0.0/16, or loopback, linklocal, uniquelocal); "${entry}" is none of these`,
      );
    }
  }
  return entries;
}

function rateLimitConfig(env: Env): RateLimitConfig {
  const rps = intVar(env, 'RATE_LIMIT_RPS', 100, 0, 1_000_000);
  const burst = intVar(env, 'RATE_LIMIT_BURST', Math.max(1, 2 * rps), 1, 10_000_000);
  const store = env.RATE_LIMIT_STORE || 'auto';
  if (store !== 'auto' && store !== 'memory' && store !== 'postgres' && store !== 'redis') {
    throw new ConfigError(`RATE_LIMIT_STORE must be auto, memory, postgres or redis, got "${store}"`);
  }
  if (store === 'redis' && !env.REDIS_URL) throw new ConfigError('RATE_LIMIT_STORE=redis needs REDIS_URL');
  const redisPrefix = env.RATE_LIMIT_REDIS_PREFIX || 'leadline:rl:';
  if (!/^[A-Za-z0-9:._-]{1,64}$/.test(redisPrefix)) {
    throw new ConfigError('RATE_LIMIT_REDIS_PREFIX must be 1–64 characters of A-Z a-z 0-9 : . _ -');
  }
  const authFailures = {
    rps: intVar(env, 'AUTH_FAILURE_RPS', AUTH_FAILURE_LIMIT.rps, 1, 1_000),
    burst: intVar(env, 'AUTH_FAILURE_BURST', AUTH_FAILURE_LIMIT.burst, 1, 100_000),
  };
  const redisTimeoutMs = intVar(env, 'RATE_LIMIT_REDIS_TIMEOUT_MS', 500, 50, 60_000);
  return { rps, burst, store, redisPrefix, redisTimeoutMs, authFailures };
}

function storageConfig(env: Env, dataDir: string): StorageConfig {
  const kind = env.STORAGE || 'local';
  if (kind === 'local') return { kind, filesDir: resolve(env.FILES_DIR || join(dataDir, 'files')) };
  if (kind !== 's3') throw new ConfigError(`STORAGE must be "local" or "s3", got "${kind}"`);
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new ConfigError('S3_BUCKET must be set when STORAGE=s3');
  const endpoint = env.S3_ENDPOINT ? env.S3_ENDPOINT.replace(/\/+$/, '') : null;
  if (endpoint && !/^https?:\/\//.test(endpoint)) throw new ConfigError('S3_ENDPOINT must be an http(s):// URL');
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new ConfigError('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  const pathStyle = env.S3_FORCE_PATH_STYLE || 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') throw new ConfigError('S3_FORCE_PATH_STYLE must be true or false');
  return {
    kind,
    bucket,
    endpoint,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : null,
    forcePathStyle: pathStyle === 'true',
  };
}

function defaultFilesBaseUrl(storage: StorageConfig, publicBaseUrl: string): string {
  if (storage.kind === 'local') return `${publicBaseUrl}/files`;
  const endpoint = storage.endpoint ?? `https://s3.${storage.region}.amazonaws.com`;
  if (storage.forcePathStyle || !storage.endpoint) return `${endpoint}/${storage.bucket}`;
  const url = new URL(endpoint);
  return `${url.protocol}//${storage.bucket}.${url.host}`;
}

function filesConfig(
  env: Env,
  ctx: { dataDir: string; publicBaseUrl: string; piiHmacKey: Buffer; demo: boolean },
): FilesConfig {
  const storage = storageConfig(env, ctx.dataDir);
  let urlSigningKey: Buffer;
  if (env.FILES_URL_SIGNING_KEY) {
    urlSigningKey = decodeKey('FILES_URL_SIGNING_KEY', env.FILES_URL_SIGNING_KEY);
  } else if (ctx.demo) {
    urlSigningKey = decodeKey('FILES_URL_SIGNING_KEY', demoSecrets(ctx.dataDir).filesUrlSigningKey);
  } else {
    // Not set: a key of its own is derived from PII_HMAC_KEY (HKDF), so no second secret has to be managed.
    urlSigningKey = Buffer.from(hkdfSync('sha256', ctx.piiHmacKey, '', 'leadline files url signing v1', 32));
  }
  return {
    storage,
    publicBaseUrl: (env.FILES_PUBLIC_BASE_URL || defaultFilesBaseUrl(storage, ctx.publicBaseUrl)).replace(/\/+$/, ''),
    urlSigningKey,
    cleanupEveryMinutes: intVar(env, 'FILES_CLEANUP_EVERY_MINUTES', 5, 0, 59),
    preview: {
      timeoutMs: intVar(env, 'PREVIEW_TIMEOUT_MS', 30_000, 100, 300_000),
      // 100,000 tiny rectangles took about 4 s to draw here; a page of text has a few thousand operations.
      maxOperations: intVar(env, 'PREVIEW_MAX_OPERATIONS', 100_000, 100, 10_000_000),
      maxMemoryMb: intVar(env, 'PREVIEW_MAX_MEMORY_MB', 512, 16, 65_536),
    },
  };
}
