import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { crc32, deflateSync } from 'node:zlib';
import PDFDocument from 'pdfkit';
import type { App } from '../../src/app.js';
import { adminHeaders } from '../helpers/build.js';

/** One PNG chunk: length, type, data and its CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG image of `width` × 1 grey pixels. */
export function samplePng(width = 4): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width, 0x80)]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(row)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real one-page PDF (200 × 200 points) with the word "evidence" in a standard font. */
export async function samplePdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: [200, 200], margin: 20, info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.font('Helvetica').fontSize(24).text('evidence', 20, 20);
  doc.rect(20, 60, 160, 100).stroke();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The first bytes of a HEIC image (an ISO base media `ftyp` box), padded to `size`. */
export function sampleHeic(size = 64, brand = 'heic'): Buffer {
  const ftyp = Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from(`ftyp${brand}`, 'latin1'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('mif1heic', 'latin1'),
  ]);
  return Buffer.concat([ftyp, Buffer.alloc(size - ftyp.length, 1)]);
}

/** Starts the app on a free loopback port and returns its base URL. */
export async function listen(app: App): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `http://127.0.0.1:${port}`;
}

/** The same path and query at the address the app actually listens on. */
export function at(base: string, url: string): string {
  const parsed = new URL(url);
  return `${base}${parsed.pathname}${parsed.search}`;
}

/**
 * A real PDF of `pages` A4 pages, each with a Korean heading (Pretendard, embedded), "Page N of M" and a box whose
 * position moves with the page number, so that a page rendered as another would not match its reference.
 */
export async function multiPagePdf(pages = 3): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, autoFirstPage: false, info: { CreationDate: new Date(0) } });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => doc.on('end', resolve));
  doc.registerFont('ko', createRequire(import.meta.url).resolve('pretendard/dist/public/static/Pretendard-Bold.otf'));
  for (let n = 1; n <= pages; n++) {
    doc.addPage();
    doc.font('ko').fontSize(28).text(`진료비 세부내역서 ${n}쪽`, 50, 60);
    doc.font('Helvetica').fontSize(18).text(`Page ${n} of ${pages}`, 50, 110);
    doc.rect(50 + (n - 1) * 150, 200, 140, 140).fill('#1f4e79');
    doc.moveTo(50, 400).lineTo(545, 400).lineWidth(2).stroke('#000000');
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/**
 * A file uploaded the way a portal user uploads one (upload URL, then the PUT), as the admin key acting for
 * `portalId`. Returns its id.
 */
export async function uploadAs(
  app: App,
  { bytes, mimeType, portalId, fileName = 'evidence', purpose = 'AS_EVIDENCE' }: UploadOptions,
): Promise<string> {
  const issued = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload-url',
    headers: adminHeaders,
    payload: { portalId, fileName, mimeType, size: bytes.length, purpose },
  });
  assert.equal(issued.statusCode, 200, issued.body);
  const { fileId, uploadUrl } = issued.json() as { fileId: string; uploadUrl: string };
  const url = new URL(uploadUrl);
  const put = await app.inject({
    method: 'PUT',
    url: `${url.pathname}${url.search}`,
    headers: { 'content-type': mimeType },
    payload: bytes,
  });
  assert.equal(put.statusCode, 200, put.body);
  return fileId;
}

interface UploadOptions {
  bytes: Buffer;
  mimeType: string;
  portalId: number;
  fileName?: string;
  purpose?: string;
}
