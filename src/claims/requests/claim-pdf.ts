import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib';

const require = createRequire(import.meta.url);

/**
 * WOFF 1.0 → the TrueType font it wraps (each table zlib-compressed or stored). pdf-lib then embeds a subset of
 * plain TrueType, which is fast and small; fontkit's own WOFF/WOFF2 reading misreads glyphs or embeds it all.
 */
export function woffToTtf(woff: Buffer): Buffer {
  if (woff.toString('latin1', 0, 4) !== 'wOFF') throw new Error('not a WOFF font');
  const numTables = woff.readUInt16BE(12);
  const tables: { tag: string; checksum: number; data: Buffer }[] = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compLength = woff.readUInt32BE(entry + 8);
    const origLength = woff.readUInt32BE(entry + 12);
    const raw = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: woff.toString('latin1', entry, entry + 4),
      checksum: woff.readUInt32BE(entry + 16),
      data: compLength < origLength ? inflateSync(raw) : Buffer.from(raw),
    });
  }
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 2 ** entrySelector * 16;
  const header = Buffer.alloc(12 + numTables * 16);
  header.writeUInt32BE(woff.readUInt32BE(4), 0); // flavor: the sfnt version
  header.writeUInt16BE(numTables, 4);
  header.writeUInt16BE(searchRange, 6);
  header.writeUInt16BE(entrySelector, 8);
  header.writeUInt16BE(numTables * 16 - searchRange, 10);
  const parts: Buffer[] = [header];
  let offset = header.length;
  for (const [i, table] of tables.entries()) {
    const record = 12 + i * 16;
    header.write(table.tag, record, 'latin1');
    header.writeUInt32BE(table.checksum, record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.data.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.data.length / 4) * 4);
    table.data.copy(padded);
    parts.push(padded);
    offset += padded.length;
  }
  return Buffer.concat(parts);
}

// Nanum Gothic (SIL Open Font License) from npm: its Korean subset also holds Latin letters and digits.
let fontBytes: Buffer | null = null;
const koreanFont = () =>
  (fontBytes ??= woffToTtf(
    readFileSync(require.resolve('@fontsource/nanum-gothic/files/nanum-gothic-korean-400-normal.woff')),
  ));

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

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;

/** Splits text into lines that fit `width` (character by character: Korean has no spaces to break at reliably). */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const ch of paragraph) {
      if (font.widthOfTextAtSize(line + ch, size) > width && line) {
        lines.push(line);
        line = ch.trim() ? ch : '';
      } else line += ch;
    }
    lines.push(line);
  }
  return lines;
}

/** Characters the font lacks are replaced, so one odd character cannot fail a whole dispatch. */
const charsets = new WeakMap<PDFFont, Set<number>>();
function printable(text: string, font: PDFFont) {
  let supported = charsets.get(font);
  if (!supported) {
    supported = new Set(font.getCharacterSet());
    charsets.set(font, supported);
  }
  return [...text].map((ch) => (supported.has(ch.codePointAt(0)!) || ch === '\n' ? ch : '?')).join('');
}

/** The claim form (Korean) followed by the attachments: PDF pages copied, images one per page. */
export async function renderClaimPdf(form: ClaimFormData, attachments: Attachment[]) {
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  doc.setTitle(`보험금 청구서 ${form.claimReqId}`);
  doc.setCreator('leadline');
  const font = await doc.embedFont(koreanFont(), { subset: true });

  let page: PDFPage = doc.addPage(A4);
  let y = A4[1] - MARGIN;
  const newPageIfNeeded = (height: number) => {
    if (y - height < MARGIN) {
      page = doc.addPage(A4);
      y = A4[1] - MARGIN;
    }
  };
  const text = (value: string, x: number, size: number) => page.drawText(printable(value, font), { x, y, size, font });

  text('보험금 청구서', MARGIN, 20);
  y -= 26;
  text(`수신: ${form.insurerName} (팩스 ${form.insuFax})`, MARGIN, 11);
  y -= 16;
  text(`접수번호 ${form.claimReqId} · 접수일 ${form.claimDate}`, MARGIN, 10);
  y -= 24;

  const rows: [string, string][] = [
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
    ['동의 약관', form.agreedTerms.length ? form.agreedTerms.join(', ') : '-'],
    ['첨부', attachments.length ? `${attachments.length}건` : '없음'],
  ];
  const labelWidth = 90;
  const valueWidth = A4[0] - MARGIN * 2 - labelWidth;
  for (const [label, value] of rows) {
    const lines = wrap(printable(value, font), font, 11, valueWidth);
    newPageIfNeeded(lines.length * 15 + 6);
    text(label, MARGIN, 11);
    for (const line of lines) {
      page.drawText(line, { x: MARGIN + labelWidth, y, size: 11, font });
      y -= 15;
    }
    page.drawLine({
      start: { x: MARGIN, y: y + 9 },
      end: { x: A4[0] - MARGIN, y: y + 9 },
      thickness: 0.3,
      color: rgb(0.7, 0.7, 0.7),
    });
    y -= 6;
  }
  for (const [i, a] of attachments.entries()) {
    newPageIfNeeded(15);
    text(`첨부 ${i + 1}. ${a.name} (${a.mimeType}, ${a.size} bytes)${a.bytes ? '' : ' — 원본 별도'}`, MARGIN, 9);
    y -= 13;
  }

  for (const a of attachments) {
    if (!a.bytes) continue;
    if (a.mimeType === 'application/pdf') {
      const source = await PDFDocument.load(a.bytes, { ignoreEncryption: true });
      for (const copied of await doc.copyPages(source, source.getPageIndices())) doc.addPage(copied);
    } else if (a.mimeType === 'image/jpeg' || a.mimeType === 'image/png') {
      const image = a.mimeType === 'image/jpeg' ? await doc.embedJpg(a.bytes) : await doc.embedPng(a.bytes);
      const imagePage = doc.addPage(A4);
      const scale = Math.min((A4[0] - MARGIN * 2) / image.width, (A4[1] - MARGIN * 2) / image.height, 1);
      imagePage.drawImage(image, {
        x: MARGIN,
        y: A4[1] - MARGIN - image.height * scale,
        width: image.width * scale,
        height: image.height * scale,
      });
    }
    // HEIC cannot be drawn into a PDF here: it is listed on the form and sent separately.
  }
  return { bytes: await doc.save(), pages: doc.getPageCount() };
}
