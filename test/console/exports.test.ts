import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { describe, test } from 'node:test';
import { parse } from 'csv-parse/sync';
import type { Page } from 'playwright-core';
import { registerOk, world } from '../helpers/fixtures.js';
import { assertAccessible, assertFitsWidth, browserMissing, listsLoaded, signedInAs, startConsole } from './browser.js';

// The lists' 내보내기(CSV) (issue #32, item 8): the whole filtered list as the service writes it, saved by the browser.
const skip = browserMissing() ?? undefined;

/** Clicks the screen's 내보내기(CSV) and answers the saved file's name and bytes. */
async function exportFrom(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: /내보내기\(CSV\)/ }).click(),
  ]);
  const path = await download.path();
  return { name: download.suggestedFilename(), bytes: await readFile(path) };
}

const recordsOf = (bytes: Buffer): string[][] => parse(bytes.subarray(3).toString('utf8'));

describe('CSV exports in a browser', { skip }, async () => {
  const server = skip ? null : await startConsole();

  test('leads: the filtered list downloads as CSV with a byte-order mark, masked, a formula neutralised', async () => {
    const { app } = server!;
    const w = await world(app, '내보내기 상품');
    const phone = '010-3055-9035';
    const formula = await registerOk(app, w, { name: '=HYPER(1)', phone });
    const plain = await registerOk(app, w, { name: '박지민' });
    const { page, problems } = await signedInAs(server!, 'VIEWER');
    await page.goto(`${server!.base}/console/leads?providerId=${w.provider.id}`);
    await listsLoaded(page);
    await assertAccessible(page, 'the leads list with its export button');

    const { name, bytes } = await exportFrom(page);
    assert.match(name, /^leads-\d{4}-\d\d-\d\d\.csv$/);
    assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf], 'UTF-8 with a byte-order mark');
    const records = recordsOf(bytes);
    assert.equal(records[0][0], '리드 ID');
    const byId = new Map(records.slice(1).map((r) => [r[0], r]));
    assert.deepEqual([...byId.keys()].sort(), [formula.id, plain.id].sort(), 'the filtered list, every row');
    const nameAt = records[0].indexOf('이름');
    assert.equal(byId.get(formula.id)?.[nameAt], "'=*******)");
    const text = bytes.toString('utf8');
    assert.ok(!text.includes(phone) && !text.includes('30559035') && !text.includes('3055'), 'no phone in clear');
    assert.deepEqual(problems, []);
  });

  test('orders, AS requests and claims each have 내보내기(CSV), at 1440 and 390 px', async () => {
    const screens = [
      { path: 'orders', stem: 'orders', first: '주문 ID' },
      { path: 'as-queue', stem: 'as-requests', first: 'AS 요청 ID' },
      { path: 'claims', stem: 'claims', first: '청구 ID' },
    ];
    for (const viewport of [undefined, { width: 390, height: 844 }]) {
      const { page, problems } = await signedInAs(server!, 'ADMIN', viewport);
      for (const screen of screens) {
        await page.goto(`${server!.base}/console/${screen.path}`);
        await listsLoaded(page);
        if (viewport) await assertFitsWidth(page, `${screen.path} at 390 px`);
        const { name, bytes } = await exportFrom(page);
        assert.match(name, new RegExp(`^${screen.stem}-\\d{4}-\\d\\d-\\d\\d\\.csv$`));
        assert.deepEqual([...bytes.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
        assert.equal(recordsOf(bytes)[0][0], screen.first);
      }
      assert.deepEqual(problems, []);
    }
  });
});
