import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/**
 * pdfkit and fontkit, loaded on their first use (their CommonJS builds, so synchronously): about 30 MB of a thread's
 * memory that a thread which draws no PDF (the service's main thread, where the report pages only share the reports'
 * wording) never pays. Both the CommonJS builds, so that the fonts fontkit parses here are those pdfkit's own fontkit
 * knows.
 */
export const pdfkit = (): typeof import('pdfkit') => require('pdfkit');
export const fontkit = (): typeof import('fontkit') => require('fontkit');
