/** The file types an upload may have, each with the extension its stored object gets. */
export const ALLOWED_MIME_TYPES = ['image/jpeg', 'image/png', 'image/heic', 'application/pdf'] as const;
export type AllowedMimeType = (typeof ALLOWED_MIME_TYPES)[number];

export const MAX_FILE_SIZE = 20 * 1024 * 1024;

/** A bulk lead import's file (purpose `LEAD_IMPORT`): CSV or tab-separated text, or an XLSX workbook. */
export const IMPORT_MIME_TYPES = [
  'text/csv',
  'text/plain',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;
export type ImportMimeType = (typeof IMPORT_MIME_TYPES)[number];
export const MAX_IMPORT_FILE_SIZE = 50 * 1024 * 1024;
/** Import files are stored encrypted under this extension, never served at a public address. */
export const IMPORT_EXTENSION = 'lli';

/** Call recordings: the evidence of a consent given on the phone (purpose `CONSENT_EVIDENCE` only). */
export const AUDIO_MIME_TYPES = ['audio/mpeg', 'audio/mp4', 'audio/wav'] as const;
export type AudioMimeType = (typeof AUDIO_MIME_TYPES)[number];

/** A consent's evidence (purpose `CONSENT_EVIDENCE`): a photo or scan, a PDF, or a call recording; ≤ 20 MiB. */
export const CONSENT_EVIDENCE_MIME_TYPES = [...ALLOWED_MIME_TYPES, ...AUDIO_MIME_TYPES] as const;
/** Consent terms (purpose `CONSENT_TERMS`): a PDF or UTF-8 text; ≤ 20 MiB. */
export const CONSENT_TERMS_MIME_TYPES = ['application/pdf', 'text/plain'] as const;
/** Consent files are never served at a public address: stored under this extension, read through signed URLs. */
export const CONSENT_EXTENSION = 'lcf';

/** Every type an upload may declare, whatever its purpose. */
export const UPLOAD_MIME_TYPES = [...ALLOWED_MIME_TYPES, ...IMPORT_MIME_TYPES, ...AUDIO_MIME_TYPES] as const;
export type UploadMimeType = (typeof UPLOAD_MIME_TYPES)[number];
export const isImportMimeType = (mime: string): mime is ImportMimeType =>
  (IMPORT_MIME_TYPES as readonly string[]).includes(mime);

export const EXTENSION_OF: Record<AllowedMimeType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/heic': 'heic',
  'application/pdf': 'pdf',
};

export const MIME_TYPE_OF_EXTENSION: Record<string, AllowedMimeType> = Object.fromEntries(
  Object.entries(EXTENSION_OF).map(([mime, ext]) => [ext, mime as AllowedMimeType]),
);

/** How many leading bytes `sniffMimeType` looks at. */
export const SNIFF_BYTES = 32;

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const HEIC_BRANDS = new Set(['heic', 'heix', 'mif1', 'msf1']);

const startsWith = (head: Buffer, prefix: Buffer | string) => {
  const bytes = typeof prefix === 'string' ? Buffer.from(prefix, 'latin1') : prefix;
  return head.length >= bytes.length && head.subarray(0, bytes.length).equals(bytes);
};

/** An ISO base media file whose `ftyp` box names a HEIF/HEIC major brand. */
function isHeic(head: Buffer): boolean {
  if (head.length < 12 || head.toString('latin1', 4, 8) !== 'ftyp') return false;
  return HEIC_BRANDS.has(head.toString('latin1', 8, 12));
}

/** The type the first bytes of a file show, or null when they show none of the allowed types. */
export function sniffMimeType(head: Buffer): AllowedMimeType | null {
  if (startsWith(head, Buffer.from([0xff, 0xd8, 0xff]))) return 'image/jpeg';
  if (startsWith(head, PNG_SIGNATURE)) return 'image/png';
  if (startsWith(head, '%PDF-')) return 'application/pdf';
  if (isHeic(head)) return 'image/heic';
  return null;
}

/** MPEG audio: an ID3v2 tag, or an MPEG frame's sync word (11 set bits) with a layer named. */
function isMpegAudio(head: Buffer): boolean {
  if (startsWith(head, 'ID3')) return true;
  return head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x06) !== 0;
}

/** An ISO base media file (`ftyp`) that is not a HEIF image: MPEG-4 audio (M4A) and its kin. */
function isMp4(head: Buffer): boolean {
  return head.length >= 12 && head.toString('latin1', 4, 8) === 'ftyp' && !isHeic(head);
}

/** RIFF with the WAVE form type. */
const isWav = (head: Buffer) =>
  startsWith(head, 'RIFF') && head.length >= 12 && head.toString('latin1', 8, 12) === 'WAVE';

/**
 * Whether the first bytes show the declared type: the image and PDF types by `sniffMimeType`, the audio types by
 * their own signatures. Text and spreadsheets are checked whole instead (an import file by parsing, `text/plain`
 * consent terms by decoding them as UTF-8 when they are registered): true here.
 */
export function headShows(head: Buffer, mimeType: string): boolean {
  if (mimeType === 'audio/mpeg') return isMpegAudio(head);
  if (mimeType === 'audio/mp4') return isMp4(head);
  if (mimeType === 'audio/wav') return isWav(head);
  if (isImportMimeType(mimeType)) return true;
  return sniffMimeType(head) === mimeType;
}
