import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * For long synchronous stretches on the event loop (a file's rows parsed, checked and encrypted thousands at a
 * time): `due` says when the stretch has held the loop for `sliceMs`, `yield()` lets waiting requests run before it
 * goes on. A background job then delays a request by at most about one slice.
 */
export function loopShare(sliceMs = 4) {
  let since = performance.now();
  return {
    get due() {
      return performance.now() - since >= sliceMs;
    },
    async yield() {
      await nextTurn();
      since = performance.now();
    },
  };
}
