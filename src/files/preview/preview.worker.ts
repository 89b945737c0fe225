import { setPriority } from 'node:os';
import { type PreviewJob, type PreviewResult, renderPreview } from './render-preview.js';

/**
 * A worker thread of the preview pool: the file's bytes in, the PNG out (copied back: a few hundred KB, against
 * hundreds of milliseconds of decoding).
 */
// A lower priority for this thread only, as the report renderer's: the event loop answering requests goes first.
try {
  setPriority(10);
} catch {
  // Not allowed here (some containers): previews render at normal priority.
}

export default function render(job: PreviewJob): Promise<PreviewResult> {
  return renderPreview(job);
}
