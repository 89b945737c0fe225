import assert from 'node:assert/strict';
import { test } from 'node:test';
import { GroupedCalls } from '../../src/platform/grouped-calls.js';

/** The end of this turn of the event loop, when a group is sent. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

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
    await turn();
    await turn();
  };
  return { groups, run, release };
}

test('calls made in one turn of the event loop go together at its end; later ones wait for a free slot', async () => {
  const r = recorder();
  const calls = new GroupedCalls(r.run, { slots: 1, maxItems: 10 });
  const first = ['a', 'b'].map((i) => calls.call(i));
  assert.deepEqual(r.groups, [], 'nothing is sent before the turn ends');
  await turn();
  assert.deepEqual(r.groups, [['a', 'b']]);
  const rest = ['c', 'd', 'e'].map((i) => calls.call(i));
  await turn();
  assert.deepEqual(r.groups, [['a', 'b']], 'nothing more is sent while the only slot is busy');
  await r.release();
  assert.deepEqual(r.groups, [
    ['a', 'b'],
    ['c', 'd', 'e'],
  ]);
  await r.release();
  assert.deepEqual(await Promise.all([...first, ...rest]), ['A', 'B', 'C', 'D', 'E']);
});

test('each free slot sends a group; a group holds at most maxItems, oldest first', async () => {
  const r = recorder();
  const calls = new GroupedCalls(r.run, { slots: 2, maxItems: 2 });
  const answers = ['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((i) => calls.call(i));
  await turn();
  assert.deepEqual(r.groups, [
    ['a', 'b'],
    ['c', 'd'],
  ]);
  await r.release();
  assert.deepEqual(r.groups.slice(2), [['e', 'f'], ['g']]);
  await r.release();
  assert.deepEqual(await Promise.all(answers), ['A', 'B', 'C', 'D', 'E', 'F', 'G']);
});

test('two calls of one key never share a group: the later waits for the next, keeping its place', async () => {
  const r = recorder();
  const calls = new GroupedCalls(r.run, { slots: 1, maxItems: 10, keyOf: (i: string) => i[0] });
  const answers = ['a1', 'b1', 'a2', 'c1', 'a3', 'b2'].map((i) => calls.call(i));
  await turn();
  assert.deepEqual(r.groups, [['a1', 'b1', 'c1']]);
  await r.release();
  assert.deepEqual(r.groups[1], ['a2', 'b2']);
  await r.release();
  assert.deepEqual(r.groups[2], ['a3']);
  await r.release();
  assert.deepEqual(await Promise.all(answers), ['A1', 'B1', 'A2', 'C1', 'A3', 'B2']);
});

test('a failed group runs each of its calls again alone: only the faulty one fails', async () => {
  const r = recorder((i) => i === 'bad');
  const calls = new GroupedCalls(r.run, { slots: 1, maxItems: 10 });
  const group = Promise.allSettled(['a', 'bad', 'b'].map((i) => calls.call(i)));
  await turn();
  await r.release();
  assert.deepEqual(r.groups, [['a', 'bad', 'b'], ['a'], ['bad'], ['b']]);
  await r.release();
  const settled = await group;
  assert.deepEqual(
    settled.map((s) => (s.status === 'fulfilled' ? s.value : (s.reason as Error).message)),
    ['A', 'bad bad', 'B'],
  );
});
