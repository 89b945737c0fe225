import { createHash } from 'node:crypto';

/** The page's only style, allowed by its hash: the page runs no script and loads nothing. */
const STYLE =
  'body{font-family:sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem;line-height:1.6;color:#222}' +
  'h1{font-size:1.3rem}input{font-size:1.2rem;padding:.4rem;width:9rem;letter-spacing:.1rem}' +
  'button{font-size:1.1rem;padding:.4rem 1rem;margin-left:.5rem}.error{color:#b00020}.note{color:#666;font-size:.9rem}';

const styleHash = createHash('sha256').update(STYLE).digest('base64');

/**
 * A strict policy: nothing but the one inline style; the form may post only back to this service; no framing, no
 * base element. With `Referrer-Policy: no-referrer` the token in the address never leaves in a Referer.
 */
export const LINK_PAGE_CSP = `default-src 'none'; style-src 'sha256-${styleHash}'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string) {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><h1>${escapeHtml(title)}</h1>${body}</body></html>`;
}

/** The form: the birth date as six digits; it posts back to the same address. */
export function askPage(label: string, opts: { error?: string; attemptsLeft?: number } = {}) {
  const error = opts.error ? `<p class="error">${escapeHtml(opts.error)}</p>` : '';
  const left = opts.attemptsLeft !== undefined ? `<p class="note">남은 입력 횟수: ${opts.attemptsLeft}회</p>` : '';
  return page(
    `${label} 리포트`,
    `<p>본인 확인을 위해 생년월일 6자리(예: 850315)를 입력해 주세요.</p>${error}
<form method="post"><label>생년월일 <input name="birthDate" inputmode="numeric" pattern="[0-9]{6}" maxlength="6"
 autocomplete="off" required></label><button type="submit">확인</button></form>${left}
<p class="note">5회 잘못 입력하면 링크가 잠깁니다. 리포트는 7일 동안 볼 수 있습니다.</p>`,
  );
}

export const notFoundPage = () =>
  page('링크를 찾을 수 없습니다', '<p>주소를 다시 확인하거나 담당 설계사에게 문의해 주세요.</p>');

export const gonePage = () =>
  page(
    '만료된 링크입니다',
    '<p>이 링크는 기간이 지났거나 취소되어 더 이상 열 수 없습니다. 담당 설계사에게 다시 요청해 주세요.</p>',
  );

export const lockedPage = () =>
  page(
    '잠긴 링크입니다',
    '<p>생년월일을 5회 잘못 입력하여 링크가 잠겼습니다. 담당 설계사에게 새 링크를 요청해 주세요.</p>',
  );
