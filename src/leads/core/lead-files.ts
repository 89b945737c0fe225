import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { files } from '../../db/schema/index.js';
import { requireUploadedFiles } from '../../files/attached-files.js';
import { fileView } from '../../files/files.service.js';
import { parseIntId } from '../../platform/schemas.js';
import type { LeadAttachments } from './lead.js';

/** Files a provider uploaded (purpose LEAD_ATTACHMENT) and lists in a lead's `metadata.fileIds`. */
export const leadAttachments: LeadAttachments = {
  async check(db: Executor, fileIds: string[], providerId: number) {
    await requireUploadedFiles(db, {
      fileIds,
      caller: { kind: 'provider', keyId: null, providerId },
      purpose: 'LEAD_ATTACHMENT',
    });
  },
  async describe(db: Executor, fileIds: string[]) {
    const ids = fileIds.map(parseIntId).filter((id): id is number => id !== null);
    if (ids.length === 0) return [];
    const rows = await db.select().from(files).where(inArray(files.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ ...fileView(row) }] : [];
    });
  },
};
