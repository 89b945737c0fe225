import { randomBytes } from 'node:crypto';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * An opaque, non-sequential id (contract §7.1): `prefix` and 20 random base32 characters (100 bits), e.g.
 * `cv_k3mz…`. Nothing about the object can be read from it, and neighbouring ids cannot be guessed.
 */
export function opaqueId(prefix: string): string {
  const bytes = randomBytes(20);
  let out = `${prefix}_`;
  for (const b of bytes) out += BASE32[b & 31];
  return out;
}

/** Whether `raw` can be an id of `prefix`: anything else names nothing (404 without a query). */
export const isOpaqueId = (prefix: string, raw: string) => new RegExp(`^${prefix}_[a-z2-7]{20}$`).test(raw);
