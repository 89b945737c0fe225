import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { apiKeys, asRequests } from '../../src/db/schema/index.js';
import { factories } from '../helpers/given.js';
import { fileAs } from '../leads/distribution/helpers.js';
import { assertSettledAccessible, browserMissing, listsLoaded, signedInAs, startConsole } from './browser.js';

// Bulk actions where they are safe (issue #32, item 8): holding several AS requests with one note, revoking several
// keys after a question that names their count; each result said per request or key.
const skip = browserMissing() ?? undefined;

describe('bulk actions in a browser', { skip }, async () => {
  const server = skip ? null : await startConsole();
  const given = server ? factories(server.app) : null;

  test('AS queue: several waiting requests held with one note; one decided meanwhile is said with its reason', async () => {
    const { db, base } = server!;
    const w = await given!.world();
    const ids: string[] = [];
    for (const portalId of [7701, 7702, 7703]) {
      const lead = await given!.assignedLead({ world: w, portalId });
      await fileAs(db, lead.id, portalId, 'WAITING');
      const [row] = await db
        .select()
        .from(asRequests)
        .where(eq(asRequests.leadId, Number(lead.id)));
      ids.push(String(row.id));
    }
    const { page, problems } = await signedInAs(server!, 'REVIEWER');
    await page.goto(`${base}/console/as-queue?providerId=${w.provider.id}`);
    await listsLoaded(page);
    for (const id of ids) await page.getByRole('checkbox', { name: `AS 요청 ${id} 선택` }).check();
    await page.getByText('대기 요청 3건 선택됨').waitFor();
    // Decided by someone else while the operator chose.
    await db
      .update(asRequests)
      .set({ status: 'REJECTED', adminNote: '다른 운영자' })
      .where(eq(asRequests.id, Number(ids[2])));

    await page.getByRole('button', { name: '선택한 3건 보류' }).click();
    const ask = page.getByRole('dialog', { name: 'AS 요청 3건을 보류할까요?' });
    await ask.getByLabel('검수 메모 (모든 요청에 저장)').fill('증빙 서류 재요청');
    await assertSettledAccessible(page, 'the bulk hold dialog');
    await ask.getByRole('button', { name: '보류' }).click();
    await ask.waitFor({ state: 'detached' });
    const outcome = page.getByTestId('bulk-outcome');
    assert.match((await outcome.textContent()) ?? '', /2건 보류했습니다, 1건은 처리하지 못했습니다/);
    assert.match(
      (await outcome.textContent()) ?? '',
      new RegExp(`AS 요청 ${ids[2]}: 이 AS 요청은 이미 승인·반려·취소`),
    );
    const rows = await db
      .select()
      .from(asRequests)
      .where(inArray(asRequests.id, ids.map(Number)));
    const byId = new Map(rows.map((r) => [String(r.id), r]));
    for (const id of ids.slice(0, 2)) {
      assert.equal(byId.get(id)?.status, 'HOLD');
      assert.equal(byId.get(id)?.adminNote, '증빙 서류 재요청');
    }
    assert.equal(byId.get(ids[2])?.status, 'REJECTED');
    await listsLoaded(page);
    // Held requests are no longer offered for a bulk hold.
    assert.equal(await page.getByRole('checkbox', { name: `AS 요청 ${ids[0]} 선택` }).count(), 0);
    await assertSettledAccessible(page, 'the AS queue after a bulk hold');
    assert.deepEqual(problems, []);
  });

  test('API keys: several revoked after a question naming their count and names; a VIEWER has no checkboxes', async () => {
    const { db, base } = server!;
    const names = ['일괄폐기 키 A', '일괄폐기 키 B'];
    const made = [];
    for (const name of names) {
      const k = await given!.key('portal');
      await db
        .update(apiKeys)
        .set({ name })
        .where(eq(apiKeys.id, Number(k.id)));
      made.push(k);
    }
    const { page, problems } = await signedInAs(server!, 'ADMIN');
    await page.goto(`${base}/console/keys`);
    await listsLoaded(page);
    await page.getByLabel('이름 또는 접두사').fill('일괄폐기');
    await page.getByRole('button', { name: '검색' }).click();
    await page.getByRole('button', { name: '이 페이지 모두 선택' }).click();
    await page.getByText('사용 중인 키 2건 선택됨').waitFor();
    await page.getByRole('button', { name: '선택한 2개 폐기' }).click();
    const ask = page.getByRole('dialog', { name: 'API 키 2개를 폐기할까요?' });
    for (const name of names) assert.match((await ask.textContent()) ?? '', new RegExp(name));
    await assertSettledAccessible(page, 'the bulk revoke question');
    await ask.getByRole('button', { name: '2개 폐기' }).click();
    await ask.waitFor({ state: 'detached' });
    assert.match((await page.getByTestId('bulk-outcome').textContent()) ?? '', /2건 폐기했습니다/);
    const rows = await db
      .select()
      .from(apiKeys)
      .where(
        inArray(
          apiKeys.id,
          made.map((k) => Number(k.id)),
        ),
      );
    for (const row of rows) assert.ok(row.revokedAt, `${row.name} revoked`);
    assert.deepEqual(problems, []);

    const viewer = await signedInAs(server!, 'VIEWER');
    await viewer.page.goto(`${base}/console/keys`);
    await listsLoaded(viewer.page);
    assert.equal(await viewer.page.getByRole('checkbox').count(), 0);
  });
});
