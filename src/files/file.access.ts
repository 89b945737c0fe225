import { and, eq } from 'drizzle-orm';
import { type FileRow, files } from '../db/schema/index.js';
import type { AccessRule } from '../platform/access/access.js';
import type { Caller } from '../platform/access/caller.js';
import { notFound } from '../platform/errors.js';

export type FileOwnerKind = FileRow['ownerKind'];

/** Who asked for an upload URL; only they may attach the file. */
export interface FileOwner {
  kind: FileOwnerKind;
  /** Portal user id, provider id, consultant id or system client id. */
  id: string | number;
}

/**
 * Whose files a caller uploads and attaches: a portal user's (a portal key, or an admin key acting for `portalId`),
 * a provider's, a consultant's or a system client's own. An admin or portal key acting for nobody owns no files (null).
 */
export function fileOwnerOf(caller: Caller): FileOwner | null {
  switch (caller.kind) {
    case 'portal':
      return { kind: 'portal', id: caller.portalId };
    case 'provider':
      return { kind: 'provider', id: caller.providerId };
    case 'consultant':
      return { kind: 'consultant', id: caller.userId };
    case 'system':
      return { kind: 'client', id: caller.clientId };
    case 'admin':
    case 'portalKey':
    case 'operator':
    case 'internal':
      return null;
  }
}

/**
 * A file is its uploader's only: another owner's file is answered like an unknown one (404 `FILE_NOT_FOUND` in a
 * path; 400 `FILE_NOT_FOUND` where a body names it, `requireUploadedFiles`).
 */
export const fileAccess: AccessRule = {
  object: 'file',
  table: files,
  id: files.id,
  scope: (caller) => {
    const owner = fileOwnerOf(caller);
    return owner ? (and(eq(files.ownerKind, owner.kind), eq(files.ownerId, String(owner.id))) ?? null) : null;
  },
  notFound: () => notFound('File', 'FILE_NOT_FOUND'),
};
