import type { FastifyInstance } from 'fastify';
import { scheduleFileCleanup } from './files.cleanup.js';
import { fileRoutes } from './files.routes.js';
import { previewRoutes } from './preview/preview.routes.js';
import { closePreviewPool } from './preview/preview-pool.js';

/**
 * Uploads and their evidence previews; the clean-up of expired uploads where job workers run. The preview threads
 * stop on close, after the job queue (see `buildApp`).
 */
export async function registerFiles(app: FastifyInstance) {
  await app.register(fileRoutes);
  await app.register(previewRoutes);
  scheduleFileCleanup(app);
  app.addHook('onClose', () => closePreviewPool());
}
