import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GroupedCalls } from '../../src/platform/grouped-calls.js';

/** A `run` that records each group it is given and answers when told to (`release`). */
function recorder(fail?: (item: string) => boolean) {
  const groups: string[][] = [];
  const pending: (() => void)[] = [];
  const run = (items: string[]) => {
    groups.push(items);
    return new Promise<string[]>((resolve, reject) => {
      pending.push(() => {
        const bad = items.find((i) => fail?.(i));
        if (bad) reject(new Error(`bad ${bad}`));
        else resolve(items.map((i) => i.toUpperCase()));
      });
    });
  };
  const release = async () => {
    while (pending.length) pending.shift()!();
    await new Promise((r) => setImmediate(r));
  };
  return { groups, run, release };
}

test('an idle group sends a call at once, alone; calls made meanwhile go together when the slot frees', async () => {
  const r = recorder();
  const calls = new GroupedCalls(r.run, { slots: 1, maxItems: 10 });
  const first = calls.call('a');
  assert.deepEqual(r.groups, [['a']]);
  const rest = ['b', 'c', 'd'].map((i) => calls.call(i));
  assert.deepEqual(r.groups, [['a']], 'nothing more is sent while the only slot is busy');
  await r.release();
  assert.deepEqual(r.groups, [['a'], ['b', 'c', 'd']]);
  await r.release();
  assert.deepEqual(await Promise.all([first, ...rest]), ['A', 'B', 'C', 'D']);
});

test('each slot sends its own group; a group holds at most maxItems, oldest first', async () => {
  const r = recorder();
  const calls = new GroupedCalls(r.run, { slots: 2, maxItems: 2 });
  const answers = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((i) => calls.call(i));
  assert.deepEqual(r.groups, [['a'], ['b']]);
  await r.release();
  assert.deepEqual(r.groups.slice(2), [
    ['c', 'd'],
    ['e', 'f'],
  ]);
  await r.release();
  await r.release();
  assert.deepEqual(r.groups.slice(4), [['g']]);
  assert.deepEqual(await Promise.all(answers), ['A', 'B', 'C', 'D', 'E', 'F', 'G']);
});

test('two calls of one key never share a group: the later waits for the next, keeping its place', async () => {
  const r = recorder();
  const calls = new GroupedCalls(r.run, { slots: 1, maxItems: 10, keyOf: (i: string) => i[0] });
  const answers = ['x0', 'a1', 'b1', 'a2', 'c1', 'a3'].map((i) => calls.call(i));
  await r.release();
  assert.deepEqual(r.groups[1], ['a1', 'b1', 'c1']);
  await r.release();
  assert.deepEqual(r.groups[2], ['a2']);
  await r.release();
  assert.deepEqual(r.groups[3], ['a3']);
  await r.release();
  assert.deepEqual(await Promise.all(answers), ['X0', 'A1', 'B1', 'A2', 'C1', 'A3']);
});

test('a failed group runs each of its calls again alone: only the faulty one fails', async () => {
  const r = recorder((i) => i === 'bad');
  const calls = new GroupedCalls(r.run, { slots: 1, maxItems: 10 });
  const first = calls.call('a');
  const group = Promise.allSettled(['b', 'bad', 'c'].map((i) => calls.call(i)));
  await r.release();
  await r.release();
  assert.deepEqual(r.groups.slice(1), [['b', 'bad', 'c'], ['b'], ['bad'], ['c']]);
  await r.release();
  assert.equal(await first, 'A');
  const settled = await group;
  assert.deepEqual(
    settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message)),
    ['B', 'bad bad', 'C'],
  );
});
