import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createConsultant } from '../claims/helpers.js';
import { adminHeaders, build } from '../helpers/build.js';
import { registerOk, world } from '../helpers/fixtures.js';
import { ResponseChecker } from '../helpers/openapi-responses.js';
import {
  changedTables,
  databaseDigest,
  fillPath,
  leakIn,
  type Operation,
  operationsOf,
  resolveSchema,
  type Schema,
  sample,
} from './openapi-ops.js';

// Hostile input against every operation of the service's own OpenAPI document: never a 5xx, always
// problem+json (RFC 6749 JSON at the token endpoint), never a stack trace or SQL, never a personal data value
// echoed, and nothing written by a request that was refused.
const { app, db } = await build();
/**
 * What an operation writes when it refuses, on purpose: a registration refused for its source's data (a duplicate
 * contact here) is recorded for source quality (`lead_refusals`, no personal data), since it stores no lead.
 */
const WRITTEN_WHEN_REFUSED: Record<string, string[]> = { 'POST /api/v1/leads': ['lead_refusals'] };
const changedBesides = (op: Operation, before: Record<string, string>, after: Record<string, string>) =>
  changedTables(before, after).filter((t) => !WRITTEN_WHEN_REFUSED[`${op.method} ${op.path}`]?.includes(t));
const w = await world(app);
const lead = await registerOk(app, w, { portalId: 1, region: '서울' });
const admin = await createConsultant(app, 'ADMIN');

// Personal data a client might put in a wrong place; none of it may come back in an error.
const PII = { phone: '010-9876-5432', ssn: '900101-1234567', account: '110-987-654321', email: 'victim@example.com' };
const PII_NEEDLES = ['9876-5432', '98765432', '1234567', '987654321', '987-654321', 'victim@'];

const hints: Record<string, unknown> = {
  productId: w.product.id,
  providerId: w.provider.id,
  portalId: 1,
  fromPortalId: 1,
  toPortalId: 2,
  leadId: lead.id,
  leadIds: [lead.id],
  region: '서울',
  name: '홍길동',
  phone: '010-1111-2222',
};

// Every field gets the core values; the rest are spread over the fields in turn, so each appears somewhere
// while the sweep stays within its time budget.
const CORE_VALUES: unknown[] = [
  '',
  '\u0000',
  "' OR '1'='1",
  'x'.repeat(100_000),
  PII.phone,
  -1,
  2 ** 31,
  1e308,
  null,
  [],
  {},
];
const MORE_VALUES: unknown[] = [
  ' ',
  'a\u0000b',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  'e\u0301\u0301\u0301',
  '𝟘𝟙𝟚',
  '🙂'.repeat(300),
  'ｓｅｌｅｃｔ',
  '1; DROP TABLE leads; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a log-injection probe, literally
  '${jndi:ldap://127.0.0.1/x}',
  '{{7*7}}',
  PII.ssn,
  PII.account,
  PII.email,
  0,
  1.5,
  2 ** 53 + 2,
  -(2 ** 63),
  true,
  [[[[[]]]]],
  { $gt: '' },
];
let rotation = 0;
const valuesForField = () => {
  const extra = Array.from({ length: 4 }, () => MORE_VALUES[rotation++ % MORE_VALUES.length]);
  return [...CORE_VALUES, ...extra];
};
const QUERY_VALUES = [
  '',
  '\u0000',
  "' OR '1'='1",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\ud800',
  PII.phone,
  PII.ssn,
  '-1',
  '1.5',
  '1e400',
  'x'.repeat(20_000),
];

// Date-times at the edges of what JavaScript and PostgreSQL represent: valid ISO 8601 text whose UTC instant falls
// in year 10000 or before year 1, and the first and last days the formats allow. Given to every field and query
// parameter that looks like a date or a time.
const EXTREME_DATES = [
  '9999-12-31T23:59:59-14:00',
  '9999-12-31T23:59:59Z',
  '0000-01-01T00:00:00+14:00',
  '0001-01-01T00:00:00+01:00',
  '9999-12-31',
  '0000-01-01',
  '99991231',
  '9999-12-31 23:59:59',
];
const DATE_NAME = /date|day|from$|to$|on$|at$|time|birthday|expires/i;
const looksLikeDate = (name: string, schema: Schema | undefined) => {
  const s = schema ? resolveSchema(schema) : undefined;
  return DATE_NAME.test(name) || s?.format === 'date-time' || s?.format === 'date';
};

// Well-formed ids (the id format allows 15 digits) above the range of an `integer` column: they name nothing, so
// they must be answered like any unknown id, never as a value the database refused (INVALID_VALUE).
const BIG_IDS = ['2147483648', '9618464494859'];
const isIdName = (name: string) => /id$|ids$/i.test(name);

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const nestedArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

function headersFor(op: Operation): Record<string, string> {
  if (op.security.includes('apiKey')) return { ...adminHeaders };
  if (op.security.includes('bearer')) return { authorization: `Bearer ${admin.token}` };
  return {};
}

interface Case {
  what: string;
  request: InjectOptions;
}

function casesFor(op: Operation): Case[] {
  const cases: Case[] = [];
  const headers = headersFor(op);
  // Path ids that name nothing: a refused request must not touch a real row; a destructive one finds nothing.
  const pathFallback = '999999999';
  const baseQuery: Record<string, string> = {};
  for (const p of op.params.filter((p) => p.in === 'query' && p.required))
    baseQuery[p.name] = String(sample(p.schema, hints, p.name));
  const url = (path = fillPath(op.path, {}, pathFallback), query: Record<string, string> = baseQuery) => {
    const qs = new URLSearchParams(query).toString();
    return qs ? `${path}?${qs}` : path;
  };
  const body = op.body ? (sample(op.body, hints) as Record<string, unknown>) : undefined;
  const send = (what: string, extra: Partial<InjectOptions>) =>
    cases.push({
      what,
      request: {
        method: op.method as InjectOptions['method'],
        url: url(),
        headers: { ...headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        ...(body !== undefined ? { payload: JSON.stringify(body) } : {}),
        ...extra,
      } as InjectOptions,
    });

  // Path parameters.
  for (const p of op.params.filter((p) => p.in === 'path')) {
    for (const v of [
      '0',
      '-1',
      '1.5',
      '99999999999999999999999',
      "1' or '1'='1",
      '../../etc/passwd',
      '%00',
      'x'.repeat(5000),
      PII.phone,
      ...BIG_IDS,
    ]) {
      send(`path ${p.name}=${v.slice(0, 20)}`, { url: url(fillPath(op.path, { [p.name]: v }, pathFallback)) });
    }
  }
  // Query parameters: wrong types, hostile strings, repeated, unknown.
  for (const p of op.params.filter((p) => p.in === 'query')) {
    for (const v of QUERY_VALUES) {
      send(`query ${p.name}=${JSON.stringify(v.slice(0, 20))}`, { url: url(undefined, { ...baseQuery, [p.name]: v }) });
    }
    if (looksLikeDate(p.name, p.schema)) {
      for (const v of EXTREME_DATES)
        send(`query ${p.name}=${v}`, { url: url(undefined, { ...baseQuery, [p.name]: v }) });
    }
    if (isIdName(p.name)) {
      for (const v of BIG_IDS) send(`query ${p.name}=${v}`, { url: url(undefined, { ...baseQuery, [p.name]: v }) });
    }
    send(`query ${p.name} twice`, {
      url: `${url()}${Object.keys(baseQuery).length ? '&' : '?'}${p.name}=1&${p.name}=2`,
    });
  }
  if (op.method === 'GET')
    send('unknown query parameter', { url: url(undefined, { ...baseQuery, unknownParam: '1' }) });

  if (op.body) {
    const json = (what: string, payload: string, contentType = 'application/json') =>
      send(what, { payload, headers: { ...headers, 'content-type': contentType } });
    json('empty body', '');
    json('null', 'null');
    json('array', '[]');
    json('string', '"x"');
    json('number', '1');
    json('broken JSON', '{"a":');
    json('single quotes', "{'a':1}");
    json('trailing comma', '{"a":1,}');
    json('duplicate keys', '{"portalId":1,"portalId":"x"}');
    json('deeply nested object (10 000)', nested(10_000));
    json('deeply nested array (100 000)', nestedArray(100_000));
    json('10 MB string', JSON.stringify({ ...body, name: 'x'.repeat(10 * 1024 * 1024) }));
    json('text/plain', JSON.stringify(body), 'text/plain');
    json('XML', '<a>1</a>', 'application/xml');
    json('form', 'a=1&b=2', 'application/x-www-form-urlencoded');
    json('multipart', '--b\r\n\r\nx\r\n--b--', 'multipart/form-data; boundary=b');
    json('no content type', JSON.stringify(body), '');
    json('JSON with charset latin1', JSON.stringify(body), 'application/json; charset=latin1');
    json('extra field', JSON.stringify({ ...body, unexpectedField: 1 }));
    json('prototype pollution', `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}`);

    const schema = resolveSchema(op.body);
    for (const [field, fieldSchema] of Object.entries(schema.properties ?? {})) {
      if (schema.required?.includes(field)) {
        const { [field]: _removed, ...rest } = body ?? {};
        json(`missing ${field}`, JSON.stringify(rest));
      }
      for (const v of valuesForField()) {
        json(`${field}=${JSON.stringify(v)?.slice(0, 24)}`, JSON.stringify({ ...body, [field]: v }));
      }
      if (isIdName(field)) {
        const fs = resolveSchema(fieldSchema as Schema);
        for (const v of BIG_IDS) {
          const value = fs.type === 'array' ? [v] : v;
          json(`${field}=${JSON.stringify(value)}`, JSON.stringify({ ...body, [field]: value }));
        }
      }
      if (looksLikeDate(field, fieldSchema as Schema)) {
        for (const v of EXTREME_DATES) json(`${field}=${v}`, JSON.stringify({ ...body, [field]: v }));
      }
      const fs = resolveSchema(fieldSchema as Schema);
      if (fs.type === 'object' || (Array.isArray(fs.type) && fs.type.includes('object'))) {
        json(
          `${field} nested 10 000 deep`,
          `${JSON.stringify({ ...body }).slice(0, -1)}${Object.keys(body ?? {}).length ? ',' : ''}"${field}":${nested(10_000)}}`,
        );
        json(`${field} nested 200 deep`, JSON.stringify({ ...body, [field]: JSON.parse(nested(200)) }));
      }
    }
  }
  return cases;
}

/**
 * Misbehaviours found by this sweep in code its owners are fixing, by exact request: the main sweep skips them, and
 * a test of their own fails once one no longer reproduces, so an entry leaves the list when it is fixed.
 */
const KNOWN_ISSUES = new Set<string>([]);

const checker = await ResponseChecker.of(app);

/** Why a response is wrong, or null. */
function verdict(op: Operation, c: Case, res: LightMyRequestResponse) {
  if (res.statusCode >= 500) return `status ${res.statusCode}: ${res.body.slice(0, 300)}`;
  if (BIG_IDS.some((id) => c.what.includes(id)) && res.body.includes('"INVALID_VALUE"'))
    return `a well-formed id that names nothing answered ${res.statusCode} INVALID_VALUE`;
  // Status, media type and body as the OpenAPI document says (what a validating proxy and generated clients check).
  const undocumented = checker.problems(op.method, String(c.request.url), res);
  if (undocumented.length) return undocumented.join('; ');
  const leak = leakIn(res.body);
  if (leak) return `${leak} in ${res.body.slice(0, 300)}`;
  if (res.statusCode >= 400) {
    for (const needle of PII_NEEDLES)
      if (res.body.includes(needle)) return `personal data echoed: ${res.body.slice(0, 300)}`;
    const type = String(res.headers['content-type'] ?? '');
    const oauth = op.path === '/api/v1/auth/token' && type.startsWith('application/json') && /"error"/.test(res.body);
    if (!type.startsWith('application/problem+json') && !oauth)
      return `content-type ${type}: ${res.body.slice(0, 200)}`;
  }
  return null;
}

test('every operation survives hostile input: no 5xx, problem+json, no leaks, nothing written when refused', async (t) => {
  const ops = operationsOf(app);
  assert.ok(ops.length >= 40, `only ${ops.length} operations in the OpenAPI document`);
  const failures: string[] = [];
  let total = 0;
  let refusedWithWrites = 0;
  for (const op of ops) {
    const cases = casesFor(op);
    const write = op.method !== 'GET';
    let before = write ? await databaseDigest(db) : null;
    const accepted: string[] = [];
    const refused: Case[] = [];
    for (const c of cases) {
      if (KNOWN_ISSUES.has(`${op.method} ${op.path} [${c.what}]`)) continue;
      total += 1;
      const res = await app.inject(c.request);
      const problem = verdict(op, c, res);
      if (problem) failures.push(`${op.method} ${op.path} [${c.what}] → ${problem}`);
      if (res.statusCode < 400) accepted.push(c.what);
      else refused.push(c);
    }
    if (!write || !before) continue;
    const after = await databaseDigest(db);
    const changed = changedBesides(op, before, after);
    if (changed.length === 0) continue;
    if (accepted.length === 0) {
      failures.push(`${op.method} ${op.path}: refused requests changed ${changed.join(', ')}`);
      continue;
    }
    // Something was accepted and wrote: replay the refused ones one by one to tell whether they wrote too.
    before = after;
    for (const c of refused) {
      const res = await app.inject(c.request);
      const now = await databaseDigest(db);
      const diff = changedBesides(op, before, now);
      if (res.statusCode >= 400 && diff.length) {
        refusedWithWrites += 1;
        failures.push(`${op.method} ${op.path} [${c.what}] → ${res.statusCode} but changed ${diff.join(', ')}`);
      }
      before = now;
    }
  }
  assert.ok(total > 1000, `${total} requests`);
  t.diagnostic(`${total} hostile requests over ${ops.length} operations`);
  assert.equal(
    failures.length,
    0,
    `${failures.length} of ${total} hostile requests misbehaved (${refusedWithWrites} wrote):\n${[...new Set(failures)].slice(0, 60).join('\n')}`,
  );
});

test('file paths: traversal out of the storage directory is refused', async () => {
  for (const key of [
    '../../../../etc/passwd',
    '..%2f..%2f..%2fetc%2fpasswd',
    '%2e%2e/%2e%2e/etc/passwd',
    '....//....//etc/passwd',
    '/etc/passwd',
    'x/../../../etc/passwd',
  ]) {
    const res = await app.inject({ url: `/files/${key}` });
    assert.ok([400, 403, 404].includes(res.statusCode), `${key} → ${res.statusCode}`);
    assert.ok(!res.body.includes('root:'), `${key} served a system file`);
  }
});

// A known issue is left out of the sweep above only while it still reproduces: once fixed (or misspelt, naming no
// generated case), this fails until the entry leaves the list, so the sweep covers that case again.
test('every known issue still reproduces and names a generated case', {
  skip: KNOWN_ISSUES.size === 0 ? 'no known issues' : false,
}, async () => {
  const named = new Set<string>();
  const reproduced = new Set<string>();
  for (const op of operationsOf(app)) {
    for (const c of casesFor(op)) {
      const id = `${op.method} ${op.path} [${c.what}]`;
      if (!KNOWN_ISSUES.has(id)) continue;
      named.add(id);
      if (verdict(op, c, await app.inject(c.request))) reproduced.add(id);
    }
  }
  assert.deepEqual(
    [...KNOWN_ISSUES].filter((id) => !named.has(id)),
    [],
    'known issues that name no generated case',
  );
  assert.deepEqual(
    [...KNOWN_ISSUES].filter((id) => !reproduced.has(id)),
    [],
    'fixed: remove them from KNOWN_ISSUES',
  );
});
