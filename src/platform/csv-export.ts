import { stringify } from 'csv-stringify/sync';
import type { FastifyInstance } from 'fastify';
import { type TObject, Type } from 'typebox';
import type { Executor } from '../db/client.js';
import { AUTH, type Caller, callerOf } from './access/caller.js';
import { COUNT_CAP } from './bounded-list.js';
import type { Clock } from './clock.js';
import { contentDisposition } from './content-disposition.js';
import { badRequest, errorResponses } from './errors.js';
import { emit } from './events.js';
import { koreaDate } from './korea-time.js';
import { withTransaction } from './transactions.js';

/**
 * The operators' lists as CSV files (`GET /admin/v1/<list>/export.csv`): the list's own filters and its own rows, so
 * a file holds exactly what the screen shows, masked as the screen masks it (the lists never decrypt), for the
 * whole filtered list instead of one page. UTF-8 with a byte-order mark (Excel reads Korean right), CRLF lines, every
 * cell a spreadsheet would run as a formula neutralised, at most `EXPORT_CAP` rows (more matching → 400
 * `EXPORT_TOO_LARGE`: narrow the filters), each file an audit entry (`LIST_EXPORTED`).
 */

/** The most rows one file holds: the lists' own reach (their pages stop at the first 10,000 matching rows). */
export const EXPORT_CAP = COUNT_CAP;

/** One column of a file: its Korean header and the cell of a row (null and undefined are empty cells). */
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

/**
 * A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, a tab or a carriage return first: OWASP's CSV
 * injection list) starts with `'`, which the spreadsheet shows as text and does not run. A masked name or a memo
 * typed by anyone can start so; `-3` becomes `'-3` (the lists' figures are never negative).
 */
export function neutraliseCell(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

/** The file's text: a byte-order mark, the header line, one line per row, CRLF, quoted where a cell needs it. */
export function csvDocument<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const records = rows.map((row) =>
    columns.map((c) => {
      const v = c.value(row);
      return v === null || v === undefined ? '' : neutraliseCell(String(v));
    }),
  );
  return stringify([columns.map((c) => neutraliseCell(c.header)), ...records], {
    bom: true,
    record_delimiter: 'windows',
  });
}

/** What a list gives its export: its rows for a query, and how many matched (bounded lists say when more did). */
export interface ListAnswer<T> {
  data: T[];
  pagination: { total: number; totalCapped?: boolean };
}

export interface CsvExport<T, Q extends Record<string, unknown>> {
  /** The list's URL: the file is at `<url>/export.csv`. */
  url: string;
  /** The list's name in the file's name and the audit entry (`leads` → `leads-2026-11-29.csv`, `list:leads`). */
  list: string;
  operationId: string;
  tags: string[];
  summary: string;
  /** The list's querystring: the export takes the same, without `page` and `limit`. */
  query: TObject;
  /** The list itself, asked for its first `limit` rows. */
  load: (caller: Caller, query: Q & { page: number; limit: number }) => Promise<ListAnswer<T>>;
  columns: readonly CsvColumn<T>[];
  /** Filters whose value is personal (a consultant's CI): the audit entry says they were set, not their value. */
  personalFilters?: readonly string[];
}

/** The filters of an export as its audit entry keeps them: ids, codes and days; personal values as `true`. */
function auditedFilters(query: Record<string, unknown>, personal: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, personal.includes(k) ? true : v]),
  );
}

/** Registers `GET <url>/export.csv` for an operators' list (admin keys and every operator role, as the list). */
export function registerCsvExport<T, Q extends Record<string, unknown>>(
  app: FastifyInstance,
  deps: { db: Executor; clock: Clock },
  spec: CsvExport<T, Q>,
) {
  const query = Type.Omit(spec.query, ['page', 'limit'], { additionalProperties: false });
  app.get(
    `${spec.url}/export.csv`,
    {
      config: {
        ...AUTH.admin,
        openapi: {
          response: {
            200: {
              description:
                'The filtered list as CSV: UTF-8 with a byte-order mark, a header line of Korean column names, ' +
                "masked as the list is; a cell that would start a formula starts with '",
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
          },
        },
      },
      schema: {
        tags: spec.tags,
        operationId: spec.operationId,
        summary: spec.summary,
        description:
          `The list's filters and order, every matching row up to ${EXPORT_CAP.toLocaleString('en')} (more → 400 ` +
          'EXPORT_TOO_LARGE: narrow the filters). Masked as the list is: it never decrypts, so it writes no access ' +
          'record; each file is an audit entry (LIST_EXPORTED) with the filters and the count of rows.',
        querystring: query,
        response: { ...errorResponses('KEY_SCOPE', 'EXPORT_TOO_LARGE') },
      },
    },
    async (request, reply) => {
      const { name, body } = await exportList(deps, spec, callerOf(request), request.query as Q);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', contentDisposition({ ascii: name, utf8: name }))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
}

/** One export: the list's rows for the query (all of them, or 400 beyond the cap), the file, its audit entry. */
export async function exportList<T, Q extends Record<string, unknown>>(
  deps: { db: Executor; clock: Clock },
  spec: Pick<CsvExport<T, Q>, 'list' | 'load' | 'columns' | 'personalFilters'>,
  caller: Caller,
  q: Q,
): Promise<{ name: string; body: string }> {
  const answer = await spec.load(caller, { ...q, page: 1, limit: EXPORT_CAP });
  if (answer.pagination.totalCapped || answer.pagination.total > EXPORT_CAP) {
    throw badRequest(
      'EXPORT_TOO_LARGE',
      `More than ${EXPORT_CAP} rows match: narrow the filters (a period, a provider) to export them`,
    );
  }
  const body = csvDocument(spec.columns, answer.data);
  await withTransaction(deps.db, (tx) =>
    emit(tx, caller, [
      {
        type: 'audit',
        action: 'LIST_EXPORTED',
        target: `list:${spec.list}`,
        detail: { rows: answer.data.length, filters: auditedFilters(q, spec.personalFilters ?? []) },
      },
    ]),
  );
  return { name: `${spec.list}-${koreaDate(new Date(deps.clock()))}.csv`, body };
}
