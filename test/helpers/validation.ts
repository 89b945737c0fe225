import assert from 'node:assert/strict';
import { AppError } from '../../src/platform/errors.js';

/** The call fails with 400 VALIDATION_FAILED naming `field`, its message matching `message`. */
export function rejectsAsInvalid(call: () => unknown, field: string, message: RegExp) {
  assert.throws(call, (err: unknown) => {
    assert.ok(err instanceof AppError, String(err));
    assert.equal(err.statusCode, 400);
    assert.equal(err.code, 'VALIDATION_FAILED');
    assert.equal(err.errors?.length, 1);
    assert.equal(err.errors?.[0].field, field);
    assert.match(err.errors?.[0].message ?? '', message);
    assert.equal(err.message, `${field}: ${err.errors?.[0].message}`);
    return true;
  });
}
