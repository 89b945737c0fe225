import { brotliCompressSync, constants as zlib } from 'node:zlib';
import { koreaDateTime } from '../../platform/korea-time.js';
import {
  boldTextOf,
  escapeHtml,
  hashOf,
  htmlDocument,
  PAGE_STYLE_HASH,
  type PageParts,
  shownTextOf,
} from '../reports/html.js';
import { type LinkReport, reportBody } from '../reports/report-html.js';
import { fontFaceCss } from '../reports/web-font.js';

/** Who sent the link: the page names them and offers a call where their phone is known. */
export interface LinkConsultant {
  name: string;
  orgName: string | null;
  /** Digits; null: no phone on record. */
  phone: string | null;
}

/** What the ask page says of an open link. */
export interface LinkFacts {
  /** 보장분석, 진료·건강 분석. */
  label: string;
  consultant: LinkConsultant;
  analysisDate: string;
  expiresAt: Date;
  attemptsLeft: number;
}

/**
 * The policy of every page of the link: its one stylesheet and its own font rules by hash, fonts only inlined, the
 * form posting only back here; no script, no framing, no base element. With `Referrer-Policy: no-referrer` the token
 * in the address never leaves in a Referer.
 */
export const linkPageCsp = (styleHashes: string[] = []) =>
  `default-src 'none'; style-src ${[PAGE_STYLE_HASH, ...styleHashes].join(' ')}; font-src data:; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

/** A page ready to send: its HTML and the policy that allows exactly its styles. */
export interface RenderedPage {
  html: string;
  csp: string;
}

/** A page with its own font cut to its characters (the link's pages, the consultant's e-mail). */
export async function renderPage(parts: Omit<PageParts, 'fontCss'>): Promise<RenderedPage> {
  const fontCss = await fontFaceCss(`${parts.title} ${shownTextOf(parts.body)}`, boldTextOf(parts.body));
  return { html: htmlDocument({ ...parts, fontCss }), csp: linkPageCsp([hashOf(fontCss)]) };
}

/**
 * A page's bytes for a browser that says what it accepts: brotli when it takes it (the page carries its font, and
 * compressed the inlining costs about nothing), else as is.
 */
export function encodePage(page: RenderedPage, acceptEncoding: string | string[] | undefined) {
  if (/\bbr\b/.test(String(acceptEncoding ?? ''))) {
    const body = brotliCompressSync(page.html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } });
    return { body, encoding: 'br' as const };
  }
  return { body: Buffer.from(page.html), encoding: null };
}

const dotted = (iso: string) => iso.replaceAll('-', '.');
const sender = (c: LinkConsultant) => (c.orgName ? `${c.name} 설계사 (${c.orgName})` : `${c.name} 설계사`);

export function band(title: string, lines: string[]) {
  return (
    `<header class="band"><div class="wrap narrow"><p class="brand">리드라인</p><h1>${escapeHtml(title)}</h1>` +
    `${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</div></header>`
  );
}

/** A call to the consultant, where their phone is known. */
function callButton(consultant: LinkConsultant | null, o: { secondary?: boolean; text?: string } = {}) {
  if (!consultant?.phone) return '';
  const text = o.text ?? `${consultant.name} 설계사에게 전화`;
  return `<a class="btn${o.secondary === false ? '' : ' secondary'}" href="tel:${escapeHtml(consultant.phone)}">${escapeHtml(text)}</a>`;
}

const FOOTER = '<footer>리드라인 · 이 페이지는 검색되거나 저장되지 않습니다.</footer>';

/**
 * The ask page: who sent what, one large field for the six digits (numeric keypad, nothing remembered by the
 * browser), the tries left and the link's end, a short privacy notice.
 */
export function askPage(facts: LinkFacts, error?: string): Promise<RenderedPage> {
  const until = koreaDateTime(facts.expiresAt).slice(0, 16);
  const describedBy = ['birthDate-hint', ...(error ? ['birthDate-error'] : []), 'tries'].join(' ');
  const body =
    band(`${facts.label} 리포트`, [`${sender(facts.consultant)}가 보낸 리포트입니다.`]) +
    '<main class="wrap narrow">' +
    '<section class="card" aria-label="리포트 정보"><dl class="facts">' +
    `<dt>보낸 사람</dt><dd>${escapeHtml(sender(facts.consultant))}</dd>` +
    `<dt>리포트</dt><dd>${escapeHtml(facts.label)} 리포트</dd>` +
    `<dt>분석기준일</dt><dd>${escapeHtml(dotted(facts.analysisDate))}</dd>` +
    `<dt>열람 기한</dt><dd>${escapeHtml(`${dotted(until)}까지`)}</dd></dl></section>` +
    '<form class="card" method="post">' +
    '<label for="birthDate"><strong>생년월일 6자리</strong></label>' +
    '<p id="birthDate-hint" class="muted small">본인 확인을 위해 입력해 주세요. 예: 1990년 1월 5일 → 900105</p>' +
    (error ? `<p id="birthDate-error" class="error" role="alert">${escapeHtml(error)}</p>` : '') +
    '<input id="birthDate" name="birthDate" type="text" inputmode="numeric" pattern="[0-9]{6}" minlength="6" maxlength="6"' +
    ` autocomplete="off" required aria-describedby="${describedBy}"${error ? ' aria-invalid="true"' : ''}>` +
    '<button type="submit">리포트 보기</button>' +
    `<p id="tries" class="small">남은 입력 횟수: ${facts.attemptsLeft}회 · 5회 틀리면 링크가 잠깁니다.</p></form>` +
    '<section class="card" aria-labelledby="privacy"><h2 id="privacy">개인정보 안내</h2>' +
    '<p class="small">이 리포트에는 고객님의 개인정보가 담겨 있어 본인 확인 후에만 보여 드립니다. 입력한 생년월일은 ' +
    '확인에만 쓰고 저장하지 않습니다. 확인 후 15분 동안은 이 브라우저에서 다시 묻지 않으며, 기기에 리포트를 남기지 ' +
    '않습니다. 링크를 다른 사람에게 전달하지 마세요.</p></section>' +
    `<div class="actions">${callButton(facts.consultant)}</div></main>${FOOTER}`;
  return renderPage({ title: `${facts.label} 리포트`, body });
}

/** A page that says what happened to the link and what to do; a call to the consultant where there is one. */
function statePage(title: string, text: string, consultant: LinkConsultant | null) {
  const body =
    band(title, []) +
    `<main class="wrap narrow"><section class="card" aria-label="안내"><p>${escapeHtml(text)}</p>` +
    (consultant ? `<p class="muted small">담당: ${escapeHtml(sender(consultant))}</p>` : '') +
    `</section><div class="actions">${callButton(consultant, { secondary: false })}</div></main>${FOOTER}`;
  return renderPage({ title, body });
}

export const notFoundPage = () =>
  statePage(
    '링크를 찾을 수 없습니다',
    '주소가 잘못되었거나 보존 기간이 지나 삭제된 링크입니다. 받은 메시지의 주소를 다시 확인하거나 담당 설계사에게 문의해 주세요.',
    null,
  );

export const expiredPage = (consultant: LinkConsultant | null) =>
  statePage(
    '만료된 링크입니다',
    '이 링크는 열람 기한이 지나 더 이상 열 수 없습니다. 리포트가 필요하면 담당 설계사에게 새 링크를 요청해 주세요.',
    consultant,
  );

export const revokedPage = (consultant: LinkConsultant | null) =>
  statePage(
    '취소된 링크입니다',
    '담당 설계사가 이 링크를 취소하여 더 이상 열 수 없습니다. 리포트가 필요하면 담당 설계사에게 문의해 주세요.',
    consultant,
  );

export const lockedPage = (consultant: LinkConsultant | null) =>
  statePage(
    '잠긴 링크입니다',
    '생년월일을 5회 잘못 입력하여 개인정보 보호를 위해 링크가 잠겼습니다. 담당 설계사에게 새 링크를 요청해 주세요.',
    consultant,
  );

/**
 * The report itself: the same sections and figures as the PDF, from the same data; "PDF로 저장" downloads that PDF
 * (`{token}/report.pdf`, relative to this page), "설계사에게 전화" calls the consultant.
 */
export function reportPage(token: string, label: string, report: LinkReport, consultant: LinkConsultant) {
  const { analysis, client } = report.report;
  const body =
    band(`${label} 리포트`, [`${client.name} 고객님`, `분석기준일 ${dotted(analysis.analysisDate)}`]) +
    '<main class="wrap">' +
    `<div class="actions"><a class="btn" href="${escapeHtml(token)}/report.pdf" download>PDF로 저장</a>` +
    `${callButton(consultant, { text: '설계사에게 전화' })}</div>` +
    `${reportBody(report)}</main>${FOOTER}`;
  return renderPage({ title: `${label} 리포트`, body });
}
