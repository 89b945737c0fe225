import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { operators } from '../../src/db/schema/index.js';
import { adminHeaders } from '../helpers/build.js';
import { givenOperator, PASSWORD } from '../operators/helpers.js';
import { assertSettledAccessible, browserMissing, openConsole, signInThroughPage, startConsole } from './browser.js';

const skip = browserMissing() ?? undefined;

describe('signing in to the console in a browser', { skip }, async () => {
  const server = skip ? null : await startConsole({ CONSOLE_MFA: 'on' });

  test('an ADMIN signs in with password, enrols a second factor from the QR code, and reaches the drawn dashboard', async () => {
    const op = await givenOperator(server!.db, 'ADMIN');
    const { page, problems, context } = await openConsole(server!);
    await page.getByLabel('이메일').fill(op.email);
    await page.getByLabel(/^비밀번호/).fill(PASSWORD);
    await page.getByRole('button', { name: '로그인', exact: true }).click();

    const qr = page.getByRole('img', { name: '2단계 인증 등록 QR 코드' });
    await qr.waitFor();
    assert.ok((await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)) > 0, 'the QR code is drawn');
    const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
    const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
    await page.getByLabel('인증 코드').first().click();
    await page.keyboard.type(code);
    await page.getByRole('button', { name: '확인' }).click();

    await page.locator('[data-testid=dashboard][data-ready=true]').waitFor();
    assert.match((await page.getByRole('banner').textContent()) ?? '', new RegExp(`${op.name} \\(관리자\\)`));
    const [row] = await server!.db.select().from(operators).where(eq(operators.id, op.id));
    assert.ok(row.totpSecretEnc, 'the second factor is stored');

    await page.getByRole('button', { name: '로그아웃' }).click();
    await page.getByRole('button', { name: '로그인', exact: true }).waitFor();
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a wrong password shows one message that does not say which part was wrong, and no session starts', async () => {
    const op = await givenOperator(server!.db, 'VIEWER');
    const { page, context, problems } = await openConsole(server!);
    await page.getByLabel('이메일').fill(op.email);
    await page.getByLabel(/^비밀번호/).fill('not the password at all');
    await page.getByRole('button', { name: '로그인', exact: true }).click();
    await page.getByRole('alert').waitFor();
    assert.match((await page.getByRole('alert').textContent()) ?? '', /이메일 또는 비밀번호가 올바르지 않거나/);
    assert.equal((await context.cookies()).filter((c) => c.name === 'll_session').length, 0);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a warning before the fifth wrong password; locked, the right password says so; unlocked, it signs in', async () => {
    const op = await givenOperator(server!.db, 'VIEWER');
    const { page, context, problems } = await openConsole(server!);
    const attempt = async (password: string) => {
      await page.getByLabel(/^비밀번호/).fill(password);
      const answered = page.waitForResponse((r) => r.url().endsWith('/console/api/sign-in'));
      await page.getByRole('button', { name: '로그인', exact: true }).click();
      return (await answered).status();
    };
    const warning = page.getByTestId('lock-warning');
    await page.getByLabel('이메일').fill(op.email);
    for (let i = 0; i < 3; i++) assert.equal(await attempt(`wrong password ${i}`), 401);
    assert.equal(await warning.count(), 0, 'no warning for the first three');
    assert.equal(await attempt('wrong password 3'), 401);
    await warning.waitFor();
    assert.match((await warning.textContent()) ?? '', /5번 연속 틀리면 계정이 잠깁니다/);
    await assertSettledAccessible(page, 'the sign-in page with the lock warning');
    assert.equal(await attempt('wrong password 4'), 401);
    const [row] = await server!.db.select().from(operators).where(eq(operators.id, op.id));
    assert.ok(row.lockedAt, 'locked after five wrong passwords');

    assert.equal(await attempt(PASSWORD), 403);
    await page.getByText(/계정이 잠겼습니다/).waitFor();
    assert.match((await page.getByRole('alert').first().textContent()) ?? '', /관리자가 운영자 화면에서 잠금을 풀어야/);
    assert.equal(await page.getByRole('navigation', { name: '주 메뉴' }).count(), 0);

    // Unlocked (the operators screen's 잠금 해제: admin-screens.test.ts), the password works again.
    const unlocked = await server!.app.inject({
      method: 'POST',
      url: `/admin/v1/operators/${op.id}/unlock`,
      headers: adminHeaders,
    });
    assert.equal(unlocked.statusCode, 200, unlocked.body);
    await signInThroughPage(page, op.email);
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a VIEWER (no second factor) signs in with the password alone', async () => {
    const op = await givenOperator(server!.db, 'VIEWER');
    const { page, context, problems } = await openConsole(server!);
    await signInThroughPage(page, op.email);
    assert.equal(
      await page.getByRole('link', { name: '운영자', exact: true }).count(),
      0,
      'no operators menu for a VIEWER',
    );
    assert.deepEqual(problems, []);
    await context.close();
  });

  test('a new operator chooses a password through the one-time link, then signs in with it; the link works once', async () => {
    const created = await server!.app.inject({
      method: 'POST',
      url: '/admin/v1/operators',
      headers: adminHeaders,
      payload: { email: `new-${Date.now()}@example.com`, name: '신규 운영자', role: 'VIEWER' },
    });
    assert.equal(created.statusCode, 200, created.body);
    const { operator, passwordLink } = created.json();
    const { page, context, problems } = await openConsole(server!);
    await page.goto(passwordLink.url);
    await page
      .getByLabel(/^새 비밀번호$|^새 비밀번호 \*/)
      .first()
      .fill('a long enough password');
    await page.getByLabel(/^새 비밀번호 확인/).fill('a long enough password');
    await page.getByRole('button', { name: '설정' }).click();
    await page.getByText('비밀번호를 설정했습니다.').waitFor();
    await page.getByRole('link', { name: '로그인하기' }).click();
    await signInThroughPage(page, operator.email, 'a long enough password');

    const again = await context.newPage();
    await again.goto(passwordLink.url);
    await again
      .getByLabel(/^새 비밀번호$|^새 비밀번호 \*/)
      .first()
      .fill('another long password');
    await again.getByLabel(/^새 비밀번호 확인/).fill('another long password');
    await again.getByRole('button', { name: '설정' }).click();
    await again.getByRole('alert').waitFor();
    assert.match((await again.getByRole('alert').textContent()) ?? '', /만료되었거나 이미 사용되었습니다/);
    assert.deepEqual(problems, []);
    await context.close();
  });
});
