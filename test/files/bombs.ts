import { createDeflate } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { pngChunk } from './fixtures.js';

/**
 * Hostile files for the preview limits, built in the test: small on disk, huge (or endless) once decoded. Nothing here
 * holds the decoded size in memory: the streams are deflated chunk by chunk.
 */

/** `chunk` written `times` times through one deflater: the deflated bytes, without ever holding the whole input. */
async function deflateRepeated(chunk: Buffer, times: number): Promise<Buffer> {
  const deflater = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflater.on('data', (part: Buffer) => parts.push(part));
  const ended = new Promise((resolve, reject) => {
    deflater.on('end', resolve);
    deflater.on('error', reject);
  });
  for (let i = 0; i < times; i++) {
    if (!deflater.write(chunk)) await new Promise((resolve) => deflater.once('drain', resolve));
  }
  deflater.end();
  await ended;
  return Buffer.concat(parts);
}

/** A PDF of the given objects (numbered from 1; the first is the catalog), with a correct cross-reference table. */
export function pdfOf(objects: Buffer[]): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  let length = parts[0].length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(length);
    const object = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`), body, Buffer.from('\nendobj\n')]);
    parts.push(object);
    length += object.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f\r',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n\r`),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(`${xref}\n`));
  return Buffer.concat(parts);
}

const stream = (dict: string, data: Buffer) =>
  Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]);

/** A one-page PDF whose page is drawn by `content` (deflated), with `extra` objects numbered from 4. */
function onePage(content: Buffer, resources = '<< >>', extra: Buffer[] = []): Buffer {
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(`<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources ${resources} /Contents 4 0 R >>`),
    stream('/Filter /FlateDecode', content),
    ...extra,
  ]);
}

/** A flate bomb: one page whose content stream is `megabytes` MB of spaces, deflated about 1000:1. */
export async function flateBombPdf(megabytes: number): Promise<Buffer> {
  return onePage(await deflateRepeated(Buffer.alloc(1 << 20, 0x20), megabytes));
}

/** A page of `count` tiny filled rectangles (`0 0 1 1 re f`), deflated: small, slow to draw. */
export async function manyOperatorsPdf(count: number): Promise<Buffer> {
  const perChunk = 10_000;
  return onePage(await deflateRepeated(Buffer.from('0 0 1 1 re f\n'.repeat(perChunk)), Math.ceil(count / perChunk)));
}

/**
 * A page that draws form F1 `fanOut` times, each of which draws F2 `fanOut` times, ... `depth` levels deep, the last
 * a filled rectangle: a few hundred bytes whose drawing takes fanOut^depth operations, found only by following the
 * forms (a limit counted in the file's bytes does not see it).
 */
export function nestedFormsPdf(depth: number, fanOut: number): Buffer {
  const forms: Buffer[] = [];
  for (let level = 1; level <= depth; level++) {
    const body = level === depth ? '0 0 1 1 re f\n' : `/F${level + 1} Do\n`.repeat(fanOut);
    const resources = level === depth ? '<< >>' : `<< /XObject << /F${level + 1} ${6 + level} 0 R >> >>`;
    forms.push(stream(`/Type /XObject /Subtype /Form /BBox [0 0 200 200] /Resources ${resources}`, Buffer.from(body)));
  }
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /XObject << /F1 6 0 R >> >> /Contents 4 0 R >>',
    ),
    stream('', Buffer.from('/F1 Do\n'.repeat(fanOut))),
    Buffer.from('null'),
    ...forms,
  ]);
}

/** A real PNG of `width` × `height` grey RGB pixels: a few hundred KB however many megapixels. */
export async function greyPng(width: number, height: number): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3, 0x80);
  row[0] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', await deflateRepeated(row, height)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * A page drawing `count` different JPEG images of `width` × `height` grey pixels, each within the pixel limit and a
 * few hundred KB: together they decode to far more memory than their file's size says.
 */
export async function manyImagesPdf(count: number, width: number, height: number): Promise<Buffer> {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#808080';
  context.fillRect(0, 0, width, height);
  const jpeg = await canvas.encode('jpeg', 50);
  const names = Array.from({ length: count }, (_, i) => `/I${i} ${5 + i} 0 R`).join(' ');
  const draws = Array.from({ length: count }, (_, i) => `q 200 0 0 200 0 0 cm /I${i} Do Q\n`).join('');
  const image = `/Type /XObject /Subtype /Image /Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`;
  return pdfOf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Resources << /XObject << ${names} >> >> /Contents 4 0 R >>`,
    ),
    stream('', Buffer.from(draws)),
    ...Array.from({ length: count }, () => stream(image, jpeg)),
  ]);
}
