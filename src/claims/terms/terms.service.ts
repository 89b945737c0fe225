import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import sanitizeHtml from 'sanitize-html';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client.js';
import { terms } from '../../db/schema/index.js';
import { validationFailed } from '../../platform/errors.js';
import { koreaDateTime, parseKoreaDateTime } from '../../platform/korea-time.js';
import type { CreateTermsBody, TermsRecord } from './terms.schemas.js';

type TermsRow = typeof terms.$inferSelect;
export type TermsView = Static<typeof TermsRecord>;
export type NewTerms = Static<typeof CreateTermsBody>;

export const termsView = (t: TermsRow): TermsView => ({
  id: t.id,
  termsNm: t.name,
  termsOwnerCd: t.ownerCd,
  termsVer: t.ver,
  startedOn: koreaDateTime(t.startedOn),
  endedOn: koreaDateTime(t.endedOn),
  required: t.required,
  termsDesc: t.description,
});

/** Terms text is shown to clients as HTML: only formatting survives (no scripts, styles, event handlers). */
export function sanitizeTermsHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'span'],
    allowedAttributes: { a: ['href', 'name', 'target', 'rel'], td: ['colspan', 'rowspan'], th: ['colspan', 'rowspan'] },
    allowedSchemes: ['http', 'https', 'mailto'],
    disallowedTagsMode: 'discard',
  });
}

/** Adds a terms version (an operator; no access decision beyond the route's: terms are not anybody's). */
export async function createTerms(db: Executor, input: NewTerms): Promise<TermsView> {
  const startedOn = parseKoreaDateTime(input.startedOn);
  if (!startedOn) throw validationFailed('startedOn', 'must be YYYY-MM-DD HH:MM:SS (Korea time)');
  const endedOn = parseKoreaDateTime(input.endedOn);
  if (!endedOn) throw validationFailed('endedOn', 'must be YYYY-MM-DD HH:MM:SS (Korea time)');
  if (endedOn <= startedOn) throw validationFailed('endedOn', 'must be after startedOn');
  const [row] = await db
    .insert(terms)
    .values({
      ownerCd: input.termsOwnerCd,
      name: input.termsNm,
      ver: input.termsVer,
      startedOn,
      endedOn,
      required: input.required,
      description: sanitizeTermsHtml(input.termsDesc),
    })
    .returning();
  return termsView(row);
}

/** Valid now (startedOn ≤ now < endedOn), required first. */
export function termsValidNow(db: Executor, ownerCd: string): Promise<TermsRow[]> {
  return db
    .select()
    .from(terms)
    .where(and(eq(terms.ownerCd, ownerCd), lte(terms.startedOn, sql`now()`), gt(terms.endedOn, sql`now()`)))
    .orderBy(desc(terms.required), asc(terms.id));
}

/** The terms of an owner (insurer) code valid now, required first. */
export async function listTerms(db: Executor, ownerCd: string): Promise<TermsView[]> {
  return (await termsValidNow(db, ownerCd)).map(termsView);
}
