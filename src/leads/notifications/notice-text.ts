import type { NoticeKind } from '../../db/schema/index.js';

/**
 * The texts of the consultants' messages (routing.md §4): fixed templates filled with a product's name, a count,
 * region names and the portal's address — never a consumer's name, phone or any other personal data. The
 * assignment text is the contract's 알림톡 template, word for word.
 */

export interface NoticeContent {
  kind: NoticeKind;
  productName: string;
  /** The region name of each lead the message counts (null: a lead without a region). */
  regions: (string | null)[];
  url: string;
}

/** The 알림톡 template codes registered for each text. */
export const TEMPLATE_CODES: Record<NoticeKind, string> = {
  ASSIGNED: 'LEADLINE_ASSIGNED',
  HALF_TIME: 'LEADLINE_HALF_TIME',
  TAKEN_BACK: 'LEADLINE_TAKEN_BACK',
  SUPPRESSED: 'LEADLINE_SUPPRESSED',
};

/** Region names shown in an assignment text; more are summed up as `외 N곳`. */
export const MAX_REGIONS_SHOWN = 3;
const NO_REGION = '지역 미지정';

/** The product as the template's `{product} DB` reads it: a name already ending in `DB` is not doubled. */
export const productOfTemplate = (name: string) => name.replace(/\s*DB$/i, '').trim() || name.trim();

/** The regions of the leads, most frequent first (then in order of first appearance), at most three named. */
export function regionsText(regions: (string | null)[]): string {
  const counts = new Map<string, number>();
  for (const region of regions) {
    const name = region ?? NO_REGION;
    counts.set(name, (counts.get(name) ?? 0) + 1);
  }
  const names = [...counts.keys()].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));
  const shown = names.slice(0, MAX_REGIONS_SHOWN).join(', ');
  const rest = names.length - MAX_REGIONS_SHOWN;
  return rest > 0 ? `${shown} 외 ${rest}곳` : shown;
}

export function noticeText(content: NoticeContent): string {
  const product = productOfTemplate(content.productName);
  const n = content.regions.length;
  const { url } = content;
  switch (content.kind) {
    case 'ASSIGNED':
      return `[리드라인] ${product} DB ${n}건이 배정되었습니다 (${regionsText(content.regions)}). 확인: ${url}`;
    case 'HALF_TIME':
      return `[리드라인] ${product} DB ${n}건의 첫 연락 기한이 절반 지났습니다. 확인: ${url}`;
    case 'TAKEN_BACK':
      return `[리드라인] ${product} DB ${n}건이 첫 연락 기한이 지나 회수되었습니다. 확인: ${url}`;
    case 'SUPPRESSED':
      return `[리드라인] ${product} DB ${n}건이 연락거부로 등록되었습니다. 더 이상 연락하지 마세요. 확인: ${url}`;
  }
}
