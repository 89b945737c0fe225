/**
 * Images of more pixels than this are not decoded at all: decoded at 4 bytes a pixel, a 160 KB PNG of 49 MP took
 * 250 MB. 32 MP holds a phone's photo at its usual settings (12 or 24 MP); one taken in a 48–200 MP mode is refused
 * (its download still works).
 */
export const MAX_SOURCE_PIXELS = 32_000_000;

/**
 * The width and height a PNG (IHDR) or JPEG (first SOF marker) declares, read before decoding so that a small file
 * declaring a huge image is refused instead of filling memory. Null when the header is not there.
 */
export function headerSize(bytes: Uint8Array, mimeType: 'image/jpeg' | 'image/png') {
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (mimeType === 'image/png') {
    if (view.length < 24 || view.toString('latin1', 12, 16) !== 'IHDR') return null;
    return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
  }
  let at = 2;
  while (at + 9 < view.length) {
    if (view[at] !== 0xff) return null;
    const marker = view[at + 1];
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    // SOF0–SOF15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { width: view.readUInt16BE(at + 7), height: view.readUInt16BE(at + 5) };
    }
    at += 2 + view.readUInt16BE(at + 2);
  }
  return null;
}
