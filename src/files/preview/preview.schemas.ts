import { Type } from 'typebox';
import { component } from '../../platform/openapi.js';
import { StrictObject } from '../../platform/schemas.js';
import { ALLOWED_MIME_TYPES } from '../file-types.js';

/** The highest page a preview may ask for; past the file's last page is 404 PREVIEW_PAGE_NOT_FOUND. */
export const MAX_PREVIEW_PAGE = 10_000;

export const FileParams = Type.Object({ id: Type.String({ maxLength: 32, description: 'The file id' }) });

export const PreviewQuery = StrictObject({
  page: Type.Integer({
    minimum: 1,
    maximum: MAX_PREVIEW_PAGE,
    default: 1,
    description: 'The page, from 1 (an image has one)',
  }),
});

export const FilePreviewInfo = component(
  'FilePreviewInfo',
  Type.Object({
    fileId: Type.String(),
    mimeType: Type.Enum(ALLOWED_MIME_TYPES, { description: 'The type of the file as uploaded' }),
    pages: Type.Integer({
      minimum: 1,
      description: 'How many preview pages the file has: a PDF its pages, an image 1',
    }),
  }),
);
