import { createHash } from 'node:crypto';

/**
 * The building blocks of the client's pages (the link's ask and state pages, the reports as HTML): escaping, one
 * page frame with one stylesheet, tables that turn into cards on a phone, and charts as inline SVG drawn with
 * presentation attributes only (the pages' policy allows no inline `style` attribute and no script). Pure: strings in,
 * HTML out.
 */

export const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

export const COLORS = {
  text: '#1f2933',
  muted: '#52606d',
  rule: '#cbd2d9',
  track: '#e4e7eb',
  accent: '#1d4ed8',
  band: '#0f2a5c',
};

/**
 * The one stylesheet of every client page (allowed by its hash). Bold (700) is set on `h1`–`h3`, `strong`, `button`
 * and `.btn` only: the bold web font is cut to the text of exactly those (`boldTextOf`).
 */
export const PAGE_STYLE = [
  '*{box-sizing:border-box}',
  `html{-webkit-text-size-adjust:100%}body{margin:0;font-family:Pretendard,sans-serif;color:${COLORS.text};background:#f5f7fa;line-height:1.55;font-size:1rem;font-weight:400;word-break:keep-all;overflow-wrap:anywhere}`,
  'h1,h2,h3,strong,button,.btn{font-weight:700}',
  `.band{background:${COLORS.band};color:#fff;padding:1.5rem 1rem 1.25rem}.band p{margin:.25rem 0;color:#dbe4f3}`,
  '.band .brand{font-size:.85rem;letter-spacing:.05em;margin:0 0 .5rem}.band .wrap{padding-bottom:0}',
  'h1{font-size:1.5rem;margin:0;line-height:1.3}h2{font-size:1.2rem;margin:0 0 .75rem}h3{font-size:1rem;margin:1.25rem 0 .5rem}',
  '.wrap{max-width:46rem;margin:0 auto;padding:0 1rem 2rem}.narrow{max-width:30rem}',
  `.card{background:#fff;border:1px solid ${COLORS.rule};border-radius:.75rem;padding:1rem;margin:1rem 0}.card>:first-child{margin-top:0}.card>:last-child{margin-bottom:0}`,
  `.muted{color:${COLORS.muted}}.small{font-size:.875rem}.error{color:#b91c1c;font-weight:400}`,
  `dl.facts{margin:0;display:grid;grid-template-columns:auto 1fr;gap:.35rem .75rem}dl.facts dt{color:${COLORS.muted}}dl.facts dd{margin:0}`,
  `label{display:block;font-size:1.05rem;margin-bottom:.25rem}input{display:block;width:100%;font:inherit;font-size:1.75rem;letter-spacing:.3em;padding:.6rem .75rem;border:2px solid ${COLORS.muted};border-radius:.5rem;margin:.5rem 0 .75rem;background:#fff;color:${COLORS.text}}`,
  `input:focus,a:focus,button:focus{outline:3px solid ${COLORS.accent};outline-offset:2px}`,
  `button,.btn{display:inline-block;font:inherit;font-weight:700;font-size:1.05rem;text-align:center;text-decoration:none;border-radius:.5rem;padding:.8rem 1rem;border:2px solid ${COLORS.accent};background:${COLORS.accent};color:#fff;cursor:pointer}`,
  `button{width:100%}.btn.secondary{background:#fff;color:${COLORS.accent}}`,
  '.actions{display:flex;flex-wrap:wrap;gap:.5rem;margin:1rem 0}.actions .btn{flex:1 1 10rem}',
  `.stats{display:grid;grid-template-columns:repeat(auto-fit,minmax(8.5rem,1fr));gap:.5rem;margin:0 0 1rem}.stat{background:#f5f7fa;border:1px solid ${COLORS.rule};border-radius:.5rem;padding:.6rem;text-align:center}.stat span{display:block;font-size:.8rem;color:${COLORS.muted}}`,
  'table{width:100%;border-collapse:collapse;font-size:.9rem;margin:.25rem 0 1rem}',
  `th{font-weight:400;color:${COLORS.muted};text-align:left;background:#eef2f7;padding:.45rem .5rem;border-bottom:1px solid ${COLORS.rule}}`,
  `td{padding:.45rem .5rem;border-bottom:1px solid ${COLORS.rule};vertical-align:top}td.num,th.num{text-align:right;white-space:nowrap}`,
  '.nowrap{white-space:nowrap}.red{color:#b91c1c}.orange{color:#b45309}.green{color:#15803d}.gray{color:#52606d}',
  `.badge{display:inline-block;border-radius:1rem;padding:.1rem .6rem;font-size:.85rem;color:#fff}.badge.red{background:#b91c1c;color:#fff}.badge.orange{background:#b45309;color:#fff}.badge.green{background:#15803d;color:#fff}.badge.gray{background:#52606d;color:#fff}`,
  '.bars{list-style:none;margin:0;padding:0}.bars li{margin:0 0 .6rem}.bars svg{display:block;width:100%;height:.9rem}',
  '.bars .row{display:flex;justify-content:space-between;gap:.5rem;flex-wrap:wrap}',
  '.legend{display:flex;flex-wrap:wrap;gap:.25rem 1rem;list-style:none;padding:0;margin:.5rem 0 1rem;font-size:.85rem}',
  '.legend svg{vertical-align:middle;margin-right:.3rem}',
  'svg.chart{display:block;width:100%;max-width:40rem;height:auto}',
  '.panels{display:grid;grid-template-columns:repeat(auto-fill,minmax(13rem,1fr));gap:.5rem}.panels figure{margin:0}',
  `.panels figcaption{font-size:.85rem}ul.evidence{margin:.25rem 0 0;padding-left:1.1rem;font-size:.9rem}`,
  `footer{text-align:center;font-size:.8rem;color:${COLORS.muted};padding:1rem 1rem 2rem}`,
  // On a phone, a table becomes one card per row, each cell with its column's name before it.
  '@media (max-width:40rem){table.cards thead{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}',
  `table.cards,table.cards tbody,table.cards tr,table.cards td{display:block;width:100%}table.cards tr{border:1px solid ${COLORS.rule};border-radius:.5rem;margin:0 0 .5rem;padding:.25rem .5rem;background:#fff}`,
  'table.cards td{display:flex;justify-content:space-between;gap:.75rem;border:0;padding:.25rem 0;text-align:right}',
  `table.cards td::before{content:attr(data-label);color:${COLORS.muted};text-align:left;flex:0 0 auto;max-width:45%}table.cards td.num{white-space:normal}}`,
].join('');

export const PAGE_STYLE_HASH = hashOf(PAGE_STYLE);

export function hashOf(css: string) {
  return `'sha256-${createHash('sha256').update(css).digest('base64')}'`;
}

/** A page: its title (the tab and the link preview: never the client's data) and its body. */
export interface PageParts {
  title: string;
  body: string;
  /** The `@font-face` rules of the page's own web font. */
  fontCss: string;
}

/**
 * The whole document. The link preview (`og:` tags) says only what kind of page it is: KakaoTalk shows it beside the
 * message, so it never carries the client's data.
 */
export function htmlDocument(parts: PageParts) {
  return `<!doctype html>
<html lang="ko"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">
<meta property="og:title" content="리드라인 분석 리포트"><meta property="og:description" content="담당 설계사가 보낸 분석 리포트입니다. 본인 확인 후 볼 수 있습니다.">
<title>${escapeHtml(parts.title)}</title><style>${parts.fontCss}</style><style>${PAGE_STYLE}</style></head>
<body>${parts.body}</body></html>`;
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const decodeEntities = (s: string) => s.replace(/&(amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e);
const textOf = (html: string) => decodeEntities(html.replace(/<[^>]*>/g, ' '));

/** Every character a body shows: its text, the card labels (`data-label`, drawn by CSS) and placeholders. */
export function shownTextOf(body: string) {
  const attributes = [...body.matchAll(/(?:data-label|placeholder)="([^"]*)"/g)].map((m) => decodeEntities(m[1]));
  return `${textOf(body)} ${attributes.join(' ')}`;
}

/** The text the page draws in bold: inside `h1`–`h3`, `strong`, `button` and the `btn` links (the style's only bold). */
export function boldTextOf(body: string) {
  const elements = [...body.matchAll(/<(h[1-3]|strong|button)\b[^>]*>([\s\S]*?)<\/\1>/g)].map((m) => m[2]);
  const buttons = [...body.matchAll(/<a class="btn[^"]*"[^>]*>([\s\S]*?)<\/a>/g)].map((m) => m[1]);
  return [...elements, ...buttons].map(textOf).join(' ');
}

// ---------- components ----------

export const stats = (items: [label: string, value: string][]) =>
  `<div class="stats">${items
    .map(([k, v]) => `<div class="stat"><span>${escapeHtml(k)}</span><strong>${escapeHtml(v)}</strong></div>`)
    .join('')}</div>`;

/** A table cell: its text, or its text with a colour class (and bold). */
export type Cell = string | { text: string; tone?: Tone; bold?: boolean };
export type Tone = 'red' | 'orange' | 'green' | 'gray';

export interface Column {
  header: string;
  num?: boolean;
}

const cellHtml = (cell: Cell) => {
  const c = typeof cell === 'string' ? { text: cell } : cell;
  const text = escapeHtml(c.text).replaceAll('\n', '<br>');
  const inner = c.bold ? `<strong>${text}</strong>` : text;
  return c.tone ? `<span class="${c.tone}">${inner}</span>` : inner;
};

/** A table; on a phone each row becomes a card with the column names as labels. */
export function table(columns: Column[], rows: Cell[][], caption?: string) {
  const head = columns.map((c) => `<th scope="col"${c.num ? ' class="num"' : ''}>${escapeHtml(c.header)}</th>`);
  const body = rows.map(
    (cells) =>
      `<tr>${cells
        .map((cell, i) => {
          const label = escapeHtml(columns[i].header);
          return `<td data-label="${label}"${columns[i].num ? ' class="num"' : ''}>${cellHtml(cell)}</td>`;
        })
        .join('')}</tr>`,
  );
  const cap = caption ? `<caption class="muted small">${escapeHtml(caption)}</caption>` : '';
  return `<table class="cards">${cap}<thead><tr>${head.join('')}</tr></thead><tbody>${body.join('')}</tbody></table>`;
}

/** Facts as a list of names and values (the report's cover). */
export const factList = (items: [name: string, value: string][]) =>
  `<dl class="facts">${items.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>`;

export const section = (id: string, title: string, content: string) =>
  `<section class="card" aria-labelledby="${id}"><h2 id="${id}">${escapeHtml(title)}</h2>${content}</section>`;

export const para = (text: string, cls = '') => `<p${cls ? ` class="${cls}"` : ''}>${escapeHtml(text)}</p>`;

// ---------- charts ----------

const n1 = (v: number) => Math.round(v * 10) / 10;

export interface Bar {
  label: string;
  /** The bar's length as a share of the reference (1 = the recommendation). */
  ratio: number;
  note: string;
  color: string;
}

/**
 * Horizontal bars against a reference (the 100 % line, solid), to twice the reference: each row its label and figures
 * as text, the bar as a small SVG the width of the row. Past the scale the bar ends in a notch.
 */
export function barRows(items: Bar[], maxRatio = 2) {
  const width = 200;
  const unit = width / maxRatio;
  const rows = items.map((item) => {
    const shown = Math.min(Math.max(item.ratio, 0), maxRatio);
    const bar =
      shown > 0 ? `<rect x="0" y="2" width="${n1(Math.max(shown * unit, 1.5))}" height="8" fill="${item.color}"/>` : '';
    const notch =
      item.ratio > maxRatio ? `<polygon points="${width - 5},2 ${width - 1},6 ${width - 5},10" fill="#ffffff"/>` : '';
    return (
      `<li><div class="row"><span>${escapeHtml(item.label)}</span><span class="muted small">${escapeHtml(item.note)}</span></div>` +
      `<svg viewBox="0 0 ${width} 12" preserveAspectRatio="none" aria-hidden="true" focusable="false">` +
      `<rect x="0" y="2" width="${unit}" height="8" fill="${COLORS.track}"/>${bar}${notch}` +
      `<line x1="${unit}" y1="0" x2="${unit}" y2="12" stroke="${COLORS.text}" stroke-width="1"/></svg></li>`
    );
  });
  return `<ul class="bars">${rows.join('')}</ul>`;
}

export const swatch = (color: string, dash?: [number, number]) =>
  dash
    ? `<svg width="22" height="8" aria-hidden="true" focusable="false"><line x1="0" y1="4" x2="22" y2="4" stroke="${color}" stroke-width="2" stroke-dasharray="${dash.join(' ')}"/></svg>`
    : `<svg width="12" height="12" aria-hidden="true" focusable="false"><rect width="12" height="12" fill="${color}"/></svg>`;

export const legend = (items: [swatch: string, label: string][]) =>
  `<ul class="legend">${items.map(([s, l]) => `<li>${s}${escapeHtml(l)}</li>`).join('')}</ul>`;

export interface Series {
  name: string;
  color: string;
  dash?: [number, number];
  values: number[];
}

/** The smallest of 1, 2, 2.5, 5 × 10^k not below `v`: round axis steps. */
function niceMax(v: number): number {
  const exp = 10 ** Math.floor(Math.log10(v));
  for (const m of [1, 2, 2.5, 5, 10]) if (m * exp >= v) return m * exp;
  return 10 * exp;
}

/** A line chart of `series` over `xLabels`, y from 0 to a round maximum; its legend follows as HTML. */
export function lineChart(label: string, xLabels: string[], series: Series[], formatY: (v: number) => string) {
  const w = 360;
  const h = 230;
  const left = 58;
  const top = 12;
  const bottom = h - 26;
  const right = w - 14;
  const max = niceMax(Math.max(1, ...series.flatMap((s) => s.values)) * 1.15);
  const parts: string[] = [];
  for (let i = 0; i <= 4; i++) {
    const y = n1(bottom - ((bottom - top) * i) / 4);
    parts.push(
      `<line x1="${left}" y1="${y}" x2="${right}" y2="${y}" stroke="${i === 0 ? COLORS.text : COLORS.rule}" stroke-width="${i === 0 ? 1 : 0.6}"${i === 0 ? '' : ' stroke-dasharray="3 3"'}/>`,
      `<text x="${left - 4}" y="${y + 4}" text-anchor="end" font-size="12" fill="${COLORS.muted}">${escapeHtml(formatY((max / 4) * i))}</text>`,
    );
  }
  const n = xLabels.length;
  const xOf = (i: number) => n1(n === 1 ? (left + right) / 2 : left + ((right - left) * i) / (n - 1));
  const yOf = (v: number) => n1(bottom - ((bottom - top) * v) / max);
  // At most seven labels under the axis, so that they stay apart on a phone; every point keeps its tick.
  const every = Math.ceil(n / 7);
  xLabels.forEach((x, i) => {
    parts.push(`<line x1="${xOf(i)}" y1="${bottom}" x2="${xOf(i)}" y2="${bottom + 4}" stroke="${COLORS.text}"/>`);
    if (i % every === 0) {
      parts.push(
        `<text x="${xOf(i)}" y="${h - 6}" text-anchor="middle" font-size="12" fill="${COLORS.muted}">${escapeHtml(x)}</text>`,
      );
    }
  });
  for (const s of series) {
    const points = s.values.map((v, i) => `${xOf(i)},${yOf(v)}`).join(' ');
    parts.push(
      `<polyline points="${points}" fill="none" stroke="${s.color}" stroke-width="2"${s.dash ? ` stroke-dasharray="${s.dash.join(' ')}"` : ''}/>`,
      ...s.values.map((v, i) => `<circle cx="${xOf(i)}" cy="${yOf(v)}" r="2.5" fill="${s.color}"/>`),
    );
  }
  return (
    `<svg class="chart" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(label)}">${parts.join('')}</svg>` +
    legend(series.map((s) => [swatch(s.color, s.dash ?? [100, 0]), s.name]))
  );
}

export interface Panel {
  title: string;
  subtitle: string;
  points: ({ value: number; label: string; color: string } | null)[];
  xLabels: string[];
}

/** Small multiples: one small chart per measure, each on its own scale, the value and judgement over each point. */
export function trendPanels(panels: Panel[]) {
  const w = 220;
  const h = 120;
  const figures = panels.map((panel) => {
    const shown = panel.points.filter((p) => p !== null);
    const low = Math.min(...shown.map((p) => p.value));
    const high = Math.max(...shown.map((p) => p.value));
    const top = 28;
    const bottom = h - 26;
    const yOf = (v: number) =>
      n1(high === low ? (top + bottom) / 2 : bottom - ((v - low) / (high - low)) * (bottom - top));
    const n = panel.xLabels.length;
    const xOf = (k: number) => n1(n === 1 ? w / 2 : 30 + ((w - 60) * k) / (n - 1));
    const line = panel.points
      .map((p, k) => (p ? `${xOf(k)},${yOf(p.value)}` : null))
      .filter((p) => p !== null)
      .join(' ');
    const parts = [
      `<line x1="6" y1="${bottom + 8}" x2="${w - 6}" y2="${bottom + 8}" stroke="${COLORS.rule}" stroke-width="0.6"/>`,
      shown.length > 1 ? `<polyline points="${line}" fill="none" stroke="${COLORS.muted}" stroke-width="1.2"/>` : '',
      ...panel.points.map((p, k) =>
        p
          ? `<circle cx="${xOf(k)}" cy="${yOf(p.value)}" r="3.5" fill="${p.color}"/><text x="${xOf(k)}" y="${yOf(p.value) - 8}" text-anchor="middle" font-size="11" fill="${p.color}">${escapeHtml(p.label)}</text>`
          : '',
      ),
      ...panel.xLabels.map(
        (x, k) =>
          `<text x="${xOf(k)}" y="${h - 4}" text-anchor="middle" font-size="10" fill="${COLORS.muted}">${escapeHtml(x)}</text>`,
      ),
    ];
    return (
      `<figure class="stat"><figcaption><strong>${escapeHtml(panel.title)}</strong> <span class="muted">${escapeHtml(panel.subtitle)}</span></figcaption>` +
      `<svg class="chart" viewBox="0 0 ${w} ${h}" role="img" aria-label="${escapeHtml(`${panel.title}: ${shown.map((p) => p.label).join(', ')}`)}">${parts.join('')}</svg></figure>`
    );
  });
  return `<div class="panels">${figures.join('')}</div>`;
}
