import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface PiiKey {
  id: string;
  key: Buffer;
}

export interface Config {
  port: number;
  host: string;
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
}

export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function intVar(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be an integer from ${min} to ${max}, got "${raw}"`);
  }
  return value;
}

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
}

/** Embedded demo mode only: secrets are generated once and kept beside the data. */
function demoSecrets(dataDir: string): DemoSecrets {
  const file = join(dataDir, 'demo-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as DemoSecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets: DemoSecrets = {
    piiEncryptionKeys: `demo1:${randomBytes(32).toString('base64')}`,
    piiHmacKey: randomBytes(32).toString('base64'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(env: Env = process.env): Config {
  const port = intVar(env, 'PORT', 3000, 0, 65535);
  const host = env.HOST || '127.0.0.1';
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
  return {
    port,
    host,
    databaseUrl,
    dataDir,
    piiEncryptionKeys: parsePiiKeys(piiKeysRaw),
    piiHmacKey: decodeKey('PII_HMAC_KEY', hmacRaw),
    adminApiKey,
    redisUrl: env.REDIS_URL || null,
    publicBaseUrl: (env.PUBLIC_BASE_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    logLevel: env.LOG_LEVEL || 'info',
    apiKeyCacheTtlMs: intVar(env, 'API_KEY_CACHE_TTL_MS', 5000, 0, 300_000),
    demoSecrets: generated,
  };
}
