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

/** Every type an upload may declare, whatever its purpose. */
export const UPLOAD_MIME_TYPES = [...ALLOWED_MIME_TYPES, ...IMPORT_MIME_TYPES] as const;
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
