import assert from 'node:assert/strict';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { PNG } from 'pngjs';
import { type Attachment, type ClaimFormData, renderClaimPdf } from '../../../src/claims/requests/claim-pdf.js';
import { samplePdf } from '../../files/fixtures.js';
import {
  asStored,
  assertMatchesReference,
  assertPopplerAgrees,
  differingPixels,
  hasPdftoppm,
  PIXEL_TOLERANCE,
  pdfText,
  type RenderedPage,
  renderPdf,
} from '../../helpers/pdf-render.js';

// Reference images of what a reader sees; `UPDATE_REFERENCE=1` rewrites them (look at them before committing).
const REFERENCE_DIR = fileURLToPath(new URL('./__reference__', import.meta.url));
const updating = process.env.UPDATE_REFERENCE === '1';

/** A claim with fixed values (no clock, no generated ids), so its pages are the same on every run. */
const form: ClaimFormData = {
  claimReqId: 1024,
  claimDate: '2026-11-20',
  insurerName: '현대해상',
  insuFax: '02-3701-1234',
  fcUserNm: '최설계',
  clientNm: '홍길동',
  clientBirthday: '800115',
  clientTel: '010-1234-5678',
  clientMemo: '오후 통화 선호',
  jobNm: '사무직 (J0101, 위험등급 1)',
  eventDate: '2026-11-18',
  eventType: '질병',
  eventPlace: '서울특별시 강남구',
  eventText: '감기 증상으로 2026년 11월 18일 내과 외래 진료를 받고 처방약을 복용함. 진료비 영수증과 처방전 첨부.',
  directDebit: false,
  bankNm: '국민은행',
  bankAccount: '123456-78-901234',
  bankAccountHolder: '홍길동',
  wellFare: false,
  callback: '설계사 김데모 010-9876-5432',
  agreedTerms: ['개인(신용)정보 수집·이용 동의 (2026.1)', '제3자 제공 동의 (2026.1)'],
};
const createdAt = new Date('2026-11-20T00:00:00Z');

/** A 240 × 160 PNG of black and white squares: a picture whose every edge shows where it lands. */
function checkerPng(): Buffer {
  const png = new PNG({ width: 240, height: 160 });
  for (let y = 0; y < png.height; y++) {
    for (let x = 0; x < png.width; x++) {
      const v = (Math.floor(x / 40) + Math.floor(y / 40)) % 2 ? 0 : 255;
      png.data.set([v, v, v, 255], (y * png.width + x) * 4);
    }
  }
  return PNG.sync.write(png);
}

const attachments = async (): Promise<Attachment[]> => {
  const png = checkerPng();
  const pdf = await samplePdf();
  return [
    { name: '영수증.png', mimeType: 'image/png', size: png.length, bytes: png },
    { name: '진단서.pdf', mimeType: 'application/pdf', size: pdf.length, bytes: pdf },
    { name: '사진.heic', mimeType: 'image/heic', size: 52_113, bytes: null },
  ];
};

const blankLike = (page: RenderedPage): RenderedPage => ({ ...page, data: new Uint8Array(page.data.length).fill(255) });

test('the claim form with its attachments renders as its reference images: every Korean glyph and digit drawn', async () => {
  const { bytes, pages } = await renderClaimPdf(form, await attachments(), { createdAt });
  assert.equal(pages, 3, 'form, the PNG page, the attached PDF page (the HEIC is listed only)');
  const rendered = await renderPdf(bytes);
  assert.equal(rendered.length, 3);
  assertMatchesReference(rendered, REFERENCE_DIR, 'claim-form');
});

test('the form alone is one small page, fit for a fax: fonts embedded as subsets', async () => {
  const { bytes, pages } = await renderClaimPdf(form, [], { createdAt });
  assert.equal(pages, 1);
  assert.ok(bytes.length < 100_000, `the one-page form is ${bytes.length} bytes`);
  const text = Buffer.from(bytes).toString('latin1');
  assert.match(text, /\/FontFile3/, 'fonts are embedded');
  assert.match(text, /\/BaseFont \/[A-Z]{6}\+Pretendard-Regular/, 'as a subset');
});

test('a page with one glyph missing, or blank, differs from its reference beyond the tolerance', {
  skip: updating && 'writing references',
}, async () => {
  const reference = asStored((await renderPdf((await renderClaimPdf(form, [], { createdAt })).bytes))[0]);
  // The same form with the last syllable of the client's name (and of the account holder's) not drawn.
  const missing = await renderClaimPdf({ ...form, clientNm: '홍길', bankAccountHolder: '홍길동' }, [], { createdAt });
  const [page] = await renderPdf(missing.bytes);
  const diff = differingPixels(asStored(page), reference);
  assert.ok(diff > PIXEL_TOLERANCE * 2, `one missing glyph changes ${diff} pixels`);
  assert.ok(differingPixels(blankLike(page), reference) > 10_000, 'a blank page is far from the form');
  // And the comparison itself: the reference matches its own render exactly.
  assert.equal(differingPixels(reference, reference), 0);
});

test('a character the font lacks prints as "?", never as an empty box', async () => {
  const { bytes } = await renderClaimPdf({ ...form, clientMemo: '메모 \u{1F600} 끝' }, [], { createdAt });
  const { text } = await pdfText(bytes);
  assert.ok(text.includes('메모 ? 끝'), text);
});

test('damaged attachments are listed "원본 별도" and the form still renders (a damaged PNG used to end the process)', async () => {
  const png = checkerPng();
  const brokenPng = Buffer.from(png);
  brokenPng.fill(0x5a, 60, png.length - 20); // the compressed pixels, chunk structure kept
  const brokenJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(50, 7)]);
  const brokenPdf = Buffer.from('%PDF-1.4\nnot a document');
  const damaged: Attachment[] = [
    { name: 'a.png', mimeType: 'image/png', size: brokenPng.length, bytes: brokenPng },
    { name: 'b.jpg', mimeType: 'image/jpeg', size: brokenJpeg.length, bytes: brokenJpeg },
    { name: 'c.pdf', mimeType: 'application/pdf', size: brokenPdf.length, bytes: brokenPdf },
  ];
  const { bytes, pages } = await renderClaimPdf(form, damaged, { createdAt });
  assert.equal(pages, 1, 'the form only');
  const { text } = await pdfText(bytes);
  for (const name of ['a.png', 'b.jpg', 'c.pdf'])
    assert.match(text, new RegExp(`${name.replace('.', '\\.')}.*원본 별도`));
});

test('a second renderer (poppler) draws as much of the form as PDF.js', {
  skip: !hasPdftoppm && 'pdftoppm is not installed',
}, async () => {
  await assertPopplerAgrees((await renderClaimPdf(form, [], { createdAt })).bytes, {
    threshold: 128,
    tolerance: 0.1,
    minInk: 10_000,
  });
});
