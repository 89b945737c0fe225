import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may be sent (SSRF guard), as pure rules: the URL's form, and the address a socket is about to
 * connect to. The sender resolves the host once, checks every answer here and connects to that checked address,
 * so a DNS answer cannot change between the check and the connection.
 */
export interface TargetPolicy {
  /** Hosts (names or addresses, as written in the URL) exempt from the address rule and allowed over http. */
  allowHosts: readonly string[];
  /** Embedded demo mode: http is accepted (the address rule still holds). */
  allowHttp: boolean;
}

export type UrlRefusal =
  | 'INVALID_URL'
  | 'SCHEME_NOT_ALLOWED'
  | 'CREDENTIALS_IN_URL'
  | 'PORT_NOT_ALLOWED'
  | 'ADDRESS_NOT_ALLOWED';

/** The host of a URL as the allow-list names it: without the brackets of an IPv6 literal. */
export function hostOf(url: URL) {
  return url.hostname.replace(/^\[|\]$/g, '');
}

export function isAllowedHost(policy: TargetPolicy, host: string) {
  return policy.allowHosts.includes(host.toLowerCase());
}

/** The port a URL connects to: its own, or the scheme's default. */
export function portOf(url: URL) {
  if (url.port) return Number(url.port);
  return url.protocol === 'https:' ? 443 : 80;
}

/**
 * Why `raw` may not be a webhook URL, or null: https only (http for allowed hosts or in demo mode), no user or
 * password, port 443 or 1024–65535, and an address literal must itself pass `addressRefusal`.
 */
export function urlRefusal(raw: string, policy: TargetPolicy): UrlRefusal | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'INVALID_URL';
  }
  const host = hostOf(url);
  const allowed = isAllowedHost(policy, host);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && (policy.allowHttp || allowed))) {
    return 'SCHEME_NOT_ALLOWED';
  }
  if (url.username || url.password) return 'CREDENTIALS_IN_URL';
  const port = portOf(url);
  if (port !== 443 && (port < 1024 || port > 65535)) return 'PORT_NOT_ALLOWED';
  if (!allowed && ipaddr.isValid(host) && !isPublicAddress(host)) return 'ADDRESS_NOT_ALLOWED';
  return null;
}

/** The well-known NAT64 prefix (64:ff9b::/96, RFC 6052): the public translator of an IPv4 address. */
const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * IPv6's global unicast block (2000::/3): everything outside it is reserved, deprecated (the IPv4-compatible ::/96,
 * site-local) or local, whatever finer class ipaddr.js gives it, so it is refused before ipaddr.js is asked.
 */
const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');

/** The IPv4 address embedded in a well-known NAT64 address, or null. The local-use prefix (RFC 8215) is not one. */
function nat64Embedded(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  if (!address.match(NAT64_WELL_KNOWN)) return null;
  return new ipaddr.IPv4(address.toByteArray().slice(12, 16));
}

/**
 * Whether a socket may connect to `address`: ipaddr.js must class it `unicast` (a public address), after unwrapping
 * an IPv4-mapped IPv6 address (::ffff:10.0.0.1) and a well-known NAT64 one (64:ff9b::10.0.0.1); any other IPv6
 * address must also lie in 2000::/3. Loopback, private, link-local, multicast, reserved, documentation,
 * IPv4-compatible, 6to4 and Teredo forms are all refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast';
  const v6 = parsed as ipaddr.IPv6;
  const embedded = nat64Embedded(v6);
  if (embedded) return embedded.range() === 'unicast';
  return v6.match(GLOBAL_UNICAST) && v6.range() === 'unicast';
}
