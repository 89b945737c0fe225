import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Canvas, createCanvas, type Image, ImageData, loadImage } from '@napi-rs/canvas';
import decodeHeic from 'heic-decode';
import type { AllowedMimeType } from '../file-types.js';
import { headerSize, MAX_SOURCE_PIXELS } from './image-header.js';
import { pdfStreamsRefusal } from './pdf-scan.js';

/**
 * Turns an uploaded file into a PNG a browser shows: one page of a PDF (PDF.js, Mozilla's renderer, on the canvas
 * package it depends on), a HEIC photo decoded (libheif compiled to WebAssembly), a JPEG or PNG re-encoded. Plain data
 * in, plain data out: it runs in a worker thread (`preview-pool.ts`), and tests may call it directly.
 */

/**
 * What to render: the file's bytes, its type (as checked at upload), the page (from 1), and how many drawing
 * operations a PDF page may have (forms drawn within it counted each time they are drawn).
 */
export interface PreviewJob {
  mimeType: AllowedMimeType;
  bytes: Uint8Array;
  page: number;
  maxOperations: number;
}

export type PreviewResult =
  | { kind: 'page'; pages: number; width: number; height: number; png: Uint8Array }
  /** The file has fewer pages than asked for. */
  | { kind: 'past-end'; pages: number }
  /**
   * The bytes cannot be shown (damaged, encrypted, over the limits); `reason` is for the problem's detail.
   * `transient`: stopped while other renders ran, so perhaps not for this file's sake (not remembered).
   */
  | { kind: 'undecodable'; reason: string; transient?: true };

/** A preview is at most this wide: readable on an operator's screen, a few hundred KB for a document page. */
export const PREVIEW_MAX_WIDTH = 1600;
/** ... and at most this tall (a receipt photographed whole, a long scanned page). */
export const PREVIEW_MAX_HEIGHT = 4000;
/** PDF pages render at 144 dpi (twice the PDF's 72 units an inch) unless that is over the limits above. */
export const PDF_SCALE = 2;

const require = createRequire(import.meta.url);
const pdfjsRoot = join(require.resolve('pdfjs-dist/package.json'), '..');

const undecodable = (reason: string): PreviewResult => ({ kind: 'undecodable', reason });

/** The size a source of `width` × `height` is shown at: never enlarged, within the preview limits. */
export function previewSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, PREVIEW_MAX_WIDTH / width, PREVIEW_MAX_HEIGHT / height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export async function renderPreview(job: PreviewJob): Promise<PreviewResult> {
  try {
    if (job.mimeType === 'application/pdf') return await renderPdfPage(job);
    if (job.page > 1) return { kind: 'past-end', pages: 1 };
    if (job.mimeType === 'image/heic') return await renderHeic(job.bytes);
    return await renderImage(job.bytes, job.mimeType);
  } catch (error) {
    // A decoder's own words (no file content): "Invalid PDF structure", "Unsupported image type".
    return undecodable(error instanceof Error ? error.message.slice(0, 200) : 'the file cannot be decoded');
  }
}

/** White behind the picture: transparent PNGs and PDF pages without a background look the same everywhere. */
function whiteCanvas(width: number, height: number): Canvas {
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, width, height);
  return canvas;
}

async function encode(canvas: Canvas, pages: number): Promise<PreviewResult> {
  const png = await canvas.encode('png');
  return { kind: 'page', pages, width: canvas.width, height: canvas.height, png: new Uint8Array(png) };
}

/** The image scaled into a white canvas of its preview size. */
async function drawScaled(source: Image | Canvas, width: number, height: number): Promise<PreviewResult> {
  const size = previewSize(width, height);
  const canvas = whiteCanvas(size.width, size.height);
  const context = canvas.getContext('2d');
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, size.width, size.height);
  return encode(canvas, 1);
}

/** JPEG or PNG, EXIF orientation applied by the decoder (Skia turns a portrait phone photo upright). */
async function renderImage(bytes: Uint8Array, mimeType: 'image/jpeg' | 'image/png'): Promise<PreviewResult> {
  const declared = headerSize(bytes, mimeType);
  if (!declared) return undecodable(`not a readable ${mimeType === 'image/png' ? 'PNG' : 'JPEG'} header`);
  if (declared.width * declared.height > MAX_SOURCE_PIXELS) return undecodable('the image has too many pixels');
  const image = await loadImage(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (image.width === 0 || image.height === 0) return undecodable('the image is empty');
  return drawScaled(image, image.width, image.height);
}

/** The primary image of a HEIC/HEIF file (a phone photo), rotations and mirrors of the file applied by libheif. */
async function renderHeic(bytes: Uint8Array): Promise<PreviewResult> {
  const images = await decodeHeic.all({ buffer: bytes });
  try {
    const primary = images[0];
    if (!primary) return undecodable('the HEIC file holds no image');
    if (primary.width * primary.height > MAX_SOURCE_PIXELS) return undecodable('the image has too many pixels');
    const { width, height, data } = await primary.decode();
    const full = createCanvas(width, height);
    // The decoded pixels as they are, not copied into a second buffer of the same size.
    full.getContext('2d').putImageData(new ImageData(data, width, height), 0, 0);
    return await drawScaled(full, width, height);
  } finally {
    images.dispose();
  }
}

interface PdfCanvasFactory {
  create(width: number, height: number): { canvas: unknown; context: CanvasRenderingContext2D };
}

/**
 * Page `page` of a PDF. Only what the PDF embeds and PDF.js's own standard fonts are used (never the machine's fonts);
 * scripts and font code evaluation are off.
 */
async function renderPdfPage({ bytes, page, maxOperations }: PreviewJob): Promise<PreviewResult> {
  const refusal = await pdfStreamsRefusal(bytes);
  if (refusal) return undecodable(refusal);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const doc = await pdfjs.getDocument({
    // PDF.js takes the buffer over: a copy, so the caller's bytes stay usable.
    data: new Uint8Array(bytes),
    standardFontDataUrl: `${join(pdfjsRoot, 'standard_fonts')}/`,
    cMapUrl: `${join(pdfjsRoot, 'cmaps')}/`,
    wasmUrl: `${join(pdfjsRoot, 'wasm')}/`,
    cMapPacked: true,
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
    enableXfa: false,
    maxImageSize: MAX_SOURCE_PIXELS,
    verbosity: 0,
  }).promise;
  try {
    const pages = doc.numPages;
    if (page > pages) return { kind: 'past-end', pages };
    const pdfPage = await doc.getPage(page);
    const unit = pdfPage.getViewport({ scale: 1 });
    const scale = Math.min(PDF_SCALE, PREVIEW_MAX_WIDTH / unit.width, PREVIEW_MAX_HEIGHT / unit.height);
    const viewport = pdfPage.getViewport({ scale });
    const width = Math.max(1, Math.floor(viewport.width));
    const height = Math.max(1, Math.floor(viewport.height));
    // The canvas of PDF.js's own factory: the canvas package version PDF.js was built and tested with.
    const { canvas, context } = (doc.canvasFactory as PdfCanvasFactory).create(width, height);
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    // Counted as they are drawn: a page over the limit is stopped there (its parsing too), whatever its bytes.
    let over = false;
    const task = pdfPage.render({
      canvas: canvas as HTMLCanvasElement,
      canvasContext: context,
      viewport,
      operationsFilter: (index) => {
        if (index < maxOperations) return true;
        if (!over) {
          over = true;
          queueMicrotask(() => task.cancel());
        }
        return false;
      },
    });
    try {
      await task.promise;
    } catch (error) {
      if (over) return undecodable(`the page has more than ${maxOperations} drawing operations`);
      throw error;
    }
    const png = await (canvas as Canvas).encode('png');
    pdfPage.cleanup();
    return { kind: 'page', pages, width, height, png: new Uint8Array(png) };
  } finally {
    await doc.destroy();
  }
}
