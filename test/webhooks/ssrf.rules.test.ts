import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import ipaddr from 'ipaddr.js';
import { isPublicAddress, urlRefusal } from '../../src/webhooks/ssrf.rules.js';

const strict = { allowHosts: [], allowHttp: false };

test('only addresses ipaddr.js classes unicast pass, after unwrapping IPv4-mapped and NAT64 forms', () => {
  const table: [string, boolean][] = [
    ['93.184.216.34', true],
    ['2606:4700::6810:85e5', true],
    ['::ffff:93.184.216.34', true],
    ['64:ff9b::5db8:d822', true], // NAT64 of 93.184.216.34
    ['127.0.0.1', false],
    ['10.1.2.3', false],
    ['172.16.0.1', false],
    ['192.168.1.1', false],
    ['169.254.169.254', false],
    ['100.64.0.1', false],
    ['0.0.0.0', false],
    ['255.255.255.255', false],
    ['224.0.0.1', false],
    ['::1', false],
    ['::', false],
    ['fe80::1', false],
    ['fd00::1', false],
    ['ff02::1', false],
    ['::ffff:127.0.0.1', false],
    ['::ffff:169.254.169.254', false],
    ['64:ff9b::a00:1', false], // NAT64 of 10.0.0.1
    ['64:ff9b::7f00:1', false], // NAT64 of 127.0.0.1
    ['2002:a00:1::1', false], // 6to4
    ['2001::1', false], // Teredo
    ['not an address', false],
  ];
  for (const [address, allowed] of table) assert.equal(isPublicAddress(address), allowed, address);
});

test('IPv6: only the global unicast block 2000::/3 passes; deprecated and reserved forms are refused', () => {
  const table: [string, boolean][] = [
    ['::7f00:1', false], // IPv4-compatible ::127.0.0.1 (::/96, deprecated by RFC 4291)
    ['::5db8:d822', false], // IPv4-compatible, even of a public IPv4 address
    ['::a9fe:a9fe', false], // IPv4-compatible 169.254.169.254
    ['64:ff9b:1::5db8:d822', false], // local-use NAT64 (RFC 8215): a local network's translator
    ['1::1', false], // reserved by the IETF (0000::/8 and the rest outside 2000::/3)
    ['4000::1', false],
    ['e000::1', false],
    ['fec0::1', false], // deprecated site-local
    ['3fff::1', false], // documentation (RFC 9637)
    ['2001:db8::1', false], // documentation (RFC 3849)
    ['100::1', false], // discard-only
    ['2a00:1450:4001:81c::200e', true],
    ['2400:cb00::1', true],
  ];
  for (const [address, allowed] of table) assert.equal(isPublicAddress(address), allowed, address);
});

test('any IPv6 address outside 2000::/3 is refused (generated)', () => {
  fc.assert(
    fc.property(fc.ipV6(), (address) => {
      const first = Number.parseInt(ipaddr.IPv6.parse(address).toNormalizedString().split(':')[0], 16);
      const globalUnicast = first >= 0x2000 && first <= 0x3fff;
      const mapped = ipaddr.IPv6.parse(address).isIPv4MappedAddress();
      if (!globalUnicast && !mapped) assert.equal(isPublicAddress(address), false, address);
    }),
    { numRuns: 5000 },
  );
});

test('webhook URLs: https on 443 or 1024–65535, no credentials, no private literal', () => {
  const table: [string, string | null][] = [
    ['https://hooks.example.com/x', null],
    ['https://hooks.example.com:8443/x', null],
    ['https://93.184.216.34/x', null],
    ['http://hooks.example.com/x', 'SCHEME_NOT_ALLOWED'],
    ['ftp://hooks.example.com/x', 'SCHEME_NOT_ALLOWED'],
    ['https://user@hooks.example.com/x', 'CREDENTIALS_IN_URL'],
    ['https://user:pw@hooks.example.com/x', 'CREDENTIALS_IN_URL'],
    ['https://hooks.example.com:80/x', 'PORT_NOT_ALLOWED'],
    ['https://hooks.example.com:1023/x', 'PORT_NOT_ALLOWED'],
    ['https://127.0.0.1/x', 'ADDRESS_NOT_ALLOWED'],
    ['https://2130706433/x', 'ADDRESS_NOT_ALLOWED'], // 127.0.0.1 as one number
    ['https://0x7f.1/x', 'ADDRESS_NOT_ALLOWED'],
    ['https://[::1]/x', 'ADDRESS_NOT_ALLOWED'],
    ['https://[::ffff:a9fe:a9fe]/x', 'ADDRESS_NOT_ALLOWED'],
    ['https://[::127.0.0.1]:8443/x', 'ADDRESS_NOT_ALLOWED'], // IPv4-compatible, written as the URL parser keeps it
    ['https://[::7f00:1]:8443/x', 'ADDRESS_NOT_ALLOWED'],
    ['nonsense', 'INVALID_URL'],
  ];
  for (const [url, refusal] of table) assert.equal(urlRefusal(url, strict), refusal, url);
});

test('an allowed host may be private and plain http; demo mode allows http to public hosts only', () => {
  const tests = { allowHosts: ['127.0.0.1'], allowHttp: false };
  assert.equal(urlRefusal('http://127.0.0.1:4000/x', tests), null);
  assert.equal(urlRefusal('http://127.0.0.2:4000/x', tests), 'SCHEME_NOT_ALLOWED');
  assert.equal(urlRefusal('http://127.0.0.1:22/x', tests), 'PORT_NOT_ALLOWED');
  const demo = { allowHosts: [], allowHttp: true };
  assert.equal(urlRefusal('http://hooks.example.com:8080/x', demo), null);
  assert.equal(urlRefusal('http://10.0.0.1:8080/x', demo), 'ADDRESS_NOT_ALLOWED');
  assert.equal(urlRefusal('http://[::127.0.0.1]:8080/x', demo), 'ADDRESS_NOT_ALLOWED');
});
