import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** `bench/` and `bench/results/` (git-ignored: keys, manifests, run results). */
export const benchDir = dirname(dirname(fileURLToPath(import.meta.url)));
export const resultsDir = join(benchDir, 'results');
export const repoDir = dirname(benchDir);
/** Where the seed leaves what the bench needs; `--env NAME` keeps several datasets apart (the smoke run's). */
export const envPath = (name = 'bench-env.json') => join(resultsDir, name);

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/leadline_bench';

/** `--name value`, `--name=value` and bare `--flag` (true). */
export function parseArgs(argv: string[]) {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const eq = arg.indexOf('=');
    if (eq > 0) out[arg.slice(2, eq)] = arg.slice(eq + 1);
    else if (i + 1 < argv.length && !argv[i + 1].startsWith('--')) out[arg.slice(2)] = argv[++i];
    else out[arg.slice(2)] = true;
  }
  return out;
}

export function intArg(args: Record<string, string | true>, name: string, fallback: number) {
  const raw = args[name];
  if (raw === undefined || raw === true) return fallback;
  const value = Number(String(raw).replace(/_/g, ''));
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a non-negative integer`);
  return value;
}

/** What the seed made and what the bench needs to reach it: secrets, keys and the dataset's notable members. */
export interface BenchEnv {
  createdAt: string;
  /** Null: the embedded database in `dataDir`. */
  databaseUrl: string | null;
  dataDir: string | null;
  secrets: {
    PII_ENCRYPTION_KEYS: string;
    PII_HMAC_KEY: string;
    ADMIN_API_KEY: string;
    JWT_SIGNING_KEYS: string;
  };
  keys: { portal: string; provider: string };
  client: { clientId: string; clientSecret: string };
  dataset: Manifest;
}

export interface Manifest {
  counts: Record<string, number>;
  seconds: number;
  /** Portal user owning the most ASSIGNED leads, and how many. */
  largestPortal: { portalId: number; leads: number };
  /** Its (provider, product) pair with the most ASSIGNED leads: the distribution scenario moves these. */
  distributePair: { providerId: number; productId: number; leads: number };
  /** Portal user whose order count is closest to 1,000. */
  ordersPortal: { portalId: number; orders: number };
  /** Consultant with the most claims. */
  largestConsultant: { ci: string; userId: number; claims: number };
  /** A provider and product kept for registration scenarios (their leads are removed after each run). */
  registration: { providerId: number; productId: number };
  /** A provider and product whose only leads are the allocation backlog. */
  allocation: { providerId: number; productId: number; backlog: number };
}

export function readEnv(file = envPath()): BenchEnv {
  if (!existsSync(file)) {
    throw new Error('no dataset: run `npm run bench:seed` first (it writes bench/results/bench-env.json)');
  }
  return JSON.parse(readFileSync(file, 'utf8')) as BenchEnv;
}

export function writeEnv(env: BenchEnv, file = envPath()) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(env, null, 2), { mode: 0o600 });
}

/** A small, fast, seedable PRNG (mulberry32): the same seed gives the same dataset. */
export function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Samples 0..n-1 with weight 1/(i+1)^s (a Zipf law): a few large members, a long tail. */
export function zipfSampler(n: number, s: number, rand: () => number) {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let i = 0; i < n; i++) {
    sum += 1 / (i + 1) ** s;
    cdf[i] = sum;
  }
  return () => {
    const x = rand() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cdf[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
