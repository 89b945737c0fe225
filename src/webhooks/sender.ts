import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';
import { monotonic } from '../platform/clock.js';
import { hostOf, isAllowedHost, isPublicAddress, portOf, type TargetPolicy, urlRefusal } from './ssrf.rules.js';

/** How long one attempt may take, connection to last byte. */
export const ATTEMPT_TIMEOUT_MS = 10_000;
/** How much of a response is kept: its first 1 KiB, as text (never rendered). */
export const RESPONSE_BODY_LIMIT = 1024;

/**
 * The text kept of a response: its first `RESPONSE_BODY_LIMIT` bytes decoded as UTF-8, without a character the
 * limit cuts in two; bytes that are not UTF-8 and NUL (which a PostgreSQL text cannot hold) become U+FFFD. So it is
 * at most 1,024 characters, and at most 1 KiB in UTF-8 when the receiver answered valid UTF-8.
 */
export function keptBody(raw: Buffer | string): string {
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  // `stream: true` holds back a character left incomplete at the end instead of replacing it.
  const text = new TextDecoder('utf-8').decode(bytes.subarray(0, RESPONSE_BODY_LIMIT), { stream: true });
  return text.replaceAll('\0', '\uFFFD');
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}
/** Resolves a host name to its addresses (the system resolver; tests give a stub). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>;

export interface Request {
  headers: Record<string, string>;
  body: string;
  timeoutMs: number;
}
export interface Response {
  status: number;
  /** The body, or its first `RESPONSE_BODY_LIMIT` bytes or more (`keptBody` keeps the first 1 KiB as text). */
  body: Buffer | string;
}
/** Opens a connection to exactly `address` (already checked) and POSTs; the default is node's http(s). */
export type Connector = (target: { url: URL } & ResolvedAddress, request: Request) => Promise<Response>;

export interface AttemptOutcome {
  ok: boolean;
  status: number | null;
  body: string | null;
  durationMs: number;
  /** Why no 2xx came back: a refusal (`ADDRESS_NOT_ALLOWED`), a network error, a timeout, a non-2xx status. */
  error: string | null;
}

export const systemResolver: Resolver = async (host) => {
  const answers = await lookup(host, { all: true, verbatim: true });
  return answers.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

export class TargetRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}

/**
 * The address to connect to: the literal of the URL, or the host's first DNS answer, every answer having passed
 * the address rule (unless the host is allowed by configuration). The connection then goes to this address and
 * nowhere else.
 */
export async function resolveTarget(url: URL, policy: TargetPolicy, resolve: Resolver): Promise<ResolvedAddress> {
  const host = hostOf(url);
  const allowed = isAllowedHost(policy, host);
  const answers = ipaddr.isValid(host)
    ? [{ address: host, family: ipaddr.parse(host).kind() === 'ipv6' ? 6 : 4 } as ResolvedAddress]
    : await resolve(host);
  if (answers.length === 0) throw new TargetRefused('HOST_NOT_FOUND');
  if (!allowed && answers.some((a) => !isPublicAddress(a.address))) throw new TargetRefused('ADDRESS_NOT_ALLOWED');
  return answers[0]!;
}

/** node's http(s) client, pinned to the checked address; redirects are not followed (a 3xx is a failure). */
export const nodeConnector: Connector = (target, request) =>
  new Promise<Response>((resolvePromise, reject) => {
    const { url } = target;
    const pinned: LookupFunction = (_host, options, callback) => {
      if ((options as { all?: boolean }).all) {
        (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, [target]);
      } else callback(null, target.address, target.family);
    };
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(
      {
        protocol: url.protocol,
        host: hostOf(url),
        port: portOf(url),
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...request.headers, 'content-length': String(Buffer.byteLength(request.body)) },
        lookup: pinned,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          clearTimeout(timer);
          resolvePromise({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) });
        };
        res.on('data', (chunk: Buffer) => {
          if (size >= RESPONSE_BODY_LIMIT) return;
          chunks.push(chunk);
          size += chunk.length;
          // Enough kept: the rest is not read.
          if (size >= RESPONSE_BODY_LIMIT) {
            finish();
            res.destroy();
          }
        });
        res.on('end', finish);
        res.on('error', (error) => {
          if (size < RESPONSE_BODY_LIMIT) reject(error);
        });
      },
    );
    const timer = setTimeout(() => req.destroy(new Error('TIMEOUT')), request.timeoutMs);
    req.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    req.end(request.body);
  });

export interface SendOptions {
  policy: TargetPolicy;
  resolve?: Resolver;
  connect?: Connector;
  timeoutMs?: number;
  /** For the duration; `performance.now` by default. */
  elapsed?: () => number;
}

/** One attempt: the URL and the address are checked, then the signed body is POSTed. Never throws. */
export async function attempt(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  options: SendOptions,
): Promise<AttemptOutcome> {
  const elapsed = options.elapsed ?? monotonic;
  const started = elapsed();
  const took = () => Math.round(elapsed() - started);
  try {
    const refusal = urlRefusal(rawUrl, options.policy);
    if (refusal) throw new TargetRefused(refusal);
    const url = new URL(rawUrl);
    const target = await resolveTarget(url, options.policy, options.resolve ?? systemResolver);
    const response = await (options.connect ?? nodeConnector)(
      { url, ...target },
      { headers, body, timeoutMs: options.timeoutMs ?? ATTEMPT_TIMEOUT_MS },
    );
    const ok = response.status >= 200 && response.status < 300;
    return {
      ok,
      status: response.status,
      body: keptBody(response.body),
      durationMs: took(),
      error: ok ? null : `HTTP_${response.status}`,
    };
  } catch (error) {
    const reason =
      error instanceof TargetRefused
        ? error.reason
        : ((error as NodeJS.ErrnoException).code ?? (error as Error).message ?? 'ERROR');
    return { ok: false, status: null, body: null, durationMs: took(), error: String(reason).slice(0, 200) };
  }
}
