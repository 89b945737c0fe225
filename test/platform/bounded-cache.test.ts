import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BoundedCache, cacheOf, remembered } from '../../src/platform/bounded-cache.js';

test('a bounded cache keeps at most its size: full, a new key clears it, an old key is replaced in place', () => {
  const cache = new BoundedCache<string, number>(2);
  cache.set('a', 1);
  cache.set('b', 2);
  cache.set('a', 3);
  assert.equal(cache.size, 2);
  assert.deepEqual([cache.get('a'), cache.get('b')], [3, 2]);
  cache.set('c', 4);
  assert.equal(cache.size, 1);
  assert.deepEqual([cache.get('a'), cache.get('b'), cache.get('c')], [undefined, undefined, 4]);
});

test('remembered asks the function once per text, null and false answers included', () => {
  const asked: string[] = [];
  const urlOf = remembered((text: string) => {
    asked.push(text);
    return text.startsWith('https:') ? text : null;
  }, 2);
  assert.equal(urlOf('https://a'), 'https://a');
  assert.equal(urlOf('ftp://b'), null);
  assert.equal(urlOf('https://a'), 'https://a');
  assert.equal(urlOf('ftp://b'), null);
  assert.deepEqual(asked, ['https://a', 'ftp://b']);
  const isEmpty = remembered((text: string) => {
    asked.push(text);
    return text === '';
  });
  assert.equal(isEmpty('x'), false);
  assert.equal(isEmpty('x'), false);
  assert.deepEqual(asked, ['https://a', 'ftp://b', 'x']);
  urlOf('https://c');
  urlOf('https://a');
  assert.deepEqual(asked.slice(3), ['https://c', 'https://a'], 'past its size it forgets and asks again');
});

test('cacheOf gives each owner a cache of its own, the same one every time', () => {
  const cacheFor = cacheOf<object, BoundedCache<string, number>>(() => new BoundedCache(10));
  const one = {};
  const two = {};
  cacheFor(one).set('k', 1);
  assert.equal(cacheFor(one).get('k'), 1);
  assert.equal(cacheFor(two).get('k'), undefined);
  assert.equal(cacheFor(one), cacheFor(one));
});
