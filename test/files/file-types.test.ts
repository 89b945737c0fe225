import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  ALLOWED_MIME_TYPES,
  AUDIO_MIME_TYPES,
  CONSENT_EVIDENCE_MIME_TYPES,
  CONSENT_TERMS_MIME_TYPES,
  EXTENSION_OF,
  headShows,
  MAX_FILE_SIZE,
  MIME_TYPE_OF_EXTENSION,
  SNIFF_BYTES,
  sniffMimeType,
  UPLOAD_MIME_TYPES,
} from '../../src/files/file-types.js';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const ftyp = (brand: string) => bytes([0, 0, 0, 24], 'ftyp', brand, [0, 0, 0, 0], 'mif1heic');

test('the four types, their extensions both ways, 20 MiB, 32 bytes sniffed', () => {
  assert.deepEqual([...ALLOWED_MIME_TYPES], ['image/jpeg', 'image/png', 'image/heic', 'application/pdf']);
  assert.deepEqual(EXTENSION_OF, {
    'image/jpeg': 'jpg',
    'image/png': 'png',
    'image/heic': 'heic',
    'application/pdf': 'pdf',
  });
  assert.deepEqual(MIME_TYPE_OF_EXTENSION, {
    jpg: 'image/jpeg',
    png: 'image/png',
    heic: 'image/heic',
    pdf: 'application/pdf',
  });
  assert.equal(MAX_FILE_SIZE, 20_971_520);
  assert.equal(SNIFF_BYTES, 32);
});

test('the first bytes show the type: JPEG FF D8 FF, the PNG signature, %PDF-, an ftyp box of a HEIC brand', () => {
  assert.equal(sniffMimeType(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])), 'image/jpeg');
  assert.equal(sniffMimeType(bytes([0xff, 0xd8, 0xff])), 'image/jpeg');
  assert.equal(sniffMimeType(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])), 'image/png');
  assert.equal(sniffMimeType(bytes('%PDF-1.7\n')), 'application/pdf');
  assert.equal(sniffMimeType(bytes('%PDF-')), 'application/pdf');
  for (const brand of ['heic', 'heix', 'mif1', 'msf1']) assert.equal(sniffMimeType(ftyp(brand)), 'image/heic', brand);
  assert.equal(sniffMimeType(bytes([0, 0, 0, 24], 'ftyp', 'heic')), 'image/heic');
});

test('anything else, or too few bytes, shows no allowed type', () => {
  for (const [what, head] of [
    ['empty', bytes()],
    ['JPEG cut short', bytes([0xff, 0xd8])],
    ['JPEG with a wrong third byte', bytes([0xff, 0xd8, 0xfe, 0xe0])],
    ['PNG cut short', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a])],
    ['PNG with a wrong last byte', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0b])],
    ['PDF without its dash', bytes('%PDF1.7')],
    ['PDF not at the start', bytes(' %PDF-1.7')],
    ['ftyp of another brand (MP4)', ftyp('isom')],
    ['ftyp of AVIF', ftyp('avif')],
    ['ftyp cut short', bytes([0, 0, 0, 24], 'ftyp', 'hei')],
    ['brand without ftyp', bytes([0, 0, 0, 24], 'ftyx', 'heic')],
    ['text', bytes('hello world, this is not an image')],
    ['GIF', bytes('GIF89a')],
  ] as const) {
    assert.equal(sniffMimeType(head), null, what);
  }
});

test('consent files: evidence adds call recordings, terms are PDF or text; every type can be declared', () => {
  assert.deepEqual([...AUDIO_MIME_TYPES], ['audio/mpeg', 'audio/mp4', 'audio/wav']);
  assert.deepEqual([...CONSENT_EVIDENCE_MIME_TYPES], [...ALLOWED_MIME_TYPES, ...AUDIO_MIME_TYPES]);
  assert.deepEqual([...CONSENT_TERMS_MIME_TYPES], ['application/pdf', 'text/plain']);
  for (const type of [...CONSENT_EVIDENCE_MIME_TYPES, ...CONSENT_TERMS_MIME_TYPES]) {
    assert.ok((UPLOAD_MIME_TYPES as readonly string[]).includes(type), type);
  }
});

test('headShows: the audio signatures, the sniffed types, import types by parsing', () => {
  const wav = bytes('RIFF', [0x24, 0x08, 0, 0], 'WAVEfmt ');
  const m4a = bytes([0, 0, 0, 24], 'ftyp', 'M4A ', [0, 0, 0, 0]);
  const id3 = bytes('ID3', [4, 0, 0]);
  const frame = bytes([0xff, 0xfb, 0x90, 0x64]);
  assert.ok(headShows(wav, 'audio/wav'));
  assert.ok(!headShows(bytes('RIFF', [0, 0, 0, 0], 'AVI '), 'audio/wav'));
  assert.ok(!headShows(bytes('RIFX', [0, 0, 0, 0], 'WAVE'), 'audio/wav'));
  assert.ok(!headShows(bytes('RIFF', [0, 0, 0, 0], 'WAV'), 'audio/wav'), 'too short');
  assert.ok(headShows(m4a, 'audio/mp4'));
  assert.ok(!headShows(ftyp('heic'), 'audio/mp4'), 'a HEIC image is not audio');
  assert.ok(!headShows(bytes([0, 0, 0, 24], 'ftyp', 'M4A'), 'audio/mp4'), 'too short');
  assert.ok(!headShows(bytes([0, 0, 0, 24], 'moov', 'M4A ', [0]), 'audio/mp4'));
  assert.ok(headShows(id3, 'audio/mpeg'));
  assert.ok(headShows(frame, 'audio/mpeg'));
  assert.ok(headShows(bytes([0xff, 0xe2]), 'audio/mpeg'));
  assert.ok(!headShows(bytes([0xff, 0xe0]), 'audio/mpeg'), 'a frame sync without a layer');
  assert.ok(!headShows(bytes([0xff, 0xd8, 0xff]), 'audio/mpeg'), 'a JPEG');
  assert.ok(!headShows(bytes([0xfe, 0xfb]), 'audio/mpeg'));
  assert.ok(!headShows(bytes([0xff]), 'audio/mpeg'));
  assert.ok(!headShows(wav, 'audio/mpeg'));
  assert.ok(!headShows(id3, 'audio/wav'));
  assert.ok(headShows(bytes('%PDF-1.7'), 'application/pdf'));
  assert.ok(!headShows(bytes('%PDF-1.7'), 'image/png'));
  assert.ok(headShows(bytes('아무 텍스트'), 'text/plain'), 'text is checked whole elsewhere');
  assert.ok(headShows(bytes('a,b'), 'text/csv'));
});
