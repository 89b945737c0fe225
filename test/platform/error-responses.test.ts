import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ERROR_CODE_LIST, statusesOf } from '../../src/platform/error-codes.js';
import { ERROR_CODES_KEY, errorResponses } from '../../src/platform/errors.js';

const codesOf = (responses: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(responses).map(([status, schema]) => [status, (schema as Record<string, unknown>)[ERROR_CODES_KEY]]),
  );

test('errorResponses: codes grouped by their status; a code of two statuses under the one named', () => {
  assert.deepEqual(codesOf(errorResponses('KEY_SCOPE', 'NOT_FOUND', 'AS_REQUEST_FORBIDDEN')), {
    403: ['KEY_SCOPE', 'AS_REQUEST_FORBIDDEN'],
    404: ['NOT_FOUND'],
  });
  assert.deepEqual(codesOf(errorResponses(['PRODUCT_NOT_FOUND', 400], 'PRODUCT_NOT_MAPPED')), {
    400: ['PRODUCT_NOT_FOUND', 'PRODUCT_NOT_MAPPED'],
  });
  // Raised with both statuses: named once per status.
  assert.deepEqual(codesOf(errorResponses(['FILE_SIZE_MISMATCH', 400], ['FILE_SIZE_MISMATCH', 413])), {
    400: ['FILE_SIZE_MISMATCH'],
    413: ['FILE_SIZE_MISMATCH'],
  });
  // Listed twice (a named list and the route's own), named once.
  assert.deepEqual(codesOf(errorResponses(['FILE_NOT_FOUND', 404], 'KEY_SCOPE', ['FILE_NOT_FOUND', 404])), {
    404: ['FILE_NOT_FOUND'],
    403: ['KEY_SCOPE'],
  });
  assert.deepEqual(errorResponses(), {});
});

test('errorResponses refuses a bare code of two statuses: by the types, and when the routes are built', () => {
  // @ts-expect-error CONTACT_SUPPRESSED is 409 on registration and 400 on use: the route names its status.
  assert.throws(() => errorResponses('CONTACT_SUPPRESSED'), /CONTACT_SUPPRESSED has the statuses 409, 400/);
  // A list whose type the check cannot see (cast) is refused at startup all the same.
  const codes = ['FILE_NOT_FOUND'] as unknown as 'NOT_FOUND'[];
  assert.throws(() => errorResponses('KEY_SCOPE', ...codes), /FILE_NOT_FOUND has the statuses 400, 404/);
});

test('every code of two statuses in the catalogue is refused bare', () => {
  const twoStatuses = ERROR_CODE_LIST.filter((code) => statusesOf(code).length > 1);
  assert.ok(twoStatuses.includes('CONTACT_SUPPRESSED'), twoStatuses.join(', '));
  for (const code of twoStatuses) {
    assert.throws(() => errorResponses(code as 'NOT_FOUND'), new RegExp(`${code} has the statuses`));
  }
});
