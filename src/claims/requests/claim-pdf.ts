import { PDFDocument as PdfMerger } from '@cantoo/pdf-lib';
import { PNG } from 'pngjs';
import { A4, bytesOf, type PdfFont, pdfFont, printable as printableIn, wrapWords } from '../../platform/pdf-kit.js';
import { pdfkit } from '../../platform/pdf-libs.js';

/**
 * Pretendard (SIL Open Font License), whole static OpenType fonts from the npm package `pretendard`, so `npm ci` is
 * all a machine needs. pdfkit embeds only the glyphs a document uses (a one-page form is ~35 KB). Whole fonts,
 * not web fonts: the unicode-range-split WOFF files of font packages lack glyphs or crash font parsers, and the
 * subsetting of the previous PDF library drew almost nothing of Korean text in common viewers.
 */
const FONT_FILES = {
  regular: 'pretendard/dist/public/static/Pretendard-Regular.otf',
  bold: 'pretendard/dist/public/static/Pretendard-Bold.otf',
} as const;
type FontName = keyof typeof FONT_FILES;
const fontOf = (name: FontName): PdfFont => pdfFont(FONT_FILES[name]);

export interface ClaimFormData {
  claimReqId: number;
  claimDate: string;
  insurerName: string;
  insuFax: string;
  fcUserNm: string;
  clientNm: string;
  clientBirthday: string;
  clientTel: string;
  clientMemo: string;
  jobNm: string;
  eventDate: string;
  eventType: string;
  eventPlace: string | null;
  eventText: string;
  directDebit: boolean;
  bankNm: string | null;
  bankAccount: string | null;
  bankAccountHolder: string | null;
  wellFare: boolean;
  callback: string;
  agreedTerms: string[];
}

export interface Attachment {
  name: string;
  mimeType: string;
  size: number;
  /** Null when the bytes cannot be read from the storage: the attachment is listed, not embedded. */
  bytes: Buffer | null;
}

export interface RenderOptions {
  /** Document creation date written into the PDF's metadata. Fixed in tests for identical bytes. */
  createdAt: Date;
}

const MARGIN = 50;
const CONTENT_WIDTH = A4.width - MARGIN * 2;
const LABEL_WIDTH = 95;
const CELL_PAD = 5;
const BODY_SIZE = 10.5;

/** Characters the font lacks are replaced, so one odd character cannot fail a dispatch or print as an empty box. */
function printable(text: string, font: FontName = 'regular') {
  return printableIn(text, fontOf(font));
}

function formRows(form: ClaimFormData, attachments: Attachment[]): [string, string][] {
  return [
    ['고객명', form.clientNm],
    ['생년월일', form.clientBirthday],
    ['연락처', form.clientTel],
    ['직업', form.jobNm],
    ['사고일', form.eventDate],
    ['사고유형', form.eventType],
    ['사고장소', form.eventPlace ?? '-'],
    ['사고내용', form.eventText],
    ['지급방식', form.directDebit ? '기존 자동이체 계좌로 지급' : '지정 계좌로 지급'],
    ...(form.directDebit
      ? []
      : ([
          ['은행', form.bankNm ?? '-'],
          ['계좌번호', form.bankAccount ?? '-'],
          ['예금주', form.bankAccountHolder ?? '-'],
        ] as [string, string][])),
    ['복지대상', form.wellFare ? '예' : '아니오'],
    ['회신', form.callback],
    ['담당 설계사', form.fcUserNm],
    ['메모', form.clientMemo || '-'],
    ['동의 약관', form.agreedTerms.length ? form.agreedTerms.join('\n') : '-'],
    ['첨부', attachments.length ? `${attachments.length}건` : '없음'],
  ];
}

/**
 * The claim form (Korean) followed by the attachments in their order: JPEG and PNG one per page, attached PDFs
 * page by page. HEIC cannot be drawn and is listed on the form only, as are files whose bytes cannot be read and
 * files that do not open as what they claim to be (a damaged image would otherwise fail every retry).
 */
export async function renderClaimPdf(form: ClaimFormData, attachments: Attachment[], options: RenderOptions) {
  const doc = new (pdfkit())({
    size: [A4.width, A4.height],
    margin: MARGIN,
    autoFirstPage: true,
    info: {
      Title: `보험금 청구서 ${form.claimReqId}`,
      Creator: 'leadline',
      CreationDate: options.createdAt,
    },
  });
  const written = bytesOf(doc);
  doc.registerFont('regular', fontOf('regular').bytes);
  doc.registerFont('bold', fontOf('bold').bytes);
  doc.lineWidth(0.6).strokeColor('#000000').fillColor('#000000');
  const opened = await Promise.all(attachments.map((a) => openAttachment(doc, a)));

  let pageCount = 1;
  const newPage = () => {
    doc.addPage();
    pageCount++;
  };
  let y = MARGIN;
  const bottom = A4.height - MARGIN;

  doc.font('bold').fontSize(20).text(printable('보험금 청구서', 'bold'), MARGIN, y, { width: CONTENT_WIDTH });
  y += 32;
  doc.font('regular').fontSize(11);
  doc.text(printable(`수신: ${form.insurerName} (팩스 ${form.insuFax})`), MARGIN, y, { width: CONTENT_WIDTH });
  y += 17;
  doc.text(printable(`접수번호 ${form.claimReqId} · 접수일 ${form.claimDate}`), MARGIN, y, { width: CONTENT_WIDTH });
  y += 24;

  // The table: a label column and a value column, ruled, each row as tall as its wrapped value.
  const valueWidth = CONTENT_WIDTH - LABEL_WIDTH - CELL_PAD * 2;
  const hLine = (at: number) =>
    doc
      .moveTo(MARGIN, at)
      .lineTo(MARGIN + CONTENT_WIDTH, at)
      .stroke();
  let tableTop = y;
  const closeTable = () => {
    doc.rect(MARGIN, tableTop, CONTENT_WIDTH, y - tableTop).stroke();
    doc
      .moveTo(MARGIN + LABEL_WIDTH, tableTop)
      .lineTo(MARGIN + LABEL_WIDTH, y)
      .stroke();
  };
  for (const [label, raw] of formRows(form, attachments)) {
    doc.font('regular').fontSize(BODY_SIZE);
    const value = wrapWords(printable(raw), valueWidth, (t) => doc.widthOfString(t)).join('\n');
    const height = doc.heightOfString(value, { width: valueWidth }) + CELL_PAD * 2;
    if (y + height > bottom && y > tableTop) {
      closeTable();
      newPage();
      y = MARGIN;
      tableTop = y;
    }
    if (y > tableTop) hLine(y);
    doc.font('bold').text(printable(label, 'bold'), MARGIN + CELL_PAD, y + CELL_PAD, { width: LABEL_WIDTH - 10 });
    doc.font('regular').text(value, MARGIN + LABEL_WIDTH + CELL_PAD, y + CELL_PAD, { width: valueWidth });
    y += height;
  }
  closeTable();
  y += 14;

  doc.font('regular').fontSize(9);
  for (const [i, a] of attachments.entries()) {
    const line = printable(
      `첨부 ${i + 1}. ${a.name} (${a.mimeType}, ${a.size.toLocaleString('en-US')} bytes)${opened[i] ? '' : ' — 원본 별도'}`,
    );
    const height = doc.heightOfString(line, { width: CONTENT_WIDTH }) + 3;
    if (y + height > bottom) {
      newPage();
      y = MARGIN;
    }
    doc.text(line, MARGIN, y, { width: CONTENT_WIDTH });
    y += height;
  }

  // Images get a page each; attached PDFs are inserted after the pages drawn before them (see below).
  const pdfInserts: { afterPage: number; source: PdfMerger }[] = [];
  for (const item of opened) {
    if (!item) continue;
    if (item.kind === 'pdf') {
      pdfInserts.push({ afterPage: pageCount, source: item.source });
      continue;
    }
    newPage();
    // Scaled down to fit the page, never up: one image pixel is at most one point.
    const { image } = item;
    const scale = Math.min(CONTENT_WIDTH / image.width, (A4.height - MARGIN * 2) / image.height, 1);
    // pdfkit draws an image it has opened (its type definitions only know bytes).
    doc.image(image as unknown as Buffer, MARGIN, MARGIN, { width: image.width * scale, height: image.height * scale });
  }
  const pages = pageCount;
  doc.end();
  const bytes = await written;
  if (pdfInserts.length === 0) return { bytes: new Uint8Array(bytes), pages };

  // pdfkit draws but cannot import pages of another PDF; a maintained pdf-lib fork copies them in. It only copies
  // page objects, so the embedded Korean font of the form is kept exactly as pdfkit wrote it.
  const merged = await PdfMerger.load(bytes, { updateMetadata: false });
  let inserted = 0;
  for (const { afterPage, source } of pdfInserts) {
    const copied = await merged.copyPages(source, source.getPageIndices());
    for (const page of copied) merged.insertPage(afterPage + inserted++, page);
  }
  return { bytes: await merged.save(), pages: merged.getPageCount() };
}

/** pdfkit's `openImage` (decodes once; missing from its type definitions). */
interface ImageOpener {
  openImage(src: Buffer): { width: number; height: number };
}

type OpenedAttachment =
  | { kind: 'image'; image: { width: number; height: number } }
  | { kind: 'pdf'; source: PdfMerger }
  | null;

/** The attachment ready to draw, or null when it is listed only (no bytes, HEIC, or bytes that do not open). */
async function openAttachment(doc: PDFKit.PDFDocument, a: Attachment): Promise<OpenedAttachment> {
  if (!a.bytes) return null;
  try {
    if (a.mimeType === 'application/pdf') {
      const source = await PdfMerger.load(a.bytes, { ignoreEncryption: true, updateMetadata: false });
      return source.getPageCount() > 0 ? { kind: 'pdf', source } : null;
    }
    if (a.mimeType === 'image/jpeg' || a.mimeType === 'image/png') {
      // pdfkit decodes PNG pixels in a callback where a damaged file throws past every caller and ends the
      // process: the whole PNG (chunks, checksums, compressed data, filters) is decoded once here first.
      if (a.mimeType === 'image/png') PNG.sync.read(a.bytes);
      return { kind: 'image', image: (doc as unknown as ImageOpener).openImage(a.bytes) };
    }
  } catch {
    // Damaged or not what its type says: listed on the form, like a file that cannot be drawn.
  }
  return null;
}
