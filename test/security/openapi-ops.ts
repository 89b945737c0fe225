import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import type { Db } from '../../src/db/client.js';

export type Schema = Record<string, unknown> & {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  $ref?: string;
};

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required?: boolean;
  schema: Schema;
}

export interface Operation {
  method: string;
  /** OpenAPI path: `/api/v1/leads/{id}`. */
  path: string;
  security: ('apiKey' | 'bearer')[];
  params: Param[];
  body: Schema | null;
  bodyTypes: string[];
}

/** Every operation of the service's own OpenAPI document: new routes are swept without anyone listing them. */
export function operationsOf(app: App): Operation[] {
  const doc = app.swagger() as unknown as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
    components?: { schemas?: Record<string, Schema> };
  };
  const components = doc.components?.schemas ?? {};
  const resolve = (s: Schema | undefined): Schema | undefined => {
    if (!s) return s;
    if (s.$ref) return resolve(components[s.$ref.replace('#/components/schemas/', '')]);
    return s;
  };
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const security = ((op.security as Record<string, unknown>[] | undefined) ?? []).flatMap(
        (s) => Object.keys(s) as ('apiKey' | 'bearer')[],
      );
      const content = (op.requestBody as { content?: Record<string, { schema: Schema }> } | undefined)?.content ?? {};
      ops.push({
        method: method.toUpperCase(),
        path,
        security,
        params: ((op.parameters as Param[] | undefined) ?? []).map((p) => ({ ...p, schema: resolve(p.schema) ?? {} })),
        body: resolve(content['application/json']?.schema) ?? null,
        bodyTypes: Object.keys(content),
      });
    }
  }
  return ops;
}

export function resolveSchema(s: Schema): Schema {
  if (s.anyOf?.length) return resolveSchema(s.anyOf.find((x) => x.type !== 'null') ?? s.anyOf[0]);
  if (s.oneOf?.length) return resolveSchema(s.oneOf[0]);
  if (s.allOf?.length) {
    const merged: Schema = { type: 'object', properties: {}, required: [] };
    for (const part of s.allOf) {
      const r = resolveSchema(part);
      Object.assign(merged.properties as object, r.properties);
      merged.required?.push(...(r.required ?? []));
    }
    return merged;
  }
  return s;
}

const typeOf = (s: Schema) => (Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type);

/** A plausible value for a schema, with hints by field name so that a base body is often valid. */
export function sample(s: Schema, hints: Record<string, unknown> = {}, name = '', depth = 0): unknown {
  if (name in hints) return hints[name];
  const r = resolveSchema(s);
  if (r.const !== undefined) return r.const;
  if (r.enum?.length) return r.enum[0];
  switch (typeOf(r)) {
    case 'integer':
    case 'number':
      return typeof r.minimum === 'number' ? Math.max(r.minimum, 1) : 1;
    case 'boolean':
      return false;
    case 'array': {
      const min = typeof r.minItems === 'number' ? r.minItems : 1;
      return Array.from({ length: Math.max(1, min) }, () => sample(r.items ?? {}, hints, name, depth + 1));
    }
    case 'object': {
      if (depth > 4) return {};
      const out: Record<string, unknown> = {};
      for (const key of r.required ?? []) out[key] = sample(r.properties?.[key] ?? {}, hints, key, depth + 1);
      return out;
    }
    case 'string': {
      if (r.format === 'date-time') return new Date().toISOString();
      if (r.format === 'date') return '2026-01-01';
      if (r.format === 'email') return 'someone@example.com';
      if (r.format === 'uri') return 'https://example.com/x';
      const min = typeof r.minLength === 'number' ? r.minLength : 1;
      return 'x'.repeat(Math.max(1, min));
    }
    default:
      return 'x';
  }
}

/** `{id}` → the value for that parameter. */
export function fillPath(path: string, values: Record<string, string>, fallback: string) {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => encodeURIComponent(values[name] ?? fallback));
}

const IGNORED_TABLES = new Set(['rate_limit_buckets', '__drizzle_migrations']);

/**
 * A digest of every row of every application table (except the rate-limit buckets and `api_keys.last_used_at`,
 * which any authenticated request touches): equal digests mean nothing was written.
 */
export async function databaseDigest(db: Db): Promise<Record<string, string>> {
  const tables = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`);
  const names = tables.rows.map((r) => r.table_name).filter((n) => !IGNORED_TABLES.has(n));
  const parts = names.map(
    (n) =>
      sql`select ${n}::text as t, md5(coalesce(string_agg((to_jsonb(x) - 'last_used_at')::text, ',' order by (to_jsonb(x) - 'last_used_at')::text), '')) as d from ${sql.identifier(n)} x`,
  );
  const res = await db.execute<{ t: string; d: string }>(sql.join(parts, sql` union all `));
  return Object.fromEntries(res.rows.map((r) => [r.t, r.d]));
}

export function changedTables(a: Record<string, string>, b: Record<string, string>) {
  return Object.keys({ ...a, ...b }).filter((k) => a[k] !== b[k]);
}

/** What must never be in a response: a stack trace, a source path, SQL text. */
export function leakIn(body: string): string | null {
  if (/\n\s+at\s|\bat\s[\w.<>]+\s\(.*:\d+:\d+\)/.test(body)) return 'stack trace';
  if (/node_modules|\/src\/|\.ts:\d+/.test(body)) return 'source path';
  if (/\b(select\s.+\sfrom|insert\s+into|update\s+\w+\s+set|delete\s+from)\b/i.test(body)) return 'SQL text';
  if (/violates|constraint|relation "|column "|syntax error at/i.test(body)) return 'database error text';
  return null;
}
