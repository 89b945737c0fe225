import type { FastifyInstance } from 'fastify';
import { AppError, validationFailed } from './errors.js';

/** Deeper JSON than this is refused before it is parsed: no business document nests so deep. */
export const MAX_JSON_DEPTH = 64;

/** Nesting depth of a JSON text, counted outside strings; stops counting past `limit`. */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return max;
}

/**
 * The path of the first number that is not finite (`1e400` parses to Infinity), or null. The path is built only for
 * that number, on the way back up: every request's body and query are walked, and almost none has one.
 */
function nonFinite(value: unknown): string | null {
  const keys = nonFiniteKeys(value, 0);
  return keys === null ? null : keys.reverse().join('.') || '(root)';
}

/** The keys to the first number that is not finite, innermost first; null when there is none. */
function nonFiniteKeys(value: unknown, depth: number): string[] | null {
  if (typeof value === 'number') return Number.isFinite(value) ? null : [];
  if (depth > MAX_JSON_DEPTH || value === null || typeof value !== 'object') return null;
  for (const key in value) {
    const keys = nonFiniteKeys((value as Record<string, unknown>)[key], depth + 1);
    if (keys !== null) {
      keys.push(key);
      return keys;
    }
  }
  return null;
}

/**
 * Refusals every route needs, before any route code runs:
 * - a JSON body nested deeper than 64 levels → 400 `JSON_TOO_DEEP` (a deep document overflows the stack of
 *   whatever walks it later: JSON.stringify, the database's jsonb);
 * - a number that is not finite (`1e400`, in the body or coerced from the query) → 400 `VALIDATION_FAILED`
 *   (the validator lets Infinity through integer bounds).
 * And one leniency: many HTTP clients send `Content-Type: application/json` on every request. An empty body is no
 * body on an operation that takes none, and `{}` on one that takes an object (so a missing required field is named,
 * and an operation whose fields are all optional runs), whatever the content type said.
 */
export function registerInputGuards(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (text.length === 0) {
      done(null, undefined);
      return;
    }
    if (jsonDepth(text) > MAX_JSON_DEPTH) {
      done(new AppError('JSON_TOO_DEEP', `The JSON body nests deeper than ${MAX_JSON_DEPTH} levels`), undefined);
      return;
    }
    parseJson(request, text, (err, parsed) => {
      if (err) return done(err, undefined);
      const bad = nonFinite(parsed);
      if (bad) return done(validationFailed(bad, 'must be a finite number'), undefined);
      done(null, parsed);
    });
  });
  // Callback hooks: nothing here waits, so no promise per request.
  app.addHook('preValidation', (request, _reply, done) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
    done();
  });
  app.addHook('preHandler', (request, _reply, done) => {
    const bad = nonFinite(request.query) ?? nonFinite(request.params);
    done(bad ? validationFailed(bad, 'must be a finite number') : undefined);
  });
}
