import assert from 'node:assert/strict';
import { test } from 'node:test';
import { deflateSync } from 'node:zlib';
import { PDF_MAX_DECODED_BYTES, PDF_MAX_STREAM_BYTES, pdfStreamsRefusal } from '../../src/files/preview/pdf-scan.js';
import { flateBombPdf, pdfOf } from './bombs.js';
import { multiPagePdf } from './fixtures.js';

/** A PDF of one stream object per entry of `streams`, each with the dictionary entries given. */
const withStreams = (streams: { dict: string; data: Buffer }[], trailerExtra: Buffer[] = []) =>
  pdfOf([
    Buffer.from('<< /Type /Catalog >>'),
    ...streams.map(({ dict, data }) =>
      Buffer.concat([Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`), data, Buffer.from('\nendstream')]),
    ),
    ...trailerExtra,
  ]);

/** `size` bytes of spaces, deflated. */
const spaces = (size: number) => deflateSync(Buffer.alloc(size, 0x20));

/** ASCII85 of `bytes`, as `/ASCII85Decode` reads it. */
function ascii85(bytes: Buffer): string {
  let out = '';
  for (let i = 0; i < bytes.length; i += 4) {
    const group = Buffer.alloc(4);
    bytes.copy(group, 0, i, i + 4);
    let n = group.readUInt32BE(0);
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode(33 + (n % 85)));
      n = Math.floor(n / 85);
    }
    out += digits.slice(0, Math.min(4, bytes.length - i) + 1).join('');
  }
  return `${out}~>`;
}

test('a real PDF (fonts, pages) is within the limits', async () => {
  assert.equal(await pdfStreamsRefusal(await multiPagePdf(3)), null);
});

test('one stream inflating past the per-stream limit → refused, however the stream begins', async () => {
  const over = PDF_MAX_STREAM_BYTES + 1024;
  assert.match(String(await pdfStreamsRefusal(await flateBombPdf(64))), /a stream of the PDF decodes to more than/);
  // Whatever the dictionary says (no filter here): bytes that inflate are measured.
  assert.match(String(await pdfStreamsRefusal(withStreams([{ dict: '', data: spaces(over) }]))), /more than 48 MB/);
  // With a carriage return for an end of line, or none.
  const odd = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Length 9 >>stream\r'), spaces(over)]);
  assert.match(String(await pdfStreamsRefusal(odd)), /more than 48 MB/);
});

test('streams each within the limit but together past the file limit → refused', async () => {
  const count = Math.ceil(PDF_MAX_DECODED_BYTES / (32 * 2 ** 20)) + 1;
  const streams = Array.from({ length: count }, () => ({ dict: '/Filter /FlateDecode', data: spaces(32 * 2 ** 20) }));
  assert.match(
    String(await pdfStreamsRefusal(withStreams(streams))),
    /the streams of the PDF decode to more than 128 MB/,
  );
});

test('a bomb behind an ASCII85 filter is measured too', async () => {
  const data = Buffer.from(ascii85(spaces(PDF_MAX_STREAM_BYTES + 1024)), 'latin1');
  const pdf = withStreams([{ dict: '/Filter [/ASCII85Decode /FlateDecode]', data }]);
  assert.match(String(await pdfStreamsRefusal(pdf)), /a stream of the PDF decodes to more than/);
  const small = withStreams([{ dict: '/Filter [/A85 /Fl]', data: Buffer.from(ascii85(spaces(1000)), 'latin1') }]);
  assert.equal(await pdfStreamsRefusal(small), null);
});

test('an encrypted PDF, its name however escaped, or one using LZW or run-length → refused unmeasured', async () => {
  const encrypt = Buffer.from('<< /Filter /Standard /V 1 /R 2 >>');
  for (const name of ['Encrypt', 'Encr#79pt']) {
    const pdf = withStreams([], [Buffer.from(`<< /${name} 3 0 R >>`), encrypt]);
    assert.equal(await pdfStreamsRefusal(pdf), 'an encrypted PDF is not previewed', name);
  }
  for (const filter of ['LZWDecode', 'RunLengthDecode', 'RL', 'LZW#44ecode']) {
    const pdf = withStreams([{ dict: `/Filter /${filter}`, data: Buffer.from([0x80, 0x0b, 0x60, 0x50]) }]);
    assert.match(String(await pdfStreamsRefusal(pdf)), /which previews do not decode/, filter);
  }
});

/** The start of a JPEG whose frame header declares `width` × `height` (PDF.js decodes it at that size). */
function jpegDeclaring(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0, 17, 8, 0, 0, 0, 0, 3, 1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), sof, Buffer.alloc(64)]);
}

test('a JPEG in the PDF declaring more than 32 megapixels → refused, plain or deflated, whatever its dictionary', async () => {
  const dict = '/Type /XObject /Subtype /Image /Width 1 /Height 1 /ColorSpace /DeviceRGB /BitsPerComponent 8';
  const huge = jpegDeclaring(20_000, 20_000);
  for (const stream of [
    { dict: `${dict} /Filter /DCTDecode`, data: huge },
    { dict: `${dict} /Filter /DCTDecode`, data: Buffer.concat([Buffer.from('junk'), huge]) },
    { dict: `${dict} /Filter [/FlateDecode /DCTDecode]`, data: deflateSync(huge) },
  ]) {
    assert.equal(await pdfStreamsRefusal(withStreams([stream])), 'an image of the PDF has too many pixels');
  }
  const photo = { dict: `${dict} /Filter /DCTDecode`, data: jpegDeclaring(4032, 3024) };
  assert.equal(await pdfStreamsRefusal(withStreams([photo])), null);
});
