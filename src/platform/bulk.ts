import { Type } from 'typebox';
import { AppError } from './errors.js';
import { component } from './openapi.js';
import { StrictObject } from './schemas.js';

/**
 * Operators' bulk actions (hold many AS requests, revoke many keys): each id is done on its own, in its own
 * transaction, exactly as the single route does it, and the answer says per id what happened. One refused id (gone,
 * already decided) does not undo or stop the others; an unexpected failure does stop the rest (500), and what was
 * done before it stays done, as the answer of the single route called in a loop would.
 */

export const BULK_MAX = 100;

/** The ids of a bulk action: 1–100 distinct ids (repeats are done once). */
export const BulkIds = Type.Array(Type.String({ maxLength: 32 }), { minItems: 1, maxItems: BULK_MAX });

export const BulkIdsBody = StrictObject({ ids: BulkIds });

export const BulkResults = component(
  'BulkResults',
  Type.Object({
    results: Type.Array(
      Type.Object({
        id: Type.String(),
        ok: Type.Boolean(),
        code: Type.Unsafe<string | null>({
          type: ['string', 'null'],
          description: 'Why this id was refused (the single route’s error code); null when done',
        }),
        detail: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
      }),
      { description: 'One per distinct id, in the order given' },
    ),
    done: Type.Integer({ description: 'How many ids were done' }),
    refused: Type.Integer({ description: 'How many were refused (code says why)' }),
  }),
);

export interface BulkResult {
  id: string;
  ok: boolean;
  code: string | null;
  detail: string | null;
}

/** Runs `one` for each distinct id in turn: a refusal (`AppError`) is that id's result, anything else is thrown. */
export async function eachId(
  ids: readonly string[],
  one: (id: string) => Promise<unknown>,
): Promise<{ results: BulkResult[]; done: number; refused: number }> {
  const results: BulkResult[] = [];
  for (const id of new Set(ids)) {
    try {
      await one(id);
      results.push({ id, ok: true, code: null, detail: null });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ id, ok: false, code: err.code, detail: err.message });
    }
  }
  const done = results.filter((r) => r.ok).length;
  return { results, done, refused: results.length - done };
}
