import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eq } from 'drizzle-orm';
import * as fontkit from 'fontkit';
import { boldTextOf, shownTextOf } from '../../../src/analysis/reports/html.js';
import { webFontsCut } from '../../../src/analysis/reports/web-font.js';
import { prepareLinkPage } from '../../../src/analysis/transmissions/link.service.js';
import { LINK_SESSION_MS } from '../../../src/analysis/transmissions/link.session.js';
import { processTransmission } from '../../../src/analysis/transmissions/transmissions.service.js';
import { analysisTransmissions, organizations, users } from '../../../src/db/schema/index.js';
import { bearer, createConsultant } from '../../claims/helpers.js';
import { build } from '../../helpers/build.js';
import { testClock } from '../../helpers/clock.js';
import { MINUTE, post } from '../coverage/helpers.js';
import { completedAnalysis, outboxMessage, tokenOf, transmissionsUrl } from './helpers.js';

const clock = testClock();
const t = await build({ PUBLIC_BASE_URL: 'https://leadline.example' }, { clock: clock.now });
const { app, db } = t;
const fc = await createConsultant(app, 'FC', { name: '최설계', email: 'choi.fc@example.com' });
await db.update(users).set({ phone: '01098765432' }).where(eq(users.id, fc.id));
const [org] = await db.insert(organizations).values({ name: '한빛지점' }).returning();
await db.update(users).set({ orgId: org.id }).where(eq(users.id, fc.id));

let address = 0;
/** Each request from its own address: the link's per-address limit is not what these tests are about. */
const from = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;
const open = (token: string, cookie?: string, path = '') =>
  app.inject({ method: 'GET', url: `/r/${token}${path}`, remoteAddress: from(), headers: cookie ? { cookie } : {} });
const enter = (token: string, birthDate: string, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: `/r/${token}`,
    remoteAddress: from(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
    payload: new URLSearchParams({ birthDate }).toString(),
  });
const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0];
const failuresOf = async (id: string) =>
  (await db.select().from(analysisTransmissions).where(eq(analysisTransmissions.id, id)))[0].linkFailures;

/** A fresh analysis sent to its client: the transmission's id, the link's token. */
async function sentLink() {
  clock.advance(MINUTE);
  const analysisId = await completedAnalysis(app, fc.token, fc.ci);
  const res = await post(app, fc.token, transmissionsUrl(analysisId), { recipient: 'CLIENT', channel: 'SMS' });
  const id = res.json().transmissionId as string;
  await processTransmission(app.deps.analysis, id, { retryCount: 0, retryLimit: 0 });
  return { analysisId, id, token: tokenOf(await outboxMessage(app, id)) };
}

/** The client's session after the right birth date. */
async function signedIn(token: string) {
  const right = await enter(token, '850315');
  assert.equal(right.statusCode, 303, right.body);
  return cookieOf(right);
}

test('the ask page: who sent it, what it is, its date, a large six-digit field, the tries left, the end, a call; nothing of the client in title or preview', async () => {
  const { token } = await sentLink();
  const res = await open(token);
  assert.equal(res.statusCode, 200);
  const html = res.body;
  assert.match(html, /<title>보장분석 리포트<\/title>/);
  assert.ok(html.includes('최설계 설계사 (한빛지점)가 보낸 리포트입니다.'));
  assert.ok(html.includes('<dt>분석기준일</dt>'));
  assert.match(html, /<dt>열람 기한<\/dt><dd>\d{4}\.\d{2}\.\d{2} \d{2}:\d{2}까지<\/dd>/);
  assert.match(html, /<label for="birthDate">/);
  for (const attribute of ['inputmode="numeric"', 'maxlength="6"', 'pattern="[0-9]{6}"', 'autocomplete="off"']) {
    assert.ok(html.includes(attribute), attribute);
  }
  assert.ok(html.includes('남은 입력 횟수: 5회'));
  assert.ok(html.includes('<h2 id="privacy">개인정보 안내</h2>'));
  assert.ok(html.includes('href="tel:01098765432"'));
  assert.match(html, /<meta property="og:title" content="리드라인 분석 리포트">/);
  for (const secret of ['홍길동', '850315', '19850315', '1234-5678']) assert.ok(!html.includes(secret), secret);
  assert.ok(!/<script/i.test(html), 'no script');
  // The font comes inlined: the policy allows fonts only as data and styles only by hash.
  assert.match(html, /@font-face\{font-family:Pretendard;[^}]*src:url\(data:font\/(woff2|ttf);base64,/);
  assert.match(String(res.headers['content-security-policy']), /font-src data:; /);
});

test('compressed for a browser that takes brotli: the ask page with its font is well under its 60 KB', async () => {
  const { token } = await sentLink();
  const res = await app.inject({
    method: 'GET',
    url: `/r/${token}`,
    remoteAddress: from(),
    headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
  });
  assert.equal(res.statusCode, 200);
  assert.equal(res.headers['content-encoding'], 'br');
  assert.ok(res.rawPayload.length < 60 * 1024, `${res.rawPayload.length} bytes`);
});

test("the font: the page's own characters; TrueType on a first view, its WOFF2 cut meanwhile for the next ones", async () => {
  const { token } = await sentLink();
  const cookie = await signedIn(token);
  const first = await open(token, cookie);
  await webFontsCut();
  const next = await open(token, cookie);
  const fontsOf = (html: string) =>
    [...html.matchAll(/font-weight:(\d+);[^}]*data:font\/(woff2|ttf);base64,([^)]+)\)/g)].map((m) => ({
      weight: m[1],
      format: m[2],
      bytes: Buffer.from(m[3], 'base64'),
    }));
  assert.deepEqual(
    fontsOf(next.body).map((f) => `${f.weight} ${f.format}`),
    ['400 woff2', '700 woff2'],
  );
  assert.ok(fontsOf(first.body).every((f) => f.format === 'ttf' || f.format === 'woff2'));
  // Every character the page shows has its glyph in the cut: nothing is left to a fallback font.
  const body = next.body.slice(next.body.indexOf('<body>'));
  const [regular, bold] = fontsOf(next.body).map((f) => fontkit.create(f.bytes) as fontkit.Font);
  for (const char of new Set(shownTextOf(body).replace(/\s/g, ''))) {
    assert.ok(regular.hasGlyphForCodePoint(char.codePointAt(0)!), `regular: ${char}`);
  }
  for (const char of new Set(boldTextOf(body).replace(/\s/g, ''))) {
    assert.ok(bold.hasGlyphForCodePoint(char.codePointAt(0)!), `bold: ${char}`);
  }
});

test("a link sent: its ask page's font is cut before the client opens it, so the first view carries WOFF2", async () => {
  const { id, token } = await sentLink();
  await prepareLinkPage(app.deps.analysis, id);
  const res = await open(token);
  assert.deepEqual(
    [...res.body.matchAll(/data:font\/(woff2|ttf);base64/g)].map((m) => m[1]),
    ['woff2', 'woff2'],
  );
});

test('a session: within 15 minutes reloads show the report and spend no try; then the form again', async () => {
  const { id, token } = await sentLink();
  await enter(token, '850316');
  const cookie = await signedIn(token);
  for (let i = 0; i < 3; i++) {
    const again = await open(token, cookie);
    assert.equal(again.statusCode, 200);
    assert.ok(again.body.includes('홍길동 고객님'));
  }
  assert.equal(await failuresOf(id), 1, 'the wrong date before, nothing after');
  // A post from a browser whose session is live goes straight to the report, whatever it carries.
  const repost = await enter(token, '000000', cookie);
  assert.equal(repost.statusCode, 303);
  assert.equal(await failuresOf(id), 1);
  clock.advance(LINK_SESSION_MS - 1000);
  assert.ok((await open(token, cookie)).body.includes('홍길동 고객님'), 'a moment before its end');
  clock.advance(1000);
  const ended = await open(token, cookie);
  assert.equal(ended.statusCode, 200);
  assert.ok(ended.body.includes('생년월일 6자리') && !ended.body.includes('홍길동'), 'the form again');
  assert.equal((await open(token, undefined, '/report.pdf')).statusCode, 303, 'the PDF asks first too');
});

test("a session belongs to its link: another link's cookie, a forged or altered one open nothing", async () => {
  const first = await sentLink();
  const second = await sentLink();
  const cookie = await signedIn(first.token);
  const [name, value] = cookie.split('=');
  const [endsAt, signature] = value.split('.');
  for (const other of [
    cookie,
    `${name}=${Number(endsAt) + 1000}.${signature}`,
    `${name}=${endsAt}.${'A'.repeat(43)}`,
    `${name}=${Date.now() + 3_600_000}.${signature}`,
    `${name}=garbage`,
  ]) {
    const res = await open(second.token, other);
    assert.equal(res.statusCode, 200);
    assert.ok(!res.body.includes('홍길동'), other);
  }
});

test('revocation ends a session at once: the revoked page, the cookie cleared, no PDF', async () => {
  const { analysisId, id, token } = await sentLink();
  const cookie = await signedIn(token);
  const revoke = await app.inject({
    method: 'DELETE',
    url: `${transmissionsUrl(analysisId)}/${id}/link`,
    headers: bearer(fc.token),
  });
  assert.equal(revoke.statusCode, 204);
  const res = await open(token, cookie);
  assert.equal(res.statusCode, 410);
  assert.ok(res.body.includes('취소된 링크입니다'));
  assert.ok(res.body.includes('href="tel:01098765432"'), 'a call to the consultant');
  assert.match(String(res.headers['set-cookie']), new RegExp(`link_session=; Max-Age=0; Path=/r/${token}`));
  const pdf = await open(token, cookie, '/report.pdf');
  assert.equal(pdf.statusCode, 410);
  assert.notEqual(pdf.headers['content-type'], 'application/pdf');
});

test("the link's end ends its session; each closed state has its own page, a call where there is a consultant", async () => {
  const { token } = await sentLink();
  const cookie = await signedIn(token);
  clock.advance(7 * 86_400_000);
  const expired = await open(token, cookie);
  assert.equal(expired.statusCode, 410);
  assert.ok(expired.body.includes('만료된 링크입니다'));
  assert.ok(expired.body.includes('href="tel:01098765432"'));

  const locked = await sentLink();
  for (let i = 0; i < 5; i++) await enter(locked.token, '850316');
  const lockedPage = await open(locked.token);
  assert.equal(lockedPage.statusCode, 423);
  assert.ok(lockedPage.body.includes('잠긴 링크입니다'));
  assert.ok(lockedPage.body.includes('href="tel:01098765432"'));

  const unknown = await open('u'.repeat(43));
  assert.equal(unknown.statusCode, 404);
  assert.ok(unknown.body.includes('링크를 찾을 수 없습니다'));
  assert.ok(!unknown.body.includes('tel:'), 'nobody to call');
  for (const page of [expired, lockedPage, unknown]) {
    assert.equal(page.headers['cache-control'], 'no-store');
    assert.match(String(page.headers['content-security-policy']), /frame-ancestors 'none'/);
  }
});

test('a lock by wrong dates from elsewhere ends a live session too', async () => {
  const { token } = await sentLink();
  const cookie = await signedIn(token);
  for (let i = 0; i < 5; i++) await enter(token, '850316');
  assert.equal((await open(token, cookie)).statusCode, 423);
});

test('the report page: the PDF download and the call as plain links; the page title names no one', async () => {
  const { token } = await sentLink();
  const cookie = await signedIn(token);
  const res = await open(token, cookie);
  assert.match(res.body, /<title>보장분석 리포트<\/title>/);
  assert.ok(res.body.includes(`<a class="btn" href="${token}/report.pdf" download>PDF로 저장</a>`));
  assert.ok(res.body.includes('<a class="btn secondary" href="tel:01098765432">설계사에게 전화</a>'));
  assert.ok(!/<script/i.test(res.body));
});
